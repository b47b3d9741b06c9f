// Online billing (Stripe): Checkout, Customer Portal, invoices, webhooks, and the §7.2 status lookup.
// Rule: Stripe is the source of truth. A webhook is only a nudge: its id is recorded once, then the
// subscription is re-read from Stripe, so duplicated, replayed or out-of-order events change nothing twice.
import type { Logger } from "pino";
import type { Config } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import {
  type DbLike,
  findCustomerId,
  findProfileContact,
  findSnapshot,
  findUserByCustomer,
  hasPaymentFor,
  insertStripePayment,
  liveSubscriptionIds,
  profileExists,
  recordEventOnce,
  saveCustomerId,
  saveSnapshot,
} from "#server/features/subscriptions/billing.repository.ts";
import type { BillingGateway, StripeSubscriptionState, VerifiedEvent } from "#server/platform/billing.ts";
import type { Events } from "#server/platform/events.ts";
import { AppError } from "#server/platform/errors.ts";
import { BILLING_RETURN_PATH, type BillingDto } from "#shared/contract/billing.ts";
import type { BillingStatusProvider, SubscriptionView, UpgradeType } from "#shared/rules/access.ts";
import { isUuid } from "#shared/rules/text.ts";

const SNAPSHOT_FRESH_MS = 15 * 60 * 1000;
const upgradeTypes: UpgradeType[] = ["features", "docanalysis", "templates", "dealrooms"];
const asUpgradeType = (v: unknown): UpgradeType | null =>
  upgradeTypes.includes(v as UpgradeType) ? (v as UpgradeType) : null;

/**
 * §7.2 get-subscription-status: the stored Stripe read when fresh (webhooks keep it so), else Stripe itself.
 * Without Stripe configured it throws, and §4.1 falls back to the payment's one-year validity.
 */
export function createBillingStatusProvider(deps: {
  db: Db;
  gateway: BillingGateway | null;
  now?: () => Date;
}): BillingStatusProvider {
  const now = deps.now ?? (() => new Date());
  return async (subscriptionId) => {
    if (!deps.gateway) throw new Error("Billing is not configured");
    const snapshot = await findSnapshot(deps.db, subscriptionId);
    const at = now();
    if (
      snapshot &&
      (snapshot.status === "canceled" || at.getTime() - snapshot.syncedAt.getTime() < SNAPSHOT_FRESH_MS)
    ) {
      return snapshot;
    }
    const state = await deps.gateway.retrieveSubscription(subscriptionId);
    await saveSnapshot(deps.db, state, snapshot?.userId ?? null, at);
    return snapshot?.status === "canceled" ? snapshot : state;
  };
}

/** Account deletion: every live Stripe subscription of the user ends now (the customer record stays). */
export async function cancelSubscriptionsOf(
  deps: { db: Db; gateway: BillingGateway | null },
  userId: string,
): Promise<number> {
  if (!deps.gateway) return 0;
  const ids = await liveSubscriptionIds(deps.db, userId);
  for (const id of ids) await deps.gateway.cancelSubscription(id);
  return ids.length;
}

export type WebhookResult = { received: true; duplicate?: true; ignored?: true };

export function createBillingService(deps: {
  db: Db;
  config: Config;
  gateway: BillingGateway | null;
  viewFor: (userId: string) => Promise<SubscriptionView>;
  events: Pick<Events, "publish">;
  log: Logger;
  now?: () => Date;
}) {
  const { db, gateway, config } = deps;
  const now = deps.now ?? (() => new Date());
  const returnUrl = `${config.appUrl}${BILLING_RETURN_PATH}`;

  function requireGateway(): BillingGateway {
    if (!gateway) {
      throw new AppError("NOT_CONFIGURED", "Online billing is not set up", {
        detail: "An administrator enables it by setting STRIPE_SECRET_KEY and the Stripe price ids.",
      });
    }
    return gateway;
  }

  async function ensureCustomer(g: BillingGateway, userId: string): Promise<string> {
    const existing = await findCustomerId(db, userId);
    if (existing) return existing;
    const contact = await findProfileContact(db, userId);
    if (!contact) throw new AppError("UNAUTHENTICATED", "You must be signed in");
    const created = await g.createCustomer({ email: contact.email, name: contact.name, userId });
    return saveCustomerId(db, userId, created);
  }

  /** Re-reads a subscription from Stripe and records what it means for the user (never trusts the event). */
  async function syncSubscription(
    tx: DbLike,
    subscriptionId: string,
    hint: { userId?: string | null; upgradeType?: UpgradeType | null; renewal?: boolean },
  ): Promise<string | null> {
    const g = requireGateway();
    const state: StripeSubscriptionState = await g.retrieveSubscription(subscriptionId);
    let userId = [state.metadata.user_id, hint.userId].find((id) => id && isUuid(id)) ?? null;
    if (!userId && state.customerId) userId = await findUserByCustomer(tx, state.customerId);
    if (userId && !(await profileExists(tx, userId))) userId = null;
    const at = now();
    await saveSnapshot(tx, state, userId, at);
    const upgradeType = asUpgradeType(state.metadata.upgrade_type) ?? hint.upgradeType ?? null;
    if (!userId || !upgradeType) return userId;
    const paid = ["active", "trialing", "past_due"].includes(state.status);
    if (!paid) return userId;
    // The first payment of a subscription once; each renewal invoice adds a year (§4.1 counts a payment a year).
    if (hint.renewal || !(await hasPaymentFor(tx, userId, subscriptionId))) {
      await insertStripePayment(tx, { userId, stripeId: subscriptionId, upgradeType, paidAt: at });
    }
    return userId;
  }

  function subscriptionIdOf(object: Record<string, unknown>): string | null {
    const direct = object.subscription;
    if (typeof direct === "string") return direct;
    if (direct && typeof direct === "object" && "id" in direct) return String(direct.id);
    const parent = object.parent as { subscription_details?: { subscription?: unknown } } | undefined;
    const nested = parent?.subscription_details?.subscription;
    return typeof nested === "string" ? nested : null;
  }

  function applyEvent(event: VerifiedEvent): Promise<{ result: WebhookResult; userId: string | null }> {
    return db.transaction(async (tx) => {
      if (!(await recordEventOnce(tx, event.id, event.type)))
        return { result: { received: true, duplicate: true }, userId: null };
      const o = event.object;
      switch (event.type) {
        case "checkout.session.completed": {
          const subscriptionId = subscriptionIdOf(o);
          const metadata = (o.metadata ?? {}) as Record<string, string>;
          const userId = subscriptionId
            ? await syncSubscription(tx, subscriptionId, {
                userId: metadata.user_id ?? (o.client_reference_id as string | undefined),
                upgradeType: asUpgradeType(metadata.upgrade_type),
              })
            : null;
          return { result: { received: true }, userId };
        }
        case "customer.subscription.created":
        case "customer.subscription.updated":
        case "customer.subscription.deleted":
        case "customer.subscription.paused":
        case "customer.subscription.resumed":
          return { result: { received: true }, userId: await syncSubscription(tx, String(o.id), {}) };
        case "invoice.paid": {
          const subscriptionId = subscriptionIdOf(o);
          const userId = subscriptionId
            ? await syncSubscription(tx, subscriptionId, { renewal: o.billing_reason === "subscription_cycle" })
            : null;
          return { result: { received: true }, userId };
        }
        default:
          return { result: { received: true, ignored: true }, userId: null };
      }
    });
  }

  return {
    async overview(userId: string): Promise<BillingDto> {
      const offers = gateway ? upgradeTypes.filter((t) => !!gateway.prices[t]) : [];
      const base: BillingDto = {
        enabled: !!gateway && offers.length > 0,
        offers,
        hasBillingAccount: false,
        invoices: [],
        invoicesUnavailable: false,
      };
      if (!gateway) return base;
      const customerId = await findCustomerId(db, userId);
      if (!customerId) return base;
      try {
        const invoices = await gateway.listInvoices(customerId);
        return {
          ...base,
          hasBillingAccount: true,
          invoices: invoices.map(({ created, ...inv }) => ({
            ...inv,
            createdAt: new Date(created * 1000).toISOString(),
          })),
        };
      } catch (err) {
        deps.log.warn({ err }, "Stripe invoices could not be listed");
        return { ...base, hasBillingAccount: true, invoicesUnavailable: true };
      }
    },

    async checkout(user: { id: string; impersonatedBy: string | null }, upgradeType: UpgradeType) {
      const g = requireGateway();
      if (user.impersonatedBy) throw new AppError("FORBIDDEN", "Payments cannot be made while impersonating");
      const price = g.prices[upgradeType];
      if (!price) throw new AppError("NOT_CONFIGURED", "This upgrade is not offered online");
      const view = await deps.viewFor(user.id);
      const owned =
        upgradeType === "templates" || upgradeType === "dealrooms"
          ? view.paidUpgradeTypes.includes(upgradeType)
          : view.entitled && !view.isCancelled && view.tier?.name === upgradeType && !!view.stripeId;
      if (owned) throw new AppError("CONFLICT", "You already have this plan");
      const customerId = await ensureCustomer(g, user.id);
      return g.createCheckout({
        customerId,
        price,
        successUrl: `${returnUrl}?checkout=success`,
        cancelUrl: `${returnUrl}?checkout=cancelled`,
        metadata: { user_id: user.id, upgrade_type: upgradeType },
      });
    },

    async portal(user: { id: string; impersonatedBy: string | null }) {
      const g = requireGateway();
      if (user.impersonatedBy) throw new AppError("FORBIDDEN", "Billing cannot be changed while impersonating");
      const customerId = await findCustomerId(db, user.id);
      if (!customerId) throw new AppError("CONFLICT", "You have no billing account yet", { detail: "Upgrade first." });
      return g.createPortal({ customerId, returnUrl });
    },

    /** Verifies, records the event id once, and re-reads from Stripe. Unknown types are recorded and ignored. */
    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookResult> {
      const g = requireGateway();
      if (!config.stripe?.webhookSecret) throw new AppError("NOT_CONFIGURED", "STRIPE_WEBHOOK_SECRET is not set");
      if (!signature) throw new AppError("BAD_REQUEST", "Missing Stripe-Signature header");
      let event: VerifiedEvent;
      try {
        event = g.verifyWebhook(rawBody, signature);
      } catch {
        throw new AppError("BAD_REQUEST", "Invalid webhook signature");
      }
      try {
        const { result, userId } = await applyEvent(event);
        if (userId) {
          await deps.events
            .publish(userId, { type: "subscription.updated", entity: "payments" })
            .catch((err) => deps.log.warn({ err }, "subscription event not published"));
        }
        return result;
      } catch (err) {
        if (err instanceof AppError) throw err;
        // Stripe could not be re-read: nothing was recorded, so Stripe's retry will be processed in full.
        deps.log.warn({ err, eventId: event.id }, "Stripe webhook could not be processed");
        throw new AppError(
          "SERVICE_UNAVAILABLE",
          "The billing provider could not be reached; the event will be retried",
        );
      }
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
