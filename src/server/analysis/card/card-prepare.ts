// The card's image before OCR: the card found in the photo and cropped, contrast stretched, a
// polarity-free ink map (dark-on-light and light-on-dark print alike), turned upright and deskewed; and a
// closer reading of the text region when the text is still small.
import { cropGrey, findCardRegion, type Region, resizeGrey } from "#server/analysis/card/card-region.ts";
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
import type { OcrBox, OcrLine, OcrResult } from "#server/analysis/ocr/ocr.ts";
import { decodeToGrey } from "#server/analysis/ocr/safe-decode.ts";

/** Widest tilt searched for (degrees): hand-held photos of a card on a desk. */
export const MAX_SKEW = 25;
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

export function crop(g: Grey, b: OcrBox): Grey {
  const w = b.x1 - b.x0;
  const h = b.y1 - b.y0;
  const data = new Uint8ClampedArray(w * h);
  for (let y = 0; y < h; y++)
    data.set(g.data.subarray((b.y0 + y) * g.width + b.x0, (b.y0 + y) * g.width + b.x1), y * w);
  return { width: w, height: h, data };
}

export function offset(b: OcrBox, by: OcrBox): OcrBox {
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
export async function rereadSmallText(
  bytes: Uint8Array,
  prepared: CardPrepared,
  lines: OcrLine[],
  read: (g: Grey) => Promise<OcrResult>,
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
  // Magnification wanted relative to the working image, and the photo's size (long side) that gives it.
  const { frame } = prepared;
  const factor = Math.min(4, TARGET_TEXT / Math.max(4, median), (MAX_CLOSE_LONG * frame.k) / frame.baseLong);
  if (factor < 1.4) return null;
  const target = Math.round((frame.baseLong * factor) / frame.k);
  const big = await decodeToGrey(bytes, { maxLong: target, minLong: target, maxUpscale: 8 });
  const kb = big.width / frame.baseWidth;
  const k = kb * frame.k;
  const pad = median * 2 * k;
  const box = {
    x0: Math.max(0, Math.floor((frame.x0 + Math.min(...xs) * frame.k) * kb - pad)),
    y0: Math.max(0, Math.floor((frame.y0 + Math.min(...ys) * frame.k) * kb - pad)),
    x1: Math.min(big.width, Math.ceil((frame.x0 + Math.max(...xs) * frame.k) * kb + pad)),
    y1: Math.min(big.height, Math.ceil((frame.y0 + Math.max(...ys) * frame.k) * kb + pad)),
  };
  if (box.x1 - box.x0 < 32 || box.y1 - box.y0 < 32) return null;
  const part = stretchContrast(crop({ width: big.width, height: big.height, data: big.data }, box));
  const r = Math.round(radius * k);
  let ink = polarityFreeInk(part, r, r * 3, Math.round(r * 0.6));
  // The tilt is measured again on the crop: on the small card the whole-photo estimate is unreliable.
  const thumb = threshold(shrink(ink, Math.min(1, 700 / Math.max(ink.width, ink.height))), 150);
  const tilt = estimateSkew(thumb, MAX_SKEW);
  if (Math.abs(tilt) >= 0.4) ink = rotateGreyBy(ink, tilt);
  return read(ink);
}

/** How the ink map is turned upright: a quarter turn, the deskew angle, then a half turn. */
export type Geometry = { quarter: 0 | 90; skew: number; flip: 0 | 180 };
/**
 * `frame` maps the working image back to the photo decoded at the working scale (`baseWidth` wide): pixel
 * (x, y) of `grey` is (x0 + x·k, y0 + y·k) there. Without a crop it is the identity.
 */
type Frame = { x0: number; y0: number; k: number; baseWidth: number; baseLong: number };
export type CardPrepared = {
  grey: Grey;
  page: Grey;
  thumb: Grey;
  image: Grey;
  radius: number;
  geometry: Geometry;
  frame: Frame;
};

export function orient(page: Grey, g: Geometry): Grey {
  let image = g.quarter ? rotateGrey(page, 90) : page;
  if (Math.abs(g.skew) >= 0.4) image = rotateGreyBy(image, g.skew);
  return g.flip ? rotateGrey(image, 180) : image;
}

/**
 * The shared card preprocessing (contrast stretch, polarity-free ink map, quarter turn, deskew) with a
 * wider skew search: a card photographed at an angle is often tilted by 15-25 degrees.
 */
export async function prepareCard(bytes: Uint8Array): Promise<CardPrepared> {
  const decoded = await decodeToGrey(bytes, CARD_SCALE);
  const base: Grey = { width: decoded.width, height: decoded.height, data: decoded.data };
  const baseLong = Math.max(base.width, base.height);
  let frame: Frame = { x0: 0, y0: 0, k: 1, baseWidth: base.width, baseLong };
  let source = base;
  const region = findCardRegion(base);
  if (region) {
    const card = await cardAtWorkingScale(bytes, base, region);
    source = card.grey;
    frame = {
      x0: region.x0,
      y0: region.y0,
      k: (region.x1 - region.x0) / card.grey.width,
      baseWidth: base.width,
      baseLong,
    };
  }
  const grey = stretchContrast(source);
  const long = Math.max(grey.width, grey.height);
  const radius = Math.max(6, Math.round(long / 80));
  const page = polarityFreeInk(grey, radius, radius * 3, Math.round(radius * 0.6));
  const thumb = threshold(shrink(page, Math.min(1, 700 / long)), 150);
  // A card found lying wider than tall has its lines along its long side: its own outline and paper grain,
  // enlarged by the crop, mislead the line-direction estimate (a turned photo makes the crop taller than wide).
  const landscapeCard = region !== null && grey.width >= grey.height * 1.25;
  const quarter: 0 | 90 = !landscapeCard && lineOrientationRatio(thumb) < 0.8 ? 90 : 0;
  const skew = estimateSkew(quarter ? rotateGrey(thumb, 90) : thumb, MAX_SKEW);
  const geometry: Geometry = { quarter, skew, flip: 0 };
  return { grey, page, thumb, image: orient(page, geometry), radius, geometry, frame };
}

/**
 * The card found in the photo, at the working scale: a card small in the photo is decoded again from the
 * original at a larger scale (never past MAX_CLOSE_LONG for the whole photo) rather than enlarged from the
 * working-scale pixels.
 */
async function cardAtWorkingScale(bytes: Uint8Array, base: Grey, region: Region): Promise<{ grey: Grey }> {
  const long = Math.max(region.x1 - region.x0, region.y1 - region.y0);
  const baseLong = Math.max(base.width, base.height);
  let photo = base;
  let at = region;
  if (long < CARD_SCALE.minLong) {
    const target = Math.min(MAX_CLOSE_LONG, Math.round((baseLong * CARD_SCALE.maxLong) / long));
    const big = await decodeToGrey(bytes, { maxLong: target, minLong: target, maxUpscale: 8 });
    const k = big.width / base.width;
    photo = { width: big.width, height: big.height, data: big.data };
    at = {
      x0: Math.floor(region.x0 * k),
      y0: Math.floor(region.y0 * k),
      x1: Math.min(big.width, Math.ceil(region.x1 * k)),
      y1: Math.min(big.height, Math.ceil(region.y1 * k)),
    };
  }
  const card = cropGrey(photo, at);
  const cardLong = Math.max(card.width, card.height);
  // Decoding gives at most MAX_CLOSE_LONG: enlarge the rest of the way; shrink a card larger than the working scale.
  const scale =
    cardLong > CARD_SCALE.maxLong
      ? CARD_SCALE.maxLong / cardLong
      : Math.min(CARD_SCALE.maxUpscale, CARD_SCALE.minLong / cardLong);
  if (scale < 1) return { grey: shrink(card, scale) };
  if (scale > 1.05) return { grey: resizeGrey(card, Math.round(card.width * scale), Math.round(card.height * scale)) };
  return { grey: card };
}
