import { describe, expect, it } from "vitest";
import { createAuthCache } from "#server/platform/auth-cache.ts";
import type { SessionUser } from "#server/platform/auth.ts";
import { inactiveSubscription } from "#shared/rules/access.ts";

const user = (id: string): SessionUser => ({
  id,
  email: `${id}@x.test`,
  isAdmin: false,
  mfaEnabled: false,
  impersonatedBy: null,
});

function liveCache(ttlMs = 30_000) {
  let clock = 1_000;
  const cache = createAuthCache({ ttlMs, now: () => clock });
  cache.setLive(true);
  return { cache, advance: (ms: number) => (clock += ms), now: () => clock };
}

describe("auth cache", () => {
  it("remembers a session until its own end or the lifetime, whichever comes first", () => {
    const { cache, advance, now } = liveCache(30_000);
    cache.rememberSession("t1", user("u1"), now() + 10_000, cache.epoch());
    cache.rememberSession("t2", user("u2"), now() + 60_000, cache.epoch());
    expect(cache.session("t1")?.id).toBe("u1");
    advance(10_000);
    expect(cache.session("t1")).toBeUndefined();
    expect(cache.session("t2")?.id).toBe("u2");
    advance(20_000);
    expect(cache.session("t2")).toBeUndefined();
  });

  it("drops a reading taken before an invalidation that arrived while it was read", () => {
    const { cache, now } = liveCache();
    const since = cache.epoch();
    cache.invalidate("someone-else");
    cache.rememberSession("t1", user("u1"), now() + 10_000, since);
    cache.rememberView("u1", inactiveSubscription, now() + 10_000, since);
    expect(cache.session("t1")).toBeUndefined();
    expect(cache.view("u1")).toBeUndefined();
  });

  it("invalidates one user's sessions and view, or everyone's with '*'", () => {
    const { cache, now } = liveCache();
    cache.rememberSession("a1", user("a"), now() + 10_000, cache.epoch());
    cache.rememberSession("a2", user("a"), now() + 10_000, cache.epoch());
    cache.rememberSession("b1", user("b"), now() + 10_000, cache.epoch());
    cache.rememberView("a", inactiveSubscription, now() + 10_000, cache.epoch());
    cache.invalidate("a");
    expect([cache.session("a1"), cache.session("a2"), cache.view("a")]).toEqual([undefined, undefined, undefined]);
    expect(cache.session("b1")?.id).toBe("b");
    cache.invalidate("*");
    expect(cache.session("b1")).toBeUndefined();
  });

  it("takes the trigger's NOTICE and ignores other notices", () => {
    const { cache, now } = liveCache();
    cache.rememberSession("a1", user("a"), now() + 10_000, cache.epoch());
    cache.notice('relation "x" already exists, skipping');
    expect(cache.session("a1")?.id).toBe("a");
    cache.notice("auth_changed:a");
    expect(cache.session("a1")).toBeUndefined();
  });

  it("answers nothing while it cannot hear invalidations, and forgets everything when it stops or starts", () => {
    const { cache, now } = liveCache();
    cache.rememberSession("a1", user("a"), now() + 10_000, cache.epoch());
    cache.setLive(false);
    expect(cache.session("a1")).toBeUndefined();
    cache.rememberSession("a1", user("a"), now() + 10_000, cache.epoch());
    cache.setLive(true);
    expect(cache.session("a1")).toBeUndefined();
  });

  it("is off with a lifetime of 0", () => {
    const { cache, now } = liveCache(0);
    cache.rememberSession("a1", user("a"), now() + 10_000, cache.epoch());
    expect(cache.session("a1")).toBeUndefined();
  });
});
