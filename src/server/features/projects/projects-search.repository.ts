// Global search type 'project' (decision 0024): Projects the user created, by name (the Projects page's scope).
import { sql } from "drizzle-orm";
import type { SearchProvider } from "#server/platform/search.ts";

export const projectSearch: SearchProvider = {
  type: "project",
  feature: "templates",
  words: true,
  trigrams: "projects_search_key_trgm_stat",
  spec: () => ({
    from: sql`projects p`,
    id: sql`p.id`,
    title: sql`p.name`,
    key: sql`p.search_key`,
    owner: sql`p.created_by`,
  }),
};
