import type { FastifyInstance } from "fastify";
import { createSearchService } from "#server/features/search/search.service.ts";
import { type AppContext, addRoute } from "#server/platform/http.ts";
import { globalSearch } from "#shared/contract/search.ts";

export function registerSearchRoutes(app: FastifyInstance, ctx: AppContext): void {
  const svc = createSearchService(ctx);
  addRoute(app, ctx, globalSearch, async ({ user, query }) => ({ items: await svc.search(user.id, query.q) }));
}
