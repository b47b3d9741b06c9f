// The card's image before OCR: the card found in the photo and cropped, contrast stretched, a
// polarity-free ink map (dark-on-light and light-on-dark print alike), turned upright and deskewed; and a
// closer reading of the text region when the text is still small.
import { type Quad, quadSize, warpQuad } from "#server/analysis/card/card-quad.ts";
import { cropGrey, findCardRegion, type Region, resizeGrey } from "#server/analysis/card/card-region.ts";
import type { Grey } from "#server/analysis/ocr/image.ts";
import {
  estimateSkew,
  lineOrientationRatio,
  rotateGrey,
  rotateGreyBy,
  shrink,
  turnBox,
} from "#server/analysis/ocr/image-geometry.ts";
import { polarityFreeInk, stretchContrast, threshold } from "#server/analysis/ocr/image-filters.ts";
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
 * the text region is rendered again from the original at a larger scale (up to 4x, upscaled past the
 * source when needed), before any filtering, and read. Only for upright, unturned readings.
 */
export async function rereadSmallText(
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
  const back = turnBox(
    region,
    -skew,
    { x: image.width / 2, y: image.height / 2 },
    { x: grey.width / 2, y: grey.height / 2 },
  );
  const factor = Math.min(4, TARGET_TEXT / Math.max(4, median), prepared.maxFactor);
  if (factor < 1.4) return null;
  const pad = median * 2 * factor;
  const box = {
    x0: Math.max(0, Math.floor(back.x0 * factor - pad)),
    y0: Math.max(0, Math.floor(back.y0 * factor - pad)),
    x1: Math.min(Math.round(grey.width * factor), Math.ceil(back.x1 * factor + pad)),
    y1: Math.min(Math.round(grey.height * factor), Math.ceil(back.y1 * factor + pad)),
  };
  if (box.x1 - box.x0 < 32 || box.y1 - box.y0 < 32) return null;
  const part = stretchContrast(await prepared.render(factor, box));
  const r = Math.round(radius * factor);
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
 * `render(f, box)` draws the card again from the original photo, `f` times larger than `grey`, and returns the
 * part `box` (in those enlarged pixels): the same crop or perspective warp that made `grey`, at a finer scale.
 * `maxFactor` keeps the photo decoded for it under MAX_CLOSE_LONG.
 */
type Render = (factor: number, box: OcrBox) => Promise<Grey>;
export type CardPrepared = {
  grey: Grey;
  page: Grey;
  thumb: Grey;
  image: Grey;
  radius: number;
  geometry: Geometry;
  render: Render;
  maxFactor: number;
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
export async function prepareCard(bytes: Uint8Array, mark: (stage: string) => void = () => {}): Promise<CardPrepared> {
  const decoded = await decodeToGrey(bytes, CARD_SCALE);
  mark("decode");
  const base: Grey = { width: decoded.width, height: decoded.height, data: decoded.data };
  const region = findCardRegion(base);
  const card = region ? await cardAtWorkingScale(bytes, base, region) : wholePhoto(bytes, base);
  mark("card region");
  const grey = stretchContrast(card.grey);
  const long = Math.max(grey.width, grey.height);
  const radius = Math.max(6, Math.round(long / 80));
  const page = polarityFreeInk(grey, radius, radius * 3, Math.round(radius * 0.6));
  mark("ink map");
  const thumb = threshold(shrink(page, Math.min(1, 700 / long)), 150);
  // A card found lying wider than tall has its lines along its long side: its own outline and paper grain,
  // enlarged by the crop, mislead the line-direction estimate (a turned photo makes the crop taller than wide).
  const landscapeCard = region !== null && grey.width >= grey.height * 1.25;
  const quarter: 0 | 90 = !landscapeCard && lineOrientationRatio(thumb) < 0.8 ? 90 : 0;
  // A flattened card is square to the frame already: only a small residual tilt is looked for.
  const skew = estimateSkew(quarter ? rotateGrey(thumb, 90) : thumb, region?.quad ? 5 : MAX_SKEW);
  const geometry: Geometry = { quarter, skew, flip: 0 };
  const image = orient(page, geometry);
  mark("orientation");
  return {
    grey,
    page,
    thumb,
    image,
    radius,
    geometry,
    render: card.render,
    maxFactor: card.maxFactor,
  };
}

type Source = { grey: Grey; render: Render; maxFactor: number };

/** Decodes the photo so that a span of `long` working pixels becomes `target` pixels; `k` maps base → decoded. */
async function decodeFor(bytes: Uint8Array, base: Grey, long: number, target: number) {
  const baseLong = Math.max(base.width, base.height);
  const want = Math.min(MAX_CLOSE_LONG, Math.round((baseLong * target) / long));
  if (Math.abs(want - baseLong) <= 2) return { photo: base, k: 1 };
  const big = await decodeToGrey(bytes, { maxLong: want, minLong: want, maxUpscale: 8 });
  return { photo: { width: big.width, height: big.height, data: big.data } as Grey, k: big.width / base.width };
}

/** No card found: the photo is read whole at the working scale. */
function wholePhoto(bytes: Uint8Array, base: Grey): Source {
  const baseLong = Math.max(base.width, base.height);
  return {
    grey: base,
    maxFactor: MAX_CLOSE_LONG / baseLong,
    render: async (factor, box) => {
      const { photo } = await decodeFor(bytes, base, baseLong, baseLong * factor);
      return crop(photo, clampBox(box, photo));
    },
  };
}

function clampBox(b: OcrBox, g: Grey): OcrBox {
  return { x0: Math.max(0, b.x0), y0: Math.max(0, b.y0), x1: Math.min(g.width, b.x1), y1: Math.min(g.height, b.y1) };
}

/** Size of the card at the working scale: its long side brought into CARD_SCALE (enlarged at most maxUpscale). */
function workingScale(long: number): number {
  return long > CARD_SCALE.maxLong
    ? CARD_SCALE.maxLong / long
    : Math.max(1, Math.min(CARD_SCALE.maxUpscale, CARD_SCALE.minLong / long));
}

/**
 * The card found in the photo, at the working scale: a card small in the photo is decoded again from the
 * original at a larger scale (never past MAX_CLOSE_LONG for the whole photo) rather than enlarged from the
 * working-scale pixels. A card whose four corners are known is flattened (perspective warp); otherwise its
 * box is cropped.
 */
async function cardAtWorkingScale(bytes: Uint8Array, base: Grey, region: Region): Promise<Source> {
  if (region.quad) {
    const quad = region.quad;
    const size = quadSize(quad);
    const long = Math.max(size.width, size.height);
    const s = workingScale(long);
    const width = Math.round(size.width * s);
    const height = Math.round(size.height * s);
    // The photo decoded so that the card's pixels are about as many as the warp's output (no aliasing).
    const draw = async (factor: number, box: OcrBox) => {
      const { photo, k } = await decodeFor(bytes, base, long, long * s * factor);
      const q = quad.map((p) => ({ x: p.x * k, y: p.y * k })) as Quad;
      return warpQuad(photo, q, Math.round(width * factor), Math.round(height * factor), box);
    };
    const grey = await draw(1, { x0: 0, y0: 0, x1: width, y1: height });
    return { grey, render: draw, maxFactor: maxFactor(base, s) };
  }
  const long = Math.max(region.x1 - region.x0, region.y1 - region.y0);
  const s = workingScale(long);
  const width = Math.round((region.x1 - region.x0) * s);
  const height = Math.round((region.y1 - region.y0) * s);
  const draw = async (factor: number, box: OcrBox) => {
    const { photo, k } = await decodeFor(bytes, base, long, long * s * factor);
    // Decoding gives at most MAX_CLOSE_LONG: enlarge the rest of the way (bilinear).
    const at = (v: number) => Math.round(v * k);
    const part = cropGrey(
      photo,
      clampBox({ x0: at(region.x0), y0: at(region.y0), x1: at(region.x1), y1: at(region.y1) }, photo),
    );
    const w = Math.round(width * factor);
    const h = Math.round(height * factor);
    const sized =
      part.width === w && part.height === h
        ? part
        : part.width > w * 1.05
          ? shrinkTo(part, w, h)
          : resizeGrey(part, w, h);
    return crop(sized, clampBox(box, sized));
  };
  const grey = await draw(1, { x0: 0, y0: 0, x1: width, y1: height });
  return { grey, render: draw, maxFactor: maxFactor(base, s) };
}

/** Box-filter shrink to an exact size (then a bilinear touch-up of the rounding). */
function shrinkTo(g: Grey, w: number, h: number): Grey {
  const s = shrink(g, w / g.width);
  return s.width === w && s.height === h ? s : resizeGrey(s, w, h);
}

/** The largest enlargement of a card drawn at `s` times the base scale whose photo stays under MAX_CLOSE_LONG. */
function maxFactor(base: Grey, s: number): number {
  return MAX_CLOSE_LONG / (Math.max(base.width, base.height) * s);
}
