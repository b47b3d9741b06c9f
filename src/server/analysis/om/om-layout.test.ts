// Covers laid out in columns (the text layer joins a row's cells with wide gaps): invented passages.
import { describe, expect, it } from "vitest";
import { firstCell } from "./om-identity.ts";
import { analyzeOmLocal } from "./om-local.ts";

const om = (...pages: string[]) => analyzeOmLocal(pages.map((text, i) => ({ number: i + 1, text })));

describe("a cover whose street shares its row with another column's cell", () => {
  const cover = [
    "1450 HARBOR WAY  ±7,200 RSF",
    "Free Standing Building",
    "PORT ELLIS, CA 93001  For Lease",
    "NORTHFIELD REALTY  (555) 010-3300  WWW.NORTHFIELD.EXAMPLE",
  ].join("\n");

  it("reads the street from its own cell and the city from the first cell below a selling line", () => {
    expect(om(cover).address?.normalized).toBe("1450 HARBOR WAY, PORT ELLIS, CA 93001");
  });
  it("never names the property by a selling line made of building words", () => {
    expect(String(om(cover).propertyName?.normalized).toLowerCase()).toBe("1450 harbor way");
    expect(om("Turnkey Property\n88 Birch Road, Dover, DE 19901").propertyName?.normalized).not.toBe(
      "Turnkey Property",
    );
  });
  it("takes no city across a line that is neither a selling line nor a broker's name", () => {
    expect(om("12 ELM ST  ±4,000 SF\nQuiet streets and good schools\nLakeview, MN 55401").address).toBeNull();
  });
  it("keeps a city printed after the gap on the street's own line", () => {
    expect(om("9 Quarry Rd   Lakeview, MN 55401").address?.normalized).toBe("9 Quarry Rd, Lakeview, MN 55401");
  });
});

describe("firstCell", () => {
  it("cuts a row at a wide gap or a cell bar", () => {
    expect(firstCell("SPRING HILL, TN 37174  For Sale")).toBe("SPRING HILL, TN 37174");
    expect(firstCell("Lakeview, MN 55401 | (555) 010-1111")).toBe("Lakeview, MN 55401");
    expect(firstCell("One cell only")).toBe("One cell only");
  });
});
