// List search (`q`, a case-insensitive "contains") through trigram indexes, given only the term's rare part
// (decision 0051, addendum). A GIN trigram scan for ILIKE '%last4242%' must confirm every trigram of the term
// for every candidate: `las` and `ast` are in every seeded name, and each such trigram cost ~0.3 ms of the 0.9
// ms statement, while the rare `t42 424 242` alone found the same 11 rows in 0.05 ms. PostgreSQL keeps the
// frequencies of every list's trigrams (extended statistics on `show_trgm(expression)`, filled by ANALYZE), so
// the index gets the longest stretch of the term whose trigrams are all rare, and the whole term is then tested
// on those candidates only. A term with no rare stretch is common: the list keeps its plan for common terms.
import type { Db } from "#server/db/client.ts";

/** A trigram found in more than this share of a list's rows is "common": the index is not asked about it. */
export const RARE_SHARE = 0.02;
/** Longest term looked at (code points): a stretch inside the first 64 is as good a filter as any. */
const SCAN = 64;

const WORD = /[\p{L}\p{N}]/u;

/**
 * The trigrams pg_trgm takes from the LIKE pattern '%text%' (lower-cased words; a word is padded where the
 * text itself bounds it: two spaces before, one after; not where it meets the pattern's wildcards).
 */
export function patternTrigrams(text: string): string[] {
  const chars = Array.from(text.toLowerCase());
  const trigrams: string[] = [];
  let i = 0;
  while (i < chars.length) {
    if (!WORD.test(chars[i] as string)) {
      i++;
      continue;
    }
    let j = i;
    while (j < chars.length && WORD.test(chars[j] as string)) j++;
    const padded = [...(i > 0 ? [" ", " "] : []), ...chars.slice(i, j), ...(j < chars.length ? [" "] : [])];
    for (let k = 0; k + 3 <= padded.length; k++) trigrams.push(padded.slice(k, k + 3).join(""));
    i = j;
  }
  return trigrams;
}

/**
 * The longest stretch of `term` (at least one trigram) whose trigrams all have a share ≤ `rare` (RARE_SHARE
 * unless given), ties to the rarest; null when there is none (a common term). `share(t)` is the trigram's
 * estimated share of rows.
 */
export function rareStretch(term: string, share: (trigram: string) => number, rare = RARE_SHARE): string | null {
  const chars = Array.from(term).slice(0, SCAN);
  // The same trigrams recur in most of the term's stretches: each share is looked up once.
  const shares = new Map<string, number>();
  const shareOf = (t: string) => {
    let s = shares.get(t);
    if (s === undefined) {
      s = share(t);
      shares.set(t, s);
    }
    return s;
  };
  let best: { text: string; count: number; worst: number } | null = null;
  for (let i = 0; i < chars.length; i++) {
    for (let j = chars.length; j >= i + 1; j--) {
      const text = chars.slice(i, j).join("");
      const trigrams = patternTrigrams(text);
      if (trigrams.length === 0 || (best && trigrams.length < best.count)) continue;
      let worst = 0;
      for (const t of trigrams) worst = Math.max(worst, shareOf(t));
      if (worst > rare) continue;
      if (!best || trigrams.length > best.count || worst < best.worst) {
        best = { text, count: trigrams.length, worst };
      }
    }
  }
  return best?.text ?? null;
}

/** Per statistics object: trigram → share of rows, and the share assumed for a trigram not listed. */
type Shares = { byTrigram: Map<string, number>; unlisted: number };
/**
 * `stretches`: the answers given since the frequencies were read (list, term → stretch). Working one out tries
 * every substring of the term (~0.05 ms for "Harbor Point 424", more for longer terms), and a list asks again for
 * every page, sort and refetch of the same search.
 */
type Cache = {
  at: number;
  shares: Map<string, Shares>;
  stretches: Map<string, string | null>;
  loading: Promise<void> | null;
};
/** Answers remembered per process (the oldest forgotten first). */
const MAX_REMEMBERED = 2000;

/** How long a process trusts the frequencies it read (autovacuum's ANALYZE refreshes them in PostgreSQL). */
const REFRESH_MS = 5 * 60_000;
const caches = new WeakMap<Db, Cache>();

async function load(db: Db, cache: Cache) {
  // most_common_elem_freqs are shares of the non-null rows, followed by three extra values: the lowest and
  // highest share listed, and the null share. A sparse column (e-mail, phone) scales them by its non-null share.
  const { rows } = await db.$client.query<{
    name: string;
    elems: string[] | null;
    freqs: number[] | null;
    nulls: number;
  }>(
    `select statistics_name as name, most_common_elems::text::text[] as elems, most_common_elem_freqs as freqs,
            null_frac as nulls
       from pg_stats_ext_exprs where statistics_name like '%\\_trgm\\_stat'`,
  );
  const shares = new Map<string, Shares>();
  for (const row of rows) {
    const { elems, freqs } = row;
    if (!elems || !freqs) continue;
    const present = 1 - Number(row.nulls ?? 0);
    const byTrigram = new Map<string, number>();
    elems.forEach((e, i) => {
      byTrigram.set(e, (freqs[i] ?? 0) * present);
    });
    shares.set(row.name, { byTrigram, unlisted: (freqs[elems.length] ?? 0) * present });
  }
  cache.shares = shares;
  cache.stretches = new Map();
  cache.at = Date.now();
}

/**
 * The stretch of `term` the trigram index should be given for a list searched through the statistics objects
 * `stats` (a trigram's share is its highest among them), or null for a common term; `rare` as in rareStretch.
 * Frequencies are read once per REFRESH_MS per process; until the first read (or without statistics yet) every
 * trigram counts as rare.
 */
export async function indexStretch(db: Db, stats: string[], term: string, rare = RARE_SHARE): Promise<string | null> {
  let cache = caches.get(db);
  if (!cache) {
    cache = { at: 0, shares: new Map(), stretches: new Map(), loading: null };
    caches.set(db, cache);
  }
  if (Date.now() - cache.at > REFRESH_MS && !cache.loading) {
    const current = cache;
    current.loading = load(db, current)
      .catch(() => {
        current.at = Date.now(); // unreadable statistics: every trigram rare until the next try
      })
      .finally(() => {
        current.loading = null;
      });
  }
  if (cache.at === 0 && cache.loading) await cache.loading;
  const key = `${rare}\u0000${stats.join(",")}\u0000${term}`;
  const remembered = cache.stretches.get(key);
  if (remembered !== undefined) return remembered;
  const known = stats.flatMap((s) => cache.shares.get(s) ?? []);
  const share = (t: string) => Math.max(0, ...known.map((k) => k.byTrigram.get(t) ?? k.unlisted));
  const stretch = rareStretch(term, share, rare);
  if (cache.stretches.size >= MAX_REMEMBERED) cache.stretches.delete(cache.stretches.keys().next().value as string);
  cache.stretches.set(key, stretch);
  return stretch;
}

/** Forgets the frequencies read for `db` (tests that ANALYZE and expect the new ones). */
export function forgetTrigramShares(db: Db) {
  caches.delete(db);
}
