import type { FastifyInstance } from "fastify";
import {
  deleteArticleRow,
  insertArticle,
  listAllArticles,
  updateArticleRow,
} from "#server/features/help/articles.repository.ts";
import { listPublishedArticles } from "#server/features/help/help.repository.ts";
import { notFound } from "#server/platform/errors.ts";
import { type AppContext, addRoute } from "#server/platform/http.ts";
import {
  type AdminHelpArticleDto,
  createArticle,
  deleteArticle,
  listAdminArticles,
  listHelpArticles,
  updateArticle,
} from "#shared/contract/help.ts";

type ArticleRow = NonNullable<Awaited<ReturnType<typeof updateArticleRow>>>;
const toAdminDto = (r: ArticleRow): AdminHelpArticleDto => ({
  id: r.id,
  title: r.title,
  category: r.category,
  content: r.content,
  isPublished: r.isPublished,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export function registerHelpRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, ctx, listHelpArticles, async () => ({
    items: await listPublishedArticles(ctx.db),
    contactUrl: ctx.config.helpDeskUrl ?? null,
  }));

  // Admin → Articles. Content is stored as typed; every reader renders it as text (never as HTML).
  addRoute(app, ctx, listAdminArticles, async ({ query }) => ({
    items: (await listAllArticles(ctx.db, query)).map(toAdminDto),
  }));
  addRoute(
    app,
    ctx,
    createArticle,
    async ({ body }) => toAdminDto(await insertArticle(ctx.db, { ...body, isPublished: body.isPublished ?? false })),
    { status: 201 },
  );
  addRoute(app, ctx, updateArticle, async ({ params, body }) => {
    const row = await updateArticleRow(ctx.db, params.id, body);
    if (!row) throw notFound("Article not found");
    return toAdminDto(row);
  });
  addRoute(app, ctx, deleteArticle, async ({ params }) => {
    if (!(await deleteArticleRow(ctx.db, params.id))) throw notFound("Article not found");
    return { ok: true as const };
  });
}
