import { describe, expect, it } from "vitest";
import { escapeLike, mergeSearchResults, parseSearchTerm } from "#shared/rules/search.ts";

describe("global search rules", () => {
  it.each([
    [undefined, null],
    ["", null],
    ["  a  ", null],
    ["ab", { text: "ab", personParts: null }],
    ["a\u0000b\uD800", { text: "ab", personParts: null }],
    ["\u0000\uDC00x", null],
    ["  Dana   Lee  Smith ", { text: "Dana Lee Smith", personParts: { first: "Dana", lastPrefix: "Lee Smith" } }],
  ])("term %j → %j", (raw, expected) => {
    expect(parseSearchTerm(raw)).toEqual(expected);
  });

  it("escapes LIKE wildcards", () => {
    expect(escapeLike("50%_off\\")).toBe("50\\%\\_off\\\\");
  });

  it("sorts the merged lists by title, case-insensitively, and keeps 10", () => {
    const lists = [
      Array.from({ length: 8 }, (_, i) => ({ title: `lease ${i}`, type: "lease" })),
      [
        { title: "Acme", type: "company" },
        { title: "zeta", type: "company" },
      ],
      [{ title: "Beta room", type: "dealroom" }],
    ];
    const merged = mergeSearchResults(lists);
    expect(merged).toHaveLength(10);
    expect(merged.slice(0, 3).map((r) => r.title)).toEqual(["Acme", "Beta room", "lease 0"]);
    expect(merged.map((r) => r.title)).not.toContain("zeta");
  });
});
