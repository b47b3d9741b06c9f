import { describe, expect, it } from "vitest";
import { emptyProperty } from "#shared/contract/property-extraction.ts";
import { createdToast, extractedName, toCreateBody } from "#web/features/properties/lib/extracted.ts";

describe("extracted property → create body", () => {
  it("maps fields, type and facts without inventing values", () => {
    const body = toCreateBody(
      {
        ...emptyProperty(),
        name: "Gateway Logistics",
        street_address: "500 Dock Rd",
        city: "Reno",
        state: "NV",
        property_type: "industrial",
        building_size_sf: 120000,
        clear_height_ft: 32,
        dock_doors: 24,
        year_built: 2019,
        brokers: [{ name: "Ann Lee", title: null, company: "CBX", phone: "775-555-0100", email: null }],
      },
      0,
      "https://example.com/l/1",
    );
    expect(body).toMatchObject({
      name: "Gateway Logistics",
      locationStreetAddress: "500 Dock Rd",
      propertyType: "Industrial",
      sizeSf: 120000,
      yearBuilt: 2019,
      sourceUrl: "https://example.com/l/1",
      details: { "Clear height": "32 ft", "Dock doors": "24", Broker: "Ann Lee · CBX · 775-555-0100" },
    });
    expect(body.locationCountry).toBeNull();
    expect(toCreateBody(emptyProperty(), 2).propertyType).toBe("Other");
  });

  it("names a unit after its building and suite, else a numbered fallback", () => {
    expect(extractedName({ ...emptyProperty(), building_name: "Tower", suite: "Suite 200" }, 0)).toBe(
      "Tower – Suite 200",
    );
    expect(extractedName(emptyProperty(), 1)).toBe("Property 2");
  });

  it("words the success toast per §8", () => {
    expect(createdToast(1, "URL")).toBe("1 property created successfully from URL");
    expect(createdToast(2, "PDF")).toBe("2 properties created successfully from PDF");
  });
});
