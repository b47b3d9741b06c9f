import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { listSessions, revokeOtherSessions, revokeSession } from "#shared/contract/sessions.ts";
import { apiRequest } from "#web/lib/api-client.ts";

const key = ["account-sessions"] as const;

export function useAccountSessions() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => apiRequest(listSessions, { signal }) });
}

export function useRevokeSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) => (id ? apiRequest(revokeSession, { params: { id } }) : apiRequest(revokeOtherSessions)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
