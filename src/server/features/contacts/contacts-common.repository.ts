// Contacts data access shared by the people, companies, tags and custom-field repositories: types, the LIKE
// pattern, the tag filter and bounded totals. The repositories are the only contacts files that import
// drizzle; every function takes the acting user and scopes by created_by.
import { type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { type ListName, listTotal } from "#server/db/list-totals.ts";
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
 * Totals are counted up to COUNT_CAP + 1 rows and reported as that lower bound past it (decision 0023):
 * an exact count reads every row the user has on every page request.
 */
export const COUNT_CAP = 10_000;

/** The total for a page: exact from the page itself when it is the last one, else a bounded count. */
export async function boundedTotal(
  page: { offset: number; limit: number; rows: number },
  count: () => Promise<number>,
): Promise<number> {
  if (page.rows > 0 && page.rows < page.limit) return page.offset + page.rows;
  if (page.rows === 0 && page.offset === 0) return 0;
  return count();
}

/** The exact total of an unfiltered list when its page came back empty (past the last page). */
export async function readListTotal(db: Exec, userId: string, list: ListName): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select ${listTotal(userId, list)} as n`);
  return Number(result.rows[0]?.n ?? 0);
}
