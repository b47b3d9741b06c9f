// Admin journeys: audited impersonation with its one-hour limit, user management, and what the user sees.
import type { Page } from "@playwright/test";
import pg from "pg";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { E2E_DATA_DIR } from "./support/env.ts";
import { expect, test } from "./support/fixtures.ts";
import { E2E_ADMIN } from "./support/global-setup.ts";
import { signInApi } from "./support/users.ts";

/** The server's clock moves past the impersonation limit (session and audit 'until' in the past). */
async function serverHourPasses(email: string) {
  const url = (await readFile(path.join(E2E_DATA_DIR, "database-url.txt"), "utf8")).trim();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `update sessions set expires_at = now() - interval '1 second'
        where impersonated_by is not null and user_id = (select id from profiles where email = $1)`,
      [email],
    );
    await client.query(
      `update audit_logs set details = jsonb_set(details, '{until}', to_jsonb((now() - interval '1 second')::text))
        where action = 'impersonation.started' and user_id = (select id from profiles where email = $1)
          and (details->>'until')::timestamptz > now()`,
      [email],
    );
  } finally {
    await client.end();
  }
}

async function findUserRow(page: Page, email: string) {
  await page.getByRole("searchbox", { name: "Search users" }).fill(email);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

test("an admin impersonates with a reason; the banner shows whose account until when; it ends after the hour", async ({
  page,
  user,
  browser,
}) => {
  await page.clock.install();
  await signInApi(page.request, E2E_ADMIN);
  await page.goto("/admin/users");
  const row = await findUserRow(page, user.email);
  await row.getByRole("button", { name: `Impersonate ${user.email}` }).click();
  const dialog = page.getByRole("dialog", { name: "View the app as this user?" });
  await dialog.getByRole("button", { name: "Impersonate" }).click();
  await expect(dialog.getByText("Give a reason (at least 3 characters)")).toBeVisible();
  await dialog.getByLabel("Reason").fill("Support ticket 77: missing lease");
  await dialog.getByRole("button", { name: "Impersonate" }).click();
  await expect(page.getByText("Impersonation Active")).toBeVisible();

  const banner = page.getByRole("region", { name: "Impersonation" });
  await expect(banner).toContainText(`(${user.email})`, { timeout: 15_000 });
  await expect(banner).toContainText(/until \d{2}:\d{2}/);
  await expect(banner).toContainText("Support ticket 77");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(user.firstName);

  // An hour later (both clocks): it returns to the admin by itself and the audit log shows the expiry.
  await serverHourPasses(user.email);
  await page.clock.fastForward("01:00:05");
  await expect(page.getByText("Returned to Admin")).toBeVisible();
  await page.clock.fastForward(4000);
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.getByRole("link", { name: "Audit log" }).click();
  const log = page.getByRole("table", { name: "Audit log" });
  await expect(
    log.getByRole("row").filter({ hasText: "Impersonation expired" }).filter({ hasText: user.email }).first(),
  ).toBeVisible();
  await expect(
    log.getByRole("row").filter({ hasText: "Impersonation started" }).filter({ hasText: "Support ticket 77" }).first(),
  ).toBeVisible();

  // The user sees in Settings that their account was viewed, by whom and why.
  const context = await browser.newContext();
  const userPage = await context.newPage();
  await signInApi(userPage.request, user);
  await userPage.goto("/settings");
  await expect(userPage.getByText(`${E2E_ADMIN.firstName} ${E2E_ADMIN.lastName}`)).toBeVisible();
  await expect(userPage.getByText("Reason: Support ticket 77: missing lease")).toBeVisible();
  await context.close();
});

test("an admin cannot impersonate an admin; extends a trial, bans and unbans a user", async ({ page, user }) => {
  await signInApi(page.request, E2E_ADMIN);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto("/admin/users");
  const adminRow = await findUserRow(page, E2E_ADMIN.email);
  await expect(adminRow.getByRole("button", { name: `Impersonate ${E2E_ADMIN.email}` })).toBeDisabled();

  const row = await findUserRow(page, user.email);
  // The table fits a 1366 px screen: no horizontal scrolling.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(row).toContainText("0 documents");
  await page.screenshot({ path: ".tmp/admin-users-1366.png" });

  await row.getByRole("button", { name: `Manage ${user.email}` }).click();
  await page.getByRole("menuitem", { name: "Extend trial…" }).click();
  const trial = page.getByRole("dialog", { name: "Extend the free trial" });
  await trial.getByLabel("Days").fill("30");
  await trial.getByRole("button", { name: "Extend trial" }).click();
  await expect(page.getByText("User updated")).toBeVisible();

  await row.getByRole("button", { name: `Manage ${user.email}` }).click();
  await page.getByRole("menuitem", { name: "Ban…" }).click();
  const ban = page.getByRole("dialog", { name: "Ban this user?" });
  await ban.getByLabel("Reason (optional)").fill("Spam uploads");
  await ban.getByRole("button", { name: "Ban user" }).click();
  await expect(row).toContainText("Banned");
  await row.getByRole("button", { name: `Manage ${user.email}` }).click();
  await page.getByRole("menuitem", { name: "Unban" }).click();
  await page.getByRole("dialog", { name: "Unban this user?" }).getByRole("button", { name: "Unban" }).click();
  await expect(row).not.toContainText("Banned");

  await page.getByRole("link", { name: "Audit log" }).click();
  const log = page.getByRole("table", { name: "Audit log" });
  await expect(
    log
      .getByRole("row")
      .filter({ hasText: /Banned/ })
      .filter({ hasText: user.email }),
  ).toBeVisible();
  await expect(
    log.getByRole("row").filter({ hasText: "Trial extended" }).filter({ hasText: user.email }),
  ).toBeVisible();
});

test("an admin writes and publishes an article; a user finds it in the Help panel, script shown as text", async ({
  page,
  user,
  browser,
}) => {
  const title = `Closing checklist ${Date.now()}`;
  await signInApi(page.request, E2E_ADMIN);
  await page.goto("/");
  await page.getByRole("complementary", { name: "Sidebar" }).getByRole("link", { name: "Articles" }).click();
  await expect(page.getByRole("heading", { name: "Articles", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "New article" }).click();
  const editor = page.getByRole("dialog", { name: "New article" });
  await editor.getByRole("button", { name: "Save article" }).click();
  await expect(editor.getByText("Title is required")).toBeVisible();
  await editor.getByLabel("Title").fill(title);
  await editor.getByLabel("Category").fill("Deals");
  await editor.getByLabel("Content").fill("Before closing:\n- Check the estoppel\n- <script>window.hacked=1</script>");
  await editor.getByRole("tab", { name: "Preview" }).click();
  await expect(editor.getByRole("region", { name: "Preview" }).getByRole("listitem")).toHaveCount(2);
  await editor.getByRole("button", { name: "Save article" }).click();
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Draft");

  // A draft does not reach the Help panel.
  const context = await browser.newContext();
  const userPage = await context.newPage();
  await signInApi(userPage.request, user);
  const openHelp = async () => {
    await userPage.goto("/");
    await userPage.getByRole("button", { name: "Account menu" }).click();
    await userPage.getByRole("menuitem", { name: "Help" }).click();
    await userPage.getByRole("searchbox", { name: /Search help articles/ }).fill(title);
  };
  await openHelp();
  await expect(userPage.getByText("No articles found")).toBeVisible();

  await row.getByRole("button", { name: `Publish ${title}` }).click();
  await expect(row).toContainText("Published");
  await openHelp();
  await userPage.getByRole("button", { name: new RegExp(title) }).click();
  await expect(userPage.getByText("Back to Articles")).toBeVisible();
  await expect(userPage.getByText("<script>window.hacked=1</script>")).toBeVisible();
  expect(await userPage.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  await context.close();

  await row.getByRole("button", { name: `Unpublish ${title}` }).click();
  await expect(row).toContainText("Draft");
  await row.getByRole("button", { name: `Delete ${title}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
});

test("Settings lists the user's sessions and signs out the others", async ({ signedInPage: page, user, browser }) => {
  const other = await browser.newContext();
  await signInApi(other.request, user);
  await page.goto("/settings");
  const list = page.getByRole("list", { name: "Sessions" });
  await expect(list.getByText("This browser")).toBeVisible();
  await expect(list.getByRole("listitem")).not.toHaveCount(1);
  await page.getByRole("button", { name: "Sign out all other sessions" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sign out others" }).click();
  await expect(page.getByText(/sessions? (was|were) signed out/)).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  expect((await other.request.get("/api/profile")).status()).toBe(401);
  await other.close();
});

test("a broker turns on two-step verification, then signs in with a code and with a recovery code", async ({
  signedInPage: page,
  user,
}) => {
  const { totp } = await import("../support/totp.ts");
  await page.goto("/profile");
  await page.getByRole("button", { name: "Set up authenticator app" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Password", { exact: true }).fill(user.password);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await dialog.locator("code").textContent()) ?? "";
  await dialog.getByLabel("Authentication code").fill("000000");
  await dialog.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(dialog.getByText("That code is not valid. Check it and try again.")).toBeVisible();
  const enrolCode = totp(secret);
  await dialog.getByLabel("Authentication code").fill(enrolCode);
  await dialog.getByRole("button", { name: "Verify and turn on" }).click();
  const codeItems = dialog.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codeItems).toHaveCount(10);
  const codes = (await codeItems.allTextContents()).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  await dialog.getByRole("button", { name: "I saved them" }).click();
  await expect(page.getByText(/Authenticator app · added/)).toBeVisible();

  const signIn = async () => {
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/auth\?view=sign_in$/);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("heading", { name: "Two-step verification" })).toBeVisible();
  };
  await signIn();
  // A code is accepted once: the one that turned the factor on is refused now, the next one works.
  await page.getByLabel("Authentication code").fill(enrolCode);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(
    page.getByText("This code has already been used. Wait for the next code from your authenticator app."),
  ).toBeVisible();
  await page.getByLabel("Authentication code").fill(totp(secret, Date.now(), 1));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(user.firstName);

  await signIn();
  await page.getByRole("button", { name: "Use a recovery code instead" }).click();
  await page.getByLabel("Recovery code").fill(codes[0]);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(user.firstName);

  await signIn();
  await page.getByRole("button", { name: "Use a recovery code instead" }).click();
  await page.getByLabel("Recovery code").fill(codes[0]);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("That code is not valid. Check it and try again.")).toBeVisible();
});
