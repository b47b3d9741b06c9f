// Rent-roll edges, renovation years and prices per SF in prose: invented passages written for the test.
import { describe, expect, it } from "vitest";
import { analyzeOmLocal } from "./om-local.ts";

const om = (text: string) => analyzeOmLocal([{ number: 1, text }]);

describe("a rent roll with a statement printed under it", () => {
  const page = [
    "Unit Mix & Rent Roll",
    "UNIT | TYPE | SF | CURRENT RENT | MARKET RENT",
    "18 | 2BR/1BA | 720 | $2,900 | $3,000",
    "18 1/2 | 1BR/1BA | 450 | $1,950 | $2,050",
    "Total | 1,170 | $4,850/mo | $5,050/mo",
    "Operating Statement",
    "INCOME | ANNUAL | PER UNIT",
    "Gross Scheduled Rent | $58,200 | $29,100",
    "Effective Gross Income | $56,454 | $28,227",
  ].join("\n");
  it("ends the roll at the statement, keeps half-unit numbers and reads monthly rents", () => {
    const rows = om(page).rentRoll;
    expect(rows.map((r) => r.suite)).toEqual(["18", "18 1/2"]);
    expect(rows.every((r) => r.rentPeriod === "monthly")).toBe(true);
  });
});

describe("renovation years", () => {
  it("never takes a renovation opportunity or the build year as a renovation", () => {
    expect(
      om("Year Built | 1968\nKitchens | Original - renovation opportunity at turnover | 1968").yearRenovated,
    ).toBeNull();
    expect(om("Year Built: 1968\nRenovated: 2015").yearRenovated?.normalized).toBe(2015);
  });
});

describe("price per square foot stated in a sentence", () => {
  it("reads '$X/SF' beside the price, never a rent", () => {
    const r = om("Price | $1,200,000\nBuilding SF | 2,000\nAt the asking price the property trades at $600/SF.");
    expect(r.pricePerSquareFoot?.normalized).toBe(600);
    const rent = om("The asking rent is $2.10/SF/month and $24.00/SF NNN for the end cap.");
    expect(rent.pricePerSquareFoot).toBeNull();
  });
});
