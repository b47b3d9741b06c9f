import { describe, expect, it } from "vitest";
import { propertyFromRow } from "#server/features/surveys/surveys-row-property.service.ts";

describe("propertyFromRow", () => {
  it("splits the row's one-line address into the property's parts and keeps its coordinates", () => {
    expect(
      propertyFromRow({ name: "Bayview", address: "200 Bay St, Alameda, CA 94501", latitude: 37.7, longitude: -122.2 }),
    ).toEqual({
      name: "Bayview",
      locationStreetAddress: "200 Bay St",
      locationCity: "Alameda",
      locationState: "CA",
      locationPostalCode: "94501",
      locationCountry: null,
      locationLatitude: 37.7,
      locationLongitude: -122.2,
    });
  });

  it("takes a street-only address as the street, and no address as none", () => {
    expect(propertyFromRow({ name: "A", address: "9 Pier Way", latitude: null, longitude: null })).toMatchObject({
      locationStreetAddress: "9 Pier Way",
      locationCity: null,
    });
    expect(propertyFromRow({ name: "B", address: null, latitude: null, longitude: null })).toMatchObject({
      name: "B",
      locationStreetAddress: null,
      locationCity: null,
      locationState: null,
    });
  });

  it("reads 'City ST 12345' and a trailing USA", () => {
    expect(
      propertyFromRow({ name: "C", address: "1 Main St, Reno NV 89501, USA", latitude: null, longitude: null }),
    ).toMatchObject({ locationCity: "Reno", locationState: "NV", locationPostalCode: "89501", locationCountry: "US" });
  });
});
