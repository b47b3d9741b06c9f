// Global search reads (decision 0024): the providers' reads in one statement. Knows no feature's tables.
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import type { SearchRead } from "#server/platform/search.ts";
import { SEARCH_LIMIT, type SearchResultType } from "#shared/rules/search.ts";

export type SearchRow = {
  type: SearchResultType;
  id: string;
  title: string;
  parent_id: string | null;
  rank: number;
  key: string;
};

/** Every type's best rows in one statement, ordered by rank then title and cut to the limit. */
export function searchStatement(reads: SearchRead[]): SQL {
  const blocks = reads.map(({ type, read }) => sql`(select ${type}::text as type, x.* from (${read}) x)`);
  return sql`select * from (${sql.join(blocks, sql` union all `)}) found
              order by rank, key collate "C" limit ${SEARCH_LIMIT}`;
}

export async function readTypes(db: Db, reads: SearchRead[]): Promise<SearchRow[]> {
  if (reads.length === 0) return [];
  return (await db.execute<SearchRow>(searchStatement(reads))).rows;
}
