import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { listTasks, type TaskListQuery } from "#shared/contract/tasks.ts";
import { browserTimeZone, taskKeys } from "#web/features/tasks/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export type TaskListParams = Partial<TaskListQuery>;

export function tasksQueryOptions(params: TaskListParams) {
  const query = { tz: browserTimeZone(), ...params } as TaskListQuery;
  return queryOptions({
    queryKey: taskKeys.list(query),
    queryFn: ({ signal }) => apiRequest(listTasks, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useTasks(params: TaskListParams, enabled = true) {
  return useQuery({ ...tasksQueryOptions(params), enabled });
}
