import { describe, expect, it } from "vitest";
import { propertyTypeFromKey } from "#shared/rules/property-types.ts";

describe("propertyTypeFromKey", () => {
  it("maps extraction keys to labels and defaults to Other", () => {
    expect(propertyTypeFromKey("mixed_use")).toBe("Mixed Use");
    expect(propertyTypeFromKey("office")).toBe("Office");
    expect(propertyTypeFromKey("Self Storage")).toBe("Self Storage");
    expect(propertyTypeFromKey("castle")).toBe("Other");
    expect(propertyTypeFromKey(null)).toBe("Other");
  });
});
