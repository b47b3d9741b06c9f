// Deal-room journeys: the list (create, search, paginate, rename, two-step delete); a room's documents,
// editor and versions; inviting an outsider who verifies in a fresh browser and opens a document,
// seen in the owner's activity log; DocuSign connect through the callback page against a local fake.
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { startFakeDocusign } from "../support/fake-docusign.ts";
import { waitForMail } from "../support/mail.ts";
import { E2E_DATA_DIR } from "./support/env.ts";
import { expect, test } from "./support/fixtures.ts";
import { type SecondServer, startSecondServer } from "./support/second-server.ts";
import { createVerifiedUser, removeUser, signInApi } from "./support/users.ts";

const LEASE_PDF = path.resolve("fixtures/leases/lease-01-summary-table-office.pdf");
const SHOTS = path.resolve(".tmp/screens");
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `dealrooms-${name}.png`) });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

async function createRoom(api: APIRequestContext, name: string): Promise<string> {
  const res = await api.post("/api/dealrooms", { data: { name } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

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
  await expect(page).toHaveURL(/\/dealrooms(\?.*)?$/);
  await expect(page.getByText("No deal rooms found.")).toBeVisible();

  // Mobile: cards and page links.
  await page.setViewportSize({ width: 375, height: 812 });
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

async function inviteOutsider(api: APIRequestContext, roomId: string, email: string, name: string) {
  const res = await api.post(`/api/dealrooms/${roomId}/members`, { data: { email, name } });
  expect(res.status(), await res.text()).toBe(201);
  const member = await res.json();
  return { memberId: member.id as string, token: new URL(member.shareUrl).searchParams.get("token") as string };
}

test("the access gate: missing, invalid and revoked links, sign-in for strangers, auto-verify when signed in", async ({
  signedInPage: page,
  browser,
}) => {
  test.setTimeout(90_000);
  const roomId = await createRoom(page.request, "Gatehouse Portfolio");
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();

  // §8 'Missing Information' and 'Invalid Deal Room Link' (with debug information).
  await guest.goto("/dealrooms/verify-access");
  await expect(guest.getByText("Missing Information")).toBeVisible();
  await expect(guest.getByText("Access token is missing. Please check your invitation link.")).toBeVisible();
  await guest.goto("/dealrooms/verify-access?token=no-such-token");
  await expect(guest.getByText("Invalid Deal Room Link")).toBeVisible();
  await expect(guest.getByText(/contact the deal room owner/)).toBeVisible();
  await guest.getByText("Debug information").click();
  await expect(guest.getByText("Share link not found")).toBeVisible();
  await shot(guest, "verify-invalid");

  // §2.1: a signed-out visitor with no token and no stored access is sent to sign in.
  await guest.goto(`/dealrooms/${roomId}`);
  await expect(guest).toHaveURL(/\/auth\?view=sign_in&redirect=%2Fdealrooms%2F/);

  // A token in the room's address leads through the gate: 'Deal Room: {name}', field validation.
  const pat = await inviteOutsider(page.request, roomId, "pat@outside.test", "Pat Partner");
  await guest.goto(`/dealrooms/${roomId}?token=${pat.token}`);
  await expect(guest).toHaveURL(/\/dealrooms\/verify-access\?token=/);
  await expect(guest.getByRole("heading", { name: "Deal Room: Gatehouse Portfolio" })).toBeVisible();
  await guest.getByLabel("Email").fill("not-an-email");
  await guest.getByLabel("Name").fill("Pat Partner");
  await guest.getByRole("button", { name: "Verify Access" }).click();
  await expect(guest.getByText("Please enter a valid email address")).toBeVisible();
  await guest.getByLabel("Email").fill("pat@outside.test");

  // Revoked while the form is open: 'Access Error' with the server's reason and the failure toast.
  const revoke = await page.request.delete(`/api/dealrooms/${roomId}/members/${pat.memberId}`);
  expect(revoke.status()).toBe(200);
  await guest.getByRole("button", { name: "Verify Access" }).click();
  const alert = guest.getByRole("alert").filter({ hasText: "Access Error" });
  await expect(alert).toContainText("Invalid or expired access token");
  await expect(toast(guest, "Access Verification Failed")).toContainText(
    "There was a problem verifying your access. Please check your email and try again.",
  );
  await guestContext.close();

  // A signed-in invitee with a valid link is verified at once and lands in the room, history replaced.
  const member = await createVerifiedUser({ firstName: "Mel", lastName: "Member" });
  const memberContext = await browser.newContext();
  try {
    const mine = await memberContext.newPage();
    await signInApi(mine.request, member);
    const { token } = await inviteOutsider(page.request, roomId, member.email, "Mel Member");
    await mine.goto("/");
    await expect(mine.getByRole("heading", { level: 1 })).toContainText("Mel");
    await mine.goto(`/dealrooms/verify-access?token=${token}`);
    await expect(mine).toHaveURL(new RegExp(`/dealrooms/${roomId}$`));
    await expect(mine.getByRole("heading", { level: 1, name: "Gatehouse Portfolio" })).toBeVisible();
    await expect(mine.getByText("You have viewer access to this deal room.")).toBeVisible();
    await mine.goBack();
    await expect(mine).toHaveURL(/\/$/);
  } finally {
    await memberContext.close();
    await removeUser(member.email);
  }
});

test("deal-room failures and successes show the §8 toasts verbatim", async ({ signedInPage: page }) => {
  test.setTimeout(60_000);
  const roomId = await createRoom(page.request, "Toast Tower");
  await page.goto("/dealrooms");
  const fail = (status: number) => (route: import("@playwright/test").Route) =>
    route.fulfill({
      status,
      contentType: "application/problem+json",
      body: JSON.stringify({
        type: "about:blank",
        title: "Refused",
        status,
        code: status === 403 ? "FORBIDDEN" : "INTERNAL",
      }),
    });

  // Create fails.
  await page.route("**/api/dealrooms", (route) =>
    route.request().method() === "POST" ? fail(500)(route) : route.fallback(),
  );
  await page.getByRole("button", { name: "New Deal Room" }).click();
  const create = page.getByRole("dialog", { name: "Create New Deal Room" });
  await create.getByLabel("Name").fill("Never Made");
  await create.getByRole("button", { name: "Create Deal Room" }).click();
  await expect(toast(page, "Failed to create deal room")).toBeVisible();
  await create.getByRole("button", { name: "Cancel" }).click();
  await page.unroute("**/api/dealrooms");

  // Rename from the list fails, then succeeds.
  const roomApi = `**/api/dealrooms/${roomId}`;
  await page.route(roomApi, (route) => (route.request().method() === "PATCH" ? fail(500)(route) : route.fallback()));
  await page.getByRole("button", { name: "Actions for Toast Tower" }).click();
  await page.getByRole("menuitem", { name: "Rename" }).click();
  const rename = page.getByRole("dialog", { name: "Rename Deal Room" });
  await rename.getByLabel("Name").fill("Toast Tower II");
  await rename.getByRole("button", { name: "Rename" }).click();
  await expect(toast(page, "Failed to rename dealroom. Please try again.")).toBeVisible();
  await page.unroute(roomApi);
  await rename.getByRole("button", { name: "Rename" }).click();
  await expect(toast(page, "Dealroom Renamed")).toBeVisible();

  // Delete refused (permissions), failed (other), then done. The route stays until the refused DELETE has been
  // answered: a click resolves before the app sends the request, so unrouting right after it let the real DELETE
  // through on a busy machine.
  const deleteRefused = async (status: number, message: string) => {
    await page.route(roomApi, (r) => (r.request().method() === "DELETE" ? fail(status)(r) : r.fallback()));
    await page.getByRole("button", { name: "Actions for Toast Tower II" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const del = page.getByRole("alertdialog");
    await del.getByRole("button", { name: "Continue" }).click();
    await del.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, message)).toBeVisible();
    await page.unroute(roomApi);
    await del.getByRole("button", { name: "Back" }).click();
    await del.getByRole("button", { name: "Cancel" }).click();
  };
  await deleteRefused(403, "Failed to delete deal room. Please check if you have the necessary permissions.");
  await deleteRefused(500, "Failed to delete deal room. Please try again.");

  // In the workspace, the rename toasts are 'Deal room updated successfully' / 'Failed to update deal room'.
  await page.goto(`/dealrooms/${roomId}`);
  await page.getByRole("button", { name: "Deal room actions" }).click();
  await page.getByRole("menuitem", { name: "Rename" }).click();
  const roomRename = page.getByRole("dialog", { name: "Rename Deal Room" });
  await roomRename.getByLabel("Name").fill("Toast Tower III");
  await page.route(roomApi, (route) => (route.request().method() === "PATCH" ? fail(500)(route) : route.fallback()));
  await roomRename.getByRole("button", { name: "Rename" }).click();
  await expect(toast(page, "Failed to update deal room")).toBeVisible();
  await page.unroute(roomApi);
  await roomRename.getByRole("button", { name: "Rename" }).click();
  await expect(toast(page, "Deal room updated successfully")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Toast Tower III" })).toBeVisible();

  await page.getByRole("button", { name: "Deal room actions" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const del = page.getByRole("alertdialog");
  await del.getByRole("button", { name: "Continue" }).click();
  await del.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Deal Room Deleted")).toContainText(
    "Deal room and all associated data successfully deleted",
  );
  await expect(page).toHaveURL(/\/dealrooms$/);
});

test("the owner connects DocuSign through the callback page (local fake)", async ({ signedInPage: page }) => {
  test.setTimeout(120_000);
  const fake = await startFakeDocusign();
  let server: SecondServer | null = null;
  try {
    // A second web process on the same database and DATA_DIR, configured for the fake DocuSign.
    server = await startSecondServer(fake.env());
    const base = server.base;
    const roomId = await createRoom(page.request, "Signing Room");
    await page.goto(`${base}/dealrooms/${roomId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Signing Room" })).toBeVisible();

    // Tampered and incomplete callbacks show the §5 messages.
    const direct = await page.context().newPage();
    await direct.goto(`${base}/docusign/callback?code=abc&state=${encodeURIComponent("%%%")}`);
    await expect(direct.getByText("Authentication Error")).toBeVisible();
    await expect(direct.getByText("Invalid state parameter: could not parse")).toBeVisible();
    await direct.goto(`${base}/docusign/callback?state=x`);
    await expect(direct.getByText("Missing required parameters from DocuSign")).toBeVisible();
    await direct.goto(`${base}/docusign/callback?error=access_denied`);
    await expect(direct.getByText("DocuSign error: access_denied - Unknown error")).toBeVisible();
    const noVerifier = Buffer.from(JSON.stringify({ returnUrl: "/dealrooms" })).toString("base64url");
    await direct.goto(`${base}/docusign/callback?code=abc&state=${noVerifier}`);
    await expect(direct.getByText("Invalid state parameter: missing required fields")).toBeVisible();
    await direct.close();

    // An error in a pop-up: 'Authentication Error', the message reaches the opener, the pop-up closes after 2 s.
    const errorPopupPromise = page.waitForEvent("popup");
    // The opener times it itself (message received → window closed), so a loaded machine cannot skew it.
    await page.evaluate(() => {
      const popup = window.open(
        "/docusign/callback?error=access_denied&error_description=User%20cancelled",
        "docusign-error",
      );
      let messagedAt = 0;
      window.addEventListener("message", (event) => {
        if ((event.data as { type?: string } | null)?.type === "docusign_auth_error" && !messagedAt)
          messagedAt = performance.now();
      });
      (window as unknown as { closeTiming: Promise<number> }).closeTiming = new Promise((resolve) => {
        const timer = setInterval(() => {
          if (!popup?.closed) return;
          clearInterval(timer);
          resolve(messagedAt ? performance.now() - messagedAt : -1);
        }, 50);
      });
    });
    const errorPopup = await errorPopupPromise;
    await expect(errorPopup.getByText("Authentication Error")).toBeVisible();
    await expect(errorPopup.getByText("DocuSign error: access_denied - User cancelled")).toBeVisible();
    const openFor = await page.evaluate(() => (window as unknown as { closeTiming: Promise<number> }).closeTiming);
    expect(openFor).toBeGreaterThanOrEqual(1900);
    expect(openFor).toBeLessThan(15_000);
    await expect(toast(page, "DocuSign error: access_denied - User cancelled")).toBeVisible();

    // The real flow in a pop-up: consent at the fake, back to the callback page, message to the opener.
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Connect DocuSign" }).click();
    const popup = await popupPromise;
    // The pop-up shows 'Authentication Successful' for 1 s, messages this tab and closes itself.
    const closed = popup.waitForEvent("close", { timeout: 20_000 });
    await popup.waitForURL(/\/docusign\/callback\?code=/);
    await closed;
    await expect(toast(page, "DocuSign connected")).toBeVisible();
    await expect(page.getByText("DocuSign: Fake Brokerage")).toBeVisible();
    expect(fake.authorizations.at(-1)?.get("code_challenge_method")).toBe("S256");

    // Without a pop-up (no opener) the callback page returns to the room with docusign_connected=true.
    const auth = await page.request.post(`${base}/api/docusign/authorize`, {
      data: { returnUrl: `/dealrooms/${roomId}` },
    });
    await page.goto((await auth.json()).url);
    await expect(page).toHaveURL(new RegExp(`/dealrooms/${roomId}\\?docusign_connected=true$`));
    await expect(page.getByRole("heading", { level: 1, name: "Signing Room" })).toBeVisible();
  } finally {
    await server?.close();
    await fake.close();
  }
});
