// Reading the per-user list totals kept by triggers (schema/list-totals.ts, decision 0033). The ORDER BY shape
// that lets one btree serve a list sort in both directions is in platform/keyset.ts.
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/** A list's rows per user; "properties_unlocated": the properties without coordinates (decision 0044). */
export type ListName = "people" | "companies" | "dealrooms" | "properties" | "properties_unlocated";

/** The exact number of the user's rows in a list, as a scalar subquery (one primary-key read). */
export function listTotal(userId: string | SQLWrapper, list: ListName): SQL<number> {
  return sql<number>`coalesce((select lt.n from list_totals lt where lt.user_id = ${userId} and lt.list = ${list}), 0)`.mapWith(
    Number,
  );
}
