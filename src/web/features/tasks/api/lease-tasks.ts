import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { addLeaseToTasks, getLeaseTasks } from "#shared/contract/tasks.ts";
import { taskKeys } from "#web/features/tasks/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

// Under the lease's own key, so a correction of the lease (its SSE event or its mutation) refetches it and the
// server brings the tasks in line with the corrected dates.
const leaseTasksKey = (leaseId: string) => ["lease", leaseId, "tasks"] as const;

export function useLeaseTasks(leaseId: string) {
  return useQuery({
    queryKey: leaseTasksKey(leaseId),
    queryFn: ({ signal }) => apiRequest(getLeaseTasks, { params: { id: leaseId }, signal }),
    retry: false,
  });
}

export function useAddLeaseToTasks(leaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reminderDays?: number[]) =>
      apiRequest(addLeaseToTasks, { params: { id: leaseId }, body: reminderDays ? { reminderDays } : {} }),
    onSuccess: (data) => {
      queryClient.setQueryData(leaseTasksKey(leaseId), data);
      void queryClient.invalidateQueries({ queryKey: taskKeys.all });
    },
  });
}
