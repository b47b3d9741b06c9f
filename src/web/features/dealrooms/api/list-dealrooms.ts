import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type DealroomSort, listDealrooms } from "#shared/contract/dealrooms.ts";
import { dealroomKeys } from "#web/features/dealrooms/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export const DEALROOMS_PAGE_SIZE = 20;

/** `cursor`: the cursor of the page on screen when another page was asked for (decision 0051). */
export type DealroomsListQuery = { page: number; q: string; sort: DealroomSort; cursor?: string };

export function dealroomsQueryOptions(q: DealroomsListQuery) {
  return queryOptions({
    queryKey: dealroomKeys.list(q),
    queryFn: ({ signal }) =>
      apiRequest(listDealrooms, {
        query: { page: q.page, pageSize: DEALROOMS_PAGE_SIZE, sort: q.sort, q: q.q || undefined, cursor: q.cursor },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useDealrooms(q: DealroomsListQuery, enabled = true) {
  return useQuery({ ...dealroomsQueryOptions(q), enabled });
}
