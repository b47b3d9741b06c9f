// Child process of bounded-extract.ts: checks one PDF's inflated size, runs one task on it and answers over IPC.
import { isPdfError } from "#server/analysis/pdf/pdf-errors.ts";
import { checkInflatedSize } from "#server/analysis/pdf/pdf-limits.ts";
import { extractPdfTextWithOcr } from "#server/analysis/pdf/pdf-ocr.ts";
import { extractPropertiesFromPdf } from "#server/analysis/property-pdf/extract-pdf.ts";
import { extractPdfImages, type PdfPageImage } from "#server/analysis/property-pdf/pdf-images.ts";
import type { ExtractionResult } from "#shared/contract/property-extraction.ts";

export type PdfTask =
  | { kind: "document-text"; maxPages: number; ocrBudgetMs: number }
  | { kind: "brochure"; fileName?: string }
  | { kind: "page-images"; maxPages: number };

export type PdfTaskResult = {
  "document-text": {
    pages: { number: number; text: string }[];
    ocrPages: number[];
    /** Pages that needed OCR and were not read in the time allowed (see OCR_SHARE). */
    ocrSkipped: number[];
  };
  brochure: ExtractionResult;
  "page-images": PdfPageImage[];
};

export type PdfTaskAnswer = { ok: true; value: unknown } | { ok: false; code: string | null; message: string };

type Request = { task: PdfTask; data: string; maxInflatedBytes: number };

async function run(task: PdfTask, data: Uint8Array): Promise<PdfTaskResult[PdfTask["kind"]]> {
  switch (task.kind) {
    case "document-text": {
      const text = await extractPdfTextWithOcr(data, { maxPages: task.maxPages, ocrBudgetMs: task.ocrBudgetMs });
      return { pages: text.pages, ocrPages: text.ocrPages, ocrSkipped: text.ocrSkipped };
    }
    case "brochure":
      return extractPropertiesFromPdf(data, { fileName: task.fileName });
    case "page-images":
      return extractPdfImages(data, { maxPages: task.maxPages });
  }
}

process.once("message", async (message: Request) => {
  const answer = (a: PdfTaskAnswer) => process.send?.(a, () => process.exit(0));
  try {
    const data = new Uint8Array(Buffer.from(message.data, "base64"));
    await checkInflatedSize(data, message.maxInflatedBytes);
    answer({ ok: true, value: await run(message.task, data) });
  } catch (err) {
    answer({
      ok: false,
      code: isPdfError(err) ? err.code : null,
      message: err instanceof Error ? err.message : String(err),
    });
  }
});
