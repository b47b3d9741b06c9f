import { createCanvas, loadImage } from "@napi-rs/canvas";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { PdfError } from "#server/analysis/pdf/pdf-errors.ts";
import { extractPropertiesFromPdf } from "#server/analysis/property-pdf/extract-pdf.ts";
import { extractPdfImages } from "#server/analysis/property-pdf/pdf-images.ts";

function flyer(pages: string[][]): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: "LETTER", margin: 54, autoFirstPage: false });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    for (const lines of pages) {
      doc.addPage();
      lines.forEach((l, i) => {
        doc.fontSize(12).text(l, 54, 60 + i * 20);
      });
    }
    doc.end();
  });
}

describe("extractPropertiesFromPdf", () => {
  it("reads two properties from a two-page flyer (one per page)", async () => {
    const bytes = await flyer([
      ["40 Canal Street - Suite 200", "5,100 RSF", "Lee Ford 504-555-0110 lford@x.example"],
      ["40 Canal Street - Suite 600", "2,300 RSF", "Lee Ford 504-555-0110 lford@x.example"],
    ]);
    const r = await extractPropertiesFromPdf(bytes, { ocr: false });
    expect(r.error_code).toBeUndefined();
    expect(r.properties.map((p) => [p.suite, p.available_sf])).toEqual([
      ["200", 5100],
      ["600", 2300],
    ]);
    expect(r.properties[0].brokers[0]).toMatchObject({ name: "Lee Ford", email: "lford@x.example" });
  });

  it("answers NO_PROPERTIES_FOUND for a PDF that describes no property", async () => {
    const r = await extractPropertiesFromPdf(await flyer([["Quarterly newsletter", "Thank you for reading."]]), {
      ocr: false,
    });
    expect(r.error_code).toBe("NO_PROPERTIES_FOUND");
  });

  it("refuses what is not a PDF, or a truncated one, with a typed error", async () => {
    await expect(extractPropertiesFromPdf(new TextEncoder().encode("hello, not a pdf"))).rejects.toBeInstanceOf(
      PdfError,
    );
    const bytes = await flyer([["1 Main Street", "1,000 SF"]]);
    await expect(extractPropertiesFromPdf(bytes.subarray(0, 200), { ocr: false })).rejects.toBeInstanceOf(PdfError);
  });
});

/** Share of a PNG's pixels that are clearly not white paper. */
async function ink(png: Uint8Array): Promise<number> {
  const img = await loadImage(Buffer.from(png));
  const ctx = createCanvas(img.width, img.height).getContext("2d");
  ctx.drawImage(img, 0, 0);
  const d = ctx.getImageData(0, 0, img.width, img.height).data;
  let dark = 0;
  for (let i = 0; i < d.length; i += 4) if (d[i] + d[i + 1] + d[i + 2] < 600) dark++;
  return dark / (d.length / 4);
}

describe("extractPdfImages", () => {
  it("renders each page to a PNG, with its words and drawn lines on it", async () => {
    const images = await extractPdfImages(await flyer([["Page one"], ["Page two"]]), { scale: 0.5 });
    expect(images.map((i) => i.page)).toEqual([1, 2]);
    for (const img of images) {
      expect(Buffer.from(img.png.subarray(1, 4)).toString("latin1")).toBe("PNG");
      expect(img.width).toBe(306);
      expect(img.height).toBe(396);
      expect(await ink(img.png)).toBeGreaterThan(0);
    }
    // A floor plan drawn as vector paths (no text layer, no image) is not a blank page.
    const plan = await new Promise<Uint8Array>((resolve) => {
      const doc = new PDFDocument({ size: "LETTER", margin: 0 });
      const chunks: Buffer[] = [];
      doc.on("data", (c: Buffer) => chunks.push(c));
      doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
      doc.lineWidth(6).rect(100, 100, 400, 300).stroke().moveTo(300, 100).lineTo(300, 400).stroke();
      doc.end();
    });
    const [drawn] = await extractPdfImages(plan, { scale: 0.5 });
    expect(await ink(drawn.png)).toBeGreaterThan(0.005);
  });
});
