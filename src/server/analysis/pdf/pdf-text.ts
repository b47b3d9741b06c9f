import { PDFDocument as PdfLibDocument } from "pdf-lib";
import { getDocumentProxy } from "unpdf";
import { PdfError } from "#server/analysis/pdf/pdf-errors.ts";

export type PdfPage = { number: number; text: string };
export type PdfText = { pageCount: number; pages: PdfPage[] };

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

export type ExtractOptions = {
  /** Refuse documents with more pages than this (bounded time and memory). */
  maxPages?: number;
};

export const DEFAULT_MAX_PAGES = 300;

/** Opens a PDF, mapping pdf.js failures to typed errors. The caller must `destroy()` the result. */
export async function openPdf(data: Uint8Array, opts: ExtractOptions = {}): Promise<PdfDocument> {
  const maxPages = opts.maxPages ?? DEFAULT_MAX_PAGES;
  if (data.byteLength < 8 || !looksLikePdf(data)) throw new PdfError("PDF_CORRUPT", "no PDF header");
  let pdf: PdfDocument;
  try {
    // Copy: pdf.js transfers (detaches) the buffer it is given.
    pdf = await getDocumentProxy(new Uint8Array(data), { verbosity: 0, isEvalSupported: false });
  } catch (err) {
    throw mapPdfJsError(err);
  }
  // pdf.js invents a page for a document whose page tree is empty; ask the page tree itself.
  if (pdf.numPages === 1 && (await declaredPageCount(data)) === 0) {
    await pdf.destroy();
    throw new PdfError("PDF_EMPTY");
  }
  if (pdf.numPages === 0) {
    await pdf.destroy();
    throw new PdfError("PDF_EMPTY");
  }
  if (pdf.numPages > maxPages) {
    const n = pdf.numPages;
    await pdf.destroy();
    throw new PdfError("PDF_TOO_MANY_PAGES", `${n} pages, the limit is ${maxPages}`);
  }
  return pdf;
}

async function declaredPageCount(data: Uint8Array): Promise<number | null> {
  try {
    const doc = await PdfLibDocument.load(data, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    });
    return doc.getPageCount();
  } catch {
    return null;
  }
}

function looksLikePdf(data: Uint8Array): boolean {
  // The header may be preceded by junk bytes; pdf.js accepts it within the first KB.
  const head = Buffer.from(data.buffer, data.byteOffset, Math.min(1024, data.byteLength)).toString("latin1");
  return head.includes("%PDF-");
}

function mapPdfJsError(err: unknown): PdfError {
  const e = err as { name?: string; message?: string };
  if (e?.name === "PasswordException") return new PdfError("PDF_ENCRYPTED");
  return new PdfError("PDF_CORRUPT", e?.message ?? String(err));
}

type TextItem = { str: string; transform: number[]; width: number; height: number; hasEOL?: boolean };

/**
 * Rebuilds the lines of a page from item positions: items on the same baseline are joined left to
 * right, a wide horizontal gap (a table column) becomes two spaces, so table rows and "Label   value"
 * layouts survive as one line each.
 */
export function itemsToText(items: TextItem[]): string {
  const words = items
    // Whitespace items are pdf.js's own guesses at gaps; spacing is rebuilt from positions instead.
    .filter((it) => typeof it.str === "string" && it.str.trim().length > 0 && Array.isArray(it.transform))
    .map((it) => ({
      str: it.str,
      x: it.transform[4],
      y: it.transform[5],
      w: it.width,
      h: Math.abs(it.height) || Math.abs(it.transform[3]) || 10,
    }));
  if (words.length === 0) return "";
  // Sort top to bottom (pdf y grows upward), then left to right.
  words.sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: (typeof words)[] = [];
  for (const w of words) {
    const line = lines[lines.length - 1];
    const tol = Math.max(2, w.h * 0.45);
    if (line && Math.abs(line[0].y - w.y) <= tol) line.push(w);
    else lines.push([w]);
  }
  const out: string[] = [];
  for (const line of lines) {
    line.sort((a, b) => a.x - b.x);
    let s = "";
    let prevEnd: number | null = null;
    let charW = 5;
    for (const w of line) {
      if (w.str.trim().length > 0) charW = w.w / Math.max(1, w.str.length) || charW;
      if (prevEnd !== null) {
        const gap = w.x - prevEnd;
        if (gap > Math.max(charW * 2.5, w.h * 1.2)) s = `${s.trimEnd()}  `;
        else if (gap > charW * 0.2 && !s.endsWith(" ") && !w.str.startsWith(" ")) s += " ";
      }
      s += w.str;
      prevEnd = w.x + w.w;
    }
    const t = s.replace(/[ \t]+$/g, "");
    if (t.trim()) out.push(t);
  }
  return out.join("\n");
}

/**
 * Puts items into reading coordinates: through the page's viewport (page /Rotate), then turned so the
 * page's dominant text direction runs left to right. Landscape brochures and sideways-set pages would
 * otherwise have their lines glued together.
 */
export function uprightItems(items: TextItem[], viewport: number[] = [1, 0, 0, -1, 0, 0]): TextItem[] {
  const [va, vb, vc, vd, ve, vf] = viewport;
  const placed = items
    .filter((it) => Array.isArray(it.transform))
    .map((it) => {
      const [a, b, c, d, e, f] = it.transform;
      // Display space has y growing downward; flip so it grows upward like PDF space.
      const x = va * e + vc * f + ve;
      const y = -(vb * e + vd * f + vf);
      const dx = va * a + vc * b;
      const dy = -(vb * a + vd * b);
      return { it, x, y, angle: Math.round(Math.atan2(dy, dx) / (Math.PI / 2)), size: Math.hypot(c, d) };
    });
  const votes = new Map<number, number>();
  for (const p of placed) if (p.it.str.trim()) votes.set(p.angle, (votes.get(p.angle) ?? 0) + p.it.str.length);
  const dominant = [...votes].sort((p, q) => q[1] - p[1])[0]?.[0] ?? 0;
  const turns = ((-dominant % 4) + 4) % 4;
  return placed.map(({ it, x, y, size }) => {
    let rx = x;
    let ry = y;
    for (let i = 0; i < turns; i++) [rx, ry] = [-ry, rx];
    return { ...it, transform: [size, 0, 0, size, rx, ry], height: it.height || size };
  });
}

/** Text of one page of an open document. */
export async function pageText(pdf: PdfDocument, pageNumber: number): Promise<string> {
  const page = await pdf.getPage(pageNumber);
  try {
    const content = await page.getTextContent();
    const viewport = page.getViewport({ scale: 1 }).transform as number[];
    return itemsToText(uprightItems(content.items as TextItem[], viewport));
  } finally {
    page.cleanup();
  }
}

/** Text of every page, 1-based page numbers. Pages without a text layer come back with empty text. */
export async function extractPdfText(data: Uint8Array, opts: ExtractOptions = {}): Promise<PdfText> {
  const pdf = await openPdf(data, opts);
  try {
    const pages: PdfPage[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      let text: string;
      try {
        text = await pageText(pdf, n);
      } catch (err) {
        throw mapPdfJsError(err);
      }
      pages.push({ number: n, text });
    }
    return { pageCount: pdf.numPages, pages };
  } finally {
    await pdf.destroy();
  }
}

/** A page whose text layer is missing or too thin to be the page's real content (a scan). */
export function needsOcr(text: string): boolean {
  const letters = text.replace(/[^A-Za-z]/g, "").length;
  return letters < 40;
}
