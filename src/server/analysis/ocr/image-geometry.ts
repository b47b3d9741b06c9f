// Geometry of greyscale images: turns (any angle, and exact quarter turns), box-filter shrinking, and the
// estimates of a page's tilt and line direction that orient a scan or a card before OCR.
import { createCanvas } from "@napi-rs/canvas";
import type { Grey } from "#server/analysis/ocr/image.ts";

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

type Box = { x0: number; y0: number; x1: number; y1: number };
type At = { x: number; y: number };

/**
 * The bounds of `b`'s four corners turned by `deg` (clockwise, as `rotateGreyBy` turns an image) about `from`
 * and set down about `to`: where a box of one image lies in the same image turned, or turned back (a negative
 * angle). Unrounded: callers round to their own frame.
 */
export function turnBox(b: Box, deg: number, from: At, to: At): Box {
  const rad = (deg * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [x, y] of [
    [b.x0, b.y0],
    [b.x1, b.y0],
    [b.x0, b.y1],
    [b.x1, b.y1],
  ]) {
    const dx = x - from.x;
    const dy = y - from.y;
    xs.push(dx * cos - dy * sin + to.x);
    ys.push(dx * sin + dy * cos + to.y);
  }
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}
