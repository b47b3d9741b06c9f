import { queryOptions, useQuery } from "@tanstack/react-query";
import { getDealroom } from "#shared/contract/dealrooms.ts";
import { dealroomKeys } from "#web/features/dealrooms/api/keys.ts";
import { apiRequest, isApiError } from "#web/lib/api-client.ts";

export function dealroomQueryOptions(id: string) {
  return queryOptions({
    queryKey: dealroomKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(getDealroom, { params: { id }, signal }),
    // §8: no retry on 404 (nor on 401/403: access answers do not change by retrying).
    retry: (count, error) => !(isApiError(error) && [401, 403, 404].includes(error.status)) && count < 2,
  });
}

export function useDealroom(id: string) {
  return useQuery(dealroomQueryOptions(id));
}
