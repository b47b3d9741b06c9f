import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type DealroomSort, listDealrooms } from "#shared/contract/dealrooms.ts";
import { dealroomKeys } from "#web/features/dealrooms/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export const DEALROOMS_PAGE_SIZE = 20;

export function dealroomsQueryOptions(q: { page: number; q: string; sort: DealroomSort }) {
  return queryOptions({
    queryKey: dealroomKeys.list(q),
    queryFn: ({ signal }) =>
      apiRequest(listDealrooms, {
        query: { page: q.page, pageSize: DEALROOMS_PAGE_SIZE, sort: q.sort, q: q.q || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useDealrooms(q: { page: number; q: string; sort: DealroomSort }, enabled = true) {
  return useQuery({ ...dealroomsQueryOptions(q), enabled });
}
