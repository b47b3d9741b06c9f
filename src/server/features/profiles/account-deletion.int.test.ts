// Account deletion, the grace period: confirm with the e-mail, other sessions end, sign in again and cancel;
// admins list pending deletions; the last admin cannot leave.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitForMail } from "../../../../tests/support/mail.ts";
import { cookieHeader, createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";
import {
  DELETION_ALREADY_REQUESTED,
  DELETION_EMAIL_MISMATCH,
  DELETION_LAST_ADMIN,
} from "#shared/contract/account-data.ts";

let t: TestApp;
let admin: TestUser;
let user: TestUser;

const req = (method: "GET" | "POST" | "DELETE", url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

async function signIn(u: TestUser): Promise<string> {
  const res = await req("POST", "/api/auth/sign-in/email", undefined, { email: u.email, password: u.password });
  expect(res.statusCode).toBe(200);
  return cookieHeader(res.headers["set-cookie"]);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp(); // the first account is the admin
  user = await t.signUp();
});
afterAll(async () => {
  await t.close();
});

describe("account deletion: grace period", () => {
  it("answers 401 to anonymous callers and 403 to non-admins on the admin list", async () => {
    expect((await req("GET", "/api/account/deletion")).statusCode).toBe(401);
    expect((await req("POST", "/api/account/deletion", undefined, { email: "x@example.com" })).statusCode).toBe(401);
    expect((await req("DELETE", "/api/account/deletion")).statusCode).toBe(401);
    expect((await req("GET", "/api/admin/account-deletions")).statusCode).toBe(401);
    expect((await req("GET", "/api/admin/account-deletions", user.cookie)).statusCode).toBe(403);
  });

  it("refuses a confirmation that is not the account's e-mail, and cancelling when nothing is scheduled", async () => {
    const wrong = await req("POST", "/api/account/deletion", user.cookie, { email: "someone@example.com" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().title).toBe(DELETION_EMAIL_MISMATCH);
    expect((await req("POST", "/api/account/deletion", user.cookie, {})).statusCode).toBe(400);
    const none = await req("DELETE", "/api/account/deletion", user.cookie);
    expect(none.statusCode).toBe(404);
    expect((await req("GET", "/api/account/deletion", user.cookie)).json()).toEqual({ deletion: null, graceDays: 7 });
  });

  it("schedules the deletion 7 days out, ends the other sessions, and lets the user sign in and cancel", async () => {
    const second = await signIn(user);
    const started = Date.now();
    const res = await req("POST", "/api/account/deletion", user.cookie, { email: ` ${user.email.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    const due = new Date(res.json().dueAt).getTime();
    expect(due - started).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(due - started).toBeLessThan(7 * 86_400_000 + 60_000);
    await waitForMail(t.dataDir, user.email, /will be deleted/);

    const again = await req("POST", "/api/account/deletion", user.cookie, { email: user.email });
    expect(again.statusCode).toBe(409);
    expect(again.json().title).toBe(DELETION_ALREADY_REQUESTED);
    // The asking session stays; the other one is signed out.
    expect((await req("GET", "/api/profile", user.cookie)).statusCode).toBe(200);
    expect((await req("GET", "/api/profile", second)).statusCode).toBe(401);

    // Admins see it pending; the user can still sign in during the grace period and sees the date.
    const list = await req("GET", "/api/admin/account-deletions", admin.cookie);
    expect(list.json().items).toEqual([
      expect.objectContaining({ userId: user.id, email: user.email, started: false, dueAt: res.json().dueAt }),
    ]);
    const fresh = await signIn(user);
    expect((await req("GET", "/api/account/deletion", fresh)).json().deletion).toEqual(res.json());

    const cancel = await req("DELETE", "/api/account/deletion", fresh);
    expect(cancel.statusCode).toBe(200);
    await waitForMail(t.dataDir, user.email, /will not be deleted/);
    expect((await req("GET", "/api/account/deletion", fresh)).json().deletion).toBeNull();
    expect((await req("GET", "/api/admin/account-deletions", admin.cookie)).json().items).toEqual([]);
    expect((await req("DELETE", "/api/account/deletion", fresh)).statusCode).toBe(404);
  });

  it("refuses to delete the only administrator", async () => {
    const res = await req("POST", "/api/account/deletion", admin.cookie, { email: admin.email });
    expect(res.statusCode).toBe(409);
    expect(res.json().title).toBe(DELETION_LAST_ADMIN);
  });

  it("is the owner's choice: an impersonating admin can neither ask for nor cancel it", async () => {
    const u = await t.signUp();
    expect((await req("POST", "/api/account/deletion", u.cookie, { email: u.email })).statusCode).toBe(200);
    const started = await req("POST", "/api/admin/impersonation", admin.cookie, { userId: u.id, reason: "Support 9" });
    expect(started.statusCode, started.body).toBe(200);
    // The browser's jar after the switch: the admin's cookies with the impersonation session's on top.
    const set = ([] as string[]).concat(started.headers["set-cookie"] ?? []).filter((c) => !/Max-Age=0/i.test(c));
    const jar = new Map(
      `${admin.cookie}; ${cookieHeader(set)}`.split("; ").map((c) => c.split(/=(.*)/s, 2) as [string, string]),
    );
    const viewing = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
    const seen = await req("GET", "/api/account/deletion", viewing);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().deletion).not.toBeNull();
    expect((await req("DELETE", "/api/account/deletion", viewing)).statusCode).toBe(403);
    expect((await req("POST", "/api/account/deletion", viewing, { email: u.email })).statusCode).toBe(403);
    expect((await req("DELETE", "/api/account/deletion", u.cookie)).statusCode).toBe(200);
  });

  it("cannot be cancelled once the deletion job has the account", async () => {
    const u = await t.signUp();
    expect((await req("POST", "/api/account/deletion", u.cookie, { email: u.email })).statusCode).toBe(200);
    await t.ctx.db.$client.query("update account_deletions set started_at = now() where user_id = $1", [u.id]);
    const res = await req("DELETE", "/api/account/deletion", u.cookie);
    expect(res.statusCode).toBe(409);
  });
});
