// Column-aware reading of a flyer page: text items are grouped into lines, lines are cut at wide gaps into
// segments, and segments that share a left edge and follow each other closely form a block (a column's
// paragraph). Multi-column portfolio sheets, whose plain text interleaves columns, read block by block.
import { openPdf, uprightItems } from "#server/analysis/pdf/pdf-text.ts";

type Item = { str: string; transform: number[]; width: number; height: number };
type Seg = { text: string; x: number; y: number; h: number; right: number };

function segmentsOf(items: Item[]): Seg[] {
  const words = items
    .filter((it) => typeof it.str === "string" && it.str.trim() && Array.isArray(it.transform))
    .map((it) => ({ str: it.str, x: it.transform[4], y: it.transform[5], w: it.width, h: Math.abs(it.height) || 10 }));
  words.sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: (typeof words)[] = [];
  for (const w of words) {
    const line = lines[lines.length - 1];
    if (line && Math.abs(line[0].y - w.y) <= Math.max(2, w.h * 0.45)) line.push(w);
    else lines.push([w]);
  }
  const segs: Seg[] = [];
  for (const line of lines) {
    line.sort((a, b) => a.x - b.x);
    let cur: Seg | null = null;
    for (const w of line) {
      const charW = w.w / Math.max(1, w.str.length) || 5;
      if (cur && w.x - cur.right <= Math.max(charW * 2.2, w.h * 1.0)) {
        const gap = w.x - cur.right;
        cur.text += gap > charW * 0.2 && !cur.text.endsWith(" ") && !w.str.startsWith(" ") ? ` ${w.str}` : w.str;
        cur.right = w.x + w.w;
      } else {
        if (cur) segs.push(cur);
        cur = { text: w.str, x: w.x, y: w.y, h: w.h, right: w.x + w.w };
      }
    }
    if (cur) segs.push(cur);
  }
  return segs.map((s) => ({ ...s, text: s.text.replace(/\s+/g, " ").trim() })).filter((s) => s.text);
}

/** Blocks of one page, each as its lines of text, in top-to-bottom then left-to-right order of their starts. */
export function blocksOf(items: Item[]): string[][] {
  const segs = segmentsOf(items);
  const blocks: Seg[][] = [];
  for (const s of segs) {
    const home = blocks.find((b) => {
      const last = b[b.length - 1];
      const dy = last.y - s.y;
      return Math.abs(last.x - s.x) <= 4 && dy > 0 && dy <= Math.max(last.h, s.h) * 1.9;
    });
    if (home) home.push(s);
    else blocks.push([s]);
  }
  return blocks.map((b) => b.map((s) => s.text));
}

/** Blocks of every page (empty for pages without a text layer). */
export async function pdfBlocks(bytes: Uint8Array, maxPages = 60): Promise<string[][][]> {
  const pdf = await openPdf(bytes, { maxPages });
  try {
    const out: string[][][] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      try {
        const content = await page.getTextContent();
        const viewport = page.getViewport({ scale: 1 }).transform as number[];
        out.push(blocksOf(uprightItems(content.items as Item[], viewport) as Item[]));
      } finally {
        page.cleanup();
      }
    }
    return out;
  } finally {
    await pdf.destroy();
  }
}
