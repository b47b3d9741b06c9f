// Text of every page, OCR'ing the pages that have no usable text layer (scans). Rendering goes
// through pdf.js with @napi-rs/canvas; recognition through the product's one OCR service.
import { extractImages, getResolvedPDFJS, renderPageAsImage } from "unpdf";
import { encodePng, type Grey } from "#server/analysis/ocr/image.ts";
import { recognizeImage } from "#server/analysis/ocr/ocr.ts";
import { PdfError } from "#server/analysis/pdf/pdf-errors.ts";
import { type ExtractOptions, type PdfPage, needsOcr, openPdf, pageText } from "#server/analysis/pdf/pdf-text.ts";

export type OcrExtractOptions = ExtractOptions & {
  /** OCR pages without text (default true). */
  ocr?: boolean;
  /** At most this many pages are OCR'd; the rest stay empty (bounded time). Default 60. */
  maxOcrPages?: number;
  /** Render scale: 1 = 72 dpi. Default 2 (144 dpi): enough for 10-12 pt body text, and fast. */
  scale?: number;
  /** Give up (typed error) past this many milliseconds in total. Default 10 minutes. */
  timeoutMs?: number;
  /**
   * OCR starts on no new page once this many milliseconds have passed: the later pages keep their text layer
   * (empty on an image-only document) and are listed in `ocrSkipped`, so a long scan yields the pages read in
   * time instead of no text at all. Default: no budget.
   */
  ocrBudgetMs?: number;
};

export type PdfTextWithOcr = {
  pageCount: number;
  pages: PdfPage[];
  ocrPages: number[];
  /** Pages that needed OCR but were left unread: past `maxOcrPages` or the OCR time budget. */
  ocrSkipped: number[];
  ocrConfidence: number | null;
};

export async function extractPdfTextWithOcr(data: Uint8Array, opts: OcrExtractOptions = {}): Promise<PdfTextWithOcr> {
  const pdf = await openPdf(data, opts);
  const started = Date.now();
  const timeout = opts.timeoutMs ?? 10 * 60_000;
  const maxOcr = opts.maxOcrPages ?? 60;
  const pages: PdfPage[] = [];
  const ocrPages: number[] = [];
  const ocrSkipped: number[] = [];
  const budget = opts.ocrBudgetMs ?? Number.POSITIVE_INFINITY;
  const confidences: number[] = [];
  try {
    for (let n = 1; n <= pdf.numPages; n++) {
      if (Date.now() - started > timeout) throw new PdfError("PDF_TIMEOUT", `stopped at page ${n}`);
      let text: string;
      try {
        text = await pageText(pdf, n);
      } catch (err) {
        throw new PdfError("PDF_CORRUPT", (err as Error).message);
      }
      // Only pages that draw an image can hold a scan; near-empty text pages (signature blocks) cannot.
      if (opts.ocr !== false && needsOcr(text) && (await pageHasImage(pdf, n))) {
        if (ocrPages.length >= maxOcr || Date.now() - started > budget) {
          ocrSkipped.push(n);
          pages.push({ number: n, text });
          continue;
        }
        const png = (await pageScan(pdf, n)) ?? (await renderPageBounded(pdf, n, opts.scale ?? 2));
        const r = png ? await recognizeImage(png, { psm: 3 }) : { text: "", confidence: 0 };
        if (r.text.trim().length > text.trim().length) {
          text = r.text;
          ocrPages.push(n);
          confidences.push(r.confidence);
        }
      }
      pages.push({ number: n, text });
    }
  } finally {
    await pdf.destroy();
  }
  const ocrConfidence = confidences.length ? confidences.reduce((a, b) => a + b, 0) / confidences.length : null;
  return { pageCount: pages.length, pages, ocrPages, ocrSkipped, ocrConfidence };
}

type Doc = Awaited<ReturnType<typeof openPdf>>;

/** Longest time one page render may take; past it the page is left without OCR text. */
const RENDER_TIMEOUT_MS = 30_000;

/**
 * The scan itself when the page is one large image (a scanned page): its pixels are read directly, which is
 * sharper than a render and needs no canvas. Null when the page has no image big enough to be the page.
 */
async function pageScan(pdf: Doc, pageNumber: number): Promise<Uint8Array | null> {
  let images: Awaited<ReturnType<typeof extractImages>>;
  try {
    images = await extractImages(pdf, pageNumber);
  } catch {
    return null;
  }
  const big = images
    .filter((i) => Math.min(i.width, i.height) >= 400)
    .sort((a, b) => b.width * b.height - a.width * a.height)[0];
  if (!big) return null;
  const { width, height, channels } = big;
  const data = new Uint8ClampedArray(width * height);
  for (let i = 0, j = 0; i < data.length; i++, j += channels) {
    data[i] =
      channels >= 3 ? Math.round(0.299 * big.data[j] + 0.587 * big.data[j + 1] + 0.114 * big.data[j + 2]) : big.data[j];
  }
  const grey: Grey = { width, height, data };
  return new Uint8Array(encodePng(grey));
}

/** A render of the page, or null when it does not finish in time (some images never finish decoding). */
async function renderPageBounded(pdf: Doc, pageNumber: number, scale: number): Promise<Uint8Array | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
  });
  try {
    return await Promise.race([renderPage(pdf, pageNumber, scale), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function pageHasImage(pdf: Doc, pageNumber: number): Promise<boolean> {
  const { OPS } = await getResolvedPDFJS();
  const imageOps = new Set<number>([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageMaskXObject,
    OPS.paintImageXObjectRepeat,
  ]);
  const page = await pdf.getPage(pageNumber);
  try {
    const ops = await page.getOperatorList();
    return ops.fnArray.some((f) => imageOps.has(f));
  } finally {
    page.cleanup();
  }
}

/** PNG of one page. Very large pages are scaled down so a render stays within ~12 MP. */
export async function renderPage(pdf: Doc, pageNumber: number, scale: number): Promise<Uint8Array> {
  const page = await pdf.getPage(pageNumber);
  const vp = page.getViewport({ scale: 1 });
  page.cleanup();
  const maxPixels = 12_000_000;
  const s = Math.min(scale, Math.sqrt(maxPixels / Math.max(1, vp.width * vp.height)));
  const buf = await renderPageAsImage(pdf, pageNumber, { canvasImport: () => import("@napi-rs/canvas"), scale: s });
  return new Uint8Array(buf);
}
