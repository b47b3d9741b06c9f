// OCR for business-card photos. The card is read once (the shared card preprocessing: ink map,
// deskew over a wide range, orientation); then its text lines alone are read again from one sheet (each line cut
// out level, at tesseract's letter height, by its own threshold; rows read poorly read once more with the other
// polarity) and merged in; when the reading is still poor
// (a real photo: texture speckle, perspective, white-on-grey print) a reading of a smoothed ink map with the same
// geometry is made and merged word by word, keeping for every region of the card the reading tesseract was surer of.
import { readLineSheet } from "#server/analysis/card/card-line-sheet.ts";
import { mergeReadings, withText, wordConfidence } from "#server/analysis/card/card-merge.ts";
import {
  crop,
  type Geometry,
  MAX_SKEW,
  offset,
  orient,
  prepareCard,
  rereadSmallText,
  smooth,
  textRegion,
} from "#server/analysis/card/card-prepare.ts";
import type { Grey } from "#server/analysis/ocr/image.ts";
import { estimateSkew, rotateGrey } from "#server/analysis/ocr/image-geometry.ts";
import { polarityFreeInk } from "#server/analysis/ocr/image-filters.ts";
import {
  abandonCurrentOcr,
  type OcrResult,
  ocrGrey as ocrGreyUnbounded,
  scoreResult,
} from "#server/analysis/ocr/ocr.ts";

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
  let lastPassWall = 0;
  let passes = 0;
  const used = () => (cpu0 === null ? 0 : cpuMs() - cpu0);
  const wallUsed = () => (wall0 === null ? 0 : Date.now() - wall0);
  const left = () => Math.min(budgetMs - used(), wallCapMs - wallUsed());
  return {
    left,
    /**
     * Another reading is worth starting only if one like the last would still fit, in CPU time and in wall
     * time: on a busy machine a reading takes longer than its CPU time, and one started without the wall time
     * to finish would only be abandoned at the cap (its work lost, the result no better).
     */
    affords: () => budgetMs - used() > lastPass * 1.1 && wallCapMs - wallUsed() > lastPassWall * 1.1,
    async ocr(g: Grey, psm: number): Promise<OcrResult> {
      const c0 = cpuMs();
      const w0 = Date.now();
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
        // Measured from when this reading had the worker (the wall clock starts there for the first one).
        lastPassWall = Date.now() - Math.max(w0, wall0 ?? w0);
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
    const closer = await rereadSmallText(prepared, best.lines, (g) => ocrGrey(g, psm));
    if (closer && scoreResult(closer) > scoreResult(best)) return closer;
  }
  // The text lines alone, each at tesseract's letter height and binarised by its own threshold, on one sheet:
  // merged word by word with the reading so far, the surer reading of the two framing the lines.
  if (best.lines?.length) {
    if (!clock.affords()) return skipped(best);
    const sheet = await readLineSheet(orient(page, geo), orient(prepared.grey, geo), ocrGrey, clock.affords);
    if (sheet?.lines?.length) {
      const sheetFrames = scoreResult(sheet) > scoreResult(best);
      best = withText(sheetFrames ? mergeReadings(sheet.lines, best.lines) : mergeReadings(best.lines, sheet.lines));
      keep(best);
    }
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
