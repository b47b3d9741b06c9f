// A list's state lives in the address (useListParams, decision 0054): search, sort and page survive a reload,
// a new search or sort goes back to page 1, and Back / Forward walk through the list's states, search box too.
import { withClient } from "./support/db.ts";
import { expect as baseExpect, test } from "./support/fixtures.ts";

// The machine running the journeys is shared and often busy: allow pages a little longer.
const expect = baseExpect.configure({ timeout: 20_000 });

test("the people list keeps search, sort and page in the address, with Back and Forward", async ({
  signedInPage: page,
  user,
}) => {
  await withClient((c) =>
    c.query(
      `insert into people (first_name, last_name, name_key, created_by)
       select 'Param', 'Person ' || lpad(g::text, 2, '0'), 'param ' || g, p.id
         from profiles p, generate_series(1, 25) g where p.email = $1
       union all
       select 'Zed', 'Other', 'zed other', p.id from profiles p where p.email = $1`,
      [user.email],
    ),
  );
  await page.goto("/contacts");
  const search = page.getByRole("searchbox", { name: "Search people" });
  const firstRow = page.getByRole("table", { name: "People" }).locator("tbody tr").first();
  const pager = page.getByRole("navigation", { name: "Pagination" });
  await expect(page.getByText("1–20 of 26")).toBeVisible();
  await pager.getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText("21–26 of 26")).toBeVisible();

  // A new search goes back to page 1; typing replaces the history entry rather than adding one.
  await search.fill("Param");
  await expect(page).toHaveURL(/\/contacts\?q=Param$/);
  await expect(page.getByText("1–20 of 25")).toBeVisible();
  await pager.getByRole("button", { name: "Next page" }).click();
  await expect(page.getByText("21–25 of 25")).toBeVisible();
  await expect(page).toHaveURL(/\?q=Param&page=2&cursor=[\w-]+$/);

  // Another sort also goes back to page 1.
  await page.getByRole("button", { name: "Sort by Name" }).click();
  await expect(page).toHaveURL(/\?q=Param&sort=-lastName$/);
  await expect(page.getByText("1–20 of 25")).toBeVisible();
  await expect(firstRow).toContainText("Person 25");

  // A reload shows the same list.
  await page.reload();
  await expect(search).toHaveValue("Param");
  await expect(firstRow).toContainText("Person 25");

  // Back walks the list's states: page 2 of the search, its page 1, then the unsearched list (box emptied).
  await page.goBack();
  await expect(page).toHaveURL(/\?q=Param&page=2&cursor=[\w-]+$/);
  await expect(page.getByText("21–25 of 25")).toBeVisible();
  await expect(firstRow).toContainText("Person 21");
  await page.goBack();
  await expect(page.getByText("1–20 of 25")).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(search).toHaveValue("");
  await expect(page.getByText("1–20 of 26")).toBeVisible();
  // Forward brings the search back into the box, and it is not written again over the address.
  await page.goForward();
  await expect(search).toHaveValue("Param");
  await expect(page.getByText("1–20 of 25")).toBeVisible();
  await expect(page).toHaveURL(/\/contacts\?q=Param$/);

  // A link to the list without a search (the sidebar) empties the box instead of searching again.
  await page.getByRole("complementary", { name: "Sidebar" }).getByRole("link", { name: "Contacts" }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(search).toHaveValue("");
  await expect(page.getByText("1–20 of 26")).toBeVisible();
  await page.waitForTimeout(400); // longer than the search pause: the old term must not come back
  await expect(page).toHaveURL(/\/contacts$/);
});
