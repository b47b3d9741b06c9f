// Registers contract routes: validation from the shared zod schemas, the route's auth rule and feature gate.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import { type ApiTokenVerifier, bearerToken } from "#server/platform/api-tokens.ts";
import {
  type Auth,
  readSession,
  readSessionFast,
  type SessionUser,
  sessionTokenFromCookie,
} from "#server/platform/auth.ts";
import type { AuthCache } from "#server/platform/auth-cache.ts";
import { AppError } from "#server/platform/errors.ts";
import type { Events } from "#server/platform/events.ts";
import type { Jobs } from "#server/platform/jobs.ts";
import type { Mailer } from "#server/platform/mail.ts";
import type { Storage } from "#server/platform/storage.ts";
import type { RouteBody, RouteDef, RouteParams, RouteQuery, RouteResponse } from "#shared/contract/route.ts";
import type { Feature } from "#shared/rules/access.ts";
import { ADMIN_MFA_REQUIRED_MESSAGE } from "#shared/contract/profiles.ts";
import type { Logger } from "pino";

export type AccessChecker = {
  hasFeature: (userId: string, feature: Feature) => Promise<boolean>;
  /** Every feature at once (one subscription lookup), for callers that need several. */
  grantedFeatures: (userId: string) => Promise<Record<Feature, boolean>>;
  /** Active subscription, trial or admin-granted upgrade (viewing and adding leases needs it). */
  hasActiveAccess: (userId: string) => Promise<boolean>;
};

export type AppContext = {
  config: Config;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
  jobs: Jobs;
  events: Events;
  log: Logger;
  access: AccessChecker;
  authCache: AuthCache;
  /** Verifies `Authorization: Bearer` API tokens (platform/api-tokens.ts). */
  apiTokens: ApiTokenVerifier;
};

declare module "fastify" {
  interface FastifyRequest {
    sessionUser?: SessionUser | null;
  }
}

export async function currentUser(ctx: AppContext, request: FastifyRequest): Promise<SessionUser | null> {
  // An API client's token stands for its session (a bad one is a 401 with its reason, never anonymous).
  const bearer = request.sessionUser === undefined ? bearerToken(request.headers.authorization) : null;
  if (bearer) request.sessionUser = await ctx.apiTokens(bearer);
  if (request.sessionUser === undefined) request.sessionUser = await resolveSession(ctx, request);
  return request.sessionUser;
}

/** The signed cookie's session: from the auth cache, else the one-query fast path, else Better Auth. */
async function resolveSession(ctx: AppContext, request: FastifyRequest): Promise<SessionUser | null> {
  const cookie = request.headers.cookie;
  const token = sessionTokenFromCookie(cookie, ctx.config.authSecret);
  if (!token) {
    // A session cookie that fails its signature check is Better Auth's to answer (and clear).
    return cookie?.includes("session_token") ? readSession(ctx.auth, request) : null;
  }
  const cached = ctx.authCache.session(token);
  if (cached) return cached;
  const since = ctx.authCache.epoch();
  const fast = await readSessionFast(ctx.db, token);
  if (!fast) return readSession(ctx.auth, request);
  ctx.authCache.rememberSession(token, fast.user, fast.validUntil, since);
  return fast.user;
}

export async function requireUser(ctx: AppContext, request: FastifyRequest): Promise<SessionUser> {
  const user = await currentUser(ctx, request);
  if (!user) throw new AppError("UNAUTHENTICATED", "You must be signed in");
  return user;
}

type HandlerInput<D> = {
  params: RouteParams<D>;
  query: RouteQuery<D>;
  body: RouteBody<D>;
  request: FastifyRequest;
  reply: FastifyReply;
};
type UserOf<D> = D extends { auth: "public" } ? SessionUser | null : SessionUser;

export function addRoute<D extends RouteDef>(
  app: FastifyInstance,
  ctx: AppContext,
  def: D,
  handler: (input: HandlerInput<D> & { user: UserOf<D> }) => Promise<RouteResponse<D>>,
  options: { bodyLimit?: number; status?: number } = {},
): void {
  const authRule = def.auth ?? "user";
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: def.path,
    bodyLimit: options.bodyLimit,
    schema: {
      ...(def.summary ? { summary: def.summary } : {}),
      ...(def.params ? { params: def.params } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body ? { body: def.body } : {}),
      response: { [options.status ?? 200]: def.response },
    },
    async handler(request, reply) {
      let user: SessionUser | null = null;
      if (authRule !== "public") {
        user = await requireUser(ctx, request);
        if (authRule === "admin") {
          if (!user.isAdmin) throw new AppError("FORBIDDEN", "Admins only");
          if (ctx.config.requireAdminMfa && !user.mfaEnabled) {
            throw new AppError("MFA_REQUIRED", ADMIN_MFA_REQUIRED_MESSAGE);
          }
        }
        if (def.feature && !(await ctx.access.hasFeature(user.id, def.feature))) {
          throw new AppError("FEATURE_REQUIRED", "Upgrade Your Account", {
            detail: "To access all features including adding and viewing leases, you need an active subscription",
          });
        }
      }
      const result = await handler({
        params: request.params as RouteParams<D>,
        query: request.query as RouteQuery<D>,
        body: request.body as RouteBody<D>,
        request,
        reply,
        user: user as UserOf<D>,
      });
      if (options.status) reply.status(options.status);
      return result;
    },
  });
}
