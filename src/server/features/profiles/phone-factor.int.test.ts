// Phone second factor: enrol a number (a texted code verifies it), sign in with a texted code, remove it.
// Texts go to DATA_DIR/sms (no SMS_WEBHOOK_URL in tests), which the test reads like a phone.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;
let user: TestUser;

const req = (method: "GET" | "PUT" | "POST" | "DELETE", url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** The code in the newest text message to that number. */
async function lastCode(app: TestApp, phone: string): Promise<string> {
  const dir = path.join(app.dataDir, "sms");
  const files = (await readdir(dir)).filter((f) => f.endsWith(`${phone}.txt`)).sort();
  const text = await readFile(path.join(dir, files[files.length - 1]), "utf8");
  return /code is (\d{6})/.exec(text)?.[1] ?? "";
}

beforeAll(async () => {
  t = await createTestApp();
  user = await t.signUp();
});
afterAll(async () => {
  await t.close();
});

describe("phone second factor", () => {
  it("refuses anonymous callers and numbers that are not international", async () => {
    expect((await req("PUT", "/api/account/phone-factor", undefined, { phone: "+15551234567" })).statusCode).toBe(401);
    const bad = await req("PUT", "/api/account/phone-factor", user.cookie, { phone: "555-1234" });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Enter the number in international format, e.g. +1 555 123 4567.");
    const none = await req("POST", "/api/auth/two-factor/send-otp", user.cookie, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe("PHONE_NOT_SET_UP");
  });

  it("enrols: the number is verified by the code texted to it, which turns two-step verification on", async () => {
    const set = await req("PUT", "/api/account/phone-factor", user.cookie, { phone: "+1 (555) 123-4567" });
    expect(set.json()).toMatchObject({ factorType: "phone", status: "unverified", phone: "+15551234567" });
    expect((await req("POST", "/api/auth/two-factor/send-otp", user.cookie, {})).statusCode).toBe(200);
    const code = await lastCode(t, "+15551234567");
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await req("POST", "/api/auth/two-factor/verify-otp", user.cookie, {
      code: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.statusCode).toBe(401);
    const ok = await req("POST", "/api/auth/two-factor/verify-otp", user.cookie, { code });
    expect(ok.statusCode).toBe(200);
    user.cookie = cookieHeader(ok.headers["set-cookie"]) || user.cookie;
    const factors = await req("GET", "/api/account/factors", user.cookie);
    expect(factors.json()).toMatchObject({
      enabled: true,
      items: [{ factorType: "phone", status: "verified", friendlyName: "Text message" }],
    });
    const replace = await req("PUT", "/api/account/phone-factor", user.cookie, { phone: "+15550000000" });
    expect(replace.statusCode).toBe(409);
  });

  it("signs in with a texted code; a used code does not work twice", async () => {
    const first = await req("POST", "/api/auth/sign-in/email", undefined, {
      email: user.email,
      password: user.password,
    });
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookieHeader(first.headers["set-cookie"]);
    expect((await req("POST", "/api/auth/two-factor/send-otp", pending, {})).statusCode).toBe(200);
    const code = await lastCode(t, "+15551234567");
    const ok = await req("POST", "/api/auth/two-factor/verify-otp", pending, { code });
    expect(ok.statusCode).toBe(200);
    const session = cookieHeader(ok.headers["set-cookie"]);
    expect((await req("GET", "/api/profile", session)).statusCode).toBe(200);
    expect((await req("POST", "/api/auth/two-factor/verify-otp", pending, { code })).statusCode).toBeGreaterThanOrEqual(
      400,
    );
  });

  it("removes the number, which turns two-step verification off when nothing else is left", async () => {
    const other = await t.signUp();
    expect((await req("DELETE", "/api/account/phone-factor", other.cookie)).statusCode).toBe(404);
    expect((await req("DELETE", "/api/account/phone-factor", user.cookie)).json()).toEqual({ removed: true });
    expect((await req("GET", "/api/account/factors", user.cookie)).json()).toEqual({ enabled: false, items: [] });
  });

  it("rate-limits code requests", async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_ENABLED: "true" } });
    try {
      const u = await limited.signUp();
      await limited.app.inject({
        method: "PUT",
        url: "/api/account/phone-factor",
        headers: { cookie: u.cookie },
        payload: { phone: "+15557654321" },
      });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: "POST",
          url: "/api/auth/two-factor/send-otp",
          headers: { cookie: u.cookie },
          payload: {},
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
      expect(statuses[3]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
