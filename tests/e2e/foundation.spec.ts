import { waitForMail } from "../support/mail.ts";
import { E2E_DATA_DIR } from "./support/env.ts";
import { expect, test } from "./support/fixtures.ts";
import { logout, sidebar, signInWithForm } from "./support/session.ts";
import { newUserInput, removeUser } from "./support/users.ts";

test("a broker signs up, confirms the e-mail, signs out and in, and lands on home with the trial", async ({ page }) => {
  const user = newUserInput();
  try {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Every lease, client and deal");
    await page.getByRole("link", { name: "Start your free trial" }).click();
    await expect(page).toHaveURL(/\/auth\?view=sign_up/);

    await page.getByLabel("First name").fill(user.firstName);
    await page.getByLabel("Last name").fill(user.lastName);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

    const mail = await waitForMail(E2E_DATA_DIR, user.email, /confirm/i);
    const link = mail.links.find((l) => l.includes("verify-email"));
    expect(link).toBeTruthy();
    await page.goto(link as string);
    await expect(
      page.getByText("Email verified successfully! You can now use all features of the application."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(sidebar(page)).toBeVisible();

    await logout(page);
    await signInWithForm(page, user.email, user.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`, ${user.firstName}`);
    const nav = sidebar(page);
    await expect(nav.getByText("Free Trial Ends")).toBeVisible();
    await expect(nav.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Users" })).toHaveCount(0);
    await nav.getByRole("link", { name: "Upgrade Now" }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByText("Free trial", { exact: true })).toBeVisible();
  } finally {
    await removeUser(user.email);
  }
});

test("sign-up and sign-in forms explain bad input", async ({ page, user }) => {
  await page.goto("/auth?view=sign_up");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByText("Last name is required")).toBeVisible();
  await expect(page.getByText("Enter a valid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

  await page.goto("/auth");
  await signInWithForm(page, user.email, "wrong-password");
  await expect(page.getByRole("alert")).toContainText("Invalid email or password.");
});

test("protected pages send visitors to sign-in and back; unknown paths go home", async ({ page, user }) => {
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/auth\?view=sign_in&redirect=%2Fprofile$/);
  await signInWithForm(page, user.email, user.password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
  await page.goto("/no/such/page");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/$/);
});

test("password reset by e-mail", async ({ page, user }) => {
  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(/a password reset link is on its way/)).toBeVisible();
  const mail = await waitForMail(E2E_DATA_DIR, user.email, /reset/i);
  const link = mail.links.find((l) => l.includes("reset-password"));
  expect(link).toBeTruthy();
  await page.goto(link as string);
  await expect(page).toHaveURL(/view=update_password/);
  await page.getByLabel("New password", { exact: true }).fill("Brand-new-password-1");
  await page.getByLabel("Confirm new password").fill("Brand-new-password-1");
  await page.getByRole("button", { name: "Update password" }).click();
  await expect(page.getByText("Password reset successful!")).toBeVisible();
  await signInWithForm(page, user.email, "Brand-new-password-1");
  await expect(page).toHaveURL(/\/$/);
});

test("signed-out visitors of a gated or admin page go to sign-in with the way back kept", async ({ page, user }) => {
  for (const path of ["/contacts", "/dealrooms", "/settings", "/admin/users"]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/auth\\?view=sign_in&redirect=${encodeURIComponent(path)}$`));
  }
  // A redirect parameter pointing at another site is reduced to its path, query and hash here (§5).
  await page.goto("/auth?view=sign_in&redirect=https%3A%2F%2Fevil.example.com%2Fsettings%3Ftab%3D1");
  await signInWithForm(page, user.email, user.password);
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/settings\?tab=1$/);
});

test.describe("session start-up and reset (§2.3, §4.3, §8, §9)", () => {
  test("a slow session check shows the spinner, then the 8 s warning as a bottom-right toast", async ({ page }) => {
    test.setTimeout(60_000);
    await page.route("**/api/auth/get-session", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 9_500));
      await route.continue().catch(() => undefined);
    });
    await page.goto("/");
    await expect(page.getByRole("status").filter({ hasText: "Loading Leasedesk" })).toBeAttached();
    const warning = page.getByText("Loading is taking longer than expected...");
    await expect(warning).toBeVisible({ timeout: 9_000 });
    await expect(page.getByText("Please refresh the page if this continues.")).toBeVisible();
    const toaster = page.locator("[data-sonner-toaster]");
    await expect(toaster).toHaveAttribute("data-y-position", "bottom");
    await expect(toaster).toHaveAttribute("data-x-position", "right");
    // The check answers after all (signed out): the landing page follows.
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Every lease, client and deal");
  });

  test("a session the API no longer accepts is reset with the 'Session Reset' toast", async ({
    signedInPage: page,
  }) => {
    await page.route("**/api/profile", (route) =>
      route.fulfill({
        status: 401,
        contentType: "application/problem+json",
        body: JSON.stringify({
          type: "about:blank",
          title: "Authentication required",
          status: 401,
          code: "UNAUTHENTICATED",
        }),
      }),
    );
    await page.reload();
    await expect(page.getByText("Session Reset", { exact: true })).toBeVisible();
    await expect(
      page.getByText("We detected an issue with your session and have reset it. Please try signing in again."),
    ).toBeVisible();
    await expect(page.locator("[data-sonner-toast][data-type='error']")).toBeVisible();
    await expect(page).toHaveURL(/\/auth\?view=sign_in$/);
    await page.unroute("**/api/profile");
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/auth\?view=sign_in&redirect=%2Fprofile$/);
  });

  test("signed out on '/', the stored admin-session and admin-return-url entries are cleared", async ({ page }) => {
    await page.goto("/auth");
    await page.evaluate(() => {
      localStorage.setItem("admin-session", JSON.stringify({ expiresAt: Date.now() + 3_600_000 }));
      localStorage.setItem("admin-return-url", "/admin/users");
      localStorage.setItem("unrelated", "kept");
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => [
          localStorage.getItem("admin-session"),
          localStorage.getItem("admin-return-url"),
          localStorage.getItem("unrelated"),
        ]),
      )
      .toEqual([null, null, "kept"]);
  });
});
