// Deal-room access and feedback: the access gate (missing, invalid and revoked links, sign-in for strangers,
// auto-verify when signed in) and the §8 toasts of failures and successes, verbatim.
import { createRoom, dealroomShot as shot, inviteOutsider } from "./support/dealrooms.ts";
import { expect, test } from "./support/fixtures.ts";
import { toast } from "./support/page-checks.ts";
import { createVerifiedUser, removeUser, signInApi } from "./support/users.ts";

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
