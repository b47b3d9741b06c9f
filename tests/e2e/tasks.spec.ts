// Tasks journeys: the list (create, subtask, due filter, complete, delete), statuses and custom fields.
import { test } from "./support/fixtures.ts";
import { createTask, expect, expectNoSeriousA11yViolations, isoDay, toast, usDay } from "./support/tasks.ts";

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

test("a dropdown custom field is set on a task and cleared with 'None'", async ({ signedInPage: page }) => {
  const field = await page.request.post("/api/custom-fields", {
    data: { entityType: "tasks", name: "Priority", fieldType: "dropdown", options: ["High", "Low"] },
  });
  expect(field.ok(), await field.text()).toBe(true);
  await page.goto("/tasks");
  await page.getByRole("button", { name: "Add Task" }).first().click();
  const panel = page.getByRole("dialog", { name: "Add Task" });
  await panel.getByLabel("Title").fill("Book the tour bus");
  const priority = panel.getByRole("combobox", { name: "Priority" });
  await expect(priority).toContainText("None");
  await priority.click();
  await page.getByRole("option", { name: "High" }).click();
  await expect(priority).toContainText("High");
  await panel.getByRole("button", { name: "Create Task" }).click();
  await expect(toast(page, "Task created successfully")).toBeVisible();

  const saved = async () => {
    const res = await page.request.get("/api/tasks?q=tour%20bus");
    const body = (await res.json()) as { items: { customFields: Record<string, string> }[] };
    return body.items[0]?.customFields ?? null;
  };
  await expect.poll(saved).toEqual({ Priority: "High" });

  // Reopened, the choice is there; 'None' clears it.
  await page.getByRole("button", { name: "Book the tour bus", exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Edit Task" });
  await expect(edit.getByRole("combobox", { name: "Priority" })).toContainText("High");
  await edit.getByRole("combobox", { name: "Priority" }).click();
  await page.getByRole("option", { name: "None" }).click();
  await edit.getByRole("button", { name: "Update Task" }).click();
  await expect(toast(page, "Task updated successfully")).toBeVisible();
  await expect.poll(saved).toEqual({});
});
