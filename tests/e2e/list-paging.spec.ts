// Keyset paging in the browser (decision 0051): the pager's Next, Previous and numbered pages send the cursor of
// the page on screen, and every page shows exactly the rows of its place in the list — people and deal rooms.
import { seedPeople, withClient } from "./support/db.ts";
import { expect as baseExpect, test } from "./support/fixtures.ts";
import { turnTo } from "./support/pager.ts";

// The machine running the journeys is shared and often busy: allow pages a little longer.
const expect = baseExpect.configure({ timeout: 20_000 });

test("pages through 101 people with Next, Previous and page numbers from cursors", async ({
  signedInPage: page,
  user,
}) => {
  test.setTimeout(90_000);
  await seedPeople(user.email, "Keyset", "Person", 101);
  await page.goto("/contacts");
  const table = page.getByRole("table", { name: "People" });
  const firstRow = table.locator("tbody tr").first();
  await expect(page.getByText("1–20 of 101")).toBeVisible();
  await expect(firstRow).toContainText("Person 001");

  const next = await turnTo(page, "Next page", "/api/contacts/people");
  expect(new URL(next.url()).searchParams.get("page")).toBe("2");
  await expect(page.getByText("21–40 of 101")).toBeVisible();
  await expect(firstRow).toContainText("Person 021");

  // A numbered page two ahead in the window.
  await turnTo(page, "Page 4", "/api/contacts/people");
  await expect(page.getByText("61–80 of 101")).toBeVisible();
  await expect(firstRow).toContainText("Person 061");

  await turnTo(page, "Next page", "/api/contacts/people");
  await turnTo(page, "Page 6", "/api/contacts/people");
  await expect(page.getByText("101–101 of 101")).toBeVisible();
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await expect(firstRow).toContainText("Person 101");

  await turnTo(page, "Previous page", "/api/contacts/people");
  await expect(page.getByText("81–100 of 101")).toBeVisible();
  await expect(firstRow).toContainText("Person 081");
  await turnTo(page, "Page 3", "/api/contacts/people");
  await expect(page.getByText("41–60 of 101")).toBeVisible();
  await expect(firstRow).toContainText("Person 041");
  await expect(table.locator("tbody tr").last()).toContainText("Person 060");
  // A reload asks for the page from the cursor the address keeps beside it.
  const reloaded = page.waitForRequest((r) => r.url().includes("/api/contacts/people") && r.url().includes("cursor="));
  await page.reload();
  expect(new URL((await reloaded).url()).searchParams.get("page")).toBe("3");
  await expect(firstRow).toContainText("Person 041");

  // Another sort starts again at page 1, without the old cursor.
  const resorted = page.waitForRequest(
    (r) => r.url().includes("/api/contacts/people") && r.url().includes("-lastName"),
  );
  await table.getByRole("button", { name: "Sort by Name" }).click();
  expect(new URL((await resorted).url()).searchParams.get("cursor")).toBeNull();
  await expect(page.getByText("1–20 of 101")).toBeVisible();
  await expect(firstRow).toContainText("Person 101");
  await turnTo(page, "Next page", "/api/contacts/people");
  await expect(firstRow).toContainText("Person 081");
});

test("pages through deal rooms from cursors, newest first", async ({ signedInPage: page, user }) => {
  test.setTimeout(90_000);
  await withClient((c) =>
    c.query(
      `insert into dealrooms (name, created_by, updated_at)
       select 'Keyset Room ' || lpad(g::text, 2, '0'), p.id, now() - (g || ' minutes')::interval
         from profiles p, generate_series(1, 45) g where p.email = $1`,
      [user.email],
    ),
  );
  await page.goto("/dealrooms");
  const rows = page.getByRole("table", { name: "Deal rooms" }).locator("tbody tr");
  await expect(rows.first()).toContainText("Keyset Room 01");
  await turnTo(page, "Next page", "/api/dealrooms");
  await expect(rows.first()).toContainText("Keyset Room 21");
  await turnTo(page, "Page 3", "/api/dealrooms");
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toContainText("Keyset Room 41");
  // The address holds the page and the cursor it was read from: a reload seeks again instead of an offset read.
  await expect.poll(() => new URL(page.url()).searchParams.get("cursor")).toBeTruthy();
  const reloaded = page.waitForRequest((r) => r.url().includes("/api/dealrooms") && r.url().includes("cursor="));
  await page.reload();
  expect(new URL((await reloaded).url()).searchParams.get("page")).toBe("3");
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toContainText("Keyset Room 41");
  // Page 1 is always read from the start.
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("button", { name: "Page 1" }).click();
  await expect(rows.first()).toContainText("Keyset Room 01");
});

test("a deep companies page reloads from the cursor in its address, with the same rows", async ({
  signedInPage: page,
  user,
}) => {
  test.setTimeout(90_000);
  await withClient((c) =>
    c.query(
      `insert into companies (name, name_key, created_by)
       select 'Keyset Company ' || lpad(g::text, 2, '0'), 'keyset company ' || g, p.id
         from profiles p, generate_series(1, 65) g where p.email = $1`,
      [user.email],
    ),
  );
  await page.goto("/contacts?tab=companies");
  const rows = page.getByRole("table", { name: "Companies" }).locator("tbody tr");
  await expect(page.getByText("1–20 of 65")).toBeVisible();
  await expect(rows.first()).toContainText("Keyset Company 01");
  await turnTo(page, "Next page", "/api/contacts/companies");
  await turnTo(page, "Page 4", "/api/contacts/companies");
  await expect(page.getByText("61–65 of 65")).toBeVisible();
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toContainText("Keyset Company 61");
  await expect(page).toHaveURL(/[?&]page=4&cursor=[\w-]+/);

  // A reload, and the same address opened afresh (a shared link), seek from the address's cursor.
  for (const open of [() => page.reload(), async () => page.goto(page.url())]) {
    const sent = page.waitForRequest((r) => r.url().includes("/api/contacts/companies") && r.url().includes("cursor="));
    await open();
    expect(new URL((await sent).url()).searchParams.get("page")).toBe("4");
    await expect(page.getByText("61–65 of 65")).toBeVisible();
    await expect(rows).toHaveCount(5);
    await expect(rows.first()).toContainText("Keyset Company 61");
    await expect(rows.last()).toContainText("Keyset Company 65");
  }
});

test("a page cursor the server refuses leaves the address and the page is read by offset", async ({
  signedInPage: page,
  user,
}) => {
  await seedPeople(user.email, "Stale", "Cursor", 25);
  // A well-formed cursor of no list of this server's (as one saved before a release changed a sort's keys).
  const refused = page.waitForResponse((r) => r.url().includes("/api/contacts/people") && r.url().includes("cursor="));
  await page.goto("/contacts?page=2&cursor=bm90LWEtY3Vyc29y");
  expect((await refused).status()).toBe(400);
  await expect(page.getByText("21–25 of 25")).toBeVisible();
  await expect(page.getByRole("table", { name: "People" }).locator("tbody tr").first()).toContainText("Cursor 21");
  await expect(page).toHaveURL(/\/contacts\?page=2$/);
});
