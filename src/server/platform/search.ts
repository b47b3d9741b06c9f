// The global-search registry's contract (decisions 0024, 0036). Each feature contributes a SearchProvider for
// its types from a *-search.repository.ts file; searchStatement composes them into one statement without
// knowing any feature's tables. rankedSearch builds a provider's reads the same way for every type.
import { type SQL, sql } from "drizzle-orm";
import type { Feature } from "#shared/rules/access.ts";
import { matchesInsideWords, SEARCH_LIMIT, type SearchResultType, type SearchTerm } from "#shared/rules/search.ts";

/**
 * A type's reads, each a SELECT of (id, title, parent_id, rank, key) giving at most SEARCH_LIMIT rows in title
 * order: `best` the rank-0 matches (title or word start), `inside` the rank-1 matches (inside a word), null
 * when the term is too short for them.
 */
export type RankedReads = { best: SQL; inside: SQL | null };

export type SearchProvider = {
  type: SearchResultType;
  /** The plan feature that opens the type's pages (§2.3); null when every signed-in user has them. */
  feature: Feature | null;
  /** The user's best rows, scoped like the feature's list. */
  read: (userId: string, term: SearchTerm) => RankedReads;
};

/** A provider's reads for one request: what searchStatement composes. */
export type SearchRead = { type: SearchResultType; read: RankedReads };

/** One way a user reaches rows of the table (owned, shared, through a room): read in index order on its own. */
export type SearchScope = SQL;

export type RankedSearchSpec = {
  /** Table (with alias) the columns below refer to. */
  from: SQL;
  id: SQL;
  title: SQL;
  /** The record that holds the row (a document's deal room); null for top-level records. */
  parentId?: SQL;
  /** The table's search_key column: ld_search_key() of the title, C-collated, stored and indexed (trigram + btree). */
  key: SQL;
  scopes: SearchScope[];
  /** Another rank-0 match, e.g. a company's website domain starting with the term. */
  alsoStartsWith?: (term: SearchTerm) => SQL | null;
};

/**
 * A type's reads. Each way of matching is its own read so each can use its index (a title start is a range of
 * the owner btree; a later word start or the inside of a word, the owner's trigram index or the btree in
 * order, as the planner judges); the reads are disjoint.
 */
export function rankedSearch(spec: RankedSearchSpec, term: SearchTerm): RankedReads {
  const key = spec.key;
  // Folded to constants at plan time (immutable function of a parameter), so the indexes apply.
  const k = sql`ld_search_key(${term.key})`;
  const some = sql`${k} <> ''`;
  const startsTitle = sql`${key} like ${k} || '%'`;
  const startsWord = sql`${key} like '% ' || ${k} || '%'`;
  const extra = spec.alsoStartsWith?.(term) ?? null;
  const rank0: SQL[] = [startsTitle, sql`${startsWord} and not ${startsTitle}`];
  if (extra) rank0.push(sql`${extra} and not ${startsTitle} and not ${startsWord}`);
  const notRank0 = sql.join(
    [startsTitle, startsWord, ...(extra ? [extra] : [])].map((m) => sql`not (${m})`),
    sql` and `,
  );
  const columns = sql`${spec.id} as id, ${spec.title} as title, ${spec.parentId ?? sql`null::uuid`} as parent_id`;
  const limit = sql.raw(String(SEARCH_LIMIT));

  const block = (rank: 0 | 1, matches: SQL[]) => {
    const reads = spec.scopes.flatMap((scope) =>
      matches.map(
        (match) =>
          sql`(select ${columns}, ${sql.raw(String(rank))} as rank, ${key} as key
                 from ${spec.from} where ${scope} and ${some} and ${match}
                order by ${key} limit ${limit})`,
      ),
    );
    if (reads.length === 1) return reads[0] as SQL;
    return sql`(select * from (${sql.join(reads, sql` union all `)}) s order by key limit ${limit})`;
  };
  return {
    best: block(0, rank0),
    // Inside a word needs a trigram (3 letters) to use an index; a shorter term would read every row (0036).
    inside: matchesInsideWords(term) ? block(1, [sql`${key} like '%' || ${k} || '%' and ${notRank0}`]) : null,
  };
}

const labelled = (reads: { type: SearchResultType; read: SQL }[]) =>
  sql.join(
    reads.map(({ type, read }) => sql`(select ${type}::text as type, x.* from (${read}) x)`),
    sql` union all `,
  );

/**
 * Every type's best rows in one statement, ordered by rank then title and cut to the limit. The rank-1 reads
 * of all types run only when the rank-0 reads of all types found fewer rows than the limit (a one-time filter
 * on an InitPlan): rank-1 rows could not reach the answer otherwise, and they are the costly trigram reads.
 */
export function searchStatement(reads: SearchRead[]): SQL {
  const best = labelled(reads.map(({ type, read }) => ({ type, read: read.best })));
  const inside = reads.flatMap(({ type, read }) => (read.inside ? [{ type, read: read.inside }] : []));
  const limit = sql.raw(String(SEARCH_LIMIT));
  const rest = inside.length
    ? sql` union all select * from (${labelled(inside)}) r1 where (select count(*) from best) < ${limit}`
    : sql``;
  return sql`with best as materialized (${best})
             select * from (select * from best${rest}) found order by rank, key collate "C" limit ${limit}`;
}

export type SearchRow = {
  type: SearchResultType;
  id: string;
  title: string;
  parent_id: string | null;
  rank: number;
  key: string;
};
