import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { listFactors, removePhoneFactor, setPhoneFactor } from "#shared/contract/sessions.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export const factorsQueryKey = ["account-factors"] as const;

export function useFactors() {
  return useQuery({ queryKey: factorsQueryKey, queryFn: ({ signal }) => apiRequest(listFactors, { signal }) });
}

export function useSetPhoneFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phone: string) => apiRequest(setPhoneFactor, { body: { phone } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: factorsQueryKey }),
  });
}

export function useRemovePhoneFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(removePhoneFactor),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: factorsQueryKey }),
  });
}
