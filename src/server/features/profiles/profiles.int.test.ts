import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitForMail } from "../../../../tests/support/mail.ts";
import { cookieHeader, createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("accounts", () => {
  it("signs up, requires verification, verifies, signs in and out", async () => {
    const email = "first@example.com";
    const signUp = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { name: "Ann Broker", firstName: "Ann", lastName: "Broker", email, password: "secret-pass-1" },
    });
    expect(signUp.statusCode).toBe(200);

    const early = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email, password: "secret-pass-1" },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe("EMAIL_NOT_VERIFIED");

    const mail = await waitForMail(t.dataDir, email, /Confirm/);
    const link = new URL(mail.links.find((l) => l.includes("verify-email")) as string);
    const verify = await t.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect(verify.statusCode).toBe(302);

    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email, password: "secret-pass-1" },
    });
    expect(signIn.statusCode).toBe(200);
    const setCookie = String(signIn.headers["set-cookie"]);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Max-Age=604800/);
    const cookie = cookieHeader(signIn.headers["set-cookie"]);

    const profile = await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie } });
    expect(profile.statusCode).toBe(200);
    // The first account is an admin and starts a 14-day trial.
    expect(profile.json()).toMatchObject({ firstName: "Ann", lastName: "Broker", email, isAdmin: true });
    const trialDays = (Date.parse(profile.json().trialEndDate) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(13.9);
    expect(trialDays).toBeLessThan(14.1);

    const signOut = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { cookie, origin: "http://localhost:3999" },
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    const after = await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.headers["content-type"]).toContain("application/problem+json");
  });

  it("refuses a duplicate e-mail and a short password with clear messages", async () => {
    const user = await t.signUp();
    const dup = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { name: "X Y", firstName: "X", lastName: "Y", email: user.email, password: "another-pass-1" },
    });
    // No account enumeration: the answer looks like a new sign-up, and the owner is told by mail.
    expect(dup.statusCode).toBe(200);
    const notice = await waitForMail(t.dataDir, user.email, /already have a Leasedesk account/);
    expect(notice.text).toContain("/auth?view=forgot_password");
    const short = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { name: "X Y", firstName: "X", lastName: "Y", email: "short@example.com", password: "abc" },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/password/i);
  });

  it("updates the profile, validates input and appends completed guides once", async () => {
    const user = await t.signUp({ firstName: "Bo", lastName: "Lessee" });
    const headers = { cookie: user.cookie };
    const updated = await t.app.inject({
      method: "PATCH",
      url: "/api/profile",
      headers,
      payload: { firstName: "Bob", position: "Principal", company: "Acme Realty", country: "GB" },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      firstName: "Bob",
      lastName: "Lessee",
      position: "Principal",
      country: "GB",
    });
    expect(updated.json().isAdmin).toBe(false);

    const blank = await t.app.inject({ method: "PATCH", url: "/api/profile", headers, payload: { firstName: "  " } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields.firstName).toBe("First name is required");

    const malformed = await t.app.inject({
      method: "PATCH",
      url: "/api/profile",
      headers: { ...headers, "content-type": "application/json" },
      payload: '{"firstName":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.headers["content-type"]).toContain("application/problem+json");

    const huge = await t.app.inject({
      method: "PATCH",
      url: "/api/profile",
      headers,
      payload: { firstName: "x".repeat(2 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);

    for (const guide of ["welcome", "welcome", "upload-lease"]) {
      await t.app.inject({ method: "POST", url: "/api/profile/completed-guides", headers, payload: { guide } });
    }
    const profile = await t.app.inject({ method: "GET", url: "/api/profile", headers });
    expect(profile.json().completedGuides).toEqual(["welcome", "upload-lease"]);
    expect(profile.json().firstName).toBe("Bob");
  });

  it("changes the e-mail only once the new address is confirmed", async () => {
    const user = await t.signUp();
    const newEmail = `moved-${user.id.slice(0, 8)}@example.com`;
    const ask = await t.app.inject({
      method: "POST",
      url: "/api/auth/change-email",
      headers: { cookie: user.cookie, origin: "http://localhost:3999" },
      payload: { newEmail, callbackURL: "/auth/callback?email_changed=1&redirect=/profile" },
    });
    expect(ask.statusCode).toBe(200);
    // Not yet: the old address stays until the link is opened.
    const before = await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie: user.cookie } });
    expect(before.json().email).toBe(user.email);

    const mail = await waitForMail(t.dataDir, newEmail, /Confirm your new e-mail/);
    expect(mail.text).toContain("Until then your previous address stays in use.");
    const link = new URL(mail.links.find((l) => l.includes("verify-email")) as string);
    const verify = await t.app.inject({
      method: "GET",
      url: `${link.pathname}${link.search}`,
      headers: { cookie: user.cookie },
    });
    expect(verify.statusCode).toBe(302);
    expect(String(verify.headers.location)).toContain("/auth/callback?email_changed=1");

    const after = await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie: user.cookie } });
    expect(after.json()).toMatchObject({ email: newEmail, emailVerified: true });
    const oldSignIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: user.email, password: user.password },
    });
    expect(oldSignIn.statusCode).toBe(401);
    const newSignIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: newEmail, password: user.password },
    });
    expect(newSignIn.statusCode).toBe(200);
  });

  it("detects the country from request headers with a US fallback", async () => {
    const cf = await t.app.inject({ method: "GET", url: "/api/detect-country", headers: { "cf-ipcountry": "de" } });
    expect(cf.json()).toEqual({ success: true, country_code: "DE" });
    const lang = await t.app.inject({
      method: "GET",
      url: "/api/detect-country",
      headers: { "accept-language": "en-GB,en" },
    });
    expect(lang.json().country_code).toBe("GB");
    const none = await t.app.inject({ method: "GET", url: "/api/detect-country" });
    expect(none.json().country_code).toBe("US");
  });

  it("sends a reset link that sets a new password", async () => {
    const user = await t.signUp();
    const ask = await t.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      payload: { email: user.email, redirectTo: "/auth?view=update_password" },
    });
    expect(ask.statusCode).toBe(200);
    const mail = await waitForMail(t.dataDir, user.email, /Reset/);
    const link = new URL(mail.links[0]);
    const follow = await t.app.inject({ method: "GET", url: `${link.pathname}${link.search}` });
    expect(follow.statusCode).toBe(302);
    const token = new URL(String(follow.headers.location), "http://x").searchParams.get("token");
    expect(token).toBeTruthy();
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: "brand-new-pass-2" },
    });
    expect(reset.statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: user.email, password: "brand-new-pass-2" },
    });
    expect(signIn.statusCode).toBe(200);
  });
});
