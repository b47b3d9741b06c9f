// The home page's 'Next steps' (issue 14, §4.8): they follow what the broker really did, and can be dismissed.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";

const LEASE_PDF = path.resolve("fixtures/leases/lease-01-summary-table-office.pdf");

const step = (page: Page, title: string) => page.getByRole("link", { name: new RegExp(title) });

test("next steps advance after a lease upload, a contact and a deal room; dismissing them is remembered", async ({
  signedInPage: page,
}) => {
  const card = page.getByText(/\d of \d done/);
  await expect(step(page, "Upload your first lease").getByLabel("To do")).toBeVisible();
  await expect(step(page, "Open a deal room").getByLabel("To do")).toBeVisible();
  const before = Number((await card.textContent())?.split(" ")[0]);

  const upload = await page.request.post("/api/leases", {
    multipart: {
      title: "Kestrel lease",
      file: { name: "l.pdf", mimeType: "application/pdf", buffer: readFileSync(LEASE_PDF) },
    },
  });
  expect(upload.status()).toBe(201);
  expect(
    (await page.request.post("/api/contacts/people", { data: { firstName: "Ida", lastName: "Lane" } })).status(),
  ).toBe(201);
  expect((await page.request.post("/api/dealrooms", { data: { name: "Pier 9 sale" } })).status()).toBe(201);

  await page.reload();
  await expect(step(page, "Upload your first lease").getByLabel("Done")).toBeVisible();
  await expect(step(page, "Add your contacts").getByLabel("Done")).toBeVisible();
  await expect(step(page, "Open a deal room").getByLabel("Done")).toBeVisible();
  await expect(card).toHaveText(`${before + 3} of 6 done`);

  await page.getByRole("button", { name: "Dismiss next steps" }).click();
  await expect(page.getByText("You're all set up")).toBeVisible();
  await page.reload();
  await expect(page.getByText("You're all set up")).toBeVisible();
});
