// TOTP replay guard (RFC 6238 §5.2): a code accepted once cannot be used again, nor can any older code.
// Better Auth's two-factor plugin accepts any code of the ±1 step window as often as it is sent, so this
// plugin runs before /two-factor/verify-totp, finds the step the code belongs to and claims it with one
// conditional UPDATE (last_totp_step < step): of two concurrent requests with the same code, one wins.
import { createHmac } from "node:crypto";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import type { BetterAuthPlugin } from "better-auth";
import type { Db } from "#server/db/client.ts";

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_REUSED_MESSAGE =
  "This code has already been used. Wait for the next code from your authenticator app.";

/** The 6-digit HOTP of a secret (Better Auth uses the decrypted secret's UTF-8 bytes as the key). */
export function hotp(secret: string, counter: number): string {
  const buf = Buffer.alloc(8);
  buf.writeBigUInt64BE(BigInt(counter));
  const h = createHmac("sha1", Buffer.from(secret, "utf8")).update(buf).digest();
  const offset = h[h.length - 1] & 15;
  const code = ((h[offset] & 127) << 24) | (h[offset + 1] << 16) | (h[offset + 2] << 8) | h[offset + 3];
  return String(code % 1_000_000).padStart(6, "0");
}

/** The time step (within the accepted ±1 window) whose code this is, or null for a wrong code. */
export function matchingTotpStep(secret: string, code: string, now = Date.now()): number | null {
  const current = Math.floor(now / (TOTP_PERIOD_SECONDS * 1000));
  // Newest first: a code valid for two steps (astronomically rare) claims the later one.
  for (const step of [current + 1, current, current - 1]) if (hotp(secret, step) === code) return step;
  return null;
}

/** The user a two-factor request is for: the pending sign-in's user, else the signed-in user (enrolment). */
export async function twoFactorUserOf(
  ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0],
): Promise<string | null> {
  const cookie = ctx.context.createAuthCookie("two_factor");
  const pending = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (pending) {
    const verification = await ctx.context.internalAdapter.findVerificationValue(pending);
    if (verification) return verification.value;
  }
  const sessionCookie = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  if (!sessionCookie) return null;
  const session = await ctx.context.internalAdapter.findSession(sessionCookie);
  return session?.session.userId ?? null;
}

export function totpReplayGuard(db: Db): BetterAuthPlugin {
  return {
    id: "leasedesk-totp-replay",
    hooks: {
      before: [
        {
          matcher: (context) => context.path === "/two-factor/verify-totp",
          handler: createAuthMiddleware(async (ctx) => {
            const code = typeof ctx.body?.code === "string" ? ctx.body.code.trim() : "";
            if (!/^\d{6}$/.test(code)) return;
            const userId = await twoFactorUserOf(ctx);
            if (!userId) return; // Better Auth answers with its own error
            // A locked factor is Better Auth's to answer (429), and must not spend the code.
            const { rows } = await db.$client.query<{ id: string; secret: string }>(
              `select id, secret from two_factors
                where user_id = $1 and (locked_until is null or locked_until <= now())`,
              [userId],
            );
            if (!rows[0]) return;
            const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: rows[0].secret });
            const step = matchingTotpStep(secret, code);
            if (step === null) return; // a wrong code: Better Auth refuses and counts it toward the lock
            const claimed = await db.$client.query(
              `update two_factors set last_totp_step = $2
                where id = $1 and (last_totp_step is null or last_totp_step < $2)`,
              [rows[0].id, step],
            );
            if (claimed.rowCount === 0) {
              throw new APIError("UNAUTHORIZED", { message: TOTP_REUSED_MESSAGE, code: "TOTP_CODE_REUSED" });
            }
          }),
        },
      ],
    },
  };
}
