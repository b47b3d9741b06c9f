import type { Db } from "#server/db/client.ts";
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
  type UpgradeType,
} from "#shared/rules/access.ts";

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
}): SubscriptionService {
  const now = deps.now ?? (() => new Date());
  const viewFor = async (userId: string): Promise<SubscriptionView> => {
    try {
      const at = now();
      const inputs = await findSubscriptionInputs(deps.db, userId, at);
      if (!inputs) return inactiveSubscription;
      return await computeSubscription({ now: at, ...inputs, billingStatus: deps.billingStatus });
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
