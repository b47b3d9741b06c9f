import type { FastifyInstance } from "fastify";
import { createProjectsService } from "#server/features/projects/projects.service.ts";
import { toStageDto } from "#server/features/projects/projects-stages.service.ts";
import { type AppContext, addRoute } from "#server/platform/http.ts";
import {
  addProjectLink,
  createProject,
  createStage,
  deleteProject,
  deleteStage,
  getBoard,
  getPipeline,
  getProject,
  listProjectActivity,
  listProjects,
  listStages,
  removeProjectLink,
  reorderStages,
  searchLinkOptions,
  searchProjectOptions,
  updateProject,
  updateStage,
} from "#shared/contract/projects.ts";

const ok = { ok: true as const };

export function registerProjectRoutes(app: FastifyInstance, ctx: AppContext) {
  const svc = createProjectsService(ctx);

  addRoute(app, ctx, listProjects, ({ user, query }) => svc.list(user.id, query));
  addRoute(app, ctx, getBoard, async ({ user, query }) => ({
    type: query.type,
    columns: await svc.board(user.id, query.type),
  }));
  addRoute(app, ctx, getPipeline, ({ user }) => svc.pipeline(user.id));
  addRoute(app, ctx, searchProjectOptions, async ({ user, query }) => ({ items: await svc.options(user.id, query.q) }));
  addRoute(app, ctx, searchLinkOptions, async ({ user, query }) => ({
    items: await svc.linkOptions(user.id, query.type, query.q),
  }));
  addRoute(app, ctx, getProject, ({ user, params }) => svc.get(user.id, params.id));
  addRoute(app, ctx, listProjectActivity, ({ user, params, query }) =>
    svc.activity(user.id, params.id, query.cursor, query.pageSize),
  );
  addRoute(app, ctx, createProject, ({ user, body }) => svc.create(user.id, body), { status: 201 });
  addRoute(app, ctx, updateProject, ({ user, params, body }) => svc.update(user.id, params.id, body));
  addRoute(app, ctx, deleteProject, async ({ user, params, query }) => ({
    ok: true as const,
    ...(await svc.remove(user.id, params.id, query.tasks)),
  }));
  addRoute(app, ctx, addProjectLink, ({ user, params, body }) => svc.addLink(user.id, params.id, body.type, body.id), {
    status: 201,
  });
  addRoute(app, ctx, removeProjectLink, async ({ user, params }) => {
    await svc.removeLink(user.id, params.id, params.type, params.entityId);
    return ok;
  });

  addRoute(app, ctx, listStages, async ({ user, query }) => ({
    items: (await svc.stages.list(user.id, query.type)).map(toStageDto),
  }));
  addRoute(app, ctx, createStage, ({ user, body }) => svc.stages.create(user.id, body), { status: 201 });
  addRoute(app, ctx, updateStage, ({ user, params, body }) => svc.stages.update(user.id, params.id, body));
  addRoute(app, ctx, reorderStages, async ({ user, body }) => ({
    items: await svc.stages.reorder(user.id, body.type, body.ids),
  }));
  addRoute(app, ctx, deleteStage, async ({ user, params }) => {
    await svc.stages.remove(user.id, params.id);
    return ok;
  });
  return svc;
}
