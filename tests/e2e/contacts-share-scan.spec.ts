// Contacts on the move: the share-contact drawer's public page, and scanning a business card with a phone camera.
import path from "node:path";
import { chromium } from "@playwright/test";
import { E2E_BASE_URL, E2E_DATA_DIR } from "./support/env.ts";
import { defaultFakeCard, writeCardVideo } from "./support/fake-camera/card-video.ts";
import { expect as baseExpect, test } from "./support/fixtures.ts";
import { toast } from "./support/page-checks.ts";
import { signInApi } from "./support/users.ts";

// The machine running the journeys is shared and often busy: allow pages a little longer.
const expect = baseExpect.configure({ timeout: 20_000 });

test("share-contact drawer opens a public page that works signed out", async ({
  signedInPage: page,
  user,
  browser,
}) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: E2E_BASE_URL });
  await page.goto("/contacts");
  await page.getByRole("button", { name: "More actions" }).click();
  await page.getByRole("menuitem", { name: "Share my contact" }).click();
  const drawer = page.getByRole("dialog", { name: "Share Your Contact" });
  await expect(
    drawer.getByText("Let others scan this QR code to view and save your contact information"),
  ).toBeVisible();
  await expect(drawer.getByTestId("share-contact-name")).toHaveText(`${user.firstName} ${user.lastName}`);
  await expect(drawer.locator("svg[role=img]")).toHaveAttribute("width", "240");
  await drawer.getByRole("button", { name: "Copy Link" }).click();
  await expect(toast(page, "Share link has been copied to clipboard")).toBeVisible();
  const url = (await drawer.getByTestId("share-contact-url").textContent()) ?? "";
  expect(url).toMatch(/\/share\/contact\/[0-9a-f-]{36}$/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  const visitor = await browser.newContext();
  try {
    const guest = await visitor.newPage();
    await guest.goto(url);
    await expect(guest.getByRole("heading", { name: `${user.firstName} ${user.lastName}` })).toBeVisible();
    await expect(guest.getByText(user.email)).toBeVisible();
    await expect(guest).toHaveURL(url);
    const download = guest.waitForEvent("download");
    await guest.getByRole("link", { name: "Save contact" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.vcf$/);
    await guest.goto("/share/contact/not-a-uuid");
    await expect(guest.getByText("Invalid contact link")).toBeVisible();
  } finally {
    await visitor.close();
  }
});

test("scans a business card with the phone camera and saves the contact", async ({ user }, testInfo) => {
  test.setTimeout(120_000);
  const video = writeCardVideo(path.join(E2E_DATA_DIR, "..", "fake-camera", `card-${testInfo.workerIndex}.y4m`));
  const base = testInfo.project.use.launchOptions ?? {};
  const browser = await chromium.launch({
    ...base,
    args: [
      ...(base.args ?? []),
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL: E2E_BASE_URL,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      permissions: ["camera"],
    });
    const page = await context.newPage();
    await signInApi(page.request, user);
    await page.goto("/contacts");
    await page.getByRole("banner").getByRole("button", { name: "Scan Business Card" }).click();
    const capture = page.getByRole("button", { name: "Capture" });
    await expect(capture).toBeEnabled({ timeout: 15_000 });
    const guide = await page.getByTestId("framing-guide").boundingBox();
    expect(guide?.width ?? 999).toBeLessThanOrEqual(350);
    expect(guide?.height ?? 999).toBeLessThanOrEqual(200);
    await capture.click();
    await expect(page.getByText("Processing...")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Review Contact Info" })).toBeVisible({ timeout: 60_000 });
    // After processing the camera is released.
    expect(
      await page.evaluate(() => (document.querySelector("video")?.srcObject as MediaStream | null)?.active ?? false),
    ).toBe(false);
    await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(defaultFakeCard.email);
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(defaultFakeCard.name);
    await expect(page.getByRole("textbox", { name: "Company Name", exact: true })).toHaveValue(defaultFakeCard.company);
    await expect(page.getByText("Use existing company if name matches")).toBeVisible();
    // The fax is read but placed in no field: the review form shows it under "Also on the card".
    await expect(page.getByRole("heading", { name: "Also on the card" })).toBeVisible();
    await expect(page.getByTestId("card-note")).toContainText(`Fax: ${defaultFakeCard.fax}`);
    await page.getByRole("button", { name: "Save Contact" }).click();
    await expect(toast(page, "Contact Created")).toBeVisible();
    await expect(toast(page, "Contact and company information saved")).toBeVisible();
    const card = page.getByRole("list", { name: "People" });
    await expect(card.getByText(defaultFakeCard.email)).toBeVisible();
    // Quick Add in the top bar opens the side forms.
    await page.getByRole("banner").getByRole("button", { name: "Quick Add" }).click();
    await page.getByRole("menuitem", { name: "Company" }).click();
    await expect(page.getByRole("dialog", { name: "Add Company" })).toBeVisible();
    await page.getByRole("dialog", { name: "Add Company" }).getByRole("button", { name: "Cancel" }).click();
    // The slide-in menu's Share Contact opens the drawer.
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("button", { name: "Share Contact" }).click();
    await expect(page.getByRole("dialog", { name: "Share Your Contact" })).toBeVisible();
    await context.close();
  } finally {
    await browser.close();
  }
});
