import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type DocumentType, deleteDocument } from "#shared/contract/documents.ts";
import { documentKeys } from "#web/features/documents/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, id }: { type: DocumentType; id: string }) =>
      apiRequest(deleteDocument, { params: { documentType: type, id } }),
    onSuccess: (_, { type, id }) => {
      queryClient.removeQueries({ queryKey: type === "lease" ? documentKeys.lease(id) : documentKeys.memorandum(id) });
      return queryClient.invalidateQueries({ queryKey: documentKeys.lists() });
    },
  });
}
