import { describe, expect, it } from "vitest";
import {
  type BillingStatusProvider,
  computeSubscription,
  type Feature,
  guardNavigation,
  hasActiveAccess,
  hasFeature,
  inactiveSubscription,
  type PaymentRecord,
  type SubscriptionView,
  type TierRecord,
} from "#shared/rules/access.ts";

const now = new Date("2026-06-15T12:00:00Z");
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
const tier = (name: string): TierRecord => ({ id: `tier-${name}`, name, leaseLimit: null, currency: "usd" });
const pay = (daysAgo: number, stripeId: string, upgradeType: PaymentRecord["upgradeType"] = null): PaymentRecord => ({
  paidAt: days(-daysAgo),
  stripeId,
  subscriptionTierId: null,
  upgradeType,
});
const failingBilling: BillingStatusProvider = async () => {
  throw new Error("down");
};
const billing =
  (status: string, cancelAtPeriodEnd: boolean, periodEnd: Date): BillingStatusProvider =>
  async () => ({ status, cancelAtPeriodEnd, currentPeriodEnd: periodEnd.getTime() / 1000, currency: "eur" });

describe("computeSubscription (§4.1)", () => {
  it.each([
    ["trial in the future is active", days(3), true],
    ["trial ending now is over", now, false],
    ["trial in the past is over", days(-1), false],
    ["no trial date", null, false],
  ])("%s", async (_, trialEndDate, expected) => {
    const view = await computeSubscription({
      now,
      trialEndDate,
      tier: null,
      payments: [],
      billingStatus: failingBilling,
    });
    expect(view.isTrialActive).toBe(expected);
    expect(view.trialEndsAt).toBe(trialEndDate ? trialEndDate.toISOString() : null);
    expect(view.active).toBe(false);
  });

  it("admin-granted payment: active until one year after the latest payment, upgrade types collected", async () => {
    const view = await computeSubscription({
      now,
      trialEndDate: null,
      tier: null,
      payments: [pay(200, "admin_granted_a", "templates"), pay(10, "admin_granted_b", "dealrooms")],
      billingStatus: failingBilling,
    });
    expect(view.active).toBe(true);
    expect(view.stripeId).toBe("admin_granted_b");
    expect(view.expiresAt).toBe(new Date(days(-10).getTime() + 365 * 86_400_000).toISOString());
    expect(view.freeUpgradeTypes.sort()).toEqual(["dealrooms", "templates"]);
  });

  it("ignores payments older than a year and reads at most the newest 5", async () => {
    const old = await computeSubscription({
      now,
      trialEndDate: null,
      tier: null,
      payments: [pay(400, "admin_granted_old", "features")],
      billingStatus: failingBilling,
    });
    expect(old).toMatchObject({ active: false, freeUpgradeTypes: [], stripeId: null });
    const many = await computeSubscription({
      now,
      trialEndDate: null,
      tier: null,
      payments: [
        pay(1, "admin_granted_1", "templates"),
        pay(2, "admin_granted_2", "templates"),
        pay(3, "admin_granted_3", "templates"),
        pay(4, "admin_granted_4", "templates"),
        pay(5, "admin_granted_5", "templates"),
        pay(6, "admin_granted_6", "dealrooms"),
      ],
      billingStatus: failingBilling,
    });
    expect(many.freeUpgradeTypes).toEqual(["templates"]);
  });

  it.each([
    ["active and renewing", "active", false, true, false],
    ["active but cancelling at period end", "active", true, false, true],
    ["past due", "past_due", false, false, false],
  ])("paid subscription %s", async (_, status, cancel, active, cancelled) => {
    const end = days(20);
    const view = await computeSubscription({
      now,
      trialEndDate: null,
      tier: tier("features"),
      payments: [pay(10, "sub_123")],
      billingStatus: billing(status, cancel, end),
    });
    expect(view).toMatchObject({ active, isCancelled: cancelled, expiresAt: end.toISOString(), currency: "eur" });
  });

  it("falls back to the payment's one-year expiry when the billing call fails", async () => {
    const view = await computeSubscription({
      now,
      trialEndDate: null,
      tier: tier("docanalysis"),
      payments: [pay(30, "sub_1")],
      billingStatus: failingBilling,
    });
    expect(view.active).toBe(true);
    expect(view.expiresAt).toBe(new Date(days(-30).getTime() + 365 * 86_400_000).toISOString());
  });
});

const view = (patch: Partial<SubscriptionView>): SubscriptionView => ({ ...inactiveSubscription, ...patch });

describe("hasFeature (§4.2)", () => {
  const cases: [string, Partial<SubscriptionView>, Record<Feature, boolean>][] = [
    ["nothing", {}, { docanalysis: false, templates: false, dealrooms: false }],
    ["trial grants all", { isTrialActive: true }, { docanalysis: true, templates: true, dealrooms: true }],
    ["free features", { freeUpgradeTypes: ["features"] }, { docanalysis: true, templates: true, dealrooms: true }],
    [
      "free docanalysis",
      { freeUpgradeTypes: ["docanalysis"] },
      { docanalysis: true, templates: true, dealrooms: false },
    ],
    ["free templates", { freeUpgradeTypes: ["templates"] }, { docanalysis: false, templates: true, dealrooms: false }],
    ["free dealrooms", { freeUpgradeTypes: ["dealrooms"] }, { docanalysis: false, templates: false, dealrooms: true }],
    [
      "active features tier",
      { active: true, tier: tier("features") },
      { docanalysis: true, templates: true, dealrooms: true },
    ],
    [
      "active docanalysis tier",
      { active: true, tier: tier("docanalysis") },
      { docanalysis: true, templates: true, dealrooms: false },
    ],
    [
      "inactive features tier",
      { active: false, tier: tier("features") },
      { docanalysis: false, templates: false, dealrooms: false },
    ],
    [
      "active unknown tier",
      { active: true, tier: tier("other") },
      { docanalysis: false, templates: false, dealrooms: false },
    ],
  ];
  it.each(cases)("%s", (_, patch, expected) => {
    const v = view(patch);
    expect({
      docanalysis: hasFeature(v, "docanalysis"),
      templates: hasFeature(v, "templates"),
      dealrooms: hasFeature(v, "dealrooms"),
    }).toEqual(expected);
  });

  it("active access for leases needs a trial, a subscription or a free upgrade", () => {
    expect(hasActiveAccess(view({}))).toBe(false);
    expect(hasActiveAccess(view({ isTrialActive: true }))).toBe(true);
    expect(hasActiveAccess(view({ active: true }))).toBe(true);
    expect(hasActiveAccess(view({ freeUpgradeTypes: ["templates"] }))).toBe(true);
  });
});

describe("guardNavigation (§4.2)", () => {
  it.each([
    [false, undefined, null, "sign-in"],
    [false, "templates", view({ isTrialActive: true }), "sign-in"],
    [true, undefined, view({}), "navigate"],
    [true, "templates", view({}), "upgrade"],
    [true, "templates", null, "upgrade"],
    [true, "dealrooms", view({ freeUpgradeTypes: ["dealrooms"] }), "navigate"],
  ] as const)("signedIn=%s feature=%s → %s", (signedIn, feature, subscription, expected) => {
    expect(guardNavigation({ signedIn, feature, subscription })).toBe(expected);
  });
});
