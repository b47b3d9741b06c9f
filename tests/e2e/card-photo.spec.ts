// The card scanner without a camera (issue 14): 'Choose a photo' runs the same recognition, on a phone that has
// no camera and on a desktop from the 'Mobile Feature' dialog. Uses the shared Contoso card when present (the
// shared fixtures are never copied into this repository).
import { existsSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { signInApi } from "./support/users.ts";

const CONTOSO = path.resolve("../shared/fixtures/cards/contoso_chris_smith.jpg");
const FALLBACK = path.resolve("fixtures/cards/card01_left_clean.png");
const CARD = existsSync(CONTOSO) ? CONTOSO : FALLBACK;

async function choosePhoto(page: Page, button: ReturnType<Page["getByRole"]>) {
  const chooser = page.waitForEvent("filechooser");
  await button.click();
  await (await chooser).setFiles(CARD);
  await expect(page.getByText("Processing...")).toBeVisible();
  const review = page.getByRole("heading", { name: "Review Contact Info" });
  await expect(review).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("img", { name: "Captured business card" })).toBeVisible();
}

test("a phone without a camera scans a card from a photo and saves it", async ({ browser, user }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await signInApi(page.request, user);
    await page.goto("/contacts");
    await page.getByRole("banner").getByRole("button", { name: "Scan Business Card" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "No camera found on device" })).toBeVisible({
      timeout: 15_000,
    });
    await choosePhoto(page, page.getByRole("button", { name: "Choose a photo" }));
    const name = page.getByRole("textbox", { name: "Name", exact: true });
    if (CARD === CONTOSO) {
      await expect(name).toHaveValue(/Chris/);
    }
    await name.fill("Chris Smith");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("chris.smith@@contoso");
    await expect(page.getByText("Enter a valid email address")).toBeVisible();
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("chris.smith@contoso.com");
    await expect(page.getByText("Enter a valid email address")).toHaveCount(0);
    await page.getByRole("button", { name: "Save Contact" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: /Contact (Created|Updated)/ })).toBeVisible();
    await expect(page.getByRole("list", { name: "People" }).getByText("chris.smith@contoso.com")).toBeVisible();
  } finally {
    await context.close();
  }
});

test("on a desktop the 'Mobile Feature' dialog also offers a photo upload", async ({ signedInPage: page }) => {
  test.setTimeout(120_000);
  await page.goto("/contacts");
  await page.getByRole("button", { name: "Scan card" }).click();
  const dialog = page.getByRole("dialog", { name: "Mobile Feature" });
  await expect(dialog).toContainText("The business card scanner is available on mobile devices only.");
  await dialog.getByRole("button", { name: "Upload a photo" }).click();
  await choosePhoto(page, page.getByRole("button", { name: "Choose a photo" }));
  await page.getByRole("button", { name: "Close scanner" }).click();
  await expect(page.getByRole("heading", { name: "Review Contact Info" })).toHaveCount(0);
});
