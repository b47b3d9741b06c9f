// Flyer wording seen on unseen real brochures, as short passages written for the test.
import { describe, expect, it } from "vitest";
import { brochureFacts, headingType } from "#server/analysis/property-pdf/brochure-facts.ts";
import { extractContacts } from "#server/analysis/property-pdf/brochure-contacts.ts";

describe("brochure facts", () => {
  it("reads a per-SF rate without a period as monthly on a West Coast flyer, yearly elsewhere", () => {
    const west = brochureFacts(["480 Harbor Blvd, Oxnard, CA 93035", "Rate: $2.85/SF NNN"]);
    expect(west).toMatchObject({ rent: 2.85, rent_period: "sf_month", rent_type: "NNN" });
    const east = brochureFacts(["77 Mill St, Dayton, OH 45402", "Rate: $6.25/SF NNN"]);
    expect(east).toMatchObject({ rent: 6.25, rent_period: "sf_year" });
    // A period printed wins; 'Modified Gross' is not 'per month'.
    expect(brochureFacts(["9 Elm St, Reno, NV 89501", "$21.00/SF/yr Modified Gross"]).rent_period).toBe("sf_year");
    expect(brochureFacts(["9 Elm St, Dayton, OH 45402", "$1.10/SF Modified Gross"]).rent_period).toBe("sf_year");
  });
  it("gives a free-standing building offered whole the size of its space", () => {
    expect(brochureFacts(["±6,400 RSF", "Free Standing Building For Lease"]).building_size_sf).toBe(6_400);
    expect(brochureFacts(["Suite 200: 2,100 RSF", "Free standing building"]).building_size_sf ?? null).toBeNull();
  });
  it("reads a size labelled '(Building)' after its figure", () => {
    expect(brochureFacts(["PROPERTY SIZE", "7,250 SF (Building)"]).building_size_sf).toBe(7_250);
  });
  it("takes the first kind a type label names, and the kind of building the text describes", () => {
    expect(brochureFacts(["Property Type: Creative Office / Mixed-Use"]).property_type).toBe("office");
    expect(headingType(["Spacious and bright", "A single-story industrial building near the port."])).toMatchObject({
      property_type: "industrial",
    });
  });
});

describe("broker contacts", () => {
  it("gives each broker the phone printed under their e-mail, never a neighbour's or the office line", () => {
    const footer = "RIDGE PARTNERS  415.555.0100  WWW.RIDGE.EXAMPLE";
    const text = [
      footer,
      "Ana Ortiz  aortiz@ridge.example",
      "415.555.0111",
      "DRE: 01234567",
      "Ben Cole  bcole@ridge.example",
      "415.555.0122",
      "DRE: 07654321",
      "Cy Dorn  cdorn@ridge.example",
      "DRE: 01112223",
      footer,
      footer,
    ].join("\n");
    expect(extractContacts(text).map((c) => [c.name, c.phone])).toEqual([
      ["Ana Ortiz", "415.555.0111"],
      ["Ben Cole", "415.555.0122"],
      ["Cy Dorn", null],
    ]);
  });
  it("keeps phones printed above their e-mails with those e-mails", () => {
    const text = ["Dee Hart", "617-555-0101", "dhart@x.example", "Eli Moss", "617-555-0102", "emoss@x.example"].join(
      "\n",
    );
    expect(extractContacts(text).map((c) => c.phone)).toEqual(["617-555-0101", "617-555-0102"]);
  });
});
