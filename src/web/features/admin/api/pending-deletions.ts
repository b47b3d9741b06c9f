import { useQuery } from "@tanstack/react-query";
import { listPendingDeletions } from "#shared/contract/account-data.ts";
import { apiRequest } from "#web/lib/api-client.ts";

/** Accounts waiting out their deletion grace period (or being deleted), soonest first. */
export function usePendingDeletions() {
  return useQuery({
    queryKey: ["account_deletion", "admin"],
    queryFn: ({ signal }) => apiRequest(listPendingDeletions, { signal }),
  });
}
