// Contacts import journeys: a corrected mapping through to the summary, and the check of every row before the
// import (a bad row far past the first rows is named by its row number; the mapping fits a 1366 px screen).
import { expect as baseExpect, test } from "./support/fixtures.ts";

// The machine running the journeys is shared and often busy: allow pages a little longer.
const expect = baseExpect.configure({ timeout: 20_000 });

test("imports a CSV with a corrected mapping and shows the summary", async ({ signedInPage: page }) => {
  const csv = [
    "Given Name,Family Name,E-mail 1 - Value,Organization 1 - Name,Role",
    "Avery,Chen,avery.chen@example.com,Northgate Capital,Broker",
    "Jamie,Patel,jamie.patel@example.com,Northgate Capital,Analyst",
    ",,nobody@example.com,,",
  ].join("\n");
  await page.goto("/import");
  await expect(page.getByRole("heading", { name: "Import contacts" })).toBeVisible();
  await page
    .getByLabel("Choose a CSV or Excel file")
    .setInputFiles({ name: "google-contacts.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });

  await expect(page.getByText("google-contacts.csv")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Field for column Given Name" })).toContainText("First name");
  await expect(page.getByRole("combobox", { name: "Field for column E-mail 1 - Value" })).toContainText("Email");
  const role = page.getByRole("combobox", { name: "Field for column Role" });
  await role.click();
  await page.getByRole("option", { name: "Position" }).click();
  await expect(role).toContainText("Position");
  const preview = page.getByRole("table", { name: "Import preview" });
  await expect(preview.getByRole("cell", { name: "Analyst" })).toBeVisible();

  await page.getByPlaceholder("Add a tag").fill("Imported");
  await page.getByPlaceholder("Add a tag").press("Enter");
  await page.getByRole("button", { name: /^Import 3 rows/ }).click();

  await expect(page.getByText("Import complete")).toBeVisible({ timeout: 30_000 });
  const summary = page.getByLabel("Import summary");
  await expect(summary.getByText("Created").locator("..")).toContainText("2");
  await expect(summary.getByText("Failed").locator("..")).toContainText("1");
  await expect(page.getByRole("table", { name: "Skipped and failed rows" }).getByRole("row").nth(1)).toContainText("4");
  await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", /summary\.csv$/);

  await page.getByRole("link", { name: "View people" }).click();
  const table = page.getByRole("table", { name: "People" });
  await expect(table.getByRole("link", { name: "Jamie Patel" })).toBeVisible();
  await expect(table.getByRole("row", { name: /Jamie Patel/ })).toContainText("Analyst");
  await expect(table.getByRole("row", { name: /Jamie Patel/ })).toContainText("Imported");
});

test("the preview checks every row: a bad row 31 of 40 is flagged by its row number; the mapping fits 1366 px", async ({
  signedInPage: page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  // Eight columns with long headers and values, as a CRM export has: wide enough to overflow a careless layout.
  const header = [
    "First Name",
    "Last Name",
    "E-mail Address",
    "Business Phone Number",
    "Job Title / Position at Company",
    "Company Name (Organization)",
    "Business Street Address Line 1",
    "LinkedIn Profile URL",
  ];
  const lines = [header.join(",")];
  for (let row = 2; row <= 41; row++) {
    const email = row === 31 ? "not-an-email" : `person${row}@northgate-capital-partners.example.com`;
    lines.push(
      [
        `Given${row}`,
        `Family${row}`,
        email,
        "+1 212 555 0100",
        "Senior Vice President, Capital Markets",
        "Northgate Capital Partners International",
        `${row} Avenue of the Americas, Floor 42`,
        `https://www.linkedin.com/in/given-family-${row}`,
      ].join(","),
    );
  }
  await page.goto("/import");
  await page
    .getByLabel("Choose a CSV or Excel file")
    .setInputFiles({ name: "forty-rows.csv", mimeType: "text/csv", buffer: Buffer.from(lines.join("\n")) });

  const check = page.getByRole("status", { name: "Import check" });
  await expect(check).toContainText("All 40 rows checked: 1 row has problems and will be reported as failed.");
  const problems = page.getByRole("list", { name: "Rows with problems" });
  await expect(problems.getByRole("listitem")).toHaveCount(1);
  await expect(problems).toContainText("Row 31: Enter a valid email address");
  // The sample table shows only the first rows, all of them fine: the check is what finds row 31.
  const preview = page.getByRole("table", { name: "Import preview" });
  await expect(preview.getByRole("row")).toHaveCount(21);
  await expect(preview.getByText("Ready")).toHaveCount(20);

  // Fits 1366 px: no sideways scrolling of the page, every mapping column and the Status header on screen.
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(1366);
  for (const name of header) {
    const box = await page.getByRole("combobox", { name: `Field for column ${name}` }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 1366, name).toBe(true);
  }
  await expect(preview.getByRole("columnheader", { name: "Status" })).toBeInViewport();

  // Ignoring the e-mail column is a new check: no problems left.
  await page.getByRole("combobox", { name: "Field for column E-mail Address" }).click();
  await page.getByRole("option", { name: "Don't import" }).click();
  await expect(check).toContainText("All 40 rows checked. No problems found.");
  await expect(problems).toHaveCount(0);
});
