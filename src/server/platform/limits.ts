// Counters shared by every web process (the rate_limits table Better Auth also uses, keys prefixed `ld:`):
// fixed windows that start with the first hit. Used for per-address, per-recipient and per-account limits.
import { AsyncLocalStorage } from "node:async_hooks";
import type { Db } from "#server/db/client.ts";
import { AppError } from "#server/platform/errors.ts";

export type Hit = { count: number; retryAfterSeconds: number };

export type Limiter = {
  readonly enabled: boolean;
  /** Counts one hit on `key` in a window of `windowSeconds`; returns the count including this hit. */
  hit: (key: string, windowSeconds: number) => Promise<Hit>;
  /** The current count without counting (0 when the window is over). */
  peek: (key: string, windowSeconds: number) => Promise<Hit>;
  reset: (key: string) => Promise<void>;
  /** Counts a hit and throws RATE_LIMITED (429, Retry-After) past `max`. */
  consume: (key: string, max: number, windowSeconds: number, message?: string) => Promise<void>;
};

export const TOO_MANY = "Too many requests. Please wait a moment and try again.";

export function createLimiter(db: Db, enabled: boolean): Limiter {
  const pool = db.$client;
  const retryAfter = (start: number, windowSeconds: number) =>
    Math.max(1, Math.ceil((start + windowSeconds * 1000 - Date.now()) / 1000));
  const limiter: Limiter = {
    enabled,
    async hit(key, windowSeconds) {
      if (!enabled) return { count: 0, retryAfterSeconds: 0 };
      const now = Date.now();
      // One statement: concurrent hits on one key serialise on the row, so counts never get lost.
      const { rows } = await pool.query<{ count: number; last_request: string }>(
        `insert into rate_limits (key, count, last_request) values ($1, 1, $2)
         on conflict (key) do update set
           count = case when rate_limits.last_request < $3 then 1 else rate_limits.count + 1 end,
           last_request = case when rate_limits.last_request < $3 then $2 else rate_limits.last_request end
         returning count, last_request`,
        [`ld:${key}`, now, now - windowSeconds * 1000],
      );
      return { count: rows[0].count, retryAfterSeconds: retryAfter(Number(rows[0].last_request), windowSeconds) };
    },
    async peek(key, windowSeconds) {
      if (!enabled) return { count: 0, retryAfterSeconds: 0 };
      const { rows } = await pool.query<{ count: number; last_request: string }>(
        "select count, last_request from rate_limits where key = $1",
        [`ld:${key}`],
      );
      const row = rows[0];
      if (!row || Number(row.last_request) < Date.now() - windowSeconds * 1000) {
        return { count: 0, retryAfterSeconds: 0 };
      }
      return { count: row.count, retryAfterSeconds: retryAfter(Number(row.last_request), windowSeconds) };
    },
    async reset(key) {
      if (!enabled) return;
      await pool.query("delete from rate_limits where key = $1", [`ld:${key}`]);
    },
    async consume(key, max, windowSeconds, message = TOO_MANY) {
      const { count, retryAfterSeconds } = await limiter.hit(key, windowSeconds);
      if (count > max) throw new AppError("RATE_LIMITED", message, { detail: message, retryAfterSeconds });
    },
  };
  return limiter;
}

/** The client address of the request being served (set by an onRequest hook), for code far from it. */
export const requestScope = new AsyncLocalStorage<{ ip: string; mailOverflow: "throw" | "drop" }>();

/** Mail budgets: per recipient and per requesting address, over 15 minutes. */
export const mailLimits = { windowSeconds: 15 * 60, perRecipient: 5, perAddress: 20 } as const;

export const mailLimitMessage = "Too many e-mails were requested. Please wait a few minutes and try again.";
