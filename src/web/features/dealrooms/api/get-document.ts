import { queryOptions, useQuery } from "@tanstack/react-query";
import { getDocument } from "#shared/contract/dealrooms-documents.ts";
import { dealroomKeys } from "#web/features/dealrooms/api/keys.ts";
import { apiRequest, isApiError } from "#web/lib/api-client.ts";

export function documentQueryOptions(id: string, documentId: string) {
  return queryOptions({
    queryKey: dealroomKeys.document(id, documentId),
    queryFn: ({ signal }) => apiRequest(getDocument, { params: { id, documentId }, signal }),
    retry: (count, error) => !(isApiError(error) && [401, 403, 404].includes(error.status)) && count < 2,
    // The editor owns the content while open: do not refetch over the user's typing.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useDocument(id: string, documentId: string) {
  return useQuery(documentQueryOptions(id, documentId));
}
