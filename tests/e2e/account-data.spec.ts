// Account data: a broker exports everything they own from Settings and downloads the zip.
import { readFile } from "node:fs/promises";
import { waitForMail } from "../support/mail.ts";
import { E2E_DATA_DIR } from "./support/env.ts";
import { expect, test } from "./support/fixtures.ts";

test("a broker exports their data from Settings, is e-mailed, and downloads the zip", async ({
  signedInPage: page,
  user,
}) => {
  await page.goto("/settings");
  await expect(page.getByText("Download everything in your account")).toBeVisible();
  await page.getByRole("button", { name: "Export my data" }).click();
  await expect(page.getByText("Export started")).toBeVisible();
  const list = page.getByRole("list", { name: "Data exports" });
  await expect(list.getByText("Ready")).toBeVisible({ timeout: 30_000 });
  await waitForMail(E2E_DATA_DIR, user.email, /data export is ready/);
  const download = page.waitForEvent("download");
  await list.getByRole("button", { name: "Download" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^leasedesk-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = await readFile((await file.path()) ?? "");
  expect(bytes.subarray(0, 2).toString()).toBe("PK");
  expect(bytes.includes(Buffer.from("data/profiles.json"))).toBe(true);
});
