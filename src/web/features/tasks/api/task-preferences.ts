import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  createCalendarFeed,
  getTaskPreferences,
  revokeCalendarFeed,
  updateTaskPreferences,
} from "#shared/contract/task-preferences.ts";
import { browserTimeZone } from "#web/features/tasks/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

const key = ["tasks", "preferences"] as const;

export function useTaskPreferences() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiRequest(getTaskPreferences, { query: { tz: browserTimeZone() }, signal }),
  });
}

export function useUpdateTaskPreferences() {
  const queryClient = useQueryClient();
  const onSuccess = (data: Awaited<ReturnType<typeof apiRequest<typeof updateTaskPreferences>>>) =>
    queryClient.setQueryData(key, data);
  return {
    update: useMutation({
      mutationFn: (body: { timeZone?: string; digestEnabled?: boolean; digestHour?: number }) =>
        apiRequest(updateTaskPreferences, { body }),
      onSuccess,
    }),
    createFeed: useMutation({ mutationFn: () => apiRequest(createCalendarFeed), onSuccess }),
    revokeFeed: useMutation({ mutationFn: () => apiRequest(revokeCalendarFeed), onSuccess }),
  };
}
