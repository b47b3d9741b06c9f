// The one way the product turns an uploaded PDF into page texts: the text layer, and OCR for pages that have
// none (scans, image-only memoranda). The document jobs and `npm run analyze` both call this, so the command
// runs exactly the product's pipeline.
import { extractPdfTextWithOcr, type PdfTextWithOcr } from "#server/analysis/pdf/pdf-ocr.ts";

/** Bounded work per document: more pages are refused with a clear reason; at most 60 pages are OCR'd. */
export const MAX_PDF_PAGES = 300;

export function extractDocumentText(data: Uint8Array): Promise<PdfTextWithOcr> {
  return extractPdfTextWithOcr(data, { maxPages: MAX_PDF_PAGES });
}
