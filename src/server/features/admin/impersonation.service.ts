// Audited impersonation (§4.4, §9): an admin views the app as a user, with a reason, for at most one hour.
// Every start, stop, expiry and refusal is an audit row; so is every write made while impersonating.
import { createHmac } from "node:crypto";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyReply, FastifyRequest } from "fastify";
import {
  deleteSession,
  findPerson,
  findSessionByToken,
  findStartAudit,
  insertAudit,
  listImpersonationsOf,
  sweepExpiredImpersonations,
} from "#server/features/admin/audit.repository.ts";
import { readSignedCookie, type SessionUser, sessionTokenFromCookie } from "#server/platform/auth.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import type { AppContext } from "#server/platform/http.ts";
import type { ImpersonationDto } from "#shared/contract/impersonation.ts";

const SEVEN_DAYS = 60 * 60 * 24 * 7;

function signedCookie(name: string, value: string, secret: string, secure: boolean, maxAge: number | null): string {
  const signature = createHmac("sha256", secret).update(value).digest("base64");
  const cookieName = `${secure ? "__Secure-" : ""}better-auth.${name}`;
  const attrs = ["Path=/", "HttpOnly", "SameSite=Lax", ...(secure ? ["Secure"] : [])];
  if (maxAge !== null) attrs.push(`Max-Age=${maxAge}`);
  return `${cookieName}=${encodeURIComponent(`${value}.${signature}`)}; ${attrs.join("; ")}`;
}

function clearCookie(name: string, secure: boolean): string {
  return `${secure ? "__Secure-" : ""}better-auth.${name}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`;
}

const personOf = (p: { id: string; email: string; name: string }) => ({ id: p.id, email: p.email, name: p.name });

export function createImpersonationService(ctx: AppContext, now: () => Date = () => new Date()) {
  const { db, config } = ctx;
  const secure = config.appUrl.startsWith("https://");

  async function refuse(admin: SessionUser, userId: string, reason: string, why: string, error: AppError) {
    await insertAudit(db, { action: "impersonation.refused", actorId: admin.id, userId, reason, details: { why } });
    return error;
  }

  return {
    sweep: () => sweepExpiredImpersonations(db, now()),

    async start(
      admin: SessionUser,
      input: { userId: string; reason: string },
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<ImpersonationDto> {
      if (admin.impersonatedBy) throw new AppError("CONFLICT", "Return to your own account first");
      const target = await findPerson(db, input.userId);
      if (!target) throw notFound("User not found");
      if (target.id === admin.id) {
        throw await refuse(
          admin,
          target.id,
          input.reason,
          "self",
          new AppError("BAD_REQUEST", "You cannot impersonate yourself"),
        );
      }
      if (target.role === "admin") {
        throw await refuse(
          admin,
          target.id,
          input.reason,
          "admin",
          new AppError("FORBIDDEN", "Admins cannot be impersonated"),
        );
      }
      const self = await findPerson(db, admin.id);
      const result = await ctx.auth.api.impersonateUser({
        body: { userId: target.id },
        headers: fromNodeHeaders(request.headers),
        returnHeaders: true,
      });
      const session = result.response.session as { id: string; expiresAt: Date | string; createdAt: Date | string };
      const cookies = result.headers.getSetCookie();
      if (cookies.length) reply.header("set-cookie", cookies);
      const until = new Date(session.expiresAt);
      const startedAt = new Date(session.createdAt);
      await insertAudit(db, {
        action: "impersonation.started",
        actorId: admin.id,
        userId: target.id,
        reason: input.reason,
        at: startedAt,
        details: { sessionId: session.id, until: until.toISOString() },
      });
      return {
        user: personOf(target),
        admin: personOf(self ?? { id: admin.id, email: admin.email, name: admin.email }),
        reason: input.reason,
        startedAt: startedAt.toISOString(),
        until: until.toISOString(),
      };
    },

    async current(user: SessionUser, request: FastifyRequest): Promise<ImpersonationDto | null> {
      if (!user.impersonatedBy) return null;
      const token = sessionTokenFromCookie(request.headers.cookie, config.authSecret);
      const session = token ? await findSessionByToken(db, token) : null;
      if (!session) return null;
      const [start, admin, target] = await Promise.all([
        findStartAudit(db, session.id),
        findPerson(db, user.impersonatedBy),
        findPerson(db, user.id),
      ]);
      if (!admin || !target) return null;
      return {
        user: personOf(target),
        admin: personOf(admin),
        reason: start?.reason ?? "",
        startedAt: (start?.at ?? session.createdAt).toISOString(),
        until: session.expiresAt.toISOString(),
      };
    },

    /**
     * Ends the impersonation — also one whose hour is over — and puts the admin's own session back when it is
     * still valid. The ending is audited once: 'stopped' before the limit, 'expired' after it.
     */
    async stop(request: FastifyRequest, reply: FastifyReply): Promise<{ returned: boolean; expired: boolean }> {
      const at = now();
      const token = sessionTokenFromCookie(request.headers.cookie, config.authSecret);
      const adminCookie = readSignedCookie(request.headers.cookie, "admin_session", config.authSecret);
      const session = token ? await findSessionByToken(db, token) : null;
      if (session && !session.impersonatedBy) throw new AppError("BAD_REQUEST", "You are not impersonating anyone");
      if (!session && !adminCookie) throw new AppError("BAD_REQUEST", "You are not impersonating anyone");
      let expired = true;
      if (!session) await sweepExpiredImpersonations(db, at);
      if (session) {
        expired = session.expiresAt.getTime() <= at.getTime();
        const deleted = await deleteSession(db, session.id);
        if (deleted) {
          await insertAudit(db, {
            action: expired ? "impersonation.expired" : "impersonation.stopped",
            actorId: session.impersonatedBy,
            userId: session.userId,
            at: expired ? session.expiresAt : at,
            details: { sessionId: session.id },
          });
        }
      }
      const [adminToken, dontRemember] = (adminCookie ?? "").split(":");
      const adminSession = adminToken ? await findSessionByToken(db, adminToken) : null;
      const admin = adminSession ? await findPerson(db, adminSession.userId) : null;
      const valid =
        !!adminSession &&
        adminSession.expiresAt.getTime() > at.getTime() &&
        !adminSession.impersonatedBy &&
        admin?.role === "admin" &&
        (!session || session.impersonatedBy === adminSession.userId);
      const cookies = [clearCookie("admin_session", secure)];
      cookies.push(
        valid && adminToken
          ? signedCookie("session_token", adminToken, config.authSecret, secure, dontRemember ? null : SEVEN_DAYS)
          : clearCookie("session_token", secure),
      );
      reply.header("set-cookie", cookies);
      return { returned: valid, expired };
    },

    async accountViews(userId: string) {
      await sweepExpiredImpersonations(db, now());
      const rows = await listImpersonationsOf(db, userId);
      return rows.map((r) => ({
        startedAt: r.at.toISOString(),
        endedAt: r.ended_at ? r.ended_at.toISOString() : null,
        admin: r.admin_name ?? "A former administrator",
        reason: r.reason ?? "",
      }));
    },
  };
}

export type ImpersonationService = ReturnType<typeof createImpersonationService>;
