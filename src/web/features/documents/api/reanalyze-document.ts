import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type DocumentType, type ExtractionDetail, reanalyzeDocument } from "#shared/contract/documents.ts";
import { documentKeys } from "#web/features/documents/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useReanalyzeDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      type,
      id,
      extractionDetail,
    }: {
      type: DocumentType;
      id: string;
      extractionDetail?: ExtractionDetail;
    }) =>
      apiRequest(reanalyzeDocument, {
        params: { documentType: type, id },
        body: extractionDetail ? { extractionDetail } : {},
      }),
    onSuccess: (doc) => {
      void queryClient.invalidateQueries({ queryKey: documentKeys.lists() });
      return queryClient.invalidateQueries({
        queryKey: doc.type === "lease" ? documentKeys.lease(doc.id) : documentKeys.memorandum(doc.id),
      });
    },
  });
}
