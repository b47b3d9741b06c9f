// Documents journeys: folders, lease upload with progress → live completion → cited abstract, source
// page, correction, printable abstract, chat; memorandum upload → price, cap rate and NOI on both bases, chat.
// Uses the project's generated fixtures (fixtures/leases, fixtures/om) with their answer keys.
import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import path from "node:path";
import type { Page } from "@playwright/test";
import { waitForMail } from "../support/mail.ts";
import { setTrialEnd } from "./support/db.ts";
import { E2E_DATA_DIR } from "./support/env.ts";
import { expect, test } from "./support/fixtures.ts";
import { E2E_ADMIN } from "./support/global-setup.ts";
import { createVerifiedUser, removeUser, signInApi } from "./support/users.ts";

const LEASE_PDF = path.resolve("fixtures/leases/lease-01-summary-table-office.pdf");
const OM_PDF = path.resolve("fixtures/om/harbor_view_office_om.pdf");
const SHOTS = process.env.E2E_SCREENSHOTS ? path.resolve(".tmp/screens") : null;

type LeaseKey = { file: string; fields: Record<string, string | number | null> };
const leaseKey = (
  JSON.parse(readFileSync(path.resolve("fixtures/leases/answer_keys.json"), "utf8")) as LeaseKey[]
).find((k) => k.file === path.basename(LEASE_PDF))!;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

const toast = (page: Page, title: string) => page.locator("[data-sonner-toast]").filter({ hasText: title });

test("a broker files a lease: folder, upload with progress, live completion, cited fields, correction, abstract, chat", async ({
  signedInPage: page,
}) => {
  test.setTimeout(150_000);
  await page.getByRole("link", { name: "Doc Insights" }).click();
  await expect(page).toHaveURL(/\/documents$/);
  await expect(page.getByRole("heading", { level: 1, name: "Doc Insights" })).toBeVisible();
  await expect(page.getByText("No documents in this folder")).toBeVisible();

  // New folder: the name is required, then it appears in the tree.
  await page.getByRole("button", { name: "New Folder" }).click();
  const folderDialog = page.getByRole("dialog", { name: "Create New Folder" });
  await folderDialog.getByRole("button", { name: "Create Folder" }).click();
  await expect(folderDialog.getByText("Please enter a folder name")).toBeVisible();
  await folderDialog.getByLabel("Folder Name").fill("Costa Mesa portfolio");
  await folderDialog.getByRole("button", { name: "Create Folder" }).click();
  await expect(toast(page, "Folder created successfully")).toBeVisible();
  const tree = page.getByRole("tree", { name: "Folders" });
  await tree.getByRole("treeitem", { name: "Costa Mesa portfolio" }).click();
  await expect(page).toHaveURL(/\/folder\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Costa Mesa portfolio");
  await shot(page, "documents-folder-empty");

  // Upload New Lease panel: validation, title from the file name, destination folder preset.
  await page.getByRole("main").getByRole("button", { name: "Upload", exact: true }).click();
  await page.getByRole("menuitem", { name: "Lease", exact: true }).click();
  const panel = page.getByRole("dialog", { name: "Upload New Lease" });
  await expect(panel).toBeVisible();
  await panel.getByRole("button", { name: "Upload Lease" }).click();
  await expect(panel.getByText("Please select a file")).toBeVisible();
  await expect(panel.getByText("Please enter a title")).toBeVisible();
  await panel
    .getByLabel("Lease Document (PDF)")
    .setInputFiles({ name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("hello, not a pdf") });
  await expect(panel.getByText("Only PDF files are supported")).toBeVisible();
  await panel.getByLabel("Lease Document (PDF)").setInputFiles(LEASE_PDF);
  await expect(panel.getByLabel("Lease Title")).toHaveValue("lease-01-summary-table-office");
  await expect(panel.getByRole("treeitem", { name: "Costa Mesa portfolio" })).toHaveAttribute("aria-selected", "true");
  await expect(panel.getByRole("combobox", { name: "Extraction Style" })).toContainText("Concise (bullet points)");
  await panel.getByLabel("Lease Title").fill("Kestrel Analytics — Suite 310");
  await shot(page, "lease-upload-panel");

  // Slow the upload down so the progress bar is observable.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 50,
    downloadThroughput: -1,
    uploadThroughput: 3 * 1024,
  });
  await panel.getByRole("button", { name: "Upload Lease" }).click();
  await expect(panel.getByRole("button", { name: "Uploading..." })).toBeVisible();
  await expect(panel.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
  await shot(page, "lease-upload-progress");
  await expect(toast(page, "Upload Successful")).toBeVisible({ timeout: 30_000 });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // The lease page follows the analysis by itself (SSE / polling) — no reload.
  await expect(page).toHaveURL(/\/lease\/[0-9a-f-]{36}$/);
  const leaseUrl = page.url();
  await expect(page.getByRole("heading", { level: 1, name: "Kestrel Analytics — Suite 310" })).toBeVisible();
  await expect(toast(page, "Processing Complete")).toBeVisible({ timeout: 90_000 });
  const tenant = page.getByRole("button", {
    name: new RegExp(`^Tenant: ${escapeRegExp(String(leaseKey.fields.tenant))}`),
  });
  await expect(tenant).toBeVisible();
  await expect(page.locator("[data-page-number]").first()).toBeVisible();
  await shot(page, "lease-page");
  await expectNoSeriousA11yViolations(page);

  // A field opens its source page with the snippet highlighted in the PDF text layer.
  await page.getByRole("button", { name: /^Landlord: .*Show source on page \d+$/ }).click();
  await expect(page.locator(".ld-highlight").first()).toBeVisible();
  await shot(page, "lease-source-highlight");

  // Correct a field: the broker's value is kept beside the AI value, with who and when.
  await page.getByRole("button", { name: "Correct Permitted use" }).click();
  await page.getByLabel("Correct Permitted use").fill("General office and software development");
  await page.getByRole("button", { name: "Save correction" }).click();
  await expect(toast(page, "Correction saved")).toBeVisible();
  const row = page.locator('[data-field="permittedUse"]');
  await expect(row).toContainText("General office and software development");
  await expect(row).toContainText("Corrected");
  await expect(row).toContainText("by Dana");

  // Critical dates: expiration and the renewal notice deadline from the key.
  await page.getByRole("tab", { name: "Dates" }).click();
  await expect(page.getByRole("link", { name: /Download calendar/ })).toBeVisible();
  await expect(page.getByText(/Expiration/i).first()).toBeVisible();
  await expect(page.getByText("Feb 28, 2029")).toBeVisible();
  await expect(page.getByText("May 28, 2028").first()).toBeVisible();

  // Correcting the commencement moves the expiration (commencement + term) and the renewal deadline with it,
  // on the Dates tab and in the calendar file.
  await page.getByRole("tab", { name: "Abstract" }).click();
  await page.getByRole("button", { name: /^Correct Commencement/ }).click();
  await page.getByLabel(/^Correct Commencement/).fill("2025-03-01");
  await page.getByRole("button", { name: "Save correction" }).click();
  await expect(toast(page, "Correction saved").last()).toBeVisible();
  await page.getByRole("tab", { name: "Dates" }).click();
  await expect(page.getByText("Feb 28, 2030")).toBeVisible();
  await expect(page.getByText("May 28, 2029").first()).toBeVisible();
  await expect(page.getByText("Feb 28, 2029")).toHaveCount(0);
  const icsHref = await page.getByRole("link", { name: /Download calendar/ }).getAttribute("href");
  const ics = await (await page.request.get(icsHref ?? "")).text();
  expect(ics).toContain("20300228");
  expect(ics).toContain("20290528");

  // The printable abstract shows the corrected value.
  await page.getByRole("link", { name: "Abstract", exact: true }).click();
  await expect(page).toHaveURL(/\/lease-abstract\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Lease abstract", { exact: true })).toBeVisible();
  await expect(page.getByText("General office and software development")).toBeVisible();
  await shot(page, "lease-abstract");
  // 'Export PDF' downloads the abstract drawn by the server, corrections included.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export PDF" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("Kestrel Analytics _ Suite 310 - abstract.pdf");
  const exported = readFileSync(await download.path());
  expect(exported.subarray(0, 5).toString()).toBe("%PDF-");

  // Lease chat: a cited answer; its citation opens the page.
  await page.goto(leaseUrl);
  await page.getByRole("tab", { name: "Chat" }).click();
  await page.getByLabel("Ask a question about this lease").fill("What is the security deposit?");
  await page.getByRole("button", { name: "Ask", exact: true }).click();
  const answer = page.getByTestId("chat-answer").last();
  await expect(answer).toBeVisible({ timeout: 30_000 });
  const citation = answer.getByRole("button", { name: /Page \d+/ }).first();
  await expect(citation).toBeVisible();
  await shot(page, "lease-chat");
  await citation.click();
  await expect(page.locator(".ld-highlight").first()).toBeVisible();

  // The lease's premises become a leased space of a property (created here: no building at that address yet).
  await page.getByRole("button", { name: "Property", exact: true }).click();
  await expect(toast(page, "Property created successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/properties\?selected=[0-9a-f-]{36}$/);
  await expect(page.getByRole("list", { name: "Spaces" })).toContainText("Kestrel Analytics");
  await expect(page.getByRole("region", { name: "Linked records" }).getByRole("link")).toContainText([
    /Kestrel Analytics/,
  ]);

  // Back in the folder, the lease is listed as ready.
  await page.goto("/documents");
  await tree.getByRole("treeitem", { name: "Costa Mesa portfolio" }).click();
  const listed = page.getByRole("table", { name: "Documents" }).getByRole("row", { name: /Kestrel Analytics/ });
  await expect(listed).toContainText("Lease");
  await expect(listed).toContainText("Ready");
  await shot(page, "documents-folder");
  await expectNoSeriousA11yViolations(page);
});

test("a broker organises Doc Insights: search, sort, rename, move by keyboard, delete with confirmation", async ({
  signedInPage: page,
}) => {
  test.setTimeout(90_000);
  const uploadLease = async (title: string) => {
    const res = await page.request.post("/api/leases", {
      multipart: { title, file: { name: "l.pdf", mimeType: "application/pdf", buffer: readFileSync(LEASE_PDF) } },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const alphaId = await uploadLease("Alpha Tower lease");
  await uploadLease("Bravo Plaza lease");
  const archive = await page.request.post("/api/documents/folders", { data: { name: "Archive" } });
  expect(archive.status()).toBe(201);

  await page.goto("/documents");
  const table = page.getByRole("table", { name: "Documents" });
  const titles = table.getByRole("row").filter({ hasText: /Alpha|Bravo/ });
  await expect(titles).toHaveCount(2);

  // Search narrows the list; clearing it brings both back.
  const search = page.getByRole("searchbox", { name: "Search documents" });
  await search.fill("Bravo");
  await expect(titles).toHaveCount(1);
  await expect(titles).toContainText("Bravo Plaza lease");
  await search.fill("");
  await expect(titles).toHaveCount(2);

  // Sorting by the Title header: A–Z, then Z–A.
  await page.getByRole("button", { name: "Sort by Title" }).click();
  await expect(titles.first()).toContainText("Alpha Tower lease");
  await page.getByRole("button", { name: "Sort by Title" }).click();
  await expect(titles.first()).toContainText("Bravo Plaza lease");

  // Rename: a blank title is refused, then the new title shows.
  await page.getByRole("button", { name: "Actions for Alpha Tower lease" }).click();
  await page.getByRole("menuitem", { name: "Rename" }).click();
  const rename = page.getByRole("dialog", { name: "Rename document" });
  await rename.getByLabel("Title").fill("Alpha Tower HQ lease");
  await rename.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Document renamed")).toBeVisible();
  await expect(table).toContainText("Alpha Tower HQ lease");

  // Move into 'Archive' with the keyboard: the destination tree takes arrow keys and Enter.
  await page.getByRole("button", { name: "Actions for Alpha Tower HQ lease" }).click();
  await page.getByRole("menuitem", { name: "Move to folder" }).click();
  const move = page.getByRole("dialog", { name: "Move to folder" });
  const destination = move.getByRole("tree", { name: "Destination folder" });
  await destination.getByRole("treeitem", { name: "Home" }).focus();
  await page.keyboard.press("End");
  await expect(destination.getByRole("treeitem", { name: "Archive" })).toBeFocused();
  await page.keyboard.press("ArrowLeft"); // a top-level folder's parent is Home
  await expect(destination.getByRole("treeitem", { name: "Home" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(destination.getByRole("treeitem", { name: "Archive" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(destination.getByRole("treeitem", { name: "Archive" })).toHaveAttribute("aria-selected", "true");
  await move.getByRole("button", { name: "Move here" }).click();
  await expect(toast(page, "Document moved")).toBeVisible();
  await expect(titles).toHaveCount(1);

  // 'Shared with me' is not a folder: Home stays the tree's tab stop, so the tree is reachable by Tab.
  const tree = page.getByRole("tree", { name: "Folders" });
  await page.getByRole("button", { name: "Shared with me" }).click();
  await expect(page).toHaveURL(/view=shared/);
  await expect(tree.getByRole("treeitem", { name: "Home" })).toHaveAttribute("tabindex", "0");
  await tree.getByRole("treeitem", { name: "Archive" }).click();
  await expect(page).toHaveURL(/\/folder\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("Archive");
  await expect(titles).toHaveCount(1);

  // Delete asks first; Cancel keeps the lease, Delete removes it (and its file: the lease is gone).
  await page.getByRole("button", { name: "Actions for Alpha Tower HQ lease" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this document?" });
  await expect(confirm).toContainText("Alpha Tower HQ lease");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(titles).toHaveCount(1);
  await page.getByRole("button", { name: "Actions for Alpha Tower HQ lease" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Document deleted")).toBeVisible();
  await expect(page.getByText("No documents in this folder")).toBeVisible();
  expect((await page.request.get(`/api/leases/${alphaId}`)).status()).toBe(404);
});

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

test("without the realtime stream the lease page still learns the outcome by polling (12 × 10 s)", async ({
  signedInPage: page,
}) => {
  test.setTimeout(90_000);
  // No SSE: every connection to the event stream fails, so only the spec's polling can bring the news.
  await page.route("**/api/events", (route) => route.abort());
  await page.goto("/documents");
  await page.getByRole("main").getByRole("button", { name: "Upload", exact: true }).click();
  await page.getByRole("menuitem", { name: "Lease", exact: true }).click();
  const panel = page.getByRole("dialog", { name: "Upload New Lease" });
  await panel.getByLabel("Lease Document (PDF)").setInputFiles(LEASE_PDF);
  await panel.getByRole("button", { name: "Upload Lease" }).click();
  await expect(page).toHaveURL(/\/lease\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const complete = toast(page, "Processing Complete");
  await expect(complete).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: /^Tenant: / })).toBeVisible();
  await expect(page.getByTestId("processing-banner")).toBeHidden();
});

test("an unreadable lease keeps its row, says 'Processing Error' verbatim with the reason, and can be re-run", async ({
  signedInPage: page,
}) => {
  test.setTimeout(90_000);
  const whole = readFileSync(LEASE_PDF);
  await page.goto("/documents");
  await page.getByRole("main").getByRole("button", { name: "Upload", exact: true }).click();
  await page.getByRole("menuitem", { name: "Lease", exact: true }).click();
  const panel = page.getByRole("dialog", { name: "Upload New Lease" });
  // Starts like a PDF (passes the magic-bytes check) but is cut short.
  await panel.getByLabel("Lease Document (PDF)").setInputFiles({
    name: "damaged-lease.pdf",
    mimeType: "application/pdf",
    buffer: whole.subarray(0, Math.floor(whole.length / 3)),
  });
  await expect(panel.getByLabel("Lease Title")).toHaveValue("damaged-lease");
  await panel.getByRole("button", { name: "Upload Lease" }).click();
  await expect(toast(page, "Upload Successful")).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/lease\/[0-9a-f-]{36}$/);

  const failed = toast(page, "Processing Error");
  await expect(failed).toBeVisible({ timeout: 60_000 });
  await expect(failed).toContainText("There was an issue processing your document. Our team has been notified.");
  const banner = page.getByRole("alert").filter({ hasText: "Processing Error." });
  await expect(banner).toContainText("Reason:");
  await shot(page, "lease-error");

  // Re-run from the page: the same file is analysed again and fails again, with the toast again.
  await failed.getByRole("button", { name: /close/i }).click();
  await expect(failed).toHaveCount(0);
  await banner.getByRole("button", { name: "Re-run analysis" }).click();
  const rerun = page.getByRole("dialog", { name: "Re-run analysis?" });
  await rerun.getByRole("button", { name: "Re-run analysis" }).click();
  await expect(toast(page, "Analysis restarted")).toBeVisible();
  await expect(failed).toBeVisible({ timeout: 60_000 });
  await expect(banner).toBeVisible();

  // The row stays in Doc Insights, marked as failed.
  await page.goto("/documents");
  const row = page.getByRole("table", { name: "Documents" }).getByRole("row", { name: /damaged-lease/ });
  await expect(row).toContainText(/Error|Failed/);
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

test("an owner shares a lease by e-mail; the invitee signs in from the link and sees it", async ({
  signedInPage: page,
  browser,
}) => {
  test.setTimeout(120_000);
  const upload = await page.request.post("/api/leases", {
    multipart: {
      title: "Shared Kestrel lease",
      file: { name: "kestrel.pdf", mimeType: "application/pdf", buffer: readFileSync(LEASE_PDF) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { id } = (await upload.json()) as { id: string };
  const invitee = await createVerifiedUser({ firstName: "Riley" });
  try {
    await page.goto(`/lease/${id}`);
    await page.getByRole("tab", { name: "Sharing" }).click();
    await page.getByPlaceholder("colleague@example.com").fill(invitee.email);
    await page.getByRole("combobox", { name: "Access level" }).click();
    await page.getByRole("option", { name: "Editor" }).click();
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(toast(page, "Invitation sent")).toBeVisible();
    const people = page.getByRole("region", { name: "People with access" });
    await expect(people).toContainText(invitee.email);
    await expect(people).toContainText("Pending");
    await shot(page, "lease-sharing");

    const mail = await waitForMail(E2E_DATA_DIR, invitee.email, /shared/i);
    const link = mail.links.find((l) => l.includes(`/lease/${id}?invite=`));
    expect(link, "invitation link").toBeTruthy();

    // Signed out, the link goes through sign-in and back, then the access is granted.
    const context = await browser.newContext();
    const other = await context.newPage();
    await other.goto(link as string);
    await expect(other).toHaveURL(/\/auth\?view=sign_in/);
    await other.getByLabel("Email").fill(invitee.email);
    await other.getByLabel("Password", { exact: true }).fill(invitee.password);
    await other.getByRole("button", { name: "Sign In" }).click();
    await expect(toast(other, "Invitation accepted successfully!")).toBeVisible({ timeout: 20_000 });
    await expect(other).toHaveURL(new RegExp(`/lease/${id}$`));
    await expect(other.getByRole("heading", { level: 1, name: "Shared Kestrel lease" })).toBeVisible();
    await expect(other.getByText("Shared with you · editor")).toBeVisible();
    await other.goto("/documents?view=shared");
    await expect(other.getByRole("table", { name: "Documents" })).toContainText("Shared Kestrel lease");
    await context.close();

    // The owner sees the invitee as active and can revoke.
    await page.reload();
    await page.getByRole("tab", { name: "Sharing" }).click();
    await expect(people).not.toContainText("Pending");
    await page.getByRole("button", { name: /Revoke access for/ }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
    await expect(toast(page, "Access revoked")).toBeVisible();
    await expect(people).not.toContainText(invitee.email);
  } finally {
    await removeUser(invitee.email);
  }
});

test("without a subscription or trial, adding a lease asks to upgrade", async ({ signedInPage: page, user }) => {
  await setTrialEnd(user.email, new Date(Date.now() - 86_400_000));
  await page.goto("/documents");
  await page.getByRole("main").getByRole("button", { name: "Upload", exact: true }).click();
  await page.getByRole("menuitem", { name: "Lease", exact: true }).click();
  const upgrade = page.getByRole("dialog", { name: "Upgrade Your Account" });
  await expect(upgrade).toContainText(
    "To access all features including adding and viewing leases, you need an active subscription",
  );
  await upgrade.getByRole("button", { name: "Upgrade Now" }).click();
  await expect(page).toHaveURL(/\/settings$/);
});

test("Lease Admin lists every lease with its owner and status, and follows the analysis live", async ({
  signedInPage: owner,
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInApi(page.request, E2E_ADMIN);
  await page.goto("/admin/leases");
  await expect(page.getByRole("heading", { level: 1, name: "Lease Admin" })).toBeVisible();
  await page.getByLabel("Search leases").fill("Admin-visible lease");
  const row = page.getByRole("table", { name: "Leases" }).getByRole("row", { name: /Admin-visible lease/ });
  await expect(row).toHaveCount(0);

  const upload = await owner.request.post("/api/leases", {
    multipart: {
      title: "Admin-visible lease",
      file: { name: "k.pdf", mimeType: "application/pdf", buffer: readFileSync(LEASE_PDF) },
    },
  });
  expect(upload.status()).toBe(201);
  // No reload: the event stream brings the new lease in and then its finished analysis.
  await expect(row).toBeVisible();
  await expect(row).toContainText("Ready", { timeout: 90_000 });
  await expect(row.getByRole("button", { name: /Re-run analysis/ })).toBeEnabled();
  await shot(page, "admin-leases");
  await context.close();
});
