import type { FastifyInstance } from "fastify";
import { listPublishedArticles } from "#server/features/help/help.repository.ts";
import { type AppContext, addRoute } from "#server/platform/http.ts";
import { listHelpArticles } from "#shared/contract/help.ts";

export function registerHelpRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, ctx, listHelpArticles, async () => ({
    items: await listPublishedArticles(ctx.db),
    contactUrl: ctx.config.helpDeskUrl ?? null,
  }));
}
