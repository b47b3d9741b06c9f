// Checklist journeys: our built-in checklists on /templates, editing one (ordered items, subtasks, offsets with
// the ±3650-day limit), a stage that offers a checklist when a project is dragged into it, applying it and
// seeing the project's tasks; axe on the templates pages.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const column = (page: Page, name: string) => page.getByRole("region", { name: `${name} stage` });

async function expectNoSeriousA11yViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("a broker edits a built-in checklist: items, a subtask and offsets", async ({ signedInPage: page }) => {
  test.setTimeout(90_000);
  await page.getByRole("link", { name: "Templates" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Templates" })).toBeVisible();
  const list = page.getByRole("list", { name: "Checklists" });
  await expect(list.getByRole("link")).toHaveText(["Lease execution", "Sale closing", "Tenant-rep engagement"]);
  await expectNoSeriousA11yViolations(page, "templates");

  await list.getByRole("link", { name: "Lease execution" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lease execution" })).toBeVisible();
  await expect(page.getByLabel("Item 1 title")).toHaveValue("Check the lease draft against the LOI");
  await expect(page.getByText("1 business day after applied").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, "checklist");

  await page.getByRole("button", { name: "Add Item" }).click();
  await page.getByLabel("Item 9 title").fill("Confirm parking allocation");
  await page.getByLabel("Item 9 due offset (days)").fill("4000");
  await page.getByRole("button", { name: "Save Checklist" }).click();
  await expect(page.getByText("Offset must be between -3650 and 3650 days").first()).toBeVisible();
  await page.getByLabel("Item 9 due offset (days)").fill("3");
  await expect(page.getByText("3 business days after applied")).toBeVisible();
  await page.getByRole("button", { name: "Add Subtask" }).nth(8).click();
  await page.getByLabel("Item 9 subtask 1 title").fill("Reserved stalls in the lease exhibit");
  await page.getByRole("button", { name: "Move Item 9 up" }).click();
  await page.getByRole("button", { name: "Save Checklist" }).click();
  await expect(toast(page, "Checklist saved")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Item 8 title")).toHaveValue("Confirm parking allocation");
  await expect(page.getByLabel("Item 8 subtask 1 title")).toHaveValue("Reserved stalls in the lease exhibit");
  await page.getByRole("link", { name: "Templates" }).first().click();
  await expect(list.getByText("13 tasks")).toBeVisible();
});

test("a stage offers its checklist when a project enters it; applying creates the project's tasks", async ({
  signedInPage: page,
}) => {
  test.setTimeout(120_000);
  const res = await page.request.post("/api/projects", { data: { name: "Harbor HQ search", type: "tenant_rep" } });
  expect(res.status(), await res.text()).toBe(201);

  await page.goto("/projects");
  await page.getByRole("button", { name: "Edit Stages" }).click();
  const stages = page.getByRole("dialog", { name: "Tenant rep stages" });
  await stages.getByLabel("Checklist offered on entering Assignment").click();
  await page.getByRole("option", { name: "Offer: Tenant-rep engagement" }).click();
  await expect(toast(page, "Stage updated")).toBeVisible();
  await stages.getByRole("button", { name: "Done" }).click();

  await column(page, "Prospect").getByText("Harbor HQ search").dragTo(column(page, "Assignment"));
  const offer = page.getByRole("dialog", { name: "Apply Checklist" });
  await expect(offer.getByText("The Assignment stage suggests the Tenant-rep engagement checklist")).toBeVisible();
  await offer.getByLabel("Applied date").fill("11/25/2026");
  await offer.getByRole("button", { name: "Apply Checklist" }).click();
  await expect(offer.getByText("Enter Lease expiration: some items are due before it")).toBeVisible();
  await offer.getByLabel("Lease expiration").fill("06/30/2028");
  await offer.getByRole("button", { name: "Apply Checklist" }).click();
  await expect(toast(page, "Checklist applied")).toBeVisible();
  await expect(toast(page, "11 tasks created for Harbor HQ search.")).toBeVisible();

  await column(page, "Assignment").getByRole("button", { name: "Harbor HQ search", exact: true }).click();
  const sheet = page.getByRole("dialog", { name: "Harbor HQ search" });
  await expect(sheet.getByRole("heading", { name: "Tasks (0/11 done)" })).toBeVisible();
  // In the Tasks section (the same task also names itself as the source of its entries in Activity).
  const tasksSection = sheet.getByRole("region", { name: "Tasks (0/11 done)" });
  await expect(tasksSection.getByRole("link", { name: /Sign the tenant representation agreement/ })).toContainText(
    "Nov 30, 2026",
  );
  await expect(sheet.getByText("Tenant-rep engagement · 11 tasks")).toBeVisible();

  // From the project page too, and the tasks open in /tasks.
  await sheet.getByRole("button", { name: "Apply Checklist" }).click();
  const again = page.getByRole("dialog", { name: "Apply Checklist" });
  await again.getByRole("combobox").first().click();
  await page.getByRole("option", { name: /Sale closing/ }).click();
  await again.getByLabel("Closing date").fill("03/01/2027");
  await again.getByRole("button", { name: "Apply Checklist" }).click();
  await expect(toast(page, "11 tasks created for Harbor HQ search.").last()).toBeVisible();
  await expect(sheet.getByRole("heading", { name: "Tasks (0/22 done)" })).toBeVisible();
});

test("a checklist is applied to a deal room from its own page", async ({ signedInPage: page }) => {
  const room = await page.request.post("/api/dealrooms", { data: { name: "Pier 9 disposition" } });
  expect(room.status(), await room.text()).toBe(201);
  await page.goto("/templates");
  await page.getByRole("list", { name: "Checklists" }).getByRole("link", { name: "Sale closing" }).click();
  await page.getByRole("button", { name: "Apply to..." }).click();
  const dialog = page.getByRole("dialog", { name: "Apply Sale closing" });
  await dialog.getByLabel("Deal room").check();
  await dialog.getByPlaceholder("Search deal rooms...").fill("pier");
  // The components/ui search picker: results are options, chosen from the keyboard too.
  await expect(dialog.getByRole("option", { name: "Pier 9 disposition" })).toBeVisible();
  await dialog.getByPlaceholder("Search deal rooms...").press("Enter");
  await expect(dialog.getByText("Pier 9 disposition")).toBeVisible();
  await dialog.getByLabel("Closing date").fill("03/01/2027");
  await dialog.getByRole("button", { name: "Apply Checklist" }).click();
  await expect(toast(page, "11 tasks created for Pier 9 disposition.")).toBeVisible();
  const tasks = await page.request.get(`/api/tasks?dealroomId=${(await room.json()).id}&status=all`);
  expect((await tasks.json()).total).toBe(8);
});

test("a deal room's owner applies a checklist from the room and sees its tasks there", async ({
  signedInPage: page,
}) => {
  const room = await page.request.post("/api/dealrooms", { data: { name: "Dock 4 sale" } });
  expect(room.status(), await room.text()).toBe(201);
  const roomId = (await room.json()).id as string;
  await page.goto(`/dealrooms/${roomId}`);
  await expect(page.getByRole("heading", { name: "Dock 4 sale" })).toBeVisible();
  await page.getByRole("button", { name: "Tasks of this deal room (0)" }).click();
  await expect(page.getByText("No tasks linked to this deal room yet.")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Apply Checklist" }).click();
  const dialog = page.getByRole("dialog", { name: "Apply Checklist" });
  await expect(dialog.getByText("Create the checklist's tasks for Dock 4 sale.")).toBeVisible();
  await dialog.getByRole("combobox").first().click();
  await page.getByRole("option", { name: /Sale closing/ }).click();
  await dialog.getByLabel("Closing date").fill("03/41/2027");
  await dialog.getByRole("button", { name: "Apply Checklist" }).click();
  await expect(dialog.getByText("Key date: Enter a real date as MM/dd/yyyy")).toBeVisible();
  // The key date from the calendar: open it, move a month on, choose the 1st with the keyboard.
  await dialog.getByLabel("Closing date").fill("02/01/2027");
  await dialog.getByRole("button", { name: "Open calendar" }).nth(1).click();
  await page.keyboard.press("PageDown");
  await page.keyboard.press("Enter");
  await expect(dialog.getByLabel("Closing date")).toHaveValue("03/01/2027");
  await expectNoSeriousA11yViolations(page, "apply checklist dialog");
  await dialog.getByRole("button", { name: "Apply Checklist" }).click();
  await expect(toast(page, "11 tasks created for Dock 4 sale.")).toBeVisible();

  await page.getByRole("button", { name: "Tasks of this deal room (8)" }).click();
  const list = page.getByRole("list", { name: "Deal room tasks" });
  await expect(list.getByRole("link")).toHaveCount(8);
  await list.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/tasks\?selected=/);
  await expect(page.getByRole("dialog", { name: "Edit Task" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test("the apply dialog and its calendar fit a 360 px screen", async ({ signedInPage: page }) => {
    const room = await page.request.post("/api/dealrooms", { data: { name: "Phone room" } });
    await page.goto(`/dealrooms/${(await room.json()).id}`);
    await page.getByRole("button", { name: "Apply Checklist" }).click();
    const dialog = page.getByRole("dialog", { name: "Apply Checklist" });
    await dialog.getByRole("button", { name: "Open calendar" }).first().click();
    const calendar = page.getByRole("dialog", { name: "Choose a date" });
    await expect(calendar).toBeVisible();
    const box = await calendar.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
