// Unit-mix tables and section headings on a cover: invented passages written for the test.
import { describe, expect, it } from "vitest";
import { unitsFromUnitMix } from "./om-derived.ts";
import { analyzeOmLocal } from "./om-local.ts";
import { toLines } from "./om-text.ts";

const om = (text: string) => analyzeOmLocal([{ number: 1, text }]);
const lines = (text: string) => toLines([{ number: 1, text }]);

describe("units from a unit mix", () => {
  it("takes the Total row of the count column", () => {
    const t =
      "Type | Units | Avg SF | Rent\nStudio | 3 | 420 | $900\n2 Bed / 1 Bath | 9 | 880 | $1,400\nTotal | 12 | 760 | $1,275";
    expect(unitsFromUnitMix(lines(t))?.normalized).toBe(12);
  });
  it("sums the type rows when no total is printed", () => {
    expect(unitsFromUnitMix(lines("Unit Type | # Units | Rent\n1BR | 5 | $1,000\n3BR | 2 | $1,900"))?.normalized).toBe(
      7,
    );
  });
  it("is nothing for a comparables table or a lone row", () => {
    expect(
      unitsFromUnitMix(lines("Property | Units | Price\nElm Court | 20 | $3,000,000\nBay Row | 12 | $2,100,000")),
    ).toBeNull();
    expect(unitsFromUnitMix(lines("Type | Units | Rent\nStudio | 4 | $800"))).toBeNull();
  });
  it("never counts one type's row as the property's units", () => {
    const r = om(
      "Unit Mix\n1 Bed / 1 Bath | 6 Units | $1,050\n2 Bed / 2 Bath | 10 Units | $1,350\nTotal | 16 Units\nPrice $2,880,000",
    );
    expect(r.units?.normalized).toBe(16);
    expect(r.pricePerUnit?.normalized).toBe(180_000);
  });
});

describe("a section heading is no property name", () => {
  it("skips 'Unit Mix' and 'Operating Statement' headings", () => {
    expect(om("Unit Mix\nStudio | 4 Units").propertyName).toBeNull();
    expect(om("OPERATING STATEMENT\nNet Operating Income $120,000").propertyName).toBeNull();
  });
});

describe("units from an apartment rent roll", () => {
  it("counts the numbered rows when no count is stated", () => {
    const r = om(
      "Garden Row Apartments\nRent Roll\nUnit | Type | SF | Rent\n1 | 1x1 | 610 | $995\n2 | 1x1 | 610 | $1,010\n3 | 2x1 | 820 | $1,240\n4 | 2x1 | 820 | $1,255",
    );
    expect(r.units?.normalized).toBe(4);
    expect(r.units?.snippet).toMatch(/^computed/);
  });
  it("is nothing for an office roll or when a count is stated", () => {
    const office =
      "Harbor Office Park\nRent Roll\nSuite | Tenant | SF | Rent\n100 | Acme Dental | 1,200 | $2,400\n110 | Lark Law | 900 | $1,800\n120 | Vacant | 800 |";
    expect(om(office).units).toBeNull();
    const stated =
      "Garden Row Apartments\nNumber of Units: 12\nRent Roll\nUnit | SF | Rent\n1 | 610 | $995\n2 | 610 | $1,010\n3 | 820 | $1,240";
    expect(om(stated).units?.normalized).toBe(12);
  });
});
