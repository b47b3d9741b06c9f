// Two-column covers (title block beside the brokers' contact column): invented passages written for the test.
import { describe, expect, it } from "vitest";
import { cityStateParts, isBrokerNameLine, withoutContactCells } from "./om-cover.ts";
import { analyzeOmLocal } from "./om-local.ts";

const om = (...pages: string[]) => analyzeOmLocal(pages.map((text, i) => ({ number: i + 1, text })));

describe("cover helpers", () => {
  it("drops e-mail and phone cells from an interleaved line", () => {
    expect(withoutContactCells("42 ORCHARD LN | pat@northfield.example")).toBe("42 ORCHARD LN");
    expect(withoutContactCells("Maple Grove, Ohio | (555) 010-4411")).toBe("Maple Grove, Ohio");
    expect(withoutContactCells("Building Size: | 12,000 SF")).toBe("Building Size: | 12,000 SF");
    expect(withoutContactCells("(555) 010-4411")).toBe("(555) 010-4411");
  });
  it("tells a broker's name line by a designation or an e-mail of the same surname", () => {
    expect(isBrokerNameLine("RENATA OKAFOR, SIOR", [])).toBe(true);
    expect(isBrokerNameLine("Tom Vale CCIM", [])).toBe(true);
    expect(isBrokerNameLine("Dana Holt", ["dholt"])).toBe(true);
    expect(isBrokerNameLine("Harbor Point", ["dholt"])).toBe(false);
    expect(isBrokerNameLine("Harbor Point Plaza", [])).toBe(false);
  });
  it("reads a city line with the state spelled out or coded, ZIP optional", () => {
    expect(cityStateParts("Maple Grove, Ohio")).toEqual({ city: "Maple Grove", state: "OH", zip: null });
    expect(cityStateParts("Lakeview, MN 55401")).toEqual({ city: "Lakeview", state: "MN", zip: "55401" });
    expect(cityStateParts("Costs, in Total")).toBeNull();
  });
});

describe("a cover whose title block is interleaved with the brokers' column", () => {
  const cover = [
    "RENATA OKAFOR",
    "(555) 010-2200",
    "PRIME DISTRIBUTION BUILDING  rokafor@northfield.example",
    "TOM VALE",
    "(555) 010-2211",
    "42 ORCHARD LN.  tvale@northfield.example",
    "SAM IRWIN, SIOR",
    "Maple Grove, Ohio  (555) 010-2222",
    "sirwin@northfield.example",
    "FOR SALE",
    "Building Size:  52,000 SF",
    "Close to a Skilled",
    "Year Built:  1978  Labor Pool",
  ].join("\n");

  it("takes the street and the city under the broker's line as the address", () => {
    expect(om(cover).address?.normalized).toBe("42 ORCHARD LN, Maple Grove, OH");
  });
  it("names the property by its street, never a broker, a selling line or a fragment", () => {
    const name = String(om(cover).propertyName?.normalized);
    expect(name.toLowerCase()).toBe("42 orchard ln");
  });
});

describe("a cover's headline of metrics and highway addresses", () => {
  it("reads the price and the size from '$X | Y% CAP | Z SF'", () => {
    const r = om("Juniper Court\n$1,980,000 | 6.25% CAP | 9,600 SF\n77 Reed Lane, Ames, IA 50010");
    expect(r.askingPrice?.normalized).toBe(1_980_000);
    expect(r.capRate?.normalized).toBe(6.25);
    expect(r.buildingSquareFeet?.normalized).toBe(9_600);
  });
  it("leaves a line with labels or several amounts to the label rules", () => {
    const r = om("Taxes: $12,000 | 6.25% CAP\n$450,000 | $520,000 | 5.1% cap");
    expect(r.askingPrice).toBeNull();
  });
  it("keeps a highway's or route's number in the street", () => {
    expect(om("900 State Hwy 12, Alva, OK 73717").address?.normalized).toBe("900 State Hwy 12, Alva, OK 73717");
    expect(om("31 Route 6A, Dennis, MA 02638").address?.normalized).toBe("31 Route 6A, Dennis, MA 02638");
    expect(om("8 Mill Road 4 Units, Salem, OR 97301").address?.normalized).toBe("8 Mill Road, Salem, OR 97301");
  });
});
