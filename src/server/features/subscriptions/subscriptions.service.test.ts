import { describe, expect, it } from "vitest";
import type { Db } from "#server/db/client.ts";
import { createSubscriptionService } from "#server/features/subscriptions/subscriptions.service.ts";
import { inactiveSubscription } from "#shared/rules/access.ts";

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
