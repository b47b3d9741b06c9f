import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteDocument } from "#shared/contract/dealrooms.ts";
import { dealroomKeys } from "#web/features/dealrooms/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useDeleteDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => apiRequest(deleteDocument, { params: { id, documentId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealroomKeys.documents(id) }),
  });
}
