// Global search reads (decisions 0024, 0036, 0045): the providers' reads composed by the platform. Knows no
// feature's tables.
import type { Db } from "#server/db/client.ts";
import { type SearchRow, type SearchType, searchRows } from "#server/platform/search.ts";
import type { SearchTerm } from "#shared/rules/search.ts";

export type { SearchRow };

/** The user's best rows of `types`; the statement text is cached per set of types (its name). */
export function readTypes(db: Db, types: SearchType[], userId: string, term: SearchTerm): Promise<SearchRow[]> {
  return searchRows(db.$client, types.map((t) => t.type).join(","), types, userId, term);
}
