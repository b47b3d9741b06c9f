// Limits in front of Better Auth: sign-in per account (progressive delay, then a temporary lock and an
// e-mail to the owner) and every mail-sending auth request per address and per recipient. Counted per
// request, whether or not the account exists, so the answers reveal nothing about accounts.
import type { Db } from "#server/db/client.ts";
import { AppError } from "#server/platform/errors.ts";
import { type Limiter, mailLimitMessage, mailLimits } from "#server/platform/limits.ts";
import type { Mailer } from "#server/platform/mail.ts";

export const signInPolicy = {
  windowSeconds: 15 * 60,
  /** Attempts answered at once; each further one waits twice as long as the previous. */
  freeAttempts: 5,
  baseDelayMs: 250,
  maxDelayMs: 4000,
  /** Failed attempts in a window after which the account is locked until the window ends. */
  lockAfter: 10,
};

export const lockedMessage = (minutes: number) =>
  `Too many failed sign-in attempts. This account is locked for ${minutes} minute${minutes === 1 ? "" : "s"}.`;

export type AuthLimits = {
  /** Before the auth handler; returns the sign-in key to settle after it (or null). Throws 429 when refused. */
  before: (path: string, body: unknown, ip: string) => Promise<string | null>;
  /** After a sign-in attempt: success clears the account's counter. */
  after: (signInKey: string, status: number) => Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function emailOf(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  const record = body as Record<string, unknown>;
  const value = record.email ?? record.newEmail;
  return typeof value === "string" && value.trim() ? value.trim().toLowerCase() : null;
}

export function createAuthLimits(deps: { db: Db; limiter: Limiter; mailer: Mailer; appUrl: string }): AuthLimits {
  const { limiter } = deps;
  async function warnOwner(email: string, minutes: number) {
    const { rows } = await deps.db.$client.query("select 1 from profiles where lower(email) = $1", [email]);
    if (rows.length === 0) return;
    await deps.mailer.send({
      to: email,
      subject: "Your Leasedesk account was locked",
      text: `Hello,\n\nThere were ${signInPolicy.lockAfter} failed attempts to sign in to your Leasedesk account, so sign-in is locked for ${minutes} minutes.\n\nIf it was you, wait and try again, or reset your password at ${deps.appUrl}/auth?view=forgot_password. If it was not you, your password held; consider changing it anyway.`,
    });
  }
  return {
    async before(path, body, ip) {
      if (!limiter.enabled) return null;
      const email = emailOf(body);
      if (path === "/sign-in/email") {
        if (!email) return null;
        const key = `sign-in:${email}`;
        const { count, retryAfterSeconds } = await limiter.hit(key, signInPolicy.windowSeconds);
        if (count > signInPolicy.lockAfter) {
          const minutes = Math.ceil(retryAfterSeconds / 60);
          if (count === signInPolicy.lockAfter + 1) await warnOwner(email, minutes).catch(() => {});
          const message = lockedMessage(minutes);
          throw new AppError("RATE_LIMITED", message, { detail: message, retryAfterSeconds });
        }
        const extra = count - signInPolicy.freeAttempts;
        if (extra > 0) await sleep(Math.min(signInPolicy.baseDelayMs * 2 ** (extra - 1), signInPolicy.maxDelayMs));
        return key;
      }
      // Every other auth request naming an address sends (or may send) mail to it.
      if (email) {
        const { windowSeconds, perRecipient, perAddress } = mailLimits;
        await limiter.consume(`auth-mail-from:${ip}`, perAddress, windowSeconds, mailLimitMessage);
        await limiter.consume(`auth-mail-to:${email}`, perRecipient, windowSeconds, mailLimitMessage);
      }
      return null;
    },
    async after(signInKey, status) {
      if (status === 200) await limiter.reset(signInKey);
    },
  };
}
