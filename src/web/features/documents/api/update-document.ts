import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type DocumentType, updateDocument } from "#shared/contract/documents.ts";
import { documentKeys } from "#web/features/documents/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useUpdateDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ type, id, ...body }: { type: DocumentType; id: string; title?: string; folderId?: string | null }) =>
      apiRequest(updateDocument, { params: { documentType: type, id }, body }),
    onSuccess: (doc) => {
      void queryClient.invalidateQueries({ queryKey: documentKeys.lists() });
      void queryClient.invalidateQueries({
        queryKey: doc.type === "lease" ? documentKeys.lease(doc.id) : documentKeys.memorandum(doc.id),
      });
    },
  });
}
