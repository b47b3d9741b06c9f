// The outside visitor's guest session: an HMAC-signed token in an httpOnly cookie, scoped to one room.
// It is not an account session: only deal-room routes read it, and only for the room it names.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { AccessLevel } from "#shared/contract/dealrooms.ts";

export type VisitorClaims = {
  dealroomId: string;
  shareLinkId: string;
  email: string;
  accessLevel: AccessLevel;
  /** Expiry, seconds since the epoch. */
  exp: number;
};

export const VISITOR_SESSION_SECONDS = 7 * 24 * 60 * 60;
export const VISITOR_COOKIE_PATH = "/api/dealrooms";

export function visitorCookieName(dealroomId: string): string {
  return `ld_drv_${dealroomId.replaceAll("-", "")}`;
}

const sign = (secret: string, payload: string) =>
  createHmac("sha256", `dealroom-visitor:${secret}`).update(payload).digest("base64url");

export function signVisitorToken(secret: string, claims: VisitorClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${payload}.${sign(secret, payload)}`;
}

export function verifyVisitorToken(secret: string, token: string, now = Date.now()): VisitorClaims | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as VisitorClaims;
    if (typeof claims.exp !== "number" || claims.exp * 1000 <= now) return null;
    if (typeof claims.dealroomId !== "string" || typeof claims.shareLinkId !== "string") return null;
    return claims;
  } catch {
    return null;
  }
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(";")) {
    const i = part.indexOf("=");
    if (i < 0) continue;
    const name = part.slice(0, i).trim();
    if (!name || name in out) continue;
    try {
      out[name] = decodeURIComponent(part.slice(i + 1).trim());
    } catch {
      out[name] = part.slice(i + 1).trim();
    }
  }
  return out;
}

export function visitorCookie(
  dealroomId: string,
  token: string,
  opts: { maxAgeSeconds: number; secure: boolean },
): string {
  return [
    `${visitorCookieName(dealroomId)}=${token}`,
    `Path=${VISITOR_COOKIE_PATH}`,
    `Max-Age=${Math.max(0, Math.floor(opts.maxAgeSeconds))}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(opts.secure ? ["Secure"] : []),
  ].join("; ");
}

/** The valid (well-signed, unexpired) guest-session claims among a request's cookies. */
export function readGuestClaims(secret: string, cookieHeader: string | undefined, now = Date.now()): VisitorClaims[] {
  const out: VisitorClaims[] = [];
  for (const [name, value] of Object.entries(parseCookies(cookieHeader))) {
    if (!name.startsWith("ld_drv_")) continue;
    const claims = verifyVisitorToken(secret, value, now);
    if (claims && visitorCookieName(claims.dealroomId) === name) out.push(claims);
  }
  return out;
}

const GUEST_OPEN = [
  /^\/api\/dealrooms\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\/|$)/i,
  /^\/api\/dealrooms\/(verify-access|public-document-url)\/?$/,
  /^\/api\/dealrooms\/access\/[^/]+\/?$/,
  /^\/api\/(auth|files)\//,
  /^\/api\/health\/?$/,
];

/**
 * Whether an API path is open to a guest session without an account: the routes of a room (each
 * checks that the cookie names that room), the public deal-room endpoints, sign-in and signed files.
 */
export function guestRequestAllowed(path: string): boolean {
  return GUEST_OPEN.some((re) => re.test(path));
}
