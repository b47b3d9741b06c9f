// Image decoding and preprocessing for OCR. Works on a single-channel greyscale buffer so the
// filters are plain loops over bytes (fast enough for card/page sized images, no native deps
// beyond @napi-rs/canvas for decode/encode/resampling).
import { createCanvas, type Image, loadImage } from "@napi-rs/canvas";

export type ImageKind = "png" | "jpeg" | "webp" | "gif" | "bmp";

/** Thrown when the bytes are not a PNG/JPEG/WebP/GIF/BMP image (checked by magic bytes). */
export class NotAnImageError extends Error {
  readonly code = "NOT_AN_IMAGE";
  constructor(message = "The file is not a supported image (PNG, JPEG, WebP, GIF or BMP)") {
    super(message);
    this.name = "NotAnImageError";
  }
}

export type Grey = { width: number; height: number; data: Uint8ClampedArray };

export function detectImageKind(bytes: Uint8Array): ImageKind | null {
  const b = bytes;
  if (b.length < 12) return null;
  if (b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return "png";
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (
    b[0] === 0x52 &&
    b[1] === 0x49 &&
    b[2] === 0x46 &&
    b[3] === 0x46 &&
    b[8] === 0x57 &&
    b[9] === 0x45 &&
    b[10] === 0x42 &&
    b[11] === 0x50
  )
    return "webp";
  if (b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38) return "gif";
  if (b[0] === 0x42 && b[1] === 0x4d) return "bmp";
  return null;
}

/** EXIF orientation (1..8) of a JPEG, 1 when absent. Phones store rotation here instead of in pixels. */
export function jpegOrientation(b: Uint8Array): number {
  let i = 2;
  while (i + 4 < b.length && b[i] === 0xff) {
    const marker = b[i + 1];
    const len = (b[i + 2] << 8) | b[i + 3];
    if (marker === 0xe1 && b[i + 4] === 0x45 && b[i + 5] === 0x78 && b[i + 6] === 0x69 && b[i + 7] === 0x66) {
      const t = i + 10; // TIFF header start
      const le = b[t] === 0x49;
      const u16 = (o: number) => (le ? b[o] | (b[o + 1] << 8) : (b[o] << 8) | b[o + 1]);
      const u32 = (o: number) =>
        le
          ? (b[o] | (b[o + 1] << 8) | (b[o + 2] << 16)) + b[o + 3] * 2 ** 24
          : b[o] * 2 ** 24 + ((b[o + 1] << 16) | (b[o + 2] << 8) | b[o + 3]);
      const ifd = t + u32(t + 4);
      const n = u16(ifd);
      for (let k = 0; k < n; k++) {
        const e = ifd + 2 + k * 12;
        if (e + 10 > b.length) break;
        if (u16(e) === 0x0112) return u16(e + 8) || 1;
      }
      return 1;
    }
    if (marker === 0xda) break; // start of scan: no more metadata
    i += 2 + len;
  }
  return 1;
}

/**
 * Checks that the container is complete up to the pixel data. @napi-rs/canvas crashes the whole process
 * (segfault) on some truncated headers instead of throwing, so nothing reaches the decoder unchecked.
 */
export function hasCompleteHeader(b: Uint8Array, kind: ImageKind): boolean {
  const u32 = (o: number) => b[o] * 2 ** 24 + ((b[o + 1] << 16) | (b[o + 2] << 8) | b[o + 3]);
  if (kind === "png") {
    // Every chunk must be complete up to IEND (cheap: lengths only, no CRC).
    let o = 8;
    let first = true;
    let sawData = false;
    while (o + 8 <= b.length) {
      const len = u32(o);
      const type = String.fromCharCode(b[o + 4], b[o + 5], b[o + 6], b[o + 7]);
      if (first && (type !== "IHDR" || len !== 13 || u32(o + 8) === 0 || u32(o + 12) === 0)) return false;
      first = false;
      // Pixel data must be there in full (a cut inside it is tolerated by the decoder, a cut before is not).
      if (type === "IEND") return sawData;
      if (type === "IDAT") sawData = true;
      o += 12 + len;
    }
    return false;
  }
  if (kind === "jpeg") {
    let o = 2;
    let frame = false;
    while (o + 4 <= b.length) {
      if (b[o] !== 0xff) return false;
      const marker = b[o + 1];
      if (marker === 0xff) {
        o++;
        continue;
      }
      if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
        o += 2;
        continue;
      }
      const len = (b[o + 2] << 8) | b[o + 3];
      if (len < 2 || o + 2 + len > b.length) return false;
      // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC): frame header with non-zero size.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        if (len < 8 || ((b[o + 5] << 8) | b[o + 6]) === 0 || ((b[o + 7] << 8) | b[o + 8]) === 0) return false;
        frame = true;
      }
      if (marker === 0xda) {
        if (!frame || o + 2 + len + 64 > b.length) return false;
        // The end-of-image marker must be there: the decoder crashes on files cut inside the scan data.
        for (let e = b.length - 2; e >= Math.max(o, b.length - 65536); e--)
          if (b[e] === 0xff && b[e + 1] === 0xd9) return true;
        return false;
      }
      o += 2 + len;
    }
    return false;
  }
  return b.length >= 32;
}

export async function decodeImage(bytes: Uint8Array): Promise<{ image: Image; kind: ImageKind; orientation: number }> {
  const kind = detectImageKind(bytes);
  if (!kind) throw new NotAnImageError();
  if (!hasCompleteHeader(bytes, kind)) throw new NotAnImageError("The image is truncated or damaged");
  try {
    const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    if (!image.width || !image.height) throw new Error("empty image");
    return { image, kind, orientation: kind === "jpeg" ? jpegOrientation(bytes) : 1 };
  } catch (err) {
    if (err instanceof NotAnImageError) throw err;
    throw new NotAnImageError(`The image could not be decoded: ${(err as Error).message}`);
  }
}

/**
 * Draws the image scaled by `scale`, applying EXIF orientation and an extra rotation (degrees,
 * clockwise), and returns its luma. Resampling is done by canvas (bilinear/area), which is much
 * faster than doing it in JS.
 */
export function toGrey(image: Image, scale: number, rotateDeg = 0, orientation = 1): Grey {
  const exifRot = orientation === 6 ? 90 : orientation === 3 ? 180 : orientation === 8 ? 270 : 0;
  const total = (((rotateDeg + exifRot) % 360) + 360) % 360;
  const sw = image.width * scale;
  const sh = image.height * scale;
  const rad = (total * Math.PI) / 180;
  const cos = Math.abs(Math.cos(rad));
  const sin = Math.abs(Math.sin(rad));
  const width = Math.max(1, Math.round(sw * cos + sh * sin));
  const height = Math.max(1, Math.round(sw * sin + sh * cos));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = "high";
  // Fill first so transparent PNGs and the corners uncovered by rotation read as paper.
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, width, height);
  ctx.translate(width / 2, height / 2);
  ctx.rotate(rad);
  ctx.drawImage(image, -sw / 2, -sh / 2, sw, sh);
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const data = new Uint8ClampedArray(width * height);
  for (let i = 0, j = 0; i < data.length; i++, j += 4) {
    data[i] = (rgba[j] * 77 + rgba[j + 1] * 150 + rgba[j + 2] * 29) >> 8;
  }
  return { width, height, data };
}

/** Rotates a greyscale buffer by any angle (degrees clockwise) around its centre, growing the canvas; corners are white. */
export function rotateGreyBy(g: Grey, deg: number): Grey {
  if (Math.abs(deg) < 0.05) return g;
  const src = createCanvas(g.width, g.height);
  const sctx = src.getContext("2d");
  const img = sctx.createImageData(g.width, g.height);
  for (let i = 0, j = 0; i < g.data.length; i++, j += 4) {
    img.data[j] = img.data[j + 1] = img.data[j + 2] = g.data[i];
    img.data[j + 3] = 255;
  }
  sctx.putImageData(img, 0, 0);
  const rad = (deg * Math.PI) / 180;
  const cos = Math.abs(Math.cos(rad));
  const sin = Math.abs(Math.sin(rad));
  const width = Math.round(g.width * cos + g.height * sin);
  const height = Math.round(g.width * sin + g.height * cos);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, width, height);
  ctx.translate(width / 2, height / 2);
  ctx.rotate(rad);
  ctx.drawImage(src, -g.width / 2, -g.height / 2);
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const data = new Uint8ClampedArray(width * height);
  for (let i = 0, j = 0; i < data.length; i++, j += 4) data[i] = rgba[j];
  return { width, height, data };
}

/** Rotates a greyscale buffer by 90/180/270 degrees clockwise (exact, no resampling). */
export function rotateGrey(g: Grey, deg: 0 | 90 | 180 | 270): Grey {
  if (deg === 0) return g;
  const { width: w, height: h, data } = g;
  if (deg === 180) {
    const out = new Uint8ClampedArray(data.length);
    for (let i = 0, n = data.length; i < n; i++) out[n - 1 - i] = data[i];
    return { width: w, height: h, data: out };
  }
  const out = new Uint8ClampedArray(data.length);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const v = data[y * w + x];
      // 90 cw: (x, y) -> (h-1-y, x); 270 cw: (x, y) -> (y, w-1-x); new width is h.
      if (deg === 90) out[x * h + (h - 1 - y)] = v;
      else out[(w - 1 - x) * h + y] = v;
    }
  }
  return { width: h, height: w, data: out };
}

/** Stretches the 1st..99th percentile of grey levels to 0..255 (faded scans, low-contrast photos). */
export function stretchContrast(g: Grey): Grey {
  const hist = new Uint32Array(256);
  for (const v of g.data) hist[v]++;
  const n = g.data.length;
  let lo = 0;
  let hi = 255;
  for (let acc = 0; lo < 255; lo++) {
    acc += hist[lo];
    if (acc > n * 0.01) break;
  }
  for (let acc = 0; hi > 0; hi--) {
    acc += hist[hi];
    if (acc > n * 0.01) break;
  }
  if (hi - lo < 8) return g;
  const k = 255 / (hi - lo);
  const out = new Uint8ClampedArray(n);
  for (let i = 0; i < n; i++) out[i] = (g.data[i] - lo) * k;
  return { width: g.width, height: g.height, data: out };
}

/** Summed-area table of v^power (Float64 so large images do not overflow). */
function integral(g: Grey, power: 1 | 2 | 3 = 1): Float64Array {
  const { width: w, height: h, data } = g;
  const s = new Float64Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y++) {
    let row = 0;
    for (let x = 0; x < w; x++) {
      const v = data[y * w + x];
      row += power === 1 ? v : power === 2 ? v * v : v * v * v;
      s[(y + 1) * (w + 1) + x + 1] = s[y * (w + 1) + x + 1] + row;
    }
  }
  return s;
}

/**
 * Polarity-free local contrast: every pixel is compared with the mean of a window around it and the
 * absolute difference is mapped to dark ink on white. Dark-on-light and light-on-dark text (white
 * lettering on a grey band, common on cards) both come out as dark strokes, and uneven lighting of
 * a photo cancels out. `radius` should be about the height of a line of text.
 */
export function localContrast(g: Grey, radius: number, gain = 4): Grey {
  const { width: w, height: h, data } = g;
  const s = integral(g);
  const out = new Uint8ClampedArray(w * h);
  const W = w + 1;
  for (let y = 0; y < h; y++) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(h, y + radius + 1);
    for (let x = 0; x < w; x++) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(w, x + radius + 1);
      const sum = s[y1 * W + x1] - s[y0 * W + x1] - s[y1 * W + x0] + s[y0 * W + x0];
      const mean = sum / ((y1 - y0) * (x1 - x0));
      const d = Math.abs(data[y * w + x] - mean);
      out[y * w + x] = 255 - d * gain;
    }
  }
  return { width: w, height: h, data: out };
}

/** Sauvola-style adaptive threshold to pure black/white (dark text on light paper). */
export function adaptiveThreshold(g: Grey, radius: number, k = 0.2): Grey {
  const { width: w, height: h, data } = g;
  const s = integral(g);
  const s2 = integral(g, 2);
  const out = new Uint8ClampedArray(w * h);
  const W = w + 1;
  for (let y = 0; y < h; y++) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(h, y + radius + 1);
    for (let x = 0; x < w; x++) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(w, x + radius + 1);
      const n = (y1 - y0) * (x1 - x0);
      const a = y1 * W + x1;
      const b = y0 * W + x1;
      const c = y1 * W + x0;
      const d = y0 * W + x0;
      const mean = (s[a] - s[b] - s[c] + s[d]) / n;
      const variance = Math.max(0, (s2[a] - s2[b] - s2[c] + s2[d]) / n - mean * mean);
      const t = mean * (1 + k * (Math.sqrt(variance) / 128 - 1));
      out[y * w + x] = data[y * w + x] > t ? 255 : 0;
    }
  }
  return { width: w, height: h, data: out };
}

/**
 * Ink map that works for both polarities: the sign of the local skewness (a wide, short window, as
 * text lines are: it spans letter gaps without reaching past a card's edge)
 * says whether the background is the light or the dark side of the local grey distribution (ink
 * covers less area than background), and pixels on the ink side of the local mean (window `radius`)
 * are drawn dark in proportion to their distance, relative to the local spread. White lettering on a
 * grey band and black lettering on white paper both come out as dark text on white.
 */
export function polarityFreeInk(
  g: Grey,
  radius: number,
  polarityRx = radius * 3,
  polarityRy = radius,
  minSpread = 20,
): Grey {
  const { width: w, height: h, data } = g;
  const s1 = integral(g, 1);
  const s2 = integral(g, 2);
  const s3 = integral(g, 3);
  const W = w + 1;
  const box = (s: Float64Array, x0: number, y0: number, x1: number, y1: number) =>
    s[y1 * W + x1] - s[y0 * W + x1] - s[y1 * W + x0] + s[y0 * W + x0];
  // Pass 1: polarity per pixel (1 = dark ink, 0 = light ink).
  const pol: Grey = { width: w, height: h, data: new Uint8ClampedArray(w * h) };
  for (let y = 0; y < h; y++) {
    const pa = Math.max(0, y - polarityRy);
    const pb = Math.min(h, y + polarityRy + 1);
    for (let x = 0; x < w; x++) {
      const qa = Math.max(0, x - polarityRx);
      const qb = Math.min(w, x + polarityRx + 1);
      const pn = (pb - pa) * (qb - qa);
      const pm = box(s1, qa, pa, qb, pb) / pn;
      const pe2 = box(s2, qa, pa, qb, pb) / pn;
      const pe3 = box(s3, qa, pa, qb, pb) / pn;
      // Negative skew: a tail of dark pixels, i.e. dark ink on light background.
      pol.data[y * w + x] = pe3 - 3 * pm * pe2 + 2 * pm * pm * pm <= 0 ? 1 : 0;
    }
  }
  // Pass 2: majority vote of the polarity over a wider area, so the middle of a thick bold stroke
  // (where the small window is mostly ink and its skew flips) follows its surroundings.
  const sp = integral(pol, 1);
  const vx = polarityRx * 2;
  const vy = radius;
  const out = new Uint8ClampedArray(w * h);
  for (let y = 0; y < h; y++) {
    const ya = Math.max(0, y - radius);
    const yb = Math.min(h, y + radius + 1);
    const va = Math.max(0, y - vy);
    const vb = Math.min(h, y + vy + 1);
    for (let x = 0; x < w; x++) {
      const xa = Math.max(0, x - radius);
      const xb = Math.min(w, x + radius + 1);
      const n = (yb - ya) * (xb - xa);
      const m1 = box(s1, xa, ya, xb, yb) / n;
      const sd = Math.sqrt(Math.max(0, box(s2, xa, ya, xb, yb) / n - m1 * m1));
      const ua = Math.max(0, x - vx);
      const ub = Math.min(w, x + vx + 1);
      const dark = box(sp, ua, va, ub, vb) * 2 >= (vb - va) * (ub - ua);
      const d = dark ? m1 - data[y * w + x] : data[y * w + x] - m1;
      const v = d / Math.max(sd, minSpread) - 0.25;
      out[y * w + x] = v <= 0 ? 255 : 255 - v * 200;
    }
  }
  return { width: w, height: h, data: out };
}

/** Plain global threshold (ink maps are already normalised). */
export function threshold(g: Grey, level = 160): Grey {
  const out = new Uint8ClampedArray(g.data.length);
  for (let i = 0; i < out.length; i++) out[i] = g.data[i] < level ? 0 : 255;
  return { width: g.width, height: g.height, data: out };
}

/** Box-filter downscale (keeps thin strokes that nearest-neighbour sampling would drop). */
export function shrink(g: Grey, scale: number): Grey {
  if (scale >= 1) return g;
  const w = Math.max(1, Math.round(g.width * scale));
  const h = Math.max(1, Math.round(g.height * scale));
  const out = new Uint8ClampedArray(w * h);
  const step = 1 / scale;
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const sx0 = Math.floor(x * step);
      const sy0 = Math.floor(y * step);
      const sx1 = Math.max(sx0 + 1, Math.min(g.width, Math.floor((x + 1) * step)));
      const sy1 = Math.max(sy0 + 1, Math.min(g.height, Math.floor((y + 1) * step)));
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

export function invert(g: Grey): Grey {
  const out = new Uint8ClampedArray(g.data.length);
  for (let i = 0; i < out.length; i++) out[i] = 255 - g.data[i];
  return { width: g.width, height: g.height, data: out };
}

/** Mean grey level; < 128 means a mostly dark image (light text on a dark card). */
export function meanLevel(g: Grey): number {
  let sum = 0;
  for (const v of g.data) sum += v;
  return sum / g.data.length;
}

/**
 * Skew angle (degrees, in [-max, max]) that makes text lines horizontal, by maximising the variance
 * of the row-ink profile of a binarised thumbnail. Returns the clockwise rotation to apply.
 */
export function estimateSkew(ink: Grey, maxDeg = 12, stepDeg = 0.5): number {
  const { width: w, height: h, data } = ink;
  const pts: number[] = [];
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) if (data[y * w + x] < 128) pts.push(x - w / 2, y - h / 2);
  if (pts.length < 50) return 0;
  const diag = Math.ceil(Math.hypot(w, h)) + 2;
  const score = (deg: number) => {
    const r = (deg * Math.PI) / 180;
    const c = Math.cos(r);
    const s = Math.sin(r);
    const bins = new Float64Array(diag);
    for (let i = 0; i < pts.length; i += 2) {
      const yy = Math.round(pts[i] * s + pts[i + 1] * c + diag / 2);
      if (yy >= 0 && yy < diag) bins[yy]++;
    }
    let sum = 0;
    for (const v of bins) sum += v * v;
    return sum;
  };
  let best = 0;
  let bestScore = score(0);
  for (let d = -maxDeg; d <= maxDeg + 1e-9; d += stepDeg) {
    const sc = score(d);
    if (sc > bestScore * 1.0001) {
      best = d;
      bestScore = sc;
    }
  }
  // Refine around the coarse optimum.
  for (let d = best - stepDeg; d <= best + stepDeg + 1e-9; d += stepDeg / 5) {
    const sc = score(d);
    if (sc > bestScore) {
      best = d;
      bestScore = sc;
    }
  }
  return Math.round(best * 10) / 10;
}

/** Ink energy along rows vs columns: > 1 when text lines run horizontally. */
export function lineOrientationRatio(ink: Grey): number {
  const { width: w, height: h, data } = ink;
  const rows = new Float64Array(h);
  const cols = new Float64Array(w);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if (data[y * w + x] < 128) {
        rows[y]++;
        cols[x]++;
      }
  const cv = (a: Float64Array) => {
    let m = 0;
    for (const v of a) m += v;
    m /= a.length;
    if (m === 0) return 0;
    let s = 0;
    for (const v of a) s += (v - m) ** 2;
    return Math.sqrt(s / a.length) / m;
  };
  const c = cv(cols);
  return c === 0 ? 1 : cv(rows) / c;
}

export function encodePng(g: Grey): Buffer {
  const canvas = createCanvas(g.width, g.height);
  const ctx = canvas.getContext("2d");
  const img = ctx.createImageData(g.width, g.height);
  for (let i = 0, j = 0; i < g.data.length; i++, j += 4) {
    const v = g.data[i];
    img.data[j] = v;
    img.data[j + 1] = v;
    img.data[j + 2] = v;
    img.data[j + 3] = 255;
  }
  ctx.putImageData(img, 0, 0);
  return canvas.toBuffer("image/png");
}
