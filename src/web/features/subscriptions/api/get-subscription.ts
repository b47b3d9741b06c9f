import { queryOptions, useQuery } from "@tanstack/react-query";
import { getSubscription } from "#shared/contract/subscriptions.ts";
import { subscriptionQueryKey } from "#web/features/subscriptions/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export { subscriptionQueryKey };

export function fetchSubscription(signal?: AbortSignal) {
  return apiRequest(getSubscription, { signal });
}

export function subscriptionQueryOptions() {
  return queryOptions({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => fetchSubscription(signal),
  });
}

export function useSubscription(options: { enabled?: boolean } = {}) {
  return useQuery({ ...subscriptionQueryOptions(), enabled: options.enabled ?? true });
}
