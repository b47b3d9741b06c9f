// The product's one OCR service: tesseract.js (WASM, in its own worker thread) fully offline, with the
// English traineddata shipped by @tesseract.js-data/eng. One lazily created worker is reused; calls are
// queued so parameters set for one call never leak into another.
import { createRequire } from "node:module";
import path from "node:path";
import { createWorker, OEM, type Worker } from "tesseract.js";
import { encodePng, type Grey } from "#server/analysis/ocr/image.ts";
import {
  estimateSkew,
  lineOrientationRatio,
  rotateGrey,
  rotateGreyBy,
  shrink,
} from "#server/analysis/ocr/image-geometry.ts";
import { adaptiveThreshold, invert, meanLevel, stretchContrast } from "#server/analysis/ocr/image-filters.ts";

import { type DecodeScale, decodeToGrey, shutdownDecoder } from "#server/analysis/ocr/safe-decode.ts";

export { NotAnImageError } from "#server/analysis/ocr/image.ts";

export type OcrBox = { x0: number; y0: number; x1: number; y1: number };
export type OcrWord = { text: string; confidence: number; bbox: OcrBox };
/** `words` is filled by ocrGrey; consumers that merge several readings (cards) use it. */
export type OcrLine = { text: string; confidence: number; bbox: OcrBox; words?: OcrWord[] };
/** `note` tells why a reading stopped early (the card time budget). */
export type OcrResult = { text: string; confidence: number; lines?: OcrLine[]; note?: string };
export type OcrOptions = {
  /** Tesseract page segmentation mode (3 = automatic, 6 = one block, 11 = sparse text). Default 3. */
  psm?: number;
};

const require = createRequire(import.meta.url);
// The package's index.js names the folder holding eng.traineddata.gz (gzip: true).
const engData = require("@tesseract.js-data/eng") as { langPath: string; gzip: boolean };
// The LSTM-only integer model is a quarter the size of the default (legacy + LSTM) file and loads faster.
const LANG_PATH = path.join(path.dirname(engData.langPath), "4.0.0_best_int");

let workerPromise: Promise<Worker> | null = null;
let queue: Promise<unknown> = Promise.resolve();

function getWorker(): Promise<Worker> {
  if (!workerPromise) {
    workerPromise = createWorker("eng", OEM.LSTM_ONLY, {
      langPath: LANG_PATH,
      gzip: true,
      // Never read or write a cache next to the process, never download.
      cacheMethod: "none",
      logger: () => {},
      errorHandler: () => {},
    }).catch((err) => {
      workerPromise = null;
      throw err;
    });
  }
  return workerPromise;
}

function serial<T>(job: () => Promise<T>): Promise<T> {
  const run = queue.then(job, job);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Runs tesseract on an already preprocessed greyscale image. `onStart` is called when this job has the worker
 * (after any queued jobs and the worker's start), for callers that time the reading itself.
 */
export function ocrGrey(g: Grey, psm = 3, onStart?: () => void): Promise<OcrResult> {
  const png = encodePng(g);
  return serial(async () => {
    const worker = await getWorker();
    onStart?.();
    await worker.setParameters({
      tessedit_pageseg_mode: String(psm) as never,
      user_defined_dpi: "300",
      // Tesseract's diagnostics ("Detected N diacritics") would otherwise go to stdout.
      debug_file: "/dev/null",
    });
    const { data } = await worker.recognize(png, {}, { text: true, blocks: true });
    const lines: OcrLine[] = [];
    for (const block of data.blocks ?? [])
      for (const para of block.paragraphs)
        for (const line of para.lines) {
          const text = line.text.replace(/\s+$/u, "");
          if (!text.trim()) continue;
          const words = line.words.map((w) => ({ text: w.text, confidence: w.confidence, bbox: { ...w.bbox } }));
          lines.push({ text, confidence: line.confidence, bbox: { ...line.bbox }, words });
        }
    return { text: data.text, confidence: data.confidence, lines };
  });
}

/** Quality of a result: confident, real words beat a high confidence on a couple of glyphs. */
export function scoreResult(r: OcrResult): number {
  const words = (r.lines ?? []).flatMap((l) => l.text.split(/\s+/).map((w) => ({ w, c: l.confidence })));
  let s = 0;
  for (const { w, c } of words) {
    const alnum = w.replace(/[^\p{L}\p{N}@.]/gu, "").length;
    if (alnum >= 2) s += alnum * Math.max(0, c - 40);
  }
  return s;
}

/** Below this mean confidence the reading is probably rotated or unreadable: try other orientations. */
const LOW_CONFIDENCE = 55;

/** Working scale: big pages are shrunk (speed), small images enlarged (tesseract wants ~20 px x-height). */
const DOCUMENT_SCALE: DecodeScale = { maxLong: 2400, minLong: 1000, maxUpscale: 4 };

export type Prepared = { image: Grey; quarter: 0 | 90; skew: number };

/**
 * Preprocessing without OCR (exported for benchmarks and debugging): decode, scale, greyscale,
 * contrast stretch, light-on-dark pages inverted; detects text running vertically (90 degrees) and
 * small skew from a thumbnail, and rotates to horizontal. Business cards have their own pipeline
 * (analysis/card/card-ocr.ts).
 */
export async function prepareImage(bytes: Uint8Array): Promise<Prepared> {
  const decoded = await decodeToGrey(bytes, DOCUMENT_SCALE);
  const grey = stretchContrast({ width: decoded.width, height: decoded.height, data: decoded.data });
  const long = Math.max(grey.width, grey.height);
  // Roughly the height of a line of small print at the working scale.
  const radius = Math.max(6, Math.round(long / 120));
  const page = meanLevel(grey) < 110 ? invert(grey) : grey;
  const thumbScale = Math.min(1, 700 / long);
  const thumb = adaptiveThreshold(shrink(grey, thumbScale), Math.max(4, Math.round(radius * thumbScale)), 0.25);
  const quarter: 0 | 90 = lineOrientationRatio(thumb) < 0.8 ? 90 : 0;
  const skew = estimateSkew(quarter ? rotateGrey(thumb, 90) : thumb);
  let image = quarter ? rotateGrey(page, 90) : page;
  if (Math.abs(skew) >= 0.4) image = rotateGreyBy(image, skew);
  return { image, quarter, skew };
}

/**
 * OCR of a PNG/JPEG/WebP/GIF/BMP image. Throws NotAnImageError for anything else.
 * The image is deskewed and turned upright when its lines run vertically; when the reading is still
 * poor, 180/90/270 degree turns are tried and the best reading is kept.
 */
export async function recognizeImage(image: Uint8Array | Buffer, opts: OcrOptions = {}): Promise<OcrResult> {
  const psm = opts.psm ?? 3;
  const { image: upright } = await prepareImage(image);
  let best = await ocrGrey(upright, psm);
  let bestScore = scoreResult(best);
  if (best.confidence < LOW_CONFIDENCE) {
    for (const deg of [180, 90, 270] as const) {
      const r = await ocrGrey(rotateGrey(upright, deg), psm);
      const s = scoreResult(r);
      if (s > bestScore) {
        best = r;
        bestScore = s;
      }
      if (r.confidence >= 75) break;
    }
  }
  return best;
}

/**
 * Tesseract cannot stop a recognition half-way; a caller with a deadline (the card scanner) that gives up
 * on one ends the worker instead. Work queued behind it runs on a fresh worker.
 */
export async function abandonCurrentOcr(): Promise<void> {
  const p = workerPromise;
  workerPromise = null;
  queue = Promise.resolve();
  if (!p) return;
  try {
    await (await p).terminate();
  } catch {
    // Already gone.
  }
  // The next caller should not pay for the new worker's start: begin it now.
  void getWorker().catch(() => undefined);
}

/** A 1 × 1 PNG: enough for the decoder child to start and answer once. */
const WARM_UP_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/**
 * Starts the OCR worker (tesseract's model) and the image decoder's child before the first scan needs them:
 * a card's 10 s cap counts from the request, and a cold start spent most of it (the first scan after a start
 * came back empty).
 */
export async function warmUpOcr(): Promise<void> {
  await getWorker();
  await decodeToGrey(new Uint8Array(WARM_UP_PNG), { maxLong: 8, minLong: 1, maxUpscale: 1 });
}

/** Terminates the worker (tests, graceful shutdown). The next call starts a new one. */
export async function shutdownOcr(): Promise<void> {
  shutdownDecoder();
  const p = workerPromise;
  workerPromise = null;
  if (!p) return;
  try {
    const w = await p;
    await w.terminate();
  } catch {
    // A worker that failed to start has nothing to stop.
  }
}
