// Lists on a 360 px phone are cards, not tables that scroll sideways (§2.8's deal-room cards): people and
// companies, admin users, Lease Admin and the audit log. Each card and its actions sit inside the screen.
import type { Locator, Page } from "@playwright/test";
import { expect as baseExpect, test } from "./support/fixtures.ts";
import { makeAdmin } from "./support/sweep-data.ts";
import { createVerifiedUser, removeUser, signInApi } from "./support/users.ts";

const expect = baseExpect.configure({ timeout: 20_000 });
const PHONE = { width: 360, height: 740 };

/** Every card of the list lies within the phone's width, and the page does not scroll sideways. */
async function expectCardsFit(page: Page, list: Locator) {
  await expect(list.getByRole("listitem").first()).toBeVisible();
  for (const item of await list.getByRole("listitem").all()) {
    const box = await item.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test("people and companies are cards on a phone, with their links and select boxes", async ({ browser }) => {
  const user = await createVerifiedUser();
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  try {
    await signInApi(page.request, user);
    const company = await page.request.post("/api/contacts/companies", {
      data: { name: "Northwind Traders International Holdings Incorporated", phone: "+1 212 555 0100" },
    });
    expect(company.ok()).toBe(true);
    const person = await page.request.post("/api/contacts/people", {
      data: {
        firstName: "Maximiliana",
        lastName: "Oppenheimer-Featherstonehaugh",
        email: "maximiliana.oppenheimer@northwind-traders.example.com",
        position: "Managing Director",
      },
    });
    expect(person.ok()).toBe(true);

    await page.goto("/contacts");
    await expect(page.getByRole("table")).toHaveCount(0);
    const people = page.getByRole("list", { name: "People" });
    await expectCardsFit(page, people);
    await expect(
      people.getByRole("checkbox", { name: "Select Maximiliana Oppenheimer-Featherstonehaugh" }),
    ).toBeVisible();
    await expect(people.getByRole("link", { name: /maximiliana\.oppenheimer@/ })).toHaveAttribute("href", /^mailto:/);

    await page.getByRole("tab", { name: "Companies" }).click();
    const companies = page.getByRole("list", { name: "Companies" });
    await expectCardsFit(page, companies);
    await companies.getByRole("link", { name: "Northwind Traders International Holdings Incorporated" }).click();
    await expect(
      page.getByRole("heading", { name: "Northwind Traders International Holdings Incorporated" }),
    ).toBeVisible();
  } finally {
    await context.close();
    await removeUser(user.email);
  }
});

test("admin users, Lease Admin and the audit log are cards on a phone, actions inside the screen", async ({
  browser,
}) => {
  const admin = await createVerifiedUser();
  await makeAdmin(admin.email);
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  try {
    await signInApi(page.request, admin);
    await page.goto("/admin/users");
    await page.getByRole("searchbox", { name: "Search users" }).fill(admin.email);
    const users = page.getByRole("list", { name: "Users" });
    await expect(users.getByRole("listitem")).toHaveCount(1);
    await expectCardsFit(page, users);
    await expect(page.getByRole("table")).toHaveCount(0);
    const manage = users.getByRole("button", { name: `Manage ${admin.email}` });
    const box = await manage.boundingBox();
    expect(box && box.x + box.width <= PHONE.width).toBe(true);
    // The card's menu is the table's menu: the same actions.
    await manage.click();
    await expect(page.getByRole("menuitem", { name: "Extend trial…" })).toBeVisible();
    await page.keyboard.press("Escape");

    await page.goto("/admin/leases");
    await expect(page.getByRole("heading", { name: "Lease Admin" })).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.goto("/admin/audit");
    await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  } finally {
    await context.close();
    await removeUser(admin.email);
  }
});
