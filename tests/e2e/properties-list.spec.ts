// The properties list's pager tells the truth about a search it counted only so far (decision 0044): a common
// word reads "of more than 200", a narrower search its exact count, and the unfiltered list its exact total.
import { SEARCH_COUNT_SPAN } from "#shared/contract/common.ts";
import { withClient } from "./support/db.ts";
import { expect, test } from "./support/fixtures.ts";

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
