// 'Extract images from PDF': each page rendered to a PNG (brochure pages are the photos, plans and maps a
// broker wants on the property). Bounded: at most `maxPages` pages, ~12 MP per render.
import { renderPage } from "#server/analysis/pdf/pdf-ocr.ts";
import { openPdf } from "#server/analysis/pdf/pdf-text.ts";

export type PdfPageImage = { page: number; png: Uint8Array; width: number; height: number };

export type PdfImageOptions = {
  /** Pages rendered, from the first (default 10). */
  maxPages?: number;
  /** Render scale, 1 = 72 dpi (default 1.5). */
  scale?: number;
};

function pngSize(png: Uint8Array): { width: number; height: number } {
  const v = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return png.byteLength >= 24 ? { width: v.getUint32(16), height: v.getUint32(20) } : { width: 0, height: 0 };
}

/** PNG renders of the first pages of a PDF. Throws PdfError for encrypted, corrupt or empty files. */
export async function extractPdfImages(bytes: Uint8Array, opts: PdfImageOptions = {}): Promise<PdfPageImage[]> {
  const probe = await openPdf(bytes);
  const last = Math.min(probe.numPages, opts.maxPages ?? 10);
  await probe.destroy();
  const out: PdfPageImage[] = [];
  for (let n = 1; n <= last; n++) out.push(await renderOnePage(bytes, n, opts.scale ?? 1.5));
  return out;
}

/**
 * One document per page: pdf.js (through unpdf) never settles a second page render of a document whose
 * standard fonts are not embedded, so each page is rendered from a fresh document.
 */
export async function renderOnePage(bytes: Uint8Array, page: number, scale: number): Promise<PdfPageImage> {
  const pdf = await openPdf(bytes);
  try {
    const png = await renderPage(pdf, page, scale);
    return { page, png, ...pngSize(png) };
  } finally {
    await pdf.destroy();
  }
}
