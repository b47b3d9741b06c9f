import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let admin: TestUser;
let otherAdmin: TestUser;
let user: TestUser;

/** Applies Set-Cookie headers to a cookie header, like a browser would. */
function applyCookies(cookie: string, setCookie: string | string[] | undefined): string {
  const jar = new Map<string, string>(
    cookie
      .split("; ")
      .filter(Boolean)
      .map((c) => {
        const i = c.indexOf("=");
        return [c.slice(0, i), c.slice(i + 1)] as [string, string];
      }),
  );
  for (const c of ([] as string[]).concat(setCookie ?? [])) {
    const [pair, ...attrs] = c.split(";");
    const i = pair.indexOf("=");
    const name = pair.slice(0, i).trim();
    if (attrs.some((a) => a.trim().toLowerCase() === "max-age=0") || pair.slice(i + 1) === "") jar.delete(name);
    else jar.set(name, pair.slice(i + 1));
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

async function impersonate(reason = "Support ticket 42") {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/impersonation",
    headers: { cookie: admin.cookie },
    payload: { userId: user.id, reason },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { res, cookie: applyCookies(admin.cookie, res.headers["set-cookie"]) };
}

const audit = async (action: string) =>
  (
    await t.app.inject({ method: "GET", url: `/api/admin/audit?action=${action}`, headers: { cookie: admin.cookie } })
  ).json().items as {
    actor: { id: string } | null;
    user: { id: string } | null;
    reason: string | null;
    details: Record<string, unknown>;
  }[];

/** The clock moves past the limit: the session and the audit log's 'until' both lie in the past. */
async function endOfTheHour() {
  await t.ctx.db.execute(
    sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${user.id} and impersonated_by is not null`,
  );
  await t.ctx.db.execute(
    sql`update audit_logs set details = jsonb_set(details, '{until}', to_jsonb((now() - interval '1 second')::text))
        where action = 'impersonation.started' and (details->>'until')::timestamptz > now()`,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ firstName: "Ada", lastName: "Admin" });
  otherAdmin = await t.signUp();
  await t.ctx.db.execute(sql`update profiles set role = 'admin' where id = ${otherAdmin.id}`);
  user = await t.signUp({ firstName: "Viewed", lastName: "Broker" });
});
afterAll(async () => {
  await t.close();
});

describe("audited impersonation", () => {
  it("starts with a reason, shows whose account and until when, audits writes with the admin as actor, stops", async () => {
    const { res, cookie } = await impersonate();
    const body = res.json();
    expect(body.user).toMatchObject({ id: user.id, email: user.email });
    expect(body.admin).toMatchObject({ id: admin.id, email: admin.email });
    const until = new Date(body.until).getTime() - new Date(body.startedAt).getTime();
    expect(until).toBeGreaterThan(3590_000);
    expect(until).toBeLessThanOrEqual(3600_000);

    const current = await t.app.inject({ method: "GET", url: "/api/impersonation", headers: { cookie } });
    expect(current.json().impersonation).toMatchObject({ reason: "Support ticket 42", user: { id: user.id } });
    const me = await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie } });
    expect(me.json()).toMatchObject({ id: user.id, impersonatedBy: admin.id });
    // Admin pages are closed while viewing as a user.
    const adminList = await t.app.inject({ method: "GET", url: "/api/admin/users", headers: { cookie } });
    expect(adminList.statusCode).toBe(403);

    const write = await t.app.inject({
      method: "PATCH",
      url: "/api/profile",
      headers: { cookie },
      payload: { position: "Broker" },
    });
    expect(write.statusCode).toBe(200);
    const writes = await audit("impersonation.write");
    expect(writes[0]).toMatchObject({
      actor: { id: admin.id },
      user: { id: user.id },
      details: { method: "PATCH", path: "/api/profile" },
    });

    const stop = await t.app.inject({ method: "POST", url: "/api/impersonation/stop", headers: { cookie } });
    expect(stop.json()).toEqual({ returned: true, expired: false });
    const back = applyCookies(cookie, stop.headers["set-cookie"]);
    const self = await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie: back } });
    expect(self.json()).toMatchObject({ id: admin.id, impersonatedBy: null });
    const old = await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie } });
    expect(old.statusCode).toBe(401);

    expect((await audit("impersonation.started"))[0]).toMatchObject({
      reason: "Support ticket 42",
      user: { id: user.id },
    });
    expect(await audit("impersonation.stopped")).toHaveLength(1);
    const again = await t.app.inject({ method: "POST", url: "/api/impersonation/stop", headers: { cookie: back } });
    expect(again.statusCode).toBe(400);
  });

  it("ends by itself after the hour: the sweep writes the expiry, stop still returns the admin", async () => {
    const { cookie } = await impersonate("Billing question");
    await endOfTheHour();
    const expired = await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie } });
    expect(expired.statusCode).toBe(401);
    const stop = await t.app.inject({ method: "POST", url: "/api/impersonation/stop", headers: { cookie } });
    expect(stop.json()).toEqual({ returned: true, expired: true });
    const back = applyCookies(cookie, stop.headers["set-cookie"]);
    expect((await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie: back } })).json().id).toBe(
      admin.id,
    );
    expect(await audit("impersonation.expired")).toHaveLength(1);

    // A session nobody stopped: the sweep (run by the audit list too) writes its expiry once.
    await impersonate("Left open");
    await endOfTheHour();
    expect(await audit("impersonation.expired")).toHaveLength(2);
    expect(await audit("impersonation.expired")).toHaveLength(2);
  });

  it("the user sees in their account when it was viewed, by whom and why", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/account/views", headers: { cookie: user.cookie } });
    const items = res.json().items as { admin: string; reason: string; endedAt: string | null }[];
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.map((i) => i.reason)).toEqual(["Left open", "Billing question", "Support ticket 42"]);
    expect(items.every((i) => i.admin === "Ada Admin" && i.endedAt)).toBe(true);
    const mine = await t.app.inject({ method: "GET", url: "/api/account/views", headers: { cookie: admin.cookie } });
    expect(mine.json().items).toEqual([]);
  });

  it("refuses (and audits) an admin, oneself; requires a reason; 404 for nobody; 401/403 for others", async () => {
    const post = (cookie: string | undefined, payload: Record<string, unknown>) =>
      t.app.inject({ method: "POST", url: "/api/admin/impersonation", headers: cookie ? { cookie } : {}, payload });
    const adminTarget = await post(admin.cookie, { userId: otherAdmin.id, reason: "Curious" });
    expect(adminTarget.statusCode).toBe(403);
    expect(adminTarget.json().title).toBe("Admins cannot be impersonated");
    const self = await post(admin.cookie, { userId: admin.id, reason: "Curious" });
    expect(self.statusCode).toBe(400);
    const refused = await audit("impersonation.refused");
    expect(refused.map((r) => r.details.why).sort()).toEqual(["admin", "self"]);
    const noReason = await post(admin.cookie, { userId: user.id, reason: "  " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields.reason).toBe("Give a reason (at least 3 characters)");
    expect(
      (await post(admin.cookie, { userId: "00000000-0000-4000-8000-000000000000", reason: "Test" })).statusCode,
    ).toBe(404);
    expect((await post(admin.cookie, { userId: "not-a-uuid", reason: "Test" })).statusCode).toBe(400);
    expect((await post(user.cookie, { userId: admin.id, reason: "Test" })).statusCode).toBe(403);
    expect((await post(undefined, { userId: user.id, reason: "Test" })).statusCode).toBe(401);
    const direct = await t.app.inject({
      method: "POST",
      url: "/api/auth/admin/impersonate-user",
      headers: { cookie: admin.cookie },
      payload: { userId: user.id },
    });
    expect(direct.statusCode).toBe(404);
    const audits = await t.app.inject({ method: "GET", url: "/api/admin/audit", headers: { cookie: user.cookie } });
    expect(audits.statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/account/views" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/impersonation/stop" })).statusCode).toBe(400);
  });
});
