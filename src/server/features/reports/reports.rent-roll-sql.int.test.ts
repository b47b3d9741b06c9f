// The rent roll is computed in PostgreSQL (decision 0047); the rules are `currentRentStep` and `rentFigures` of
// shared/rules. Over leases whose steps are in force, ended, not yet started or absent, with rent given yearly,
// monthly or per SF, fractional cents and properties tying on rent, every page, the top-12 chart and the totals
// must equal what the rules give.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leaseReportFacts } from "#server/db/schema/lease-report-facts.ts";
import { createLeaseFactsService } from "#server/features/documents/lease-facts.service.ts";
import { createReportsService } from "#server/features/reports/reports.service.ts";
import { currentRentStep, type ReportRentStep, rentFigures } from "#shared/rules/report-leases.ts";
import { round } from "#shared/rules/report-values.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";
import { seedLeases } from "./reports.test-support.ts";

let t: TestApp;
let owner: TestUser;
const today = "2027-06-15";
const now = () => new Date(`${today}T12:00:00Z`);

const step = (start: string | null, end: string | null, f: Partial<ReportRentStep>): ReportRentStep => ({
  start,
  end,
  annual: null,
  monthly: null,
  perSquareFoot: null,
  ...f,
});

/** Rent schedules covering each branch of the rules. */
const schedules: ReportRentStep[][] = [
  [],
  [step("2024-01-01", "2026-12-31", { annual: 120000 }), step("2027-01-01", "2029-12-31", { annual: 123600.333 })],
  [step("2020-01-01", "2022-12-31", { monthly: 9999.995 }), step("2023-01-01", "2025-12-31", { monthly: 10333.33 })],
  [step("2028-01-01", "2030-12-31", { perSquareFoot: 31.5 }), step("2031-01-01", null, { perSquareFoot: 33 })],
  [step(null, null, { perSquareFoot: 28.125 })],
  [step("2027-06-15", "2027-06-15", { annual: 1000.005, monthly: 83.33 })],
  [step("2026-01-01", null, { annual: 50000, perSquareFoot: 40 })],
];

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp({ email: "rentroll@reports.test" });
  const tenants = ["Harbor Foods", "harbor foods", "Élodie Café", "Zed Labs", "Acme"];
  const addresses = [
    "100 Main St",
    "9 Elm Ave",
    "Élan Plaza",
    "apex tower",
    "Apex Tower",
    "_Dock 4",
    "1 Tie Rd",
    "2 Tie Rd",
  ];
  const ids = await seedLeases(
    t.ctx.db,
    owner.id,
    Array.from({ length: 120 }, (_, i) => ({
      title: `Lease ${["A", "b", "C"][i % 3]}${i % 13}`,
      tenant: tenants[i % tenants.length] as string,
      address: addresses[i % addresses.length] as string,
      suite: String(100 + (i % 7)),
      rsf: i % 10 === 0 ? undefined : [0, 1200, 2500, 3333, 7250.5][i % 5],
      expiration: `20${30 + (i % 5)}-0${1 + (i % 9)}-15`,
    })),
  );
  // Stored figures are written on the first read; then each lease gets one of the schedules above.
  await createLeaseFactsService({ db: t.ctx.db, access: t.ctx.access }).reportLeases(owner.id);
  for (const [i, id] of ids.entries()) {
    await t.ctx.db
      .update(leaseReportFacts)
      .set({ rentSchedule: schedules[i % schedules.length] })
      .where(eq(leaseReportFacts.leaseId, id));
  }
});
afterAll(async () => {
  await t?.close();
});

/** What the rules give over every lease, in the report's shapes. */
async function expected(property?: string) {
  const facts = createLeaseFactsService({ db: t.ctx.db, access: t.ctx.access });
  const all = (await facts.reportLeases(owner.id, { rentSchedule: true, propertyContains: property })).leases;
  const byProperty = new Map<string, number>();
  let rentTotal = 0;
  let rsfTotal = 0;
  let rsfWithRent = 0;
  const rows = all.map((l) => {
    const rent = rentFigures(currentRentStep(l.rentSchedule, today), l.rsf);
    rsfTotal += l.rsf ?? 0;
    if (rent.annual !== null) {
      rentTotal += rent.annual;
      if (l.rsf) rsfWithRent += l.rsf;
      byProperty.set(l.property, (byProperty.get(l.property) ?? 0) + rent.annual);
    }
    return {
      property: l.property,
      tenant: l.tenant,
      leaseId: l.id,
      lease: l.title,
      suite: l.suite,
      rsf: l.rsf,
      annualRent: rent.annual,
      monthlyRent: rent.monthly,
      rentPerSf: rent.perSf,
      escalations: l.escalations,
      securityDeposit: l.securityDeposit,
      expirationDate: l.expirationDate,
    };
  });
  rows.sort((a, b) => a.property.localeCompare(b.property) || a.tenant.localeCompare(b.tenant));
  const top = [...byProperty.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([p, annualRent]) => ({ property: p, annualRent: round(annualRent) }));
  return { rows, top, rentTotal, rsfTotal, rsfWithRent };
}

describe("the rent roll computed in SQL", () => {
  for (const property of [undefined, "tie", "apex"]) {
    it(`gives the rules' rows, chart and totals page by page (property ${property ?? "any"})`, async () => {
      const want = await expected(property);
      expect(want.rows.length).toBeGreaterThan(5);
      if (!property) {
        // Every branch is reached: no rent, rent from each of the three figures, a property without any.
        expect(want.rows.some((r) => r.annualRent === null)).toBe(true);
        expect(want.rows.some((r) => r.rentPerSf === null && r.annualRent !== null)).toBe(true);
      }
      const reports = createReportsService({ db: t.ctx.db, access: t.ctx.access, now });
      const money = (v: number) =>
        `$${v.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
      const got: unknown[] = [];
      for (let page = 1; ; page++) {
        const result = await reports.run(owner.id, "rent-roll", property ? { property } : {}, { page, pageSize: 15 });
        expect(result.total).toBe(want.rows.length);
        expect(result.chart.data).toEqual(want.top);
        expect(result.summary).toEqual([
          { label: "Leases", value: want.rows.length.toLocaleString("en-US") },
          { label: "Total RSF", value: want.rsfTotal.toLocaleString("en-US", { maximumFractionDigits: 2 }) },
          { label: "Annual rent", value: money(want.rentTotal) },
          { label: "Average rent / SF", value: want.rsfWithRent ? money(want.rentTotal / want.rsfWithRent) : "—" },
        ]);
        got.push(...result.rows);
        if (result.rows.length < 15) break;
      }
      expect(got).toEqual(want.rows);
    });
  }
});
