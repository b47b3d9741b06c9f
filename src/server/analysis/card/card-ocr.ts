// OCR for business-card photos. The card is read once (the shared card preprocessing: ink map,
// deskew over a wide range, orientation); then its text lines alone are read again from one sheet (each line cut
// out level, at tesseract's letter height, by its own threshold; rows read poorly read once more with the other
// polarity) and merged in; when the reading is still poor
// (a real photo: texture speckle, perspective, white-on-grey print) a reading of a smoothed ink map with the same
// geometry is made and merged word by word, keeping for every region of the card the reading tesseract was surer of.
import { readInBands } from "#server/analysis/card/card-bands.ts";
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
 * and are abandoned when they overrun; the first reading may use FIRST_READING_CAP_MS. A 10 s wall-clock cap,
 * counted from the request (decoding and preparing the image included), bounds the work on a busy machine: the
 * first reading is made band by band, so the cap returns the bands read so far rather than nothing.
 * Stopping early returns the best reading with a note.
 */
export const CARD_BUDGET_MS = 8000;
export const FIRST_READING_CAP_MS = 10_000;
export const WALL_CAP_MS = 10_000;
export const BUDGET_NOTE = "Stopped at the time limit for one card: this is the best reading so far; check it.";
/** Bands of the first reading when it is read in bands (see card-bands.ts and `firstReading`). */
const FIRST_READING_BANDS = 3;
/** CPU of the first reading per megapixel of the card's image (this machine, tesseract.js 7, psm 11): a forecast. */
const FIRST_READING_MS_PER_MPX = 600;

/** Time spent in one stage of a card's reading (`onStage`, for benches): wall and CPU milliseconds. */
export type CardStageTime = { stage: string; wallMs: number; cpuMs: number };

class OutOfTime extends Error {}

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function cardClock(
  budgetMs: number,
  firstCapMs: number,
  wallCapMs = WALL_CAP_MS,
  onStage?: (t: CardStageTime) => void,
) {
  // Both clocks start at the request: the user waits for the decoding and preparation too, and on a busy
  // machine those alone took seconds that a clock started at the first reading never counted.
  const wall0 = Date.now();
  const cpu0 = cpuMs();
  let markWall = wall0;
  let markCpu = cpu0;
  // Wall and CPU time of the stages run in this process so far (the decoder's child process left out).
  let ownWall = 0;
  let ownCpu = 0;
  let lastPass = 0;
  let lastPassWall = 0;
  const used = () => cpuMs() - cpu0;
  const wallUsed = () => Date.now() - wall0;
  const left = () => Math.min(budgetMs - used(), wallCapMs - wallUsed());
  return {
    left,
    /** Reports the time since the last mark as `stage`. */
    mark(stage: string) {
      const w = Date.now();
      const c = cpuMs();
      onStage?.({ stage, wallMs: w - markWall, cpuMs: c - markCpu });
      if (stage !== "decode") {
        ownWall += w - markWall;
        ownCpu += c - markCpu;
      }
      markWall = w;
      markCpu = c;
    },
    /** Wall time per CPU time of this process's work so far: 1 on an idle machine, more when cores are shared. */
    pace: () => (ownCpu > 20 ? Math.max(1, ownWall / ownCpu) : 1),
    wallLeft: () => wallCapMs - wallUsed(),
    /** `work` (image preparation) unless the wall cap passes first. */
    async within<T>(work: Promise<T>): Promise<T> {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<"late">((resolve) => {
        timer = setTimeout(() => resolve("late"), Math.max(0, wallCapMs - wallUsed()));
      });
      try {
        const r = await Promise.race([work, late]);
        if (r === "late") throw new OutOfTime();
        return r as T;
      } finally {
        clearTimeout(timer);
      }
    },
    /**
     * Another reading is worth starting only if one like the last would still fit, in CPU time and in wall
     * time: on a busy machine a reading takes longer than its CPU time, and one started without the wall time
     * to finish would only be abandoned at the cap (its work lost, the result no better).
     */
    affords: () => budgetMs - used() > lastPass * 1.1 && wallCapMs - wallUsed() > lastPassWall * 1.1,
    /** `first`: a band of the first reading, which may use FIRST_READING_CAP_MS of CPU and is never skipped. */
    async ocr(g: Grey, psm: number, first = false): Promise<OcrResult> {
      const c0 = cpuMs();
      let w0 = Date.now();
      const limit = first ? Math.max(budgetMs, firstCapMs) : budgetMs;
      if (!first && left() <= 0) throw new OutOfTime();
      if (wallUsed() >= wallCapMs) throw new OutOfTime();
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<"late">((resolve) => {
        timer = setInterval(() => {
          if (used() > limit || wallUsed() > wallCapMs) resolve("late");
        }, 50);
      });
      try {
        const r = await Promise.race([
          ocrGreyUnbounded(g, psm, () => {
            w0 = Date.now();
          }),
          late,
        ]);
        if (r === "late") {
          await abandonCurrentOcr();
          throw new OutOfTime();
        }
        lastPass = cpuMs() - c0;
        // Measured from when this reading had the worker (time queued behind another document is not its own).
        lastPassWall = Date.now() - w0;
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
  // onStage: benches time the stages (preparation, each reading).
  opts: {
    budgetMs?: number;
    firstReadingCapMs?: number;
    wallCapMs?: number;
    onStage?: (t: CardStageTime) => void;
  } = {},
): Promise<OcrResult> {
  const clock = cardClock(
    opts.budgetMs ?? CARD_BUDGET_MS,
    opts.firstReadingCapMs ?? FIRST_READING_CAP_MS,
    opts.wallCapMs,
    opts.onStage,
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
  const prepared = await clock.within(prepareCard(bytes, clock.mark));
  const ocrGrey = (g: Grey, p: number) => clock.ocr(g, p);
  const skipped = (r: OcrResult): OcrResult => ({ ...r, note: BUDGET_NOTE });
  const { page, thumb } = prepared;
  let geo = prepared.geometry;
  let best = await firstReading(prepared.image, clock, keep);
  clock.mark("first reading");
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
    clock.mark("other turns");
  }
  if (!geo.quarter && !geo.flip && best.lines?.length) {
    if (!clock.affords()) return skipped(best);
    const closer = await rereadSmallText(prepared, best.lines, (g) => ocrGrey(g, psm));
    clock.mark("closer reading");
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
    clock.mark("line sheet");
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
  clock.mark("denoised reading");
  return withText(mergeReadings(best.lines, shifted));
}

/** Whether a first reading of `pixels`, at `pace` (wall per CPU time), should end within half the wall time left. */
export function wholeReadingFits(pixels: number, pace: number, wallLeftMs: number): boolean {
  return (pixels / 1e6) * FIRST_READING_MS_PER_MPX * pace < wallLeftMs / 2;
}

/**
 * The first reading: the card's image read whole when, at the pace the machine ran the preparation, it should end
 * well within the wall cap; otherwise band by band (card-bands.ts), each band kept as the best reading so far, so
 * the cap leaves a partial card rather than none. On an idle machine the whole image is read as before.
 */
async function firstReading(image: Grey, clock: Clock, keep: (r: OcrResult) => void): Promise<OcrResult> {
  if (wholeReadingFits(image.width * image.height, clock.pace(), clock.wallLeft())) {
    const r = await clock.ocr(image, 11, true);
    keep(r);
    return r;
  }
  return readInBands(image, FIRST_READING_BANDS, (band) => clock.ocr(band, 11, true), keep);
}
