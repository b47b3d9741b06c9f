import { waitForMail } from "../support/mail.ts";
import { setTrialEnd } from "./support/db.ts";
import { E2E_DATA_DIR } from "./support/env.ts";
import { expect, test } from "./support/fixtures.ts";
import { E2E_ADMIN } from "./support/global-setup.ts";
import { logout, sidebar, signInWithForm } from "./support/session.ts";
import { removeUser, signInApi } from "./support/users.ts";

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
