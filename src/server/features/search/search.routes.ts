import type { FastifyInstance } from "fastify";
import { createSearchService } from "#server/features/search/search.service.ts";
import { type AppContext, addRoute } from "#server/platform/http.ts";
import type { SearchProvider } from "#server/platform/search.ts";
import { globalSearch } from "#shared/contract/search.ts";

/** `providers`: each feature's search types, composed in app.ts (the search feature knows no feature's tables). */
export function registerSearchRoutes(app: FastifyInstance, ctx: AppContext, providers: SearchProvider[]): void {
  const svc = createSearchService(ctx, providers);
  addRoute(app, ctx, globalSearch, async ({ user, query }) => ({
    items: await svc.search(user.id, query.q, query.type),
  }));
}
