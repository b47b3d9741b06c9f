import type { Db } from "#server/db/client.ts";
import { findSubscriptionInputs } from "#server/features/subscriptions/subscriptions.repository.ts";
import type { SubscriptionDto } from "#shared/contract/subscriptions.ts";
import {
  type BillingStatusProvider,
  computeSubscription,
  type Feature,
  grantedFeatures,
  hasFeature,
  inactiveSubscription,
  type SubscriptionView,
} from "#shared/rules/access.ts";

export type SubscriptionService = {
  viewFor: (userId: string) => Promise<SubscriptionView>;
  dtoFor: (userId: string) => Promise<SubscriptionDto>;
  hasFeature: (userId: string, feature: Feature) => Promise<boolean>;
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
  };
}
