import { queryOptions, useQuery } from "@tanstack/react-query";
import { getTask } from "#shared/contract/tasks.ts";
import { taskKeys } from "#web/features/tasks/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function taskQueryOptions(id: string) {
  return queryOptions({
    queryKey: taskKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(getTask, { params: { id }, signal }),
  });
}

export function useTask(id: string | null) {
  return useQuery({ ...taskQueryOptions(id ?? ""), enabled: Boolean(id), retry: false });
}
