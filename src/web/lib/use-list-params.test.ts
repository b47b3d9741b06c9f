import { describe, expect, it } from "vitest";
import { patchParams, readPage, readValues } from "#web/lib/use-list-params.ts";

const defaults = { sort: "-updatedAt", type: "" };
const url = (text: string) => new URLSearchParams(text);

describe("readPage", () => {
  it.each([
    ["", 1],
    ["page=3", 3],
    ["page=0", 1],
    ["page=-2", 1],
    ["page=abc", 1],
    ["page=2.7", 2],
    ["page=Infinity", 1],
  ])("%s → %i", (text, page) => expect(readPage(url(text))).toBe(page));
});

describe("readValues", () => {
  it("reads each parameter, or its default when absent", () => {
    expect(readValues(url("type=office&other=x"), defaults)).toEqual({ sort: "-updatedAt", type: "office" });
  });
});

describe("patchParams", () => {
  it("a filter change goes back to page 1 and keeps the other parameters", () => {
    expect(patchParams(url("page=4&q=harbor&sort=name"), { type: "office" }, defaults).toString()).toBe(
      "q=harbor&sort=name&type=office",
    );
  });

  it("a new search term goes back to page 1", () => {
    expect(patchParams(url("page=4&q=harbor"), { q: "main" }, defaults).toString()).toBe("q=main");
  });

  it("a page change keeps the filters; page 1 leaves the address", () => {
    expect(patchParams(url("q=harbor"), { page: 3 }, defaults).toString()).toBe("q=harbor&page=3");
    expect(patchParams(url("q=harbor&page=3"), { page: 1 }, defaults).toString()).toBe("q=harbor");
  });

  it("values at their default, empty or null leave the address", () => {
    expect(
      patchParams(url("sort=name&type=office&q=x"), { sort: "-updatedAt", type: null, q: "" }, defaults).toString(),
    ).toBe("");
  });

  it("a parameter that is not a filter (an open record) can keep the page", () => {
    expect(
      patchParams(url("page=2"), { selected: "abc" }, { ...defaults, selected: "" }, { keepPage: true }).toString(),
    ).toBe("page=2&selected=abc");
  });

  it("does not change the parameters it was given", () => {
    const before = url("page=2");
    patchParams(before, { type: "office" }, defaults);
    expect(before.toString()).toBe("page=2");
  });
});
