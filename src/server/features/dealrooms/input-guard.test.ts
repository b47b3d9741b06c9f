import { describe, expect, it } from "vitest";
import { cleanName, inputMessages, inputProblem, MAX_JSON_DEPTH } from "./input-guard.ts";

const nest = (levels: number): unknown => {
  let v: unknown = { type: "text", text: "x" };
  for (let i = 0; i < levels; i++) v = { type: "paragraph", content: [v] };
  return v;
};

describe("inputProblem", () => {
  it("accepts ordinary input", () => {
    expect(inputProblem({ name: "Harbor Point — Sale ✓", tags: ["a", 1, null, true], n: { deep: [nest(40)] } })).toBe(
      null,
    );
    expect(inputProblem(undefined)).toBe(null);
    expect(inputProblem("😀 emoji pairs are fine")).toBe(null);
  });

  it("refuses NUL in values and keys, and unpaired surrogates", () => {
    expect(inputProblem({ name: "a\u0000b" })).toBe(inputMessages.nul);
    expect(inputProblem({ list: [{ "k\u0000": 1 }] })).toBe(inputMessages.nul);
    expect(inputProblem({ name: "x\uD800y" })).toBe(inputMessages.surrogate);
    expect(inputProblem(["\uDC00"])).toBe(inputMessages.surrogate);
  });

  it("refuses nesting past the limit without recursing", () => {
    expect(inputProblem(nest(MAX_JSON_DEPTH / 2 - 1))).toBe(null);
    expect(inputProblem(nest(MAX_JSON_DEPTH))).toBe(inputMessages.depth);
    expect(inputProblem(nest(100_000))).toBe(inputMessages.depth);
  });
});

describe("cleanName", () => {
  it("drops control characters and replaces unpaired surrogates", () => {
    expect(cleanName("  Rent\u0000 Roll\n.pdf ")).toBe("Rent Roll.pdf");
    expect(cleanName("a\uD800b\uD800")).toBe("a\uFFFDb\uFFFD");
    expect(cleanName("Büro 😀.pdf")).toBe("Büro 😀.pdf");
  });
});
