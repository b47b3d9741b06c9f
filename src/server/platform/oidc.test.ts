import { describe, expect, it } from "vitest";
import { namesFromClaims } from "#server/platform/oidc.ts";
import { normalizePhone } from "#shared/contract/sessions.ts";

describe("names from ID-token claims", () => {
  it("prefers given and family names, else splits the display name once", () => {
    expect(namesFromClaims({ given_name: " Ann ", family_name: "Lee", name: "X Y" })).toEqual({
      firstName: "Ann",
      lastName: "Lee",
    });
    expect(namesFromClaims({ name: "Mary Ann Smith" })).toEqual({ firstName: "Mary", lastName: "Ann Smith" });
    expect(namesFromClaims({ name: "Cher" })).toEqual({ firstName: "Cher", lastName: "" });
    expect(namesFromClaims({})).toEqual({ firstName: "", lastName: "" });
  });
});

describe("phone numbers", () => {
  it("accepts international numbers with spacing and refuses the rest", () => {
    expect(normalizePhone("+1 (555) 123-4567")).toBe("+15551234567");
    expect(normalizePhone("+44 20 7946 0958")).toBe("+442079460958");
    expect(normalizePhone("555-1234")).toBeNull();
    expect(normalizePhone("+0123456789")).toBeNull();
    expect(normalizePhone("+1 555 abc")).toBeNull();
  });
});
