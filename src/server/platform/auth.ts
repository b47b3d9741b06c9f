// Better Auth: e-mail + password with verification and reset, admin plugin (impersonation), rate limits.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createHmac, timingSafeEqual } from "node:crypto";
import { fromNodeHeaders } from "better-auth/node";
import { admin, twoFactor } from "better-auth/plugins";
import { count } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "#server/config.ts";
import type { Db } from "#server/db/client.ts";
import { profiles } from "#server/db/schema/auth.ts";
import * as tables from "#server/db/tables.ts";
import { checkAuthInput } from "#server/platform/auth-input.ts";
import type { AuthLimits } from "#server/platform/auth-limits.ts";
import { AppError, problem } from "#server/platform/errors.ts";
import { apiTokenPlugin } from "#server/platform/api-token-plugin.ts";
import { oidcPlugin } from "#server/platform/oidc.ts";
import { providerSecondFactor } from "#server/platform/provider-second-factor.ts";
import { PHONE_CODE_MINUTES, phoneCodeSender, phoneFactorGuard } from "#server/platform/phone-factor.ts";
import type { SmsSender } from "#server/platform/sms.ts";
import { totpReplayGuard } from "#server/platform/totp-replay.ts";
import { requestScope } from "#server/platform/limits.ts";
import type { Mailer } from "#server/platform/mail.ts";

const CLIENT_IP_HEADER = "x-leasedesk-client-ip";
const SEVEN_DAYS = 60 * 60 * 24 * 7;
const SESSION_UPDATE_AGE = 60 * 60 * 24;

export function createAuth(deps: { config: Config; db: Db; mailer: Mailer; sms: SmsSender }) {
  const { config, db, mailer, sms } = deps;
  return betterAuth({
    appName: "Leasedesk",
    baseURL: config.appUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: [config.appUrl],
    database: drizzleAdapter(db, { provider: "pg", schema: tables }),
    user: {
      modelName: "profiles",
      additionalFields: {
        firstName: { type: "string", required: true, input: true },
        lastName: { type: "string", required: true, input: true },
      },
      changeEmail: { enabled: true },
    },
    session: { modelName: "sessions", expiresIn: SEVEN_DAYS, updateAge: SESSION_UPDATE_AGE },
    account: {
      modelName: "accounts",
      // A third-party identity joins an existing account only when both sides have verified the address
      // (the provider's email_verified claim and our own confirmation: Better Auth's requireLocalEmailVerified).
      accountLinking: { enabled: true, trustedProviders: [], allowDifferentEmails: false },
    },
    verification: { modelName: "verifications" },
    rateLimit: {
      enabled: config.rateLimitEnabled,
      storage: "database",
      modelName: "rateLimits",
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60, max: 10 },
        "/request-password-reset": { window: 60, max: 5 },
        "/two-factor/verify-totp": { window: 60, max: 10 },
        "/two-factor/verify-backup-code": { window: 60, max: 10 },
        // Each code is a text message: few per minute, and few guesses.
        "/two-factor/send-otp": { window: 60, max: 3 },
        "/two-factor/verify-otp": { window: 60, max: 10 },
      },
    },
    advanced: {
      database: { generateId: "uuid" },
      // The client address is the one Fastify resolved (X-Forwarded-For only from TRUST_PROXY peers).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.appUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // A duplicate sign-up answers like a new one (no account enumeration); the owner is told by mail.
      async onExistingUserSignUp({ user }) {
        await mailer.send({
          to: user.email,
          subject: "You already have a Leasedesk account",
          text: `Someone, probably you, tried to create a Leasedesk account with this e-mail address, but an account already exists.\n\nSign in at ${config.appUrl}/auth?view=sign_in or reset your password at ${config.appUrl}/auth?view=forgot_password.`,
        });
      },
      async sendResetPassword({ user, url }) {
        await mailer.send({
          to: user.email,
          subject: "Reset your Leasedesk password",
          text: `Hello,\n\nSomeone asked to reset the password of your Leasedesk account. Open this link to choose a new one (valid for one hour):\n\n${url}\n\nIf it was not you, ignore this message.`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user, url }, request) {
        // A signed-in user asking for a new address: the link goes to that address and switches to it.
        if (request && new URL(request.url).pathname.endsWith("/change-email")) {
          await mailer.send({
            to: user.email,
            subject: "Confirm your new e-mail for Leasedesk",
            text: `Hello,\n\nYou asked to sign in to Leasedesk with this e-mail address from now on. Confirm it by opening this link:\n\n${url}\n\nUntil then your previous address stays in use. If it was not you, ignore this message.`,
          });
          return;
        }
        await mailer.send({
          to: user.email,
          subject: "Confirm your e-mail for Leasedesk",
          text: `Welcome to Leasedesk.\n\nConfirm your e-mail address by opening this link:\n\n${url}\n\nIf you did not sign up, ignore this message.`,
        });
      },
    },
    databaseHooks: {
      user: {
        create: {
          async before(user) {
            const record = user as typeof user & { firstName?: string; lastName?: string };
            const firstName = (record.firstName ?? "").trim();
            const lastName = (record.lastName ?? "").trim();
            // The first account, and any address in ADMIN_EMAILS, is an admin.
            const [{ total }] = await db.select({ total: count() }).from(profiles);
            const isAdmin = total === 0 || config.adminEmails.includes(user.email.toLowerCase());
            return {
              data: {
                ...user,
                firstName,
                lastName,
                name: [firstName, lastName].filter(Boolean).join(" ") || user.name,
                role: isAdmin ? "admin" : "user",
              },
            };
          },
        },
      },
    },
    // Impersonation goes through /api/admin/impersonation (reason, audit log); Better Auth's own routes are off.
    disabledPaths: ["/admin/impersonate-user", "/admin/stop-impersonating"],
    plugins: [
      admin({ impersonationSessionDuration: 3600, allowImpersonatingAdmins: false }),
      // Second factor: TOTP with one-time recovery codes; 5 wrong codes lock the factor for 15 minutes.
      twoFactor({
        issuer: "Leasedesk",
        schema: { twoFactor: { modelName: "twoFactors" } },
        backupCodeOptions: { amount: 10, length: 10 },
        accountLockout: { enabled: true, maxFailedAttempts: 5, durationSeconds: 900 },
        // Phone: a 6-digit code texted to the verified number, valid 5 minutes, 5 tries, stored hashed.
        otpOptions: {
          sendOTP: phoneCodeSender(db, sms),
          period: PHONE_CODE_MINUTES,
          allowedAttempts: 5,
          storeOTP: "hashed",
        },
      }),
      totpReplayGuard(db),
      apiTokenPlugin(config.appUrl),
      phoneFactorGuard(db),
      ...(config.oidcProviders.length > 0
        ? [oidcPlugin(config.oidcProviders), providerSecondFactor(db, config.appUrl)]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

export type SessionUser = {
  id: string;
  email: string;
  isAdmin: boolean;
  /** A verified second factor is on (admins may be required to have one: REQUIRE_ADMIN_MFA). */
  mfaEnabled: boolean;
  impersonatedBy: string | null;
};

/**
 * The signed session cookie's token, or null. Better Auth signs it as `${token}.${base64 HMAC-SHA256}`,
 * URL-encoded, under `better-auth.session_token` (`__Secure-` prefixed on https).
 */
export function sessionTokenFromCookie(cookieHeader: string | undefined, secret: string): string | null {
  return readSignedCookie(cookieHeader, "session_token", secret);
}

/** A Better Auth signed cookie's value (`value.base64(HMAC-SHA256)`, URL-encoded), or null. */
export function readSignedCookie(cookieHeader: string | undefined, name: string, secret: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    const key = part.slice(0, eq).trim();
    if (key !== `better-auth.${name}` && key !== `__Secure-better-auth.${name}`) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
    return verifiedValue(value, secret);
  }
  return null;
}

// Signed values whose HMAC checked out, per secret: a browser sends the same cookie with every request, and the
// HMAC was ~1.5 % of a list request's CPU. A signature stays valid for its secret forever, so this remembers no
// session state: whether the session still lives (sign-out, revocation, ban) is asked after, on every request
// (auth-cache.ts). Only good signatures are kept (random ones cannot fill it); bounded, oldest dropped first.
const VERIFIED_MAX = 2_000;
const verified = new Map<string, { secret: string; raw: string }>();

/** The value of a signed cookie (`value.base64(HMAC-SHA256)`) whose signature is right, else null. */
function verifiedValue(value: string, secret: string): string | null {
  const known = verified.get(value);
  if (known && known.secret === secret) return known.raw;
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const raw = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(raw).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
  verified.set(value, { secret, raw });
  return raw;
}

/** A live session as the fast path read it, and until when that reading may be reused (auth-cache.ts). */
export type FastSession = { user: SessionUser; validUntil: number };

/**
 * Session read for ordinary API requests: one indexed query instead of Better Auth's full getSession.
 * Only a plain hit is answered here (valid signature, live session not due for its daily refresh, user not
 * banned); everything else — refresh, expiry clean-up, bans — goes through Better Auth unchanged (undefined).
 */
export async function readSessionFast(db: Db, token: string): Promise<FastSession | undefined> {
  const { rows } = await db.$client.query<{
    user_id: string;
    email: string;
    role: string | null;
    banned: boolean | null;
    two_factor_enabled: boolean;
    impersonated_by: string | null;
    expires_at: Date;
  }>(
    `select s.user_id, p.email, p.role, p.banned, p.two_factor_enabled, s.impersonated_by, s.expires_at
       from sessions s join profiles p on p.id = s.user_id where s.token = $1`,
    [token],
  );
  const row = rows[0];
  if (!row || row.banned) return undefined;
  const now = Date.now();
  const refreshAt = row.expires_at.getTime() - SEVEN_DAYS * 1000 + SESSION_UPDATE_AGE * 1000;
  const validUntil = Math.min(row.expires_at.getTime(), refreshAt);
  if (validUntil <= now) return undefined;
  return {
    user: {
      id: row.user_id,
      email: row.email,
      isAdmin: row.role === "admin",
      mfaEnabled: row.two_factor_enabled,
      impersonatedBy: row.impersonated_by,
    },
    validUntil,
  };
}

export async function readSession(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) return null;
  const user = session.user as typeof session.user & { role?: string; twoFactorEnabled?: boolean | null };
  return {
    id: user.id,
    email: user.email,
    isAdmin: user.role === "admin",
    mfaEnabled: user.twoFactorEnabled === true,
    impersonatedBy: (session.session as { impersonatedBy?: string | null }).impersonatedBy ?? null,
  };
}

/** Mounts Better Auth's fetch handler under /api/auth/*. */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth, limits?: AuthLimits): void {
  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, "http://internal");
      const hasBody = request.method !== "GET" && request.body !== undefined;
      const invalid = checkAuthInput(
        url.pathname.slice("/api/auth".length),
        hasBody ? request.body : undefined,
        request.query as Record<string, unknown>,
      );
      if (invalid) {
        // Problem details plus Better Auth's own `message`, which its client shows.
        return reply
          .status(400)
          .type("application/problem+json")
          .send({
            ...problem("VALIDATION_FAILED", "Validation failed", {
              detail: invalid.message,
              fields: { [invalid.field]: invalid.message },
            }),
            message: invalid.message,
          });
      }
      const path = url.pathname.slice("/api/auth".length);
      let signInKey: string | null = null;
      try {
        signInKey = (await limits?.before(path, hasBody ? request.body : undefined, request.ip)) ?? null;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        if (err.extra.retryAfterSeconds) {
          // Both spellings: Retry-After (HTTP) and Better Auth's own X-Retry-After, which its client reads.
          reply.header("retry-after", String(err.extra.retryAfterSeconds));
          reply.header("x-retry-after", String(err.extra.retryAfterSeconds));
        }
        return reply
          .status(429)
          .type("application/problem+json")
          .send({ ...problem(err.code, err.message, { detail: err.message }), message: err.message });
      }
      // Mail past its budget inside auth flows is skipped, not refused: answers must not reveal accounts.
      const scope = requestScope.getStore();
      if (scope) scope.mailOverflow = "drop";
      const headers = fromNodeHeaders(request.headers);
      headers.delete("x-forwarded-for");
      headers.set(CLIENT_IP_HEADER, request.ip);
      const response = await auth.handler(
        new Request(`http://${request.headers.host ?? "localhost"}${url.pathname}${url.search}`, {
          method: request.method,
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== "set-cookie") reply.header(key, value);
      });
      if (signInKey) await limits?.after(signInKey, response.status);
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header("set-cookie", cookies);
      const text = await response.text();
      return reply.send(text || null);
    },
  });
}
