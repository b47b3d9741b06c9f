import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { globalSearch } from "#shared/contract/search.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function globalSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ["global-search", q],
    queryFn: ({ signal }) => apiRequest(globalSearch, { query: { q }, signal }),
    staleTime: 30_000,
  });
}

/** The dialog queries from the first character (the server answers nothing below two, §5). */
export function useGlobalSearch(q: string) {
  return useQuery({ ...globalSearchQueryOptions(q), enabled: q.trim().length >= 1, placeholderData: keepPreviousData });
}
