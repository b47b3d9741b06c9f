// The product's one OCR service: tesseract.js (WASM, in its own worker thread) fully offline, with the
// English traineddata shipped by @tesseract.js-data/eng. One lazily created worker is reused; calls are
// queued so parameters set for one call never leak into another.
import { createRequire } from "node:module";
import path from "node:path";
import { createWorker, OEM, type Worker } from "tesseract.js";
import {
  decodeImage,
  encodePng,
  estimateSkew,
  type Grey,
  adaptiveThreshold,
  invert,
  lineOrientationRatio,
  localContrast,
  meanLevel,
  rotateGrey,
  stretchContrast,
  toGrey,
} from "#server/analysis/ocr/image.ts";

export { NotAnImageError } from "#server/analysis/ocr/image.ts";

export type OcrBox = { x0: number; y0: number; x1: number; y1: number };
export type OcrLine = { text: string; confidence: number; bbox: OcrBox };
export type OcrResult = { text: string; confidence: number; lines?: OcrLine[] };
export type OcrOptions = {
  /** Tesseract page segmentation mode (3 = automatic, 6 = one block, 11 = sparse text). Default 3. */
  psm?: number;
  /**
   * "document" (default) for scanned pages; "card" for photos of small printed items: stronger
   * preprocessing (mixed polarity text, uneven light) and sparse-text segmentation by default.
   */
  mode?: "document" | "card";
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

/** Runs tesseract on an already preprocessed greyscale image. */
export function ocrGrey(g: Grey, psm = 3): Promise<OcrResult> {
  const png = encodePng(g);
  return serial(async () => {
    const worker = await getWorker();
    await worker.setParameters({ tessedit_pageseg_mode: String(psm) as never, user_defined_dpi: "300" });
    const { data } = await worker.recognize(png, {}, { text: true, blocks: true });
    const lines: OcrLine[] = [];
    for (const block of data.blocks ?? [])
      for (const para of block.paragraphs)
        for (const line of para.lines) {
          const text = line.text.replace(/\s+$/u, "");
          if (text.trim()) lines.push({ text, confidence: line.confidence, bbox: { ...line.bbox } });
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

const GOOD_CONFIDENCE = 75;

/** Picks a working scale: big photos are shrunk (speed), small images enlarged (tesseract wants ~20 px x-height). */
function workingScale(w: number, h: number, mode: "document" | "card"): number {
  const long = Math.max(w, h);
  const target = mode === "card" ? 1600 : 2400;
  if (long > target) return target / long;
  const min = mode === "card" ? 1200 : 1000;
  if (long < min) return Math.min(4, min / long);
  return 1;
}

/**
 * OCR of a PNG/JPEG/WebP/GIF/BMP image. Throws NotAnImageError for anything else.
 * Tries the image as is first; when confidence is low, tries deskewing, 90/180/270 rotations and a
 * polarity-free contrast map, keeping the best reading.
 */
export async function recognizeImage(image: Uint8Array | Buffer, opts: OcrOptions = {}): Promise<OcrResult> {
  const mode = opts.mode ?? "document";
  const psm = opts.psm ?? (mode === "card" ? 11 : 3);
  const { image: img, orientation } = await decodeImage(image);
  const scale = workingScale(img.width, img.height, mode);
  let grey = stretchContrast(toGrey(img, scale, 0, orientation));
  if (meanLevel(grey) < 100) grey = invert(grey); // light text on a dark background

  const lineHeight = Math.max(8, Math.round(Math.max(grey.width, grey.height) / 60));
  // Binarised thumbnail for orientation and skew, from the polarity-free map so white-on-grey counts.
  const thumbScale = Math.min(1, 600 / Math.max(grey.width, grey.height));
  const contrast = localContrast(grey, lineHeight);
  const thumb = adaptiveThreshold(shrink(contrast, thumbScale), Math.max(4, Math.round(lineHeight * thumbScale)));
  const ratio = lineOrientationRatio(thumb);
  const quarter: 0 | 90 = ratio < 0.8 ? 90 : 0;
  const skew = estimateSkew(quarter ? rotateGrey(thumb, 90) : thumb);

  let base = grey;
  if (quarter || Math.abs(skew) >= 0.5) base = stretchContrast(toGrey(img, scale, quarter + skew, orientation));
  if (meanLevel(base) < 100) base = invert(base);

  const candidates: Grey[] = mode === "card" ? [localContrast(base, lineHeight), base] : [base];
  let best: OcrResult | null = null;
  let bestScore = -1;
  const consider = async (g: Grey) => {
    const r = await ocrGrey(g, psm);
    const s = scoreResult(r);
    if (s > bestScore) {
      best = r;
      bestScore = s;
    }
    return r;
  };
  for (const g of candidates) {
    const r = await consider(g);
    if (r.confidence >= GOOD_CONFIDENCE && mode === "document") break;
  }
  const first = best as OcrResult | null;
  if (!first || first.confidence < 50) {
    // Maybe upside down or on its side after all.
    for (const deg of [180, 90, 270] as const) {
      const r = await consider(rotateGrey(candidates[0], deg));
      if (r.confidence >= GOOD_CONFIDENCE) break;
    }
  }
  const result = best as OcrResult | null;
  return result ?? { text: "", confidence: 0, lines: [] };
}

function shrink(g: Grey, scale: number): Grey {
  if (scale >= 1) return g;
  const w = Math.max(1, Math.round(g.width * scale));
  const h = Math.max(1, Math.round(g.height * scale));
  const out = new Uint8ClampedArray(w * h);
  const step = 1 / scale;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      // Box filter over the source cell keeps thin strokes.
      const sx0 = Math.floor(x * step);
      const sy0 = Math.floor(y * step);
      const sx1 = Math.min(g.width, Math.floor((x + 1) * step));
      const sy1 = Math.min(g.height, Math.floor((y + 1) * step));
      let sum = 0;
      let n = 0;
      for (let yy = sy0; yy < sy1; yy++)
        for (let xx = sx0; xx < sx1; xx++) {
          sum += g.data[yy * g.width + xx];
          n++;
        }
      out[y * w + x] = n ? sum / n : 255;
    }
  return { width: w, height: h, data: out };
}

/** Terminates the worker (tests, graceful shutdown). The next call starts a new one. */
export async function shutdownOcr(): Promise<void> {
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
