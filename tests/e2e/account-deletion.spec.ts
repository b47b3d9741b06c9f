// Account deletion: the broker confirms with their e-mail, is told on every page, can sign in again and keep the
// account; after the grace period a job deletes it, the admin saw it pending, and the shared room's guest is told.
import { readFile } from "node:fs/promises";
import path from "node:path";
import PgBoss from "pg-boss";
import { waitForMail } from "../support/mail.ts";
import { withClient } from "./support/db.ts";
import { E2E_BASE_URL, E2E_DATA_DIR } from "./support/env.ts";
import { expect, test } from "./support/fixtures.ts";
import { E2E_ADMIN } from "./support/global-setup.ts";
import { signInApi } from "./support/users.ts";

/** The grace period ends (server clock) and the scheduler's five-minute sweep fires now. */
async function gracePeriodEnds(email: string) {
  await withClient(async (c) => {
    await c.query(
      "update account_deletions set due_at = now() - interval '1 second' where user_id = (select id from profiles where email = $1)",
      [email],
    );
  });
  const connectionString = (await readFile(path.join(E2E_DATA_DIR, "database-url.txt"), "utf8")).trim();
  const boss = new PgBoss({ connectionString, supervise: false, schedule: false, migrate: false, max: 1 });
  await boss.start();
  try {
    await boss.send("account.deletion.sweep", {});
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

test("a broker schedules deletion from Profile, is told on every page, signs in again and keeps the account", async ({
  signedInPage: page,
  user,
}) => {
  await page.goto("/profile");
  await page.getByRole("button", { name: "Delete my account…" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  const confirm = dialog.getByRole("button", { name: "Delete account" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Your e-mail address").fill("someone.else@e2e.test");
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Your e-mail address").fill(user.email);
  await confirm.click();
  await expect(page.getByText("Account deletion scheduled")).toBeVisible();
  await waitForMail(E2E_DATA_DIR, user.email, /will be deleted/);

  const banner = page.getByRole("region", { name: "Account deletion" });
  await expect(banner).toContainText("Your account will be deleted on");
  await page.goto("/tasks");
  await expect(banner).toBeVisible();
  // On a 360 px phone the banner wraps under the top bar; nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(banner.getByRole("button", { name: "Keep my account" })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Signed out and in again during the grace period: still told, and one click keeps the account.
  await page.context().clearCookies();
  await signInApi(page.request, user);
  await page.goto("/");
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Keep my account" }).click();
  await expect(page.getByText("Account deletion cancelled")).toBeVisible();
  await expect(banner).toBeHidden();
  await page.goto("/profile");
  await expect(page.getByRole("button", { name: "Delete my account…" })).toBeVisible();
});

test("after the grace period the account is deleted; the admin saw it pending; the room's guest is e-mailed", async ({
  signedInPage: page,
  user,
  browser,
}) => {
  const guest = `guest-${Date.now()}@e2e.test`;
  const room = await (await page.request.post("/api/dealrooms", { data: { name: "Pier 9 lease-up" } })).json();
  const invited = await page.request.post(`/api/dealrooms/${room.id}/members`, {
    data: { email: guest, name: "Gia Guest", accessLevel: "viewer" },
  });
  expect(invited.status()).toBe(201);

  await page.goto("/profile");
  await page.getByRole("button", { name: "Delete my account…" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByLabel("Your e-mail address").fill(user.email);
  await dialog.getByRole("button", { name: "Delete account" }).click();
  await expect(page.getByRole("button", { name: "Keep my account" }).first()).toBeVisible();

  const adminContext = await browser.newContext({ baseURL: E2E_BASE_URL });
  try {
    const adminPage = await adminContext.newPage();
    await signInApi(adminPage.request, E2E_ADMIN);
    await adminPage.goto("/admin/deletions");
    const row = adminPage.getByRole("row").filter({ hasText: user.email });
    await expect(row).toContainText("Grace period");
  } finally {
    await adminContext.close();
  }

  await gracePeriodEnds(user.email);
  await waitForMail(E2E_DATA_DIR, user.email, /was deleted/, 30_000);
  const notice = await waitForMail(E2E_DATA_DIR, guest, /Pier 9 lease-up/, 30_000);
  expect(notice.text).toContain(user.email);
  await expect
    .poll(() =>
      withClient(async (c) => (await c.query("select 1 from profiles where email = $1", [user.email])).rowCount),
    )
    .toBe(0);
  await page.goto("/tasks");
  await expect(page).toHaveURL(/\/auth\?view=sign_in/);
});
