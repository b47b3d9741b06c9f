import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { type DocumentType, type ExtractionDetail, reanalyzeDocument } from "#shared/contract/documents.ts";
import type { LeaseDto } from "#shared/contract/documents-leases.ts";
import type { OfferingMemorandumDto } from "#shared/contract/documents-memoranda.ts";
import { documentKeys } from "#web/features/documents/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

/**
 * Marks the cached document as analysing again, whatever the re-run's response says: a quick job may
 * already have finished by then, and the page must still see processing → outcome to show the
 * 'Processing Complete' / 'Processing Error' toast (§8) once the refetch brings the outcome.
 */
export function markRestarted(queryClient: QueryClient, type: DocumentType, id: string, now = new Date()) {
  const restarted = { errorReason: null, processingStartedAt: now.toISOString(), processingCompletedAt: null };
  if (type === "lease")
    queryClient.setQueryData<LeaseDto>(documentKeys.lease(id), (old) =>
      old ? { ...old, ...restarted, status: "active" } : old,
    );
  else
    queryClient.setQueryData<OfferingMemorandumDto>(documentKeys.memorandum(id), (old) =>
      old ? { ...old, ...restarted, status: "processing" } : old,
    );
}

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
      markRestarted(queryClient, doc.type, doc.id);
      void queryClient.invalidateQueries({ queryKey: documentKeys.lists() });
      return queryClient.invalidateQueries({
        queryKey: doc.type === "lease" ? documentKeys.lease(doc.id) : documentKeys.memorandum(doc.id),
      });
    },
  });
}
