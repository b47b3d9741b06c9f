// Brochure / flyer PDF → properties. Text layer through the PDF module; pages without one (scans) through
// the OCR service. The text is then read by the brochure parser (one or many properties, brokers).
import { parseBrochureText } from "#server/analysis/property-pdf/brochure-text.ts";
import { extractPdfTextWithOcr } from "#server/analysis/pdf/pdf-ocr.ts";
import { type ExtractionResult, extractionError } from "#shared/contract/property-extraction.ts";

export type PdfExtractOptions = {
  /** OCR pages without a text layer (default true). */
  ocr?: boolean;
  /** File name, used as a weak hint for the property name. */
  fileName?: string;
};

/** Throws PdfError (encrypted, corrupt, empty, too many pages) for files that are not readable PDFs. */
export async function extractPropertiesFromPdf(
  bytes: Uint8Array,
  opts: PdfExtractOptions = {},
): Promise<ExtractionResult> {
  const doc = await extractPdfTextWithOcr(bytes, { ocr: opts.ocr !== false, maxPages: 60, maxOcrPages: 8 });
  const pages = doc.pages.map((p) => p.text);
  const properties = parseBrochureText(pages, { fileName: opts.fileName });
  const sources = [doc.ocrPages.length ? "ocr" : null, doc.ocrPages.length < doc.pageCount ? "pdf-text" : null].filter(
    (s): s is string => s !== null,
  );
  if (properties.length === 0) return { ...extractionError("NO_PROPERTIES_FOUND"), sources };
  return { properties, sources };
}
