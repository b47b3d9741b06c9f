// Contacts records (§2.3): adding and editing people and companies, the list's paging and not-found links, the
// session-ended error, the company picker, tags and bulk delete, and merging duplicates.
import { request } from "@playwright/test";
import { createCustomField, createPerson } from "./support/contacts.ts";
import { E2E_BASE_URL } from "./support/env.ts";
import { expect as baseExpect, test } from "./support/fixtures.ts";
import { toast } from "./support/page-checks.ts";
import { createVerifiedUser, removeUser, signInApi } from "./support/users.ts";

// The machine running the journeys is shared and often busy: allow pages a little longer.
const expect = baseExpect.configure({ timeout: 20_000 });

test("adds a person with a tag and a custom field, then edits in place", async ({ signedInPage: page }) => {
  await createCustomField(page.request, {
    name: "Lead Source",
    fieldType: "dropdown",
    options: ["Referral", "Cold call"],
    entityType: "people",
  });
  await page.goto("/contacts");
  await expect(page.getByRole("heading", { name: "Contacts", level: 1 })).toBeVisible();
  await expect(page.getByText("No people yet")).toBeVisible();
  // The scanner is a phone feature: desktops are told so.
  await page.getByRole("button", { name: "Scan card" }).click();
  await expect(page.getByRole("dialog", { name: "Mobile Feature" })).toBeVisible();
  await page.getByRole("button", { name: "Got it" }).click();

  await page.getByRole("button", { name: "Add Person" }).first().click();
  const sheet = page.getByRole("dialog", { name: "Add Person" });
  await sheet.getByRole("button", { name: "Add Contact" }).click();
  await expect(sheet.getByText("First name is required")).toBeVisible();
  await expect(sheet.getByText("Last name is required")).toBeVisible();

  await sheet.getByLabel("First Name").fill("Morgan");
  await sheet.getByLabel("Last Name").fill("Reyes");
  await sheet.getByLabel(/^Email/).fill("morgan.reyes@example.com");
  await sheet.getByLabel(/^Position/).fill("Asset Manager");
  const tagInput = sheet.getByPlaceholder("Add a tag");
  await tagInput.fill("Investor");
  await tagInput.press("Enter");
  await tagInput.fill("  investor ");
  await tagInput.press("Enter"); // duplicate after trimming: ignored
  await expect(sheet.getByRole("button", { name: /^Remove tag/ })).toHaveCount(1);
  await sheet.getByRole("combobox", { name: "Lead Source" }).click();
  await page.getByRole("option", { name: "Referral" }).click();
  await sheet.getByRole("button", { name: "Add Contact" }).click();
  await expect(toast(page, "Contact added successfully")).toBeVisible();
  await expect(sheet).toBeHidden();

  const table = page.getByRole("table", { name: "People" });
  await expect(table.getByRole("link", { name: "Morgan Reyes" })).toBeVisible();
  await expect(table.getByText("Investor")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search people" }).fill("nobody-matches");
  await expect(page.getByText("No people match your filters")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search people" }).fill("morgan.reyes");
  await table.getByRole("link", { name: "Morgan Reyes" }).click();

  await expect(page.getByRole("heading", { name: "Morgan Reyes", level: 1 })).toBeVisible();
  await expect(page.getByText("Referral")).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove tag Investor" })).toBeVisible();
  await page.getByRole("button", { name: "Edit Position" }).click();
  await page.getByRole("textbox", { name: "Position" }).fill("Head of Acquisitions");
  await page.getByRole("textbox", { name: "Position" }).press("Enter");
  await expect(page.getByText("Head of Acquisitions").first()).toBeVisible();
  // The address is edited through the address-entry control (plain text without a maps key).
  await page.getByRole("button", { name: "Edit Address" }).click();
  await page.getByRole("textbox", { name: "Address" }).fill("1 Harbor Way\nSuite 200");
  await page.getByRole("button", { name: "Save Address" }).click();
  await expect(page.getByText("Suite 200")).toBeVisible();
  // Relational tags: added at once, visible after a reload.
  await page.getByPlaceholder("Add a tag").fill("Tenant rep");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("button", { name: "Remove tag Tenant rep" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Remove tag Tenant rep" })).toBeVisible();
  await expect(page.getByText("Head of Acquisitions").first()).toBeVisible();
});

test("lists 20 a page in 150 px columns; a foreign, unknown or malformed contact link is 'not found'", async ({
  signedInPage: page,
}) => {
  test.setTimeout(120_000); // 21 records, a second account and six page loads on a shared machine
  for (let i = 0; i < 21; i++) {
    await createPerson(page.request, { firstName: "Page", lastName: `Person ${String(i).padStart(2, "0")}` });
  }
  // Someone else's contact: its page answers 404 and says so, like a deleted one.
  const other = await createVerifiedUser();
  const otherApi = await request.newContext({ baseURL: E2E_BASE_URL });
  let foreignId = "";
  try {
    await signInApi(otherApi, other);
    foreignId = (await createPerson(otherApi, { firstName: "Not", lastName: "Yours" })).id;
  } finally {
    await otherApi.dispose();
    await removeUser(other.email);
  }

  await page.goto("/contacts");
  const table = page.getByRole("table", { name: "People" });
  await expect(table.getByRole("link", { name: /^Page Person/ })).toHaveCount(20);
  await expect(page.getByText("1–20 of 21")).toBeVisible();
  // Every resizable column starts at 150 px (stretched a little when the table is wider), minimum 100.
  const emailHeader = table
    .getByRole("columnheader")
    .filter({ has: page.getByRole("button", { name: "Sort by Email" }) });
  await expect(emailHeader.getByRole("separator", { name: "Resize column" })).toHaveAttribute("aria-valuenow", "150");
  await expect(emailHeader.getByRole("separator", { name: "Resize column" })).toHaveAttribute("aria-valuemin", "100");
  const width = (await emailHeader.boundingBox())?.width ?? 0;
  expect(width).toBeGreaterThanOrEqual(150);
  expect(width).toBeLessThan(170);
  await page.getByRole("button", { name: "Page 2" }).click();
  await expect(table.getByRole("link", { name: "Page Person 20" })).toBeVisible();
  await expect(table.getByRole("link", { name: /^Page Person/ })).toHaveCount(1);

  for (const id of [foreignId, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
    await page.goto(`/contacts/people/${id}`);
    await expect(page.getByRole("heading", { name: "Contact not found" })).toBeVisible();
    await expect(page.getByText("Not Yours")).toHaveCount(0);
    await page.goto(`/contacts/companies/${id}`);
    await expect(page.getByRole("heading", { name: "Company not found" })).toBeVisible();
  }
});

test("adding a person or company after the session ended says 'Authentication Error'", async ({
  signedInPage: page,
}) => {
  await page.goto("/contacts");
  await expect(page.getByText("No people yet")).toBeVisible();
  await page.getByRole("button", { name: "Add Person" }).first().click();
  const sheet = page.getByRole("dialog", { name: "Add Person" });
  await sheet.getByLabel("First Name").fill("Late");
  await sheet.getByLabel("Last Name").fill("Session");
  await page.context().clearCookies();
  await sheet.getByRole("button", { name: "Add Contact" }).click();
  await expect(toast(page, "Authentication Error")).toContainText("You must be logged in to add a person.");
  await expect(sheet).toBeVisible(); // nothing typed is lost
  await expect(sheet.getByLabel("First Name")).toHaveValue("Late");
  await sheet.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("tab", { name: "Companies" }).click();
  await page.getByRole("button", { name: "Add Company" }).first().click();
  const companySheet = page.getByRole("dialog", { name: "Add Company" });
  await companySheet.getByLabel("Name").fill("Late Realty");
  await companySheet.getByRole("button", { name: "Create Company" }).click();
  await expect(toast(page, "You must be logged in to add a company.")).toBeVisible();
  await expect(companySheet.getByLabel("Name")).toHaveValue("Late Realty");
});

test("adds a company with a tag and a custom field, then picks it for a person with the company picker", async ({
  signedInPage: page,
}) => {
  await createCustomField(page.request, { name: "Region", fieldType: "text", options: [], entityType: "companies" });
  await page.goto("/contacts?tab=companies");
  await expect(page.getByText("No companies yet")).toBeVisible();
  await page.getByRole("button", { name: "Add Company" }).first().click();
  const sheet = page.getByRole("dialog", { name: "Add Company" });
  await sheet.getByRole("button", { name: "Create Company" }).click();
  await expect(sheet.getByText("Name is required")).toBeVisible();
  await sheet.getByLabel("Name").fill("Harbor Point Partners");
  await sheet.getByLabel(/^Website/).fill("https://harborpoint.example");
  const tagInput = sheet.getByPlaceholder("Add a tag");
  await tagInput.fill("Landlord");
  await tagInput.press("Enter");
  await expect(sheet.getByRole("button", { name: "Remove tag Landlord" })).toBeVisible();
  await expect(sheet.getByText("Custom Fields (optional)")).toBeVisible();
  await sheet.getByRole("textbox", { name: "Region" }).fill("Pacific Northwest");
  await sheet.getByRole("button", { name: "Create Company" }).click();
  await expect(toast(page, "Company added successfully")).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Companies" }).getByRole("link", { name: "Harbor Point Partners" }),
  ).toBeVisible();

  await page.getByRole("tab", { name: "People" }).click();
  await page.getByRole("button", { name: "Add Person" }).first().click();
  const person = page.getByRole("dialog", { name: "Add Person" });
  await person.getByLabel("First Name").fill("Quinn");
  await person.getByLabel("Last Name").fill("Harbor");
  await person.getByRole("button", { name: "Company (optional)" }).click();
  const search = page.getByPlaceholder("Search companies...");
  await search.fill("zzz");
  await expect(page.getByText("No companies found")).toBeVisible();
  await search.fill("harbor");
  await page.getByRole("option", { name: "Harbor Point Partners" }).click();
  await expect(person.getByRole("button", { name: "Company (optional)" })).toContainText("Harbor Point Partners");
  await person.getByRole("button", { name: "Clear company" }).click();
  await expect(person.getByRole("button", { name: "Company (optional)" })).toContainText("Search for a company");
  await person.getByRole("button", { name: "Company (optional)" }).click();
  await page.getByRole("option", { name: "Harbor Point Partners" }).click();
  await person.getByRole("button", { name: "Add Contact" }).click();
  await expect(toast(page, "Contact added successfully")).toBeVisible();
  const row = page.getByRole("table", { name: "People" }).getByRole("row", { name: /Quinn Harbor/ });
  await expect(row).toContainText("Harbor Point Partners");
  await row.getByRole("link", { name: "Harbor Point Partners" }).click();
  await expect(page.getByRole("heading", { name: "Harbor Point Partners", level: 1 })).toBeVisible();
  await expect(page.getByText("1 person")).toBeVisible();
  await expect(page.getByRole("link", { name: "Quinn Harbor" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove tag Landlord" })).toBeVisible();
  await expect(page.getByText("Pacific Northwest")).toBeVisible();
});

test("manages tags (rename, merge, delete) and deletes selected people after confirming", async ({
  signedInPage: page,
}) => {
  await createPerson(page.request, { firstName: "Tia", lastName: "Tagged", tags: ["Lender", "Hot lead"] });
  await createPerson(page.request, { firstName: "Uma", lastName: "Tagged", tags: ["Warm lead"] });
  await createPerson(page.request, { firstName: "Vic", lastName: "Keeper" });

  await page.goto("/contacts/tags");
  const list = page.getByRole("list", { name: "Tags" });
  await page.getByRole("button", { name: "Rename Lender" }).click();
  await page.getByRole("textbox", { name: "Tag name" }).fill("Lenders");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(toast(page, "Tag renamed")).toBeVisible();
  await expect(list).toContainText("Lenders");
  // Renaming onto an existing name is refused (merge instead).
  await page.getByRole("button", { name: "Rename Lenders" }).click();
  await page.getByRole("textbox", { name: "Tag name" }).fill("hot lead");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Another tag already has this name. Merge the tags instead." }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Cancel renaming" }).click();

  await page.getByRole("button", { name: "Merge Warm lead" }).click();
  const merge = page.getByRole("dialog", { name: /Merge/ });
  await merge.getByRole("combobox").click();
  await page.getByRole("option", { name: "Hot lead" }).click();
  await merge.getByRole("button", { name: "Merge" }).click();
  await expect(toast(page, "Tags merged")).toBeVisible();
  await expect(list).not.toContainText("Warm lead");

  await page.getByRole("button", { name: "Delete Lenders" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Tag deleted")).toBeVisible();
  await expect(list).not.toContainText("Lenders");

  await page.goto("/contacts");
  const table = page.getByRole("table", { name: "People" });
  await expect(table.getByRole("row", { name: /Uma Tagged/ })).toContainText("Hot lead");
  await expect(table.getByRole("row", { name: /Tia Tagged/ })).not.toContainText("Lenders");
  await page.getByRole("checkbox", { name: "Select Tia Tagged" }).check();
  await page.getByRole("checkbox", { name: "Select Uma Tagged" }).check();
  await expect(page.getByText("2 selected")).toBeVisible();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete 2 people?" });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(table.getByRole("link", { name: "Tia Tagged" })).toBeVisible();
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "2 people deleted.")).toBeVisible();
  await expect(table.getByRole("link", { name: /Tagged/ })).toHaveCount(0);
  await expect(table.getByRole("link", { name: "Vic Keeper" })).toBeVisible();
});

test("merges two duplicates", async ({ signedInPage: page }) => {
  await createPerson(page.request, {
    firstName: "Riley",
    lastName: "Ortiz",
    email: "riley@example.com",
    tags: ["Landlord"],
  });
  await createPerson(page.request, {
    firstName: "Riley",
    lastName: "Ortiz",
    email: "RILEY@example.com",
    phone: "555-0100",
    tags: ["Prospect"],
  });
  await page.goto("/contacts?view=duplicates");
  await expect(page.getByRole("heading", { name: "Possible duplicates" })).toBeVisible();
  await expect(page.getByText("Same email")).toBeVisible();
  await page.getByRole("button", { name: "Merge" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Merge" }).click();
  await expect(toast(page, "Merged")).toBeVisible();
  await expect(page.getByText("No possible duplicates")).toBeVisible();

  await page.getByRole("link", { name: "Back to contacts" }).click();
  const table = page.getByRole("table", { name: "People" });
  await expect(table.getByRole("link", { name: "Riley Ortiz" })).toHaveCount(1);
  const row = table.getByRole("row", { name: /Riley Ortiz/ });
  await expect(row).toContainText("Landlord");
  await expect(row).toContainText("Prospect");
  await expect(row).toContainText("555-0100");
});
