import { useMutation, useQueryClient } from "@tanstack/react-query";
import { restoreVersion } from "#shared/contract/dealrooms-documents.ts";
import { dealroomKeys } from "#web/features/dealrooms/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useRestoreVersion(id: string, documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: string) => apiRequest(restoreVersion, { params: { id, documentId, versionId } }),
    onSuccess: (doc) => {
      queryClient.setQueryData(dealroomKeys.document(id, documentId), doc);
      void queryClient.invalidateQueries({ queryKey: dealroomKeys.versions(id, documentId) });
      void queryClient.invalidateQueries({ queryKey: dealroomKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: ["dealrooms", "list"] });
    },
  });
}
