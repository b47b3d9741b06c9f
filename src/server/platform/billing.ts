// Billing status of a paid subscription (spec §7.2 get-subscription-status). Stripe when configured;
// without it every lookup fails, so §4.1's fallback (one year from the payment) applies.
import type { BillingStatusProvider } from "#shared/rules/access.ts";

export function createBillingStatusProvider(opts: {
  stripeSecretKey?: string;
  apiBase?: string;
}): BillingStatusProvider {
  return async (subscriptionId) => {
    if (!opts.stripeSecretKey) throw new Error("Billing is not configured");
    const base = opts.apiBase ?? "https://api.stripe.com";
    const res = await fetch(`${base}/v1/subscriptions/${encodeURIComponent(subscriptionId)}`, {
      headers: { authorization: `Bearer ${opts.stripeSecretKey}` },
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`Billing status ${res.status}`);
    const body = (await res.json()) as {
      status: string;
      cancel_at_period_end: boolean;
      current_period_end?: number;
      items?: { data?: { current_period_end?: number }[] };
      currency?: string;
    };
    return {
      status: body.status,
      cancelAtPeriodEnd: body.cancel_at_period_end,
      currentPeriodEnd: body.current_period_end ?? body.items?.data?.[0]?.current_period_end ?? 0,
      currency: body.currency ?? null,
    };
  };
}
