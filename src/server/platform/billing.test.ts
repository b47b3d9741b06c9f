import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { toSubscriptionState } from "#server/platform/billing.ts";

const sub = (over: Partial<Stripe.Subscription>) =>
  ({
    id: "sub_1",
    customer: "cus_1",
    status: "active",
    cancel_at_period_end: false,
    cancel_at: null,
    currency: "usd",
    metadata: { user_id: "u" },
    items: { data: [{ current_period_end: 2_000 }, { current_period_end: 3_000 }] },
    ...over,
  }) as unknown as Stripe.Subscription;

describe("toSubscriptionState", () => {
  it("reads the period end from the items (newest API) and the customer id", () => {
    expect(toSubscriptionState(sub({}))).toEqual({
      id: "sub_1",
      customerId: "cus_1",
      status: "active",
      cancelAtPeriodEnd: false,
      currentPeriodEnd: 3_000,
      currency: "usd",
      metadata: { user_id: "u" },
    });
  });
  it("treats a portal cancellation with cancel_at as cancelling, ending at that date", () => {
    expect(toSubscriptionState(sub({ cancel_at: 2_500 }))).toMatchObject({
      cancelAtPeriodEnd: true,
      currentPeriodEnd: 2_500,
    });
  });
  it("a canceled subscription is not 'cancelling' any more", () => {
    expect(toSubscriptionState(sub({ status: "canceled", cancel_at: 2_500 })).cancelAtPeriodEnd).toBe(false);
  });
});
