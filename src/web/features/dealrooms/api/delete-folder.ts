import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteFolder } from "#shared/contract/dealrooms-documents.ts";
import { dealroomKeys } from "#web/features/dealrooms/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useDeleteFolder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (folderId: string) => apiRequest(deleteFolder, { params: { id, folderId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: dealroomKeys.folders(id) });
      return queryClient.invalidateQueries({ queryKey: dealroomKeys.documents(id) });
    },
  });
}
