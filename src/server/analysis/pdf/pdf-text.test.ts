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

describe("uprightItems", () => {
  it("reads sideways-set text (rotated items) as separate lines", async () => {
    const { itemsToText, uprightItems } = await import("#server/analysis/pdf/pdf-text.ts");
    // Text running upward (a=0, b=size): each "line" is a column at a different x.
    const item = (str: string, x: number, y: number) => ({
      str,
      transform: [0, 12, -12, 0, x, y],
      width: 60,
      height: 12,
    });
    const items = [item("Lund Pointe", 100, 50), item("3300 Valentine Ln", 120, 50), item("25 Units", 140, 50)];
    const text = itemsToText(uprightItems(items));
    expect(text.split("\n")).toEqual(["Lund Pointe", "3300 Valentine Ln", "25 Units"]);
  });

  it("leaves upright text as it was", async () => {
    const { itemsToText, uprightItems } = await import("#server/analysis/pdf/pdf-text.ts");
    const item = (str: string, x: number, y: number) => ({
      str,
      transform: [12, 0, 0, 12, x, y],
      width: 40,
      height: 12,
    });
    const items = [item("Rent", 50, 700), item("$10", 200, 700), item("Term", 50, 680)];
    expect(itemsToText(uprightItems(items))).toBe(itemsToText(items));
  });
});
