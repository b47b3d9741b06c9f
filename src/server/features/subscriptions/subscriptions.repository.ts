import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { profiles } from "#server/db/schema/auth.ts";
import { payments, subscriptionTiers } from "#server/db/schema/subscriptions.ts";
import { type PaymentRecord, type TierRecord, type UpgradeType, YEAR_MS } from "#shared/rules/access.ts";

/**
 * What the subscription rule needs, in one statement (it runs on every feature-gated request): the profile's
 * trial and tier, its five latest payments of the last year, and the tier (the profile's, else the latest
 * payment's that names one). It was three round trips.
 */
export async function findSubscriptionInputs(db: Db, userId: string, now: Date) {
  const since = new Date(now.getTime() - YEAR_MS);
  const result = await db.execute<{
    trial_end_date: string | Date | null;
    payments: {
      paid_at: string;
      stripe_id: string;
      subscription_tier_id: string | null;
      upgrade_type: string | null;
    }[];
    tier_id: string | null;
    tier_name: string | null;
    lease_limit: number | null;
    currency: string | null;
  }>(sql`
    with recent as (
      select paid_at, stripe_id, subscription_tier_id, upgrade_type from ${payments}
      where user_id = ${userId} and paid_at > ${since.toISOString()}::timestamptz
      order by paid_at desc limit 5)
    select p.trial_end_date,
      coalesce((select json_agg(r order by r.paid_at desc) from recent r), '[]'::json) as payments,
      t.id as tier_id, t.name as tier_name, t.lease_limit, t.currency
    from ${profiles} p
    left join ${subscriptionTiers} t on t.id = coalesce(p.subscription_tier_id,
      (select r.subscription_tier_id from recent r where r.subscription_tier_id is not null
        order by r.paid_at desc limit 1))
    where p.id = ${userId}`);
  const row = result.rows[0];
  if (!row) return null;
  const tier: TierRecord | null = row.tier_id
    ? { id: row.tier_id, name: row.tier_name as string, leaseLimit: row.lease_limit, currency: row.currency }
    : null;
  const paymentRecords: PaymentRecord[] = row.payments.map((p) => ({
    paidAt: new Date(p.paid_at),
    stripeId: p.stripe_id,
    subscriptionTierId: p.subscription_tier_id,
    upgradeType: p.upgrade_type as UpgradeType | null,
  }));
  const trialEndDate = row.trial_end_date === null ? null : new Date(row.trial_end_date);
  return { trialEndDate, tier, payments: paymentRecords };
}

export async function insertPayment(
  db: Db,
  actingUserId: string,
  row: { userId: string; stripeId: string; upgradeType: UpgradeType | null; subscriptionTierId?: string | null },
) {
  await db.insert(payments).values({ ...row, createdBy: actingUserId });
}

export async function findTierByName(db: Db, name: string) {
  const [tier] = await db.select().from(subscriptionTiers).where(eq(subscriptionTiers.name, name));
  return tier ?? null;
}
