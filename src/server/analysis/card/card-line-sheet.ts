// A closer reading of a card's text lines: every line found (card-text-lines.ts) is cut out of the greyscale,
// brought to the letter height tesseract reads best, binarised by its own threshold (light print on a dark band
// turned dark on white), and the lines are stacked on one white sheet read in a single OCR call. The words read
// are mapped back into the card's pixels, so the reading can be merged with the card's first reading.
import { otsu, resizeGrey } from "#server/analysis/card/card-region.ts";
import { components, findTextLines, type TextLine } from "#server/analysis/card/card-text-lines.ts";
import type { Grey } from "#server/analysis/ocr/image.ts";
import { rotateGreyBy, turnBox } from "#server/analysis/ocr/image-geometry.ts";
import type { OcrBox, OcrLine, OcrResult } from "#server/analysis/ocr/ocr.ts";

/** Letter height (px, the lines' median component: x-height for mixed case) the sheet brings every line to. */
export const SHEET_LETTER = 26;
/** White margin around the sheet and between its rows (px). */
const MARGIN = 24;
/** Longest sheet side (px): more lines are left out rather than the sheet grown without bound. */
const MAX_SHEET = 6000;

/**
 * Where one row of the sheet came from: `box` in the card image, turned by -`tilt` about its centre (a canvas
 * `turned` wide and high), of which the part from (`cx`, `cy`) was drawn at `scale`, `top` px down the sheet.
 */
export type SheetRow = {
  /** Index of the text line drawn in this row. */
  line: number;
  top: number;
  height: number;
  box: OcrBox;
  tilt: number;
  turned: { width: number; height: number };
  cx: number;
  cy: number;
  scale: number;
};
export type Sheet = { image: Grey; rows: SheetRow[] };

/**
 * One line's crop as dark print on white, by its own threshold (Otsu): the print is the side that the crop's top
 * and bottom rows (the space between lines) mostly are not — bold print can cover more than half of the crop.
 * The greys between the print's and the paper's mean levels are kept as a ramp: tesseract's recogniser reads
 * grey edges better than the thickened strokes of a hard threshold of a blurred photo.
 */
export function normaliseLine(g: Grey, flip = false): Grey {
  const level = otsu(g);
  let dark = 0;
  const edge = [...g.data.subarray(0, g.width), ...g.data.subarray(g.data.length - g.width)];
  for (const v of edge) if (v <= level) dark++;
  // `flip`: the other polarity, for a line whose first reading suggests the guess was wrong (print on a pattern).
  const lightPrint = dark > edge.length / 2 !== flip;
  let inkSum = 0;
  let inkN = 0;
  let paperSum = 0;
  let paperN = 0;
  for (const v of g.data) {
    if (v <= level !== lightPrint) {
      inkSum += v;
      inkN++;
    } else {
      paperSum += v;
      paperN++;
    }
  }
  const ink = inkN ? inkSum / inkN : 0;
  const paper = paperN ? paperSum / paperN : 255;
  const span = Math.max(8, Math.abs(paper - ink));
  const out = new Uint8ClampedArray(g.data.length);
  // 0 at the print's mean, 255 at the paper's mean, whichever is the lighter.
  const sign = lightPrint ? -1 : 1;
  for (let i = 0; i < out.length; i++) out[i] = ((sign * (g.data[i] - ink)) / span) * 255;
  return { width: g.width, height: g.height, data: out };
}

/** `g` with the dark components whose vertical centre lies outside [top, bottom] turned white. */
export function keepBand(g: Grey, top: number, bottom: number): Grey {
  const data = g.data.slice();
  for (const c of components(g, 160)) {
    const cy = (c.y0 + c.y1) / 2;
    if (cy >= top && cy <= bottom) continue;
    for (let y = c.y0; y < c.y1; y++)
      for (let x = c.x0; x < c.x1; x++) if (g.data[y * g.width + x] < 160) data[y * g.width + x] = 255;
  }
  return { width: g.width, height: g.height, data };
}

function cropBox(g: Grey, b: OcrBox): Grey {
  const w = b.x1 - b.x0;
  const h = b.y1 - b.y0;
  const data = new Uint8ClampedArray(w * h);
  for (let y = 0; y < h; y++)
    data.set(g.data.subarray((b.y0 + y) * g.width + b.x0, (b.y0 + y) * g.width + b.x1), y * w);
  return { width: w, height: h, data };
}

/** Tilts below this (degrees) are left to tesseract: turning resamples the letters. */
const MIN_TILT = 1;

/** One line cut out level: its box in the card, the turned crop and the band of it that holds the letters. */
function cutLine(grey: Grey, l: TextLine) {
  const tilt = Math.abs(l.tilt) >= MIN_TILT ? l.tilt : 0;
  const pad = Math.round(l.height * 0.8);
  const box = {
    x0: Math.max(0, l.x0 - pad),
    y0: Math.max(0, l.y0 - pad),
    x1: Math.min(grey.width, l.x1 + pad),
    y1: Math.min(grey.height, l.y1 + pad),
  };
  const turned = rotateGreyBy(cropBox(grey, box), -tilt);
  // The letters' own band: the box's height less what the tilt adds across the line's length.
  const thick = Math.max(l.height * 1.2, l.y1 - l.y0 - Math.abs(Math.tan((tilt * Math.PI) / 180)) * (l.x1 - l.x0));
  const half = thick / 2 + l.height * 0.35;
  // The line's centre stays at the turned canvas's centre (turning is about the centre), shifted by the box's
  // asymmetric clipping at the image edges.
  const midY = turned.height / 2 + ((l.y0 + l.y1) / 2 - (box.y0 + box.y1) / 2);
  const cy = Math.max(0, Math.round(midY - half));
  const cy1 = Math.min(turned.height, Math.round(midY + half));
  const cx = Math.max(0, Math.round(turned.width / 2 - (box.x1 - box.x0) / 2));
  const cx1 = Math.min(turned.width, cx + (box.x1 - box.x0));
  return {
    box,
    tilt,
    turned,
    cx,
    cy,
    part: cropBox(turned, { x0: cx, y0: cy, x1: cx1, y1: cy1 }),
    band: [midY - cy - thick / 2, midY - cy + thick / 2],
  };
}

/** The sheet of `lines` cut from `grey` (the card image the lines were found on, same geometry). */
export function buildSheet(
  grey: Grey,
  lines: TextLine[],
  letter = SHEET_LETTER,
  flipped: ReadonlySet<number> = new Set(),
): Sheet {
  const parts: { img: Grey; row: SheetRow }[] = [];
  let y = MARGIN;
  let width = 0;
  for (const [i, l] of lines.entries()) {
    const cut = cutLine(grey, l);
    const scale = Math.min(4, Math.max(0.5, letter / Math.max(1, l.height)));
    const w = Math.max(1, Math.round(cut.part.width * scale));
    const h = Math.max(1, Math.round(cut.part.height * scale));
    if (y + h + MARGIN > MAX_SHEET || w + 2 * MARGIN > MAX_SHEET) continue;
    // Print of the lines above and below reaching into the cut is blanked: only letters centred in this
    // line's own band (a little wider, for dots and accents) stay.
    const slack = l.height * 0.3;
    const img = keepBand(
      normaliseLine(resizeGrey(cut.part, w, h), flipped.has(i)),
      (cut.band[0] - slack) * scale,
      (cut.band[1] + slack) * scale,
    );
    const { box, tilt, turned, cx, cy } = cut;
    parts.push({
      img,
      row: {
        line: i,
        top: y,
        height: h,
        box,
        tilt,
        turned: { width: turned.width, height: turned.height },
        cx,
        cy,
        scale,
      },
    });
    y += h + MARGIN;
    width = Math.max(width, w);
  }
  const W = width + 2 * MARGIN;
  const H = Math.max(y, 2 * MARGIN);
  const data = new Uint8ClampedArray(W * H).fill(255);
  for (const { img, row } of parts)
    for (let r = 0; r < img.height; r++)
      data.set(img.data.subarray(r * img.width, (r + 1) * img.width), (row.top + r) * W + MARGIN);
  return { image: { width: W, height: H, data }, rows: parts.map((p) => p.row) };
}

/** A box of the sheet back in the card image's pixels, through the row it lies in (null: between rows). */
function toCard(b: OcrBox, rows: SheetRow[]): OcrBox | null {
  const cy = (b.y0 + b.y1) / 2;
  const row = rows.find((r) => cy >= r.top && cy < r.top + r.height);
  if (!row) return null;
  // Sheet → turned canvas → (turned back by +tilt about the centre) → the box in the card.
  const inTurned = {
    x0: (b.x0 - MARGIN) / row.scale + row.cx,
    y0: (b.y0 - row.top) / row.scale + row.cy,
    x1: (b.x1 - MARGIN) / row.scale + row.cx,
    y1: (b.y1 - row.top) / row.scale + row.cy,
  };
  const c = turnBox(
    inTurned,
    row.tilt,
    { x: row.turned.width / 2, y: row.turned.height / 2 },
    { x: (row.box.x0 + row.box.x1) / 2, y: (row.box.y0 + row.box.y1) / 2 },
  );
  return { x0: Math.round(c.x0), y0: Math.round(c.y0), x1: Math.round(c.x1), y1: Math.round(c.y1) };
}

/** The sheet's reading with every line and word box in the card image's pixels. */
export function sheetToCard(r: OcrResult, sheet: Sheet): OcrResult {
  const lines: OcrLine[] = [];
  for (const l of r.lines ?? []) {
    const bbox = toCard(l.bbox, sheet.rows);
    if (!bbox) continue;
    const words = (l.words ?? []).flatMap((w) => {
      const wb = toCard(w.bbox, sheet.rows);
      return wb ? [{ ...w, bbox: wb }] : [];
    });
    lines.push({ ...l, bbox, words });
  }
  return { ...r, lines };
}

/** Fewest lines worth a sheet: with fewer, the card's first reading is all there is to read. */
const MIN_ROWS = 2;

/** A row read below this character-weighted confidence is read again with the other polarity. */
const FLIP_BELOW = 60;

/** The row of `sheet` a box of its reading lies in (by its vertical centre), or null between rows. */
function rowOf(b: OcrBox, rows: SheetRow[]): SheetRow | null {
  const cy = (b.y0 + b.y1) / 2;
  return rows.find((r) => cy >= r.top && cy < r.top + r.height) ?? null;
}

/** Character-weighted word confidence of each text line (by index) in a sheet's reading; 0 when nothing was read. */
export function rowConfidences(r: OcrResult, sheet: Sheet): Map<number, number> {
  const sums = new Map<number, [number, number]>();
  for (const row of sheet.rows) sums.set(row.line, [0, 0]);
  for (const l of r.lines ?? [])
    for (const w of l.words ?? []) {
      const row = rowOf(w.bbox, sheet.rows);
      const k = w.text.replace(/[^\p{L}\p{N}@]/gu, "").length;
      if (!row || !k) continue;
      const s = sums.get(row.line) as [number, number];
      s[0] += w.confidence * k;
      s[1] += k;
    }
  return new Map([...sums].map(([i, [sum, n]]) => [i, n ? sum / n : 0]));
}

/** The lines of a sheet's reading that lie in rows of the given text lines, with their text line's index. */
function linesOfRows(r: OcrResult, sheet: Sheet, keep: (line: number) => boolean) {
  return (r.lines ?? []).flatMap((l) => {
    const row = rowOf(l.bbox, sheet.rows);
    return row !== null && keep(row.line) ? [{ index: row.line, lines: [l] }] : [];
  });
}

/**
 * The closer reading of the text lines of `ink` (the card's ink map, upright) cut from `grey` (its greyscale,
 * same geometry), read as one block; null when the card shows too few lines. Boxes are in `grey`'s pixels.
 * When `affords()` allows one more reading, the rows read below FLIP_BELOW are drawn again with the other
 * polarity on a sheet of their own (a line on a photo or pattern, whose edge rows misled the polarity guess),
 * and each such row keeps the surer of its two readings.
 */
export async function readLineSheet(
  ink: Grey,
  grey: Grey,
  read: (g: Grey, psm: number) => Promise<OcrResult>,
  affords: () => boolean = () => false,
): Promise<OcrResult | null> {
  const lines = findTextLines(ink);
  if (lines.length < MIN_ROWS) return null;
  const sheet = buildSheet(grey, lines);
  if (sheet.rows.length < MIN_ROWS) return null;
  const first = await read(sheet.image, 6);
  const conf = rowConfidences(first, sheet);
  const weak = new Set([...conf].filter(([, c]) => c < FLIP_BELOW).map(([i]) => i));
  if (!weak.size || !affords()) return sheetToCard(first, sheet);
  const flippedSheet = buildSheet(
    grey,
    lines.map((l, i) => (weak.has(i) ? l : null)).filter((l): l is TextLine => l !== null),
    SHEET_LETTER,
    new Set([...Array(weak.size).keys()]),
  );
  // Rows of the flipped sheet are numbered within it: back to the text lines' own indexes.
  const order = lines.flatMap((_, i) => (weak.has(i) ? [i] : []));
  for (const row of flippedSheet.rows) row.line = order[row.line];
  const second = await read(flippedSheet.image, 6);
  const conf2 = rowConfidences(second, flippedSheet);
  const better = new Set([...conf2].filter(([i, c]) => c > (conf.get(i) ?? 0)).map(([i]) => i));
  if (!better.size) return sheetToCard(first, sheet);
  // Each row's lines in the card's pixels, in the first sheet's row order (the reading order of the card).
  const rows = [
    ...linesOfRows(first, sheet, (i) => !better.has(i)).map((x) => ({ ...x, from: sheet, r: first })),
    ...linesOfRows(second, flippedSheet, (i) => better.has(i)).map((x) => ({ ...x, from: flippedSheet, r: second })),
  ].sort((a, b) => a.index - b.index);
  const all = rows.flatMap((x) => sheetToCard({ ...x.r, lines: x.lines }, x.from).lines ?? []);
  return { ...first, lines: all };
}
