// Tasks journeys with other records: home and global search, links to a property and a deal room.
import { test } from "./support/fixtures.ts";
import { createTask, expect, isoDay, toast } from "./support/tasks.ts";

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
