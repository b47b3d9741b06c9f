import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";

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
