import { readFileSync } from "node:fs";
import { waitForMail } from "../support/mail.ts";
import { setTrialEnd } from "./support/db.ts";
import { documentsShot as shot, LEASE_PDF } from "./support/documents.ts";
import { E2E_DATA_DIR } from "./support/env.ts";
import { expect, test } from "./support/fixtures.ts";
import { E2E_ADMIN } from "./support/global-setup.ts";
import { toast } from "./support/page-checks.ts";
import { createVerifiedUser, removeUser, signInApi } from "./support/users.ts";

test("a broker organises Doc Insights: search, sort, rename, move by keyboard, delete with confirmation", async ({
  signedInPage: page,
}) => {
  test.setTimeout(90_000);
  const uploadLease = async (title: string) => {
    const res = await page.request.post("/api/leases", {
      multipart: { title, file: { name: "l.pdf", mimeType: "application/pdf", buffer: readFileSync(LEASE_PDF) } },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const alphaId = await uploadLease("Alpha Tower lease");
  await uploadLease("Bravo Plaza lease");
  const archive = await page.request.post("/api/documents/folders", { data: { name: "Archive" } });
  expect(archive.status()).toBe(201);

  await page.goto("/documents");
  const table = page.getByRole("table", { name: "Documents" });
  const titles = table.getByRole("row").filter({ hasText: /Alpha|Bravo/ });
  await expect(titles).toHaveCount(2);

  // Search narrows the list; clearing it brings both back.
  const search = page.getByRole("searchbox", { name: "Search documents" });
  await search.fill("Bravo");
  await expect(titles).toHaveCount(1);
  await expect(titles).toContainText("Bravo Plaza lease");
  await search.fill("");
  await expect(titles).toHaveCount(2);

  // Sorting by the Title header: A–Z, then Z–A.
  await page.getByRole("button", { name: "Sort by Title" }).click();
  await expect(titles.first()).toContainText("Alpha Tower lease");
  await page.getByRole("button", { name: "Sort by Title" }).click();
  await expect(titles.first()).toContainText("Bravo Plaza lease");

  // Rename: a blank title is refused, then the new title shows.
  await page.getByRole("button", { name: "Actions for Alpha Tower lease" }).click();
  await page.getByRole("menuitem", { name: "Rename" }).click();
  const rename = page.getByRole("dialog", { name: "Rename document" });
  await rename.getByLabel("Title").fill("Alpha Tower HQ lease");
  await rename.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Document renamed")).toBeVisible();
  await expect(table).toContainText("Alpha Tower HQ lease");

  // Move into 'Archive' with the keyboard: the destination tree takes arrow keys and Enter.
  await page.getByRole("button", { name: "Actions for Alpha Tower HQ lease" }).click();
  await page.getByRole("menuitem", { name: "Move to folder" }).click();
  const move = page.getByRole("dialog", { name: "Move to folder" });
  const destination = move.getByRole("tree", { name: "Destination folder" });
  await destination.getByRole("treeitem", { name: "Home" }).focus();
  await page.keyboard.press("End");
  await expect(destination.getByRole("treeitem", { name: "Archive" })).toBeFocused();
  await page.keyboard.press("ArrowLeft"); // a top-level folder's parent is Home
  await expect(destination.getByRole("treeitem", { name: "Home" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(destination.getByRole("treeitem", { name: "Archive" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(destination.getByRole("treeitem", { name: "Archive" })).toHaveAttribute("aria-selected", "true");
  await move.getByRole("button", { name: "Move here" }).click();
  await expect(toast(page, "Document moved")).toBeVisible();
  await expect(titles).toHaveCount(1);

  // 'Shared with me' is not a folder: Home stays the tree's tab stop, so the tree is reachable by Tab.
  const tree = page.getByRole("tree", { name: "Folders" });
  await page.getByRole("button", { name: "Shared with me" }).click();
  await expect(page).toHaveURL(/view=shared/);
  await expect(tree.getByRole("treeitem", { name: "Home" })).toHaveAttribute("tabindex", "0");
  await tree.getByRole("treeitem", { name: "Archive" }).click();
  await expect(page).toHaveURL(/\/folder\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Archive");
  await expect(titles).toHaveCount(1);

  // Delete asks first; Cancel keeps the lease, Delete removes it (and its file: the lease is gone).
  await page.getByRole("button", { name: "Actions for Alpha Tower HQ lease" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this document?" });
  await expect(confirm).toContainText("Alpha Tower HQ lease");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(titles).toHaveCount(1);
  await page.getByRole("button", { name: "Actions for Alpha Tower HQ lease" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Document deleted")).toBeVisible();
  await expect(page.getByText("No documents in this folder")).toBeVisible();
  expect((await page.request.get(`/api/leases/${alphaId}`)).status()).toBe(404);
});

test("an owner shares a lease by e-mail; the invitee signs in from the link and sees it", async ({
  signedInPage: page,
  browser,
}) => {
  test.setTimeout(120_000);
  const upload = await page.request.post("/api/leases", {
    multipart: {
      title: "Shared Kestrel lease",
      file: { name: "kestrel.pdf", mimeType: "application/pdf", buffer: readFileSync(LEASE_PDF) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { id } = (await upload.json()) as { id: string };
  const invitee = await createVerifiedUser({ firstName: "Riley" });
  try {
    await page.goto(`/lease/${id}`);
    await page.getByRole("tab", { name: "Sharing" }).click();
    await page.getByPlaceholder("colleague@example.com").fill(invitee.email);
    await page.getByRole("combobox", { name: "Access level" }).click();
    await page.getByRole("option", { name: "Editor" }).click();
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(toast(page, "Invitation sent")).toBeVisible();
    const people = page.getByRole("region", { name: "People with access" });
    await expect(people).toContainText(invitee.email);
    await expect(people).toContainText("Pending");
    await shot(page, "lease-sharing");

    const mail = await waitForMail(E2E_DATA_DIR, invitee.email, /shared/i);
    const link = mail.links.find((l) => l.includes(`/lease/${id}?invite=`));
    expect(link, "invitation link").toBeTruthy();

    // Signed out, the link goes through sign-in and back, then the access is granted.
    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto(link as string);
    await expect(other).toHaveURL(/\/auth\?view=sign_in/);
    await other.getByLabel("Email").fill(invitee.email);
    await other.getByLabel("Password", { exact: true }).fill(invitee.password);
    await other.getByRole("button", { name: "Sign In" }).click();
    await expect(toast(other, "Invitation accepted successfully!")).toBeVisible({ timeout: 20_000 });
    await expect(other).toHaveURL(new RegExp(`/lease/${id}$`));
    await expect(other.getByRole("heading", { level: 1, name: "Shared Kestrel lease" })).toBeVisible();
    await expect(other.getByText("Shared with you · editor")).toBeVisible();
    await other.goto("/documents?view=shared");
    await expect(other.getByRole("table", { name: "Documents" })).toContainText("Shared Kestrel lease");
    await context.close();

    // The owner sees the invitee as active and can revoke.
    await page.reload();
    await page.getByRole("tab", { name: "Sharing" }).click();
    await expect(people).not.toContainText("Pending");
    await page.getByRole("button", { name: /Revoke access for/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
    await expect(toast(page, "Access revoked")).toBeVisible();
    await expect(people).not.toContainText(invitee.email);
  } finally {
    await removeUser(invitee.email);
  }
});

test("without a subscription or trial, adding a lease asks to upgrade", async ({ signedInPage: page, user }) => {
  await setTrialEnd(user.email, new Date(Date.now() - 86_400_000));
  await page.goto("/documents");
  await page.getByRole("main").getByRole("button", { name: "Upload", exact: true }).click();
  await page.getByRole("menuitem", { name: "Lease", exact: true }).click();
  const upgrade = page.getByRole("dialog", { name: "Upgrade Your Account" });
  await expect(upgrade).toContainText(
    "To access all features including adding and viewing leases, you need an active subscription",
  );
  await upgrade.getByRole("button", { name: "Upgrade Now" }).click();
  await expect(page).toHaveURL(/\/settings$/);
});

test("Lease Admin lists every lease with its owner and status, and follows the analysis live", async ({
  signedInPage: owner,
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInApi(page.request, E2E_ADMIN);
  await page.goto("/admin/leases");
  await expect(page.getByRole("heading", { level: 1, name: "Lease Admin" })).toBeVisible();
  await page.getByLabel("Search leases").fill("Admin-visible lease");
  const row = page.getByRole("table", { name: "Leases" }).getByRole("row", { name: /Admin-visible lease/ });
  await expect(row).toHaveCount(0);

  const upload = await owner.request.post("/api/leases", {
    multipart: {
      title: "Admin-visible lease",
      file: { name: "k.pdf", mimeType: "application/pdf", buffer: readFileSync(LEASE_PDF) },
    },
  });
  expect(upload.status()).toBe(201);
  // No reload: the event stream brings the new lease in and then its finished analysis.
  await expect(row).toBeVisible();
  await expect(row).toContainText("Ready", { timeout: 90_000 });
  await expect(row.getByRole("button", { name: /Re-run analysis/ })).toBeEnabled();
  await shot(page, "admin-leases");
  await context.close();
});
