// The tasks list's pager tells the truth about a search it counted only so far (decision 0044, as on the
// properties list): a common word reads "of more than 200", a narrower search its exact count.
import { SEARCH_COUNT_SPAN } from "#shared/contract/common.ts";
import { withClient } from "./support/db.ts";
import { expect, test } from "./support/fixtures.ts";

const RENEWALS = SEARCH_COUNT_SPAN + 30;

test("a task search with more matches than it counts says 'more than', a narrower one its exact count", async ({
  signedInPage: page,
  user,
}) => {
  // Written directly: 230 creates through the API would only slow the journey.
  await withClient((c) =>
    c.query(
      `insert into tasks (title, status_type, created_by, created_at)
       select 'Renewal call ' || g, 'not_started', p.id, now() - (g || ' seconds')::interval
         from generate_series(1, $2) g, profiles p where p.email = $1`,
      [user.email, RENEWALS],
    ),
  );
  await page.goto("/tasks?sort=-created_at");
  const pager = page.getByRole("navigation", { name: "Pagination" });
  await expect(pager.getByText(`1–20 of ${RENEWALS}`, { exact: true })).toBeVisible();

  await page.getByRole("searchbox", { name: "Search tasks" }).fill("renewal");
  await expect(pager.getByText(`1–20 of more than ${SEARCH_COUNT_SPAN}`, { exact: true })).toBeVisible();
  await pager.getByRole("button", { name: "Next page" }).click();
  await expect(pager.getByText(`21–40 of more than ${SEARCH_COUNT_SPAN + 20}`, { exact: true })).toBeVisible();

  // "call 1" matches 1, 10–19 and 100–199: fewer than a search counts, so the exact number.
  await page.getByRole("searchbox", { name: "Search tasks" }).fill("call 1");
  await expect(pager.getByText("1–20 of 111", { exact: true })).toBeVisible();
});
