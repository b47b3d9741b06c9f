// The global-search registry's contract (decisions 0024, 0036, 0045, 0049). Each feature contributes a
// SearchProvider for its types from a *-search.repository.ts file: a spec naming its table, title, key and the
// ways a user reaches its rows. search-statement.ts and search-words.ts compose the specs into SQL without
// knowing any feature's tables, and searchRows runs it: the statement text is built once per set of types and
// term shape, then reused.
import { fillPlaceholders } from "drizzle-orm";
import type pg from "pg";
import { prepareStatement } from "#server/platform/prepared-statements.ts";
import {
  type CompiledSearch,
  compileSearch,
  type RankedSearchSpec,
  type SearchShape,
  type SearchType,
} from "#server/platform/search-statement.ts";
import { wordSearchSql } from "#server/platform/search-words.ts";
import type { Feature } from "#shared/rules/access.ts";
import {
  matchesInsideWords,
  mergeSearchResults,
  SEARCH_LIMIT,
  type SearchResultType,
  type SearchTerm,
} from "#shared/rules/search.ts";

export type { RankedSearchSpec, SearchType };

export type SearchProvider = SearchType & {
  /** The plan feature that opens the type's pages (§2.3); null when every signed-in user has them. */
  feature: Feature | null;
};

export type SearchRow = {
  type: SearchResultType;
  id: string;
  title: string;
  parent_id: string | null;
  rank: number;
  key: string;
};

// Compiled statements by name and shape: a handful per process (the plans' sets of types × six shapes).
const compiled = new Map<string, CompiledSearch>();

function statementFor(
  name: string,
  types: SearchType[],
  shape: SearchShape & { words: boolean; rare: boolean },
): CompiledSearch {
  const cacheKey = `${name}|${shape.stage}|${shape.inside}|${shape.domain}|${shape.words}|${shape.rare}`;
  let found = compiled.get(cacheKey);
  if (!found) {
    if (shape.words) {
      // Named: node-postgres prepares it once per connection and PostgreSQL reuses its generic plan. The
      // counter keeps names unique and short (a set of types can be longer than an identifier).
      const { text, params } = prepareStatement("search", wordSearchSql(types, shape));
      found = { name: `search-words-${compiled.size}`, text, values: (v) => fillPlaceholders(params, v) };
    } else {
      found = compileSearch(types, shape);
    }
    compiled.set(cacheKey, found);
  }
  return found;
}

/** A statement and its parameters, as node-postgres takes them; `name` when it is prepared once. */
export type SearchQuery = { name?: string; text: string; values: unknown[] };

/**
 * Whether rank 0 reads the word index: every type is in it, and the term has two letters (the index's prefix;
 * a one-letter key, 'a.' say, reads the tables as before).
 */
function readsWords(types: SearchType[], term: SearchTerm): boolean {
  return term.key.length >= 2 && types.every((t) => t.words);
}

/**
 * Whether the owned rows' rank 1 can join the rank-0 statement: every type is in the word index and names its
 * trigram statistics, and the term matches inside words. `trigramStats` lists those statistics (null if not).
 */
export function trigramStats(types: SearchType[], term: SearchTerm): string[] | null {
  if (!readsWords(types, term) || !matchesInsideWords(term)) return null;
  const stats = types.map((t) => t.trigrams);
  return stats.every((s) => s !== undefined) ? (stats as string[]) : null;
}

/**
 * The statements of a search: `best` (rank 0: the title, a word or a company's domain starts with the term; the
 * few shared rows at both ranks) and, when the term matches inside words, `inside` (the subject's own rank-1
 * rows, trigram reads). `name` identifies the set of types: the statement text is cached under it. `stretch`:
 * the term's rare stretch by the types' trigram statistics (rare-trigrams.ts), when trigramStats allows one;
 * then `best` also reads rank 1 (the trigram indexes given the stretch) and `inside` is null.
 */
export function searchQueries(
  name: string,
  types: SearchType[],
  subject: string,
  term: SearchTerm,
  stretch: string | null = null,
): { best: SearchQuery; inside: SearchQuery | null } {
  const inside = matchesInsideWords(term);
  const words = readsWords(types, term);
  const rare = stretch !== null && inside && trigramStats(types, term) !== null;
  const shape = { inside, domain: term.domain !== null };
  const values = { subject, key: term.key, domain: term.domain ?? "", stretch: stretch ?? "" };
  const query = (s: CompiledSearch): SearchQuery => ({
    ...(s.name ? { name: s.name } : {}),
    text: s.text,
    values: s.values(values),
  });
  return {
    best: query(statementFor(name, types, { ...shape, stage: "best", words, rare })),
    inside:
      inside && !rare ? query(statementFor(name, types, { ...shape, stage: "inside", words: false, rare })) : null,
  };
}

/**
 * The subject's best rows of the given types for the term, ordered by rank, then title within a rank, cut to the
 * limit. The rank-1 statement runs only when rank 0 found fewer rows than the limit: its rows could not reach
 * the answer otherwise, and they are the costly reads.
 */
export async function searchRows(
  pool: Pick<pg.Pool, "query">,
  name: string,
  types: SearchType[],
  subject: string,
  term: SearchTerm,
  stretch: string | null = null,
): Promise<SearchRow[]> {
  if (types.length === 0) return [];
  const { best, inside } = searchQueries(name, types, subject, term, stretch);
  const first = (await pool.query<SearchRow>(best)).rows;
  if (!inside || first.filter((r) => r.rank === 0).length >= SEARCH_LIMIT) return first;
  const rank1 = (await pool.query<SearchRow>(inside)).rows;
  return mergeSearchResults([first, rank1]);
}
