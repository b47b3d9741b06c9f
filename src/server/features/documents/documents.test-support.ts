// Helpers for the documents integration tests: multipart bodies, generated PDFs, polling.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { PDFDocument as PdfLibDocument } from "pdf-lib";
import PDFDocument from "pdfkit";
import type { TestApp, TestUser } from "../../../../tests/support/test-app.ts";

export const fixturesDir = path.resolve(import.meta.dirname, "../../../../fixtures");
export const fixture = (rel: string) => readFileSync(path.join(fixturesDir, rel));

type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer; contentType?: string };

export function multipart(parts: Part[]) {
  const boundary = `----leasedesk${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const file = "filename" in p;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file ? `; filename="${p.filename}"` : ""}\r\n` +
          (file ? `Content-Type: ${p.contentType ?? "application/pdf"}\r\n` : "") +
          "\r\n",
      ),
    );
    chunks.push(file ? p.data : Buffer.from(p.value));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

export async function upload(
  t: TestApp,
  user: TestUser,
  kind: "lease" | "om",
  file: { filename: string; data: Buffer } | null,
  fields: Record<string, string> = {},
) {
  const parts: Part[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (file) parts.push({ name: "file", ...file });
  const body = multipart(parts);
  return t.app.inject({
    method: "POST",
    url: kind === "lease" ? "/api/leases" : "/api/offering-memorandums",
    headers: { ...body.headers, cookie: user.cookie },
    payload: body.payload,
  });
}

export function makePdf(pages: string[], opts: { userPassword?: string } = {}): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({
      autoFirstPage: false,
      ...(opts.userPassword ? { userPassword: opts.userPassword } : {}),
    });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    for (const p of pages) doc.addPage().fontSize(11).text(p);
    doc.end();
  });
}

export async function makeEmptyPdf(): Promise<Buffer> {
  const doc = await PdfLibDocument.create();
  return Buffer.from(await doc.save());
}

export const LEASE_TEXT = [
  [
    "OFFICE LEASE",
    'This Office Lease is dated as of January 15, 2024, between Granite Peak Holdings, LLC ("Landlord") and',
    'Bluebird Software, Inc. ("Tenant").',
    "Premises: Suite 410, 500 Market Street, San Francisco, California 94105.",
    "Rentable Square Feet: 8,000 rentable square feet.",
    "Commencement Date: March 1, 2024.",
    "Expiration Date: February 28, 2029.",
    "Term: sixty (60) months.",
    "Base Rent: $24,000.00 per month.",
    "Security Deposit: $48,000.00.",
  ].join("\n"),
  [
    "RENEWAL OPTION. Tenant shall have one (1) option to extend the Term for five (5) years by giving Landlord written",
    "notice not less than nine (9) months prior to the Expiration Date.",
    "Permitted Use: general office use.",
  ].join("\n"),
];

export async function waitFor<T>(fn: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = await fn();
  while (!done(last)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting; last value: ${JSON.stringify(last).slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 200));
    last = await fn();
  }
  return last;
}

export async function getJson(t: TestApp, user: TestUser, url: string) {
  const res = await t.app.inject({ method: "GET", url, headers: { cookie: user.cookie } });
  // biome-ignore lint/suspicious/noExplicitAny: JSON bodies are probed loosely in tests
  return { status: res.statusCode, body: res.json() as Record<string, any> };
}

export function waitForLease(t: TestApp, user: TestUser, id: string, timeoutMs = 30_000) {
  return waitFor(
    () => getJson(t, user, `/api/leases/${id}`),
    (r) => r.body.status === "completed" || r.body.status === "error",
    timeoutMs,
  ).then((r) => r.body);
}

export function waitForOm(t: TestApp, user: TestUser, id: string, timeoutMs = 30_000) {
  return waitFor(
    () => getJson(t, user, `/api/offering-memorandums/${id}`),
    (r) => r.body.status === "completed" || r.body.status === "error",
    timeoutMs,
  ).then((r) => r.body);
}
