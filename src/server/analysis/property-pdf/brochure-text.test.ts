import { describe, expect, it } from "vitest";
import { extractContacts } from "#server/analysis/property-pdf/brochure-contacts.ts";
import { parseBrochureText } from "#server/analysis/property-pdf/brochure-text.ts";

describe("parseBrochureText", () => {
  it("reads a one-suite sheet: address with floor and suite, RSF over USF, the broker", () => {
    const text = [
      "12 Harbor Street - Floor 3 - Suite 310",
      "3,250 RSF",
      "2,900 USF",
      "Ann Lee",
      "617-555-0101 x12",
      "alee@harbor.example",
    ].join("\n");
    const [p, ...rest] = parseBrochureText([text]);
    expect(rest).toEqual([]);
    expect(p).toMatchObject({
      name: "12 Harbor Street - Suite 310",
      street_address: "12 Harbor Street",
      suite: "310",
      full_address: "12 Harbor Street, Floor 3, Suite 310",
      available_sf: 3250,
      city: null,
      state: null,
      country: null,
    });
    expect(p.brokers).toEqual([
      { name: "Ann Lee", title: null, company: null, phone: "617-555-0101 x12", email: "alee@harbor.example" },
    ]);
  });

  it("reads labelled industrial facts and never takes the brokerage's office for the property", () => {
    const text = [
      "FOR LEASE | INDUSTRIAL",
      "Riverside Distribution Center",
      "800 Levee Road, Memphis, TN 38103",
      "Building Size: 210,000 SF",
      "Available: 60,000 SF",
      "Clear Height: 36'",
      "Dock Doors: 24",
      "Parking Ratio: 0.8/1,000 SF",
      "Year Built: 2021",
      "Lease Rate: $4.75/SF/YR NNN",
      "Bluff City Realty | 50 Front Street, Memphis, TN 38103 | T 901-555-0100",
    ].join("\n");
    const props = parseBrochureText([text]);
    expect(props).toHaveLength(1);
    expect(props[0]).toMatchObject({
      name: "Riverside Distribution Center",
      street_address: "800 Levee Road",
      city: "Memphis",
      state: "TN",
      postal_code: "38103",
      country: "US",
      property_type: "industrial",
      building_size_sf: 210000,
      available_sf: 60000,
      clear_height_ft: 36,
      dock_doors: 24,
      parking_ratio: 0.8,
      year_built: 2021,
      rent: 4.75,
      rent_period: "sf_year",
      rent_type: "NNN",
    });
  });

  it("gives one property per suite of a suite table, sharing the building's rent", () => {
    const text = [
      "900 Market Street",
      "Wilmington, DE 19801",
      "Suite 100  1,200 RSF",
      "Suite 220  4,800 RSF",
      "Asking Rent: $27.00/RSF Full Service",
    ].join("\n");
    const props = parseBrochureText([text]);
    expect(props.map((p) => [p.suite, p.available_sf, p.rent, p.rent_type, p.state])).toEqual([
      ["100", 1200, 27, "FS", "DE"],
      ["220", 4800, 27, "FS", "DE"],
    ]);
  });

  it("separates the entries of a multi-column list by their sizes, dropping addresses without facts", () => {
    const block = [
      "Available",
      "45,000 SF",
      "77 Elm Avenue",
      "Camden, NJ",
      "0.5 Acres Land",
      "9 Pine Road",
      "Trenton, NJ",
      "Pad Sites",
      "5 Birch Lane",
      "Ewing, NJ",
      "12 Oak Street",
      "Dover, DE",
    ];
    const props = parseBrochureText([block.join("\n")], { blocks: [[block]] });
    expect(props.map((p) => [p.street_address, p.city, p.available_sf, p.lot_size_acres, p.property_type])).toEqual([
      ["77 Elm Avenue", "Camden", 45000, null, null],
      ["9 Pine Road", "Trenton", null, 0.5, "land"],
    ]);
  });

  it("finds nothing in text without an address", () => {
    expect(parseBrochureText(["Nothing Beats 50 Years of Stability.\nCall us today."])).toEqual([]);
  });
});

describe("extractContacts", () => {
  it("pairs side-by-side contacts by column and completes an extension with the main number", () => {
    const text = ["Jo Park  Sam Reed", "212-555-0100 x21  212-555-0100 x22", "jpark@a.example  sreed@a.example"].join(
      "\n",
    );
    expect(extractContacts(text).map((c) => [c.name, c.phone, c.email])).toEqual([
      ["Jo Park", "212-555-0100 x21", "jpark@a.example"],
      ["Sam Reed", "212-555-0100 x22", "sreed@a.example"],
    ]);
    const ext = extractContacts("T 212 563 6557 F 212 563 6657\nKevin Dunn | x298 | kdunn@b.example");
    expect(ext[0]).toMatchObject({ name: "Kevin Dunn", phone: "212 563 6557 x298" });
  });
});
