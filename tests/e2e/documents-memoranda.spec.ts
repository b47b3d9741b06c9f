// Offering-memorandum journeys: upload from the sidebar → price, cap rate and NOI on both bases, chat; Quick Add →
// Document on a phone, a memorandum read at 390 px.
import { readFileSync } from "node:fs";
import path from "node:path";
import { documentsShot as shot, LEASE_PDF, OM_PDF } from "./support/documents.ts";
import { expect, test } from "./support/fixtures.ts";
import { toast } from "./support/page-checks.ts";

test("a broker uploads an offering memorandum from the sidebar and sees price, cap rate and NOI", async ({
  signedInPage: page,
}) => {
  test.setTimeout(120_000);
  await page.getByRole("complementary", { name: "Sidebar" }).getByRole("button", { name: "Upload document" }).click();
  const picker = page.getByRole("dialog", { name: "Select Document Type" });
  await expect(picker.getByRole("button", { name: /Lease/ })).toBeVisible();
  await picker.getByRole("button", { name: /Offering Memorandum/ }).click();

  const dialog = page.getByRole("dialog", { name: "Upload Offering Memorandum" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Offering Memorandum (PDF)").setInputFiles(OM_PDF);
  await expect(dialog.getByLabel("Document Title")).toHaveValue("harbor_view_office_om");
  await shot(page, "om-upload-dialog");
  await dialog.getByRole("button", { name: "Upload Document" }).click();
  await expect(toast(page, "Upload Successful")).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/offering-memorandum\/[0-9a-f-]{36}$/);

  await expect(page.getByTestId("metric-price")).toContainText("$24,500,000", { timeout: 90_000 });
  // Decision 0030: the headline is the current (Year 1) figure, the pro forma one is shown beside it.
  await expect(page.getByTestId("metric-cap-rate")).toContainText("6.54%");
  await expect(page.getByTestId("metric-cap-rate-pro-forma")).toContainText("Pro forma 7.1%");
  await expect(page.getByTestId("metric-noi")).toContainText("$1,602,000");
  await expect(page.getByTestId("metric-noi-pro-forma")).toContainText("$1,740,000");
  await expect(page.getByRole("button", { name: /^Gross potential rent \(pro forma\): \$2,940,000/ })).toBeVisible();
  await expect(page.locator("[data-page-number]").first()).toBeVisible();
  await shot(page, "om-page");
  await page.getByRole("tab", { name: "Rent roll" }).click();
  await expect(page.getByRole("tabpanel").getByRole("table")).toBeVisible();
  await shot(page, "om-rent-roll");
  // The consistency check recomputes cap rate = NOI / price and the rent-roll totals.
  await page.getByRole("tab", { name: "Checks" }).click();
  await expect(
    page.getByText("We recompute key figures from the others and flag differences beyond 1%."),
  ).toBeVisible();
  await expect(page.getByRole("tabpanel").getByRole("listitem").first()).toContainText(/Consistent|off/);
  await shot(page, "om-checks");

  // Memorandum chat: a suggestion asked with the keyboard, a short answer, a whole cited line that opens its page.
  await page.getByRole("tab", { name: "Chat" }).click();
  await expect(page.getByText("Ask about this memorandum")).toBeVisible();
  await page.getByLabel("Ask a question about this memorandum").fill("What is the NOI?");
  await page.getByLabel("Ask a question about this memorandum").press("Enter");
  const answer = page.getByTestId("chat-answer").last();
  await expect(answer).toContainText(
    "The net operating income is $1,602,000 (current); the pro forma net operating income is $1,740,000.",
    { timeout: 30_000 },
  );
  const citation = answer.getByRole("button", { name: /Page \d+/ }).first();
  await expect(citation).toContainText("Net Operating Income");
  await shot(page, "om-chat");
  await citation.click();
  await expect(page.locator(".ld-highlight").first()).toBeVisible();
  // A question the memorandum does not speak to says so, with no citation.
  await page.getByLabel("Ask a question about this memorandum").fill("Does the roof carry solar panels?");
  await page.getByRole("button", { name: "Ask", exact: true }).click();
  await expect(page.getByTestId("chat-answer").last()).toContainText(
    "The memorandum does not appear to address this.",
    { timeout: 30_000 },
  );

  // 'Create property' pre-fills the property from the memorandum and links the two; a second click opens it again.
  const omUrl = page.url();
  await page.getByRole("button", { name: "Create property" }).click();
  await expect(toast(page, "Property created successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/properties\?selected=[0-9a-f-]{36}$/);
  const propertyUrl = page.url();
  await expect(page.getByRole("region", { name: "Details" })).toContainText("$24,500,000");
  await expect(page.getByRole("region", { name: "Linked records" })).toContainText("harbor_view_office_om");
  await page.goto(omUrl);
  await page.getByRole("button", { name: "Create property" }).click();
  await expect(page).toHaveURL(propertyUrl);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("Quick Add → Document opens the type picker; a memorandum reads well at 390 px", async ({
    signedInPage: page,
  }) => {
    test.setTimeout(120_000);
    await page.getByRole("button", { name: "Quick Add" }).click();
    await page.getByRole("menuitem", { name: "Document" }).click();
    const picker = page.getByRole("dialog", { name: "Select Document Type" });
    await expect(picker).toBeVisible();
    await shot(page, "mobile-type-picker");
    await picker.getByRole("button", { name: /Offering Memorandum/ }).click();
    const dialog = page.getByRole("dialog", { name: "Upload Offering Memorandum" });
    await dialog
      .getByLabel("Offering Memorandum (PDF)")
      .setInputFiles(path.resolve("fixtures/om/union_square_mixed_use_om.pdf"));
    await shot(page, "mobile-om-upload");
    await dialog.getByRole("button", { name: "Upload Document" }).click();
    await expect(page).toHaveURL(/\/offering-memorandum\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await expect(page.getByTestId("processing-banner")).toBeHidden({ timeout: 90_000 });
    await expect(page.getByTestId("metric-price")).not.toContainText("Not found");
    await shot(page, "mobile-om-summary");
    await page.getByRole("tab", { name: "PDF" }).click();
    await expect(page.locator("[data-page-number]").first()).toBeVisible();
    await shot(page, "mobile-om-pdf");

    await page.goto("/documents");
    await expect(page.getByRole("list", { name: "Documents" })).toContainText("union_square_mixed_use_om");
    await shot(page, "mobile-documents");

    const upload = await page.request.post("/api/leases", {
      multipart: { file: { name: "kestrel.pdf", mimeType: "application/pdf", buffer: readFileSync(LEASE_PDF) } },
    });
    expect(upload.status()).toBe(201);
    await page.goto(`/lease/${((await upload.json()) as { id: string }).id}`);
    await expect(page.getByRole("button", { name: /^Tenant: / })).toBeVisible({ timeout: 90_000 });
    await shot(page, "mobile-lease-abstract");
    await page.getByRole("button", { name: /^Landlord: / }).click();
    await expect(page.getByRole("tab", { name: "PDF" })).toHaveAttribute("aria-selected", "true");
    await expect(page.locator(".ld-highlight").first()).toBeVisible();
    await shot(page, "mobile-lease-source");
  });
});
