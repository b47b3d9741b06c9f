// The expiration schedule is grouped in PostgreSQL (decision 0047); the rule it implements is the pure
// `expirationSchedule` of shared/rules. Over a varied set of leases (labels differing in case and spacing,
// unknown RSF, shared tenants, ties, other years and properties), every page, the chart and the summary must equal
// what the rule gives for all the leases, with and without filters.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLeaseFactsService } from "#server/features/documents/lease-facts.service.ts";
import { createReportsService } from "#server/features/reports/reports.service.ts";
import type { ReportFilters } from "#shared/contract/reports.ts";
import { expirationSchedule, propertyTotals } from "#shared/rules/report-expirations.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";
import { type SeedLease, seedLeases } from "./reports.test-support.ts";

let t: TestApp;
let owner: TestUser;

/** A small deterministic generator, so a failure reproduces. */
function* numbers(seed: number) {
  let x = seed;
  for (;;) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    yield x / 2 ** 31;
  }
}

function varied(count: number): SeedLease[] {
  const r = numbers(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor((r.next().value as number) * list.length)] as T;
  const addresses = [
    "100 Main St",
    "100 main st",
    "100  Main St",
    "9 Elm Ave",
    "Élan Plaza",
    "apex tower",
    "Apex Tower",
    "_Dock 4",
  ];
  const tenants = ["Harbor Foods", "harbor foods", "Pine Dental", "Élodie Café", "Zed Labs", "Acme", "acme"];
  return Array.from({ length: count }, (_, i) => {
    const year = 2027 + Math.floor((r.next().value as number) * 6);
    const month = String(1 + Math.floor((r.next().value as number) * 12)).padStart(2, "0");
    const day = pick(["01", "15", "28", "30"] as const);
    return {
      title: `Lease ${pick(["A", "b", "C", "a"])}${i % 17}`,
      tenant: pick(tenants),
      address: pick(addresses),
      suite: i % 3 === 0 ? undefined : String(100 + (i % 9)),
      rsf: i % 11 === 0 ? undefined : pick([1200, 2500, 3333, 5000, 7250.5, 12000]),
      expiration: i % 23 === 0 ? undefined : `${year}-${month}-${month === "02" && day === "30" ? "28" : day}`,
    };
  });
}

/** The rule's answer in the report's row shape, over every lease the owner may open. */
async function expected(filters: ReportFilters) {
  const facts = createLeaseFactsService({ db: t.ctx.db, access: t.ctx.access });
  const all = (await facts.reportLeases(owner.id)).leases;
  const years = expirationSchedule(all, filters, propertyTotals(all));
  const rows = years.flatMap((y) =>
    y.properties.flatMap((p) =>
      p.leases.map((l) => ({
        year: String(y.year),
        property: p.property,
        tenant: l.tenant,
        leaseId: l.id,
        lease: l.title,
        suite: l.suite,
        expirationDate: l.expirationDate,
        rsf: l.rsf,
        pctOfProperty: l.pctOfProperty,
        propertyPctExpiring: p.pctOfProperty,
        cliff: p.cliff,
      })),
    ),
  );
  const chart = years.map((y) => ({ year: String(y.year), rsf: y.rsf, leases: y.leaseCount }));
  const cliffs = years.reduce((s, y) => s + y.properties.filter((p) => p.cliff).length, 0);
  return { rows, chart, cliffs, rsf: years.reduce((s, y) => s + y.rsf, 0) };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp({ email: "sql@reports.test" });
  await seedLeases(t.ctx.db, owner.id, [
    ...varied(260),
    // A cliff (80 % in 2029) and a property-year at exactly 30 % (not a cliff: the rule is "more than").
    { title: "Cliff 1", tenant: "Big Co", address: "1 Cliff Rd", rsf: 8000, expiration: "2029-06-30" },
    { title: "Cliff 2", tenant: "Small Co", address: "1 Cliff Rd", rsf: 2000, expiration: "2031-06-30" },
    { title: "Edge 1", tenant: "Edge A", address: "2 Edge Way", rsf: 3000, expiration: "2028-01-31" },
    { title: "Edge 2", tenant: "Edge B", address: "2 Edge Way", rsf: 7000, expiration: "2033-01-31" },
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe("the expiration schedule grouped in SQL", () => {
  const cases: ReportFilters[] = [
    {},
    { from: "2028-03-01", to: "2030-12-31" },
    { property: "main" },
    { property: "APEX" },
  ];
  for (const filters of cases) {
    it(`gives the rule's rows, chart and summary page by page (${JSON.stringify(filters)})`, async () => {
      const reports = createReportsService({ db: t.ctx.db, access: t.ctx.access });
      const want = await expected(filters);
      expect(want.rows.length).toBeGreaterThan(10);
      if (!filters.from && !filters.property) {
        // The data reaches the rule's corners: cliffs and not, unknown RSF, labels grouped across case and spacing.
        expect(want.cliffs).toBeGreaterThan(0);
        expect(want.rows.some((r) => !r.cliff)).toBe(true);
        expect(want.rows.some((r) => r.pctOfProperty === null)).toBe(true);
        expect(new Set(want.rows.map((r) => r.property.toLowerCase().replace(/\s+/g, " "))).size).toBeLessThan(
          new Set(varied(260).map((l) => l.address)).size,
        );
      }
      const pageSize = 25;
      const got: unknown[] = [];
      for (let page = 1; ; page++) {
        const result = await reports.run(owner.id, "lease-expirations", filters, { page, pageSize });
        expect(result.total).toBe(want.rows.length);
        expect(result.chart.data).toEqual(want.chart);
        expect(result.summary).toEqual([
          { label: "Leases expiring", value: want.rows.length.toLocaleString("en-US") },
          { label: "RSF expiring", value: want.rsf.toLocaleString("en-US", { maximumFractionDigits: 2 }) },
          { label: "Expiry cliffs", value: want.cliffs.toLocaleString("en-US") },
        ]);
        got.push(...result.rows);
        if (result.rows.length < pageSize) break;
      }
      expect(got).toEqual(want.rows);
      // The export reads the same statement without a page.
      const csv = await reports.export(owner.id, "lease-expirations", filters, "csv");
      expect(csv.body.toString("utf8").trim().split("\r\n")).toHaveLength(want.rows.length + 1);
    });
  }
});
