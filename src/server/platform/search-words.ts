// Rank 0 of global search through the word index (decision 0050). `search_words` holds one row per word start of
// every searchable row (kept by triggers on the searched tables): the owner, the type, the first two letters
// from that word start (`prefix`), the rest of the title from there (`suffix`, cut to 64 characters) and the
// whole comparison key. Every read below is an index range whose best plan does not depend on the term, so the
// statement is a named prepared statement with one generic plan: no planning per request (planning was ~2.2 ms
// of the ~5–8 ms PostgreSQL spent on each search).
//
// Per type, the owner's rows whose title or a word of it starts with the term, in title order:
// - a common term ('ha', 'cen'): walk the (owner, type, prefix, key) btree in title order from the term's two
//   letters and keep the rows that match; ten turn up within the first few hundred entries;
// - a rarer one ('maria garc' among 'ma…'): the walk reads SEARCH_WALK entries without finding ten, and the exact
//   range of word starts on the (owner, type, suffix) btree is small because the term is rare, so it is sorted.
// The second read runs only when the first could not decide (a one-time filter in the plan), so a request costs
// at most about WALK + (matches when rare) index entries per type, whatever the term.
import { type SQL, sql } from "drizzle-orm";
import type { RankedSearchSpec, SearchType } from "#server/platform/search-statement.ts";
import { SEARCH_LIMIT } from "#shared/rules/search.ts";

/** Entries of the two-letter range read in title order before the exact range is sorted instead. */
export const SEARCH_WALK = 200;
/** Length the stored suffixes are cut to (the migration's ld_search_word_starts). */
export const SEARCH_SUFFIX_LENGTH = 64;

const limit = sql.raw(String(SEARCH_LIMIT));
const walk = sql.raw(String(SEARCH_WALK));
const cut = sql.raw(String(SEARCH_SUFFIX_LENGTH));
const subject = sql`${sql.placeholder("subject")}`;
/** The term's key, computed once per statement by PostgreSQL's own ld_search_key (the `term` CTE). */
const k = sql`(select term.k from term)`;
/** The title or one of its words starts with the term. */
const startsWord = (key: SQL) => sql`strpos(' ' || ${key}, (select term.sk from term)) > 0`;
/** A company's domain starts with the term's domain: an explicit range, so the generic plan uses the btree. */
const domainStarts = (column: SQL) =>
  sql`${column} >= ${sql.placeholder("domain")} and ${column} < ${sql.placeholder("domain")} || chr(1114111)`;

/** A type as an SQL string literal (types are fixed identifiers, checked here). */
function quoted(type: string): string {
  if (!/^[a-z_]+$/.test(type)) throw new Error(`not a search type: ${type}`);
  return `'${type}'`;
}
const literal = (type: string) => sql.raw(quoted(type));

/**
 * The subject's own rank-0 rows of every type: (type, id, rank, key). One lateral read, run once per type with the
 * type as its value: the plan holds one copy instead of ten (executor set-up was most of a cheap search's cost).
 */
export function ownedWordReads(types: string[]): SQL {
  const list = sql.raw(`array[${types.map(quoted).join(", ")}]::text[]`);
  // The walk reads the index lazily: `hits` stops at the tenth match, and `walked` is read to its end (to learn
  // whether the range ended) only when fewer than ten matched. `first`: one entry per row and two letters.
  return sql`(select ty.type, x.id, 0 as rank, x.key
    from term cross join unnest(${list}) as ty(type) cross join lateral (
    with walked as materialized (
           select w.key, w.id from search_words w
            where w.owner = ${subject} and w.type = ty.type and w.prefix = term.p2 and w.first
            order by w.key limit ${walk}),
         hits as materialized (
           select walked.key, walked.id from walked where strpos(' ' || walked.key, term.sk) > 0 limit ${limit}),
         decided as materialized (
           select term.long and ((select count(*) from hits) >= ${limit} or (select count(*) from walked) < ${walk}) as yes)
    select hits.key, hits.id from hits where (select decided.yes from decided)
    union all
    select distinct w.key, w.id from search_words w
     where not (select decided.yes from decided)
       and w.owner = ${subject} and w.type = ty.type and w.suffix >= term.lo and w.suffix < term.hi
       and strpos(' ' || w.key, term.sk) > 0
    order by 1 limit ${limit}) x)`;
}

/**
 * Rows shared with the subject (few, found by id), ranked in one read: rank 0 as above, and when the term also
 * matches inside words (`inside`) rank 1 for a match inside a word.
 */
function sharedRead(type: string, spec: RankedSearchSpec, shared: SQL, inside: boolean, domain: SQL | null): SQL {
  const rank0 = domain ? sql`(${startsWord(spec.key)} or ${domain})` : startsWord(spec.key);
  const match = inside ? sql`(strpos(${spec.key}, ${k}) > 0 or ${rank0})` : rank0;
  return sql`(select ${literal(type)}::text as type, ${spec.id} as id,
      case when ${rank0} then 0 else 1 end as rank, ${spec.key} as key
    from ${spec.from} where ${shared} and ${match} order by rank, key limit ${limit})`;
}

/** Companies whose website's domain starts with the term's and whose name did not already match. */
function domainRead(type: string, spec: RankedSearchSpec, domain: SQL): SQL {
  return sql`(select ${literal(type)}::text as type, ${spec.id} as id, 0 as rank, ${spec.key} as key
    from ${spec.from} where ${spec.owner} = ${subject} and ${domain} and not ${startsWord(spec.key)}
    order by ${spec.key} limit ${limit})`;
}

/** The title and parent of a found row, read by id from its type's table (ten rows per request). */
function byType(types: { type: string; spec: RankedSearchSpec }[], column: (s: RankedSearchSpec) => SQL | null) {
  const arms = types.flatMap(({ type, spec }) => {
    const value = column(spec);
    return value ? [sql`when ${literal(type)} then (select ${value} from ${spec.from} where ${spec.id} = f.id)`] : [];
  });
  return arms.length ? sql`case f.type ${sql.join(arms, sql` `)} end` : sql`null`;
}

/**
 * Rank 1 (inside a word) of the subject's own rows, for a term with a rare stretch: the trigram index gets the
 * stretch (`term.needle`, few candidates by the statistics) and each candidate is tested for the whole key; rows
 * matching at rank 0 (title, word or domain start) are left out, as the separate rank-1 statement does. The
 * pattern is an InitPlan value, so the plan does not depend on it: one generic plan, a bitmap scan of the index.
 * Ordered by `key || ''` (the same order) so no plan can walk the (owner, key) btree in title order instead: with
 * the user's id as a constant (the first five runs on a connection are planned with the values) the planner
 * chose that walk, which reads every row of the user for a term found nowhere (150–270 ms at 100,000 rows).
 */
function insideRead(type: string, spec: RankedSearchSpec, domain: SQL | null): SQL {
  return sql`(select ${literal(type)}::text as type, ${spec.id} as id, 1 as rank, ${spec.key} as key
    from ${spec.from} where ${spec.owner} = ${subject}
      and ${spec.key} like (select term.pattern from term) and strpos(${spec.key}, ${k}) > 0
      and not ${startsWord(spec.key)}${domain ? sql` and not (${domain})` : sql``}
    order by ${spec.key} || '' limit ${limit})`;
}

/** `rare`: the term matches inside words and has a rare stretch: rank 1 is read in this statement too. */
export type WordShape = { inside: boolean; domain: boolean; rare: boolean };

/**
 * The rank-0 statement over the word index: every type's owned rows, shared rows (both ranks when `inside`),
 * company domains when the term names one; ordered by rank then title and cut to the limit. With `rare`, the
 * owned rows' rank 1 follows in the same statement, read only when rank 0 found fewer than ten (a one-time
 * filter): one round trip and no planning for a term found nowhere (decision 0045, addendum).
 */
export function wordSearchSql(types: SearchType[], shape: WordShape): SQL {
  const specs = types.map(({ type, spec }) => ({ type, spec: spec(subject) }));
  const domainOf = (spec: RankedSearchSpec) => (shape.domain && spec.domain ? domainStarts(spec.domain) : null);
  const reads = [
    ownedWordReads(types.map((t) => t.type)),
    ...specs.flatMap(({ type, spec }) => {
      const domain = domainOf(spec);
      return [
        ...(domain ? [domainRead(type, spec, domain)] : []),
        ...(spec.shared ? [sharedRead(type, spec, spec.shared, shape.inside, domain)] : []),
      ];
    }),
  ];
  const best = sql`select * from (${sql.join(reads, sql` union all `)}) found order by rank, key limit ${limit}`;
  const rare = shape.rare && shape.inside;
  const found = rare
    ? sql`select * from best union all
        select * from (${sql.join(
          specs.map(({ type, spec }) => insideRead(type, spec, domainOf(spec))),
          sql` union all `,
        )}) inside where (select count(*) from best where best.rank = 0) < ${limit}
        order by rank, key limit ${limit}`
    : best;
  // The term once: its key (PostgreSQL's ld_search_key, so accents fold as in the index), its two letters, the
  // word range's bounds, whether it has the two letters the walk needs, and (rank 1) the index's LIKE pattern:
  // the rare stretch when it is part of this key (it always is unless accents fold differently), else the key.
  const pattern = rare
    ? sql`, '%' || case when s <> '' and strpos(k, s) > 0 then s else k end || '%' as pattern`
    : sql``;
  const stretch = rare ? sql`, ${sql.placeholder("stretch")}::text collate "C" as s` : sql``;
  return sql`with term as materialized (
      select k, left(k, 2) as p2, left(k, ${cut}) as lo, left(k, ${cut}) || chr(1114111) as hi, ' ' || k as sk,
             length(k) >= 2 as long${pattern}
        from (select ld_search_key(${sql.placeholder("key")}) collate "C" as k${stretch}) t)${
          rare ? sql`, best as materialized (${best})` : sql``
        }
    select f.type, f.id, ${byType(specs, (s) => s.title)} as title,
           ${byType(specs, (s) => s.parentId ?? null)}::uuid as parent_id, f.rank, f.key
      from (${found}) f
     order by f.rank, f.key`;
}
