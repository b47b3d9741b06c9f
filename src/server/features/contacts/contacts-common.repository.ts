// Contacts data access shared by the people, companies, tags and custom-field repositories: types, the LIKE
// pattern, the tag filter and bounded totals. The repositories are the only contacts files that import
// drizzle; every function takes the acting user and scopes by created_by.
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import type { RowPosition } from "#server/platform/keyset.ts";
import type { companies, customFields, people, tags } from "#server/db/schema/contacts.ts";
import type { ContactEntityType } from "#shared/contract/contacts-common.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Exec = Db | Tx;

export type PersonRow = typeof people.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type TagRow = typeof tags.$inferSelect;
export type CustomFieldRow = typeof customFields.$inferSelect;
export type PersonInsert = Omit<typeof people.$inferInsert, "createdBy">;
export type CompanyInsert = Omit<typeof companies.$inferInsert, "createdBy">;
export type PersonWithCompany = PersonRow & { companyName: string | null };
export type CompanyWithCount = CompanyRow & { peopleCount: number };

export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Correlated subqueries name the outer table explicitly: drizzle leaves columns unqualified in single-table
// queries, where "id" would resolve to the subquery's own table.
export function hasTag(entityType: ContactEntityType, tagId: string | SQLWrapper) {
  const outer = sql.raw(entityType === "people" ? `"people"."id"` : `"companies"."id"`);
  return sql`exists (select 1 from tag_assignments ta where ta.entity_id = ${outer} and ta.entity_type = ${entityType} and ta.tag_id = ${tagId})`;
}

/**
 * A search's matching ids, collected once per statement for both the page and its bounded count. Written as
 * `id = any(array(…))` in each, PostgreSQL ran the trigram reads twice — two InitPlans, one per use (decision
 * 0051, addendum). `with` opens the statement (a materialized CTE: computed once, read by both); `test(id)` is
 * the row's condition (a uuid primary key), an index condition on it.
 */
export function matchesOnce(ids: SQL): { with: SQL; test: (id: SQLWrapper) => SQL } {
  return {
    with: sql`with matched as materialized (select array(${ids}) as ids) `,
    // The cast makes the subquery one value (the array), not ANY's row-by-row subquery form.
    test: (id) => sql`${id} = any((select matched.ids from matched)::uuid[])`,
  };
}

/**
 * Totals are counted up to COUNT_CAP + 1 rows and reported as that lower bound past it (decision 0023):
 * an exact count reads every row the user has on every page request.
 */
export const COUNT_CAP = 10_000;

/** The total for a filtered page: exact from the page itself when it is the last one, else its bounded count. */
export function boundedTotal(page: { offset: number; limit: number; rows: number }, counted: number): number {
  if (page.rows > 0 && page.rows < page.limit) return page.offset + page.rows;
  if (page.rows === 0 && page.offset === 0) return 0;
  return counted;
}

/**
 * A list page as its statement answers it: the items as the contract's JSON text (PostgreSQL writes it), how
 * many, the first and last rows' positions (null when empty) and the total column (list_totals' exact total
 * unfiltered, the bounded count filtered).
 */
export type PageJsonRow = {
  items: string;
  n: number;
  first: RowPosition | null;
  last: RowPosition | null;
  total: number;
};

/** A page of a contacts list: its items' JSON text, its total and the positions its cursor names. */
export type JsonPage = { itemsJson: string; total: number; ends: RowPosition[] };

export function jsonPage(row: PageJsonRow, page: { offset: number; limit: number }, filtered: boolean): JsonPage {
  const total = filtered ? boundedTotal({ ...page, rows: row.n }, row.total) : row.total;
  return { itemsJson: row.items, total, ends: row.first && row.last ? [row.first, row.last] : [] };
}
