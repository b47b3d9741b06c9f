// Global search reads (decisions 0024, 0036, 0045): the providers' reads composed by the platform. Knows no
// feature's tables.
import type { Db } from "#server/db/client.ts";
import { indexStretch, patternTrigrams } from "#server/platform/rare-trigrams.ts";
import { type SearchRow, type SearchType, searchRows, trigramStats } from "#server/platform/search.ts";
import type { SearchTerm } from "#shared/rules/search.ts";

export type { SearchRow };

/**
 * A trigram of the stretch is in at most this share of each type's rows. Rank 1 in the rank-0 statement reads
 * every candidate the index gives (≤ share × the user's rows, per type) where a separate statement could walk
 * the titles in order: measured at 1,000,000 rows, one trigram in ~0.3 % of titles ('844') cost more that way.
 */
export const SEARCH_RARE_SHARE = 0.005;
/** …and the stretch has at least this many trigrams (together far rarer than each: 'qxzvw' has three). */
export const SEARCH_RARE_TRIGRAMS = 2;

/**
 * The term's rare stretch by the types' trigram statistics, or null (a common term, or types without them). It
 * only chooses the statements (one with rank 1 inside, or two): both give the same rows.
 */
export async function rareStretch(db: Db, types: SearchType[], term: SearchTerm): Promise<string | null> {
  const stats = trigramStats(types, term);
  const stretch = stats ? await indexStretch(db, stats, term.key, SEARCH_RARE_SHARE) : null;
  return stretch && patternTrigrams(stretch).length >= SEARCH_RARE_TRIGRAMS ? stretch : null;
}

/** The user's best rows of `types`; the statement text is cached per set of types (its name). */
export async function readTypes(db: Db, types: SearchType[], userId: string, term: SearchTerm): Promise<SearchRow[]> {
  const name = types.map((t) => t.type).join(",");
  return searchRows(db.$client, name, types, userId, term, await rareStretch(db, types, term));
}
