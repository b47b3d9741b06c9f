// Small owner-user buildings and cover pages with broker blocks: short synthetic passages written for the test.
import { describe, expect, it } from "vitest";
import { analyzeOmLocal } from "./om-local.ts";

const om = (...pages: string[]) => analyzeOmLocal(pages.map((text, i) => ({ number: i + 1, text })));
const n = (f: { normalized: unknown } | null) => f?.normalized ?? null;

describe("owner-user buildings: size and occupancy", () => {
  it("reads a facts table whose row is only 'Square Feet'", () => {
    const r = om("Sale Price $800,000\nSquare Feet\n2,400\nOccupancy\n0%");
    expect(n(r.buildingSquareFeet)).toBe(2_400);
    expect(n(r.occupancy)).toBe(0);
  });
  it("reads a building sold empty as 0 % occupied", () => {
    expect(n(om("Price $950,000\nThe building will be delivered vacant at the close of escrow.").occupancy)).toBe(0);
    expect(n(om("Price $1,100,000\nOccupancy: Vacant\nBuilding SF ±3,200").occupancy)).toBe(0);
  });
  it("reads occupancy stated in prose, before or after the word", () => {
    expect(n(om("Steady income from 12 occupied suites with 92.50% occupancy.").occupancy)).toBe(92.5);
    expect(n(om("Price $3,000,000\nThe occupancy rate of 88% reflects one recent move-out.").occupancy)).toBe(88);
    expect(n(om("Price $2,000,000\nThe property is 100% owner-occupied.").occupancy)).toBe(100);
    expect(n(om("Price $2,000,000\nThe building is currently 25% vacant.").occupancy)).toBe(75);
  });
  it("ignores the market's occupancy", () => {
    expect(n(om("Price $2,000,000\nThe area average is 94% occupancy for similar buildings.").occupancy)).toBeNull();
  });
  it("keeps a freestanding building's size from prose", () => {
    const r = om("Offered at $1,250,000, this ±4,800 SF freestanding building is ideal for an owner-user.");
    expect(n(r.buildingSquareFeet)).toBe(4_800);
  });
});

describe("property name on a cover with a broker block", () => {
  it("never takes a broker's name or a facts row as the property name", () => {
    const r = om(
      ["Jordan Blake", "Senior Vice President", "(555) 010-2233", "Building SF ±3,200", "Price $1,100,000"].join("\n"),
    );
    expect(r.propertyName?.normalized ?? null).not.toBe("Jordan Blake");
    expect(r.propertyName?.normalized ?? null).not.toMatch(/Building SF/);
  });
  it("prefers the title printed above the property's address", () => {
    const r = om(
      [
        "Crestline Advisors Presents",
        "Oak Hollow Commons",
        "418 Larkin Road, Fairview, OR 97024",
        "Price $2,400,000",
      ].join("\n"),
    );
    expect(r.propertyName?.normalized).toBe("Oak Hollow Commons");
  });
});

describe("read through OCR", () => {
  it("restores a cap rate whose decimal point the OCR dropped", () => {
    const r = om("Price $1,000,000\nReturns\nCurrent Market\nCap Rate 473% 4.89%");
    expect(n(r.capRate)).toBe(4.73);
  });
  it("takes the first year of 'Year Built 1921/1977'", () => {
    expect(n(om("Year Built 1921/1977, Renovated 2016").yearBuilt)).toBe(1921);
  });
  it("names an unnamed property by the street over its city line, not by cover noise", () => {
    const r = om(
      [
        "BROKER OPINION OF VALUE",
        "418 Larkin Road",
        "Fairview, OR 97024",
        "SUGGESTED LIST PRICE",
        "$2,400,000",
        "RE FEE",
      ].join("\n"),
    );
    expect(r.propertyName?.normalized).toBe("418 Larkin Road");
  });
});

describe("a scanned statement's misread digit", () => {
  it("takes EGI less expenses when the NOI differs from it in one digit", () => {
    const r = om(
      "Operating Statement\nEffective Gross Income $135,744\nTotal Expenses $41,437\nNet Operating Income $04,307",
    );
    expect(n(r.noi)).toBe(94_307);
  });
  it("keeps a stated NOI that differs by more than a misread", () => {
    const r = om(
      "Operating Statement\nEffective Gross Income $135,744\nTotal Expenses $41,437\nNet Operating Income $90,000",
    );
    expect(n(r.noi)).toBe(90_000);
  });
});

describe("property name: decoration, running headers and address-only properties", () => {
  it("skips letter-spaced display type and unmapped glyphs, then names the property by its street", () => {
    const r = om(
      ["O F F E R I N G M E M O R A N D U M", "TROPHY\u001f OWNER USER", "7 1 8 P I N E S T"].join("\n"),
      ["PROPERTY SUMMARY", "ADDRESS", "718 Pine St., Carver, OR 97015", "PRICE", "$ 1,200,000"].join("\n"),
    );
    expect(r.propertyName?.normalized).toBe("718 Pine St");
  });
  it("never takes a running header that spells the brokers' e-mail domain", () => {
    const header = "NORTH RIDGE CRE";
    const r = om(
      [header, "Warehouse For Sale", "55 Mill Road, Dayton, OH 45402"].join("\n"),
      [header, "Price $2,000,000"].join("\n"),
      [header, "Dana Wells | dwells@northridgecre.com"].join("\n"),
    );
    expect(r.propertyName?.normalized).not.toBe("North Ridge Cre");
    expect(r.propertyName?.normalized).toBe("55 Mill Road");
  });
  it("reads a size whose value line carries the page number in the margin", () => {
    const r = om(["BUILDING SIZE", "4 | 3,150SF", "BUILT", "1974"].join("\n"));
    expect(n(r.buildingSquareFeet)).toBe(3_150);
  });
});

describe("an owner-user cover that leads with the building's size", () => {
  it("never names the property by its size line, and reads 'Asking $…' as the price", () => {
    const r = om(
      "FOR SALE\n±3,400 SF Freestanding Building on 0.52 Acres\n27 Birch Lane, Lodi, CA 95240\nAsking $1,020,000",
    );
    expect(r.propertyName?.normalized).toBe("27 Birch Lane");
    expect(n(r.askingPrice)).toBe(1_020_000);
    expect(n(r.buildingSquareFeet)).toBe(3_400);
  });
  it("never reads an asking rent as the price", () => {
    expect(om("Asking Rent: $18.00/SF NNN\nAsking: $24.00 PSF").askingPrice).toBeNull();
  });
});
