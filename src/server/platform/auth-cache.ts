// A short-lived, per-process cache of who a session is and what their subscription grants, so an ordinary API
// request costs one round trip (its own statement) instead of three (decision 0040). Correctness rests on
// invalidation, not on the lifetime: database triggers on sessions, profiles, payments, billing snapshots and
// tiers report every change twice — RAISE NOTICE to the connection that wrote it (this process hears its own
// writes before the statement returns) and NOTIFY to every process (others hear it when it commits). The cache
// answers only while the NOTIFY listener is connected; a lost listener empties it and turns it off.
import type { SessionUser } from "#server/platform/auth.ts";
import type { SubscriptionView } from "#shared/rules/access.ts";

/** The NOTIFY channel and the NOTICE prefix the triggers use; the payload is a user id or "*" (everyone). */
export const AUTH_CHANGED_CHANNEL = "auth_changed";
export const AUTH_CHANGED_NOTICE = "auth_changed:";

const MAX_ENTRIES = 50_000;

type Entry<V> = { value: V; userId: string; validUntil: number };

export type AuthCache = {
  session: (token: string) => SessionUser | undefined;
  rememberSession: (token: string, user: SessionUser, validUntil: number, since: number) => void;
  view: (userId: string) => SubscriptionView | undefined;
  rememberView: (userId: string, view: SubscriptionView, validUntil: number, since: number) => void;
  /**
   * Read before a database read whose result may be remembered, and passed back to remember…(): a result read
   * before an invalidation that arrived meanwhile is dropped (it may predate the change).
   */
  epoch: () => number;
  /** A user's entries ("*": everyone's) are gone. */
  invalidate: (userId: string) => void;
  /** Live only while invalidations can be heard; going live or dead empties the cache. */
  setLive: (live: boolean) => void;
  /** Handles a NOTICE text from one of our own connections (other notices are ignored). */
  notice: (message: string | undefined) => void;
  /** The lifetime of an entry at most, in ms (0: the cache is off). */
  ttlMs: number;
};

export function createAuthCache(opts: { ttlMs: number; now?: () => number }): AuthCache {
  const now = opts.now ?? Date.now;
  const sessions = new Map<string, Entry<SessionUser>>();
  const views = new Map<string, Entry<SubscriptionView>>();
  // A user's session tokens, so one user's invalidation does not walk every session.
  const tokensOf = new Map<string, Set<string>>();
  let live = false;
  let epoch = 0;

  const enabled = () => live && opts.ttlMs > 0;

  function drop<V>(map: Map<string, Entry<V>>, key: string) {
    const entry = map.get(key);
    if (!entry) return;
    map.delete(key);
    if (map === (sessions as Map<string, unknown>)) {
      const tokens = tokensOf.get(entry.userId);
      tokens?.delete(key);
      if (tokens?.size === 0) tokensOf.delete(entry.userId);
    }
  }

  function read<V>(map: Map<string, Entry<V>>, key: string): V | undefined {
    if (!enabled()) return undefined;
    const entry = map.get(key);
    if (!entry) return undefined;
    if (entry.validUntil <= now()) {
      drop(map, key);
      return undefined;
    }
    return entry.value;
  }

  function write<V>(map: Map<string, Entry<V>>, key: string, entry: Entry<V>, since: number) {
    if (!enabled() || since !== epoch) return;
    const validUntil = Math.min(entry.validUntil, now() + opts.ttlMs);
    if (validUntil <= now()) return;
    drop(map, key);
    map.set(key, { ...entry, validUntil });
    if (map === (sessions as Map<string, unknown>)) {
      let tokens = tokensOf.get(entry.userId);
      if (!tokens) {
        tokens = new Set();
        tokensOf.set(entry.userId, tokens);
      }
      tokens.add(key);
    }
    // Oldest first out: Map keeps insertion order.
    if (map.size > MAX_ENTRIES) drop(map, map.keys().next().value as string);
  }

  function clear() {
    epoch++;
    sessions.clear();
    views.clear();
    tokensOf.clear();
  }

  function invalidate(userId: string) {
    if (userId === "*") return clear();
    epoch++;
    views.delete(userId);
    for (const token of tokensOf.get(userId) ?? []) sessions.delete(token);
    tokensOf.delete(userId);
  }

  return {
    ttlMs: opts.ttlMs,
    session: (token) => read(sessions, token),
    rememberSession: (token, user, validUntil, since) =>
      write(sessions, token, { value: user, userId: user.id, validUntil }, since),
    view: (userId) => read(views, userId),
    rememberView: (userId, view, validUntil, since) => write(views, userId, { value: view, userId, validUntil }, since),
    epoch: () => epoch,
    invalidate,
    setLive(next) {
      clear();
      live = next;
    },
    notice(message) {
      if (message?.startsWith(AUTH_CHANGED_NOTICE)) invalidate(message.slice(AUTH_CHANGED_NOTICE.length));
    },
  };
}
