import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteDocument } from "#shared/contract/dealrooms-documents.ts";
import { invalidateRoomContents } from "#web/features/dealrooms/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useDeleteDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => apiRequest(deleteDocument, { params: { id, documentId } }),
    onSuccess: () => invalidateRoomContents(queryClient, id),
  });
}
