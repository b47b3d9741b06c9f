import { describe, expect, it } from "vitest";
import {
  compareKeys,
  escapeLike,
  matchesInsideWords,
  mergeSearchResults,
  parseSearchTerm,
  searchKey,
} from "#shared/rules/search.ts";

describe("global search rules", () => {
  it.each([
    ["ha", false],
    ["h a", false],
    ["ha ro", false],
    ["Zü", false],
    ["har", true],
    ["ha rbo", true],
    ["maria garc", true],
  ])("term %j matches inside words: %j", (raw, expected) => {
    expect(matchesInsideWords(parseSearchTerm(raw) as NonNullable<ReturnType<typeof parseSearchTerm>>)).toBe(expected);
  });

  it.each([
    [undefined, null],
    ["", null],
    ["  a  ", null],
    ["ab", { text: "ab", key: "ab", domain: null }],
    ["a\u0000b\uD800", { text: "ab", key: "ab", domain: null }],
    ["\u0000\uDC00x", null],
    // Only wildcards or punctuation: nothing a title could match, so nothing is read.
    ["%%", null],
    ["__", null],
    ["\\%_", null],
    ["  Dana   Lee  Smith ", { text: "Dana Lee Smith", key: "dana lee smith", domain: null }],
    [
      "https://www.Acme.com/about",
      { text: "https://www.Acme.com/about", key: "https www acme com about", domain: "acme.com" },
    ],
    ["acme.co", { text: "acme.co", key: "acme co", domain: "acme.co" }],
  ])("term %j → %j", (raw, expected) => {
    expect(parseSearchTerm(raw)).toEqual(expected);
  });

  it.each([
    ["Café Zürich", "cafe zurich"],
    ["  O'Neil—&  Sons, Inc. ", "o neil— sons inc"],
    ["ÅNGSTRÖM", "angstrom"],
    ["50%_off\\now", "50 off now"],
  ])("key of %j is %j: accents and case ignored, ASCII punctuation as one space", (title, key) => {
    expect(searchKey(title)).toBe(key);
  });

  it("escapes LIKE wildcards", () => {
    expect(escapeLike("50%_off\\")).toBe("50\\%\\_off\\\\");
  });

  it("puts word-start matches first, then title order within a rank, and keeps 10", () => {
    const lists = [
      Array.from({ length: 8 }, (_, i) => ({ rank: 0, key: `lease ${i}`, type: "lease" })),
      [
        { rank: 1, key: "acme", type: "company" },
        { rank: 0, key: "zeta", type: "company" },
      ],
      [{ rank: 0, key: "beta room", type: "dealroom" }],
    ];
    const merged = mergeSearchResults(lists);
    expect(merged).toHaveLength(10);
    expect(merged.slice(0, 2).map((r) => r.key)).toEqual(["beta room", "lease 0"]);
    expect(merged.at(-1)?.key).toBe("zeta");
    // Ten word-start matches: the inside-a-word match is cut even though its title sorts first.
    expect(merged.map((r) => r.key)).not.toContain("acme");
  });

  it("orders keys by code point, as PostgreSQL's C collation does", () => {
    // U+1F600 (a surrogate pair in UTF-16) sorts after U+FFFD by code point; plain '<' says the opposite.
    const keys = ["b", "a\u{1F600}", "a\uFFFD", "a", "ab"];
    expect(keys.sort(compareKeys)).toEqual(["a", "ab", "a\uFFFD", "a\u{1F600}", "b"]);
    expect(compareKeys("same", "same")).toBe(0);
  });
});
