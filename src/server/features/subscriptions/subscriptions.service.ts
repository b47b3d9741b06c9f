import type { Db } from "#server/db/client.ts";
import type { AuthCache } from "#server/platform/auth-cache.ts";
import { randomUUID } from "node:crypto";
import { findSubscriptionInputs, insertPayment } from "#server/features/subscriptions/subscriptions.repository.ts";
import type { SubscriptionDto } from "#shared/contract/subscriptions.ts";
import {
  ADMIN_GRANTED_PREFIX,
  type BillingStatusProvider,
  computeSubscription,
  type Feature,
  grantedFeatures,
  hasActiveAccess,
  hasFeature,
  inactiveSubscription,
  type SubscriptionView,
  type PaymentRecord,
  type UpgradeType,
  YEAR_MS,
} from "#shared/rules/access.ts";

/**
 * The first moment the same inputs could give another view: the trial's end, the view's expiry, or a
 * payment leaving its one-year window (each counts on its own for free and single upgrades).
 */
export function viewChangesAt(
  at: Date,
  inputs: { trialEndDate: Date | null; payments: PaymentRecord[] },
  view: SubscriptionView,
): number {
  const moments = [
    inputs.trialEndDate?.getTime(),
    view.expiresAt ? new Date(view.expiresAt).getTime() : undefined,
    ...inputs.payments.flatMap((p) => [p.paidAt.getTime(), p.paidAt.getTime() + YEAR_MS]),
  ];
  const future = moments.filter((m): m is number => m !== undefined && m > at.getTime());
  return future.length ? Math.min(...future) : Number.POSITIVE_INFINITY;
}

/** An admin-granted free upgrade is a payment whose stripe_id starts with admin_granted_ (§3). */
export async function recordAdminGrant(db: Db, adminId: string, userId: string, upgradeType: UpgradeType) {
  await insertPayment(db, adminId, { userId, stripeId: `${ADMIN_GRANTED_PREFIX}${randomUUID()}`, upgradeType });
}

export type SubscriptionService = {
  viewFor: (userId: string) => Promise<SubscriptionView>;
  dtoFor: (userId: string) => Promise<SubscriptionDto>;
  hasFeature: (userId: string, feature: Feature) => Promise<boolean>;
  grantedFeatures: (userId: string) => Promise<Record<Feature, boolean>>;
  hasActiveAccess: (userId: string) => Promise<boolean>;
};

export function createSubscriptionService(deps: {
  db: Db;
  billingStatus: BillingStatusProvider;
  now?: () => Date;
  /** Views are reused until a change is heard or a date in them passes (decision 0040). */
  cache?: Pick<AuthCache, "view" | "rememberView" | "epoch">;
}): SubscriptionService {
  const now = deps.now ?? (() => new Date());
  const viewFor = async (userId: string): Promise<SubscriptionView> => {
    const cached = deps.cache?.view(userId);
    if (cached) return cached;
    const since = deps.cache?.epoch() ?? 0;
    try {
      const at = now();
      const inputs = await findSubscriptionInputs(deps.db, userId, at);
      if (!inputs) return inactiveSubscription;
      const view = await computeSubscription({ now: at, ...inputs, billingStatus: deps.billingStatus });
      deps.cache?.rememberView(userId, view, viewChangesAt(at, inputs, view), since);
      return view;
    } catch {
      // §4.1: any other error resets everything to inactive.
      return inactiveSubscription;
    }
  };
  return {
    viewFor,
    async dtoFor(userId) {
      const view = await viewFor(userId);
      return { ...view, features: grantedFeatures(view) };
    },
    async hasFeature(userId, feature) {
      return hasFeature(await viewFor(userId), feature);
    },
    async grantedFeatures(userId) {
      return grantedFeatures(await viewFor(userId));
    },
    async hasActiveAccess(userId) {
      return hasActiveAccess(await viewFor(userId));
    },
  };
}
