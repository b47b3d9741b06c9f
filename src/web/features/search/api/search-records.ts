import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { globalSearch } from "#shared/contract/search.ts";
import type { SearchResultType } from "#shared/rules/search.ts";
import { apiRequest } from "#web/lib/api-client.ts";

/** Records of one type by title (a picker, e.g. the lease a letter is generated from); 2 characters or more. */
export function useRecordSearch(type: SearchResultType, q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: ["global-search", type, text],
    queryFn: ({ signal }) => apiRequest(globalSearch, { query: { q: text, type }, signal }),
    enabled: text.length >= 2,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
