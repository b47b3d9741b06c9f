// Document templates journey: a renewal-notice letter generated from a lease (deadline and notice address from
// the corrected abstract), previewed with the fields left to fill flagged, downloaded as a PDF; a template edited
// with the merge-field picker; /templates on a 360 px phone; axe on the template editor.
import { readFile } from "node:fs/promises";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import pg from "pg";
import { leaseFieldKeys } from "#shared/contract/lease-abstract.ts";
import { E2E_DATA_DIR } from "./support/env.ts";
import { expect, test } from "./support/fixtures.ts";

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

async function withDb<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = (await readFile(path.join(E2E_DATA_DIR, "database-url.txt"), "utf8")).trim();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** An analysed lease as the engines leave it, with the broker's correction of the notice address. */
async function seedLease(email: string): Promise<string> {
  return withDb(async (client) => {
    const { rows } = await client.query<{ id: string }>("select id from profiles where email = $1", [email]);
    const owner = rows[0].id;
    const cited = (value: string, normalized: string | number | null = null) => ({
      value,
      normalized,
      page: 1,
      snippet: value,
      confidence: 0.9,
    });
    // Every field the abstract schema has: the ones the lease does not state are null, as the engines leave them.
    const abstract = {
      ...Object.fromEntries(leaseFieldKeys.map((k) => [k, null])),
      tenant: cited("Kestrel Analytics Inc."),
      landlord: cited("Harbor Point LLC"),
      premisesAddress: cited("100 Main Street, Suite 400, Boston, MA"),
      suite: cited("400"),
      rentableSquareFeet: cited("12,500 RSF", 12500),
      commencementDate: cited("2024-01-01", "2024-01-01"),
      expirationDate: cited("2033-12-31", "2033-12-31"),
      noticeAddresses: cited("Harbor Point LLC, 1 Harbor Way, Boston, MA"),
      baseRentSchedule: [],
      renewalOptions: [
        {
          count: 1,
          termMonths: 60,
          noticeMonths: 9,
          noticeDeadline: "2033-03-31",
          rent: "95% of fair market value",
          text: "One option to extend for five years",
          page: 3,
          snippet: "renew",
        },
      ],
      terminationOptions: [],
      expansionOptions: [],
      summary: { style: "concise", sections: [{ title: "Overview", text: "Office lease.", page: 1 }] },
      warnings: [],
      meta: { engine: "local", pageCount: 12, ocrPages: [], detail: "concise" },
    };
    const lease = await client.query<{ id: string }>(
      `insert into leases (title, document_url, status, owner_id, ai_extracted_data, processing_completed_at)
       values ('Kestrel lease', $1, 'completed', $2, $3, now()) returning id`,
      [`${owner}/seed.pdf`, owner, abstract],
    );
    const id = lease.rows[0].id;
    await client.query(
      "insert into lease_field_corrections (lease_id, field_key, value) values ($1, 'noticeAddresses', $2)",
      [id, "Harbor Point LLC, Attn: Legal, 2 Harbor Way, Boston, MA 02110"],
    );
    return id;
  });
}

test("generates a renewal-notice letter from a lease, previews it and downloads the PDF", async ({
  signedInPage: page,
  user,
}) => {
  test.setTimeout(120_000);
  const leaseId = await seedLease(user.email);
  await page.goto(`/lease/${leaseId}`);
  await page.getByRole("tab", { name: "Dates" }).click();
  await page.getByRole("button", { name: "Generate letter" }).click();
  const dialog = page.getByRole("dialog", { name: "Generate Document" });
  await expect(dialog.getByRole("combobox", { name: "Template" })).toHaveText("Renewal notice letter");
  await dialog.getByRole("button", { name: "Preview" }).click();

  const preview = dialog.getByTestId("generated-preview");
  await expect(dialog.getByText("Renewal notice letter - Kestrel Analytics Inc.")).toBeVisible();
  // The deadline and the (corrected) notice address come from the abstract.
  await expect(preview).toContainText("on or before the notice deadline of March 31, 2033");
  await expect(preview).toContainText("Harbor Point LLC, Attn: Legal, 2 Harbor Way, Boston, MA 02110");
  await expect(preview).toContainText("December 31, 2033");
  // The broker has no company in their profile: that field stays visible, flagged, and is named.
  await expect(dialog.getByRole("alert")).toContainText("No value for Your company");
  await expect(preview.locator('[data-merge-field="broker.company"][data-flagged="true"]')).toBeVisible();

  const download = page.waitForEvent("download");
  await dialog.getByRole("link", { name: "Download PDF" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("Renewal notice letter - Kestrel Analytics Inc..pdf");
  const bytes = await readFile((await file.path()) as string);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
});

test("edits a document template with the merge-field picker; an unknown field is flagged", async ({
  signedInPage: page,
}) => {
  test.setTimeout(90_000);
  await page.getByRole("link", { name: "Templates" }).first().click();
  const list = page.getByRole("list", { name: "Document templates" });
  await expect(list.getByRole("link")).toHaveText([
    "Letter of intent (LOI)",
    "Renewal notice letter",
    "Tour confirmation letter",
  ]);
  await page.getByRole("button", { name: "New Document Template" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New document template" })).toBeVisible();
  await page.getByLabel("Name").fill("Welcome letter");
  const editor = page.getByRole("textbox", { name: "Template text" });
  await editor.click();
  await page.keyboard.type("Dear ");
  await page.getByRole("button", { name: "Insert field" }).click();
  await page.getByRole("menuitem", { name: /First name\s*\{\{contact\.firstName\}\}/ }).click();
  await editor.press("End");
  await page.keyboard.type("welcome to {{tenant.shoeSize}}");
  await expect(editor.locator('[data-merge-field="contact.firstName"]')).toHaveText("{{contact.firstName}}");
  await page.getByRole("button", { name: "Save Template" }).click();
  await expect(toast(page, "Template saved")).toBeVisible();

  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => v.id)).toEqual([]);

  await page.getByRole("button", { name: "Generate Document" }).click();
  const dialog = page.getByRole("dialog", { name: "Generate Document" });
  await dialog.getByRole("button", { name: "Preview" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Unknown merge field {{tenant.shoeSize}}");
  await expect(dialog.getByRole("alert")).toContainText("No value for First name");
  await page.keyboard.press("Escape");

  // Back on the list, on a phone: the new template is there and nothing overflows 360 px.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/templates");
  await expect(list.getByRole("link", { name: "Welcome letter" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await list.getByRole("button", { name: "Delete Welcome letter" }).click();
  await page.getByRole("button", { name: "Delete Template" }).click();
  await expect(toast(page, "Template deleted")).toBeVisible();
  await expect(list.getByRole("link", { name: "Welcome letter" })).toHaveCount(0);
});

test("generates documents from a property page and from a project with its linked records pre-chosen", async ({
  signedInPage: page,
}) => {
  test.setTimeout(120_000);
  const api = page.request;
  const property = await api.post("/api/properties", {
    data: { name: "Harbor Point", locationStreetAddress: "1 Harbor Way", locationCity: "Boston" },
  });
  expect(property.status(), await property.text()).toBe(201);
  const propertyId = ((await property.json()) as { id: string }).id;

  // From the property page: its fields are filled without a picker for the property.
  await page.goto(`/properties?selected=${propertyId}`);
  await page.getByRole("button", { name: "Generate document" }).click();
  let dialog = page.getByRole("dialog", { name: "Generate Document" });
  await expect(dialog.getByText("From Harbor Point.")).toBeVisible();
  await dialog.getByRole("combobox", { name: "Template" }).click();
  await page.getByRole("option", { name: "Tour confirmation letter" }).click();
  await expect(dialog.getByLabel("Property")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Preview" }).click();
  await expect(dialog.getByTestId("generated-preview")).toContainText("Re: Tour of Harbor Point, 1 Harbor Way");
  await page.keyboard.press("Escape");

  // From a project: its one linked company and property are chosen already for the LOI; the result goes to a room.
  const company = await api.post("/api/contacts/companies", { data: { name: "Kestrel Analytics" } });
  const project = await api.post("/api/projects", {
    data: { name: "Kestrel relocation", type: "tenant_rep", sizeSf: 12000, termMonths: 60, rentPsf: 34.5 },
  });
  const room = await api.post("/api/dealrooms", { data: { name: "Kestrel room" } });
  expect([company.status(), project.status(), room.status()]).toEqual([201, 201, 201]);
  const projectId = ((await project.json()) as { id: string }).id;
  for (const [type, res] of [
    ["company", company],
    ["property", property],
  ] as const) {
    const id = ((await res.json()) as { id: string }).id;
    expect((await api.post(`/api/projects/${projectId}/links`, { data: { type, id } })).status()).toBe(201);
  }
  await page.goto(`/projects?selected=${projectId}`);
  const sheet = page.getByRole("dialog", { name: "Kestrel relocation" });
  await sheet.getByRole("button", { name: "Generate document" }).click();
  dialog = page.getByRole("dialog", { name: "Generate Document" });
  await dialog.getByRole("combobox", { name: "Template" }).click();
  await page.getByRole("option", { name: "Letter of intent (LOI)" }).click();
  await expect(dialog.getByText("Kestrel Analytics")).toBeVisible();
  await expect(dialog.getByText("Harbor Point")).toBeVisible();
  await dialog.getByRole("button", { name: "Preview" }).click();
  const preview = dialog.getByTestId("generated-preview");
  await expect(preview).toContainText("Tenant: Kestrel Analytics");
  await expect(preview).toContainText("approximately 12,000 rentable square feet");
  await expect(preview).toContainText("Term: 60 months");
  await dialog.getByLabel("Deal room").fill("Kestrel");
  await dialog.getByRole("option", { name: "Kestrel room" }).click();
  await dialog.getByRole("button", { name: "Add to Deal Room" }).click();
  await expect(dialog.getByRole("link", { name: "Open the document" })).toBeVisible();
});

test("generates documents from a person's page (their company pre-chosen) and from a company's page", async ({
  signedInPage: page,
}) => {
  test.setTimeout(120_000);
  const api = page.request;
  const company = await api.post("/api/contacts/companies", {
    data: { name: "Osprey Labs", address: "5 Dock Street, Boston, MA" },
  });
  expect(company.status(), await company.text()).toBe(201);
  const companyId = ((await company.json()) as { id: string }).id;
  const person = await api.post("/api/contacts/people", {
    data: { firstName: "Priya", lastName: "Raman", companyId },
  });
  expect(person.status(), await person.text()).toBe(201);
  const personId = ((await person.json()) as { id: string }).id;

  // The person's page: the contact is fixed; the tour letter's property is picked, the company comes with them.
  await page.goto(`/contacts/people/${personId}`);
  await expect(page.getByRole("heading", { name: "Priya Raman", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Generate document" }).click();
  let dialog = page.getByRole("dialog", { name: "Generate Document" });
  await expect(dialog.getByText("From Priya Raman.")).toBeVisible();
  await dialog.getByRole("combobox", { name: "Template" }).click();
  await page.getByRole("option", { name: "Tour confirmation letter" }).click();
  await expect(dialog.getByLabel("Contact")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Preview" }).click();
  let preview = dialog.getByTestId("generated-preview");
  await expect(preview).toContainText("Dear Priya,");
  await expect(preview).toContainText("Osprey Labs");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // The company's page: the LOI's tenant is the company.
  await page.goto(`/contacts/companies/${companyId}`);
  await expect(page.getByRole("heading", { name: "Osprey Labs", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Generate document" }).click();
  dialog = page.getByRole("dialog", { name: "Generate Document" });
  await dialog.getByRole("combobox", { name: "Template" }).click();
  await page.getByRole("option", { name: "Letter of intent (LOI)" }).click();
  await expect(dialog.getByLabel("Company")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Preview" }).click();
  preview = dialog.getByTestId("generated-preview");
  await expect(preview).toContainText("Tenant: Osprey Labs, 5 Dock Street, Boston, MA");
});
