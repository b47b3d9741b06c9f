import { describe, expect, it } from "vitest";
import { checkConsistency } from "#server/analysis/om/om-consistency.ts";
import { derivedPrices, occupancyInWords, rentRollOccupancy, rowOccupied } from "#server/analysis/om/om-derived.ts";
import type { OmAbstract, OmRentRollRow } from "#shared/contract/om-abstract.ts";

const row = (over: Partial<OmRentRollRow>): OmRentRollRow => ({
  tenant: null,
  suite: "1",
  squareFeet: 800,
  rent: null,
  rentPeriod: null,
  leaseEnd: null,
  page: 3,
  ...over,
});
const f = (normalized: number, value = String(normalized)) => ({
  value,
  normalized,
  page: 1,
  snippet: value,
  confidence: 0.9,
});

describe("rent-roll occupancy", () => {
  it("counts a unit with a rent or a tenant as occupied and only a row saying so as vacant", () => {
    expect(rowOccupied(row({ rent: 1200 }))).toBe(true);
    expect(rowOccupied(row({ tenant: "Blue Fern Cafe" }))).toBe(true);
    expect(rowOccupied(row({ tenant: "Vacant" }))).toBe(false);
    expect(
      rentRollOccupancy([row({ rent: 900 }), row({ rent: 950 }), row({ tenant: "Vacant" }), row({ rent: 1000 })]),
    ).toBe(75);
  });
  it("catches a stated occupancy the rent roll contradicts", () => {
    const rows = [row({ rent: 900 }), row({ tenant: "Vacant" })];
    const a = { occupancy: f(100), rentRoll: rows } as unknown as Omit<OmAbstract, "consistency" | "engine">;
    const c = checkConsistency(a);
    expect(c.checks.find((x) => x.name.startsWith("occupancy"))).toMatchObject({
      stated: 100,
      computed: 50,
      ok: false,
    });
    expect(c.issues.join(" ")).toContain("occupancy");
  });
  it("reads occupancy stated in words", () => {
    const lines = [[{ page: 4, index: 0, text: "All three units are currently leased at market rents." }]];
    expect(occupancyInWords(lines)?.normalized).toBe(100);
    expect(occupancyInWords([[{ page: 4, index: 0, text: "Units are leased month to month." }]])).toBeNull();
  });
});

describe("derived prices", () => {
  it("computes price per SF and per unit when the memorandum does not state them", () => {
    const d = derivedPrices({
      askingPrice: f(2_000_000, "$2,000,000"),
      buildingSquareFeet: f(4000, "4,000 SF"),
      units: f(4, "4"),
    });
    expect(d.pricePerSquareFoot?.normalized).toBe(500);
    expect(d.pricePerUnit?.normalized).toBe(500_000);
    expect(d.pricePerUnit?.snippet.startsWith("computed")).toBe(true);
  });
});

describe("property name", () => {
  it("is not taken from a broker team line, and a street number glued by OCR is split", async () => {
    const { analyzeOmLocal } = await import("./om-local.ts");
    const r = analyzeOmLocal([
      { number: 1, text: "BROKER OPINION OF VALUE\nHarbor West Team\nSUGGESTED LIST PRICE\n118Ocean Blvd\n$2,400,000" },
    ]);
    expect(r.propertyName?.normalized).toBe("118 Ocean Blvd");
  });
});
