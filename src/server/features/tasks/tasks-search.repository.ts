// Global search type 'task' (decision 0024): Tasks and subtasks the user created, by title (the Tasks page's scope).
import { sql } from "drizzle-orm";
import type { SearchProvider } from "#server/platform/search.ts";

export const taskSearch: SearchProvider = {
  type: "task",
  feature: "templates",
  words: true,
  trigrams: "tasks_search_key_trgm_stat",
  spec: () => ({
    from: sql`tasks t`,
    id: sql`t.id`,
    title: sql`t.title`,
    key: sql`t.search_key`,
    owner: sql`t.created_by`,
  }),
};
