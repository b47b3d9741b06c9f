import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect as baseExpect, test } from "./support/fixtures.ts";

const expect = baseExpect.configure({ timeout: 20_000 });

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

async function expectNoSeriousA11yViolations(page: Page, where: string) {
  // Toasts fade in and out (their contrast mid-animation is not what a user reads); the shell owns them.
  const results = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function createTask(api: APIRequestContext, body: object) {
  const res = await api.post("/api/tasks", { data: body });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; title: string };
}

/** MM/dd/yyyy, as the date picker shows and takes it. */
const usDay = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

function isoDay(offset: number) {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

test("creates a task with a person and a subtask, completes it, filters by due date", async ({
  signedInPage: page,
}) => {
  test.setTimeout(120_000);
  const person = await page.request.post("/api/contacts/people", {
    data: { firstName: "Dana", lastName: "Whitfield" },
  });
  expect(person.ok(), await person.text()).toBe(true);

  await page.getByRole("link", { name: "Tasks" }).first().click();
  await expect(page.getByRole("heading", { name: "Tasks", level: 1 })).toBeVisible();
  await expect(page.getByText("No tasks yet")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "/tasks empty");

  await page.getByRole("button", { name: "Add Task" }).first().click();
  const panel = page.getByRole("dialog", { name: "Add Task" });
  await panel.getByRole("button", { name: "Create Task" }).click();
  await expect(panel.getByText("Title is required")).toBeVisible();
  await panel.getByLabel("Title").fill("Send LOI to landlord");
  await panel.getByLabel("Description").fill("Counter on free rent");
  // The due-date picker: a typed impossible date is refused; the calendar works from the keyboard.
  await panel.getByLabel("Due Date").fill("02/30/2026");
  await panel.getByRole("button", { name: "Create Task" }).click();
  await expect(panel.getByText("Enter a real date as MM/dd/yyyy")).toBeVisible();
  await panel.getByLabel("Due Date").fill("");
  await panel.getByRole("button", { name: "Open calendar" }).click();
  const calendar = page.getByRole("dialog", { name: "Choose a date" });
  await expect(calendar.locator("[aria-current=date]")).toBeFocused();
  await page.keyboard.press("PageDown");
  await page.keyboard.press("PageUp");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowLeft");
  await expectNoSeriousA11yViolations(page, "date picker");
  await page.keyboard.press("Enter");
  await expect(calendar).toBeHidden();
  await expect(panel.getByLabel("Due Date")).toHaveValue(usDay(isoDay(0)));
  await expect(panel.getByLabel("Due Time").locator("option")).toHaveCount(49);
  await panel.getByLabel("Due Time").selectOption("14:30");
  // Keyboard only: the reminder on the app's own select (the pointer parked off it first: Radix focuses the
  // option under a resting pointer when the list opens beneath it).
  await page.mouse.move(0, 0);
  const reminder = panel.getByRole("combobox", { name: "Reminder", exact: true });
  await reminder.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("option", { name: "No reminder" })).toBeFocused();
  // One key, then its focus: Radix moves focus on arrow keys in a setTimeout, so a second key dispatched before
  // that timer starts again from the same option (a person cannot type that fast; the test can under load).
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("option", { name: "On the due date" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("option", { name: "1 day before" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(reminder).toContainText("1 day before");
  await expect(reminder).toBeFocused();
  await expect(panel.getByRole("combobox", { name: "Reminder Time" })).toContainText("9:00");
  await panel.getByRole("combobox", { name: "Person" }).fill("whit");
  await panel.getByRole("option", { name: "Dana Whitfield" }).click();
  await expect(panel.getByRole("button", { name: "Remove person Dana Whitfield" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "task panel");
  await panel.getByRole("button", { name: "Create Task" }).click();
  await expect(toast(page, "Task created successfully")).toBeVisible();
  await expect(panel).toBeHidden();

  const today = page.getByRole("list", { name: "Today tasks" });
  await expect(today.getByRole("button", { name: "Send LOI to landlord", exact: true })).toBeVisible();
  await expect(today.getByText("Dana Whitfield")).toBeVisible();

  // A subtask, shown under its parent with progress
  await page.getByRole("button", { name: "Actions for Send LOI to landlord" }).click();
  await page.getByRole("menuitem", { name: "Add Subtask" }).click();
  const sub = page.getByRole("dialog", { name: "Add Subtask" });
  await expect(sub.getByText("Parent Task: Send LOI to landlord")).toBeVisible();
  await sub.getByLabel("Title").fill("Get client sign-off");
  await sub.getByRole("button", { name: "Create Task" }).click();
  await expect(toast(page, "Task created successfully").last()).toBeVisible();
  const subtasks = page.getByRole("list", { name: "Subtasks of Send LOI to landlord" });
  await expect(subtasks.getByRole("button", { name: "Get client sign-off", exact: true })).toBeVisible();
  await expect(page.getByText("0/1 done")).toBeVisible();
  await page.getByRole("checkbox", { name: "Mark as done: Get client sign-off" }).click();
  await expect(page.getByText("1/1 done")).toBeVisible();

  // Another task due later; the due-date filter narrows the list
  await createTask(page.request, { title: "Renewal notice review", dueDate: isoDay(20) });
  await createTask(page.request, { title: "Call broker", dueDate: isoDay(-3) });
  await page.reload();
  await expect(
    page.getByRole("list", { name: "Overdue tasks" }).getByRole("button", { name: "Call broker", exact: true }),
  ).toBeVisible();
  // Keyboard only: the due-date filter.
  await page.mouse.move(0, 0);
  const dueFilter = page.getByRole("combobox", { name: "Due date filter" });
  await dueFilter.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("option", { name: "All" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("option", { name: "Overdue" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("option", { name: "Today" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dueFilter).toContainText("Today");
  await expect(page.getByRole("button", { name: "Renewal notice review", exact: true })).toBeHidden();
  await expect(page.getByRole("button", { name: "Call broker", exact: true })).toBeHidden();
  await expect(page.getByRole("button", { name: "Send LOI to landlord", exact: true })).toBeVisible();
  await dueFilter.click();
  await page.getByRole("option", { name: "All" }).click();
  await expect(page.getByRole("button", { name: "Renewal notice review", exact: true })).toBeVisible();

  // Complete: leaves the default (not started + in progress) list; back with the Completed filter
  await page.getByRole("checkbox", { name: "Mark as done: Send LOI to landlord" }).click();
  await expect(toast(page, "Task status changed to Completed")).toBeVisible();
  await expect(page.getByRole("button", { name: "Send LOI to landlord", exact: true })).toBeHidden();
  await page.getByRole("button", { name: "Completed", exact: true }).click();
  await expect(page.getByRole("button", { name: "Send LOI to landlord", exact: true })).toBeVisible();

  // The status dropdown
  await page.getByRole("combobox", { name: "Status of Call broker" }).click();
  await page.getByRole("option", { name: "In Progress" }).click();
  await expect(toast(page, "Task status changed to In Progress")).toBeVisible();

  // Delete with confirmation
  await page.getByRole("button", { name: "Actions for Renewal notice review" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "The task has been successfully deleted.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Renewal notice review", exact: true })).toBeHidden();
  await expectNoSeriousA11yViolations(page, "/tasks list");
});

test("board: drag a card to another status; ?selected opens the task", async ({ signedInPage: page }) => {
  const task = await createTask(page.request, { title: "Tour 5 buildings", dueDate: isoDay(2) });
  await page.goto("/tasks");
  await page.getByRole("tab", { name: "Board" }).click();
  const card = page.locator("[data-task-card='Tour 5 buildings']");
  await expect(page.locator("[data-status-column='Not Started']").locator(card)).toBeVisible();
  await card.dragTo(page.locator("[data-status-column='In Progress']"), { sourcePosition: { x: 4, y: 4 } });
  await expect(toast(page, "Task status changed to In Progress")).toBeVisible();
  await expect(page.locator("[data-status-column='In Progress'] [data-task-card='Tour 5 buildings']")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "/tasks board");

  await page.goto(`/tasks?selected=${task.id}`);
  const panel = page.getByRole("dialog", { name: "Edit Task" });
  await expect(panel.getByLabel("Title")).toHaveValue("Tour 5 buildings");
  await panel.getByLabel("Title").fill("Tour 6 buildings");
  await panel.getByRole("button", { name: "Update Task" }).click();
  await expect(toast(page, "Task updated successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/tasks$/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test("Quick Add → Task", async ({ signedInPage: page }) => {
    await page.getByRole("button", { name: "Quick Add" }).click();
    await page.getByRole("menuitem", { name: "Task" }).click();
    const panel = page.getByRole("dialog", { name: "Add Task" });
    await panel.getByLabel("Title").fill("Call Harriet back");
    await panel.getByRole("button", { name: "Create Task" }).click();
    await expect(toast(page, "Task created successfully")).toBeVisible();
    // The toast sits below the top bar: it must not cover Menu (a covered button waited out the toast, and a
    // pointer resting on the toast paused it, on a busy machine).
    const bar = await page.locator("header").first().boundingBox();
    const barBottom = (bar?.y ?? 0) + (bar?.height ?? 0);
    expect(barBottom).toBeGreaterThan(0);
    await expect
      .poll(async () => (await toast(page, "Task created successfully").boundingBox())?.y ?? -1)
      .toBeGreaterThanOrEqual(barBottom);
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("link", { name: "Tasks" }).click();
    await expect(page.getByRole("button", { name: "Call Harriet back", exact: true })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test("settings: the digest can be switched off; the calendar feed is created and revoked", async ({
  signedInPage: page,
}) => {
  await createTask(page.request, { title: "Option notice", dueDate: isoDay(40), reminderDays: [30] });
  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Tasks and reminders" })).toBeVisible();
  const card = page.locator("main");
  const digest = card.getByRole("checkbox", { name: "Daily task digest e-mail" });
  await expect(digest).toBeChecked();
  await digest.click();
  await expect(toast(page, "Daily digest turned off")).toBeVisible();
  await expect(digest).not.toBeChecked();
  await card.getByRole("button", { name: "Create calendar feed" }).click();
  const address = card.getByRole("textbox", { name: "Calendar feed address" });
  await expect(address).toHaveValue(/\/api\/calendar\/.+\.ics$/);
  const url = new URL(await address.inputValue());
  const feed = await page.request.get(url.pathname);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain("SUMMARY:Option notice");
  await card.getByRole("button", { name: "Revoke address" }).click();
  await card.getByRole("button", { name: "Revoke", exact: true }).click();
  await expect(card.getByRole("button", { name: "Create calendar feed" })).toBeVisible();
  expect((await page.request.get(url.pathname)).status()).toBe(404);
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Daily task digest e-mail" })).not.toBeChecked();
  await expectNoSeriousA11yViolations(page, "/settings");
});

test("a lease's critical dates: 'Add to tasks' creates the deadline tasks, also in the calendar feed", async ({
  signedInPage: page,
}) => {
  test.setTimeout(180_000);
  const pdf = readFileSync(path.resolve("fixtures/leases/lease-01-summary-table-office.pdf"));
  const upload = await page.request.post("/api/leases", {
    multipart: { file: { name: "kestrel.pdf", mimeType: "application/pdf", buffer: pdf } },
  });
  expect(upload.status()).toBe(201);
  const leaseId = ((await upload.json()) as { id: string }).id;
  await expect
    .poll(
      async () => ((await (await page.request.get(`/api/leases/${leaseId}`)).json()) as { status: string }).status,
      {
        timeout: 120_000,
        intervals: [2000],
      },
    )
    .toBe("completed");
  await page.goto(`/lease/${leaseId}`);
  await page.getByRole("tab", { name: "Dates" }).click();
  await page.getByRole("button", { name: "Add to tasks" }).click();
  await expect(toast(page, "Added to tasks")).toBeVisible();
  await expect(page.getByRole("button", { name: "Update tasks" })).toBeVisible();

  // The ladder: each date's reminders removed and added one by one; a date taken off the tasks and put back.
  await page.getByRole("button", { name: "Reminder ladder" }).click();
  const ladder = page.getByRole("dialog", { name: "Critical dates" });
  const expiration = ladder.getByRole("listitem", { name: "Lease expiration" });
  await expect(expiration.getByText("In tasks", { exact: true })).toBeVisible();
  await expect(expiration.getByText(/^Lease date \d\d\/\d\d\/\d{4}/)).toBeVisible();
  const rungs = expiration.getByRole("list", { name: "Reminders for Lease expiration" }).getByRole("listitem");
  await expect(rungs).toHaveCount(4);
  await expectNoSeriousA11yViolations(page, "critical-date ladder");
  await expiration.getByRole("button", { name: "Remove the reminder 30 days before Lease expiration" }).click();
  await expect(toast(page, "Reminders updated")).toBeVisible();
  await expect(rungs).toHaveCount(3);
  await expiration.getByRole("textbox", { name: "New reminder (days)" }).fill("800");
  await expiration.getByRole("button", { name: "Add a reminder to Lease expiration" }).click();
  await expect(expiration.getByText("Enter a whole number of days from 0 to 730")).toBeVisible();
  await expiration.getByRole("textbox", { name: "New reminder (days)" }).fill("14");
  await expiration.getByRole("textbox", { name: "New reminder (days)" }).press("Enter");
  await expect(rungs).toHaveCount(4);
  await expect(rungs.last()).toContainText("14 days before");
  await expiration.getByRole("button", { name: "Remove", exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expect(toast(page, "Lease expiration removed from tasks")).toBeVisible();
  await expect(expiration.getByText("Not in tasks", { exact: true })).toBeVisible();
  await expiration.getByRole("button", { name: "Add to tasks" }).click();
  await expect(expiration.getByText("In tasks", { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(ladder).toBeHidden();

  await page.getByRole("link", { name: /critical-date tasks? in Tasks/ }).click();
  await expect(page.getByRole("heading", { name: "Tasks", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Lease expiration — /, exact: false }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /^Renewal option notice deadline/ }).first()).toBeVisible();

  const feed = await page.request.post("/api/tasks/calendar-feed");
  const url = new URL(((await feed.json()) as { calendarUrl: string }).calendarUrl);
  const ics = await (await page.request.get(url.pathname)).text();
  expect(ics).toContain("SUMMARY:Renewal option notice deadline");
  expect(ics).toContain("TRIGGER:-P180D");

  // A project linked to the lease takes a checklist's key date from the lease instead of a typed one.
  const project = await page.request.post("/api/projects", { data: { name: "Kestrel renewal", type: "tenant_rep" } });
  const projectId = ((await project.json()) as { id: string }).id;
  const link = await page.request.post(`/api/projects/${projectId}/links`, { data: { type: "lease", id: leaseId } });
  expect(link.ok(), await link.text()).toBe(true);
  await page.goto(`/projects?selected=${projectId}`);
  await page.getByRole("dialog", { name: "Kestrel renewal" }).getByRole("button", { name: "Apply Checklist" }).click();
  const apply = page.getByRole("dialog", { name: "Apply Checklist" });
  await apply.getByRole("combobox", { name: "Checklist" }).click();
  await page.getByRole("option", { name: /Tenant-rep engagement/ }).click();
  await apply.getByRole("combobox", { name: "Key date from a linked lease" }).click();
  const expirationOption = page.getByRole("option", { name: /^Lease expiration — / });
  const expirationDay = ((await expirationOption.textContent()) ?? "").replace(/^Lease expiration — /, "");
  expect(expirationDay).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  await expirationOption.click();
  await expect(apply.getByLabel("Lease expiration")).toHaveValue(expirationDay);
  await apply.getByRole("button", { name: "Apply Checklist" }).click();
  await expect(toast(page, "11 tasks created for Kestrel renewal.")).toBeVisible();
});

test("home shows my tasks; global search finds a task and opens it", async ({ signedInPage: page }) => {
  await createTask(page.request, { title: "Chase the estoppel", dueDate: isoDay(-2) });
  await createTask(page.request, { title: "Walk-through with tenant", dueDate: isoDay(0) });
  await page.goto("/");
  const widget = page.getByRole("heading", { name: "My tasks" });
  await expect(widget).toBeVisible();
  await expect(page.getByRole("link", { name: "Chase the estoppel" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Walk-through with tenant" })).toBeVisible();
  await page.keyboard.press("Control+k");
  await page.getByPlaceholder("Search projects, companies, properties, dealrooms, contacts...").fill("estoppel");
  await page.getByRole("option", { name: /Chase the estoppel/ }).click();
  await expect(page).toHaveURL(/\/tasks\?selected=/);
  await expect(page.getByRole("dialog", { name: "Edit Task" }).getByLabel("Title")).toHaveValue("Chase the estoppel");
});

test("board columns past 50 cards: 'Show more' loads the next page of that column", async ({ signedInPage: page }) => {
  test.setTimeout(120_000);
  for (let i = 0; i < 52; i++) await createTask(page.request, { title: `Follow up ${String(i).padStart(2, "0")}` });
  await createTask(page.request, { title: "Started already", statusType: "in_progress" });
  await page.goto("/tasks");
  await page.getByRole("tab", { name: "Board" }).click();
  const column = page.locator("[data-status-column='Not Started']");
  await expect(column.locator("[data-task-card]")).toHaveCount(50);
  await expect(page.locator("[data-status-column='In Progress'] [data-task-card]")).toHaveCount(1);
  await column.getByRole("button", { name: "Show more in Not Started (2 more)" }).click();
  await expect(column.locator("[data-task-card]")).toHaveCount(52);
  await expect(column.getByRole("button", { name: /Show more/ })).toBeHidden();
  // A card loaded by 'Show more' can still be dragged to another column.
  const late = column.locator("[data-task-card='Follow up 51']");
  await late.dragTo(page.locator("[data-status-column='In Progress']"), { sourcePosition: { x: 4, y: 4 } });
  await expect(toast(page, "Task status changed to In Progress")).toBeVisible();
  await expect(page.locator("[data-status-column='In Progress'] [data-task-card]")).toHaveCount(2);
});

test("the panel links a task to a property and a deal room; the row names them", async ({ signedInPage: page }) => {
  const property = await page.request.post("/api/properties", {
    data: { name: "Harbor Point", locationStreetAddress: "1 Harbor Way" },
  });
  const room = await page.request.post("/api/dealrooms", { data: { name: "Harbor room" } });
  expect([property.status(), room.status()]).toEqual([201, 201]);
  await page.goto("/tasks");
  await page.getByRole("button", { name: "Add Task" }).first().click();
  const panel = page.getByRole("dialog", { name: "Add Task" });
  await panel.getByLabel("Title").fill("Measure the suite");
  // Keyboard only: type, arrow to the result, Enter.
  await panel.getByRole("combobox", { name: "Property" }).fill("harbor");
  await expect(panel.getByRole("option", { name: "Harbor Point — 1 Harbor Way" })).toBeVisible();
  await panel.getByRole("combobox", { name: "Property" }).press("Enter");
  await expect(panel.getByRole("button", { name: "Remove property Harbor Point — 1 Harbor Way" })).toBeVisible();
  await panel.getByRole("combobox", { name: "Deal room" }).fill("harb");
  await panel.getByRole("option", { name: "Harbor room" }).click();
  await panel.getByRole("button", { name: "Create Task" }).click();
  await expect(toast(page, "Task created successfully")).toBeVisible();
  const row = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: "Measure the suite", exact: true }) });
  await expect(row.getByText("Harbor Point", { exact: true })).toBeVisible();
  await expect(row.getByText("Harbor room", { exact: true })).toBeVisible();

  // Reopened, the links are there; clearing one saves.
  await page.getByRole("button", { name: "Measure the suite", exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Edit Task" });
  await edit.getByRole("button", { name: "Remove deal room Harbor room" }).click();
  await edit.getByRole("button", { name: "Update Task" }).click();
  await expect(toast(page, "Task updated successfully")).toBeVisible();
  await expect(row.getByText("Harbor room", { exact: true })).toBeHidden();
  await expect(row.getByText("Harbor Point", { exact: true })).toBeVisible();
});

test("the statuses dialog adds a status that counts as Completed, chosen with the keyboard", async ({
  signedInPage: page,
}) => {
  await page.goto("/tasks");
  await page.getByRole("button", { name: "Statuses" }).click();
  const dialog = page.getByRole("dialog", { name: "Task statuses" });
  await dialog.getByLabel("New status name").fill("Signed off");
  await page.mouse.move(0, 0);
  const countsAs = dialog.getByRole("combobox", { name: "Counts as" });
  await expect(countsAs).toContainText("In Progress");
  await countsAs.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("option", { name: "In Progress" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("option", { name: "Completed" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(countsAs).toContainText("Completed");
  await dialog.getByRole("button", { name: "Add" }).click();
  const own = dialog.getByRole("list", { name: "Your statuses" });
  await expect(own.getByRole("listitem")).toHaveCount(1);
  await expect(own.getByLabel("Name of Signed off")).toHaveValue("Signed off");
  await expect(own).toContainText("Completed");
  await expectNoSeriousA11yViolations(page, "statuses dialog");
});
