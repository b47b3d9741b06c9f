// Global search type 'survey' (decision 0024): Surveys (tour books) the user created, by name (the Surveys page's scope).
import { sql } from "drizzle-orm";
import type { SearchProvider } from "#server/platform/search.ts";

export const surveySearch: SearchProvider = {
  type: "survey",
  feature: "templates",
  words: true,
  trigrams: "surveys_search_key_trgm_stat",
  spec: () => ({
    from: sql`surveys s`,
    id: sql`s.id`,
    title: sql`s.name`,
    key: sql`s.search_key`,
    owner: sql`s.created_by`,
  }),
};
