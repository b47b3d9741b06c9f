// REQUIRE_ADMIN_MFA: an admin without a verified second factor cannot use admin routes until enrolled.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { cookieHeader, createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";
import { secretFromUri, totp } from "../../../../tests/support/totp.ts";

let t: TestApp;
let admin: TestUser;
let user: TestUser;

const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url, headers: { cookie }, payload });

beforeAll(async () => {
  t = await createTestApp({ env: { REQUIRE_ADMIN_MFA: "true" } });
  admin = await t.signUp(); // the first account is an admin
  user = await t.signUp();
});
afterAll(async () => {
  await t.close();
});

describe("require MFA for admins", () => {
  it("is on by default in production and off elsewhere, and configurable", () => {
    const base = { AUTH_SECRET: "x".repeat(32), DATA_DIR: t.dataDir };
    expect(loadConfig({ ...base, NODE_ENV: "production" }).requireAdminMfa).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: "production", REQUIRE_ADMIN_MFA: "false" }).requireAdminMfa).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: "development" }).requireAdminMfa).toBe(false);
  });

  it("refuses admin routes to an admin without a factor and says so in the profile", async () => {
    const refused = await get("/api/admin/users", admin.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "MFA_REQUIRED" });
    expect(refused.json().title).toMatch(/two-factor authentication/);
    const profile = await get("/api/profile", admin.cookie);
    expect(profile.json()).toMatchObject({ isAdmin: true, twoFactorEnabled: false, mfaRequired: true });
  });

  it("ordinary users and anonymous callers are unaffected (403 / 401 as before)", async () => {
    expect((await get("/api/admin/users", user.cookie)).json()).toMatchObject({ code: "FORBIDDEN" });
    expect((await get("/api/admin/users")).statusCode).toBe(401);
    expect((await get("/api/profile", user.cookie)).json()).toMatchObject({ mfaRequired: false });
  });

  it("opens admin routes once the admin has enrolled a factor", async () => {
    const enable = await post("/api/auth/two-factor/enable", admin.cookie, { password: admin.password });
    const secret = secretFromUri(enable.json().totpURI);
    const ok = await post("/api/auth/two-factor/verify-totp", admin.cookie, { code: totp(secret) });
    expect(ok.statusCode).toBe(200);
    const cookie = cookieHeader(ok.headers["set-cookie"]);
    expect((await get("/api/admin/users", cookie)).statusCode).toBe(200);
    expect((await get("/api/profile", cookie)).json()).toMatchObject({ twoFactorEnabled: true, mfaRequired: false });
  });
});
