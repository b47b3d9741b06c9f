// Pixel filters on greyscale images before OCR: contrast stretch, local-contrast and adaptive ink maps
// (dark-on-light and light-on-dark print alike), thresholds.
import type { Grey } from "#server/analysis/ocr/image.ts";

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
