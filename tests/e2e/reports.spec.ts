// Reports journey: analysed leases (inserted as the analysis leaves them), the expiration schedule with its
// cliff flag, a filter, a CSV export read back, a saved report, and axe on /reports and a report.
import { readFile } from "node:fs/promises";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import pg from "pg";
import { E2E_DATA_DIR } from "./support/env.ts";
import { expect, test } from "./support/fixtures.ts";

async function seedLeases(email: string) {
  const url = (await readFile(path.join(E2E_DATA_DIR, "database-url.txt"), "utf8")).trim();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>("select id from profiles where email = $1", [email]);
    const owner = rows[0]?.id;
    const cited = (value: string, normalized: string | number | null = null) => ({
      value,
      normalized,
      page: 1,
      snippet: value,
      confidence: 0.9,
    });
    const leases = [
      ["Harbor lease", "Harbor Foods", "100 Main St, Suite 200", 6000, "2030-03-31"],
      ["Pine lease", "Pine Dental", "100 Main St, Suite 300", 4000, "2032-06-30"],
      ["Elm lease", "Elm Studio", "9 Elm Ave", 1500, "2031-01-31"],
    ] as const;
    for (const [title, tenant, address, rsf, expiration] of leases) {
      const abstract = {
        tenant: cited(tenant),
        premisesAddress: cited(address),
        suite: cited(address.split("Suite ")[1] ?? "1"),
        rentableSquareFeet: cited(`${rsf} RSF`, rsf),
        commencementDate: cited("2024-01-01", "2024-01-01"),
        expirationDate: cited(expiration, expiration),
        baseRentSchedule: [],
        renewalOptions: [],
        terminationOptions: [],
        expansionOptions: [],
      };
      await client.query(
        `insert into leases (title, document_url, status, owner_id, ai_extracted_data, processing_completed_at)
         values ($1, $2, 'completed', $3, $4, now())`,
        [title, `${owner}/seed.pdf`, owner, abstract],
      );
    }
  } finally {
    await client.end();
  }
}

async function expectNoSeriousA11yViolations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("opens the expiration report, filters it, exports CSV and saves it", async ({ signedInPage: page, user }) => {
  test.setTimeout(120_000);
  await seedLeases(user.email);
  await page.getByRole("link", { name: "Reports" }).first().click();
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  await expect(page.getByText("No saved reports yet")).toBeVisible();
  await expectNoSeriousA11yViolations(page, "/reports");

  await page.getByRole("link", { name: /Lease expiration schedule/ }).click();
  await expect(page.getByRole("heading", { name: "Lease expiration schedule", level: 1 })).toBeVisible();
  const table = page.getByRole("table");
  await expect(table.getByRole("cell", { name: "Harbor Foods" })).toBeVisible();
  await expect(table.getByRole("cell", { name: "Elm Studio" })).toBeVisible();
  // 6,000 of 10,000 RSF at 100 Main St expires in 2030: an expiry cliff.
  await expect(table.getByText("Expiry cliff").first()).toBeVisible();
  await expect(page.getByRole("img", { name: "Chart: RSF expiring by year" })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "/reports/lease-expirations");

  // Dates are typed (or picked) as MM/dd/yyyy; an impossible day or range is caught before it is sent.
  await page.getByLabel("From").fill("02/30/2033");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByText("Enter a real date as MM/dd/yyyy")).toBeVisible();
  await page.getByLabel("From").fill("01/01/2033");
  await page.getByLabel("To").fill("01/01/2030");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByText("The start date must be on or before the end date")).toBeVisible();

  await page.getByLabel("From").fill("");
  await page.getByLabel("To").fill("");
  await page.getByLabel("Property").fill("main st");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/property=main\+st/);
  await expect(table.getByRole("cell", { name: "Elm Studio" })).toHaveCount(0);
  await expect(table.getByRole("cell", { name: "Pine Dental" })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^lease-expiration-schedule-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await file.path()) as string, "utf8")).replace(/^\ufeff/, "");
  const lines = csv.trim().split("\r\n");
  expect(lines[0]).toContain("Year,Property,Tenant");
  expect(lines.slice(1).map((l) => l.split(",")[2])).toEqual(["Harbor Foods", "Pine Dental"]);

  await page.getByRole("button", { name: "Save report" }).click();
  await page.getByRole("dialog").getByLabel("Name").fill("Main St expirations");
  await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { name: "Main St expirations", level: 1 })).toBeVisible();
  await expect(table.getByRole("cell", { name: "Elm Studio" })).toHaveCount(0);

  await page.getByRole("link", { name: "Reports" }).last().click();
  await expect(page.getByRole("link", { name: "Main St expirations" })).toBeVisible();
  await page.getByRole("button", { name: "Delete Main St expirations" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("No saved reports yet")).toBeVisible();

  await page.goto("/reports/not-a-report");
  await expect(page.getByText("Report not found")).toBeVisible();
});
