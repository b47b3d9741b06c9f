// Stripe ledger rows: events seen, customers, subscription snapshots, payments written from Stripe.
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { billingCustomers, billingEvents, billingSubscriptions } from "#server/db/schema/accounts.ts";
import { profiles } from "#server/db/schema/auth.ts";
import { payments, subscriptionTiers } from "#server/db/schema/subscriptions.ts";
import type { StripeSubscriptionState } from "#server/platform/billing.ts";
import type { UpgradeType } from "#shared/rules/access.ts";

/** A transaction or the pool: webhook handling runs its writes in the transaction that holds the event row. */
export type DbLike = Pick<Db, "select" | "insert" | "update" | "execute">;

/**
 * Records a Stripe event id. Returns false when it was already recorded: the caller then does nothing.
 * Inside a transaction a concurrent duplicate waits on the unique key until the first delivery commits.
 */
export async function recordEventOnce(db: DbLike, id: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(billingEvents)
    .values({ id, type })
    .onConflictDoNothing({ target: billingEvents.id })
    .returning({ id: billingEvents.id });
  return rows.length === 1;
}

export async function findCustomerId(db: DbLike, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: billingCustomers.stripeCustomerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId));
  return row?.id ?? null;
}

/** Saves the user's customer; when two tabs raced, the first one saved wins and is returned. */
export async function saveCustomerId(db: DbLike, userId: string, customerId: string): Promise<string> {
  await db.insert(billingCustomers).values({ userId, stripeCustomerId: customerId }).onConflictDoNothing();
  return (await findCustomerId(db, userId)) ?? customerId;
}

export async function findUserByCustomer(db: DbLike, customerId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.stripeCustomerId, customerId));
  return row?.userId ?? null;
}

export async function profileExists(db: DbLike, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId));
  return !!row;
}

export async function findProfileContact(db: DbLike, userId: string) {
  const [row] = await db
    .select({ email: profiles.email, name: profiles.name })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ?? null;
}

/**
 * Stores what Stripe answered. A subscription Stripe has ended ('canceled') is final: a later write with
 * another status (an older read finishing late) does not revive it.
 */
export async function saveSnapshot(db: DbLike, state: StripeSubscriptionState, userId: string | null, at: Date) {
  const values = {
    id: state.id,
    userId,
    status: state.status,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    currentPeriodEnd: state.currentPeriodEnd,
    currency: state.currency,
    syncedAt: at,
  };
  await db
    .insert(billingSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: billingSubscriptions.id,
      set: {
        userId: sql`coalesce(excluded.user_id, ${billingSubscriptions.userId})`,
        status: values.status,
        cancelAtPeriodEnd: values.cancelAtPeriodEnd,
        currentPeriodEnd: values.currentPeriodEnd,
        currency: values.currency,
        syncedAt: at,
      },
      setWhere: ne(billingSubscriptions.status, "canceled"),
    });
}

export async function findSnapshot(db: DbLike, id: string) {
  const [row] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, id));
  return row ?? null;
}

export async function hasPaymentFor(db: DbLike, userId: string, stripeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.stripeId, stripeId)))
    .limit(1);
  return !!row;
}

/** §3 payment row of a Stripe subscription; a tier purchase also sets the profile's subscription tier. */
export async function insertStripePayment(
  db: DbLike,
  row: { userId: string; stripeId: string; upgradeType: UpgradeType; paidAt: Date },
): Promise<void> {
  let tierId: string | null = null;
  if (row.upgradeType === "features" || row.upgradeType === "docanalysis") {
    const [tier] = await db
      .select({ id: subscriptionTiers.id })
      .from(subscriptionTiers)
      .where(eq(subscriptionTiers.name, row.upgradeType));
    tierId = tier?.id ?? null;
  }
  await db.insert(payments).values({
    userId: row.userId,
    stripeId: row.stripeId,
    upgradeType: row.upgradeType,
    subscriptionTierId: tierId,
    paidAt: row.paidAt,
    createdBy: row.userId,
  });
  if (tierId) await db.update(profiles).set({ subscriptionTierId: tierId }).where(eq(profiles.id, row.userId));
}

/** Stripe subscriptions of the user not yet cancelled: stored snapshots and the payments that name one. */
export async function liveSubscriptionIds(db: DbLike, userId: string): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    select id from billing_subscriptions
     where user_id = ${userId} and status not in ('canceled', 'incomplete_expired')
    union
    select p.stripe_id from payments p
     where p.user_id = ${userId} and p.stripe_id like 'sub_%'
       and p.paid_at > now() - interval '1 year'
       and not exists (select 1 from billing_subscriptions b where b.id = p.stripe_id and b.status = 'canceled')`);
  return result.rows.map((r) => r.id);
}
