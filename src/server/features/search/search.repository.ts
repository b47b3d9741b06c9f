// Global search reads (decisions 0024, 0036): the providers' reads in one statement. Knows no feature's tables.
import type { Db } from "#server/db/client.ts";
import { type SearchRead, type SearchRow, searchStatement } from "#server/platform/search.ts";

export type { SearchRow };

export async function readTypes(db: Db, reads: SearchRead[]): Promise<SearchRow[]> {
  if (reads.length === 0) return [];
  return (await db.execute<SearchRow>(searchStatement(reads))).rows;
}
