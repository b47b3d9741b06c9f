import { queryOptions, useQuery } from "@tanstack/react-query";
import { listHelpArticles } from "#shared/contract/help.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function helpArticlesQueryOptions() {
  return queryOptions({
    queryKey: ["help-articles"],
    queryFn: ({ signal }) => apiRequest(listHelpArticles, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Published help articles; fetched only while the Help Center is open. */
export function useHelpArticles(enabled: boolean) {
  return useQuery({ ...helpArticlesQueryOptions(), enabled });
}
