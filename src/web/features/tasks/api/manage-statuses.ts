import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createTaskStatus, deleteTaskStatus, updateTaskStatus } from "#shared/contract/tasks.ts";
import type { TaskStatusType } from "#shared/rules/task-status.ts";
import { taskKeys } from "#web/features/tasks/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useManageTaskStatuses() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: taskKeys.all });
  return {
    create: useMutation({
      mutationFn: (body: { name: string; color: string; systemType: TaskStatusType }) =>
        apiRequest(createTaskStatus, { body }),
      onSettled,
    }),
    update: useMutation({
      mutationFn: ({ id, ...body }: { id: string; name?: string; color?: string }) =>
        apiRequest(updateTaskStatus, { params: { id }, body }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiRequest(deleteTaskStatus, { params: { id } }),
      onSettled,
    }),
  };
}
