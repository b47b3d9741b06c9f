import { readFileSync } from "node:fs";
import { documentsShot as shot, escapeRegExp, LEASE_PDF, leaseKey } from "./support/documents.ts";
import { expect, test } from "./support/fixtures.ts";
import { expectNoSeriousA11yViolations, toast } from "./support/page-checks.ts";

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
  await expectNoSeriousA11yViolations(page, "lease page");

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
  await expectNoSeriousA11yViolations(page, "documents folder");
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
