import { describe, expect, it } from "vitest";
import {
  addMonths,
  findDates,
  monthsBetweenInclusive,
  parseArea,
  parseDate,
  parseDurationMonths,
  parseMoney,
  parseNumberish,
  parsePercent,
  wordsToNumber,
} from "#server/analysis/lease/parse-values.ts";

describe("number words", () => {
  it.each([
    ["ninety-six", 96],
    ["one hundred twenty", 120],
    ["twelve", 12],
    ["two thousand five hundred", 2500],
    ["first", 1],
  ])("%s → %d", (w, n) => expect(wordsToNumber(w)).toBe(n));
  it("prefers the digits in parentheses", () => {
    expect(parseNumberish("ninety-six (96)")).toBe(96);
    expect(parseNumberish("1,234.5 feet")).toBe(1234.5);
  });
});

describe("dates", () => {
  it.each([
    ["March 1, 2024", "2024-03-01"],
    ["March 29th, 2019", "2019-03-29"],
    ["3/1/2024", "2024-03-01"],
    ["03-01-24", "2024-03-01"],
    ["the 1st day of March, 2024", "2024-03-01"],
    ["the twenty-ninth day of March, 2024", "2024-03-29"],
    ["1 March 2024", "2024-03-01"],
    ["2024-03-01", "2024-03-01"],
    ["Sept. 30, 2025", "2025-09-30"],
  ])("%s", (text, iso) => expect(parseDate(`on ${text} the`)).toBe(iso));
  it("rejects impossible dates and finds several in order", () => {
    expect(parseDate("2/30/2024")).toBeNull();
    expect(findDates("from 4/1/2024 to March 31, 2029").map((d) => d.iso)).toEqual(["2024-04-01", "2029-03-31"]);
  });
  it("adds months clamping to month end, counts inclusive terms", () => {
    expect(addMonths("2033-12-31", -18)).toBe("2032-06-30");
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(monthsBetweenInclusive("2024-03-01", "2029-02-28")).toBe(60);
  });
});

describe("amounts", () => {
  it("money", () => {
    expect(parseMoney("$1,350,000.00 ($100.00/sf)")).toBe(1350000);
    expect(parseMoney("$ 2.5 million")).toBe(2500000);
  });
  it.each([
    ["16,159 square feet", 16159],
    ["12,450 rentable square feet", 12450],
    ["5,120 RSF", 5120],
    ["approximately 2,450 sq. ft.", 2450],
  ])("area %s", (t, n) => expect(parseArea(t)).toBe(n));
  it("durations and percentages", () => {
    expect(parseDurationMonths("ninety-six (96) months")).toBe(96);
    expect(parseDurationMonths("Five (5) years")).toBe(60);
    expect(parseDurationMonths("a term of 7 Lease Years")).toBe(84);
    expect(parsePercent("three percent (3%)")).toBe(3);
    expect(parsePercent("one hundred fifty percent")).toBe(150);
  });
});
