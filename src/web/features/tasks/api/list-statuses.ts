import { queryOptions, useQuery } from "@tanstack/react-query";
import { listTaskStatuses } from "#shared/contract/tasks.ts";
import { taskKeys } from "#web/features/tasks/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function taskStatusesQueryOptions() {
  return queryOptions({
    queryKey: taskKeys.statuses,
    queryFn: ({ signal }) => apiRequest(listTaskStatuses, { signal }),
    staleTime: 60_000,
  });
}

export function useTaskStatuses(enabled = true) {
  return useQuery({ ...taskStatusesQueryOptions(), enabled });
}
