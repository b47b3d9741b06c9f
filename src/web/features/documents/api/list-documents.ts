import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { listDocuments } from "#shared/contract/documents.ts";
import type { RouteQuery } from "#shared/contract/route.ts";
import { documentKeys } from "#web/features/documents/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export type ListDocumentsInput = RouteQuery<typeof listDocuments>;

const LIST_REFRESH_MS = 5_000;

export function documentsQueryOptions(input: ListDocumentsInput) {
  return queryOptions({
    queryKey: documentKeys.list(input),
    queryFn: ({ signal }) => apiRequest(listDocuments, { query: { ...input, q: input.q || undefined }, signal }),
    placeholderData: keepPreviousData,
    // SSE invalidates each document's own page; the list follows its documents while any is still analysing.
    refetchInterval: (query) =>
      query.state.data?.items.some((d) => d.status === "active" || d.status === "processing") ? LIST_REFRESH_MS : false,
  });
}

export function useDocuments(input: ListDocumentsInput) {
  return useQuery(documentsQueryOptions(input));
}
