import { describe, expect, it } from "vitest";
import { matchSnippet } from "#web/features/documents/lib/snippet-match.ts";

describe("matchSnippet", () => {
  const items = ["4. TERM. ", "The Term shall commence on", " ", "January 1, 2025 and", "expire on December 31, 2029."];

  it("finds a snippet that spans items, ignoring spacing and case", () => {
    expect(matchSnippet(items, "the term shall commence on January 1, 2025")).toEqual([1, 3]);
  });

  it("tolerates curly quotes", () => {
    expect(matchSnippet(["Tenant\u2019s Share: 12.5%"], "Tenant's Share: 12.5%")).toEqual([0]);
  });

  it("falls back to a prefix when the snippet runs past the page text", () => {
    const long = `expire on December 31, 2029. ${"x".repeat(60)}`;
    expect(matchSnippet(items, long)).toEqual([4]);
  });

  it("returns nothing for an absent or tiny snippet", () => {
    expect(matchSnippet(items, "security deposit")).toEqual([]);
    expect(matchSnippet(items, "a")).toEqual([]);
  });
});
