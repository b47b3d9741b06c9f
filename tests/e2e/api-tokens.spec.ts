// An API client (a script, an integration) signs in, exchanges its session for a JWT, calls the API with it,
// checks the token against the published JWKS, and loses access when it signs out.
import { createLocalJWKSet, jwtVerify } from "jose";
import { E2E_BASE_URL } from "./support/env.ts";
import { expect, test } from "./support/fixtures.ts";
import { signInApi } from "./support/users.ts";

test("an API client calls the API with a short-lived token, revoked when its session ends", async ({
  playwright,
  user,
}) => {
  const client = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  try {
    await signInApi(client, user);
    const { token } = await (await client.get("/api/auth/token")).json();
    const jwks = await (await client.get("/.well-known/jwks.json")).json();
    const { payload } = await jwtVerify(token, createLocalJWKSet(jwks), { issuer: E2E_BASE_URL });
    expect(payload.email).toBe(user.email);

    const anonymous = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    try {
      const auth = { authorization: `Bearer ${token}` };
      const profile = await anonymous.get("/api/profile", { headers: auth });
      expect(profile.status()).toBe(200);
      expect((await profile.json()).email).toBe(user.email);
      const created = await anonymous.post("/api/tasks", { headers: auth, data: { title: "Made by a script" } });
      expect(created.status(), await created.text()).toBeLessThan(300);

      expect((await client.post("/api/auth/sign-out", { headers: { origin: E2E_BASE_URL } })).status()).toBe(200);
      const after = await anonymous.get("/api/profile", { headers: auth });
      expect(after.status()).toBe(401);
      expect((await after.json()).title).toBe("The session this token was issued for has ended. Sign in again.");
    } finally {
      await anonymous.dispose();
    }
  } finally {
    await client.dispose();
  }
});
