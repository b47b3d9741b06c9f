import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { extractPdfText } from "#server/analysis/pdf/pdf-text.ts";

function makePdf(pages: string[]): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ autoFirstPage: false });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    for (const p of pages) doc.addPage().text(p);
    doc.end();
  });
}

describe("extractPdfText", () => {
  it("returns the text of each page with 1-based numbers", async () => {
    const pdf = await makePdf(["First page says hello", "Second page says rent"]);
    const out = await extractPdfText(pdf);
    expect(out.pageCount).toBe(2);
    expect(out.pages[1]).toMatchObject({ number: 2 });
    expect(out.pages[1].text).toContain("Second page says rent");
  });
});
