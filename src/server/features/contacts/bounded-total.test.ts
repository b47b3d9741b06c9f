import { describe, expect, it } from "vitest";
import { boundedTotal, jsonPage } from "./contacts-common.repository.ts";

describe("boundedTotal", () => {
  it("takes the total from a last, partial page, not from the count", () => {
    expect(boundedTotal({ offset: 40, limit: 20, rows: 7 }, 10_001)).toBe(47);
    expect(boundedTotal({ offset: 0, limit: 20, rows: 0 }, 5)).toBe(0);
  });
  it("takes the bounded count when the page is full or past the end", () => {
    expect(boundedTotal({ offset: 0, limit: 20, rows: 20 }, 10_001)).toBe(10_001);
    expect(boundedTotal({ offset: 200, limit: 20, rows: 0 }, 35)).toBe(35);
  });
});

describe("jsonPage", () => {
  const first = { keys: ["a"], id: "1" };
  const last = { keys: ["b"], id: "2" };
  it("keeps the statement's total unfiltered and names the page's ends for its cursor", () => {
    expect(jsonPage({ items: "[1,2]", n: 2, first, last, total: 900 }, { offset: 0, limit: 20 }, false)).toEqual({
      itemsJson: "[1,2]",
      total: 900,
      ends: [first, last],
    });
  });
  it("bounds a filtered total, and an empty page has no ends", () => {
    expect(jsonPage({ items: "[1,2]", n: 2, first, last, total: 40 }, { offset: 20, limit: 20 }, true).total).toBe(22);
    expect(jsonPage({ items: "[]", n: 0, first: null, last: null, total: 3 }, { offset: 60, limit: 20 }, true)).toEqual(
      { itemsJson: "[]", total: 3, ends: [] },
    );
  });
});
