// Bad input to the foundation's routes (accounts, profile, subscription, admin, platform) is a 4xx with a
// problem body, never a 500: malformed JSON, wrong types, huge bodies, NUL characters, unpaired surrogates.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let admin: TestUser;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp();
  await t.ctx.db.execute(sql`update profiles set role = 'admin' where id = ${admin.id}`);
  user = await t.signUp();
});
afterAll(async () => {
  await t.close();
});

const NUL = "a\u0000b";
const SURROGATE = "a\ud800b";
const LOW_SURROGATE = "\udc00z";
const weird: unknown[] = [NUL, SURROGATE, LOW_SURROGATE, 123, null, [], {}, true, "x".repeat(5000)];
const qs = (value: unknown) => {
  try {
    return encodeURIComponent(String(value));
  } catch {
    return "%ED%A0%80"; // an unpaired surrogate cannot be URI-encoded: send its raw UTF-8 bytes
  }
};

type Case = { method: "GET" | "POST" | "PATCH"; url: string; payload?: unknown; raw?: string; as?: "user" | "admin" };

function cases(): Case[] {
  const list: Case[] = [];
  const email = () => `bad-${Math.random().toString(36).slice(2)}@example.com`;
  for (const v of weird) {
    list.push(
      { method: "PATCH", url: "/api/profile", payload: { firstName: v }, as: "user" },
      { method: "PATCH", url: "/api/profile", payload: { lastName: v }, as: "user" },
      { method: "PATCH", url: "/api/profile", payload: { phone: v, company: v, position: v }, as: "user" },
      { method: "PATCH", url: "/api/profile", payload: { country: v }, as: "user" },
      { method: "POST", url: "/api/profile/completed-guides", payload: { guide: v }, as: "user" },
      {
        method: "POST",
        url: "/api/auth/sign-up/email",
        payload: { name: "A B", firstName: v, lastName: "B", email: email(), password: "long-password-1" },
      },
      {
        method: "POST",
        url: "/api/auth/sign-up/email",
        payload: { name: v, firstName: "A", lastName: v, email: email(), password: "long-password-1" },
      },
      {
        method: "POST",
        url: "/api/auth/sign-up/email",
        payload: { name: "A B", firstName: "A", lastName: "B", email: v, password: v },
      },
      { method: "POST", url: "/api/auth/sign-in/email", payload: { email: v, password: v } },
      { method: "POST", url: "/api/auth/request-password-reset", payload: { email: v, redirectTo: v } },
      { method: "POST", url: "/api/auth/reset-password", payload: { token: v, newPassword: "long-password-2" } },
      { method: "GET", url: `/api/auth/verify-email?token=${qs(v)}` },
      { method: "POST", url: "/api/auth/update-user", payload: { firstName: v }, as: "user" },
      { method: "POST", url: "/api/auth/update-user", payload: { name: v, lastName: v }, as: "user" },
      { method: "POST", url: "/api/auth/change-email", payload: { newEmail: v, callbackURL: v }, as: "user" },
      {
        method: "POST",
        url: "/api/auth/change-password",
        payload: { currentPassword: v, newPassword: "long-password-2" },
        as: "user",
      },
      { method: "GET", url: `/api/admin/users?q=${qs(v)}&page=${qs(v)}`, as: "admin" },
      { method: "POST", url: `/api/admin/users/${qs(v)}/grants`, payload: { upgradeType: "features" }, as: "admin" },
      { method: "POST", url: `/api/admin/users/${user.id}/grants`, payload: { upgradeType: v }, as: "admin" },
      { method: "POST", url: "/api/auth/admin/impersonate-user", payload: { userId: v }, as: "admin" },
      { method: "POST", url: "/api/auth/admin/set-role", payload: { userId: v, role: "admin" }, as: "admin" },
      { method: "POST", url: "/api/auth/admin/ban-user", payload: { userId: v }, as: "admin" },
      { method: "GET", url: `/api/auth/admin/get-user?id=${qs(v)}`, as: "admin" },
    );
  }
  const raws = ["[1,2]", '"text"', "null", "1", "{", "{}}", '{"firstName":"\\u0000"}', '{"guide":"\\ud800"}'];
  for (const raw of raws) {
    for (const url of ["/api/auth/sign-in/email", "/api/auth/sign-up/email", "/api/auth/update-user"]) {
      list.push({ method: "POST", url, raw, as: "user" });
    }
    list.push({ method: "PATCH", url: "/api/profile", raw, as: "user" });
    list.push({ method: "POST", url: "/api/profile/completed-guides", raw, as: "user" });
    list.push({ method: "POST", url: `/api/admin/users/${user.id}/grants`, raw, as: "admin" });
  }
  return list;
}

async function send(c: Case) {
  const headers: Record<string, string> = { origin: "http://localhost:3999" };
  if (c.as) headers.cookie = (c.as === "admin" ? admin : user).cookie;
  if (c.raw !== undefined) headers["content-type"] = "application/json";
  return t.app.inject({ method: c.method, url: c.url, headers, payload: c.raw ?? (c.payload as object) });
}

describe("bad input on the foundation routes", () => {
  it("is never answered with a 5xx", async () => {
    const failures: string[] = [];
    for (const c of cases()) {
      const res = await send(c);
      if (res.statusCode >= 500) {
        failures.push(
          `${res.statusCode} ${c.method} ${c.url.slice(0, 80)} ${JSON.stringify(c.payload ?? c.raw)?.slice(0, 80)}`,
        );
      }
    }
    expect(failures).toEqual([]);
    // The accounts used above still work.
    const profile = await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie: user.cookie } });
    expect(profile.statusCode).toBe(200);
  }, 180_000);

  it.each([
    ["NUL", NUL],
    ["an unpaired surrogate", SURROGATE],
  ])("refuses %s in profile text with a field message", async (_, value) => {
    for (const field of ["firstName", "phone", "company"]) {
      const res = await t.app.inject({
        method: "PATCH",
        url: "/api/profile",
        headers: { cookie: user.cookie },
        payload: { [field]: value },
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers["content-type"]).toContain("application/problem+json");
      expect(res.json().fields[field]).toBe("Contains characters that cannot be saved");
    }
    const guide = await t.app.inject({
      method: "POST",
      url: "/api/profile/completed-guides",
      headers: { cookie: user.cookie },
      payload: { guide: value },
    });
    expect(guide.statusCode).toBe(400);
    const profile = await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie: user.cookie } });
    expect(profile.json().firstName).toBe("Test");
  });

  it("refuses unstorable or mistyped account fields before Better Auth stores them", async () => {
    const signUp = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { name: "A B", firstName: NUL, lastName: "B", email: "nul@example.com", password: "long-password-1" },
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.headers["content-type"]).toContain("application/problem+json");
    expect(signUp.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      message: "Contains characters that cannot be saved",
      fields: { firstName: "Contains characters that cannot be saved" },
    });

    const blankLast = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { name: "A", firstName: "A", lastName: "  ", email: "blank@example.com", password: "long-password-1" },
    });
    expect(blankLast.statusCode).toBe(400);
    expect(blankLast.json().fields).toEqual({ lastName: "Last name is required" });

    const nullName = await t.app.inject({
      method: "POST",
      url: "/api/auth/update-user",
      headers: { cookie: user.cookie, origin: "http://localhost:3999" },
      payload: { firstName: null },
    });
    expect(nullName.statusCode).toBe(400);

    const notAnObject = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { "content-type": "application/json" },
      payload: "[1,2]",
    });
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json().message).toBe("The request body must be a JSON object");

    const impersonate = await t.app.inject({
      method: "POST",
      url: "/api/auth/admin/impersonate-user",
      headers: { cookie: admin.cookie, origin: "http://localhost:3999" },
      payload: { userId: "not-a-uuid" },
    });
    expect(impersonate.statusCode).toBe(400);
    expect(impersonate.json().fields).toEqual({ userId: "Expected a user id" });
  });

  it("takes the admin user search literally: % and _ are not wildcards", async () => {
    const search = async (q: string) => {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/admin/users?q=${encodeURIComponent(q)}`,
        headers: { cookie: admin.cookie },
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { total: number; items: { email: string }[] };
    };
    expect((await search("%")).total).toBe(0);
    expect((await search("_")).total).toBe(0);
    expect((await search("\\")).total).toBe(0);
    expect((await search(` ${user.email.toUpperCase()} `)).items.map((u) => u.email)).toEqual([user.email]);
  });

  it("answers a body over the limit with 413 and malformed JSON with 400, both as problem+json", async () => {
    const huge = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: "a@example.com", password: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.headers["content-type"]).toContain("application/problem+json");
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { "content-type": "application/json" },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.headers["content-type"]).toContain("application/problem+json");
  });
});
