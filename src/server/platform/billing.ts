// Stripe behind one small gateway: Checkout, Customer Portal, subscription reads, invoices and webhook
// verification. Only built when STRIPE_SECRET_KEY is set; the subscriptions feature owns the rules.
import Stripe from "stripe";
import type { StripeConfig } from "#server/config.ts";
import type { BillingStatus } from "#shared/rules/access.ts";

export type StripeSubscriptionState = BillingStatus & {
  id: string;
  customerId: string | null;
  metadata: Record<string, string>;
};

export type InvoiceSummary = {
  id: string;
  number: string | null;
  created: number;
  total: number;
  currency: string;
  status: string | null;
  url: string | null;
};

export type VerifiedEvent = { id: string; type: string; object: Record<string, unknown> };

export type BillingGateway = {
  prices: StripeConfig["prices"];
  createCustomer: (input: { email: string; name: string; userId: string }) => Promise<string>;
  createCheckout: (input: {
    customerId: string;
    price: string;
    successUrl: string;
    cancelUrl: string;
    metadata: Record<string, string>;
  }) => Promise<{ id: string; url: string }>;
  createPortal: (input: { customerId: string; returnUrl: string }) => Promise<{ url: string }>;
  retrieveSubscription: (id: string) => Promise<StripeSubscriptionState>;
  /** Cancels at once (account deletion); a subscription Stripe no longer knows counts as cancelled. */
  cancelSubscription: (id: string) => Promise<void>;
  retrieveCheckoutSession: (id: string) => Promise<{ subscriptionId: string | null; metadata: Record<string, string> }>;
  listInvoices: (customerId: string) => Promise<InvoiceSummary[]>;
  /** Verifies the Stripe-Signature header over the raw body; throws on a bad or old signature. */
  verifyWebhook: (rawBody: Buffer, signature: string) => VerifiedEvent;
};

function idOf(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && "id" in value) return String((value as { id: unknown }).id);
  return null;
}

/** A subscription as §4.1 reads it: a portal cancellation may set cancel_at instead of cancel_at_period_end. */
export function toSubscriptionState(sub: Stripe.Subscription): StripeSubscriptionState {
  const itemEnd = sub.items?.data?.reduce((max, item) => Math.max(max, item.current_period_end ?? 0), 0) ?? 0;
  const legacyEnd = (sub as unknown as { current_period_end?: number }).current_period_end ?? 0;
  const periodEnd = Math.max(itemEnd, legacyEnd);
  return {
    id: sub.id,
    customerId: idOf(sub.customer),
    status: sub.status,
    cancelAtPeriodEnd: sub.cancel_at_period_end || (sub.cancel_at != null && sub.status !== "canceled"),
    currentPeriodEnd: sub.cancel_at && sub.cancel_at < periodEnd ? sub.cancel_at : periodEnd,
    currency: sub.currency ?? null,
    metadata: (sub.metadata ?? {}) as Record<string, string>,
  };
}

export function createBillingGateway(config: StripeConfig): BillingGateway {
  const api = config.apiUrl ? new URL(config.apiUrl) : null;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === "https:" ? 443 : 80),
          protocol: api.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
  return {
    prices: config.prices,
    async createCustomer({ email, name, userId }) {
      const customer = await stripe.customers.create({ email, name, metadata: { user_id: userId } });
      return customer.id;
    },
    async createCheckout({ customerId, price, successUrl, cancelUrl, metadata }) {
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        customer: customerId,
        line_items: [{ price, quantity: 1 }],
        success_url: successUrl,
        cancel_url: cancelUrl,
        client_reference_id: metadata.user_id,
        metadata,
        subscription_data: { metadata },
      });
      if (!session.url) throw new Error("Stripe returned no Checkout URL");
      return { id: session.id, url: session.url };
    },
    async createPortal({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: session.url };
    },
    async retrieveSubscription(id) {
      return toSubscriptionState(await stripe.subscriptions.retrieve(id));
    },
    async cancelSubscription(id) {
      try {
        await stripe.subscriptions.cancel(id);
      } catch (err) {
        if ((err as { code?: string }).code !== "resource_missing") throw err;
      }
    },
    async retrieveCheckoutSession(id) {
      const session = await stripe.checkout.sessions.retrieve(id);
      return {
        subscriptionId: idOf(session.subscription),
        metadata: (session.metadata ?? {}) as Record<string, string>,
      };
    },
    async listInvoices(customerId) {
      const list = await stripe.invoices.list({ customer: customerId, limit: 12 });
      return list.data.map((inv) => ({
        id: inv.id ?? "",
        number: inv.number ?? null,
        created: inv.created,
        total: inv.total,
        currency: inv.currency,
        status: inv.status ?? null,
        url: inv.hosted_invoice_url ?? null,
      }));
    },
    verifyWebhook(rawBody, signature) {
      if (!config.webhookSecret) throw new Error("STRIPE_WEBHOOK_SECRET is not set");
      const event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      return { id: event.id, type: event.type, object: event.data.object as unknown as Record<string, unknown> };
    },
  };
}
