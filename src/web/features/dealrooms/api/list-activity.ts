import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { listActivity } from "#shared/contract/dealrooms.ts";
import { dealroomKeys } from "#web/features/dealrooms/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export const ACTIVITY_PAGE_SIZE = 25;

export function activityQueryOptions(id: string, page: number) {
  return queryOptions({
    queryKey: dealroomKeys.activity(id, page),
    queryFn: ({ signal }) =>
      apiRequest(listActivity, { params: { id }, query: { page, pageSize: ACTIVITY_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useActivity(id: string, page: number, enabled = true) {
  return useQuery({ ...activityQueryOptions(id, page), enabled });
}
