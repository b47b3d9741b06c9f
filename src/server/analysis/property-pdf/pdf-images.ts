// 'Extract images from PDF': each page rendered to a PNG (brochure pages are the photos, plans and maps a
// broker wants on the property). Bounded: at most `maxPages` pages, ~12 MP per render.
import { createRequire } from "node:module";
import path from "node:path";
import { createCanvas } from "@napi-rs/canvas";
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

const STANDARD_FONTS = `${path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"))}/standard_fonts/`;
const MAX_PIXELS = 12_000_000;

/**
 * One page drawn by pdf.js's full build, glyphs and vector paths included: unpdf's bundled build draws only a
 * page's images, so a flyer's words, floor plans and CAD sheets came out blank (and the OCR of vector-only
 * plans read nothing). One document per page: a second render of a document whose standard fonts are not
 * embedded may never settle.
 */
export async function renderOnePage(bytes: Uint8Array, page: number, scale: number): Promise<PdfPageImage> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    standardFontDataUrl: STANDARD_FONTS,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const p = await pdf.getPage(page);
    const base = p.getViewport({ scale: 1 });
    const s = Math.min(scale, Math.sqrt(MAX_PIXELS / Math.max(1, base.width * base.height)));
    const viewport = p.getViewport({ scale: s });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const ctx = canvas.getContext("2d");
    // A page is paper: transparent areas would turn black in a JPEG or to the OCR.
    ctx.fillStyle = "#fff";
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    await p.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: ctx as never, viewport }).promise;
    const png = new Uint8Array(await canvas.encode("png"));
    return { page, png, ...pngSize(png) };
  } finally {
    await pdf.destroy();
  }
}
