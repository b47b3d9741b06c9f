// Owner-user spec sheets (one building for sale or lease, a 'LABEL: value' table, brokers side by side), as
// short passages written for the test.
import { describe, expect, it } from "vitest";
import { streetAnchor } from "#server/analysis/property-pdf/brochure-address.ts";
import { extractContacts } from "#server/analysis/property-pdf/brochure-contacts.ts";
import { brochureFacts, headingType } from "#server/analysis/property-pdf/brochure-facts.ts";
import { parseBrochureText } from "#server/analysis/property-pdf/brochure-text.ts";

const SHEET = [
  "AVAILABLE FOR SALE",
  "77 MILLER ROAD",
  "BENSONVILLE, IL 60199",
  "BUILDING SPECIFICATIONS:",
  "BUILDING SIZE:  20,400 SF",
  "OFFICE:  2,600 SF",
  "CLEAR HEIGHT:  22’",
  "LOADING:  › 3 exterior docks",
  "› 1 drive-in door",
  "TAXES:  $30,600 ($1.50 PSF)",
  "SALE PRICE:  $2,040,000 ($100.00 PSF)",
  "Ann Reyes  Bo Tran",
  "Vice President  Associate",
  "areyes@brk.example  btran@brk.example",
  "D 312.555.0141  D 312.555.0142",
  "100 Lake St, Suite 9 | Chicago, IL 60601 | 312-555-0100 | www.brk.example",
].join("\n");

describe("owner-user spec sheets", () => {
  it("never takes a loading count for a street ('2 drive-in doors', '5 Drive')", () => {
    expect(streetAnchor("› 2 drive-in doors")).toBeNull();
    expect(streetAnchor("5 Drive")).toBeNull();
    expect(streetAnchor("410 Mill Road")?.street).toBe("410 Mill Road");
    expect(streetAnchor("16 Ocean Drive")?.street).toBe("16 Ocean Drive");
  });

  it("reads one building: its size, not the office part; price, clear height, docks; no rent from taxes or price", () => {
    const [p, ...rest] = parseBrochureText([SHEET]);
    expect(rest).toHaveLength(0);
    expect(p).toMatchObject({
      street_address: "77 Miller Road",
      city: "Bensonville",
      state: "IL",
      building_size_sf: 20_400,
      available_sf: null,
      asking_price: 2_040_000,
      rent: null,
      clear_height_ft: 22,
      dock_doors: 3,
      // No kind named: a clear height with dock doors is an industrial spec sheet.
      property_type: "industrial",
    });
  });

  it("gives brokers printed side by side the phones printed under their e-mails", () => {
    expect(extractContacts(SHEET).map((c) => [c.name, c.phone])).toEqual([
      ["Ann Reyes", "312.555.0141"],
      ["Bo Tran", "312.555.0142"],
    ]);
  });

  it("lets a building for lease with no suites whole; a building only for sale offers no space", () => {
    expect(brochureFacts(["FOR SALE / LEASE", "BUILDING SIZE: 18,000 SF"]).available_sf).toBe(18_000);
    expect(
      brochureFacts(["FOR SALE", "BUILDING  ±9,000 SF", "Building Size: ±9,000 SF"]).available_sf ?? null,
    ).toBeNull();
  });

  it("reads 'Modified Gross' as a rent type, not as 'per month'", () => {
    expect(brochureFacts(["12 Elm St, Dayton, OH 45402", "LEASE RATE:  $7.25 PSF Modified Gross"])).toMatchObject({
      rent: 7.25,
      rent_period: "sf_year",
      rent_type: "MG",
    });
  });

  it("reads a ceiling height with ± and an abbreviated exterior dock", () => {
    expect(brochureFacts(["Ceiling Height: ±24’", "Loading: 2 Ext Docks / 1 DID"])).toMatchObject({
      clear_height_ft: 24,
      dock_doors: 2,
    });
  });

  it("reads interior docks, never a highway number on the line above as a dock count", () => {
    expect(brochureFacts(["Minutes to I-88, I-294", "6 Interior Docks", "2 Drive-in Doors"]).dock_doors).toBe(6);
  });

  it("finds the property's address beside a column of broker contacts", () => {
    const page = [
      "LEE PARK",
      "(708) 555-0150",
      "IDEAL WAREHOUSE BUILDING  lpark@brk.example",
      "MO CHEN",
      "(708) 555-0151",
      "52 COMMERCE DR.  mchen@brk.example",
      "SAL IBARRA",
      "Franklin Park, Illinois  (708) 555-0152",
      "sibarra@brk.example",
      "FOR SALE",
      "Building Size:  41,000 SF",
    ].join("\n");
    expect(parseBrochureText([page])[0]).toMatchObject({
      street_address: "52 Commerce Dr",
      city: "Franklin Park",
      state: "IL",
      building_size_sf: 41_000,
    });
  });

  it("takes no property kind from a 'LABEL: value' row", () => {
    expect(headingType(["FOR SALE", "OFFICE:  2,600 SF"]).property_type ?? null).toBeNull();
    expect(headingType(["INDUSTRIAL FOR SALE"]).property_type).toBe("industrial");
  });
});
