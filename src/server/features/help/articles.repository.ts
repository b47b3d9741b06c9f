// Admin side of the Help Center: every article, drafts included (articles are shared: no owner scope).
import { and, asc, desc, eq, ilike, or } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { helpArticles } from "#server/db/schema/help.ts";

const escapeLike = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function listAllArticles(db: Db, opts: { q?: string; status?: "published" | "draft" }) {
  const q = opts.q?.trim();
  return db
    .select()
    .from(helpArticles)
    .where(
      and(
        q ? or(ilike(helpArticles.title, escapeLike(q)), ilike(helpArticles.category, escapeLike(q))) : undefined,
        opts.status ? eq(helpArticles.isPublished, opts.status === "published") : undefined,
      ),
    )
    .orderBy(asc(helpArticles.category), asc(helpArticles.title), desc(helpArticles.updatedAt));
}

export async function insertArticle(
  db: Db,
  values: { title: string; category: string; content: string; isPublished: boolean },
) {
  const [row] = await db.insert(helpArticles).values(values).returning();
  return row;
}

export async function updateArticleRow(
  db: Db,
  id: string,
  values: Partial<{ title: string; category: string; content: string; isPublished: boolean }>,
) {
  const [row] = await db
    .update(helpArticles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(helpArticles.id, id))
    .returning();
  return row ?? null;
}

export async function deleteArticleRow(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(helpArticles).where(eq(helpArticles.id, id)).returning({ id: helpArticles.id });
  return rows.length === 1;
}
