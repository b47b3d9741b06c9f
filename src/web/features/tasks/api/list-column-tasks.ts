import { useInfiniteQuery } from "@tanstack/react-query";
import { listTasks, type TaskListQuery } from "#shared/contract/tasks.ts";
import { browserTimeZone } from "#web/features/tasks/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export const TASK_COLUMN_PAGE = 50;

/** One board column (a status): its tasks 50 at a time, "Show more" fetching the next page. Under the tasks key. */
export function useColumnTasks(statusId: string, filters: Pick<Partial<TaskListQuery>, "q" | "due">) {
  const query = { tz: browserTimeZone(), ...filters, status: "all", statusId, sort: "due_date" as const };
  return useInfiniteQuery({
    queryKey: ["tasks", "column", query],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(listTasks, {
        query: { ...query, page: pageParam, pageSize: TASK_COLUMN_PAGE } as TaskListQuery,
        signal,
      }),
    getNextPageParam: (last, all) => (all.length * TASK_COLUMN_PAGE < last.total ? all.length + 1 : undefined),
  });
}
