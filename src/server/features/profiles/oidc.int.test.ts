// Google / OpenID Connect sign-in through the real app against a local fake provider: PKCE, state, nonce,
// ID-token verification against the JWKS, account linking by verified e-mail, identities list and unlink.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeOidc, startFakeOidc } from "../../../../tests/support/fake-oidc.ts";
import { cookieHeader, createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";
import { secretFromUri, totp } from "../../../../tests/support/totp.ts";

let t: TestApp;
let fake: FakeOidc;
let existing: TestUser;

const clients = {
  oidc: { clientId: "leasedesk-oidc", clientSecret: "oidc-secret" },
  google: { clientId: "leasedesk-google", clientSecret: "google-secret" },
};

/** Starts a sign-in; returns the provider's authorize URL and the state cookies the browser would keep. */
async function start(provider: "oidc" | "google", cookie?: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/social",
    headers: cookie ? { cookie } : {},
    payload: { provider, callbackURL: "/auth/callback", errorCallbackURL: "/auth/callback" },
  });
  expect(res.statusCode).toBe(200);
  return { authorize: new URL(res.json().url as string), cookie: cookieHeader(res.headers["set-cookie"]) };
}

/** The user clicks Continue on the provider's page; returns where the provider sends the browser back. */
async function approve(authorize: URL, decision: "allow" | "deny" = "allow"): Promise<URL> {
  const form = new URLSearchParams({ decision });
  for (const k of ["redirect_uri", "state", "nonce", "code_challenge", "code_challenge_method"]) {
    form.set(k, authorize.searchParams.get(k) ?? "");
  }
  const res = await fetch(`${authorize.origin}${authorize.pathname}`, {
    method: "POST",
    body: form,
    redirect: "manual",
  });
  expect(res.status).toBe(302);
  return new URL(res.headers.get("location") ?? "");
}

/** The browser returns to the app's callback with its cookies. */
async function callback(back: URL, cookie: string) {
  const res = await t.app.inject({ method: "GET", url: `${back.pathname}${back.search}`, headers: { cookie } });
  return { res, location: new URL(res.headers.location as string, "http://localhost:3999") };
}

async function signInThrough(provider: "oidc" | "google") {
  const { authorize, cookie } = await start(provider);
  const back = await approve(authorize);
  return callback(back, cookie);
}

const profileOf = (cookie: string) => t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie } });

beforeAll(async () => {
  fake = await startFakeOidc({ clients });
  t = await createTestApp({
    env: {
      OIDC_ISSUER: fake.issuer("oidc"),
      OIDC_CLIENT_ID: clients.oidc.clientId,
      OIDC_CLIENT_SECRET: clients.oidc.clientSecret,
      OIDC_NAME: "Acme SSO",
      GOOGLE_CLIENT_ID: clients.google.clientId,
      GOOGLE_CLIENT_SECRET: clients.google.clientSecret,
      GOOGLE_DISCOVERY_URL: `${fake.issuer("google")}/.well-known/openid-configuration`,
    },
  });
  existing = await t.signUp();
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe("OpenID Connect sign-in", () => {
  it("lists the configured providers for the sign-in buttons", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth-providers" });
    expect(res.json()).toEqual({
      items: [
        { id: "google", name: "Google" },
        { id: "oidc", name: "Acme SSO" },
      ],
    });
  });

  it("signs a new user up with PKCE, state and nonce, and a verified ID token", async () => {
    fake.identity = {
      sub: "new-1",
      email: "new.broker@example.test",
      email_verified: true,
      given_name: "Nora",
      family_name: "Broker",
    };
    const { authorize, cookie } = await start("oidc");
    const q = authorize.searchParams;
    expect(q.get("code_challenge_method")).toBe("S256");
    expect(q.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get("state")).toBeTruthy();
    expect(q.get("nonce")).toBeTruthy();
    expect(q.get("redirect_uri")).toBe("http://localhost:3999/api/auth/callback/oidc");
    const { res, location } = await callback(await approve(authorize), cookie);
    expect(res.statusCode).toBe(302);
    expect(location.pathname).toBe("/auth/callback");
    expect(location.searchParams.get("error")).toBeNull();
    const profile = await profileOf(cookieHeader(res.headers["set-cookie"]));
    expect(profile.json()).toMatchObject({ email: "new.broker@example.test", firstName: "Nora", lastName: "Broker" });
  });

  it("links to an existing account when both sides verified the e-mail, and lists the identity", async () => {
    fake.identity = { sub: "g-77", email: existing.email, email_verified: true, name: "Existing Person" };
    const { res } = await signInThrough("google");
    const session = cookieHeader(res.headers["set-cookie"]);
    expect((await profileOf(session)).json()).toMatchObject({ id: existing.id });
    const identities = await t.app.inject({
      method: "GET",
      url: "/api/account/identities",
      headers: { cookie: existing.cookie },
    });
    expect(identities.json().items.map((i: { providerName: string }) => i.providerName)).toEqual([
      "Email and password",
      "Google",
    ]);
  });

  it("does not link when the provider has not verified the e-mail", async () => {
    const other = await t.signUp();
    fake.identity = { sub: "unverified-1", email: other.email, email_verified: false };
    const { res, location } = await signInThrough("oidc");
    expect(location.searchParams.get("error")).toBeTruthy();
    expect(cookieHeader(res.headers["set-cookie"])).not.toMatch(/session_token=[^;]+\.[^;]+/);
  });

  it("does not link to a local account whose e-mail was never confirmed", async () => {
    const email = `unconfirmed-${Date.now()}@example.test`;
    const signUp = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { email, password: "a-long-password", name: "U C", firstName: "U", lastName: "C" },
    });
    expect(signUp.statusCode).toBe(200);
    fake.identity = { sub: "takeover-1", email, email_verified: true };
    const { location } = await signInThrough("oidc");
    expect(location.searchParams.get("error")).toBe("account_not_linked");
  });

  it("refuses a wrong state, a replayed code, a mismatched nonce and a bad signature", async () => {
    fake.identity = { sub: "bad-1", email: "bad.input@example.test", email_verified: true, name: "Bad Input" };
    // Wrong state: the callback's state is not the one this browser started.
    const first = await start("oidc");
    const back = await approve(first.authorize);
    back.searchParams.set("state", "forged-state");
    expect((await callback(back, first.cookie)).location.searchParams.get("error")).toBeTruthy();

    // Replayed code: the first use signs in; the same callback again does not.
    const second = await start("oidc");
    const back2 = await approve(second.authorize);
    expect((await callback(back2, second.cookie)).location.searchParams.get("error")).toBeNull();
    const replay = await callback(back2, second.cookie);
    expect(replay.location.searchParams.get("error")).toBeTruthy();

    for (const tamper of ["nonce", "signature", "audience"] as const) {
      const attempt = await start("oidc");
      const returned = await approve(attempt.authorize);
      fake.tamper = tamper;
      const { res, location } = await callback(returned, attempt.cookie);
      expect(location.searchParams.get("error"), tamper).toBeTruthy();
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it("shows the provider's refusal as an error on /auth/callback", async () => {
    const { authorize, cookie } = await start("oidc");
    const back = await approve(authorize, "deny");
    const { location } = await callback(back, cookie);
    expect(location.pathname).toBe("/auth/callback");
    expect(location.searchParams.get("error")).toBe("access_denied");
  });
});

describe("second factor after third-party sign-in", () => {
  /** The cookies a browser keeps from a response: cleared ones (Max-Age=0) are dropped. */
  const kept = (setCookie: string | string[] | undefined) =>
    cookieHeader(
      (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).filter((c) => !/Max-Age=0/i.test(c)),
    );
  const post = (url: string, cookie: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url, headers: { cookie }, payload });

  it("asks a user with TOTP for a code on the same challenge as the password, and only then signs in", async () => {
    const mfa = await t.signUp();
    const enable = await post("/api/auth/two-factor/enable", mfa.cookie, { password: mfa.password });
    const secret = secretFromUri(enable.json().totpURI);
    const backup: string[] = enable.json().backupCodes;
    expect((await post("/api/auth/two-factor/verify-totp", mfa.cookie, { code: totp(secret) })).statusCode).toBe(200);

    fake.identity = { sub: "mfa-1", email: mfa.email, email_verified: true, name: "Mfa User" };
    const { res, location } = await signInThrough("google");
    expect(res.statusCode).toBe(302);
    expect(location.pathname).toBe("/auth/callback");
    expect(location.searchParams.get("second_factor")).toBe("totp,otp");
    // No session yet: only the pending sign-in's cookie.
    const pending = kept(res.headers["set-cookie"]);
    expect(pending).toMatch(/two_factor=/);
    expect(pending).not.toMatch(/session_token=/);
    expect((await profileOf(cookieHeader(res.headers["set-cookie"]))).statusCode).toBe(401);

    expect((await post("/api/auth/two-factor/verify-totp", pending, { code: "000000" })).statusCode).toBe(401);
    const ok = await post("/api/auth/two-factor/verify-totp", pending, { code: totp(secret, Date.now(), 1) });
    expect(ok.statusCode).toBe(200);
    expect((await profileOf(kept(ok.headers["set-cookie"]))).json()).toMatchObject({ id: mfa.id });

    // Again through the provider, finished with a recovery code; the code works once.
    const again = await signInThrough("google");
    const pendingAgain = kept(again.res.headers["set-cookie"]);
    const recovered = await post("/api/auth/two-factor/verify-backup-code", pendingAgain, { code: backup[0] });
    expect(recovered.statusCode).toBe(200);
    expect((await profileOf(kept(recovered.headers["set-cookie"]))).json()).toMatchObject({ id: mfa.id });
    const third = await signInThrough("google");
    const reused = await post("/api/auth/two-factor/verify-backup-code", kept(third.res.headers["set-cookie"]), {
      code: backup[0],
    });
    expect(reused.statusCode).toBe(401);
  });

  it("signs a user without a second factor straight in, and leaves linking from Profile alone", async () => {
    fake.identity = { sub: "plain-2", email: "plain.two@example.test", email_verified: true, name: "Plain Two" };
    const { res, location } = await signInThrough("oidc");
    expect(location.searchParams.get("second_factor")).toBeNull();
    expect((await profileOf(kept(res.headers["set-cookie"]))).statusCode).toBe(200);
  });
});

describe("identities", () => {
  it("unlinks a third-party identity but never the last way to sign in", async () => {
    fake.identity = { sub: "solo-1", email: "solo@example.test", email_verified: true, name: "Solo User" };
    const { res } = await signInThrough("oidc");
    const solo = cookieHeader(res.headers["set-cookie"]);
    const list = await t.app.inject({ method: "GET", url: "/api/account/identities", headers: { cookie: solo } });
    const [only] = list.json().items;
    const refused = await t.app.inject({
      method: "DELETE",
      url: `/api/account/identities/${only.id}`,
      headers: { cookie: solo },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().title).toBe("This is your only way to sign in. Add another before removing it.");

    const mine = await t.app.inject({
      method: "GET",
      url: "/api/account/identities",
      headers: { cookie: existing.cookie },
    });
    const google = mine.json().items.find((i: { providerId: string }) => i.providerId === "google");
    // Another user's identity is not found; anonymous is 401; a malformed id is a 400.
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/account/identities/${google.id}`, headers: { cookie: solo } }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: `/api/account/identities/${google.id}` })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: "DELETE", url: "/api/account/identities/nope", headers: { cookie: solo } }))
        .statusCode,
    ).toBe(400);
    const ok = await t.app.inject({
      method: "DELETE",
      url: `/api/account/identities/${google.id}`,
      headers: { cookie: existing.cookie },
    });
    expect(ok.json()).toEqual({ unlinked: true });
  });

  it("hides the buttons when no provider is configured", async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: "GET", url: "/api/auth-providers" })).json()).toEqual({ items: [] });
    } finally {
      await plain.close();
    }
  });
});
