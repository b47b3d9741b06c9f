import { asc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { helpArticles } from "#server/db/schema/help.ts";

/** Published articles, by category then title (articles are shared by every user: no owner scope). */
export function listPublishedArticles(db: Db) {
  return db
    .select({
      id: helpArticles.id,
      title: helpArticles.title,
      content: helpArticles.content,
      category: helpArticles.category,
    })
    .from(helpArticles)
    .where(eq(helpArticles.isPublished, true))
    .orderBy(asc(helpArticles.category), asc(helpArticles.title));
}
