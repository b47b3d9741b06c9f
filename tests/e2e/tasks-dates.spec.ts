// Tasks journeys around dates: the digest and calendar feed settings, a lease's critical dates as tasks.
import { readFileSync } from "node:fs";
import path from "node:path";
import { test } from "./support/fixtures.ts";
import { createTask, expect, expectNoSeriousA11yViolations, isoDay, toast } from "./support/tasks.ts";

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
