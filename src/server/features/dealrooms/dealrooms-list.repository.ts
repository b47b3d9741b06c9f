// The user's deal-room list: rooms they created or are an active member of, one prepared statement per page
// (decision 0044), scoped by the acting user.
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { listTotal } from "#server/db/list-totals.ts";
import {
  type ListSort,
  parseSeekVariant,
  type RowPosition,
  type Seek,
  seekCondition,
  seekValues,
  seekVariant,
  timeKey,
} from "#server/platform/keyset.ts";
import { pageVariant, runPrepared, statementVariants } from "#server/platform/prepared-statements.ts";
import { isoTimeText } from "#server/platform/json-text.ts";
import { indexStretch } from "#server/platform/rare-trigrams.ts";
import type { DealroomSort } from "#shared/contract/dealrooms.ts";

/** Totals are counted up to this many rows (+1) per half, then reported as that lower bound. */
const LIST_COUNT_CAP = 10_000;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const userId = sql.placeholder("userId");
const memberOf = sql`m.user_id = ${userId} and m.status = 'active' and (m.expires_at is null or m.expires_at > now())
  and d.created_by <> ${userId}`;
/** The list's one sort key; the cursor carries it (decision 0051). */
export const roomSort: ListSort = { keys: [timeKey(sql`d.updated_at`)], notNull: true };

/**
 * The name search: "q" a common term as a pattern (custom plans); "r" a term with a rare stretch
 * (platform/rare-trigrams.ts): the rooms of any owner whose name holds the stretch (the trigram index) and the
 * whole term (strpos of lower() is what ILIKE does), collected once with the columns the list shows in `rare` —
 * few, as the stretch is rare — and read from there by both halves and the count (no second visit of the rows
 * by primary key); the values sit in InitPlans, so one generic plan serves every term instead of planning each
 * request.
 */
const nameFilter = (filters: string) => (filters === "q" ? sql`and d.name ilike ${sql.placeholder("pattern")}` : sql``);
const rooms = (filters: string) => (filters === "r" ? sql`rare d` : sql`dealrooms d`);
const rareRooms = (filters: string) =>
  filters === "r"
    ? sql`with rare as materialized (select n.id, n.name, n.status, n.created_by, n.created_at, n.updated_at
        from dealrooms n where n.name ilike (select ${sql.placeholder("stretch")}::text)
          and strpos(lower(n.name), (select lower(${sql.placeholder("term")}::text))) > 0)`
    : sql``;

/** The statistics object whose trigram frequencies decide a name search's index stretch. */
const ROOM_TRIGRAM_STATS = ["dealrooms_name_trgm_stat"];
const sharedCount = (filters: string) => sql`(select count(*) from (select 1 from dealroom_members m
  join ${rooms(filters)} on d.id = m.dealroom_id where ${memberOf} ${nameFilter(filters)} limit ${LIST_COUNT_CAP + 1}) shared)::int`;
const ROOM_COLUMNS = sql`d.id, d.name, d.status, d.created_by, d.created_at, d.updated_at`;

/**
 * One page, prepared per variant (sort.filters.page). Each half reads its own index in order and stops at
 * offset + limit, so page 1 of 100,000 rooms touches ~20 index entries instead of sorting them all. The ORDER
 * BY spells the index's own nulls placement ("desc nulls last", backwards "asc nulls first"; both columns are
 * NOT NULL, so the order is the same): plain "desc" did not match the index and sorted every room (74 ms at
 * 100,000, decision 0033). Unfiltered, the total comes in the same statement: own rooms from list_totals
 * (exact), shared rooms counted up to the cap; `(select 1) left join` keeps it when the page is empty. A first
 * page has literal limits (decision 0044), deeper pages take `take` = offset + limit, `limit` and `offset`.
 * With a seek both halves start right after (or before, read the other way) the cursor's room, and `offset`
 * is only the pages between (decision 0051). An unfiltered offset read (a deep page typed without its cursor)
 * reads only the sort key and id in the halves — the own half from the (owner, updated, id) index alone, never
 * the table — and the page's rooms after: it skips index entries, not rows.
 */
const pageStatement = statementVariants("dealrooms.list", (variant) => {
  const [sort, filters = "", window = "page", seekPart = ""] = variant.split(".");
  const seek = parseSeekVariant(seekPart);
  const descending = sort !== "updated_asc";
  // Read backwards, a page runs the opposite way and is turned round at the end.
  const dir = descending !== !!seek?.backward ? sql`desc nulls last` : sql`asc nulls first`;
  const seekFrom = seek ? sql`and ${seekCondition(roomSort, { descending, id: sql`d.id`, ...seek })}` : sql``;
  const first = /^first(\d+)$/.exec(window);
  const take = first ? sql.raw(first[1] as string) : sql.placeholder("take");
  const pageWindow = first
    ? sql.raw(`limit ${Number(first[1])}`)
    : sql`limit ${sql.placeholder("limit")} offset ${sql.placeholder("offset")}`;
  // A rare term's matches are few: their total comes in the same statement (a common term's is a second one).
  const total =
    filters === "q"
      ? sql`null::int`
      : filters === "r"
        ? filteredCount(filters)
        : sql`(${listTotal(userId, "dealrooms")} + ${sharedCount(filters)})`;
  // Only an offset read (a deep page typed without its cursor) gains from reading keys first: a first page or a
  // seek reads ~20 entries either way, and the extra join made PostgreSQL reject their generic plan (planning
  // 0.6 ms on every request).
  const keysOnly = filters === "" && !first && !seek;
  const columns = keysOnly ? sql`d.updated_at, d.id` : ROOM_COLUMNS;
  const page = sql`select * from (
        (select ${columns} from ${rooms(filters)}
          where d.created_by = ${userId} ${nameFilter(filters)} ${seekFrom}
          order by d.updated_at ${dir}, d.id ${dir} limit ${take})
        union all
        (select ${columns} from dealroom_members m join ${rooms(filters)} on d.id = m.dealroom_id
          where ${memberOf} ${nameFilter(filters)} ${seekFrom}
          order by d.updated_at ${dir}, d.id ${dir} limit ${take})
      ) u order by u.updated_at ${dir}, u.id ${dir} ${pageWindow}`;
  const rows = keysOnly ? sql`select ${ROOM_COLUMNS} from (${page}) k join dealrooms d on d.id = k.id` : page;
  // One row: the page's rooms as the contract's JSON text (PostgreSQL writes it; Node splices it into the answer),
  // their sort keys and ids in the same order (one sort serves the three aggregates) for the cursor, and the total.
  const order = sql.raw(
    descending ? "r.updated_at desc nulls last, r.id desc" : "r.updated_at asc nulls first, r.id asc",
  );
  return sql`${rareRooms(filters)}
    select coalesce(to_json(a.items)::text, '[]') as items, coalesce(cardinality(a.ids), 0) as n,
      json_build_array(a.keys[1]) as first_keys, a.ids[1] as first_id,
      json_build_array(a.keys[cardinality(a.ids)]) as last_keys, a.ids[cardinality(a.ids)] as last_id, a.total
    from (select array_agg(item order by ${order}) as items, array_agg(r.updated_at order by ${order}) as keys,
        array_agg(r.id order by ${order}) as ids, ${total} as total
      from (${rows}) r cross join lateral (${roomItem}) item) a`;
});

/** A list item as the contract's dealroomDto, keys in its order (the page's row `r`). */
const roomItem = sql`select r.id, r.name, r.status, r.created_by as "createdBy",
  ${isoTimeText(sql`r.created_at`)} as "createdAt", ${isoTimeText(sql`r.updated_at`)} as "updatedAt"`;

/** A name search's matches, counted up to the cap per half (decision 0023): a lower bound past it. */
const filteredCount = (filters: string): SQL => sql`((select count(*) from (select 1 from ${rooms(filters)}
  where d.created_by = ${userId} ${nameFilter(filters)} limit ${LIST_COUNT_CAP + 1}) own)::int + ${sharedCount(filters)})`;
const countStatement = statementVariants(
  "dealrooms.count",
  (filters): SQL => sql`${rareRooms(filters)} select ${filteredCount(filters)} as total`,
);

type PageRow = {
  items: string;
  n: number;
  first_keys: RowPosition["keys"];
  first_id: string | null;
  last_keys: RowPosition["keys"];
  last_id: string | null;
  total: number | null;
};

/**
 * Rooms the user created or is an active (unexpired) member of, newest-updated first by default: the page's
 * items as the contract's JSON text, the total, and the positions of its first and last rooms (for its cursor).
 */
export async function listRooms(
  db: Db,
  owner: string,
  opts: { q?: string; sort: DealroomSort; page: number; pageSize: number; seek?: Seek | null },
): Promise<{ itemsJson: string; total: number; ends: RowPosition[] }> {
  const offset = (opts.page - 1) * opts.pageSize;
  const stretch = opts.q ? await indexStretch(db, ROOM_TRIGRAM_STATS, opts.q) : null;
  const filters = opts.q ? (stretch === null ? "q" : "r") : "";
  const seek = opts.seek ?? null;
  const skip = seek ? seek.skip : offset;
  const values = {
    userId: owner,
    pattern: filters === "q" && opts.q ? `%${escapeLike(opts.q)}%` : null,
    stretch: stretch === null ? null : `%${escapeLike(stretch)}%`,
    term: filters === "r" ? opts.q : null,
    take: skip + opts.pageSize,
    limit: opts.pageSize,
    offset: skip,
    ...seekValues(seek),
  };
  const variant = `${opts.sort}.${filters}.${pageVariant(opts.pageSize, skip)}${seekVariant(seek)}`;
  const [row] = await runPrepared<PageRow>(db, pageStatement(variant), values);
  const page = row as PageRow;
  let total = Number(page.total ?? 0);
  if (filters === "q") {
    if (page.n > 0 && page.n < opts.pageSize) total = offset + page.n;
    else if (page.n === 0 && offset === 0) total = 0;
    else total = Number((await runPrepared<{ total: number }>(db, countStatement(filters), values))[0]?.total ?? 0);
  }
  const ends =
    page.first_id && page.last_id
      ? [
          { keys: page.first_keys, id: page.first_id },
          { keys: page.last_keys, id: page.last_id },
        ]
      : [];
  return { itemsJson: page.items, total, ends };
}
