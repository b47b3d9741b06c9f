import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { waitForMail } from "../support/mail.ts";
import { setTrialEnd } from "./support/db.ts";
import { E2E_DATA_DIR } from "./support/env.ts";
import { expect, test } from "./support/fixtures.ts";
import { E2E_ADMIN } from "./support/global-setup.ts";
import { newUserInput, removeUser, signInApi } from "./support/users.ts";

const sidebar = (page: Page) => page.getByRole("complementary", { name: "Sidebar" });

async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

async function logout(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/auth\?view=sign_in$/);
}

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

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

test("a broker edits the profile", async ({ signedInPage: page }) => {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByLabel("First name").fill("Morgan");
  await page.getByLabel("Phone").fill("+1 415 555 0100");
  await page.getByLabel("Position").fill("Senior Associate");
  await page.getByLabel("Company").fill("Harbor Realty");
  await expect(page.getByRole("combobox", { name: "Country" })).toHaveText(/United States/);
  await page.getByRole("combobox", { name: "Country" }).click();
  await page.getByRole("option", { name: "Canada" }).click();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("First name")).toHaveValue("Morgan");
  await expect(page.getByLabel("Company")).toHaveValue("Harbor Realty");
  await expect(page.getByRole("combobox", { name: "Country" })).toHaveText(/Canada/);
  await expect(sidebar(page).getByText(/^Morgan /)).toBeVisible();

  await page.getByLabel("First name").fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
});

test("a broker changes the password and signs in with the new one", async ({ signedInPage: page, user }) => {
  await page.goto("/profile");
  const newPassword = `${user.password}-new`;
  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your current password is incorrect")).toBeVisible();

  await page.getByLabel("Current password").fill(user.password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed")).toBeVisible();

  await logout(page);
  await signInWithForm(page, user.email, user.password);
  await expect(page.getByRole("alert")).toContainText("Invalid email or password.");
  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(sidebar(page)).toBeVisible();
});

test("ctrl+b collapses the sidebar to 64 px and the state survives a reload", async ({ signedInPage: page }) => {
  const aside = sidebar(page);
  await expect.poll(async () => (await aside.boundingBox())?.width).toBe(256);
  await page.keyboard.press("Control+b");
  await expect.poll(async () => (await aside.boundingBox())?.width).toBe(64);
  await expect(aside.getByText("Free Trial Ends")).toHaveCount(0);
  await page.reload();
  await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBe(64);
  const cookie = (await page.context().cookies()).find((c) => c.name === "sidebar_state");
  expect(cookie?.value).toBe("false");
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
  await page.getByRole("button", { name: "Expand sidebar" }).click();
  await expect.poll(async () => (await sidebar(page).boundingBox())?.width).toBe(256);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the top bar and slide-in menu replace the sidebar", async ({ signedInPage: page }) => {
    await expect(sidebar(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("dialog");
    await expect(menu.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(menu.getByRole("button", { name: "Logout" })).toBeVisible();
    await menu.getByRole("button", { name: "Help" }).click();
    await expect(
      page.getByRole("dialog", { name: "Help Center" }).getByText("Your trial and subscription"),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Menu" }).click();
    await menu.getByRole("link", { name: "Profile" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // §9: on a small screen toasts show at the top.
    await page.getByLabel("Phone").fill("+1 415 555 0199");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Profile updated")).toBeVisible();
    await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("data-y-position", "top");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/auth\?view=sign_in$/);
  });
});

test("Help in the account menu opens the Help Center: search, filter, read an article, reset on close", async ({
  signedInPage: page,
}) => {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Help" }).click();
  const panel = page.getByRole("dialog", { name: "Help Center" });
  const list = panel.getByRole("list", { name: "Help articles" });
  await expect(list.getByRole("button", { name: /Upload a lease and read its abstract/ })).toBeVisible();
  expect((await panel.boundingBox())?.width).toBe(540); // 400, and 540 on larger screens (§2.12)

  const search = panel.getByRole("searchbox", { name: "Search help articles" });
  await search.fill("calendar");
  await expect(list.getByRole("button")).toHaveCount(1);
  await search.fill("no such topic anywhere");
  await expect(panel.getByText("No articles found")).toBeVisible();
  await search.fill("");

  await panel.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Deal Rooms" }).click();
  await expect(list.getByRole("button")).toHaveCount(1);
  await list.getByRole("button", { name: /Deal rooms for outside parties/ }).click();
  await expect(panel.getByRole("heading", { name: "Deal rooms for outside parties" })).toBeVisible();
  await expect(panel.getByRole("listitem").filter({ hasText: "The activity log shows who viewed" })).toBeVisible();
  await panel.getByRole("button", { name: "Back to Articles" }).click();
  await expect(panel.getByRole("combobox", { name: "Category" })).toHaveText("Deal Rooms");

  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Help" }).click();
  await expect(page.getByRole("combobox", { name: "Category" })).toHaveText("All Categories");
  await expect(page.getByRole("list", { name: "Help articles" }).getByRole("button")).toHaveCount(10);
});

test("after the trial ends the banner goes and guarded entries open the upgrade dialog", async ({ page, user }) => {
  await setTrialEnd(user.email, new Date(Date.now() - 24 * 3600 * 1000));
  await signInApi(page.request, user);
  await page.goto("/");
  await expect(page.getByText("Trial ended")).toBeVisible();
  await expect(sidebar(page).getByText("Free Trial Ends")).toHaveCount(0);

  const guarded = sidebar(page).locator("a[data-feature]");
  // Guarded entries (Contacts, Deal Rooms, …) appear as their features land; none may exist yet.
  test.skip((await guarded.count()) === 0, "no feature-gated page is registered yet");
  await guarded.first().click();
  await expect(page.getByRole("dialog", { name: "Upgrade Your Account" })).toBeVisible();
  await expect(
    page.getByText("To access all features including adding and viewing leases, you need an active subscription"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Upgrade Now" }).click();
  await expect(page).toHaveURL(/\/settings$/);
});

test("an admin grants a free upgrade, impersonates a user and returns", async ({ page, user }) => {
  test.setTimeout(90_000);
  await signInApi(page.request, E2E_ADMIN);
  await page.goto("/");
  await sidebar(page).getByRole("link", { name: "Users" }).click();
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search users" }).fill(user.email);
  const row = page.getByRole("row").filter({ hasText: user.email });
  await expect(row).toBeVisible();

  await row.getByRole("button", { name: `Manage ${user.email}` }).click();
  await page.getByRole("menuitem", { name: "Deal rooms" }).click();
  await page.getByRole("button", { name: "Grant upgrade" }).click();
  await expect(page.getByText("User updated")).toBeVisible();
  await expect(row.getByText("Deal rooms")).toBeVisible();

  await row.getByRole("button", { name: `Impersonate ${user.email}` }).click();
  const dialog = page.getByRole("dialog", { name: "View the app as this user?" });
  await dialog.getByLabel("Reason").fill("Checking the granted upgrade");
  await dialog.getByRole("button", { name: "Impersonate" }).click();
  await expect(page.getByText("Impersonation Active")).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  const banner = page.getByRole("region", { name: "Impersonation" });
  await expect(banner).toContainText(user.email);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(user.firstName);

  await banner.getByRole("button", { name: "Return to admin" }).click();
  await expect(page.getByText("Returned to Admin")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users$/, { timeout: 15_000 });
  await expect(page.getByRole("region", { name: "Impersonation" })).toHaveCount(0);
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

test.describe("accessibility", () => {
  test("landing and /auth have no serious axe violations", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    for (const view of ["sign_in", "sign_up", "forgot_password"]) {
      await page.goto(`/auth?view=${view}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
  });

  test("home has no serious axe violations", async ({ signedInPage: page }) => {
    await expectNoSeriousA11yViolations(page);
    await page.goto("/profile");
    await expect(page.getByLabel("First name")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
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

test("after the trial, a gated page opened by address sends the broker home", async ({ page, user }) => {
  await setTrialEnd(user.email, new Date(Date.now() - 24 * 3600 * 1000));
  await signInApi(page.request, user);
  for (const path of ["/contacts", "/import", "/dealrooms"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(user.firstName);
  }
  // Pages without a feature stay open.
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/settings$/);
});

test("the e-mail change takes effect once the link sent to the new address is opened", async ({
  signedInPage: page,
  user,
}) => {
  const newEmail = `moved-${user.email}`;
  await page.goto("/profile");
  await page.getByLabel("New email").fill(newEmail);
  await page.getByRole("button", { name: "Change email" }).click();
  await expect(page.getByText(`We sent a confirmation link for ${newEmail}.`)).toBeVisible();
  const mail = await waitForMail(E2E_DATA_DIR, newEmail, /Confirm your new e-mail/);
  const link = mail.links.find((l) => l.includes("verify-email"));
  expect(link).toBeTruthy();
  await page.goto(link as string);
  await expect(page.getByText("Email address updated")).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(`You sign in with ${newEmail}.`)).toBeVisible();
  await removeUser(newEmail);
});
