// API clients (spec §7.1 JWKS, §8 token-signing messages): a signed-in client exchanges its session for a
// short-lived JWT at /api/auth/token and calls the API with `Authorization: Bearer <jwt>`. The token is signed
// with our own key (Ed25519, Better Auth jwt plugin), published at /.well-known/jwks.json, and names its session
// (`sid`): a token is accepted only while that session lives, so signing out or revoking the session revokes it.
import { createLocalJWKSet, errors, type JWK, jwtVerify } from "jose";
import type { Db } from "#server/db/client.ts";
import type { SessionUser } from "#server/platform/auth.ts";
import { AppError } from "#server/platform/errors.ts";
import { isUuid } from "#shared/rules/text.ts";

// §8 token-signing messages, verbatim.
export const JWKS_EMPTY = "JWKS is empty";
export const NO_MATCHING_KEY = "No matching signing key found in JWKS";
export const INVALID_SIGNATURE = "Invalid JWT signature";
export const TOKEN_EXPIRED = "The token has expired. Ask for a new one at /api/auth/token.";
export const SESSION_ENDED = "The session this token was issued for has ended. Sign in again.";

/** Reads a Bearer token from an Authorization header, or null when there is none. */
export function bearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1] : null;
}

type KeyCache = { keys: JWK[]; at: number };
const KEYS_FRESH_MS = 5 * 60_000;

export type ApiTokenVerifier = (token: string) => Promise<SessionUser>;

/**
 * Verifies API tokens against our JWKS (the jwks table's public keys, re-read every 5 minutes and at once when a
 * token names a key not seen yet), then reads the live session it names with its user in one query.
 */
export function createApiTokenVerifier(db: Db, appUrl: string): ApiTokenVerifier {
  let cache: KeyCache | null = null;
  const unauthorized = (message: string) => new AppError("UNAUTHENTICATED", message);

  async function loadKeys(): Promise<JWK[]> {
    const { rows } = await db.$client.query<{ id: string; public_key: string; alg: string | null; crv: string | null }>(
      "select id, public_key, alg, crv from jwks",
    );
    const keys = rows.map((r) => ({
      ...(JSON.parse(r.public_key) as JWK),
      kid: r.id,
      alg: r.alg ?? "EdDSA",
      ...(r.crv ? { crv: r.crv } : {}),
    }));
    cache = { keys, at: Date.now() };
    return keys;
  }

  async function keysFor(kid: string | undefined): Promise<JWK[]> {
    const fresh = cache && Date.now() - cache.at < KEYS_FRESH_MS ? cache.keys : null;
    if (fresh && (!kid || fresh.some((k) => k.kid === kid))) return fresh;
    return loadKeys();
  }

  return async (token) => {
    let kid: string | undefined;
    try {
      const header = JSON.parse(Buffer.from(token.split(".")[0] ?? "", "base64url").toString("utf8")) as {
        kid?: unknown;
      };
      kid = typeof header.kid === "string" ? header.kid : undefined;
    } catch {
      throw unauthorized(INVALID_SIGNATURE);
    }
    const keys = await keysFor(kid);
    if (keys.length === 0) throw unauthorized(JWKS_EMPTY);
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, createLocalJWKSet({ keys }), {
        issuer: appUrl,
        audience: appUrl,
        algorithms: ["EdDSA"],
      }));
    } catch (err) {
      if (err instanceof errors.JWKSNoMatchingKey) throw unauthorized(NO_MATCHING_KEY);
      if (err instanceof errors.JWTExpired) throw unauthorized(TOKEN_EXPIRED);
      throw unauthorized(INVALID_SIGNATURE);
    }
    const sid = typeof payload.sid === "string" && isUuid(payload.sid) ? payload.sid : null;
    if (!sid || typeof payload.sub !== "string" || !isUuid(payload.sub)) throw unauthorized(INVALID_SIGNATURE);
    const { rows } = await db.$client.query<{
      email: string;
      role: string | null;
      two_factor_enabled: boolean;
      impersonated_by: string | null;
    }>(
      `select p.email, p.role, p.two_factor_enabled, s.impersonated_by
         from sessions s join profiles p on p.id = s.user_id
        where s.id = $1 and s.user_id = $2 and s.expires_at > now() and not coalesce(p.banned, false)`,
      [sid, payload.sub],
    );
    const row = rows[0];
    if (!row) throw unauthorized(SESSION_ENDED);
    return {
      id: payload.sub,
      email: row.email,
      isAdmin: row.role === "admin",
      mfaEnabled: row.two_factor_enabled,
      impersonatedBy: row.impersonated_by,
    };
  };
}
