// A portal's results cards: summary lines, a name between street and city, and a structured list beside the cards.
// Short pages written for the test.
import { describe, expect, it } from "vitest";
import {
  cardSummary,
  isStatusLine,
  isUnitSize,
  namedCard,
  streetNameCity,
  summaryFacts,
} from "#server/analysis/listing/card-summary.ts";
import { extractPropertiesFromHtml } from "#server/analysis/listing/extract-listing.ts";

describe("card summary lines", () => {
  it("reads the size and kind of 'N SF <kind> Building', also inside a sentence", () => {
    expect(summaryFacts("12,500 SF Office Building")).toEqual({ building_size_sf: 12_500, property_type: "office" });
    expect(summaryFacts("3,100 SF Building Offered at $20.00 SF/YR in Dover, DE 19901")).toEqual({
      building_size_sf: 3_100,
      property_type: null,
    });
    expect(summaryFacts("8,000 SF Industrial Building")).toMatchObject({ property_type: "industrial" });
  });
  it("reads units, lots, acreage and the year a card prints", () => {
    expect(summaryFacts("14 Unit Apartment Building")).toEqual({ units: 14, property_type: "multifamily" });
    expect(summaryFacts("1 Commercial Lot")).toEqual({ property_type: "land" });
    expect(summaryFacts("0.35 AC Lot")).toEqual({ lot_size_acres: 0.35, property_type: "land" });
    expect(summaryFacts("Built in 1962")).toEqual({ year_built: 1962 });
    expect(summaryFacts("4.10% Cap Rate")).toEqual({});
  });
  it("keeps the first line that states a field", () => {
    expect(cardSummary(["9 Unit Apartment Building", "7,200 SF", "Built in 1931"])).toEqual({
      units: 9,
      property_type: "multifamily",
      year_built: 1931,
    });
  });
  it("tells a unit's size from a building's", () => {
    expect(isUnitSize("1,950 SF Unit")).toBe(true);
    expect(isUnitSize("900 - 1,400 SF Units")).toBe(true);
    expect(isUnitSize("12,000 SF")).toBe(false);
  });
});

describe("a card's address with the building's name between street and city", () => {
  it("joins the street and the city line and keeps the name", () => {
    expect(streetNameCity(["88 Harbor View Dr", "Seaside Lofts", "Dover, DE 19901"])).toMatchObject({
      full_address: "88 Harbor View Dr, Dover, DE 19901",
      building_name: "Seaside Lofts",
    });
  });
  it("takes a name that starts with a figure, never a photo counter as the street", () => {
    expect(streetNameCity(["410 Orchard Road North", "6 Lot Subdivision Site", "Dover, DE 19901"])).toMatchObject({
      street_address: "410 Orchard Road North",
      building_name: "6 Lot Subdivision Site",
    });
    expect(streetNameCity(["5 Photos", "12 Elm St", "Dover, DE 19901"])).toBeNull();
  });
});

const placard = (id: string, lines: string[]) =>
  `<article class="listing-card" data-id="${id}"><a href="/l/${id}">${lines.map((l) => `<div>${l}</div>`).join("")}</a></article>`;

const filler = `<section><h2>Guides</h2>${"<p>How to buy a building: read the lease, check the roof, ask about taxes.</p>".repeat(40)}</section>`;

describe("a portal's results page", () => {
  const cards = [
    placard("1", [
      "1 / 20",
      "88 Harbor View Dr",
      "Seaside Lofts",
      "Dover, DE 19901",
      "$2,400,000",
      "12 Unit Apartment Building",
      "9,800 SF",
    ]),
    placard("2", [
      "15 Mill St",
      "Dover, DE 19904",
      "$1,150,000",
      "5.2% Cap Rate",
      "6,000 SF Retail Building",
      "Built in 1958",
    ]),
    placard("3", ["300 Bay Rd", "Dover, DE 19901", "$640,000", "1 Commercial Lot", "0.42 AC Lot"]),
    placard("4", ["Harbor Portfolio", "$9,000,000", "4 Multifamily Properties"]),
    placard("5", ["72 Loockerman St", "Dover, DE 19901", "$410,000", "1 Unit Available", "1,300 SF Unit"]),
    placard("6", ["9 Water St", "Dover, DE 19901", "$880,000", "4,400 SF Office Building"]),
  ].join("");
  const page = (head: string) => `<html><head><title>Dover, DE Commercial Real Estate for Sale</title>${head}</head>
    <body><h1>Dover commercial real estate</h1>${cards}${filler}</body></html>`;

  it("reads many placed cards even when the page holds much other text", () => {
    const r = extractPropertiesFromHtml(page(""), "https://portal.example/search");
    expect(r.sources).toContain("html-blocks");
    const byStreet = Object.fromEntries(r.properties.map((p) => [p.street_address, p]));
    expect(Object.keys(byStreet)).toEqual([
      "88 Harbor View Dr",
      "15 Mill St",
      "300 Bay Rd",
      "72 Loockerman St",
      "9 Water St",
    ]);
    expect(byStreet["88 Harbor View Dr"]).toMatchObject({
      asking_price: 2_400_000,
      building_size_sf: 9_800,
      units: 12,
      property_type: "multifamily",
      building_name: "Seaside Lofts",
      name: "Seaside Lofts",
    });
    expect(byStreet["15 Mill St"]).toMatchObject({
      building_size_sf: 6_000,
      property_type: "retail",
      year_built: 1958,
    });
    // Land has no building size; a unit's size is not the building's.
    expect(byStreet["300 Bay Rd"]).toMatchObject({
      building_size_sf: null,
      lot_size_acres: 0.42,
      property_type: "land",
    });
    expect(byStreet["72 Loockerman St"].building_size_sf).toBeNull();
  });

  it("merges a structured list with the cards by street, keeping the items no card shows", () => {
    const item = (name: string, description: string, price: string) =>
      `{"@type":"RealEstateListing","name":"${name}","description":"${description}","offers":{"@type":"Offer","price":"${price}","priceCurrency":"USD"}}`;
    const ld = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"ItemList","itemListElement":[
      ${item("9 Water St, Dover, DE 19901", "4,400 SF Office Building Offered in Dover, DE 19901", "$880,000")},
      ${item("40 King St, Dover, DE 19901", "2,000 SF Office Building Offered at $21.50 SF/YR in Dover, DE 19901", "$21.50 SF/YR")}
    ]}</script>`;
    const r = extractPropertiesFromHtml(page(ld), "https://portal.example/search");
    expect(r.sources).toEqual(expect.arrayContaining(["json-ld", "html-blocks"]));
    expect(r.properties.filter((p) => p.street_address === "9 Water St")).toHaveLength(1);
    const listedOnly = r.properties.find((p) => p.street_address === "40 King St");
    // A price written with its period is a rent, never a sale price.
    expect(listedOnly).toMatchObject({
      full_address: "40 King St, Dover, DE 19901",
      asking_price: null,
      rent: 21.5,
      rent_period: "sf_year",
      building_size_sf: 2_000,
      property_type: "office",
    });
  });
});

describe("a card placed by its name and area only", () => {
  it("keeps what the card prints: the name, then the area when the name does not end with it", () => {
    expect(namedCard(["Available", "Harbour Works, Portside", "Eastbury", "View details"])).toEqual({
      full_address: "Harbour Works, Portside, Eastbury",
      name: "Harbour Works, Portside",
    });
    expect(namedCard(["Under Offer", "Mill Court, Eastbury", "Eastbury"])?.full_address).toBe("Mill Court, Eastbury");
    expect(namedCard(["Let", "Kiln Yard", "View details"])?.full_address).toBe("Kiln Yard");
  });
  it("needs a status line, and never takes a link, a status or a price as the name", () => {
    expect(namedCard(["Harbour Works", "Eastbury"])).toBeNull();
    expect(namedCard(["Available", "View details"])).toBeNull();
    expect(namedCard(["For sale", "£450,000"])).toBeNull();
    expect(isStatusLine("Sold (STC)")).toBe(true);
    expect(isStatusLine("Soldier Field")).toBe(false);
  });
  it("reads a results page of such cards without inventing a postcode or a country", () => {
    const card = (status: string, name: string, area: string) =>
      `<div class="col-6 card"><a href="/p"><span class="status">${status}</span><div class="title">${name}</div><div>${area}</div><p>View details</p></a></div>`;
    const html = `<html><body><section>${[
      card("Available", "Harbour Works, Portside", "Eastbury"),
      card("Under Offer", "12 Kiln Street, Westford", "Westford"),
      card("Available", "Mill Court", "Northam"),
      card("Let", "Quay House, Eastbury", "Eastbury"),
    ].join("")}</section></body></html>`;
    const r = extractPropertiesFromHtml(html, "https://agent.example/properties");
    expect(r.properties.map((p) => p.full_address)).toEqual([
      "Harbour Works, Portside, Eastbury",
      "12 Kiln Street, Westford",
      "Mill Court, Northam",
      "Quay House, Eastbury",
    ]);
    expect(r.properties.map((p) => p.name)).toEqual([
      "Harbour Works, Portside",
      "12 Kiln Street, Westford",
      "Mill Court",
      "Quay House, Eastbury",
    ]);
    expect(r.properties.every((p) => p.country === null && p.state === null && p.postal_code === null)).toBe(true);
  });
});
