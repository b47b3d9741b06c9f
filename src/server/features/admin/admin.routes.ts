import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createAdminService } from "#server/features/admin/admin.service.ts";
import { insertAudit, listAudit } from "#server/features/admin/audit.repository.ts";
import { createImpersonationService } from "#server/features/admin/impersonation.service.ts";
import { type AppContext, addRoute, requireUser } from "#server/platform/http.ts";
import {
  banUser,
  extendTrial,
  grantUpgrade,
  listUsers,
  revokeUpgrade,
  setAdmin,
  unbanUser,
} from "#shared/contract/admin.ts";
import {
  getImpersonation,
  listAccountViews,
  listAuditLog,
  startImpersonation,
  stopImpersonation,
} from "#shared/contract/impersonation.ts";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const SWEEP_EVERY_MS = 60_000;

export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const admin = createAdminService(ctx.db);
  const impersonation = createImpersonationService(ctx);
  const changed = (userId: string) =>
    ctx.events.publish(userId, { type: "subscription.updated", entity: "profile" }).catch(() => undefined);

  addRoute(app, ctx, listUsers, async ({ query }) => admin.listUsers(query));
  addRoute(app, ctx, grantUpgrade, async ({ user, params, body }) => {
    const dto = await admin.grantUpgrade(user.id, params.id, body.upgradeType);
    await changed(params.id);
    return dto;
  });
  addRoute(app, ctx, revokeUpgrade, async ({ user, params }) => {
    const dto = await admin.revokeUpgrade(user.id, params.id, params.upgradeType);
    await changed(params.id);
    return dto;
  });
  addRoute(app, ctx, extendTrial, async ({ user, params, body }) => {
    const dto = await admin.extendTrial(user.id, params.id, body.days);
    await changed(params.id);
    return dto;
  });
  addRoute(app, ctx, setAdmin, async ({ user, params, body }) => admin.setAdmin(user.id, params.id, body.isAdmin));
  addRoute(app, ctx, banUser, async ({ user, params, body }) => admin.ban(user.id, params.id, body.reason));
  addRoute(app, ctx, unbanUser, async ({ user, params }) => admin.unban(user.id, params.id));

  addRoute(app, ctx, startImpersonation, async ({ user, body, request, reply }) =>
    impersonation.start(user, body, request, reply),
  );
  addRoute(app, ctx, getImpersonation, async ({ user, request }) => ({
    impersonation: await impersonation.current(user, request),
  }));
  addRoute(app, ctx, stopImpersonation, async ({ request, reply }) => impersonation.stop(request, reply));
  addRoute(app, ctx, listAuditLog, async ({ query }) => {
    await impersonation.sweep();
    const { rows, total } = await listAudit(ctx.db, query);
    const person = (id: string | null, email: string | null, name: string | null) =>
      id ? { id, email: email ?? "", name: name ?? "" } : null;
    return {
      total,
      items: rows.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        action: r.action,
        actor: person(r.actorId, r.actorEmail, r.actorName),
        user: person(r.userId, r.userEmail, r.userName),
        reason: r.reason,
        details: r.details,
      })),
    };
  });
  addRoute(app, ctx, listAccountViews, async ({ user }) => ({ items: await impersonation.accountViews(user.id) }));

  // Every write made while impersonating is recorded with the admin as the actor, beside the user.
  async function auditImpersonatedWrite(request: FastifyRequest, reply: FastifyReply) {
    let user = request.sessionUser;
    if (user === undefined && request.url.startsWith("/api/auth/") && request.headers.cookie) {
      user = await requireUser(ctx, request).catch(() => null);
    }
    if (!user?.impersonatedBy) return;
    await insertAudit(ctx.db, {
      action: "impersonation.write",
      actorId: user.impersonatedBy,
      userId: user.id,
      details: { method: request.method, path: request.url.split("?")[0], status: reply.statusCode },
    }).catch((err) => request.log.warn({ err }, "impersonation write not audited"));
  }
  // A callback hook: every request passes it, and a read (most of them) costs no promise.
  app.addHook("onResponse", (request, reply, done) => {
    if (!STATE_CHANGING.has(request.method) || request.url.startsWith(stopImpersonation.path)) return done();
    auditImpersonatedWrite(request, reply).then(() => done(), done);
  });

  // Impersonations end by themselves at their limit (the session expires); this writes their expiry rows.
  const timer = setInterval(() => {
    impersonation.sweep().catch((err) => ctx.log.warn({ err }, "impersonation sweep failed"));
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
