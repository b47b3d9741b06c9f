// Designed sale flyers: letter-spaced headings, sizes stated in prose, lots with no building, broker cards
// laid out in columns. Short passages written for the test.
import { describe, expect, it } from "vitest";
import { brochureFacts, headingType, saleOnly } from "#server/analysis/property-pdf/brochure-facts.ts";
import { cardContacts, extractContacts, withCards } from "#server/analysis/property-pdf/brochure-contacts.ts";
import { parseBrochureText } from "#server/analysis/property-pdf/brochure-text.ts";

describe("sizes stated in prose", () => {
  it("reads the building's size from the noun it describes, a '+' after the figure included", () => {
    expect(brochureFacts(["Offered: a 12,400 square foot brick office building downtown."]).building_size_sf).toBe(
      12_400,
    );
    expect(brochureFacts(["A 9,000+ SF mixed-use asset near the river."]).building_size_sf).toBe(9_000);
  });
  it("takes a lot's area as the lot, never as a building or a space", () => {
    const f = brochureFacts(["Pine Street offers a 6,200 SF paved parking lot near the arena."]);
    expect(f).toMatchObject({ lot_size_sf: 6_200 });
    expect(f.building_size_sf ?? null).toBeNull();
    expect(f.available_sf ?? null).toBeNull();
  });
  it("names a flyer's kind from the asset it describes", () => {
    expect(headingType(["The offering is a renovated mixed-use asset with shops below."]).property_type).toBe(
      "mixed_use",
    );
    expect(headingType(["A 3,000 SF retail/commercial asset on Main."]).property_type).toBe("retail");
  });
});

describe("sale-only flyers", () => {
  it("reads letter-spaced sale headings and tells sale from lease", () => {
    expect(saleOnly(["F O R S A L E", "12 Oak Street"])).toBe(true);
    expect(saleOnly(["FOR SALE OR LEASE", "12 Oak Street"])).toBe(false);
    expect(saleOnly(["FOR SALE", "Suite 4 of a condo building"])).toBe(false);
  });
  it("offers no space on a one-building sale flyer, and calls a bare lot land", () => {
    const [p] = parseBrochureText([
      "F O R S A L E\n40 Quarry Road\nSpringfield, Illinois",
      "40 Quarry Road is a 7,800 SF paved parking lot two blocks from the stadium.\nAbout 60,000+ SF of combined footprint with its neighbours.",
    ]);
    expect(p).toMatchObject({ street_address: "40 Quarry Road", property_type: "land", lot_size_sf: 7_800 });
    expect(p.available_sf).toBeNull();
    expect(p.building_size_sf).toBeNull();
  });
});

describe("broker cards in columns", () => {
  // The page's text interleaves three cards printed side by side; the layout's blocks keep each card whole.
  const page = [
    "Ann Weller  Bo Lind  Cy McAvoy",
    "Ann  Vice President,  Cy",
    "Director, Sales  Director, Leasing",
    "(401) 555-0101  Bo  (401) 555-0103",
    "Weller  (401) 555-0102  McAv",
    "aweller@firm.example  blind@firm.example  cmcavoy@firm.example",
  ].join("\n");
  const blocks = [
    ["Ann Weller", "Director, Sales", "(401) 555-0101", "aweller@firm.example"],
    ["Bo Lind", "Vice President,", "Sales", "(401) 555-0102", "blind@firm.example"],
    ["Cy McAvoy", "Director, Leasing", "(401) 555-0103", "cmcavoy@firm.example"],
    ["Ann"],
    ["Weller"],
  ];
  it("reads each card alone and completes the page's contacts from it", () => {
    const cards = cardContacts(blocks);
    expect(cards.map((c) => [c.name, c.phone])).toEqual([
      ["Ann Weller", "(401) 555-0101"],
      ["Bo Lind", "(401) 555-0102"],
      ["Cy McAvoy", "(401) 555-0103"],
    ]);
    const merged = withCards(extractContacts(page), cards);
    expect(merged.map((c) => [c.name, c.phone, c.email])).toEqual([
      ["Ann Weller", "(401) 555-0101", "aweller@firm.example"],
      ["Bo Lind", "(401) 555-0102", "blind@firm.example"],
      ["Cy McAvoy", "(401) 555-0103", "cmcavoy@firm.example"],
    ]);
  });
  it("ignores blocks that hold several e-mails or none", () => {
    expect(cardContacts([["Ann Weller  Bo Lind", "aweller@firm.example  blind@firm.example"], ["Ann"]])).toEqual([]);
  });
});
