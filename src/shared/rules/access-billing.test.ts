import { describe, expect, it } from "vitest";
import {
  type BillingStatusProvider,
  computeSubscription,
  grantedFeatures,
  hasActiveAccess,
  type PaymentRecord,
  type TierRecord,
} from "#shared/rules/access.ts";

// §4.1 with the Stripe states a subscription goes through, and the single upgrades bought online.
const now = new Date("2026-06-15T12:00:00Z");
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
const features: TierRecord = { id: "t1", name: "features", leaseLimit: null, currency: "usd" };
const pay = (daysAgo: number, stripeId: string, upgradeType: PaymentRecord["upgradeType"]): PaymentRecord => ({
  paidAt: days(-daysAgo),
  stripeId,
  subscriptionTierId: null,
  upgradeType,
});
const stripe =
  (states: Record<string, { status: string; cancel?: boolean; end: Date }>): BillingStatusProvider =>
  async (id) => {
    const s = states[id];
    if (!s) throw new Error("unknown");
    return {
      status: s.status,
      cancelAtPeriodEnd: !!s.cancel,
      currentPeriodEnd: s.end.getTime() / 1000,
      currency: "usd",
    };
  };

describe("§4.1 with Stripe states", () => {
  it.each([
    ["active", { status: "active", end: days(20) }, { active: true, isCancelled: false, entitled: true }],
    [
      "cancel at period end",
      { status: "active", cancel: true, end: days(20) },
      { active: false, isCancelled: true, entitled: true },
    ],
    ["past due", { status: "past_due", end: days(2) }, { active: false, isCancelled: false, entitled: false }],
    ["canceled", { status: "canceled", end: days(-1) }, { active: false, isCancelled: false, entitled: false }],
    [
      "cancelled and period over",
      { status: "active", cancel: true, end: days(-1) },
      { active: false, isCancelled: true, entitled: false },
    ],
  ])("%s", async (_, state, expected) => {
    const view = await computeSubscription({
      now,
      trialEndDate: null,
      tier: features,
      payments: [pay(10, "sub_a", "features")],
      billingStatus: stripe({ sub_a: state }),
    });
    expect(view).toMatchObject({ ...expected, stripeId: "sub_a", expiresAt: state.end.toISOString() });
    expect(grantedFeatures(view).dealrooms).toBe(expected.entitled);
    expect(hasActiveAccess(view)).toBe(expected.entitled);
  });

  it("a paid single upgrade grants its feature only, and does not hide the tier's latest payment", async () => {
    const view = await computeSubscription({
      now,
      trialEndDate: null,
      tier: { ...features, name: "docanalysis" },
      payments: [pay(1, "sub_rooms", "dealrooms"), pay(30, "sub_tier", "docanalysis")],
      billingStatus: stripe({
        sub_rooms: { status: "active", end: days(29) },
        sub_tier: { status: "active", end: days(5) },
      }),
    });
    expect(view.stripeId).toBe("sub_tier");
    expect(view.paidUpgradeTypes).toEqual(["dealrooms"]);
    expect(grantedFeatures(view)).toEqual({ docanalysis: true, templates: true, dealrooms: true });
  });

  it("a single upgrade whose status cannot be read counts for a year from its payment", async () => {
    const view = await computeSubscription({
      now,
      trialEndDate: null,
      tier: null,
      payments: [pay(400, "sub_old", "templates"), pay(100, "sub_t", "templates")],
      billingStatus: stripe({}),
    });
    expect(view.paidUpgradeTypes).toEqual(["templates"]);
    expect(view.active).toBe(false);
    expect(grantedFeatures(view)).toEqual({ docanalysis: false, templates: true, dealrooms: false });
  });
});
