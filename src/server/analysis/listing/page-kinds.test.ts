// Kinds of US listing page the engine must read without a site-specific rule: short pages written for the test.
import { describe, expect, it } from "vitest";
import { extractPropertiesFromHtml } from "#server/analysis/listing/extract-listing.ts";
import { coordsFromDataAttributes } from "#server/analysis/listing/inline-coords.ts";
import { fromMicrodata } from "#server/analysis/listing/microdata.ts";
import { proseAddress, proseFacts } from "#server/analysis/listing/prose-facts.ts";
import { findUsAddress, textFacts } from "#server/analysis/listing/text-facts.ts";

const one = (html: string) => {
  const r = extractPropertiesFromHtml(html, "https://broker.example/listing/1");
  expect(r.error_code).toBeUndefined();
  return r.properties[0];
};

describe("microdata", () => {
  const html = `<div itemscope itemtype="https://schema.org/Place"><h1 itemprop="name">Bayview Commons</h1>
    <div itemprop="address" itemscope itemtype="https://schema.org/PostalAddress"><span itemprop="streetAddress">91 Quay Rd</span>,
    <span itemprop="addressLocality">Mobile</span>, <span itemprop="addressRegion">AL</span> <span itemprop="postalCode">36602</span></div>
    <div itemprop="geo" itemscope><meta itemprop="latitude" content="30.6900"><meta itemprop="longitude" content="-88.0400"></div></div>
    <div itemscope itemtype="https://schema.org/Offer"><span itemprop="price" content="2750000">$2.75M</span>
    <meta itemprop="priceCurrency" content="USD"></div>`;
  it("reads address parts, pin and the declared price (the content attribute over the printed text)", () => {
    expect(fromMicrodata(html)).toMatchObject({
      full_address: "91 Quay Rd, Mobile, AL 36602",
      state: "AL",
      latitude: 30.69,
      longitude: -88.04,
      asking_price: 2_750_000,
      currency: "USD",
    });
  });
  it("gives the page's property those values", () => {
    const p = one(`<html><body>${html}<p>Building Size: 18,000 SF</p></body></html>`);
    expect(p).toMatchObject({ full_address: "91 Quay Rd, Mobile, AL 36602", asking_price: 2_750_000 });
    expect(p.building_size_sf).toBe(18_000);
  });
});

describe("price and rent", () => {
  it("reads a figure with a period and no label as the rent, never the price", () => {
    expect(textFacts(["Retail space", "$3,200/mo", "1,400 SF"])).toMatchObject({ rent: 3_200, rent_period: "month" });
    expect(textFacts(["$21.75/SF/yr"])).toMatchObject({ rent: 21.75, rent_period: "sf_year" });
    expect(textFacts(["$21.75/SF/yr"]).asking_price).toBeUndefined();
  });
  it("leaves the price empty when it is on request, and takes the kind from the heading", () => {
    const p = one(`<html><body><h1>Distribution Warehouse For Sale</h1><p>410 Rail Spur Dr, Dayton, OH 45402</p>
      <p>Price: Price on Request</p><p>Building Size: 96,000 SF</p><p>Lot Size: 7.5 Acres</p></body></html>`);
    expect(p.asking_price).toBeNull();
    expect(p.property_type).toBe("industrial");
    // A heading saying what is offered is not the building's name.
    expect(p.name).toBe("410 Rail Spur Dr");
    expect(p.lot_size_acres).toBe(7.5);
  });
});

describe("addresses and pins", () => {
  it("reads an address whose parts were separate elements", () => {
    expect(findUsAddress(["1880 Cedar Ave Lakewood CO 80214"])).toMatchObject({
      street_address: "1880 Cedar Ave",
      city: "Lakewood",
      state: "CO",
      postal_code: "80214",
    });
    const p = one(`<html><body><div><span>77 Orchard St</span> <span>Hartford</span> <span>CT</span>
      <span>06103</span></div><p>Price: $1,450,000</p></body></html>`);
    expect(p.full_address).toBe("77 Orchard St, Hartford, CT 06103");
  });
  it("takes a map widget's pin from its data attributes only when the page has one place", () => {
    expect(coordsFromDataAttributes('<div id="map" data-lat="41.7637" data-lng="-72.6851"></div>')).toEqual({
      latitude: 41.7637,
      longitude: -72.6851,
    });
    expect(
      coordsFromDataAttributes(
        '<i data-latitude="41.7637" data-longitude="-72.6851"></i><i data-latitude="41.7000" data-longitude="-72.6000"></i>',
      ),
    ).toEqual({});
  });
});

describe("a building described only in prose", () => {
  const text =
    "Lakeside Center is a 6-story, 142,500 square foot Class A office building located at 1200 Shore Drive in downtown Madison, Wisconsin 53703. Completed in 2011, the building offers lake views.";
  it("reads the address with the state by its code, the size, year and kind", () => {
    expect(proseAddress(text)).toMatchObject({
      full_address: "1200 Shore Drive, Madison, WI 53703",
      state: "WI",
      postal_code: "53703",
    });
    expect(proseFacts(text)).toEqual({ building_size_sf: 142_500, year_built: 2011, property_type: "office" });
  });
  it("does not take a year from a bullet about another unit, or an available suite for the building's size", () => {
    expect(proseFacts("There is also a warehouse of 9,000 sq ft.\nBuilt in 2005\n2 loading doors").year_built).toBe(
      undefined,
    );
    expect(proseFacts("Up to 4,000 square feet of office space available in the building.")).toEqual({
      property_type: "office",
    });
  });
  it("yields a property from the description alone", () => {
    const p = one(
      `<html><head><title>Lakeside Center</title></head><body><h1>Lakeside Center</h1><p>${text}</p></body></html>`,
    );
    expect(p).toMatchObject({
      name: "Lakeside Center",
      full_address: "1200 Shore Drive, Madison, WI 53703",
      building_size_sf: 142_500,
    });
  });
});

describe("a US results page of repeated cards", () => {
  const card = (name: string, addr: string, figures: string) =>
    `<li><article class="placard"><header><h4>${name}</h4><a class="subtitle">${addr}</a></header><ul>${figures}</ul></article></li>`;
  const html = `<html><head><title>Commercial Real Estate for Sale and Lease</title></head><body><ul>
    ${card("Flex Warehouse", "12 Dock Rd, Tacoma, WA 98421", "<li>$2,800/mo</li><li>1,900 SF</li>")}
    ${card("Retail Strip", "40 Main St, Tacoma, WA 98402", "<li>$1,950,000</li><li>9,800 SF</li><li>Retail</li>")}
    ${card("Office Building", "88 Court Ave, Tacoma, WA 98402", "<li>Price Upon Request</li><li>31,000 SF</li>")}
    </ul></body></html>`;
  it("gives each card its own price, rent, size and kind", () => {
    const r = extractPropertiesFromHtml(html, "https://portal.example/search");
    expect(r.sources).toContain("html-blocks");
    expect(r.properties.map((p) => [p.asking_price, p.rent, p.building_size_sf, p.property_type])).toEqual([
      [null, 2_800, 1_900, "flex"],
      [1_950_000, null, 9_800, "retail"],
      [null, null, 31_000, "office"],
    ]);
  });
});
