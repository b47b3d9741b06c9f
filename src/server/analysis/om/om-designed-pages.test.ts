// Memoranda laid out as designed pages (a firm's logo over every divider, 'current → pro forma' pairs in a
// facts panel, a unit-mix table beside the rent summary): short synthetic passages written for the test.
import { describe, expect, it } from "vitest";
import { rentRollOccupancy } from "./om-derived.ts";
import { analyzeOmLocal } from "./om-local.ts";

const om = (...pages: string[]) => analyzeOmLocal(pages.map((text, i) => ({ number: i + 1, text })));
const n = (f: { normalized: unknown } | null) => f?.normalized ?? null;

describe("designed memoranda", () => {
  it("never names the property after a logo acronym repeated on every divider page", () => {
    const r = om(
      "ZQRT\nFOR SALE\n41 Birch Lane\nSpringfield, Ohio\nFor Sale · 41 Birch Lane, Springfield, OH 45501",
      "ZQRT\n01\nThe Property",
      "ZQRT\n02\nFinancial Analysis",
      "ZQRT\n03\nLocation",
    );
    expect(n(r.propertyName)).not.toBe("Zqrt");
    expect(n(r.propertyName)).toBe("41 Birch Lane");
  });
  it("reads 'current → PF' pairs as the current and the pro forma figure", () => {
    const r = om(
      [
        "INVESTMENT PROFILE",
        "Offering Price  $2,000,000 ($100K/Unit)",
        "NOI (Year 1 → PF)  $110,000 → $150,000",
        "Cap (Year 1 → PF)  5.50% → 7.50%",
      ].join("\n"),
    );
    expect(n(r.noi)).toBe(110_000);
    expect(n(r.proFormaNoi)).toBe(150_000);
    expect(n(r.capRate)).toBe(5.5);
    expect(n(r.currentCapRate)).toBe(5.5);
    expect(n(r.proFormaCapRate)).toBe(7.5);
  });
  it("reads a statement's 'Total Expense' line (singular)", () => {
    const r = om(
      [
        "OPERATING EXPENSES",
        "Expense  Current  $/Unit  %  Pro Forma  $/Unit  %",
        "Real Estate Tax  $20,000  $2,000  —  $22,000  $2,200  —",
        "Total Expense  $50,000  $5,000  40.00%  $52,000  $5,200  35.00%",
      ].join("\n"),
    );
    expect(n(r.expenses)).toBe(50_000);
  });
});

describe("occupancy from a rent roll", () => {
  it("draws none from a unit-mix table (one row per unit type) or its rent summary lines", () => {
    const r = om(
      [
        "RENT ROLL",
        "Unit Mix & Rent Roll",
        "UNIT TYPE  UNITS  AVG IN-PLACE  PRO FORMA  MONTHLY (IN-PLACE)",
        "One-Bedroom  12  $1,100  $1,400  $13,200",
        "Studio  4  $900  $1,100  $3,600",
        "In-Place  $1,050",
        "Pro Forma  $1,325",
      ].join("\n"),
    );
    expect(r.rentRoll.map((row) => row.tenant)).toEqual(["One-Bedroom", "Studio"]);
    expect(n(r.occupancy)).toBeNull();
  });
  it("still reads a unit-by-unit roll", () => {
    const rows = [
      {
        tenant: null,
        suite: "1A",
        squareFeet: 700,
        rent: 1_200,
        rentPeriod: "monthly" as const,
        leaseEnd: null,
        page: 1,
      },
      { tenant: "Vacant", suite: "1B", squareFeet: 700, rent: null, rentPeriod: null, leaseEnd: null, page: 1 },
    ];
    expect(rentRollOccupancy(rows)).toBe(50);
  });
});
