// Options and critical dates are bucketed in PostgreSQL (decision 0047); the rule is `deadlinesWithin` of
// shared/rules. Over leases with notice deadlines and expirations around today, the bucket edges (a month's last
// day), shared tenants and several dates on one day, every page, the chart and the summary must equal the rule's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLeaseFactsService } from "#server/features/documents/lease-facts.service.ts";
import { createReportsService } from "#server/features/reports/reports.service.ts";
import { deadlineBuckets, deadlinesWithin } from "#shared/rules/report-critical-dates.ts";
import { addMonths } from "#shared/rules/report-values.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";
import { type SeedLease, seedLeases } from "./reports.test-support.ts";

let t: TestApp;
let owner: TestUser;
// A 31st: adding months lands on shorter months' last days, where a bucket's edge is easy to get wrong.
const today = "2027-01-31";
const now = () => new Date(`${today}T12:00:00Z`);

const addDays = (day: string, n: number) => new Date(Date.parse(day) + n * 86_400_000).toISOString().slice(0, 10);

function leasesAroundToday(): SeedLease[] {
  const tenants = ["Harbor Foods", "harbor foods", "Élodie Café", "Zed Labs", "Acme"];
  const edges = [0, 1, 27, 28, 29, 30, 58, 59, 60, 89, 90, 91, 180, 181, 364, 365, 366, -1, 400];
  return edges.flatMap((offset, i) => [
    {
      title: `Lease ${i % 4}`,
      tenant: tenants[i % tenants.length] as string,
      address: i % 2 ? "100 Main St" : "9 Elm Ave",
      rsf: 1000,
      // The expiration itself is a deadline; a renewal notice on another day.
      expiration: addDays(today, offset),
      renewalNotice: addDays(today, offset - 3),
    },
    { title: `Twin ${i}`, tenant: "Acme", address: "9 Elm Ave", rsf: 500, expiration: addDays(today, offset) },
  ]);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp({ email: "deadlines@reports.test" });
  await seedLeases(t.ctx.db, owner.id, leasesAroundToday());
});
afterAll(async () => {
  await t?.close();
});

describe("deadlines bucketed in SQL", () => {
  for (const filters of [{ months: 12 }, { months: 3 }, { months: 1, property: "main" }, { months: 6 }]) {
    it(`gives the rule's rows, chart and summary page by page (${JSON.stringify(filters)})`, async () => {
      const facts = createLeaseFactsService({ db: t.ctx.db, access: t.ctx.access });
      const all = (await facts.reportLeases(owner.id, { criticalDates: true })).leases;
      const want = deadlinesWithin(all, { today, months: filters.months, property: filters.property });
      expect(want.length).toBeGreaterThan(3);
      expect(addMonths(today, 1)).toBe("2027-02-28");
      const reports = createReportsService({ db: t.ctx.db, access: t.ctx.access, now });
      const got: unknown[] = [];
      for (let page = 1; ; page++) {
        const result = await reports.run(owner.id, "critical-dates", filters, { page, pageSize: 7 });
        expect(result.total).toBe(want.length);
        const count = (label: string) => want.filter((r) => r.bucket === label).length;
        expect(result.chart.data).toEqual(
          deadlineBuckets
            .filter((b) => b.months <= filters.months)
            .map((b) => ({ bucket: b.label, count: count(b.label) })),
        );
        expect(result.summary[1]).toEqual({ label: "Within 1 month", value: String(count("Within 1 month")) });
        got.push(...result.rows);
        if (result.rows.length < 7) break;
      }
      expect(got).toEqual(want.map((r) => ({ ...r })));
    });
  }
});
