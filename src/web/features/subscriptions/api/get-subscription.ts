import { queryOptions, useQuery } from "@tanstack/react-query";
import { getSubscription } from "#shared/contract/subscriptions.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export const subscriptionQueryKey = ["subscription"] as const;

export function subscriptionQueryOptions() {
  return queryOptions({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => apiRequest(getSubscription, { signal }),
  });
}

export function useSubscription(options: { enabled?: boolean } = {}) {
  return useQuery({ ...subscriptionQueryOptions(), enabled: options.enabled ?? true });
}
