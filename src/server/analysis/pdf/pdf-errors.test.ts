import { PDFDocument as LibDoc } from "pdf-lib";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { PdfError } from "#server/analysis/pdf/pdf-errors.ts";
import { extractPdfText, itemsToText, needsOcr } from "#server/analysis/pdf/pdf-text.ts";

function pdfkit(pages: string[], opts: PDFKit.PDFDocumentOptions = {}): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ autoFirstPage: false, ...opts });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    for (const p of pages) doc.addPage().text(p);
    doc.end();
  });
}

async function code(p: Promise<unknown>): Promise<string | undefined> {
  try {
    await p;
    return undefined;
  } catch (err) {
    expect(err).toBeInstanceOf(PdfError);
    return (err as PdfError).code;
  }
}

describe("unreadable PDFs get typed errors", () => {
  it("password-protected", async () => {
    expect(
      await code(extractPdfText(await pdfkit(["secret rent"], { userPassword: "pw", ownerPassword: "owner" }))),
    ).toBe("PDF_ENCRYPTED");
  });
  it("truncated and not-a-PDF", async () => {
    const ok = await pdfkit(["hello"]);
    expect(await code(extractPdfText(ok.slice(0, Math.floor(ok.length / 3))))).toBe("PDF_CORRUPT");
    expect(await code(extractPdfText(new TextEncoder().encode("just some text, not a pdf")))).toBe("PDF_CORRUPT");
  });
  it("zero pages", async () => {
    const empty = await (await LibDoc.create()).save({ addDefaultPage: false });
    expect(await code(extractPdfText(empty))).toBe("PDF_EMPTY");
  });
  it("refuses more pages than the limit before reading them", async () => {
    const many = await pdfkit(Array.from({ length: 12 }, (_, i) => `page ${i}`));
    expect(await code(extractPdfText(many, { maxPages: 10 }))).toBe("PDF_TOO_MANY_PAGES");
  });
});

describe("line rebuilding", () => {
  it("joins items on a baseline and keeps table gaps", () => {
    const item = (str: string, x: number, y: number, width: number) => ({
      str,
      transform: [10, 0, 0, 10, x, y],
      width,
      height: 10,
    });
    const text = itemsToText([
      item("Rent", 72, 700, 20),
      item("$1,000.00", 250, 700, 45),
      item("Next", 72, 686, 20),
      item("line", 95, 686, 18),
    ]);
    expect(text).toBe("Rent  $1,000.00\nNext line");
  });
  it("flags pages without a real text layer", () => {
    expect(needsOcr("  \n 3 ")).toBe(true);
    expect(needsOcr("Tenant shall pay Base Rent monthly in advance on the first day of each month.")).toBe(false);
  });
});
