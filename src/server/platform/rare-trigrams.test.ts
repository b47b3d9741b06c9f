import { describe, expect, it } from "vitest";
import { patternTrigrams, RARE_SHARE, rareStretch } from "#server/platform/rare-trigrams.ts";

describe("patternTrigrams", () => {
  it("takes a word's trigrams without padding where it meets the pattern's wildcards", () => {
    expect(patternTrigrams("Last4242")).toEqual(["las", "ast", "st4", "t42", "424", "242"]);
    expect(patternTrigrams("ab")).toEqual([]);
  });

  it("pads words where the text itself bounds them, and splits at non-word characters", () => {
    expect(patternTrigrams("dana lee")).toEqual(["dan", "ana", "na ", "  l", " le", "lee"]);
    expect(patternTrigrams("a.b")).toEqual(["  b"]);
    expect(patternTrigrams("Zü")).toEqual([]);
    expect(patternTrigrams("ÉTÉ")).toEqual(["été"]);
  });
});

describe("rareStretch", () => {
  // The bench's names: every row has "first…" and "last…"; digits are rarer the longer the run.
  const shares: Record<string, number> = { las: 1, ast: 1, st4: 0.11, t42: 0.0106, "424": 0.003, "242": 0.003 };
  const share = (t: string) => shares[t] ?? 0.0001;

  it("gives the index the longest stretch whose trigrams are all rare", () => {
    expect(rareStretch("Last4242", share)).toBe("t4242");
  });

  it("is the whole term when every trigram is rare (or nothing is known)", () => {
    expect(rareStretch("Dana Lee", share)).toBe("Dana Lee");
    expect(rareStretch("Dana Lee", () => 0)).toBe("Dana Lee");
  });

  it("is null for a common term, or one without a trigram", () => {
    expect(rareStretch("last", share)).toBeNull();
    expect(rareStretch("ab", share)).toBeNull();
    expect(rareStretch("las", (t) => (t === "las" ? RARE_SHARE * 2 : 0))).toBeNull();
  });

  it("takes a stricter share when asked (global search's own limit)", () => {
    expect(rareStretch("Last4242", share, 0.005)).toBe("4242");
    expect(rareStretch("Last4242", share, 0.001)).toBeNull();
  });

  it("prefers the rarer of two stretches with as many trigrams", () => {
    const two = (t: string) => ({ abc: 0.01, xyz: 0.001 })[t] ?? 1;
    expect(rareStretch("abc-xyz", two)).toBe("xyz");
  });
});
