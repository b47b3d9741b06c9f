// The SQL of global search (decisions 0024, 0036, 0045, 0050), built from the providers' specs once per set of
// types and term shape. The subject (user or room), the term and its domain are placeholders, so one text serves
// every request of that shape: no statement building per request. The statements here stay unnamed, so
// PostgreSQL plans each with the request's values: the LIKE prefixes fold to index ranges, and the planner
// chooses between reading the owner's rows in title order and the trigram index by how common the term is (a
// generic plan cannot; measured at 1–2 s a request). They serve rank 1 (inside words), a room's own search and
// one-letter keys; rank 0 of the global search reads the word index (search-words.ts), which a generic plan suits.
import { fillPlaceholders, type SQL, sql } from "drizzle-orm";
import { prepareStatement } from "#server/platform/prepared-statements.ts";
import { SEARCH_LIMIT, type SearchResultType } from "#shared/rules/search.ts";

export type RankedSearchSpec = {
  /** Table (with alias) the columns below refer to. */
  from: SQL;
  id: SQL;
  title: SQL;
  /** The record that holds the row (a document's deal room); null for top-level records. */
  parentId?: SQL;
  /** The table's search_key column: ld_search_key() of the title, C-collated, stored and indexed (trigram + btree). */
  key: SQL;
  /**
   * The column naming whose rows these are (owner, creator, the room): it leads the table's (owner, search_key)
   * btree and trigram indexes, and the statement compares it with the search's subject.
   */
  owner: SQL;
  /** Rows the subject reaches without owning them (shared with them, rooms they are a member of): few, read by id. */
  shared?: SQL;
  /** A column that also matches at rank 0 when it starts with the term's website domain (companies). */
  domain?: SQL;
};

/**
 * A type and its spec; `subject` is the statement's parameter holding the acting user's (or room's) id. `words`:
 * the type's rows are in the word index (`search_words`, kept by triggers) under `owner`, so rank 0 reads that
 * index (search-words.ts); a type without it (a room's documents, searched by room) reads its own table.
 */
export type SearchType = {
  type: SearchResultType;
  spec: (subject: SQL) => RankedSearchSpec;
  words?: boolean;
  /**
   * The extended statistics object on show_trgm(key) (ANALYZE keeps each trigram's share of rows): with it, a
   * term with a rare stretch reads rank 1 in the rank-0 statement (search-words.ts, rare-trigrams.ts).
   */
  trigrams?: string;
};

/**
 * `best`: the rank-0 reads (title, word or domain start) of every type, and the few shared rows at both ranks;
 * `inside`: the rank-1 reads of the subject's own rows (inside a word; trigram index), run only when `best`
 * cannot fill the answer. `inside`: whether the term matches inside words at all (a word of 3+ letters).
 */
export type SearchShape = { stage: "best" | "inside"; inside: boolean; domain: boolean };

export type SearchValues = { subject: string; key: string; domain: string; stretch: string };

/** `name`: set for a statement prepared once per connection and planned once (the word-index statement). */
export type CompiledSearch = { name?: string; text: string; values: (v: SearchValues) => unknown[] };

const limit = sql.raw(String(SEARCH_LIMIT));
const subject = sql`${sql.placeholder("subject")}`;
// ld_search_key() of a parameter folds to a constant at plan time (immutable), so the indexes apply.
const k = sql`ld_search_key(${sql.placeholder("key")})`;

/** One type's reads for the stage, each a parenthesised SELECT of (type, id, title, parent_id, rank, key). */
export function typeReads(type: string, spec: RankedSearchSpec, shape: SearchShape): SQL[] {
  const key = spec.key;
  const some = sql`${k} <> ''`;
  const startsTitle = sql`${key} like ${k} || '%'`;
  const startsWord = sql`${key} like '% ' || ${k} || '%'`;
  const domain =
    shape.domain && spec.domain
      ? sql`${spec.domain} >= ${sql.placeholder("domain")} and ${spec.domain} < ${sql.placeholder("domain")} || chr(1114111)`
      : null;
  const rank0 = [startsTitle, startsWord, ...(domain ? [domain] : [])];
  const notRank0 = sql.join(
    rank0.map((m) => sql`not (${m})`),
    sql` and `,
  );
  const columns = (rank: SQL) =>
    sql`${type}::text as type, ${spec.id} as id, ${spec.title} as title,
        ${spec.parentId ?? sql`null::uuid`} as parent_id, ${rank} as rank, ${key} as key`;
  const read = (scope: SQL, match: SQL, rank: SQL = sql`0`, order: SQL = key) =>
    sql`(select ${columns(rank)} from ${spec.from} where ${scope} and ${some} and ${match} order by ${order} limit ${limit})`;
  const owned = sql`${spec.owner} = ${subject}`;

  if (shape.stage === "inside") {
    return [read(owned, sql`${key} like '%' || ${k} || '%' and ${notRank0}`, sql`1`)];
  }
  // Each way of matching the owner's rows is its own read so each can use its index: a title start is a range
  // of the owner btree; a later word start the trigram index or the btree in title order, as the planner judges.
  const reads = [
    read(owned, startsTitle),
    read(owned, sql`${startsWord} and not (${startsTitle})`),
    ...(domain ? [read(owned, sql`${domain} and not (${startsTitle}) and not (${startsWord})`)] : []),
  ];
  if (spec.shared) {
    // Shared rows are few and found by id: one read ranks them all (both ranks when the term matches inside
    // words), instead of one index lookup per way of matching.
    const anyRank0 = sql.join(rank0, sql` or `);
    reads.push(
      shape.inside
        ? read(
            spec.shared,
            domain ? sql`(${key} like '%' || ${k} || '%' or ${domain})` : sql`${key} like '%' || ${k} || '%'`,
            sql`case when ${anyRank0} then 0 else 1 end`,
            sql`rank, key`,
          )
        : read(spec.shared, sql`(${anyRank0})`),
    );
  }
  return reads;
}

/** Every type's reads of the stage in one statement, ordered by rank then title, cut to the limit. */
export function searchStatementSql(types: SearchType[], shape: SearchShape): SQL {
  const reads = types.flatMap(({ type, spec }) => typeReads(type, spec(subject), shape));
  return sql`select * from (${sql.join(reads, sql` union all `)}) found order by rank, key collate "C" limit ${limit}`;
}

/** The statement's text, compiled once; `values` fills a request's values into its parameters. */
export function compileSearch(types: SearchType[], shape: SearchShape): CompiledSearch {
  // The name is unused: search statements run unnamed (see the top of this file).
  const { text, params } = prepareStatement("search", searchStatementSql(types, shape));
  return { text, values: (v) => fillPlaceholders(params, v) };
}
