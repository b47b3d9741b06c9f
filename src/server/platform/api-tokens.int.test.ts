// API clients: a session is exchanged for a short-lived JWT signed with our key, verified against our JWKS on
// every Bearer request, and worthless once its session ends. Refusals carry the §8 token-signing messages.
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "../../../tests/support/test-app.ts";
import {
  createApiTokenVerifier,
  INVALID_SIGNATURE,
  JWKS_EMPTY,
  NO_MATCHING_KEY,
  SESSION_ENDED,
  TOKEN_EXPIRED,
} from "./api-tokens.ts";

let t: TestApp;
let admin: TestUser;
let user: TestUser;

const bearer = (token: string, url = "/api/profile", method: "GET" | "PATCH" = "GET", payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

async function tokenFor(cookie: string): Promise<string> {
  const res = await t.app.inject({ method: "GET", url: "/api/auth/token", headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp(); // the first account is the admin
  user = await t.signUp();
});
afterAll(async () => {
  await t.close();
});

describe("API tokens (JWT + JWKS)", () => {
  it("publishes the signing keys and refuses a token to anonymous callers", async () => {
    const jwks = await t.app.inject({ method: "GET", url: "/.well-known/jwks.json" });
    expect(jwks.statusCode).toBe(200);
    const [key] = jwks.json().keys;
    expect(key).toMatchObject({ kty: "OKP", crv: "Ed25519", alg: "EdDSA" });
    expect(key.kid).toBeTruthy();
    expect(key.d).toBeUndefined(); // never the private half
    expect((await t.app.inject({ method: "GET", url: "/api/auth/token" })).statusCode).toBe(401);
  });

  it("exchanges a session for a 15-minute token that a client verifies against the JWKS and the API accepts", async () => {
    const token = await tokenFor(user.cookie);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ sub: user.id, email: user.email, iss: "http://localhost:3999" });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60);
    const keys = (await t.app.inject({ method: "GET", url: "/.well-known/jwks.json" })).json();
    expect(keys.keys.map((k: { kid: string }) => k.kid)).toContain(decodeProtectedHeader(token).kid);
    const verified = await jwtVerify(token, createLocalJWKSet(keys), { audience: "http://localhost:3999" });
    expect(verified.payload.sub).toBe(user.id);

    const profile = await bearer(token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ id: user.id, email: user.email });
    const patched = await bearer(token, "/api/profile", "PATCH", { position: "Broker via API" });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().position).toBe("Broker via API");
    // An ordinary user's token opens no admin route; an admin's does.
    expect((await bearer(token, "/api/admin/account-deletions")).statusCode).toBe(403);
    const adminToken = await tokenFor(admin.cookie);
    expect((await bearer(adminToken, "/api/admin/account-deletions")).statusCode).toBe(200);
  });

  it("refuses a tampered signature, an unknown key, an expired token and junk with the §8 messages", async () => {
    const token = await tokenFor(user.cookie);
    const [head, body, sig] = token.split(".");
    const flipped = `${head}.${body}.${sig.startsWith("A") ? "B" : "A"}${sig.slice(1)}`;
    const tampered = await bearer(flipped);
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().title).toBe(INVALID_SIGNATURE);

    const otherKid = Buffer.from(
      JSON.stringify({ ...decodeProtectedHeader(token), kid: "00000000-0000-4000-8000-000000000000" }),
    ).toString("base64url");
    const unknown = await bearer(`${otherKid}.${body}.${sig}`);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().title).toBe(NO_MATCHING_KEY);

    const now = Math.floor(Date.now() / 1000);
    const claims = decodeJwt(token);
    const { token: expired } = await t.ctx.auth.api.signJWT({
      body: { payload: { sub: user.id, sid: claims.sid, iat: now - 3600, exp: now - 60 } },
    });
    const late = await bearer(expired);
    expect(late.statusCode).toBe(401);
    expect(late.json().title).toBe(TOKEN_EXPIRED);

    for (const junk of ["not-a-jwt", "a.b.c", `${head}.${body}`]) {
      const res = await bearer(junk);
      expect(res.statusCode, junk).toBe(401);
    }
  });

  it("stops working when its session is signed out", async () => {
    const second = await t.signUp();
    const token = await tokenFor(second.cookie);
    expect((await bearer(token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { cookie: second.cookie, origin: "http://localhost:3999" },
    });
    expect(out.statusCode).toBe(200);
    const res = await bearer(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().title).toBe(SESSION_ENDED);
  });

  it("says the JWKS is empty when no key exists", async () => {
    const token = await tokenFor(user.cookie);
    await t.ctx.db.$client.query("delete from jwks");
    const verify = createApiTokenVerifier(t.ctx.db, "http://localhost:3999");
    await expect(verify(token)).rejects.toThrow(JWKS_EMPTY);
  });
});
