import { describe, expect, it } from "vitest";
import { computeRollup, type RollupSpace } from "#shared/rules/property-rollup.ts";

const space = (id: string, rsf: number | null, status: "available" | "leased", exp: string | null = null) =>
  ({ id, propertyId: "p", suite: id, rsf, status, tenantName: null, leaseExpiration: exp }) satisfies RollupSpace;

describe("computeRollup", () => {
  it("is empty for no spaces", () => {
    expect(computeRollup([], "2026-01-01")).toMatchObject({
      totalRsf: 0,
      leasedRsf: 0,
      vacancyPct: null,
      waltYears: null,
      nextExpirations: [],
    });
  });

  it("sums RSF, computes vacancy and an RSF-weighted WALT", () => {
    const r = computeRollup(
      [
        space("100", 10_000, "leased", "2028-01-01"), // 2 years (731 days)
        space("200", 30_000, "leased", "2027-01-01"), // 1 year (365 days)
        space("300", 10_000, "available"),
      ],
      "2026-01-01",
    );
    expect(r.totalRsf).toBe(50_000);
    expect(r.leasedRsf).toBe(40_000);
    expect(r.availableRsf).toBe(10_000);
    expect(r.vacancyPct).toBe(20);
    // (10000·731 + 30000·365) / 40000 / 365.25 = 1.25
    expect(r.waltYears).toBe(1.25);
    expect(r.nextExpirations.map((e) => e.suite)).toEqual(["200", "100"]);
  });

  it("counts an expired lease as leased area without term, and ignores missing RSF", () => {
    const r = computeRollup(
      [space("a", 1000, "leased", "2020-01-01"), space("b", null, "leased", "2030-01-01"), space("c", 1000, "leased")],
      "2026-01-01",
    );
    expect(r.leasedRsf).toBe(2000);
    expect(r.vacancyPct).toBe(0);
    expect(r.waltYears).toBeNull();
    expect(r.nextExpirations.map((e) => e.suite)).toEqual(["b"]);
  });

  it("lists at most five upcoming expirations, soonest first", () => {
    const list = Array.from({ length: 8 }, (_, i) => space(`s${i}`, 100, "leased", `2027-0${9 - i}-01`));
    const r = computeRollup(list, "2026-01-01");
    expect(r.nextExpirations).toHaveLength(5);
    expect(r.nextExpirations[0]?.expiration).toBe("2027-02-01");
  });
});
