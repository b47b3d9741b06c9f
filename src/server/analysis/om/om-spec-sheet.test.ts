// Sale flyers of owner-user buildings and broker opinions of value: short synthetic passages written for the test.
import { describe, expect, it } from "vitest";
import { analyzeOmLocal } from "./om-local.ts";
import { undouble } from "./om-text.ts";

const om = (...pages: string[]) => analyzeOmLocal(pages.map((text, i) => ({ number: i + 1, text })));
const n = (f: { normalized: unknown } | null) => f?.normalized ?? null;

const SPEC_SHEET = [
  "AVAILABLE FOR SALE",
  "77 MILLER ROAD",
  "BENSONVILLE, IL 60199",
  "BUILDING SPECIFICATIONS:",
  "BUILDING SIZE:  20,400 SF",
  "OFFICE:  2,600 SF",
  "OFFICE SIZE:  2,600 SF",
  "CLEAR HEIGHT:  22'",
  "LOADING:  3 exterior docks",
  "SALE PRICE:  $2,040,000",
].join("\n");

describe("sale flyers of owner-user buildings", () => {
  it("names the building by its street, never by the table's heading", () => {
    expect(n(om(SPEC_SHEET).propertyName)).toBe("77 Miller Road");
  });
  it("reads an industrial spec sheet as industrial, though it lists the office part", () => {
    expect(n(om(SPEC_SHEET).propertyType)).toBe("industrial");
  });
  it("never names the property by a city line with its state spelled out, or by the date", () => {
    const r = om(["4 Quarry Lane", "Greenfield, Massachusetts 01301", "March 2026", "Price $900,000"].join("\n"));
    expect(n(r.propertyName)).not.toMatch(/Massachusetts|March/);
  });
  it("reads a title the text layer doubled once", () => {
    expect(undouble("12 Oak Street12 Oak Street")).toBe("12 Oak Street");
    expect(undouble("Walla Walla")).toBe("Walla Walla");
  });
});

describe("broker opinions of value", () => {
  it("never reads a comparables table that starts half-way down a page as the property's", () => {
    const r = om(
      ["Property Details", "Units | 9", "Year Built | 1958"].join("\n"),
      [
        "Pricing Notes",
        "The suggested price reflects the rent roll.",
        "Active Listing Comparables",
        "# | ADDRESS | UNITS | LIST PRICE",
        "1 | 40 Pine Ave | 14 | $3,100,000",
      ].join("\n"),
      ["2 | 88 Birch St | 14 | $2,950,000", "3 | 12 Cedar St | 14 | $2,700,000"].join("\n"),
    );
    expect(n(r.units)).toBe(9);
  });
  it("does not take the year an accessory unit was completed for the year built", () => {
    const r = om(
      [
        "Investment Overview",
        "The offering comprises a two-story building and a rear accessory dwelling unit completed in 2024, with",
        "a new ADU - 2024 Certificate of Occupancy.",
      ].join("\n"),
      ["Property Details", "Year Built | 1931", "Units | 5"].join("\n"),
    );
    expect(n(r.yearBuilt)).toBe(1931);
  });
  it("takes the price per SF that is the asking price over the size, not a pricing matrix row", () => {
    const r = om(
      ["Price | $1,500,000", "Building SF | 6,000", "Price Per SqFt | $250.00"].join("\n"),
      ["Pricing Matrix", "PURCHASE PRICE | $/SF", "$/SF $275"].join("\n"),
    );
    expect(n(r.pricePerSquareFoot)).toBe(250);
  });
});
