// Results pages read card by card, and the wording on the cards: short pages written for the test.
import { describe, expect, it } from "vitest";
import { extractPropertiesFromHtml } from "#server/analysis/listing/extract-listing.ts";
import { blockCards, categoryLine } from "#server/analysis/listing/html-blocks.ts";
import { findIntlAddress } from "#server/analysis/listing/intl-address.ts";
import { textFacts } from "#server/analysis/listing/text-facts.ts";
import { parseNumber } from "#server/analysis/listing/values.ts";

describe("card wording", () => {
  it("reads a status line over its figure: 'For sale' is a price, 'To let' a rent, 'POA' nothing", () => {
    expect(textFacts(["For sale", "£1,250,000", "Offers in excess of"])).toMatchObject({
      asking_price: 1_250_000,
      currency: "GBP",
    });
    expect(textFacts(["For sale", "POA"]).asking_price).toBeUndefined();
    const let_ = textFacts(["To let", "£32,500", "Per annum"]);
    expect(let_.asking_price).toBeUndefined();
    expect(let_.rent).toBe(32_500);
  });
  it("reads a size in acres as the land's area, not a building's", () => {
    const f = textFacts(["Size:", "c. 2.5 acres"]);
    expect(f.building_size_sf).toBeUndefined();
    expect(f.lot_size_acres).toBe(2.5);
  });
  it("reads a figure whose thousands are grouped with a dot and a comma as thousands", () => {
    expect(parseNumber("£4.300,000")).toBe(4_300_000);
    expect(parseNumber("1.234,5")).toBe(1234.5);
    expect(parseNumber("2.150,75")).toBe(2150.75);
  });
  it("takes the kind printed over a card's figures, never a word of the card's name", () => {
    expect(categoryLine(["Industrial / Investment", "12,000", "Sq Ft", "Mill Works"])).toBe("industrial");
    expect(categoryLine(["Investment", "9,400", "Sq Ft", "Acorn House"])).toBeNull();
    expect(categoryLine(["Office", "Harbour Court"])).toBe("office");
  });
  it("joins a card's heading over its town line only when it is a heading", () => {
    const lines = ["Ram Works", "Oldham, OL9 9ZZ"];
    expect(findIntlAddress(lines)?.full_address).toBe("Oldham, OL9 9ZZ");
    expect(findIntlAddress(lines, 12, (l) => l === "Ram Works")?.full_address).toBe("Ram Works, Oldham, OL9 9ZZ");
  });
});

const card = (kind: string, size: string, name: string, town: string, deal: string) => `
  <div class="property-card">
    <ul><li>${kind}</li><li>${size}</li></ul>
    <h5><a href="/p">${name}</a></h5><p>${town}</p>
    <ul><li>${deal}</li></ul>
  </div>`;

describe("a results page of repeated cards", () => {
  const html = `<html><body><h1>Properties</h1>
    ${card("Industrial / Investment", "48,200 Sq Ft", "Canal Road", "Bury, BL9 9ZZ", "<p>For sale</p><h5>£3,900,000</h5><sub>Offers in excess of</sub>")}
    ${card("Industrial", "2.4 Acres", "Land At Mill Street", "Salford, M5 9ZZ", "<p>For sale</p><h5>£960,000</h5><sub>Asking price</sub>")}
    ${card("Office", "6,100 Sq Ft", "The Old Maltings", "Stockport, SK4 9ZZ", "<p>To let</p><h5>£18</h5><sub>Per sq foot</sub>")}
    ${card("Investment", "15,000 Sq Ft", "Acorn House", "Oldham, OL8 9ZZ", "<p>For sale</p><h5>POA</h5>")}
  </body></html>`;

  it("gives each card its own heading and town, price or none, size and kind", () => {
    const r = extractPropertiesFromHtml(html, "https://agent.example/search");
    expect(r.sources).toContain("html-blocks");
    expect(r.properties.map((p) => p.full_address)).toEqual([
      "Canal Road, Bury, BL9 9ZZ",
      "Land At Mill Street, Salford, M5 9ZZ",
      "The Old Maltings, Stockport, SK4 9ZZ",
      "Acorn House, Oldham, OL8 9ZZ",
    ]);
    expect(r.properties.map((p) => p.asking_price)).toEqual([3_900_000, 960_000, null, null]);
    expect(r.properties.map((p) => p.building_size_sf)).toEqual([48_200, null, 6_100, 15_000]);
    expect(r.properties.map((p) => p.property_type)).toEqual(["industrial", "industrial", "office", null]);
    expect(r.properties[1].lot_size_acres).toBe(2.4);
    expect(r.properties.every((p) => p.state === null && p.country === "GB")).toBe(true);
  });

  it("places a pinned card with no postcode by its headings", () => {
    const pinned = `<html><body>
      <article class="result" data-lat="51.5" data-lng="-0.12"><h3>Riverside Portfolio</h3><h3>Leeds and York</h3>
        <p>Size:</p><p>52,000 sq ft</p></article>
      <article class="result" data-lat="51.6" data-lng="-0.02"><h3>12 Quay Street, Leyton E10 9ZZ</h3><h3>East London</h3>
        <p>Value:</p><p>£2.450,000</p></article>
    </body></html>`;
    const cards = blockCards(pinned);
    expect(cards.map((c) => c.full_address)).toEqual([
      "Riverside Portfolio, Leeds and York",
      "12 Quay Street, Leyton E10 9ZZ, East London",
    ]);
    expect(cards[1].asking_price).toBe(2_450_000);
  });
});
