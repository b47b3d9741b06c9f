// Third-party sign-in journeys against a local fake OpenID provider (hosting a Google and a generic issuer).
import { type FakeOidc, startFakeOidc } from "../support/fake-oidc.ts";
import { E2E_BASE_URL, E2E_OIDC, E2E_OIDC_PORT } from "./support/env.ts";
import { expect, test } from "./support/fixtures.ts";
import { removeUser, signInApi } from "./support/users.ts";

let fake: FakeOidc;
test.describe.configure({ mode: "serial" });
test.beforeAll(async () => {
  fake = await startFakeOidc({ port: E2E_OIDC_PORT, clients: E2E_OIDC.clients });
});
test.afterAll(async () => {
  await fake?.close();
});

test("a broker signs up with Google, sees the notice, and finds Google as their only way to sign in", async ({
  page,
}) => {
  const email = `google-${Date.now()}@e2e.test`;
  fake.identity = { sub: `g-${Date.now()}`, email, email_verified: true, given_name: "Gina", family_name: "Google" };
  try {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page.getByText(`Continue as ${email}`)).toBeVisible();
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(page.getByText("Google Sign-in Notice")).toBeVisible();
    await expect(
      page.getByText("Your profile is being set up. You may need to refresh if you experience any issues."),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Gina");

    await page.goto("/profile");
    const methods = page.getByRole("list", { name: "Sign-in methods" });
    await expect(methods.getByRole("listitem")).toHaveCount(1);
    await expect(methods).toContainText("Google");
    await expect(methods).toContainText("Your only way to sign in");
  } finally {
    await removeUser(email);
  }
});

test("a cancelled sign-in at the provider shows the Authentication Error and returns to sign-in", async ({ page }) => {
  await page.goto("/auth?view=sign_in");
  await page.getByRole("button", { name: `Continue with ${E2E_OIDC.name}` }).click();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("Authentication Error")).toBeVisible();
  await expect(page.getByText("The user cancelled the sign-in.")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?view=sign_in$/);
});

test("a broker connects the company sign-in from the profile, signs in with it, then removes it", async ({
  page,
  user,
}) => {
  fake.identity = { sub: `sso-${Date.now()}`, email: user.email, email_verified: true, name: "Company Person" };
  await signInApi(page.request, user);
  await page.goto("/profile");
  const methods = page.getByRole("list", { name: "Sign-in methods" });
  await expect(methods.getByRole("listitem")).toHaveCount(1);
  await page.getByRole("button", { name: `Connect ${E2E_OIDC.name}` }).click();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(methods.getByRole("listitem")).toHaveCount(2);
  await expect(methods).toContainText(E2E_OIDC.name);

  // Sign out, then in through the provider: the same account opens.
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth\?view=sign_in$/);
  await page.getByRole("button", { name: `Continue with ${E2E_OIDC.name}` }).click();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByText("Authentication successful!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(user.firstName);

  await page.goto("/profile");
  await page.getByRole("button", { name: `Remove ${E2E_OIDC.name}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove this sign-in method?" });
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("Sign-in method removed")).toBeVisible();
  await expect(methods.getByRole("listitem")).toHaveCount(1);
  await expect(methods).toContainText("Your only way to sign in");
});

test("a broker with two-step verification signing in with Google is asked for the code first", async ({
  page,
  user,
}) => {
  const { secretFromUri, totp } = await import("../support/totp.ts");
  await signInApi(page.request, user);
  // Better Auth checks the Origin of cookie-bearing requests, as a browser would send it.
  const headers = { origin: E2E_BASE_URL };
  const enable = await page.request.post("/api/auth/two-factor/enable", { data: { password: user.password }, headers });
  expect(enable.status(), await enable.text()).toBe(200);
  const secret = secretFromUri((await enable.json()).totpURI);
  expect(
    (await page.request.post("/api/auth/two-factor/verify-totp", { data: { code: totp(secret) }, headers })).ok(),
  ).toBe(true);
  await page.context().clearCookies();

  fake.identity = { sub: `mfa-${Date.now()}`, email: user.email, email_verified: true, name: "Dana Tester" };
  await page.goto("/auth?view=sign_in");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Two-step verification" })).toBeVisible();
  // Not signed in yet: the app's pages still send the visitor to sign in.
  expect((await page.request.get("/api/profile")).status()).toBe(401);
  await page.getByLabel("Authentication code").fill("000000");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("That code is not valid. Check it and try again.")).toBeVisible();
  await page.getByLabel("Authentication code").fill(totp(secret, Date.now(), 1));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Google Sign-in Notice")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(user.firstName);
});
