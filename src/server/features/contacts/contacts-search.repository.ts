// Global search types 'person' and 'company' (decision 0024), scoped like the Contacts lists (the user's own).
// A person's key is 'first last', so 'Dana Sm' (§5's multi-word rule) and 'Smith' both match at a word start.
import { sql } from "drizzle-orm";
import { rankedSearch, type SearchProvider } from "#server/platform/search.ts";

export const personSearch: SearchProvider = {
  type: "person",
  feature: "templates",
  read: (userId, term) =>
    rankedSearch(
      {
        from: sql`people p`,
        id: sql`p.id`,
        title: sql`btrim(p.first_name || ' ' || p.last_name)`,
        key: sql`p.search_key`,
        scopes: [sql`p.created_by = ${userId}`],
      },
      term,
    ),
};

export const companySearch: SearchProvider = {
  type: "company",
  feature: "templates",
  read: (userId, term) =>
    rankedSearch(
      {
        from: sql`companies c`,
        id: sql`c.id`,
        title: sql`c.name`,
        key: sql`c.search_key`,
        scopes: [sql`c.created_by = ${userId}`],
        // 'acme.com' or 'https://www.acme.com/about' finds the company whose website is on that domain.
        alsoStartsWith: (t) => (t.domain ? sql`(c.domain collate "C") like ${`${t.domain}%`}` : null),
      },
      term,
    ),
};
