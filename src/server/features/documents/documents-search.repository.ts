// Global search types 'lease' and 'offering_memorandum' (decision 0024): the documents the user owns, and
// those shared with them (active document_access), as the Documents page lists them.
import { sql } from "drizzle-orm";
import type { SearchProvider } from "#server/platform/search.ts";

const documentSearch = (type: "lease" | "offering_memorandum", table: "leases" | "offering_memorandums") =>
  ({
    type,
    feature: null,
    words: true,
    trigrams: `${table}_search_key_trgm_stat`,
    spec: (user) => ({
      from: sql.raw(`${table} d`),
      id: sql`d.id`,
      title: sql`d.title`,
      key: sql`d.search_key`,
      owner: sql`d.owner_id`,
      shared: sql`d.id = any(array(select a.document_id from document_access a where a.user_id = ${user}
                   and a.status = 'active' and a.document_type = ${type})) and d.owner_id <> ${user}`,
    }),
  }) satisfies SearchProvider;

export const leaseSearch = documentSearch("lease", "leases");
export const memorandumSearch = documentSearch("offering_memorandum", "offering_memorandums");
