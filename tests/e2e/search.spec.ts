import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";

async function seed(page: Page) {
  const company = await page.request.post("/api/contacts/companies", { data: { name: "Meridian Holdings" } });
  expect(company.ok(), await company.text()).toBe(true);
  const person = await page.request.post("/api/contacts/people", {
    data: { firstName: "Mara", lastName: "Meridian", email: "mara@meridian.example" },
  });
  expect(person.ok(), await person.text()).toBe(true);
  const room = await page.request.post("/api/dealrooms", { data: { name: "Meridian sale" } });
  expect(room.ok(), await room.text()).toBe(true);
  return {
    companyId: ((await company.json()) as { id: string }).id,
    roomId: ((await room.json()) as { id: string }).id,
  };
}

test("Search in the sidebar and Ctrl+K find contacts and deal rooms and open them", async ({ signedInPage: page }) => {
  const { companyId, roomId } = await seed(page);
  await page.getByRole("complementary", { name: "Sidebar" }).getByRole("button", { name: "Search" }).click();
  const dialog = page.getByRole("dialog", { name: "Search" });
  const input = dialog.getByPlaceholder("Search projects, companies, properties, dealrooms, contacts...");
  await input.fill("zzqx nothing");
  await expect(dialog.getByText("No results found")).toBeVisible();
  await input.fill("meri");
  const options = dialog.getByRole("option");
  await expect(options).toHaveCount(3);
  await expect(options.nth(0)).toHaveText(/Mara Meridian/);
  await expect(options.filter({ hasText: "Meridian Holdings" })).toContainText("Company");
  await options.filter({ hasText: "Meridian Holdings" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/contacts/companies/${companyId}$`));

  await page.keyboard.press("Control+k");
  await expect(page.getByRole("dialog", { name: "Search" })).toBeVisible();
  await page.keyboard.type("meridian sale");
  await expect(page.getByRole("option")).toHaveCount(1);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/dealrooms/${roomId}$`));
});

test("Ctrl+K finds a deal-room document, accents ignored, and opens it in its room", async ({ signedInPage: page }) => {
  const { roomId } = await seed(page);
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
  const upload = await page.request.post(`/api/dealrooms/${roomId}/documents/upload`, {
    multipart: { file: { name: "Résumé Meridian rent roll.pdf", mimeType: "application/pdf", buffer: pdf } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);

  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Search" });
  await expect(dialog).toBeVisible();
  await page.keyboard.type("resume meri");
  const option = dialog.getByRole("option", { name: /Résumé Meridian rent roll/ });
  await expect(option).toContainText("Document");
  await page.keyboard.press("Enter");
  // The room opens with the document in its viewer; the address keeps only the room.
  await expect(page.getByRole("dialog", { name: "Résumé Meridian rent roll.pdf" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dealrooms/${roomId}$`));
});

test("a deal-room guest searches their room's documents and nothing else, and opens one", async ({
  signedInPage: page,
  browser,
}) => {
  const { roomId } = await seed(page);
  const pdf = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
  const upload = (room: string, name: string) =>
    page.request.post(`/api/dealrooms/${room}/documents/upload`, {
      multipart: { file: { name, mimeType: "application/pdf", buffer: pdf } },
    });
  expect((await upload(roomId, "Meridian estoppel.pdf")).ok()).toBe(true);
  const other = await page.request.post("/api/dealrooms", { data: { name: "Other sale" } });
  expect((await upload(((await other.json()) as { id: string }).id, "Meridian other room.pdf")).ok()).toBe(true);
  const outsider = `guest-${Date.now()}@outside.test`;
  const invite = await page.request.post(`/api/dealrooms/${roomId}/members`, {
    data: { email: outsider, name: "Gale Guest" },
  });
  expect(invite.ok(), await invite.text()).toBe(true);
  const { shareUrl } = (await invite.json()) as { shareUrl: string };

  const guestContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  try {
    const guest = await guestContext.newPage();
    const share = new URL(shareUrl);
    await guest.goto(`${share.pathname}${share.search}`);
    await guest.getByLabel("Email").fill(outsider);
    await guest.getByLabel("Name").fill("Gale Guest");
    await guest.getByRole("button", { name: "Verify Access" }).click();
    await expect(guest.getByText(`Guest access · ${outsider}`)).toBeVisible();

    await guest.getByRole("button", { name: "Search documents" }).click();
    const dialog = guest.getByRole("dialog", { name: "Search" });
    const input = dialog.getByPlaceholder("Search this deal room's documents...");
    await input.fill("meridian");
    // Only this room's document: the owner's other room and records stay out of reach.
    await expect(dialog.getByRole("option")).toHaveCount(1);
    await expect(dialog.getByRole("option", { name: /Meridian estoppel\.pdf/ })).toContainText("Document");
    await input.fill("zzqx nothing");
    await expect(dialog.getByText("No results found")).toBeVisible();
    await input.fill("estop");
    await expect(dialog.getByRole("option", { name: /Meridian estoppel\.pdf/ })).toBeVisible();
    await guest.keyboard.press("Enter");
    await expect(guest.getByRole("dialog", { name: "Meridian estoppel.pdf" })).toBeVisible();
    await expect(guest).toHaveURL(new RegExp(`/dealrooms/${roomId}$`));
    // Ctrl+K opens the room search too. The preview is closed with its button: once the PDF has loaded, focus can
    // sit inside the viewer's iframe, whose key presses never reach the page.
    await guest.getByRole("dialog", { name: "Meridian estoppel.pdf" }).getByRole("button", { name: "Close" }).click();
    await expect(guest.getByRole("dialog", { name: "Meridian estoppel.pdf" })).toBeHidden();
    await guest.keyboard.press("Control+k");
    await expect(guest.getByRole("dialog", { name: "Search" })).toBeVisible();
  } finally {
    await guestContext.close();
  }
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the top bar's Search opens the dialog", async ({ signedInPage: page }) => {
    await seed(page);
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("dialog", { name: "Search" }).getByRole("combobox").fill("mara mer");
    await page.getByRole("option", { name: /Mara Meridian/ }).click();
    await expect(page).toHaveURL(/\/contacts\/people\/[0-9a-f-]{36}$/);
  });
});
