import { describe, expect, it } from "vitest";
import { SEARCH_COUNT_SPAN, searchTotal } from "#shared/contract/common.ts";

describe("a search's total from the matches it read", () => {
  it("is exact while the read stopped short of the span past the page's start", () => {
    expect(searchTotal(0, 0)).toEqual({ total: 0, totalExact: true });
    expect(searchTotal(SEARCH_COUNT_SPAN, 0)).toEqual({ total: SEARCH_COUNT_SPAN, totalExact: true });
    expect(searchTotal(230, 40)).toEqual({ total: 230, totalExact: true });
  });

  it("is a lower bound (more than the span past the page's start) when the read reached its end", () => {
    expect(searchTotal(SEARCH_COUNT_SPAN + 1, 0)).toEqual({ total: SEARCH_COUNT_SPAN, totalExact: false });
    expect(searchTotal(SEARCH_COUNT_SPAN + 21, 20)).toEqual({ total: SEARCH_COUNT_SPAN + 20, totalExact: false });
  });
});
