import type { FastifyInstance } from "fastify";
import { createChecklistsService } from "#server/features/templates/checklists.service.ts";
import { type AppContext, addRoute } from "#server/platform/http.ts";
import {
  applyChecklist,
  createChecklist,
  deleteChecklist,
  getChecklist,
  listChecklists,
  saveChecklist,
} from "#shared/contract/checklists.ts";

export function registerChecklistRoutes(app: FastifyInstance, ctx: AppContext) {
  const svc = createChecklistsService(ctx);
  addRoute(app, ctx, listChecklists, async ({ user }) => ({ items: await svc.list(user.id) }));
  addRoute(app, ctx, getChecklist, ({ user, params }) => svc.get(user.id, params.id));
  addRoute(app, ctx, createChecklist, ({ user, body }) => svc.create(user.id, body), { status: 201 });
  addRoute(app, ctx, saveChecklist, ({ user, params, body }) => svc.save(user.id, params.id, body));
  addRoute(app, ctx, deleteChecklist, async ({ user, params }) => {
    await svc.remove(user.id, params.id);
    return { ok: true as const };
  });
  addRoute(app, ctx, applyChecklist, ({ user, params, body }) => svc.apply(user.id, params.id, body), { status: 201 });
}
