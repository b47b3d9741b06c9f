import { describe, expect, it } from "vitest";
import { cleanText, fullName, initials, isUuid, normalizeForCompare, textEquals } from "#shared/rules/text.ts";

describe("text helpers (§5)", () => {
  it("compares by letters and digits only, case-insensitively", () => {
    expect(normalizeForCompare("  Acme Realty, LLC. ")).toBe("acmerealtyllc");
    expect(textEquals("ACME-Realty", "acme realty")).toBe(true);
    expect(textEquals("Acme", "Acme 2")).toBe(false);
    expect(normalizeForCompare(null)).toBe("");
  });

  it("cleans curly quotes, dashes, ellipsis, NBSP, mis-decoded bullets and other non-ASCII", () => {
    expect(cleanText("\u201CRent\u201D \u2014 it\u2019s due\u2026")).toBe('"Rent" - it\'s due...');
    expect(cleanText("a\u00A0b")).toBe("a b");
    expect(cleanText("\u00E2\u20AC\u00A2 item")).toBe("- item");
    expect(cleanText("\u2022 item \u00E9\u4E2D")).toBe("- item ");
    expect(cleanText("line1\nline2\tx")).toBe("line1\nline2\tx");
  });

  it("recognises UUID-shaped share tokens", () => {
    expect(isUuid("22bf3f5b-7bd7-4dab-b09f-0afacb45b71e")).toBe(true);
    expect(isUuid("22BF3F5B-7BD7-4DAB-B09F-0AFACB45B71E")).toBe(true);
    expect(isUuid("not-a-uuid")).toBe(false);
    expect(isUuid("22bf3f5b7bd74dabb09f0afacb45b71e")).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });

  it("builds initials and names with the spec's fallbacks", () => {
    expect(initials("ann", "broker")).toBe("AB");
    expect(initials("", "")).toBe("U");
    expect(initials(null, "Lee")).toBe("L");
    expect(fullName("Ann", "Broker")).toBe("Ann Broker");
    expect(fullName(" ", null)).toBe("User");
  });
});
