// Projects journeys: create a deal, drag it across stages with column totals following, list view with
// search and paging, link a person, edit the pipeline's stages, delete with the tasks choice; axe.
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const column = (page: Page, name: string) => page.getByRole("region", { name: `${name} stage` });

async function expectNoSeriousA11yViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function createProject(api: APIRequestContext, body: object) {
  const res = await api.post("/api/projects", { data: body });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

test("a broker creates a deal and drags it across the pipeline; column totals follow", async ({
  signedInPage: page,
}) => {
  test.setTimeout(90_000);
  const field = await page.request.post("/api/custom-fields", {
    data: { name: "Deal Source", fieldType: "dropdown", options: ["Referral", "Cold call"], entityType: "projects" },
  });
  expect(field.ok(), await field.text()).toBe(true);
  await page.getByRole("link", { name: "Projects" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Projects" })).toBeVisible();
  await expect(column(page, "Prospect")).toBeVisible();
  await expect(
    page.getByText("Column totals: estimated commission = SF × rent × term/12 × commission %"),
  ).toBeVisible();

  await page.getByRole("button", { name: "New Project" }).click();
  const dialog = page.getByRole("dialog", { name: "New Project" });
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await dialog.getByLabel("Name").fill("Acme HQ relocation");
  await dialog.getByLabel("Size (SF)").fill("10000");
  await dialog.getByLabel("Rent ($/SF/yr)").fill("42.50");
  await dialog.getByLabel("Term (months)").fill("60");
  await dialog.getByLabel("Commission %").fill("4");
  await expect(dialog.getByText("$85,000")).toBeVisible();
  await dialog.getByRole("combobox", { name: "Deal Source" }).click();
  await page.getByRole("option", { name: "Referral" }).click();
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expect(toast(page, "Project created successfully")).toBeVisible();

  // The new project opens (?selected=) with its figures and activity.
  await expect(page).toHaveURL(/selected=/);
  const sheet = page.getByRole("dialog", { name: "Acme HQ relocation" });
  await expect(sheet.getByText("Estimated commission: $85,000")).toBeVisible();
  await expect(sheet.getByText("Created")).toBeVisible();
  await expect(sheet.getByText("Referral")).toBeVisible();
  await sheet.getByRole("button", { name: "Close" }).click();

  const prospect = column(page, "Prospect");
  await expect(prospect.getByTestId("column-total")).toHaveText("$85,000");
  await prospect.getByText("Acme HQ relocation").dragTo(column(page, "Pursuit"));
  await expect(toast(page, "Project moved")).toBeVisible();
  await expect(column(page, "Pursuit").getByText("Acme HQ relocation")).toBeVisible();
  await expect(column(page, "Pursuit").getByTestId("column-total")).toHaveText("$85,000");
  await expect(prospect.getByTestId("column-total")).toHaveText("$0");

  // Keyboard alternative: the card's Move menu.
  await page.getByRole("button", { name: "Move Acme HQ relocation" }).click();
  await page.getByRole("menuitem", { name: "Assignment" }).click();
  await expect(column(page, "Assignment").getByText("Acme HQ relocation")).toBeVisible();

  // The move is kept and logged.
  await page.reload();
  await expect(column(page, "Assignment").getByText("Acme HQ relocation")).toBeVisible();
  await column(page, "Assignment").getByRole("button", { name: "Acme HQ relocation", exact: true }).click();
  await expect(
    page.getByRole("dialog", { name: "Acme HQ relocation" }).getByText("Pursuit → Assignment"),
  ).toBeVisible();
});

test("list view pages, sorts and searches; a project links a person and is deleted keeping its tasks", async ({
  signedInPage: page,
}) => {
  test.setTimeout(90_000);
  for (let i = 1; i <= 23; i++) {
    await createProject(page.request, { name: `Tower ${String(i).padStart(2, "0")} lease-up`, type: "landlord_rep" });
  }
  const person = await page.request.post("/api/contacts/people", {
    data: { firstName: "Harriet", lastName: "Stone" },
  });
  expect(person.ok(), await person.text()).toBe(true);

  await page.goto("/projects?view=list");
  const rows = page.getByRole("table", { name: "Projects" }).locator("tbody tr");
  await expect(rows).toHaveCount(20);
  await page.getByRole("button", { name: "Name" }).click();
  await expect(rows.first()).toContainText("Tower 01 lease-up");
  await page.getByRole("button", { name: "Page 2" }).click();
  await expect(rows).toHaveCount(3);
  await page.getByPlaceholder("Search projects...").fill("tower 17");
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole("button", { name: "Tower 17 lease-up" }).click();

  const sheet = page.getByRole("dialog", { name: "Tower 17 lease-up" });
  await sheet.getByLabel("Search person to link").fill("harr");
  await sheet.getByRole("button", { name: "Harriet Stone" }).click();
  await expect(
    sheet.getByRole("region", { name: "Linked records" }).getByRole("link", { name: "Harriet Stone" }),
  ).toBeVisible();
  await expect(sheet.getByText("· person: Harriet Stone")).toBeVisible();

  await sheet.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText("Keep the tasks")).toBeVisible();
  await confirm.getByRole("button", { name: "Delete Project" }).click();
  await expect(toast(page, "Project deleted")).toBeVisible();
  await expect(page.getByText("No projects found.")).toBeVisible();
});

test("stages are renamed, added and reordered per pipeline", async ({ signedInPage: page }) => {
  await page.goto("/projects?type=investment_sale");
  await expect(column(page, "Pitch")).toBeVisible();
  await page.getByRole("button", { name: "Edit Stages" }).click();
  const dialog = page.getByRole("dialog", { name: "Investment sale stages" });
  await dialog.getByLabel("Stage name Pitch").fill("Pitch / BOV");
  await dialog.getByLabel("Stage name Pitch").press("Enter");
  await expect(toast(page, "Stage renamed")).toBeVisible();
  await dialog.getByLabel("New stage name").fill("Due Diligence");
  await dialog.getByRole("button", { name: "Add Stage" }).click();
  await expect(dialog.getByLabel("Stage name Due Diligence")).toBeVisible();
  await dialog.getByRole("button", { name: "Move Due Diligence up" }).click();
  await expect(dialog.getByRole("textbox").nth(5)).toHaveValue("Due Diligence");
  await dialog.getByRole("button", { name: "Done" }).click();
  const names = page.getByRole("region", { name: / stage$/ }).locator("h2");
  await expect(names.first()).toContainText("Pitch / BOV");
  await expect(names.nth(5)).toContainText("Due Diligence");
  await expect(names.nth(6)).toContainText("Closed");
});

test("projects pages have no serious axe violations, and fit a phone", async ({ signedInPage: page }) => {
  test.setTimeout(90_000);
  const p = await createProject(page.request, {
    name: "Axe Tower",
    type: "tenant_rep",
    sizeSf: 5000,
    rentPsf: 30,
    termMonths: 36,
    commissionPct: 3,
  });
  await page.goto("/projects");
  await expect(column(page, "Prospect").getByText("Axe Tower")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "board");
  await page.goto("/projects?view=list");
  await expect(page.getByRole("table", { name: "Projects" }).getByText("Axe Tower")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "list");
  await page.goto(`/projects?selected=${p.id}`);
  await expect(page.getByRole("dialog", { name: "Axe Tower" }).getByText("$13,500")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "project");
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Pipeline by stage" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Tenant rep pipeline" })).toContainText("$13,500");

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/projects");
  await expect(column(page, "Prospect").getByText("Axe Tower")).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("a stage past 50 deals: 'Show more' loads the rest of that column, and a late card still drags", async ({
  signedInPage: page,
}) => {
  test.setTimeout(120_000);
  for (let i = 0; i < 52; i++) {
    const res = await page.request.post("/api/projects", {
      data: { name: `Lead ${String(i).padStart(2, "0")}`, type: "tenant_rep" },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto("/projects");
  const prospect = column(page, "Prospect");
  await expect(prospect.getByTestId("project-card")).toHaveCount(50);
  await prospect.getByRole("button", { name: "Show more in Prospect (2 more)" }).click();
  await expect(prospect.getByTestId("project-card")).toHaveCount(52);
  await expect(prospect.getByRole("button", { name: /Show more/ })).toBeHidden();
  const last = prospect.getByTestId("project-card").last();
  const name = (await last.getByRole("button").first().textContent())?.trim() ?? "";
  await last.dragTo(column(page, "Pursuit"));
  await expect(column(page, "Pursuit").getByText(name, { exact: true })).toBeVisible();
  await expect(prospect.getByTestId("project-card")).toHaveCount(51);
});

test("a project's activity includes its linked records' activity, pages with Show more and links to each source", async ({
  signedInPage: page,
}) => {
  test.setTimeout(120_000);
  const api = page.request;
  const p = await createProject(api, { name: "Harbor Point relocation", type: "tenant_rep" });
  const person = await api.post("/api/contacts/people", { data: { firstName: "Marta", lastName: "Quill" } });
  expect(person.ok(), await person.text()).toBe(true);
  const personId = ((await person.json()) as { id: string }).id;
  const room = await api.post("/api/dealrooms", { data: { name: "Harbor Point room" } });
  expect(room.ok(), await room.text()).toBe(true);
  const roomId = ((await room.json()) as { id: string }).id;
  for (const [type, id] of [
    ["person", personId],
    ["dealroom", roomId],
  ]) {
    expect((await api.post(`/api/projects/${p.id}/links`, { data: { type, id } })).status()).toBe(201);
  }
  // A task about the person outside the project, then enough project tasks for a second page.
  expect((await api.post("/api/tasks", { data: { title: "Call Marta about the RFP", personId } })).status()).toBe(201);
  for (let i = 1; i <= 20; i++) {
    const res = await api.post("/api/tasks", { data: { title: `Checklist step ${i}`, projectId: p.id } });
    expect(res.status()).toBe(201);
  }

  await page.goto(`/projects?selected=${p.id}`);
  const sheet = page.getByRole("dialog", { name: "Harbor Point relocation" });
  const timeline = sheet.getByRole("list", { name: "Project activity" });
  await expect(timeline.getByTestId("activity-entry")).toHaveCount(20);
  await expect(timeline.getByText("Checklist step 20")).toBeVisible();
  await sheet.getByRole("button", { name: "Show more" }).click();
  // The older half: the person's task, the room's own log, the links and the project's creation.
  await expect(timeline.getByText("Call Marta about the RFP")).toBeVisible();
  await expect(timeline.getByText("created the deal room Harbor Point room")).toBeVisible();
  await expect(timeline.getByText("Added to contacts")).toBeVisible();
  await expect(timeline.getByText("Tenant rep · Prospect")).toBeVisible();
  await expect(sheet.getByRole("button", { name: "Show more" })).toBeHidden();

  // Each entry names its source and opens it.
  const roomEntry = timeline.getByTestId("activity-entry").filter({ hasText: "created the deal room" });
  await expect(roomEntry.getByText("Deal room:")).toBeVisible();
  await roomEntry.getByRole("link", { name: "Harbor Point room" }).click();
  await expect(page).toHaveURL(new RegExp(`/dealrooms/${roomId}`));
  await expect(page.getByRole("heading", { name: "Harbor Point room" }).first()).toBeVisible();
});
