// The global-search registry's contract (decision 0024). Each feature contributes a SearchProvider for its
// types from a *-search.repository.ts file; the search feature composes them into one statement without
// knowing any feature's tables. rankedSearch builds a provider's read the same way for every type.
import { type SQL, sql } from "drizzle-orm";
import type { Feature } from "#shared/rules/access.ts";
import { SEARCH_LIMIT, type SearchResultType, type SearchTerm } from "#shared/rules/search.ts";

export type SearchProvider = {
  type: SearchResultType;
  /** The plan feature that opens the type's pages (§2.3); null when every signed-in user has them. */
  feature: Feature | null;
  /** A SELECT of (id, title, parent_id, rank, key): the user's best 10 rows, scoped like the feature's list. */
  read: (userId: string, term: SearchTerm) => SQL;
};

/** A provider's read for one request: what the search feature composes into its statement. */
export type SearchRead = { type: SearchResultType; read: SQL };

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
 * The best SEARCH_LIMIT rows: rank 0 (the title or one of its words starts with the term) in title order,
 * then rank 1 (the term inside a word). Each way of matching is its own read so each can use its index (a
 * title start is a range of the owner btree; a later word start or the inside of a word, the trigram index or
 * the btree in order, as the planner judges); the reads are disjoint. The rank-1 reads run only when rank 0
 * did not fill the limit: a Limit over an Append stops pulling once it has its rows (there is deliberately no
 * ORDER BY above it).
 */
export function rankedSearch(spec: RankedSearchSpec, term: SearchTerm): SQL {
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
  const rank1 = [sql`${key} like '%' || ${k} || '%' and ${notRank0}`];
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
  return sql`select * from (${block(0, rank0)} union all ${block(1, rank1)}) r limit ${limit}`;
}
