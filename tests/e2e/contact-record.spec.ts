// The record page people and companies share: header, Details links, People section, and Delete after a
// confirmation (cancel keeps the record; confirm deletes it, says so and goes back to the list).
import { expect as baseExpect, test } from "./support/fixtures.ts";

const expect = baseExpect.configure({ timeout: 20_000 });

test("a company and its person: details as links, delete confirmed on both record pages", async ({
  signedInPage: page,
}) => {
  const company = await page.request.post("/api/contacts/companies", {
    data: { name: "Harbor Point Realty", website: "harborpoint.example.com", phone: "+1 212 555 0100" },
  });
  expect(company.ok()).toBe(true);
  const { id: companyId } = (await company.json()) as { id: string };
  const person = await page.request.post("/api/contacts/people", {
    data: { firstName: "Rena", lastName: "Okafor", email: "rena@harborpoint.example.com", companyId },
  });
  expect(person.ok()).toBe(true);
  const { id: personId } = (await person.json()) as { id: string };

  await page.goto(`/contacts/companies/${companyId}`);
  await expect(page.getByRole("heading", { name: "Harbor Point Realty" })).toBeVisible();
  await expect(page.getByText("1 person", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "harborpoint.example.com" })).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("link", { name: /555.?0100/ })).toHaveAttribute("href", /^tel:/);
  await page.getByRole("link", { name: "Rena Okafor" }).click();

  await expect(page.getByRole("heading", { name: "Rena Okafor" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Harbor Point Realty" })).toBeVisible();
  await expect(page.getByRole("link", { name: "rena@harborpoint.example.com" })).toHaveAttribute("href", /^mailto:/);
  await page.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this contact?" });
  await expect(dialog).toContainText("Rena Okafor, their tags and custom-field values will be permanently deleted.");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("heading", { name: "Rena Okafor" })).toBeVisible();
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Contact deleted" })).toBeVisible();
  await expect(page).toHaveURL(/\/contacts$/);
  expect((await page.request.get(`/api/contacts/people/${personId}`)).status()).toBe(404);

  await page.goto(`/contacts/companies/${companyId}`);
  await expect(page.getByRole("heading", { name: "No people yet" })).toBeVisible();
  await page.getByRole("button", { name: "Delete" }).click();
  const companyDialog = page.getByRole("alertdialog", { name: "Delete this company?" });
  await expect(companyDialog).toContainText("Its people are kept without a company.");
  await companyDialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Company deleted" })).toBeVisible();
  await expect(page).toHaveURL(/\/contacts\?tab=companies$/);
});
