import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { extractPdfImagesBounded, extractPdfTextBounded, extractPropertiesFromPdfBounded } from "./bounded-extract.ts";
import { makeFlateBomb } from "./flate-bomb.ts";
import { PdfError } from "./pdf-errors.ts";
import { checkInflatedSize } from "./pdf-limits.ts";

const MB = 1024 * 1024;

function makePdf(text: string): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.text(text);
    doc.end();
  });
}

describe("inflated size", () => {
  it("counts a real PDF's streams and passes it", async () => {
    const size = await checkInflatedSize(await makePdf("Lease agreement between Landlord and Tenant"));
    expect(size).toBeGreaterThan(0);
    expect(size).toBeLessThan(MB);
  });

  it("refuses a flate bomb past the limit without inflating it whole", async () => {
    const bomb = await makeFlateBomb(64 * MB);
    expect(bomb.length).toBeLessThan(MB);
    const before = process.memoryUsage().rss;
    await expect(checkInflatedSize(bomb, 16 * MB)).rejects.toMatchObject({ code: "PDF_TOO_LARGE_INFLATED" });
    expect(process.memoryUsage().rss - before).toBeLessThan(48 * MB);
  });
});

describe("bounded extraction (child process)", () => {
  it("reads a real PDF", async () => {
    const text = await extractPdfTextBounded(await makePdf("Base rent is $42.00 per square foot"));
    expect(text.pages[0].text).toContain("Base rent");
    expect(text.ocrSkipped).toEqual([]);
  }, 60_000);

  it("refuses a bomb with a clear reason, and stops a reader past its memory or time", async () => {
    const bomb = await makeFlateBomb(64 * MB);
    const refused = await extractPdfTextBounded(bomb, { maxInflatedBytes: 16 * MB }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PdfError);
    expect((refused as PdfError).message).toMatch(/expands to too much content/);
    // The same file with no inflated limit: the memory watch (or the clock) ends it.
    const stopped = await extractPdfTextBounded(bomb, {
      maxInflatedBytes: Number.MAX_SAFE_INTEGER,
      maxRssBytes: 96 * MB,
      timeoutMs: 20_000,
    }).catch((e: unknown) => e);
    expect(stopped).toBeInstanceOf(PdfError);
    expect(["PDF_TOO_MUCH_MEMORY", "PDF_TIMEOUT"]).toContain((stopped as PdfError).code);
  }, 60_000);

  it("runs a brochure's extraction and page renders in the child, and bounds them the same way", async () => {
    const flyer = await makePdf(
      "FOR LEASE - OFFICE SPACE\n\n100 Harbor Street, Suite 300\nBoston, MA 02110\n5,120 RSF available",
    );
    const found = await extractPropertiesFromPdfBounded(flyer, { fileName: "flyer.pdf" });
    expect(found.properties[0]?.city).toBe("Boston");
    const [page] = await extractPdfImagesBounded(flyer, { maxPages: 10 });
    expect(
      Buffer.from(page?.png ?? [])
        .subarray(1, 4)
        .toString("latin1"),
    ).toBe("PNG");
    expect(page?.width).toBeGreaterThan(0);
    const bomb = await makeFlateBomb(64 * MB);
    for (const run of [
      () => extractPropertiesFromPdfBounded(bomb, {}, { maxInflatedBytes: 16 * MB }),
      () => extractPdfImagesBounded(bomb, { maxPages: 10 }, { maxInflatedBytes: 16 * MB }),
    ]) {
      const refused = await run().catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(PdfError);
      expect((refused as PdfError).code).toBe("PDF_TOO_LARGE_INFLATED");
    }
  }, 60_000);
});
