// Keyset ("seek") paging for the long lists (decision 0051). An OFFSET makes PostgreSQL read and drop every
// skipped row (page 2,500 of 100,000 people: 50,000 index entries, ~22 ms of CPU). A page instead answers a
// cursor naming its first and last rows' sort keys; the next request asks for a page number and sends that
// cursor, and the statement starts the index scan right after (or, read backwards, right before) the named row
// and skips only the pages between (none for next/previous, at most a few for the pager's numbered window).
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { AppError } from "#server/platform/errors.ts";

/** How a sort key's value travels in a cursor and is cast back in SQL. */
export type KeyType = "text" | "timestamptz" | "bigint" | "float8" | "uuid";
export type SortKey = { expr: SQL; type: KeyType };
/**
 * A list sort: keys, then the row id as the last tie-breaker. `notNull`: no key is ever null. `descIndex` (with
 * notNull): the index stores the keys DESC NULLS LAST before the id ascending, so the descending list is its
 * forward read with ties by id ascending, and the ascending list its backward read (e.g. properties by updated).
 */
export type ListSort = { keys: SortKey[]; notNull?: boolean; descIndex?: boolean };

export const textKey = (expr: SQL): SortKey => ({ expr, type: "text" });
export const timeKey = (expr: SQL): SortKey => ({ expr, type: "timestamptz" });
export const countKey = (expr: SQL): SortKey => ({ expr, type: "bigint" });
export const numberKey = (expr: SQL): SortKey => ({ expr, type: "float8" });
export const uuidKey = (expr: SQL): SortKey => ({ expr, type: "uuid" });

/** An ORDER BY term; `rowId`: the row id, the last tie-breaker (never null). */
type Term = { expr: SQL; type: KeyType; desc: boolean; nullsFirst: boolean; rowId?: true };

/**
 * The ORDER BY terms, read forwards or backwards. A btree on (owner, …keys, id) read backwards yields "desc
 * nulls first" on every column: keys never null take the direction's own nulls placement (the same order, but
 * the index serves it), ties on id in the same direction; nullable keys keep nulls last both ways (id asc).
 * Backwards is the exact mirror: every direction and nulls placement flipped.
 */
function orderTerms(sort: ListSort, descending: boolean, id: AnyColumn | SQL, backward: boolean): Term[] {
  const nullsFirst = sort.descIndex ? !descending : descending && !!sort.notNull;
  const idDesc = sort.descIndex ? !descending : descending && !!sort.notNull;
  const terms: Term[] = [
    ...sort.keys.map((k) => ({ expr: k.expr, type: k.type, desc: descending, nullsFirst })),
    { expr: sql`${id}`, type: "uuid", desc: idDesc, nullsFirst: false, rowId: true },
  ];
  return backward ? terms.map((t) => ({ ...t, desc: !t.desc, nullsFirst: !t.nullsFirst })) : terms;
}

const termSql = (t: Term) =>
  t.rowId
    ? sql`${t.expr} ${sql.raw(t.desc ? "desc" : "asc")}`
    : sql`${t.expr} ${sql.raw(`${t.desc ? "desc" : "asc"} nulls ${t.nullsFirst ? "first" : "last"}`)}`;

/** ORDER BY for a list sort, as the index serves it (decision 0033); `backward` reads it from the other end. */
export function listOrder(
  sort: ListSort,
  opts: { descending: boolean; id: AnyColumn | SQL; backward?: boolean },
): SQL[] {
  return orderTerms(sort, opts.descending, opts.id, !!opts.backward).map(termSql);
}

const seekValue = (i: number, type: KeyType) => sql`${sql.placeholder(`seek${i}`)}::${sql.raw(type)}`;

/**
 * Rows strictly after the cursor row in the (possibly backward) order. Never-null sorts compare one row value
 * — `(k1, k2, id) > (…)` — which PostgreSQL turns into the start of the index range. Nullable keys need the
 * nulls spelled out, so the variant says which cursor values are null (`nulls`, one flag per key).
 */
export function seekCondition(
  sort: ListSort,
  opts: { descending: boolean; id: AnyColumn | SQL; backward: boolean; nulls: boolean[] },
): SQL {
  const terms = orderTerms(sort, opts.descending, opts.id, opts.backward);
  const values = terms.map((t, i) => seekValue(i, t.type));
  if (sort.descIndex) {
    // The keys and the id run in opposite directions, so no single row comparison says "after": the keys'
    // comparison with equality starts the index range, and only rows tied with the cursor test the id.
    const keys = terms.slice(0, -1);
    const id = terms[terms.length - 1] as Term;
    const op = (keys[0] as Term).desc ? "<" : ">";
    const row = sql`(${sql.join(
      keys.map((t) => t.expr),
      sql`, `,
    )})`;
    const at = sql`(${sql.join(values.slice(0, -1), sql`, `)})`;
    return sql`(${row} ${sql.raw(`${op}=`)} ${at} and (${row} ${sql.raw(op)} ${at} or ${id.expr} ${sql.raw(id.desc ? "<" : ">")} ${values[values.length - 1]}))`;
  }
  if (sort.notNull) {
    const op = sql.raw((terms[0] as Term).desc ? "<" : ">");
    return sql`(${sql.join(
      terms.map((t) => t.expr),
      sql`, `,
    )}) ${op} (${sql.join(values, sql`, `)})`;
  }
  const arms = terms.map((term, i) => {
    const equal = terms
      .slice(0, i)
      .map((t, j) => (opts.nulls[j] ? sql`${t.expr} is null` : sql`${t.expr} = ${values[j]}`));
    const isNull = !!opts.nulls[i];
    const beyond = sql`${term.expr} ${sql.raw(term.desc ? "<" : ">")} ${values[i]}`;
    // After a null: only non-nulls, and only when nulls come first. After a value: greater values, then the nulls
    // if they come last.
    const after = term.rowId
      ? beyond
      : isNull
        ? term.nullsFirst
          ? sql`${term.expr} is not null`
          : sql`false`
        : term.nullsFirst
          ? beyond
          : sql`(${beyond} or ${term.expr} is null)`;
    return sql`(${sql.join([...equal, after], sql` and `)})`;
  });
  return sql`(${sql.join(arms, sql` or `)})`;
}

/** A row's position: its sort keys as PostgreSQL's JSON gave them, and its id. */
export type RowPosition = { keys: (string | number | null)[]; id: string };

/** The sort-key values of the outer row as one JSON array column (`keysJson(sort) as sort_keys`). */
export function keysJson(sort: ListSort): SQL {
  return sql`json_build_array(${sql.join(
    sort.keys.map((k) => k.expr),
    sql`, `,
  )})`;
}

/**
 * FROM for a page whose ids `select` reads in list order (read backwards for a backward seek): the ids as
 * `page(id, n)`, numbered, and their array `page_ids.ids`, which `pageEnds` needs to know the last one. `offset
 * 0` keeps the subquery whole: pulled up, its array(…) was copied into both uses and the page read twice.
 */
export function pageIdsFrom(select: SQL): SQL {
  return sql`(select array(${select}) as ids offset 0) page_ids
    cross join unnest(page_ids.ids) with ordinality page(id, n)`;
}

/**
 * Aggregates over a page's rows (from `pageIdsFrom`): `first` and `last`, the positions of the page's first and
 * last rows as JSON `{ keys, id }` for its cursor, null for an empty page. `keys`: the row's sort keys as a JSON
 * array (`keysJson`). Only those two rows build a position (the FILTER), not every row of the page.
 */
export function pageEnds(keys: SQL, id: SQL, backward: boolean): SQL {
  const position = sql`json_build_object('keys', ${keys}, 'id', ${id})`;
  const at = (end: "start" | "end") => (end === "start" ? sql`1` : sql`cardinality(page_ids.ids)`);
  return sql`(array_agg(${position}) filter (where page.n = ${at(backward ? "end" : "start")}))[1] as first,
    (array_agg(${position}) filter (where page.n = ${at(backward ? "start" : "end")}))[1] as last`;
}

type CursorBody = { s: string; n: number; p: number; a: RowPosition; z: RowPosition };

/** The cursor of a page: its sort, size and number, and its first and last rows. Opaque to the client. */
export function encodeCursor(
  page: { sort: string; pageSize: number; page: number },
  first: RowPosition,
  last: RowPosition,
) {
  const body: CursorBody = { s: page.sort, n: page.pageSize, p: page.page, a: first, z: last };
  return Buffer.from(JSON.stringify(body)).toString("base64url");
}

// Shaped like the contract's own validation errors (title, detail, the field).
export const invalidPageCursor = () =>
  new AppError("VALIDATION_FAILED", "Validation failed", {
    detail: "Invalid page cursor",
    fields: { cursor: "Invalid page cursor" },
  });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// PostgreSQL's JSON form of a timestamptz: 2026-11-24T14:19:07.123456+00:00
const TIMESTAMP = /^\d{4,}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d)?$/;

function validPosition(value: unknown, sort: ListSort): RowPosition {
  const position = value as RowPosition;
  if (!position || typeof position.id !== "string" || !UUID.test(position.id)) throw invalidPageCursor();
  if (!Array.isArray(position.keys) || position.keys.length !== sort.keys.length) throw invalidPageCursor();
  sort.keys.forEach((key, i) => {
    const v = position.keys[i];
    if (v === null) {
      if (sort.notNull) throw invalidPageCursor();
    } else if (key.type === "bigint") {
      if (!Number.isSafeInteger(v)) throw invalidPageCursor();
    } else if (key.type === "float8") {
      if (typeof v !== "number" || !Number.isFinite(v)) throw invalidPageCursor();
    } else if (key.type === "uuid") {
      if (typeof v !== "string" || !UUID.test(v)) throw invalidPageCursor();
    } else if (typeof v !== "string" || v.includes("\0") || (key.type === "timestamptz" && !TIMESTAMP.test(v))) {
      throw invalidPageCursor();
    }
  });
  return position;
}

/** Where to start reading: after or before a row, skipping whole pages between. */
export type Seek = { backward: boolean; from: RowPosition; skip: number };

/**
 * The seek for `page` from a cursor, or null to read by offset (page 1, or the cursor's own page again). A
 * cursor of another sort or page size, or one that does not decode, answers 400 "Invalid page cursor".
 */
export function seekFromCursor(
  token: string | undefined,
  want: { sort: string; pageSize: number; page: number },
  sort: ListSort,
): Seek | null {
  if (!token) return null;
  let body: CursorBody;
  try {
    body = JSON.parse(Buffer.from(token, "base64url").toString("utf8"));
  } catch {
    throw invalidPageCursor();
  }
  if (!body || body.s !== want.sort || body.n !== want.pageSize || !Number.isSafeInteger(body.p) || body.p < 1) {
    throw invalidPageCursor();
  }
  const first = validPosition(body.a, sort);
  const last = validPosition(body.z, sort);
  if (want.page === 1 || want.page === body.p) return null;
  return want.page > body.p
    ? { backward: false, from: last, skip: (want.page - body.p - 1) * want.pageSize }
    : { backward: true, from: first, skip: (body.p - want.page - 1) * want.pageSize };
}

/**
 * The statement-name suffix of a seek: "." then the direction and which cursor keys are null (the SQL differs);
 * nothing without a seek, so offset pages keep their names.
 */
export function seekVariant(seek: Seek | null): string {
  if (!seek) return "";
  return `.${seek.backward ? "b" : "a"}${seek.from.keys.map((k) => (k === null ? "n" : "v")).join("")}`;
}

/** Placeholder values for a seek's condition: seek0… for the keys, then the id. */
export function seekValues(seek: Seek | null): Record<string, unknown> {
  if (!seek) return {};
  const values: Record<string, unknown> = {};
  seek.from.keys.forEach((k, i) => {
    values[`seek${i}`] = k;
  });
  values[`seek${seek.from.keys.length}`] = seek.from.id;
  return values;
}

/** Parses a seek variant's part after the dot back ("av", "bn", …); "" is no seek. */
export function parseSeekVariant(variant: string): { backward: boolean; nulls: boolean[] } | null {
  if (!variant) return null;
  return { backward: variant[0] === "b", nulls: [...variant.slice(1)].map((c) => c === "n") };
}

/** The cursor a page answers with (none for an empty page). */
export function pageCursor(
  page: { sort: string; pageSize: number; page: number },
  positions: RowPosition[],
): string | undefined {
  const first = positions[0];
  const last = positions[positions.length - 1];
  return first && last ? encodeCursor(page, first, last) : undefined;
}
