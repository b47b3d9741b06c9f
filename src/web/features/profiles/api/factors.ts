import { useQuery } from "@tanstack/react-query";
import { listFactors } from "#shared/contract/sessions.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export const factorsQueryKey = ["account-factors"] as const;

export function useFactors() {
  return useQuery({ queryKey: factorsQueryKey, queryFn: ({ signal }) => apiRequest(listFactors, { signal }) });
}
