import type { FastifyInstance } from "fastify";
import { createAdminService } from "#server/features/admin/admin.service.ts";
import { type AppContext, addRoute } from "#server/platform/http.ts";
import { grantUpgrade, listUsers } from "#shared/contract/admin.ts";

export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const admin = createAdminService(ctx.db);
  addRoute(app, ctx, listUsers, async ({ query }) => admin.listUsers(query));
  addRoute(app, ctx, grantUpgrade, async ({ user, params, body }) => {
    const dto = await admin.grantUpgrade(user.id, params.id, body.upgradeType);
    await ctx.events.publish(params.id, { type: "subscription.updated", entity: "subscription" });
    return dto;
  });
}
