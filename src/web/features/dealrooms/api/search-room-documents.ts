import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { searchRoomDocuments } from "#shared/contract/dealrooms-documents.ts";
import { dealroomKeys } from "#web/features/dealrooms/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function roomSearchQueryOptions(id: string, q: string) {
  return queryOptions({
    queryKey: dealroomKeys.search(id, q),
    queryFn: ({ signal }) => apiRequest(searchRoomDocuments, { params: { id }, query: { q }, signal }),
    staleTime: 30_000,
  });
}

/** One room's documents by name (what a guest of the room searches); queried from the first character. */
export function useRoomDocumentSearch(id: string, q: string, enabled = true) {
  return useQuery({
    ...roomSearchQueryOptions(id, q),
    enabled: enabled && q.trim().length >= 1,
    placeholderData: keepPreviousData,
  });
}
