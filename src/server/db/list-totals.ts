// Reading the per-user list totals kept by triggers (schema/list-totals.ts, decision 0033), and the ORDER BY
// shape that lets one btree serve a list sort in both directions.
import { type AnyColumn, type SQL, type SQLWrapper, sql } from "drizzle-orm";

export type ListName = "people" | "companies" | "dealrooms" | "properties";

/** The exact number of the user's rows in a list, as a scalar subquery (one primary-key read). */
export function listTotal(userId: string | SQLWrapper, list: ListName): SQL<number> {
  return sql<number>`coalesce((select lt.n from list_totals lt where lt.user_id = ${userId} and lt.list = ${list}), 0)`.mapWith(
    Number,
  );
}

/**
 * ORDER BY keys then id. A btree on (owner, …keys, id) read backwards yields "desc nulls first" on every key:
 * keys that are never null take the direction's own nulls placement (same order, but the index serves it, no
 * sort of every row); nullable keys keep nulls last in both directions.
 */
export function listOrder(keys: SQL[], opts: { descending: boolean; notNull: boolean; id: AnyColumn }): SQL[] {
  const { descending, notNull, id } = opts;
  const dir = descending ? (notNull ? sql`desc nulls first` : sql`desc nulls last`) : sql`asc nulls last`;
  return [...keys.map((k) => sql`${k} ${dir}`), descending && notNull ? sql`${id} desc` : sql`${id} asc`];
}
