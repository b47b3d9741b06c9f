import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type RichTextDoc, saveDocumentContent } from "#shared/contract/dealrooms-documents.ts";
import { dealroomKeys } from "#web/features/dealrooms/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useSaveDocumentContent(id: string, documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { content: RichTextDoc; snapshot?: boolean; note?: string }) =>
      apiRequest(saveDocumentContent, { params: { id, documentId }, body: { snapshot: false, ...body } }),
    onSuccess: (doc) => {
      queryClient.setQueryData(dealroomKeys.document(id, documentId), doc);
      void queryClient.invalidateQueries({ queryKey: dealroomKeys.versions(id, documentId) });
      void queryClient.invalidateQueries({ queryKey: dealroomKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: ["dealrooms", "list"] });
    },
  });
}
