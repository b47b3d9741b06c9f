// Addresses that are not 'number street, city': corners of two roads, UK postcodes followed by the country, a card's
// building named by its heading; and a price on request. Short pages and lines written for the test.
import { describe, expect, it } from "vitest";
import { isIntersection } from "#server/analysis/listing/address.ts";
import { extractPropertiesFromHtml } from "#server/analysis/listing/extract-listing.ts";
import { blockCards } from "#server/analysis/listing/html-blocks.ts";
import { findIntlAddress } from "#server/analysis/listing/intl-address.ts";
import { findUsAddress } from "#server/analysis/listing/text-facts.ts";

describe("a corner of two roads", () => {
  it("recognises named roads and numbered routes, with a corner prefix", () => {
    expect(isIntersection("Main St & 5th Ave")).toBe(true);
    expect(isIntersection("NEC Hwy 41 & Cedar Rd")).toBe(true);
    expect(isIntersection("SWC of Orchard Blvd and Lake Dr")).toBe(true);
    expect(isIntersection("Smith & Jones Realty")).toBe(false);
    expect(isIntersection("Located at Main St & 5th Ave")).toBe(false);
  });
  it("places a listing at the corner as printed, with or without a ZIP", () => {
    expect(findUsAddress(["Retail pad", "NEC Hwy 41 & Cedar Rd, Dover, DE 19901"])).toMatchObject({
      street_address: "NEC Hwy 41 & Cedar Rd",
      city: "Dover",
      state: "DE",
      postal_code: "19901",
    });
    expect(findUsAddress(["Main St & 5th Ave, Dover, DE"])).toMatchObject({ city: "Dover", postal_code: null });
  });
});

describe("UK addresses", () => {
  it("reads a postcode followed by the country, keeping the line as printed", () => {
    expect(findIntlAddress(["Harbour Road, Eastbury EB1 2ZZ, United Kingdom"])).toMatchObject({
      full_address: "Harbour Road, Eastbury EB1 2ZZ, United Kingdom",
      postal_code: "EB1 2ZZ",
      country: "GB",
    });
    expect(findIntlAddress(["Eastbury EB1 2ZZ, UK"])?.postal_code).toBe("EB1 2ZZ");
  });
  it("never takes a size line above the postcode as the building", () => {
    expect(findIntlAddress(["4,200 sq ft", "Eastbury EB1 2ZZ"])?.full_address).toBe("Eastbury EB1 2ZZ");
  });
  it("leads a card's address with the building its heading names, even when lines sit between", () => {
    const card = (name: string, town: string) =>
      `<div class="result"><h3>${name}</h3><p>Office</p><p>${town}</p><p>Size: 3,400 sq ft</p></div>`;
    const cards = blockCards(
      `<html><body>${card("Harbour House", "Eastbury , EB1 2ZZ")}${card("Mill Court", "Westford, WF2 3ZZ")}</body></html>`,
    );
    expect(cards.map((c) => c.full_address)).toEqual([
      "Harbour House, Eastbury , EB1 2ZZ",
      "Mill Court, Westford, WF2 3ZZ",
    ]);
  });
});

describe("a price on request", () => {
  it("leaves the price empty and takes no other figure for it", () => {
    const html = `<html><head><title>12 Orchard St, Dover, DE 19901 | For Sale</title></head><body>
      <h1>12 Orchard St, Dover, DE 19901</h1><p>Price: Upon Request</p><p>Building Size: 8,200 SF</p>
      <p>Taxes: $14,200/yr</p><p>Year Built: 1988</p></body></html>`;
    const [p] = extractPropertiesFromHtml(html, "https://broker.example/12-orchard").properties;
    expect(p).toMatchObject({ asking_price: null, building_size_sf: 8_200, year_built: 1988 });
  });
});
