// OCR for business-card photos. The card is read once (the shared card preprocessing: ink map,
// deskew over a wide range, orientation); when that reading is poor (a real photo: texture speckle, perspective, white-on-grey
// print) a second reading of a smoothed ink map with the same geometry is made, and the two are merged
// word by word, keeping for every region of the card the reading tesseract was surer of.
import {
  estimateSkew,
  type Grey,
  lineOrientationRatio,
  polarityFreeInk,
  rotateGrey,
  rotateGreyBy,
  shrink,
  stretchContrast,
  threshold,
} from "#server/analysis/ocr/image.ts";
import {
  abandonCurrentOcr,
  type OcrBox,
  type OcrLine,
  type OcrResult,
  type OcrWord,
  ocrGrey as ocrGreyUnbounded,
  scoreResult,
} from "#server/analysis/ocr/ocr.ts";
import { decodeToGrey } from "#server/analysis/ocr/safe-decode.ts";

/**
 * Time budget for one card, in CPU seconds of this process (the OCR worker thread included): on a machine of
 * its own that is the wall time, and a busy machine does not cut readings short that would have fitted.
 * Further readings (other turns, a closer or denoised reading) start only while one like the last still fits,
 * and are abandoned when they overrun; the first reading may use FIRST_READING_CAP_MS. A 10 s wall-clock cap bounds
 * the work on a busy machine (a photo whose first reading does not finish in it returns nothing, with the note).
 * Stopping early returns the best reading with a note.
 */
export const CARD_BUDGET_MS = 8000;
export const FIRST_READING_CAP_MS = 10_000;
export const WALL_CAP_MS = 10_000;
/** The first reading's wall-clock cap (kept apart so it can be tuned on its own). */
export const FIRST_READING_WALL_CAP_MS = 10_000;
export const BUDGET_NOTE = "Stopped at the time limit for one card: this is the best reading so far; check it.";

class OutOfTime extends Error {}

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function cardClock(budgetMs: number, firstCapMs: number, wallCapMs = WALL_CAP_MS) {
  // The clocks start when the card's first reading starts on the shared OCR worker: time spent queued behind a
  // document's OCR (and that OCR's CPU, which is this process's too) is not the card's, and counting it returned
  // an empty reading whenever a scan met a lease being read.
  let wall0: number | null = null;
  let cpu0: number | null = null;
  const start = () => {
    wall0 ??= Date.now();
    cpu0 ??= cpuMs();
  };
  let lastPass = 0;
  let passes = 0;
  const used = () => (cpu0 === null ? 0 : cpuMs() - cpu0);
  const wallUsed = () => (wall0 === null ? 0 : Date.now() - wall0);
  const left = () => Math.min(budgetMs - used(), wallCapMs - wallUsed());
  return {
    left,
    /** Another reading is worth starting only if one like the last would still fit. */
    affords: () => left() > lastPass * 1.1,
    async ocr(g: Grey, psm: number): Promise<OcrResult> {
      const c0 = cpuMs();
      const limit = passes === 0 ? Math.max(budgetMs, firstCapMs) : budgetMs;
      if (passes > 0 && left() <= 0) throw new OutOfTime();
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<"late">((resolve) => {
        const wallCap = passes === 0 ? Math.max(wallCapMs, FIRST_READING_WALL_CAP_MS) : wallCapMs;
        timer = setInterval(() => {
          if (used() > limit || wallUsed() > wallCap) resolve("late");
        }, 100);
      });
      try {
        const r = await Promise.race([ocrGreyUnbounded(g, psm, start), late]);
        if (r === "late") {
          await abandonCurrentOcr();
          throw new OutOfTime();
        }
        lastPass = cpuMs() - c0;
        passes++;
        return r;
      } finally {
        clearInterval(timer);
      }
    },
  };
}
type Clock = ReturnType<typeof cardClock>;

/** Below this mean confidence the first reading is probably rotated or unreadable: try other turns. */
const ROTATE_BELOW = 55;
/** ...unless the real words (3+ letters or digits) of the reading are this sure: noise drags the mean down. */
const UPRIGHT_WORDS = 50;
/** Below this mean confidence a second, denoised reading is made and merged (photos, not clean scans). */
const SECOND_PASS_BELOW = 75;
/** Widest tilt searched for (degrees): hand-held photos of a card on a desk. */
const MAX_SKEW = 25;
/** Working scale: photos shrunk for speed, small images enlarged (tesseract wants ~20 px x-height). */
const CARD_SCALE = { maxLong: 1600, minLong: 1400, maxUpscale: 4 };

/** 3x3 box blur: cancels paper texture and JPEG speckle that the ink map would turn into dots. */
export function smooth(g: Grey): Grey {
  const { width: w, height: h, data } = g;
  const tmp = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      const a = data[row + Math.max(0, x - 1)];
      const c = data[row + Math.min(w - 1, x + 1)];
      tmp[row + x] = (a + data[row + x] + c) / 3;
    }
  }
  const out = new Uint8ClampedArray(w * h);
  for (let y = 0; y < h; y++) {
    const up = Math.max(0, y - 1) * w;
    const dn = Math.min(h - 1, y + 1) * w;
    const row = y * w;
    for (let x = 0; x < w; x++) out[row + x] = (tmp[up + x] + tmp[row + x] + tmp[dn + x]) / 3;
  }
  return { width: w, height: h, data: out };
}

type Tagged = OcrWord & { pass: 0 | 1; line: number };

function overlaps(a: OcrBox, b: OcrBox): boolean {
  const ox = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const oy = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  if (ox <= 0 || oy <= 0) return false;
  const minW = Math.max(1, Math.min(a.x1 - a.x0, b.x1 - b.x0));
  const minH = Math.max(1, Math.min(a.y1 - a.y0, b.y1 - b.y0));
  return ox >= minW * 0.3 && oy >= minH * 0.5;
}

function overlapArea(a: OcrBox, b: OcrBox): number {
  const ox = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const oy = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return ox > 0 && oy > 0 ? ox * oy : 0;
}

/** Character-weighted mean confidence of a group of words. */
function groupConfidence(words: Tagged[]): number {
  let sum = 0;
  let n = 0;
  for (const w of words) {
    const k = Math.max(1, w.text.replace(/[^\p{L}\p{N}@]/gu, "").length);
    sum += w.confidence * k;
    n += k;
  }
  return n ? sum / n : 0;
}

/**
 * Merges two readings of the same image (same geometry). Words of both readings that cover the same
 * spot form a group; each group takes the reading with the higher character-weighted confidence.
 * The first reading's lines are the frame: words only the second reading saw are left out (they are
 * mostly speckle read as letters), so a merge never adds a line.
 */
export function mergeReadings(first: OcrLine[], second: OcrLine[]): OcrLine[] {
  const words: Tagged[] = [];
  first.forEach((l, i) => {
    for (const w of l.words ?? []) words.push({ ...w, pass: 0, line: i });
  });
  const firstCount = words.length;
  second.forEach((l, i) => {
    for (const w of l.words ?? []) if (w.text.trim()) words.push({ ...w, pass: 1, line: i });
  });
  // Union-find over overlapping words of different passes.
  const parent = words.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  };
  for (let i = 0; i < firstCount; i++)
    for (let j = firstCount; j < words.length; j++)
      if (overlaps(words[i].bbox, words[j].bbox)) parent[find(j)] = find(i);
  const groups = new Map<number, Tagged[]>();
  words.forEach((w, i) => {
    const r = find(i);
    const g = groups.get(r);
    if (g) g.push(w);
    else groups.set(r, [w]);
  });
  // Per first-pass line, the words it keeps (its own, or the second pass's for groups that won).
  const kept: Tagged[][] = first.map(() => []);
  for (const g of groups.values()) {
    const a = g.filter((w) => w.pass === 0);
    if (!a.length) continue;
    const b = g.filter((w) => w.pass === 1);
    if (!b.length || groupConfidence(b) <= groupConfidence(a)) {
      for (const w of a) kept[w.line].push(w);
      continue;
    }
    // A second-pass word joins the line of the first-pass word it covers most. A lone unsure letter
    // ("I", "|") beside a better word is a speckle read as a glyph: it is left out.
    for (const w of b) {
      if (b.length > 1 && w.confidence < 80 && /^[^\p{N}]?\p{L}?[^\p{L}\p{N}]?$/u.test(w.text)) continue;
      let line = a[0].line;
      let most = -1;
      for (const v of a) {
        const area = overlapArea(w.bbox, v.bbox);
        if (area > most) {
          most = area;
          line = v.line;
        }
      }
      kept[line].push(w);
    }
  }
  const out: OcrLine[] = [];
  first.forEach((l, i) => {
    const ws = kept[i].sort((p, q) => p.bbox.x0 - q.bbox.x0);
    if (!l.words?.length) {
      out.push(l);
      return;
    }
    if (!ws.length) return;
    const text = ws.map((w) => w.text).join(" ");
    out.push({
      text,
      confidence: groupConfidence(ws),
      bbox: l.bbox,
      words: ws.map(({ text, confidence, bbox }) => ({ text, confidence, bbox })),
    });
  });
  return out;
}

/** Character-weighted confidence of the words with 3+ letters or digits (0 when there are fewer than 4). */
export function wordConfidence(r: OcrResult): number {
  const words = (r.lines ?? [])
    .flatMap((l) => l.words ?? [])
    .filter((w) => w.text.replace(/[^\p{L}\p{N}]/gu, "").length >= 3);
  return words.length >= 4 ? groupConfidence(words as Tagged[]) : 0;
}

function withText(lines: OcrLine[]): OcrResult {
  let sum = 0;
  let n = 0;
  for (const l of lines)
    for (const w of l.words ?? [{ text: l.text, confidence: l.confidence }]) {
      sum += w.confidence;
      n++;
    }
  return { text: `${lines.map((l) => l.text).join("\n")}\n`, confidence: n ? sum / n : 0, lines };
}

/** Bounding box of the first reading's real text lines, padded; null when there is none. */
export function textRegion(lines: OcrLine[], width: number, height: number): OcrBox | null {
  const real = lines.filter((l) => l.confidence >= 40 && l.text.replace(/[^\p{L}\p{N}]/gu, "").length >= 3);
  if (!real.length) return null;
  const h = Math.max(...real.map((l) => Math.min(l.bbox.y1 - l.bbox.y0, height / 10)));
  const x0 = Math.max(0, Math.min(...real.map((l) => l.bbox.x0)) - h);
  const y0 = Math.max(0, Math.min(...real.map((l) => l.bbox.y0)) - h);
  const x1 = Math.min(width, Math.max(...real.map((l) => l.bbox.x1)) + h);
  const y1 = Math.min(height, Math.max(...real.map((l) => l.bbox.y1)) + h);
  return x1 - x0 >= 16 && y1 - y0 >= 16
    ? { x0: Math.floor(x0), y0: Math.floor(y0), x1: Math.ceil(x1), y1: Math.ceil(y1) }
    : null;
}

function crop(g: Grey, b: OcrBox): Grey {
  const w = b.x1 - b.x0;
  const h = b.y1 - b.y0;
  const data = new Uint8ClampedArray(w * h);
  for (let y = 0; y < h; y++)
    data.set(g.data.subarray((b.y0 + y) * g.width + b.x0, (b.y0 + y) * g.width + b.x1), y * w);
  return { width: w, height: h, data };
}

function offset(b: OcrBox, by: OcrBox): OcrBox {
  return { x0: b.x0 + by.x0, y0: b.y0 + by.y0, x1: b.x1 + by.x0, y1: b.y1 + by.y0 };
}

/** Median height (px) of real text lines below which the card is read again from a closer crop. */
const SMALL_TEXT = 20;
/** Target line height (px) for that closer reading, and the largest image decoded for it. */
const TARGET_TEXT = 30;
const MAX_CLOSE_LONG = 4800;

/**
 * A card far from the camera (small in the photo) has text too small to read at the working scale:
 * the text region is decoded again from the original at a larger scale (up to 4x, upscaled past the
 * source when needed), cropped before any filtering, and read. Only for upright, unturned readings.
 */
async function rereadSmallText(
  bytes: Uint8Array,
  prepared: CardPrepared,
  lines: OcrLine[],
  psm: number,
  clock: Clock,
): Promise<OcrResult | null> {
  const real = lines.filter((l) => l.confidence >= 30 && l.text.replace(/[^\p{L}\p{N}]/gu, "").length >= 3);
  if (real.length < 2) return null;
  const heights = real.map((l) => l.bbox.y1 - l.bbox.y0).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)];
  if (median >= SMALL_TEXT) return null;
  const { grey, image, radius } = prepared;
  const { skew } = prepared.geometry;
  const region = textRegion(lines, image.width, image.height);
  if (!region) return null;
  // The region's corners back in the unrotated frame (rotateGreyBy turns about the centres).
  const rad = (skew * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [x, y] of [
    [region.x0, region.y0],
    [region.x1, region.y0],
    [region.x0, region.y1],
    [region.x1, region.y1],
  ]) {
    const dx = x - image.width / 2;
    const dy = y - image.height / 2;
    xs.push(dx * cos + dy * sin + grey.width / 2);
    ys.push(-dx * sin + dy * cos + grey.height / 2);
  }
  const long = Math.max(grey.width, grey.height);
  const factor = Math.min(4, TARGET_TEXT / Math.max(4, median), MAX_CLOSE_LONG / long);
  if (factor < 1.4) return null;
  const target = Math.round(long * factor);
  const big = await decodeToGrey(bytes, { maxLong: target, minLong: target, maxUpscale: 8 });
  const k = big.width / grey.width;
  const pad = median * 2 * k;
  const box = {
    x0: Math.max(0, Math.floor(Math.min(...xs) * k - pad)),
    y0: Math.max(0, Math.floor(Math.min(...ys) * k - pad)),
    x1: Math.min(big.width, Math.ceil(Math.max(...xs) * k + pad)),
    y1: Math.min(big.height, Math.ceil(Math.max(...ys) * k + pad)),
  };
  if (box.x1 - box.x0 < 32 || box.y1 - box.y0 < 32) return null;
  const part = stretchContrast(crop({ width: big.width, height: big.height, data: big.data }, box));
  const r = Math.round(radius * k);
  let ink = polarityFreeInk(part, r, r * 3, Math.round(r * 0.6));
  // The tilt is measured again on the crop: on the small card the whole-photo estimate is unreliable.
  const thumb = threshold(shrink(ink, Math.min(1, 700 / Math.max(ink.width, ink.height))), 150);
  const tilt = estimateSkew(thumb, MAX_SKEW);
  if (Math.abs(tilt) >= 0.4) ink = rotateGreyBy(ink, tilt);
  return clock.ocr(ink, psm);
}

/** How the ink map is turned upright: a quarter turn, the deskew angle, then a half turn. */
type Geometry = { quarter: 0 | 90; skew: number; flip: 0 | 180 };
type CardPrepared = { grey: Grey; page: Grey; thumb: Grey; image: Grey; radius: number; geometry: Geometry };

function orient(page: Grey, g: Geometry): Grey {
  let image = g.quarter ? rotateGrey(page, 90) : page;
  if (Math.abs(g.skew) >= 0.4) image = rotateGreyBy(image, g.skew);
  return g.flip ? rotateGrey(image, 180) : image;
}

/**
 * The shared card preprocessing (contrast stretch, polarity-free ink map, quarter turn, deskew) with a
 * wider skew search: a card photographed at an angle is often tilted by 15-25 degrees.
 */
async function prepareCard(bytes: Uint8Array): Promise<CardPrepared> {
  const decoded = await decodeToGrey(bytes, CARD_SCALE);
  const grey = stretchContrast({ width: decoded.width, height: decoded.height, data: decoded.data });
  const long = Math.max(grey.width, grey.height);
  const radius = Math.max(6, Math.round(long / 80));
  const page = polarityFreeInk(grey, radius, radius * 3, Math.round(radius * 0.6));
  const thumb = threshold(shrink(page, Math.min(1, 700 / long)), 150);
  const quarter: 0 | 90 = lineOrientationRatio(thumb) < 0.8 ? 90 : 0;
  const skew = estimateSkew(quarter ? rotateGrey(thumb, 90) : thumb, MAX_SKEW);
  const geometry: Geometry = { quarter, skew, flip: 0 };
  return { grey, page, thumb, image: orient(page, geometry), radius, geometry };
}

/**
 * OCR of a business-card image (PNG/JPEG/WebP/GIF/BMP). Throws NotAnImageError for anything else.
 * Sparse-text segmentation; other turns when the reading is poor (the half turn first; the other
 * quarter, deskewed for itself, only while the orientation is still unclear); a closer reading for a
 * card small in the photo; a second, denoised reading merged word by word when the card is a hard photo.
 */
export async function recognizeCardImage(
  bytes: Uint8Array,
  // wallCapMs: benches on a shared machine lift the wall-clock cap to measure what the CPU budget alone gives.
  opts: { budgetMs?: number; firstReadingCapMs?: number; wallCapMs?: number } = {},
): Promise<OcrResult> {
  const clock = cardClock(
    opts.budgetMs ?? CARD_BUDGET_MS,
    opts.firstReadingCapMs ?? FIRST_READING_CAP_MS,
    opts.wallCapMs,
  );
  let best: OcrResult = { text: "", confidence: 0, lines: [] };
  try {
    return await readCard(bytes, clock, (r) => {
      best = r;
    });
  } catch (err) {
    if (!(err instanceof OutOfTime)) throw err;
    return { ...best, note: BUDGET_NOTE };
  }
}

/** The readings, best-so-far reported through `keep` so the budget can return it. */
async function readCard(bytes: Uint8Array, clock: Clock, keep: (r: OcrResult) => void): Promise<OcrResult> {
  const psm = 11;
  const prepared = await prepareCard(bytes);
  const ocrGrey = (g: Grey, p: number) => clock.ocr(g, p);
  const skipped = (r: OcrResult): OcrResult => ({ ...r, note: BUDGET_NOTE });
  const { page, thumb } = prepared;
  let geo = prepared.geometry;
  let best = await ocrGrey(prepared.image, psm);
  keep(best);
  if (best.confidence < ROTATE_BELOW && wordConfidence(best) < UPRIGHT_WORDS) {
    if (!clock.affords()) return skipped(best);
    let bestScore = scoreResult(best);
    const flipped = await ocrGrey(rotateGrey(prepared.image, 180), psm);
    const flippedScore = scoreResult(flipped);
    if (flippedScore > bestScore) {
      best = flipped;
      bestScore = flippedScore;
      geo = { ...geo, flip: 180 };
      keep(best);
    }
    // Upright and upside down read about as (badly) as each other: the lines may run the other way.
    if (best.confidence < 75 && Math.min(flippedScore, bestScore) >= Math.max(flippedScore, bestScore) * 0.5) {
      const quarter: 0 | 90 = geo.quarter ? 0 : 90;
      const skew = estimateSkew(quarter ? rotateGrey(thumb, 90) : thumb, MAX_SKEW);
      for (const flip of [0, 180] as const) {
        if (!clock.affords()) return skipped(best);
        const g: Geometry = { quarter, skew, flip };
        const r = await ocrGrey(orient(page, g), psm);
        const sc = scoreResult(r);
        if (sc > bestScore) {
          best = r;
          bestScore = sc;
          geo = g;
          keep(best);
        }
        if (r.confidence >= 75) break;
      }
    }
  }
  if (!geo.quarter && !geo.flip && best.lines?.length) {
    if (!clock.affords()) return skipped(best);
    const closer = await rereadSmallText(bytes, prepared, best.lines, psm, clock);
    if (closer && scoreResult(closer) > scoreResult(best)) return closer;
  }
  if (best.confidence >= SECOND_PASS_BELOW || !best.lines?.length) return best;

  // Second reading: the same ink map of a smoothed greyscale, same geometry.
  const { grey, radius } = prepared;
  const ink = orient(polarityFreeInk(smooth(grey), radius, radius * 3, Math.round(radius * 0.6)), geo);
  const shape = orient(page, geo);
  if (ink.width !== shape.width || ink.height !== shape.height) return best;
  // Only the part of the card where the first reading found text is read again (the desk around a
  // card is texture that costs time and only yields speckle).
  const box = textRegion(best.lines, ink.width, ink.height);
  if (!box) return best;
  if (!clock.affords()) return skipped(best);
  const second = await ocrGrey(crop(ink, box), psm);
  const shifted = (second.lines ?? []).map((l) => ({
    ...l,
    bbox: offset(l.bbox, box),
    words: l.words?.map((w) => ({ ...w, bbox: offset(w.bbox, box) })),
  }));
  return withText(mergeReadings(best.lines, shifted));
}
