// The global-search registry's contract (decisions 0024, 0036, 0045). Each feature contributes a SearchProvider
// for its types from a *-search.repository.ts file: a spec naming its table, title, key and the ways a user
// reaches its rows. search-statement.ts composes the specs into SQL without knowing any feature's tables, and
// searchRows runs it: the statement text is built once per set of types and term shape, then reused.
import type pg from "pg";
import {
  type CompiledSearch,
  compileSearch,
  type RankedSearchSpec,
  type SearchShape,
  type SearchType,
} from "#server/platform/search-statement.ts";
import type { Feature } from "#shared/rules/access.ts";
import {
  escapeLike,
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

// Compiled statements by name and shape: a handful per process (the plans' sets of types × four shapes).
const compiled = new Map<string, CompiledSearch>();

function statementFor(name: string, types: SearchType[], shape: SearchShape): CompiledSearch {
  const cacheKey = `${name}|${shape.stage}|${shape.inside}|${shape.domain}`;
  let found = compiled.get(cacheKey);
  if (!found) {
    found = compileSearch(types, shape);
    compiled.set(cacheKey, found);
  }
  return found;
}

/** A statement and its parameters, as node-postgres takes them. */
export type SearchQuery = { text: string; values: unknown[] };

/**
 * The statements of a search: `best` (rank 0: the title, a word or a company's domain starts with the term; the
 * few shared rows at both ranks) and, when the term matches inside words, `inside` (the subject's own rank-1
 * rows, trigram reads). `name` identifies the set of types: the statement text is cached under it.
 */
export function searchQueries(
  name: string,
  types: SearchType[],
  subject: string,
  term: SearchTerm,
): { best: SearchQuery; inside: SearchQuery | null } {
  const shape = { inside: matchesInsideWords(term), domain: term.domain !== null };
  const values = { subject, key: term.key, domain: term.domain ? escapeLike(term.domain) : "" };
  const query = (s: CompiledSearch) => ({ text: s.text, values: s.values(values) });
  return {
    best: query(statementFor(name, types, { ...shape, stage: "best" })),
    inside: shape.inside ? query(statementFor(name, types, { ...shape, stage: "inside" })) : null,
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
): Promise<SearchRow[]> {
  if (types.length === 0) return [];
  const { best, inside } = searchQueries(name, types, subject, term);
  const first = (await pool.query<SearchRow>(best.text, best.values)).rows;
  if (!inside || first.filter((r) => r.rank === 0).length >= SEARCH_LIMIT) return first;
  const rank1 = (await pool.query<SearchRow>(inside.text, inside.values)).rows;
  return mergeSearchResults([first, rank1]);
}
