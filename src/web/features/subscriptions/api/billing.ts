import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { getBilling, openPortal, startCheckout } from "#shared/contract/billing.ts";
import type { upgradeType } from "#shared/contract/subscriptions.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export type UpgradeType = z.infer<typeof upgradeType>;
export const billingQueryKey = ["billing"] as const;

export function billingQueryOptions() {
  return queryOptions({ queryKey: billingQueryKey, queryFn: ({ signal }) => apiRequest(getBilling, { signal }) });
}

export function useBilling() {
  return useQuery(billingQueryOptions());
}

/** Starts Stripe Checkout and leaves for its page. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (upgrade: UpgradeType) => apiRequest(startCheckout, { body: { upgradeType: upgrade } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** Opens the Stripe Customer Portal (card, invoices, cancellation). */
export function useOpenPortal() {
  return useMutation({
    mutationFn: () => apiRequest(openPortal),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
