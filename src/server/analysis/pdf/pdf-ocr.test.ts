import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { analyzeLease } from "#server/analysis/lease/analyze-lease.ts";
import { shutdownOcr } from "#server/analysis/ocr/ocr.ts";
import { extractPdfTextWithOcr } from "#server/analysis/pdf/pdf-ocr.ts";

afterAll(() => shutdownOcr());

describe("scanned pages", () => {
  it("OCRs image-only pages and the lease reads from the OCR text", async () => {
    const data = new Uint8Array(await readFile(path.resolve("fixtures/leases/lease-08-scanned.pdf")));
    const r = await extractPdfTextWithOcr(data);
    expect(r.ocrPages).toEqual([1]);
    expect(r.ocrSkipped).toEqual([]);
    expect(r.pages[0].text).toMatch(/Maple Court/);
    const a = await analyzeLease(r.pages, { detail: "concise", ocrPages: r.ocrPages });
    expect(a.tenant?.normalized).toBe("Clearwater Title Company");
    expect(a.rentableSquareFeet?.normalized).toBe(4100);
    expect(a.meta.ocrPages).toEqual([1]);
  }, 60_000);
});

describe("OCR bounds", () => {
  const scanned = () => readFile(path.resolve("fixtures/leases/lease-08-scanned.pdf")).then((b) => new Uint8Array(b));

  it("starts no OCR past the time budget: the page is listed as skipped, not read, and nothing fails", async () => {
    const r = await extractPdfTextWithOcr(await scanned(), { ocrBudgetMs: -1 });
    expect(r.ocrPages).toEqual([]);
    expect(r.ocrSkipped).toEqual([1]);
    expect(r.pages).toHaveLength(1);
    expect(r.pages[0].text).not.toMatch(/Maple Court/);
  });

  it("lists the pages past the page cap as skipped too", async () => {
    const r = await extractPdfTextWithOcr(await scanned(), { maxOcrPages: 0 });
    expect(r.ocrSkipped).toEqual([1]);
  });
});
