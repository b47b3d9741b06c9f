// Sign-in providers (public, for the buttons) and the user's identities: list and unlink (never the last).
import type { FastifyInstance } from "fastify";
import { deleteIdentityUnlessLast, listOwnIdentities } from "#server/features/profiles/identities.repository.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import { type AppContext, addRoute } from "#server/platform/http.ts";
import {
  LAST_IDENTITY_MESSAGE,
  listIdentities,
  listSignInProviders,
  unlinkIdentity,
} from "#shared/contract/identities.ts";

export function registerIdentityRoutes(app: FastifyInstance, ctx: AppContext): void {
  const providers = ctx.config.oidcProviders.map((p) => ({ id: p.id, name: p.name }));
  const nameOf = (providerId: string) =>
    providerId === "credential"
      ? "Email and password"
      : (providers.find((p) => p.id === providerId)?.name ?? (providerId === "google" ? "Google" : providerId));

  addRoute(app, ctx, listSignInProviders, async () => ({ items: providers }));

  addRoute(app, ctx, listIdentities, async ({ user }) => ({
    items: (await listOwnIdentities(ctx.db, user.id)).map((r) => ({
      id: r.id,
      providerId: r.providerId,
      providerName: nameOf(r.providerId),
      createdAt: r.createdAt.toISOString(),
    })),
  }));

  addRoute(app, ctx, unlinkIdentity, async ({ user, params }) => {
    if (user.impersonatedBy) throw new AppError("FORBIDDEN", "Sign-in methods cannot be changed while impersonating");
    const result = await deleteIdentityUnlessLast(ctx.db, user.id, params.id);
    if (result === "not-found") throw notFound("Identity not found");
    if (result === "last") throw new AppError("CONFLICT", LAST_IDENTITY_MESSAGE);
    return { unlinked: true as const };
  });
}
