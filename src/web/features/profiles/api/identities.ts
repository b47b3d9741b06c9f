import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { listIdentities, unlinkIdentity } from "#shared/contract/identities.ts";
import { apiRequest } from "#web/lib/api-client.ts";

const key = ["account-identities"] as const;

export function useIdentities() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => apiRequest(listIdentities, { signal }) });
}

export function useUnlinkIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(unlinkIdentity, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
