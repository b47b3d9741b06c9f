import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { E2E_BASE_URL, E2E_DATA_DIR } from "./support/env.ts";
import { expect, test } from "./support/fixtures.ts";
import { toast } from "./support/page-checks.ts";
import { startSecondServer } from "./support/second-server.ts";
import { startSwitchingProxy } from "./support/switching-proxy.ts";

const ANDROID_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DAY = 24 * 60 * 60 * 1000;

const card = (page: Page) => page.getByRole("region", { name: "Install Leasedesk" });

/** Chromium only fires beforeinstallprompt after its own engagement heuristics: the test plays the browser's part. */
async function offerInstall(page: Page, outcome: "accepted" | "dismissed") {
  await page.evaluate((choice) => {
    const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: async () => {},
      userChoice: Promise.resolve({ outcome: choice }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

async function phone(browser: { newContext: (o: object) => Promise<BrowserContext> }, userAgent: string) {
  const context = await browser.newContext({ ...PHONE, userAgent, serviceWorkers: "allow" });
  return { context, page: await context.newPage() };
}

test("Android: the install card offers Install, 'Not now' is remembered for 30 days", async ({ browser }) => {
  const { context, page } = await phone(browser, ANDROID_UA);
  try {
    await page.clock.install({ time: new Date("2026-11-24T10:00:00Z") });
    await page.goto("/");
    await offerInstall(page, "dismissed");
    await expect(card(page)).toBeVisible();
    await expect(card(page).getByRole("button", { name: "Install" })).toBeVisible();
    await card(page).getByRole("button", { name: "Not now" }).click();
    await expect(card(page)).toBeHidden();
    const stored = await page.evaluate(() => localStorage.getItem("pwa_prompt_dismissed"));
    const dismissedAt = Number(stored);
    expect(dismissedAt - Date.parse("2026-11-24T10:00:00Z")).toBeGreaterThanOrEqual(0);
    expect(dismissedAt - Date.parse("2026-11-24T10:00:00Z")).toBeLessThan(60_000);

    // 29 days later the card stays hidden; after 30 days it comes back.
    await page.clock.setSystemTime(new Date(dismissedAt + 29 * DAY));
    await page.reload();
    await offerInstall(page, "accepted");
    await expect(page.getByRole("link", { name: "Start your free trial" }).first()).toBeVisible();
    await expect(card(page)).toBeHidden();
    await page.clock.setSystemTime(new Date(dismissedAt + 30 * DAY));
    await page.reload();
    await offerInstall(page, "accepted");
    await card(page).getByRole("button", { name: "Install" }).click();
    await expect(page.getByText("Thank you for installing our app!")).toBeVisible();
    await expect(card(page)).toBeHidden();
  } finally {
    await context.close();
  }
});

test("iPhone: the card shows the Add to Home Screen steps and 'Got it' hides it", async ({ browser }) => {
  const { context, page } = await phone(browser, IPHONE_UA);
  try {
    await page.goto("/");
    await expect(card(page)).toContainText("Add to Home Screen");
    await card(page).getByRole("button", { name: "Got it" }).click();
    await expect(card(page)).toBeHidden();
    await page.reload();
    await expect(page.getByRole("link", { name: "Start your free trial" }).first()).toBeVisible();
    await expect(card(page)).toBeHidden();
  } finally {
    await context.close();
  }
});

test("desktop shows no install card", async ({ page }) => {
  await page.goto("/");
  await offerInstall(page, "accepted");
  await expect(page.getByRole("link", { name: "Start your free trial" }).first()).toBeVisible();
  await expect(card(page)).toBeHidden();
});

test("the service worker registers and the app shell opens offline with a clear offline state", async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: "allow" });
  const page = await context.newPage();
  try {
    await page.goto("/");
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
    expect(scope).toMatch(/\/$/);
    // /api answers are per user: the worker never stores them.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const key of await caches.keys()) {
        for (const request of await (await caches.open(key)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain("/");
    expect(cached.some((u) => u.startsWith("/api/"))).toBe(false);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  } finally {
    await context.close();
  }
});

/**
 * Release B without a second Vite build: the built app with a changed worker script beside links to the rest.
 * The server hashes the worker's code into its version, so B's worker installs with a cache of its own.
 */
async function releaseB(): Promise<string> {
  const built = path.resolve("dist/web");
  const dir = path.join(E2E_DATA_DIR, `web-release-${randomUUID().slice(0, 8)}`);
  await mkdir(dir, { recursive: true });
  for (const name of await readdir(built)) {
    if (!name.startsWith("sw.js")) await symlink(path.join(built, name), path.join(dir, name));
  }
  const worker = await readFile(path.join(built, "sw.js"), "utf8");
  await writeFile(path.join(dir, "sw.js"), `${worker}\n// release B\n`);
  return dir;
}

const shellCaches = (page: Page) =>
  page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith("leasedesk-shell-")));

test("a new release's worker waits, offers 'New version available — Reload', and takes over on Reload", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const webB = await releaseB();
  const serverB = await startSecondServer({ WEB_ROOT: webB });
  const proxy = await startSwitchingProxy(E2E_BASE_URL);
  const context = await browser.newContext({ serviceWorkers: "allow" });
  const page = await context.newPage();
  try {
    const versionOf = async (base: string) =>
      /"version":"([0-9a-f]{16})"/.exec(await (await fetch(`${base}/sw.js`)).text())?.[1];
    const [versionA, versionB] = [await versionOf(E2E_BASE_URL), await versionOf(serverB.base)];
    expect(versionA && versionB && versionA !== versionB).toBe(true);

    // Release A installs and controls the page.
    await page.goto(`${proxy.base}/`);
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    expect(await shellCaches(page)).toEqual([`leasedesk-shell-${versionA}`]);

    // The site now serves release B: the next visit finds the new worker, which waits for the user.
    proxy.switchTo(serverB.base);
    await page.reload();
    const prompt = toast(page, "New version available");
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    expect(await shellCaches(page)).toContain(`leasedesk-shell-${versionA}`);

    // B activates (its activate step drops A's cache) and the page reloads under it.
    const reloaded = page.waitForEvent("load");
    await prompt.getByRole("button", { name: "Reload" }).click();
    await reloaded;
    await expect
      .poll(() => shellCaches(page).catch(() => []), { timeout: 20_000 })
      .toEqual([`leasedesk-shell-${versionB}`]);
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: !!registration?.waiting, controlled: !!navigator.serviceWorker.controller };
    });
    expect(state).toEqual({ waiting: false, controlled: true });
    await expect(toast(page, "New version available")).toHaveCount(0);
    // The page runs under B: offline, it still opens from B's cache.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toBeVisible();
  } finally {
    await context.close();
    await proxy.close();
    await serverB.close();
    await rm(webB, { recursive: true, force: true });
  }
});
