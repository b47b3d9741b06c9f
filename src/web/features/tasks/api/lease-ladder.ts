import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getLeaseLadder, type LeaseLadder, putLadderDate, removeLadderDate } from "#shared/contract/task-ladder.ts";
import { taskKeys } from "#web/features/tasks/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

// Under the lease's key (beside its 'Add to tasks' state), so a correction of the lease refetches the ladder.
const ladderKey = (leaseId: string) => ["lease", leaseId, "tasks", "ladder"] as const;

export function leaseLadderQueryOptions(leaseId: string) {
  return queryOptions({
    queryKey: ladderKey(leaseId),
    queryFn: ({ signal }) => apiRequest(getLeaseLadder, { params: { id: leaseId }, signal }),
    retry: false,
  });
}

export function useLeaseLadder(leaseId: string, enabled: boolean) {
  return useQuery({ ...leaseLadderQueryOptions(leaseId), enabled });
}

/** Put a date on the ladder (or set its reminders) / take it off; both answer the whole ladder. */
export function useLadderChange(leaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { key: string; remove?: boolean; reminderDays?: number[] }) =>
      change.remove
        ? apiRequest(removeLadderDate, { params: { id: leaseId, key: change.key } })
        : apiRequest(putLadderDate, {
            params: { id: leaseId, key: change.key },
            body: change.reminderDays ? { reminderDays: change.reminderDays } : {},
          }),
    onSuccess: (data: LeaseLadder) => {
      queryClient.setQueryData(ladderKey(leaseId), data);
      void queryClient.invalidateQueries({ queryKey: ["lease", leaseId, "tasks"], exact: true });
      void queryClient.invalidateQueries({ queryKey: taskKeys.all });
    },
  });
}
