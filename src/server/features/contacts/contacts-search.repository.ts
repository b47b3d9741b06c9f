// Global search types 'person' and 'company' (decision 0024), scoped like the Contacts lists (the user's own).
// A person's key is 'first last', so 'Dana Sm' (§5's multi-word rule) and 'Smith' both match at a word start.
import { sql } from "drizzle-orm";
import type { SearchProvider } from "#server/platform/search.ts";

export const personSearch: SearchProvider = {
  type: "person",
  feature: "templates",
  words: true,
  trigrams: "people_search_key_trgm_stat",
  spec: () => ({
    from: sql`people p`,
    id: sql`p.id`,
    title: sql`btrim(p.first_name || ' ' || p.last_name)`,
    key: sql`p.search_key`,
    owner: sql`p.created_by`,
  }),
};

export const companySearch: SearchProvider = {
  type: "company",
  feature: "templates",
  words: true,
  trigrams: "companies_search_key_trgm_stat",
  spec: () => ({
    from: sql`companies c`,
    id: sql`c.id`,
    title: sql`c.name`,
    key: sql`c.search_key`,
    owner: sql`c.created_by`,
    // 'acme.com' or 'https://www.acme.com/about' finds the company whose website is on that domain.
    domain: sql`(c.domain collate "C")`,
  }),
};
