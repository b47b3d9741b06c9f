import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { format } from "date-fns";
import { cancelAccountDeletion, getAccountDeletion, requestAccountDeletion } from "#shared/contract/account-data.ts";
import { apiRequest } from "#web/lib/api-client.ts";

// The entity name of the server's "account.deletion" event: SSE refreshes every open tab's banner.
export const accountDeletionKey = ["account_deletion"] as const;

export function useAccountDeletion(enabled = true) {
  return useQuery({
    queryKey: accountDeletionKey,
    queryFn: ({ signal }) => apiRequest(getAccountDeletion, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export function useRequestAccountDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => apiRequest(requestAccountDeletion, { body: { email } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountDeletionKey }),
  });
}

export function useCancelAccountDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(cancelAccountDeletion),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountDeletionKey }),
  });
}

/** The deletion moment as the card and the banner show it. */
export const deletionDate = (iso: string) => format(new Date(iso), "MMM d, yyyy 'at' HH:mm");
