// Contacts forms: address entry through the maps autocomplete, custom fields (name rule, toasts, in-use guard),
// and no serious axe violation on any contacts page.
import { createPerson } from "./support/contacts.ts";
import { E2E_BASE_URL } from "./support/env.ts";
import { expect as baseExpect, test } from "./support/fixtures.ts";
import { expectNoSeriousA11yViolations, toast } from "./support/page-checks.ts";
import { signInApi } from "./support/users.ts";

// The machine running the journeys is shared and often busy: allow pages a little longer.
const expect = baseExpect.configure({ timeout: 20_000 });

test("address entry: Google autocomplete fills the formatted address; a failed script says so", async ({
  user,
  browser,
}) => {
  // The journeys' server has no maps key: answer as if one were configured and stand in for Google's script
  // (the CSP only admits Google's origin when a key is set, so this context bypasses it).
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, bypassCSP: true });
  try {
    const page = await context.newPage();
    await signInApi(page.request, user);
    await page.route("**/api/maps/config", (route) =>
      route.fulfill({ json: { provider: "google", googleMapsApiKey: "test-browser-key" } }),
    );
    await page.route("https://maps.googleapis.com/**", (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: `window.google = { maps: { places: { Autocomplete: function (input, opts) {
          window.__autocompleteOptions = opts;
          const handlers = {};
          this.addListener = (event, handler) => { handlers[event] = handler; return { remove() {} }; };
          this.getPlace = () => ({ formatted_address: "350 5th Ave, New York, NY 10118, USA", name: "Empire State" });
          window.__choosePlace = () => handlers.place_changed();
        } } } };`,
      }),
    );
    await page.goto("/contacts");
    await page.getByRole("button", { name: "Add Person" }).first().click();
    const sheet = page.getByRole("dialog", { name: "Add Person" });
    const address = sheet.getByRole("textbox", { name: "Address (optional)" });
    await address.fill("350 5th");
    await expect
      .poll(() => page.evaluate(() => typeof (window as { __choosePlace?: unknown }).__choosePlace))
      .toBe("function");
    await page.evaluate(() => (window as unknown as { __choosePlace: () => void }).__choosePlace());
    await expect(address).toHaveValue("350 5th Ave, New York, NY 10118, USA");
    const types = await page.evaluate(
      () => (window as { __autocompleteOptions?: { types: string[] } }).__autocompleteOptions?.types,
    );
    expect(types).toEqual(["address"]);
    await expect(sheet.getByText("Error loading Google Maps")).toHaveCount(0);

    // The script cannot be loaded: plain entry still works, with the note under the field.
    await page.unroute("https://maps.googleapis.com/**");
    await page.route("https://maps.googleapis.com/**", (route) => route.abort());
    await page.reload();
    await page.getByRole("button", { name: "Add Person" }).first().click();
    await expect(sheet.getByText("Error loading Google Maps")).toBeVisible();
    await address.fill("1 Main St");
    await expect(address).toHaveValue("1 Main St");
    await expect(sheet.getByRole("button", { name: "Company (optional)" })).toContainText("Search for a company");
  } finally {
    await context.close();
  }
});

test("contacts pages have no serious axe violations", async ({ signedInPage: page, user }) => {
  test.setTimeout(150_000); // eight axe runs on a shared, busy machine
  const company = await page.request.post("/api/contacts/companies", {
    data: { name: "Axe Holdings", website: "https://axe.example", tags: ["Landlord"] },
  });
  const { id: companyId } = (await company.json()) as { id: string };
  const person = await createPerson(page.request, {
    firstName: "Ada",
    lastName: "Axe",
    email: "ada@axe.example",
    companyId,
    tags: ["Investor"],
  });
  await page.goto("/contacts");
  await expect(page.getByRole("table", { name: "People" }).getByRole("link", { name: "Ada Axe" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "/contacts");
  await page.getByRole("button", { name: "Add Person" }).first().click();
  await expect(page.getByRole("dialog", { name: "Add Person" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "Add Person");
  await page.keyboard.press("Escape");
  await page.goto(`/contacts/people/${person.id}`);
  await expect(page.getByRole("heading", { name: "Ada Axe", level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "person");
  await page.goto(`/contacts/companies/${companyId}`);
  await expect(page.getByRole("heading", { name: "Axe Holdings", level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "company");
  await page.goto("/import");
  await expect(page.getByRole("heading", { name: "Import contacts" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "/import");
  await page.goto("/contacts/custom-fields?type=companies");
  await expect(page.getByRole("heading", { name: "Custom Fields", level: 1 })).toBeVisible();
  await expect(page.getByText("No custom fields for companies")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "custom fields");
  await page.goto("/contacts/tags");
  await expect(page.getByRole("heading", { name: "Manage Tags" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "tags");
  const me = (await (await page.request.get("/api/auth/get-session")).json()) as { user: { id: string } };
  await page.goto(`/share/contact/${me.user.id}`);
  await expect(page.getByRole("heading", { name: `${user.firstName} ${user.lastName}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "shared contact");
});

test("custom fields: the name rule, the spec's toasts, and no deleting a field in use", async ({
  signedInPage: page,
}) => {
  await page.goto("/contacts/custom-fields?type=people");
  await page.getByRole("button", { name: "Add field" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Field name").fill("Deal-size!");
  await dialog.getByRole("button", { name: "Add field" }).click();
  await expect(dialog.getByText("Field name can only contain letters, numbers, and spaces")).toBeVisible();
  await dialog.getByLabel("Field name").fill("Deal Size");
  await dialog.getByRole("button", { name: "Add field" }).click();
  await expect(toast(page, "Custom field added successfully")).toBeVisible();
  await expect(page.getByRole("list", { name: "Custom fields" })).toContainText("Deal Size");

  const person = await createPerson(page.request, {
    firstName: "Field",
    lastName: "User",
    customFields: { "Deal Size": "12000 sf" },
  });
  await page.getByRole("button", { name: "Delete Deal Size" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "This field is in use and cannot be deleted")).toBeVisible();
  await expect(page.getByRole("list", { name: "Custom fields" })).toContainText("Deal Size");

  // Cleared on the record (in place), the field can go.
  await page.goto(`/contacts/people/${person.id}`);
  await expect(page.getByText("12000 sf")).toBeVisible();
  await page.getByRole("button", { name: "Edit Deal Size" }).click();
  await page.getByRole("textbox", { name: "Deal Size" }).fill("");
  await page.getByRole("button", { name: "Save Deal Size" }).click();
  await expect(page.getByText("12000 sf")).toHaveCount(0);
  await page.goto("/contacts/custom-fields?type=people");
  await page.getByRole("button", { name: "Delete Deal Size" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Custom field deleted successfully")).toBeVisible();
  await expect(page.getByText("No custom fields for people")).toBeVisible();
  await page.goto("/contacts/custom-fields?type=widgets");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid entity type" })).toBeVisible();
});
