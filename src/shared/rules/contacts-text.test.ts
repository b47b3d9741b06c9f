import { describe, expect, it } from "vitest";
import { isStorableText, toStorableText } from "#shared/rules/contacts-text.ts";

describe("storable text", () => {
  it("accepts ordinary text, accents, emoji and CJK", () => {
    for (const s of ["", "Ann Lee", "Müller & Söhne", "Zoë 🏢 大厦", "tab\there\nnew line"]) {
      expect(isStorableText(s), s).toBe(true);
      expect(toStorableText(s)).toBe(s);
    }
  });
  it("refuses NUL and unpaired surrogates", () => {
    expect(isStorableText("a\u0000b")).toBe(false);
    expect(isStorableText("\ud800")).toBe(false);
    expect(isStorableText("x\udc00y")).toBe(false);
    expect(isStorableText("\udc00\ud800")).toBe(false);
  });
  it("cleans them out of imported values", () => {
    expect(toStorableText("a\u0000b\u0000")).toBe("ab");
    expect(toStorableText("x\ud800y")).toBe("x\uFFFDy");
    expect(toStorableText("🏢\udc00")).toBe("🏢\uFFFD");
  });
});
