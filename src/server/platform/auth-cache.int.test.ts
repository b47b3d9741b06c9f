// The auth cache (decision 0040): a warm list request is one statement, and every change to who a session is
// or what the user may use takes effect on the very next request — made through the app (its own NOTICE) or by
// another process (NOTIFY).
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app.ts";

let t: TestApp;
let admin: TestUser;

/** A user with one person in their list (an empty list reads its total separately). */
async function signUpWithPerson(): Promise<TestUser> {
  const user = await t.signUp();
  const res = await t.app.inject({
    method: "POST",
    url: "/api/contacts/people",
    headers: { cookie: user.cookie },
    payload: { firstName: "Dana", lastName: "Smith" },
  });
  expect(res.statusCode, res.body).toBe(201);
  return user;
}

const PEOPLE = "/api/contacts/people?page=1&pageSize=20";
const get = (cookie: string, url = PEOPLE) => t.app.inject({ method: "GET", url, headers: { cookie } });

/** The statements the app's pool runs while `fn` does. */
async function statementsDuring(fn: () => Promise<unknown>): Promise<string[]> {
  const pool = t.ctx.db.$client;
  const seen: string[] = [];
  const original = pool.query;
  // biome-ignore lint/suspicious/noExplicitAny: a spy over pg's overloaded query()
  (pool as any).query = (...args: any[]) => {
    seen.push(typeof args[0] === "string" ? args[0] : args[0]?.text);
    // biome-ignore lint/suspicious/noExplicitAny: as above
    return (original as any).apply(pool, args);
  };
  try {
    await fn();
  } finally {
    pool.query = original;
  }
  return seen;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ firstName: "Ada", lastName: "Admin" }); // the first account is an admin
});
afterAll(async () => {
  await t.close();
});

describe("auth cache", () => {
  it("answers a warm list request with one statement (the page); a cold one reads session and subscription", async () => {
    const user = await t.signUp();
    const cold = await statementsDuring(async () => expect((await get(user.cookie)).statusCode).toBe(200));
    expect(cold.join("\n")).toMatch(/from sessions/);
    expect(cold.join("\n")).toMatch(/from "payments"/);
    await t.app.inject({
      method: "POST",
      url: "/api/contacts/people",
      headers: { cookie: user.cookie },
      payload: { firstName: "Dana", lastName: "Smith" },
    });
    const warm = await statementsDuring(async () => expect((await get(user.cookie)).statusCode).toBe(200));
    expect(warm).toHaveLength(1);
    expect(warm[0]).toContain('from "people"');
  });

  it("sign-out ends the session on the next request", async () => {
    const user = await t.signUp();
    expect((await get(user.cookie)).statusCode).toBe(200);
    const out = await t.app.inject({ method: "POST", url: "/api/auth/sign-out", headers: { cookie: user.cookie } });
    expect(out.statusCode).toBe(200);
    expect((await get(user.cookie)).statusCode).toBe(401);
  });

  it("a ban ends every session of the user at once", async () => {
    const user = await t.signUp();
    expect((await get(user.cookie)).statusCode).toBe(200);
    const ban = await t.app.inject({
      method: "POST",
      url: `/api/admin/users/${user.id}/ban`,
      headers: { cookie: admin.cookie },
      payload: { reason: "spam" },
    });
    expect(ban.statusCode, ban.body).toBe(200);
    expect((await get(user.cookie)).statusCode).toBe(401);
  });

  it("the end of an impersonation ends its session at once", async () => {
    const user = await t.signUp();
    const start = await t.app.inject({
      method: "POST",
      url: "/api/admin/impersonation",
      headers: { cookie: admin.cookie },
      payload: { userId: user.id, reason: "Support ticket 7" },
    });
    expect(start.statusCode, start.body).toBe(200);
    // The browser's jar: a cookie set twice keeps its last value; an emptied one is gone.
    const jar = new Map<string, string>();
    for (const c of [start.headers["set-cookie"] ?? []].flat()) {
      const pair = c.split(";")[0] as string;
      const [name, value] = [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    const viewing = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const seen = await get(viewing, "/api/profile");
    expect(seen.json().id).toBe(user.id);
    const stop = await t.app.inject({ method: "POST", url: "/api/impersonation/stop", headers: { cookie: viewing } });
    expect(stop.statusCode, stop.body).toBe(200);
    expect((await get(viewing)).statusCode).toBe(401);
    // The admin's own session was never touched.
    expect((await get(admin.cookie, "/api/profile")).json().id).toBe(admin.id);
  });

  it("a downgrade (trial over, upgrade revoked) closes the feature on the next request; a grant opens it", async () => {
    const user = await t.signUp();
    expect((await get(user.cookie)).statusCode).toBe(200);
    await t.ctx.db.execute(sql`update profiles set trial_end_date = now() - interval '1 day' where id = ${user.id}`);
    expect((await get(user.cookie)).json().code).toBe("FEATURE_REQUIRED");
    const grant = await t.app.inject({
      method: "POST",
      url: `/api/admin/users/${user.id}/grants`,
      headers: { cookie: admin.cookie },
      payload: { upgradeType: "templates" },
    });
    expect(grant.statusCode, grant.body).toBe(200);
    expect((await get(user.cookie)).statusCode).toBe(200);
    const revoke = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/users/${user.id}/grants/templates`,
      headers: { cookie: admin.cookie },
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect((await get(user.cookie)).json().code).toBe("FEATURE_REQUIRED");
  });

  it("hears a change another process commits (NOTIFY), not only its own", async () => {
    const user = await signUpWithPerson();
    expect((await get(user.cookie)).statusCode).toBe(200);
    const warm = await statementsDuring(async () => expect((await get(user.cookie)).statusCode).toBe(200));
    expect(warm).toHaveLength(1);
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      await other.query("delete from sessions where user_id = $1", [user.id]);
    } finally {
      await other.end();
    }
    // Delivered on commit; the listener hears it within moments, never after the entry's lifetime.
    const deadline = Date.now() + 5_000;
    let status = (await get(user.cookie)).statusCode;
    while (status !== 401 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = (await get(user.cookie)).statusCode;
    }
    expect(status).toBe(401);
  });
});
