import { describe, expect, it } from "vitest";
import {
  buildingStreetKey,
  formatAddress,
  hasText,
  normalizeAddress,
  parseAddressLine,
} from "#shared/rules/address-normalize.ts";

describe("normalizeAddress", () => {
  it.each([
    ["1200 Main Street", "1200 main st"],
    ["1200 MAIN ST.", "1200 main st"],
    ["1200 Main St, Suite 300", "1200 main st ste 300"],
    ["1200 Main St #300", "1200 main st ste 300"],
    ["1200 Main St, Suite #300", "1200 main st ste 300"],
    ["  500   North  Lamar   Boulevard ", "500 n lamar blvd"],
    ["42 West 42nd Street", "42 w 42 st"],
    ["Café Plaza", "cafe plz"],
    ["", ""],
    [null, ""],
  ])("%s → %s", (input, expected) => {
    expect(normalizeAddress(input)).toBe(expected);
  });

  it("drops the unit for the building key", () => {
    expect(buildingStreetKey("1200 Main Street, Suite 300")).toBe("1200 main st");
    expect(buildingStreetKey("1200 Main St #4")).toBe("1200 main st");
    expect(buildingStreetKey("10 Unit Road")).toBe("10 unit rd");
    expect(buildingStreetKey("1200 Main St")).toBe("1200 main st");
  });

  it("treats only spaces as no text", () => {
    expect(hasText("   ")).toBe(false);
    expect(hasText(" a ")).toBe(true);
    expect(hasText(null)).toBe(false);
  });

  it("formats and parses one-line addresses", () => {
    expect(
      formatAddress({ street: "1 Main St", city: "Austin", state: "TX", postalCode: "78701", country: "US" }),
    ).toBe("1 Main St, Austin, TX 78701");
    expect(parseAddressLine("1 Main St, Austin, TX 78701, USA")).toEqual({
      street: "1 Main St",
      city: "Austin",
      state: "TX",
      postalCode: "78701",
      country: "US",
    });
    expect(parseAddressLine("1 Main St, Austin TX")).toMatchObject({ city: "Austin", state: "TX" });
    expect(parseAddressLine("1 Main St")).toMatchObject({ street: "1 Main St", city: null });
  });
});
