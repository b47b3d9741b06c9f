import { describe, expect, it } from "vitest";
import { formatDate, formatRent, formatSf, parseNumber } from "#web/features/properties/lib/format.ts";

describe("property formatting", () => {
  it("formats figures and dates", () => {
    expect(formatSf(12500)).toBe("12,500 SF");
    expect(formatSf(null)).toBe("—");
    expect(formatRent(32.5, "NNN")).toBe("$32.50/SF/yr NNN");
    expect(formatDate("2026-01-05")).toBe("Jan 5, 2026");
  });
  it("parses typed numbers", () => {
    expect(parseNumber(" 12,500 ")).toBe(12500);
    expect(parseNumber("$32.50")).toBe(32.5);
    expect(parseNumber("")).toBeNull();
    expect(parseNumber("abc")).toBeUndefined();
  });
});
