// Global search type 'property' (decision 0024): Properties the user created, by name or building name (the Properties page's scope).
import { sql } from "drizzle-orm";
import type { SearchProvider } from "#server/platform/search.ts";

export const propertySearch: SearchProvider = {
  type: "property",
  feature: "docanalysis",
  words: true,
  trigrams: "properties_search_key_trgm_stat",
  spec: () => ({
    from: sql`properties p`,
    id: sql`p.id`,
    title: sql`p.name`,
    key: sql`p.search_key`,
    owner: sql`p.created_by`,
  }),
};
