import { afterEach, describe, expect, it, vi } from "vitest";
import type { Db } from "#server/db/client.ts";
import {
  forgetTrigramShares,
  indexStretch,
  patternTrigrams,
  RARE_SHARE,
  rareStretch,
} from "#server/platform/rare-trigrams.ts";

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

describe("indexStretch", () => {
  /** A database whose statistics say `abc` is in `share` of the rows; counts the reads. */
  function statsDb() {
    const state = { share: 0.5, reads: 0 };
    const db = {
      $client: {
        query: async () => {
          state.reads++;
          // most_common_elem_freqs: the shares, then the lowest, the highest and the null share.
          const freqs = [state.share, state.share, state.share, 0];
          return { rows: [{ name: "rooms_trgm_stat", elems: ["abc"], freqs, nulls: 0 }] };
        },
      },
    } as unknown as Db;
    return { db, state };
  }

  afterEach(() => vi.useRealTimers());

  it("answers a repeated term from what it worked out, and again from new frequencies once they are re-read", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { db, state } = statsDb();
    expect(await indexStretch(db, ["rooms_trgm_stat"], "abc")).toBeNull();
    expect(await indexStretch(db, ["rooms_trgm_stat"], "abc")).toBeNull();
    expect(state.reads).toBe(1);
    // ANALYZE found "abc" rare since: after the refresh interval the next answer follows the new frequencies.
    state.share = 0.001;
    vi.setSystemTime(Date.now() + 6 * 60_000);
    await indexStretch(db, ["rooms_trgm_stat"], "abc"); // starts the re-read
    await vi.waitFor(async () => expect(await indexStretch(db, ["rooms_trgm_stat"], "abc")).toBe("abc"));
    expect(state.reads).toBe(2);
    forgetTrigramShares(db);
  });

  it("keeps lists apart: the same term under other statistics is worked out for them", async () => {
    const { db } = statsDb();
    expect(await indexStretch(db, ["rooms_trgm_stat"], "abc")).toBeNull();
    expect(await indexStretch(db, ["other_trgm_stat"], "abc")).toBe("abc");
    expect(await indexStretch(db, ["rooms_trgm_stat"], "abc", 0.9)).toBe("abc");
    forgetTrigramShares(db);
  });
});
