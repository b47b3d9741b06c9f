// Deal-room journeys: the list (create, search, paginate, rename, two-step delete); a room's documents,
// editor and versions; inviting an outsider who verifies in a fresh browser and opens a document, seen in the
// owner's activity log. The access gate and toasts: dealrooms-access.spec.ts; DocuSign: dealrooms-docusign.spec.ts.
import path from "node:path";
import { waitForMail } from "../support/mail.ts";
import { createRoom, dealroomShot as shot } from "./support/dealrooms.ts";
import { E2E_DATA_DIR } from "./support/env.ts";
import { expect, test } from "./support/fixtures.ts";
import { toast } from "./support/page-checks.ts";

const LEASE_PDF = path.resolve("fixtures/leases/lease-01-summary-table-office.pdf");

test("a broker manages the Deal Rooms list: create, search, paginate, rename and delete", async ({
  signedInPage: page,
}) => {
  test.setTimeout(90_000);
  for (let i = 1; i <= 25; i++) await createRoom(page.request, `Tower ${String(i).padStart(2, "0")} Lease-up`);
  await page.getByRole("link", { name: "Deal Rooms" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Deal Rooms" })).toBeVisible();
  const rows = page.getByRole("table", { name: "Deal rooms" }).locator("tbody tr");
  await expect(rows).toHaveCount(20);
  // Newest-updated first by default; the header toggles the order.
  await expect(rows.first()).toContainText("Tower 25 Lease-up");
  await page.getByRole("button", { name: /Last Updated/ }).click();
  await expect(rows.first()).toContainText("Tower 01 Lease-up");
  await page.getByRole("button", { name: /Last Updated/ }).click();
  await page.getByRole("button", { name: "Page 2" }).click();
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toContainText("Tower 05 Lease-up");
  await shot(page, "list-desktop");

  // Create: blank names cannot be submitted.
  await page.getByRole("button", { name: "New Deal Room" }).click();
  const create = page.getByRole("dialog", { name: "Create New Deal Room" });
  await create.getByLabel("Name").fill("   ");
  await expect(create.getByRole("button", { name: "Create Deal Room" })).toBeDisabled();
  await create.getByLabel("Name").fill("Harbor Point Acquisition");
  await create.getByRole("button", { name: "Create Deal Room" }).click();
  await expect(toast(page, "Deal room created successfully")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Harbor Point Acquisition" })).toBeVisible();
  await page.getByRole("link", { name: "Deal Rooms" }).first().click();

  // Search is case-insensitive.
  await page.getByPlaceholder("Search deal rooms...").fill("harbor");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Harbor Point Acquisition");
  await page.getByPlaceholder("Search deal rooms...").fill("no such room");
  await expect(page.getByText("No deal rooms found.")).toBeVisible();
  await page.getByPlaceholder("Search deal rooms...").fill("harbor");

  // Rename: unchanged or blank names keep the button disabled.
  await page.getByRole("button", { name: "Actions for Harbor Point Acquisition" }).click();
  await page.getByRole("menuitem", { name: "Rename" }).click();
  const rename = page.getByRole("dialog", { name: "Rename Deal Room" });
  await expect(rename.getByRole("button", { name: "Rename" })).toBeDisabled();
  await rename.getByLabel("Name").fill("  Harbor Point Acquisition  ");
  await expect(rename.getByRole("button", { name: "Rename" })).toBeDisabled();
  await rename.getByLabel("Name").fill("Harbor Point II");
  await rename.getByRole("button", { name: "Rename" }).click();
  await expect(toast(page, "Dealroom Renamed")).toBeVisible();
  await page.getByPlaceholder("Search deal rooms...").fill("Harbor Point II");
  await expect(rows.first()).toContainText("Harbor Point II");

  // Two-step delete.
  await page.getByRole("button", { name: "Actions for Harbor Point II" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const del = page.getByRole("alertdialog");
  await del.getByRole("button", { name: "Continue" }).click();
  await expect(del.getByText("This action cannot be undone.")).toBeVisible();
  await del.getByRole("button", { name: "Back" }).click();
  await del.getByRole("button", { name: "Continue" }).click();
  await del.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Deal Room Deleted")).toBeVisible();
  // Deleting from the list keeps the list as it was: its search now finds nothing.
  await expect(page).toHaveURL(/\/dealrooms\?q=Harbor/);
  await expect(page.getByText("No deal rooms found.")).toBeVisible();

  // Mobile: cards and page links.
  await page.setViewportSize({ width: 375, height: 812 });
  // The shell swaps to its phone layout around the same page: the search box keeps its term until cleared.
  await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();
  await expect(page.getByPlaceholder("Search deal rooms...")).toHaveValue("Harbor Point II");
  await page.getByPlaceholder("Search deal rooms...").fill("");
  await expect(page.getByRole("link", { name: /Tower 25 Lease-up/ })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Pagination" }).getByRole("button", { name: /^Page \d+$/ }),
  ).toHaveCount(2);
  await shot(page, "list-mobile");
});

test("a room's documents, editor and an outsider's verified visit show in the activity log", async ({
  signedInPage: page,
  browser,
}) => {
  test.setTimeout(120_000);
  const roomId = await createRoom(page.request, "500 Market St Sale");
  await page.goto(`/dealrooms/${roomId}`);
  await expect(page.getByRole("heading", { level: 1, name: "500 Market St Sale" })).toBeVisible();
  await expect(page.getByText("No documents yet")).toBeVisible();

  // Folder template and an upload into the Legal folder.
  await page.getByRole("button", { name: "Real Estate Transaction folders" }).click();
  await expect(page.getByRole("button", { name: /^Surveys & Plans/ })).toBeVisible();
  await page.getByRole("button", { name: /^Legal/ }).click();
  await page
    .getByTestId("dealroom-upload-input")
    .setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("not a pdf") });
  await expect(toast(page, "Upload a PDF or an Office document")).toBeVisible();
  await page.getByTestId("dealroom-upload-input").setInputFiles(LEASE_PDF);
  await expect(toast(page, "Upload Successful")).toBeVisible();
  await expect(page.getByRole("button", { name: /^lease-01-summary-table-office\.pdf/ })).toBeVisible();

  // A room document: edit, autosave, keep a version, history.
  await page.getByRole("button", { name: "New document" }).click();
  const newDoc = page.getByRole("dialog", { name: "New document" });
  await newDoc.getByLabel("Name").fill("LOI - 500 Market");
  await newDoc.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(new RegExp(`/dealrooms/${roomId}/document/[0-9a-f-]+/edit$`));
  const editor = page.getByRole("textbox", { name: "LOI - 500 Market" });
  await editor.click();
  await page.keyboard.type("Letter of Intent");
  await page.getByRole("button", { name: "Heading 1" }).click();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Base rent of $48.00 per square foot.");
  await expect(page.getByTestId("save-status")).toHaveText("All changes saved", { timeout: 15_000 });
  await page.getByRole("button", { name: "Save version" }).click();
  await expect(toast(page, "Version saved")).toBeVisible();
  await page.getByRole("button", { name: "History" }).click();
  const history = page.getByRole("dialog", { name: "Version history" });
  await expect(history.getByText("Version 3")).toBeVisible();
  await expect(history.getByText("Version 1")).toBeVisible();
  await shot(page, "editor-history");
  // Restore the first (empty) version: it becomes version 4 and the editor shows it.
  await history
    .getByText("Version 1", { exact: true })
    .locator("xpath=../..")
    .getByRole("button", { name: "Restore" })
    .click();
  await page.getByRole("dialog", { name: "Restore version 1?" }).getByRole("button", { name: "Restore" }).click();
  await expect(toast(page, "Version restored")).toBeVisible();
  await expect(history.getByText("Version 4", { exact: true })).toBeVisible();
  await expect(history.getByText("Restored from version 1")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(editor).not.toContainText("Base rent");
  await page.getByRole("link", { name: "Back to deal room" }).click();

  // Invite an outsider.
  const outsider = `guest-${Date.now()}@outside.test`;
  await page.getByRole("tab", { name: "Members" }).click();
  await page.getByRole("button", { name: "Invite" }).click();
  const invite = page.getByRole("dialog", { name: "Invite to deal room" });
  await invite.getByLabel("Email").fill(outsider);
  await invite.getByLabel("Name").fill("Gale Guest");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(toast(page, "Invitation sent")).toBeVisible();
  const mail = await waitForMail(E2E_DATA_DIR, outsider, /Deal room shared with you/);
  const link = mail.links.find((l) => l.includes("/dealrooms/verify-access?token="));
  expect(link).toBeTruthy();

  // A fresh, signed-out browser: wrong e-mail first, then the invited one.
  const guestContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const guest = await guestContext.newPage();
  await guest.goto(link as string);
  await expect(guest.getByRole("heading", { name: "Deal Room: 500 Market St Sale" })).toBeVisible();
  await expect(guest.getByText(/Shared by/)).toContainText("Dana");
  await guest.getByLabel("Email").fill("someone.else@outside.test");
  await guest.getByLabel("Name").fill("G");
  await guest.getByRole("button", { name: "Verify Access" }).click();
  await expect(guest.getByText("Please enter your full name")).toBeVisible();
  await guest.getByLabel("Name").fill("Gale Guest");
  await guest.getByRole("button", { name: "Verify Access" }).click();
  await expect(guest.getByText("Email mismatch")).toBeVisible();
  await expect(
    guest.getByText(
      "The email address you entered doesn't match the one this deal room was shared with. Please use the email address that received the invitation.",
    ),
  ).toBeVisible();
  await expect(toast(guest, "Access Verification Failed")).toBeVisible();
  await shot(guest, "verify-mismatch-mobile");
  await guest.getByLabel("Email").fill(outsider);
  await guest.getByRole("button", { name: "Verify Access" }).click();
  await expect(guest).toHaveURL(new RegExp(`/dealrooms/${roomId}$`));
  await expect(guest.getByRole("heading", { level: 1, name: "500 Market St Sale" })).toBeVisible();
  await expect(guest.getByText(`Guest access · ${outsider}`)).toBeVisible();
  // The success took the earlier failure toast away (it would contradict 'Access verified').
  await expect(toast(guest, "Access Verification Failed")).toHaveCount(0);
  const stored = await guest.evaluate((id) => localStorage.getItem(`dealroom_access_${id}`), roomId);
  expect(JSON.parse(stored as string)).toMatchObject({
    verified: true,
    email: outsider,
    name: "Gale Guest",
    accessLevel: "viewer",
  });
  // A viewer sees documents but no upload or activity.
  await expect(guest.getByRole("button", { name: "Upload" })).toHaveCount(0);
  await expect(guest.getByText("up to 10 MB")).toHaveCount(0);
  await expect(guest.getByRole("tab", { name: "Activity" })).toHaveCount(0);
  await shot(guest, "room-guest-mobile");
  await guest.getByRole("button", { name: /^lease-01-summary-table-office\.pdf/ }).click();
  const viewer = guest.getByRole("dialog", { name: "lease-01-summary-table-office.pdf" });
  await expect(viewer.locator("iframe")).toHaveAttribute("src", /\/api\/files\/dealroom_documents\//);
  await shot(guest, "viewer-guest-mobile");
  // The guest session opens no other part of the app: the browser keeps its cookie under /api/dealrooms
  // (elsewhere it is simply signed out), and the server refuses it outside the room.
  expect((await guest.request.get("/api/profile")).status()).toBe(401);
  expect((await guest.request.get("/api/dealrooms")).status()).toBe(403);
  // Days later the guest cookie has expired: the stored access record leads back through the gate
  // (not to sign-in), even though the history entry still carries accessVerified.
  await guestContext.clearCookies();
  await guest.evaluate((id) => {
    const key = `dealroom_access_${id}`;
    const record = JSON.parse(localStorage.getItem(key) as string);
    localStorage.setItem(key, JSON.stringify({ ...record, timestamp: Date.now() - 3 * 24 * 3600_000 }));
  }, roomId);
  await guest.reload();
  await expect(guest).toHaveURL(/\/dealrooms\/verify-access\?token=/);
  await expect(guest.getByRole("heading", { name: "Deal Room: 500 Market St Sale" })).toBeVisible();
  await guestContext.close();

  // The owner's activity log records the visit.
  await page.reload();
  await page.getByRole("tab", { name: "Activity" }).click();
  const log = page.getByRole("list", { name: "Activity log" });
  await expect(log.getByText(new RegExp(`${outsider}.*verified access as Gale Guest`))).toBeVisible();
  await expect(log.getByText(new RegExp(`${outsider}.*viewed lease-01-summary-table-office\\.pdf`))).toBeVisible();
  await expect(log.getByText(/invited Gale Guest/)).toBeVisible();
  await expect(log.getByText(/uploaded lease-01-summary-table-office\.pdf/)).toBeVisible();
  await page.setViewportSize({ width: 375, height: 812 });
  await shot(page, "room-activity-mobile");
});

test("closing the viewer before the document's address arrives keeps it closed", async ({ signedInPage: page }) => {
  const roomId = await createRoom(page.request, "Viewer race room");
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
  const uploaded = await page.request.post(`/api/dealrooms/${roomId}/documents/upload`, {
    multipart: { file: { name: "Slow estoppel.pdf", mimeType: "application/pdf", buffer: pdf } },
  });
  expect(uploaded.ok()).toBe(true);
  // Hold the signed-URL answer until the viewer has been closed.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/dealrooms/*/documents/*/url", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/dealrooms/${roomId}`);
  await page.getByRole("button", { name: /^Slow estoppel\.pdf/ }).click();
  const viewer = page.getByRole("dialog", { name: "Slow estoppel.pdf" });
  await expect(viewer.getByRole("status")).toBeVisible();
  await viewer.getByRole("button", { name: "Close" }).click();
  await expect(viewer).toBeHidden();
  const answer = page.waitForResponse("**/api/dealrooms/*/documents/*/url");
  release();
  expect((await answer).ok()).toBe(true);
  // The late answer must not reopen the viewer (React renders it within a frame or two).
  await page.waitForTimeout(300);
  await expect(viewer).toBeHidden();
});
