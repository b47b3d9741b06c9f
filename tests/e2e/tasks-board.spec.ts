// Tasks journeys on the board (drag between statuses, 'Show more' per column) and on a phone.
import { test } from "./support/fixtures.ts";
import { createTask, expect, expectNoSeriousA11yViolations, isoDay, toast } from "./support/tasks.ts";

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
