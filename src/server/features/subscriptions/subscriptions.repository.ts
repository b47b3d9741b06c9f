import { and, desc, eq, gt } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { profiles } from "#server/db/schema/auth.ts";
import { payments, subscriptionTiers } from "#server/db/schema/subscriptions.ts";
import type { PaymentRecord, TierRecord, UpgradeType } from "#shared/rules/access.ts";

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export async function findSubscriptionInputs(db: Db, userId: string, now: Date) {
  const [profile] = await db
    .select({ trialEndDate: profiles.trialEndDate, tierId: profiles.subscriptionTierId })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile) return null;
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), gt(payments.paidAt, new Date(now.getTime() - YEAR_MS))))
    .orderBy(desc(payments.paidAt))
    .limit(5);
  const tierId = profile.tierId ?? rows.find((p) => p.subscriptionTierId)?.subscriptionTierId ?? null;
  let tier: TierRecord | null = null;
  if (tierId) {
    const [t] = await db.select().from(subscriptionTiers).where(eq(subscriptionTiers.id, tierId));
    if (t) tier = { id: t.id, name: t.name, leaseLimit: t.leaseLimit, currency: t.currency };
  }
  const paymentRecords: PaymentRecord[] = rows.map((p) => ({
    paidAt: p.paidAt,
    stripeId: p.stripeId,
    subscriptionTierId: p.subscriptionTierId,
    upgradeType: p.upgradeType as UpgradeType | null,
  }));
  return { trialEndDate: profile.trialEndDate, tier, payments: paymentRecords };
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
