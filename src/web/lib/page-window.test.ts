import { describe, expect, it } from "vitest";
import { pageCountOf, pageWindow } from "#web/lib/page-window.ts";

describe("pageWindow", () => {
  it.each([
    [1, 10, 5, [1, 2, 3, 4, 5]],
    [5, 10, 5, [3, 4, 5, 6, 7]],
    [10, 10, 5, [6, 7, 8, 9, 10]],
    [9, 10, 5, [6, 7, 8, 9, 10]],
    [2, 3, 5, [1, 2, 3]],
    [4, 10, 3, [3, 4, 5]],
    [1, 10, 3, [1, 2, 3]],
    [10, 10, 3, [8, 9, 10]],
    [1, 1, 5, [1]],
    [99, 4, 3, [2, 3, 4]],
  ])("page %i of %i, window %i", (current, count, size, expected) => {
    expect(pageWindow(current, count, size)).toEqual(expected);
  });
  it("is empty without pages", () => expect(pageWindow(1, 0, 5)).toEqual([]));
  it("counts pages (at least one)", () => {
    expect(pageCountOf(0, 20)).toBe(1);
    expect(pageCountOf(41, 20)).toBe(3);
  });
});
