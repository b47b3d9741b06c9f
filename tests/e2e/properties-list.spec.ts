// The properties list's pager tells the truth about a search it counted only so far (decision 0044): a common
// word reads "of more than 200", a narrower search its exact count, and the unfiltered list its exact total.
// Its pages are read from the cursor of the page on screen (keyset paging, decision 0051), a reload too.
import type { Page } from "@playwright/test";
import { SEARCH_COUNT_SPAN } from "#shared/contract/common.ts";
import { withClient } from "./support/db.ts";
import { expect, test } from "./support/fixtures.ts";
import { turnTo as turnPage } from "./support/pager.ts";

const HARBOR = SEARCH_COUNT_SPAN + 30;

test("a search with more matches than it counts says 'more than', a narrower one its exact count", async ({
  signedInPage: page,
  user,
}) => {
  // More harbor properties than a search counts, and five others (written directly: 235 creates through the
  // API would only slow the journey).
  await withClient((c) =>
    c.query(
      `insert into properties (name, created_by, updated_at)
       select case when g <= $2 then 'Pier ' || g || ' Harbor' else 'Dock ' || g end, p.id,
              now() - (g || ' seconds')::interval
         from generate_series(1, $2 + 5) g, profiles p where p.email = $1`,
      [user.email, HARBOR],
    ),
  );
  await page.goto("/properties");
  const pager = page.getByRole("navigation", { name: "Pagination" });
  await expect(pager.getByText(`1–20 of ${HARBOR + 5}`, { exact: true })).toBeVisible();

  await page.getByRole("searchbox", { name: "Search properties" }).fill("harbor");
  await expect(pager.getByText(`1–20 of more than ${SEARCH_COUNT_SPAN}`, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Pier 1 Harbor", exact: true })).toBeVisible();
  await pager.getByRole("button", { name: "Next page" }).click();
  await expect(pager.getByText(`21–40 of more than ${SEARCH_COUNT_SPAN + 20}`, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Pier 21 Harbor", exact: true })).toBeVisible();

  // "pier 1" matches Pier 1, 10–19 and 100–199: fewer than a search counts, so the exact number.
  await page.getByRole("searchbox", { name: "Search properties" }).fill("pier 1");
  await expect(pager.getByText("1–20 of 111", { exact: true })).toBeVisible();

  // On a phone the same words fit the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole("searchbox", { name: "Search properties" }).fill("harbor");
  await expect(pager.getByText(`1–20 of more than ${SEARCH_COUNT_SPAN}`, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

const turnTo = (page: Page, button: string) => turnPage(page, button, "/api/properties?");

/** `count` properties, the most recently updated first: Tower 01, Tower 02, … */
function seedTowers(email: string, count: number) {
  return withClient((c) =>
    c.query(
      `insert into properties (name, created_by, updated_at)
       select 'Tower ' || lpad(g::text, 2, '0'), p.id, now() - (g || ' minutes')::interval
         from generate_series(1, $2) g, profiles p where p.email = $1`,
      [email, count],
    ),
  );
}

test("pages the table forward and back from cursors, and a reload of a deep page seeks again", async ({
  signedInPage: page,
  user,
}) => {
  test.setTimeout(90_000);
  await seedTowers(user.email, 85);
  await page.goto("/properties");
  const pager = page.getByRole("navigation", { name: "Pagination" });
  const rows = page.getByRole("table", { name: "Properties" }).locator("tbody tr");
  await expect(pager.getByText("1–20 of 85", { exact: true })).toBeVisible();
  await expect(rows.first()).toContainText("Tower 01");

  const next = await turnTo(page, "Next page");
  expect(new URL(next.url()).searchParams.get("page")).toBe("2");
  await expect(pager.getByText("21–40 of 85", { exact: true })).toBeVisible();
  await expect(rows.first()).toContainText("Tower 21");
  await turnTo(page, "Page 4");
  await expect(pager.getByText("61–80 of 85", { exact: true })).toBeVisible();
  await expect(rows.first()).toContainText("Tower 61");
  await turnTo(page, "Next page");
  await expect(rows).toHaveCount(5);
  await expect(rows.last()).toContainText("Tower 85");
  await turnTo(page, "Previous page");
  await expect(rows.first()).toContainText("Tower 61");
  await expect(rows.last()).toContainText("Tower 80");

  // The address keeps the page and the cursor it was read from: a reload seeks, it does not skip 60 rows.
  await expect.poll(() => new URL(page.url()).searchParams.get("cursor")).toBeTruthy();
  const reloaded = page.waitForRequest((r) => /\/api\/properties\?/.test(r.url()) && r.url().includes("cursor="));
  await page.reload();
  expect(new URL((await reloaded).url()).searchParams.get("page")).toBe("4");
  await expect(rows.first()).toContainText("Tower 61");

  // Another sort starts at page 1 without the old cursor; its pages seek too (oldest first).
  await page.getByRole("button", { name: "Sort by Updated" }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get("cursor")).toBeNull();
  await expect(pager.getByText("1–20 of 85", { exact: true })).toBeVisible();
  // Its own first page on screen (not the old page standing in while it loads), so Next has its cursor.
  await expect(rows.first()).toContainText("Tower 85");
  await turnTo(page, "Next page");
  await expect(rows.first()).toContainText("Tower 65");
  // Page 1 is always read from the start (no cursor).
  await pager.getByRole("button", { name: "Previous page" }).click();
  await expect(rows.first()).toContainText("Tower 85");
});

test("a page turned while a new sort is still loading reads that sort's page, never with the old sort's cursor", async ({
  signedInPage: page,
  user,
}) => {
  await seedTowers(user.email, 45);
  await page.goto("/properties");
  const pager = page.getByRole("navigation", { name: "Pagination" });
  const rows = page.getByRole("table", { name: "Properties" }).locator("tbody tr");
  await turnTo(page, "Next page");
  await expect(rows.first()).toContainText("Tower 21");

  // The new sort's first page is held back: the old page stays on screen in its place meanwhile.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/api\/properties\?.*sort=updatedAt/, async (route) => {
    if (new URL(route.request().url()).searchParams.get("page") === "1") await held;
    await route.continue();
  });
  const pageTwo = page.waitForRequest(
    (r) => /\/api\/properties\?/.test(r.url()) && new URL(r.url()).searchParams.get("page") === "2",
  );
  await page.getByRole("button", { name: "Sort by Updated" }).click();
  await expect(pager.getByText("1–20 of 45", { exact: true })).toBeVisible();
  await expect(rows.first()).toContainText("Tower 21");
  await pager.getByRole("button", { name: "Next page" }).click();
  // No cursor of the old sort's page goes with it (the server would refuse it): page 2 is read by offset.
  const sent = new URL((await pageTwo).url());
  expect(sent.searchParams.get("sort")).toBe("updatedAt");
  expect(sent.searchParams.get("cursor")).toBeNull();
  release();
  // Oldest first: page 2 starts at Tower 25.
  await expect(rows.first()).toContainText("Tower 25");
  await expect(pager.getByText("21–40 of 45", { exact: true })).toBeVisible();
});
