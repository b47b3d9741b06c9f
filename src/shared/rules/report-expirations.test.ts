import { describe, expect, it } from "vitest";
import { deadlineBucket, deadlinesWithin } from "#shared/rules/report-critical-dates.ts";
import { expirationSchedule, isCliff } from "#shared/rules/report-expirations.ts";
import { currentRentStep, type ReportLease, rentFigures } from "#shared/rules/report-leases.ts";
import { addMonths, isCalendarDate, parseAmount, parseLooseDate, propertyLabel } from "#shared/rules/report-values.ts";

const lease = (over: Partial<ReportLease>): ReportLease => ({
  id: over.id ?? crypto.randomUUID(),
  title: "Lease",
  tenant: "Tenant",
  property: "100 Main St",
  suite: null,
  rsf: 1000,
  commencementDate: null,
  expirationDate: "2030-06-30",
  escalations: null,
  securityDeposit: null,
  rentSchedule: [],
  criticalDates: [],
  ...over,
});

describe("expiration schedule", () => {
  it("takes the property totals it is given when the leases were narrowed before (SQL filters)", () => {
    // Only the 2030 lease arrived; the building holds 10,000 RSF over all the user's leases.
    const years = expirationSchedule(
      [lease({ tenant: "A", rsf: 4000, property: "100  MAIN st" })],
      {},
      new Map([["100 main st", 10000]]),
    );
    expect(years[0]?.properties[0]).toMatchObject({ propertyRsf: 10000, pctOfProperty: 40, cliff: true });
    expect(years[0]?.properties[0]?.leases[0]?.pctOfProperty).toBe(40);
  });

  it("groups by year then property, with each lease's share of the property's RSF", () => {
    const years = expirationSchedule([
      lease({ tenant: "B", rsf: 2000, expirationDate: "2031-01-31" }),
      lease({ tenant: "A", rsf: 6000, expirationDate: "2030-03-31" }),
      lease({ tenant: "C", rsf: 2000, expirationDate: "2030-12-31" }),
      lease({ tenant: "D", rsf: 500, property: "9 Elm Ave", expirationDate: "2030-05-01" }),
    ]);
    expect(years.map((y) => [y.year, y.rsf, y.leaseCount])).toEqual([
      [2030, 8500, 3],
      [2031, 2000, 1],
    ]);
    const main2030 = years[0]?.properties.find((p) => p.property === "100 Main St");
    expect(main2030?.propertyRsf).toBe(10000);
    expect(main2030?.expiringRsf).toBe(8000);
    expect(main2030?.pctOfProperty).toBe(80);
    expect(main2030?.leases.map((l) => [l.tenant, l.pctOfProperty])).toEqual([
      ["A", 60],
      ["C", 20],
    ]);
    expect(years[0]?.properties.map((p) => p.property)).toEqual(["100 Main St", "9 Elm Ave"]);
  });

  it("flags an expiry cliff only above 30 % of the property's RSF in one year", () => {
    expect(isCliff(300, 1000)).toBe(false);
    expect(isCliff(301, 1000)).toBe(true);
    expect(isCliff(0, 0)).toBe(false);
    const years = expirationSchedule([
      lease({ rsf: 3000, expirationDate: "2030-01-01" }),
      lease({ rsf: 3000, expirationDate: "2031-01-01" }),
      lease({ rsf: 4000, expirationDate: "2032-01-01" }),
    ]);
    expect(years.map((y) => y.properties[0]?.cliff)).toEqual([false, false, true]);
  });

  it("filters by date range and property without changing the property's total", () => {
    const leases = [
      lease({ rsf: 5000, expirationDate: "2030-01-01" }),
      lease({ rsf: 5000, expirationDate: "2035-01-01" }),
      lease({ rsf: 100, property: "Other Plaza", expirationDate: "2030-02-01" }),
    ];
    const years = expirationSchedule(leases, { from: "2029-01-01", to: "2031-12-31", property: "main" });
    expect(years).toHaveLength(1);
    expect(years[0]?.properties).toHaveLength(1);
    expect(years[0]?.properties[0]?.pctOfProperty).toBe(50);
    expect(years[0]?.properties[0]?.cliff).toBe(true);
  });

  it("leaves out leases without an expiration and keeps leases without RSF at an unknown share", () => {
    const years = expirationSchedule([lease({ expirationDate: null }), lease({ rsf: null })]);
    expect(years[0]?.leaseCount).toBe(1);
    expect(years[0]?.properties[0]?.leases[0]?.pctOfProperty).toBeNull();
  });
});

describe("critical dates by deadline", () => {
  it("buckets deadlines by 1 / 3 / 6 / 12 months and drops past ones", () => {
    const today = "2026-01-15";
    expect(deadlineBucket("2026-01-14", today)).toBeNull();
    expect(deadlineBucket("2026-01-15", today)?.label).toBe("Within 1 month");
    expect(deadlineBucket("2026-02-15", today)?.label).toBe("Within 1 month");
    expect(deadlineBucket("2026-02-16", today)?.label).toBe("1–3 months");
    expect(deadlineBucket("2026-07-15", today)?.label).toBe("3–6 months");
    expect(deadlineBucket("2027-01-15", today)?.label).toBe("6–12 months");
    expect(deadlineBucket("2027-01-16", today)).toBeNull();
  });

  it("lists notice deadlines within the horizon, soonest first", () => {
    const rows = deadlinesWithin(
      [
        lease({
          tenant: "Acme",
          criticalDates: [
            { kind: "renewal_notice", label: "Renewal option notice deadline", date: "2026-04-01", corrected: false },
            { kind: "commencement", label: "Commencement date", date: "2026-02-01", corrected: false },
            { kind: "expiration", label: "Lease expiration", date: "2026-02-01", corrected: true },
          ],
        }),
      ],
      { today: "2026-01-15", months: 3 },
    );
    expect(rows.map((r) => [r.kind, r.bucket, r.daysLeft])).toEqual([
      ["expiration", "Within 1 month", 17],
      ["renewal_notice", "1–3 months", 76],
    ]);
  });
});

describe("values and rent", () => {
  it("reads amounts and dates as brokers type them", () => {
    expect(parseAmount("12,500 RSF")).toBe(12500);
    expect(parseAmount("$31.50/SF")).toBe(31.5);
    expect(parseAmount("none")).toBeNull();
    expect(parseLooseDate("3/31/2030")).toBe("2030-03-31");
    expect(parseLooseDate("March 31, 2030")).toBe("2030-03-31");
    expect(parseLooseDate("2030-02-30")).toBeNull();
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
  });

  it("groups premises by address without the suite", () => {
    expect(propertyLabel("100 Main St, Suite 200, Springfield")).toBe("100 Main St, Springfield");
    expect(propertyLabel(null)).toBe("Unknown property");
  });

  it("finds the rent step in force and derives the missing figures", () => {
    const steps = [
      { start: "2025-01-01", end: "2025-12-31", annual: 120000, monthly: null, perSquareFoot: null },
      { start: "2026-01-01", end: "2026-12-31", annual: null, monthly: 10300, perSquareFoot: null },
    ];
    const step = currentRentStep(steps, "2026-05-01");
    expect(rentFigures(step, 4000)).toEqual({ annual: 123600, monthly: 10300, perSf: 30.9 });
    expect(currentRentStep(steps, "2030-01-01")).toBe(steps[1]);
    expect(rentFigures(null, 100)).toEqual({ annual: null, monthly: null, perSf: null });
  });
});
