// A property's custom fields are edited with the app's one custom-field control: a dropdown field offers
// 'None' and its options, and the chosen value shows in the property's details.
import { expect, test } from "./support/fixtures.ts";
import { toast } from "./support/page-checks.ts";

test("a dropdown custom field is set on a property and cleared with 'None'", async ({ signedInPage: page }) => {
  const field = await page.request.post("/api/custom-fields", {
    data: { entityType: "properties", name: "Building class", fieldType: "dropdown", options: ["Class A", "Class B"] },
  });
  expect(field.ok(), await field.text()).toBe(true);
  const created = await page.request.post("/api/properties", {
    data: { name: "Wharf House", locationStreetAddress: "9 Wharf Lane" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/properties?selected=${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Wharf House" })).toBeVisible();
  await page.getByRole("button", { name: "Edit" }).click();
  const sheet = page.getByRole("dialog", { name: "Edit property" });
  const buildingClass = sheet.getByRole("combobox", { name: "Building class" });
  await expect(buildingClass).toContainText("None");
  await buildingClass.click();
  await page.getByRole("option", { name: "Class B" }).click();
  await sheet.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Property updated")).toBeVisible();
  const details = page.locator("dl");
  await expect(details.getByText("Building class")).toBeVisible();
  await expect(details.getByText("Class B")).toBeVisible();
  // Closed so the second save's toast is told apart from this one (both can be on screen at once).
  await toast(page, "Property updated").getByRole("button", { name: "Close toast" }).click();
  await expect(toast(page, "Property updated")).toHaveCount(0);

  // 'None' takes the value off the property (the old control had no way back to empty).
  await page.getByRole("button", { name: "Edit" }).click();
  await expect(sheet.getByRole("combobox", { name: "Building class" })).toContainText("Class B");
  await sheet.getByRole("combobox", { name: "Building class" }).click();
  await page.getByRole("option", { name: "None" }).click();
  await sheet.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Property updated")).toBeVisible();
  await expect(details.getByText("Building class")).toHaveCount(0);
  const after = (await (await page.request.get(`/api/properties/${id}`)).json()) as {
    customFields: Record<string, string>;
  };
  expect(after.customFields).toEqual({});
});
