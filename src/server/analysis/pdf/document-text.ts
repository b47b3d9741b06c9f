// The one way the product turns an uploaded PDF into page texts: the text layer, and OCR for pages that have
// none (scans, image-only memoranda), in a child process bounded in time and memory. The document jobs and
// `npm run analyze` both go through it, so the command runs exactly the product's pipeline.
import { type ExtractedText, extractPdfTextBounded } from "#server/analysis/pdf/bounded-extract.ts";

/** Bounded work per document: more pages are refused with a clear reason; at most 60 pages are OCR'd. */
export const MAX_PDF_PAGES = 300;

export function extractDocumentText(data: Uint8Array): Promise<ExtractedText> {
  return extractPdfTextBounded(data, { maxPages: MAX_PDF_PAGES });
}
