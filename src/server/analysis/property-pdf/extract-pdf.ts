// Brochure / flyer PDF → properties. Text layer through the PDF module (plus its column blocks for
// multi-column sheets); pages without one (scans) through the OCR service. Then the brochure parser.
import { recognizeImage } from "#server/analysis/ocr/ocr.ts";
import { extractPdfTextWithOcr } from "#server/analysis/pdf/pdf-ocr.ts";
import { needsOcr } from "#server/analysis/pdf/pdf-text.ts";
import { renderOnePage } from "#server/analysis/property-pdf/pdf-images.ts";
import { parseBrochureText } from "#server/analysis/property-pdf/brochure-text.ts";
import { pdfBlocks } from "#server/analysis/property-pdf/pdf-layout.ts";
import { type ExtractionResult, extractionError } from "#shared/contract/property-extraction.ts";

export type PdfExtractOptions = {
  /** OCR pages without a text layer (default true). */
  ocr?: boolean;
  /** File name, used as a weak hint for the property name. */
  fileName?: string;
};

export const BROCHURE_MAX_PAGES = 60;

/**
 * Plans and CAD sheets draw their words as vector outlines: no text layer and no image, so the shared
 * OCR pass skips them. Render and read those pages too (at ~200 dpi; the first few only).
 */
async function ocrVectorPages(
  bytes: Uint8Array,
  doc: { pages: { number: number; text: string }[]; ocrPages: number[] },
) {
  const todo = doc.pages
    .filter((p) => needsOcr(p.text) && !doc.ocrPages.includes(p.number))
    .slice(0, 4 - doc.ocrPages.length);
  if (todo.length === 0) return;
  for (const p of todo) {
    const r = await recognizeImage((await renderOnePage(bytes, p.number, 2.8)).png, { psm: 3 });
    if (r.text.trim().length > p.text.trim().length) {
      p.text = r.text;
      doc.ocrPages.push(p.number);
    }
  }
}

/** Throws PdfError (encrypted, corrupt, empty, too many pages) for files that are not readable PDFs. */
export async function extractPropertiesFromPdf(
  bytes: Uint8Array,
  opts: PdfExtractOptions = {},
): Promise<ExtractionResult> {
  const doc = await extractPdfTextWithOcr(bytes, {
    ocr: opts.ocr !== false,
    maxPages: BROCHURE_MAX_PAGES,
    maxOcrPages: 4,
    scale: 2.8,
  });
  if (opts.ocr !== false) await ocrVectorPages(bytes, doc);
  const blocks = doc.ocrPages.length === doc.pageCount ? undefined : await pdfBlocks(bytes, BROCHURE_MAX_PAGES);
  const properties = parseBrochureText(
    doc.pages.map((p) => p.text),
    { fileName: opts.fileName, blocks: blocks?.map((b, i) => (doc.ocrPages.includes(i + 1) ? [] : b)) },
  );
  const sources = [doc.ocrPages.length ? "ocr" : null, doc.ocrPages.length < doc.pageCount ? "pdf-text" : null].filter(
    (s): s is string => s !== null,
  );
  if (properties.length === 0) return { ...extractionError("NO_PROPERTIES_FOUND"), sources };
  return { properties, sources };
}
