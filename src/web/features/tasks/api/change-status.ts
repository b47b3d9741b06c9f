import { useMutation, useQueryClient } from "@tanstack/react-query";
import { completeTask, setTaskStatus } from "#shared/contract/tasks.ts";
import { taskKeys } from "#web/features/tasks/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

/** The checkbox (§4): completed true/false. */
export function useCompleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, completed }: { id: string; completed: boolean }) =>
      apiRequest(completeTask, { params: { id }, body: { completed } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}

/** The status dropdown and the board's drag (§4). */
export function useSetTaskStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, statusId }: { id: string; statusId: string }) =>
      apiRequest(setTaskStatus, { params: { id }, body: { statusId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
