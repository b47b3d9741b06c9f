// Profile → Delete account: ask (typing the e-mail), see the date, cancel; admins list pending deletions.
import type { FastifyInstance } from "fastify";
import { registerAccountDeletionJobs } from "#server/features/profiles/account-deletion.jobs.ts";
import { createAccountDeletionService } from "#server/features/profiles/account-deletion.service.ts";
import { sessionTokenFromCookie } from "#server/platform/auth.ts";
import { type AppContext, addRoute } from "#server/platform/http.ts";
import {
  cancelAccountDeletion,
  getAccountDeletion,
  listPendingDeletions,
  requestAccountDeletion,
} from "#shared/contract/account-data.ts";

export function registerAccountDeletionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const deletions = createAccountDeletionService(ctx);
  registerAccountDeletionJobs(ctx, deletions);

  addRoute(app, ctx, getAccountDeletion, async ({ user }) => ({
    deletion: await deletions.get(user.id),
    graceDays: ctx.config.accountDeletionGraceDays,
  }));

  addRoute(app, ctx, requestAccountDeletion, async ({ user, body, request }) =>
    deletions.request(user, body.email, sessionTokenFromCookie(request.headers.cookie, ctx.config.authSecret)),
  );

  addRoute(app, ctx, cancelAccountDeletion, async ({ user }) => deletions.cancel(user));

  addRoute(app, ctx, listPendingDeletions, async () => ({ items: await deletions.listPending() }));
}
