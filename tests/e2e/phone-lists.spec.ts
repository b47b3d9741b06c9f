// Lists on a 360 px phone are cards, not tables that scroll sideways (§2.8's deal-room cards): people and
// companies, admin users, Lease Admin and the audit log. Each card and its actions sit inside the screen; cards
// sort with a select offering the table headers' sorts.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect as baseExpect, test } from "./support/fixtures.ts";
import { makeAdmin, removeArticle, scheduleDeletion } from "./support/sweep-data.ts";
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

test("deal rooms, properties, surveys, projects, articles and deletions are cards on a phone; a tap on a card opens it", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await createVerifiedUser();
  await makeAdmin(admin.email);
  const leaving = await createVerifiedUser({ firstName: "Leaving" });
  await scheduleDeletion(leaving.email);
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  let articleId = "";
  try {
    await signInApi(page.request, admin);
    const create = async (url: string, data: unknown) => {
      const res = await page.request.post(url, { data });
      expect(res.status(), await res.text()).toBeLessThan(300);
      return (await res.json()) as { id: string };
    };
    const roomName = "Harbor View Office Tower — disposition of the Class A asset, phase two";
    const room = await create("/api/dealrooms", { name: roomName });
    await create("/api/properties", { name: "Harbor Tower", locationStreetAddress: "100 Harbor Street" });
    await create("/api/surveys", { name: "Harbor HQ tour" });
    await create("/api/projects", { name: "Harbor HQ search", type: "tenant_rep" });
    articleId = (
      await create("/api/admin/articles", {
        title: "Sharing a deal room with a buyer's counsel",
        category: "Deal Rooms",
        content: "Open the room and choose Share.",
      })
    ).id;

    // Deal rooms (§2.8): the name wraps, Rename and Delete are in reach, and a tap on the card opens the room.
    await page.goto("/dealrooms");
    const rooms = page.getByRole("list", { name: "Deal rooms" });
    await expectCardsFit(page, rooms);
    await expect(page.getByRole("table")).toHaveCount(0);
    await rooms.getByRole("button", { name: `Actions for ${roomName}` }).click();
    await expect(page.getByRole("menuitem", { name: "Rename" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Delete" })).toBeVisible();
    await page.keyboard.press("Escape");
    // The "Updated" line lies under the title link's tap area: a tap there opens the room.
    const updated = await rooms.getByText(/^Updated /).boundingBox();
    if (!updated) throw new Error("no Updated line");
    await page.touchscreen.tap(updated.x + 20, updated.y + updated.height / 2);
    await expect(page).toHaveURL(new RegExp(`/dealrooms/${room.id}$`));

    for (const [address, label, name] of [
      ["/properties", "Properties", "Harbor Tower"],
      ["/surveys", "Surveys", "Harbor HQ tour"],
      ["/projects?view=list", "Projects", "Harbor HQ search"],
      ["/articles", "Articles", "Sharing a deal room with a buyer's counsel"],
    ] as const) {
      await page.goto(address);
      const list = page.getByRole("list", { name: label });
      await expectCardsFit(page, list);
      await expect(list).toContainText(name);
      await expect(page.getByRole("table")).toHaveCount(0);
    }
    // The projects card opens the project like the table row; its sort is a select on a phone.
    await page.goto("/projects?view=list");
    await expect(page.getByRole("combobox", { name: "Sort projects" })).toBeVisible();
    const line = await page
      .getByRole("list", { name: "Projects" })
      .getByText(/^Tenant rep · /)
      .boundingBox();
    if (!line) throw new Error("no project type line");
    await page.touchscreen.tap(line.x + 20, line.y + line.height / 2);
    await expect(page.getByRole("dialog", { name: "Harbor HQ search" })).toBeVisible();

    await page.goto("/admin/deletions");
    const deletions = page.getByRole("list", { name: "Account deletions" });
    await expect(deletions.getByRole("listitem").filter({ hasText: leaving.email })).toContainText("Grace period");
    await expectCardsFit(page, deletions);
    await expect(page.getByRole("table")).toHaveCount(0);
  } finally {
    await context.close();
    if (articleId) await removeArticle(articleId);
    await removeUser(leaving.email);
    await removeUser(admin.email);
  }
});

/** Picks a sort from the cards' select by its label, the way a thumb does. */
async function sortBy(page: Page, control: string, choice: string) {
  await page.getByRole("combobox", { name: control }).click();
  await page.getByRole("option", { name: choice }).click();
  await expect(page.getByRole("combobox", { name: control })).toHaveText(choice);
}

test("cards on a phone sort with the table's sorts: properties, documents and companies", async ({ browser }) => {
  test.setTimeout(120_000);
  const user = await createVerifiedUser();
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  try {
    await signInApi(page.request, user);
    const create = async (url: string, data: unknown) => {
      const res = await page.request.post(url, { data });
      expect(res.status(), await res.text()).toBeLessThan(300);
    };
    await create("/api/properties", { name: "Birch Plaza", sizeSf: 20_000 });
    await create("/api/properties", { name: "Alder Court", sizeSf: 5_000 });
    await create("/api/properties", { name: "Cedar Yard", sizeSf: 1_000 });
    const pdf = readFileSync(path.resolve("fixtures/leases/lease-01-summary-table-office.pdf"));
    for (const title of ["Alpha Street lease", "Zulu Street lease"]) {
      const res = await page.request.post("/api/leases", {
        multipart: { title, file: { name: "lease.pdf", mimeType: "application/pdf", buffer: pdf } },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    await create("/api/contacts/companies", { name: "Zenith Realty" });
    await create("/api/contacts/companies", { name: "Acme Holdings" });

    await page.goto("/properties");
    const properties = page.getByRole("list", { name: "Properties" });
    await expect(properties.getByRole("listitem")).toHaveCount(3);
    await sortBy(page, "Sort properties", "Name (Z–A)");
    await expect(properties.getByRole("listitem")).toHaveText([/Cedar Yard/, /Birch Plaza/, /Alder Court/]);
    await sortBy(page, "Sort properties", "Size (largest first)");
    await expect(properties.getByRole("listitem")).toHaveText([/Birch Plaza/, /Alder Court/, /Cedar Yard/]);
    await expect(page.getByRole("table")).toHaveCount(0);

    // Documents open newest first; the select offers the headers' sorts in both directions.
    await page.goto("/documents");
    const documents = page.getByRole("list", { name: "Documents" });
    await expect(documents.getByRole("listitem")).toHaveText([/Zulu Street lease/, /Alpha Street lease/]);
    await expect(page.getByRole("combobox", { name: "Sort documents" })).toHaveText("Uploaded (newest first)");
    await sortBy(page, "Sort documents", "Title (A–Z)");
    await expect(documents.getByRole("listitem")).toHaveText([/Alpha Street lease/, /Zulu Street lease/]);

    await page.goto("/contacts");
    await page.getByRole("tab", { name: "Companies" }).click();
    const companies = page.getByRole("list", { name: "Companies" });
    await expect(companies.getByRole("listitem")).toHaveText([/Acme Holdings/, /Zenith Realty/]);
    await sortBy(page, "Sort companies", "Name (Z–A)");
    await expect(companies.getByRole("listitem")).toHaveText([/Zenith Realty/, /Acme Holdings/]);
  } finally {
    await context.close();
    await removeUser(user.email);
  }
});
