// The signed-in user's sessions (Settings → Sessions): list with device and last activity, sign out others.
// Impersonation sessions are not the user's own and are neither listed nor revocable here.
import type { FastifyInstance } from "fastify";
import {
  deleteOtherSessions,
  deletePhoneFactor,
  findPhoneFactor,
  upsertUnverifiedPhone,
  deleteSessionById,
  findFactors,
  findOwnSession,
  listOwnSessions,
} from "#server/features/profiles/sessions.repository.ts";
import { sessionTokenFromCookie } from "#server/platform/auth.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import { type AppContext, addRoute } from "#server/platform/http.ts";
import {
  listFactors,
  listSessions,
  normalizePhone,
  removePhoneFactor,
  revokeOtherSessions,
  revokeSession,
  setPhoneFactor,
} from "#shared/contract/sessions.ts";

/** "Chrome on macOS" from a user agent string (enough to recognise one's own devices). */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return "Unknown device";
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? "Edge"
    : /OPR\/|Opera/.test(ua)
      ? "Opera"
      : /Firefox\//.test(ua)
        ? "Firefox"
        : /Chrome\/|Chromium\/|CriOS\//.test(ua)
          ? "Chrome"
          : /Safari\//.test(ua)
            ? "Safari"
            : null;
  const os = /iPhone|iPad|iPod/.test(ua)
    ? "iOS"
    : /Android/.test(ua)
      ? "Android"
      : /Windows/.test(ua)
        ? "Windows"
        : /Mac OS X|Macintosh/.test(ua)
          ? "macOS"
          : /CrOS/.test(ua)
            ? "ChromeOS"
            : /Linux/.test(ua)
              ? "Linux"
              : null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? "Unknown device";
}

export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const currentToken = (cookie: string | undefined) => sessionTokenFromCookie(cookie, ctx.config.authSecret);

  addRoute(app, ctx, listSessions, async ({ user, request }) => {
    const token = currentToken(request.headers.cookie);
    const rows = await listOwnSessions(ctx.db, user.id, new Date());
    return {
      items: rows.map((s) => ({
        id: s.id,
        device: describeDevice(s.userAgent),
        ipAddress: s.ipAddress,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.updatedAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
        current: s.token === token,
      })),
    };
  });

  addRoute(app, ctx, revokeOtherSessions, async ({ user, request }) => {
    if (user.impersonatedBy) throw new AppError("FORBIDDEN", "Sessions cannot be changed while impersonating");
    const token = currentToken(request.headers.cookie) ?? "";
    return { revoked: await deleteOtherSessions(ctx.db, user.id, token) };
  });

  addRoute(app, ctx, revokeSession, async ({ user, params, request }) => {
    if (user.impersonatedBy) throw new AppError("FORBIDDEN", "Sessions cannot be changed while impersonating");
    const token = currentToken(request.headers.cookie) ?? "";
    const target = await findOwnSession(ctx.db, user.id, params.id);
    if (!target) throw notFound("Session not found");
    if (target.token === token) throw new AppError("BAD_REQUEST", "Use Logout to end this session");
    await deleteSessionById(ctx.db, params.id);
    return { revoked: 1 };
  });

  // Second factors (§3): enrolment, verification and removal go through Better Auth's /two-factor/* routes.
  addRoute(app, ctx, listFactors, async ({ user }) => {
    const { enabled, rows } = await findFactors(ctx.db, user.id);
    const phone = await findPhoneFactor(ctx.db, user.id);
    return {
      enabled,
      items: [
        ...rows.map((r) => ({
          id: r.id,
          factorType: "totp" as const,
          status: r.verified && enabled ? ("verified" as const) : ("unverified" as const),
          friendlyName: "Authenticator app",
          issuer: "Leasedesk",
          phone: null,
          createdAt: r.createdAt.toISOString(),
        })),
        ...(phone ? [phoneFactorDto(phone)] : []),
      ],
    };
  });

  addRoute(app, ctx, setPhoneFactor, async ({ user, body }) => {
    if (user.impersonatedBy) throw new AppError("FORBIDDEN", "Second factors cannot be changed while impersonating");
    const row = await upsertUnverifiedPhone(ctx.db, user.id, normalizePhone(body.phone) ?? body.phone);
    if (!row) throw new AppError("CONFLICT", "Remove the current phone number before adding another.");
    return phoneFactorDto(row);
  });

  addRoute(app, ctx, removePhoneFactor, async ({ user }) => {
    if (user.impersonatedBy) throw new AppError("FORBIDDEN", "Second factors cannot be changed while impersonating");
    if (!(await deletePhoneFactor(ctx.db, user.id))) throw notFound("No phone number is set up");
    return { removed: true as const };
  });
}

function phoneFactorDto(row: { id: string; phone: string; verifiedAt: Date | null; createdAt: Date }) {
  return {
    id: row.id,
    factorType: "phone" as const,
    status: row.verifiedAt ? ("verified" as const) : ("unverified" as const),
    friendlyName: "Text message",
    issuer: null,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
  };
}
