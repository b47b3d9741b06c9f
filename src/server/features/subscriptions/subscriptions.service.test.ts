import { describe, expect, it } from "vitest";
import type { Db } from "#server/db/client.ts";
import { createSubscriptionService, viewChangesAt } from "#server/features/subscriptions/subscriptions.service.ts";
import { inactiveSubscription, YEAR_MS } from "#shared/rules/access.ts";

// §4.1 "Any other error resets everything to inactive": a database that fails, whatever the query.
const failingDb = new Proxy({} as Db, {
  get() {
    throw new Error("connection refused");
  },
});

describe("subscription service", () => {
  it("answers an inactive subscription without features when the lookup fails", async () => {
    const service = createSubscriptionService({
      db: failingDb,
      billingStatus: async () => {
        throw new Error("unused");
      },
      now: () => new Date("2026-01-01T00:00:00Z"),
    });
    expect(await service.viewFor("u1")).toEqual(inactiveSubscription);
    expect(await service.dtoFor("u1")).toEqual({
      ...inactiveSubscription,
      features: { docanalysis: false, templates: false, dealrooms: false },
    });
    expect(await service.hasFeature("u1", "docanalysis")).toBe(false);
    expect(await service.hasActiveAccess("u1")).toBe(false);
  });
});

describe("viewChangesAt (how long a computed view may be reused)", () => {
  const at = new Date("2026-06-01T00:00:00Z");
  const day = 24 * 60 * 60 * 1000;
  const payment = (daysAgo: number) => ({
    paidAt: new Date(at.getTime() - daysAgo * day),
    stripeId: `admin_granted_${daysAgo}`,
    subscriptionTierId: null,
    upgradeType: "templates" as const,
  });

  it("is the trial's end while it runs", () => {
    const trialEnd = new Date(at.getTime() + 3 * day);
    expect(viewChangesAt(at, { trialEndDate: trialEnd, payments: [] }, inactiveSubscription)).toBe(trialEnd.getTime());
  });

  it("is the earliest payment leaving its year, before a later expiry", () => {
    const view = { ...inactiveSubscription, expiresAt: new Date(at.getTime() + 300 * day).toISOString() };
    const changes = viewChangesAt(at, { trialEndDate: null, payments: [payment(10), payment(200)] }, view);
    expect(changes).toBe(at.getTime() - 200 * day + YEAR_MS);
  });

  it("never, when nothing in the inputs lies ahead (an ended trial, no payments)", () => {
    const ended = new Date(at.getTime() - day);
    expect(viewChangesAt(at, { trialEndDate: ended, payments: [] }, inactiveSubscription)).toBe(
      Number.POSITIVE_INFINITY,
    );
  });
});
