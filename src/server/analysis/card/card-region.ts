// Where the card is in a photo: a card lying on a desk or pinned to a wall is one bright (or dark) region,
// nearly rectangular, set off from its background. Reading only that region keeps the background's texture
// out of the OCR (speckle read as letters, and time) and lets a card small in the photo be enlarged.
import {
  convexHull,
  growQuad,
  largestQuad,
  type Point,
  polygonArea,
  type Quad,
} from "#server/analysis/card/card-quad.ts";
import type { Grey } from "#server/analysis/ocr/image.ts";
import { shrink } from "#server/analysis/ocr/image-geometry.ts";

/** The card's box in the photo, and its four corners when it is a clear quadrilateral (for the perspective warp). */
export type Region = { x0: number; y0: number; x1: number; y1: number; quad?: Quad };

/** Long side of the thumbnail the card is looked for on. */
const THUMB_LONG = 320;
/** A card covers at least this share of the photo (smaller: noise or a logo), and at most MAX_AREA (larger: the photo is the card). */
const MIN_AREA = 0.04;
const MAX_AREA = 0.7;
/** Share of its bounding box a card fills (holes of its print included): a tilted or angled card still fills most of it. */
const MIN_FILL = 0.6;
/**
 * A card seen at an angle fills less of its box: it is accepted as well when its hull is a quadrilateral (the
 * largest quadrilateral on the hull covers QUAD_OF_HULL of it) that the card fills to QUAD_FILL (a dark band
 * reaching the card's edge is not a hole, hence well below 1).
 */
const QUAD_OF_HULL = 0.93;
const QUAD_FILL = 0.7;
/** Long-to-short ratio of a region reaching two opposite sides of the photo above which it is not a card (cards: 1.4–1.9). */
const MAX_ACROSS_ASPECT = 2.2;

/** Otsu's threshold: the grey level that best splits the histogram in two classes. */
export function otsu(g: Grey): number {
  const hist = new Array<number>(256).fill(0);
  for (const v of g.data) hist[v]++;
  const total = g.data.length;
  let sumAll = 0;
  for (let i = 0; i < 256; i++) sumAll += i * hist[i];
  let sumB = 0;
  let wB = 0;
  let best = 0;
  let level = 128;
  for (let t = 0; t < 256; t++) {
    wB += hist[t];
    if (!wB) continue;
    const wF = total - wB;
    if (!wF) break;
    sumB += t * hist[t];
    const mB = sumB / wB;
    const mF = (sumAll - sumB) / wF;
    const between = wB * wF * (mB - mF) ** 2;
    if (between > best) {
      best = between;
      level = t;
    }
  }
  return level;
}

/** Largest 4-connected component of `mask`, with its size and bounding box. */
function largestComponent(mask: Uint8Array, w: number, h: number) {
  const label = new Int32Array(w * h).fill(-1);
  const stack: number[] = [];
  let best = { id: -1, size: 0, x0: 0, y0: 0, x1: 0, y1: 0 };
  let id = 0;
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || label[start] >= 0) continue;
    const c = { id, size: 0, x0: w, y0: h, x1: 0, y1: 0 };
    label[start] = id;
    stack.push(start);
    const visit = (q: number) => {
      if (mask[q] && label[q] < 0) {
        label[q] = id;
        stack.push(q);
      }
    };
    while (stack.length) {
      const p = stack.pop() as number;
      const x = p % w;
      const y = (p - x) / w;
      c.size++;
      if (x < c.x0) c.x0 = x;
      if (x > c.x1) c.x1 = x;
      if (y < c.y0) c.y0 = y;
      if (y > c.y1) c.y1 = y;
      if (x > 0) visit(p - 1);
      if (x < w - 1) visit(p + 1);
      if (y > 0) visit(p - w);
      if (y < h - 1) visit(p + w);
    }
    if (c.size > best.size) best = c;
    id++;
  }
  return { ...best, label };
}

/** The component's outline points: the first and last pixel of every row (enough for its convex hull). */
function rowEnds(c: ReturnType<typeof largestComponent>, w: number): Point[] {
  const pts: Point[] = [];
  for (let y = c.y0; y <= c.y1; y++) {
    let first = -1;
    let last = -1;
    for (let x = c.x0; x <= c.x1; x++)
      if (c.label[y * w + x] === c.id) {
        if (first < 0) first = x;
        last = x;
      }
    // Pixel corners, so that the hull encloses the pixels and not their centres.
    if (first >= 0) pts.push({ x: first, y }, { x: first, y: y + 1 }, { x: last + 1, y }, { x: last + 1, y: y + 1 });
  }
  return pts;
}

/** The card's corners in thumbnail pixels when its outline is a quadrilateral it fills; otherwise null. */
function cardQuad(c: ReturnType<typeof largestComponent>, w: number, fill: number): Quad | null {
  const hull = convexHull(rowEnds(c, w));
  const quad = largestQuad(hull);
  if (!quad) return null;
  const qa = polygonArea(quad);
  const boxArea = (c.x1 - c.x0 + 1) * (c.y1 - c.y0 + 1);
  if (qa < polygonArea(hull) * QUAD_OF_HULL || (fill * boxArea) / qa < QUAD_FILL) return null;
  return quad;
}

/** Share of the bounding box that the component covers or encloses (its print makes holes in it). */
function filled(c: ReturnType<typeof largestComponent>, w: number): number {
  const bw = c.x1 - c.x0 + 1;
  const bh = c.y1 - c.y0 + 1;
  const outside = new Uint8Array(bw * bh);
  const stack: number[] = [];
  const inC = (x: number, y: number) => c.label[(c.y0 + y) * w + c.x0 + x] === c.id;
  for (let x = 0; x < bw; x++)
    for (const y of [0, bh - 1])
      if (!inC(x, y) && !outside[y * bw + x]) {
        outside[y * bw + x] = 1;
        stack.push(y * bw + x);
      }
  for (let y = 0; y < bh; y++)
    for (const x of [0, bw - 1])
      if (!inC(x, y) && !outside[y * bw + x]) {
        outside[y * bw + x] = 1;
        stack.push(y * bw + x);
      }
  const visit = (nx: number, ny: number) => {
    const q = ny * bw + nx;
    if (!outside[q] && !inC(nx, ny)) {
      outside[q] = 1;
      stack.push(q);
    }
  };
  while (stack.length) {
    const p = stack.pop() as number;
    const x = p % bw;
    const y = (p - x) / bw;
    if (x > 0) visit(x - 1, y);
    if (x < bw - 1) visit(x + 1, y);
    if (y > 0) visit(x, y - 1);
    if (y < bh - 1) visit(x, y + 1);
  }
  let out = 0;
  for (const v of outside) out += v;
  return 1 - out / (bw * bh);
}

/**
 * The card's bounding box in `g`'s pixels (padded a little), or null when no region looks like a card
 * lying on a background (the photo is the card, or the background is as light as the card).
 */
export function findCardRegion(g: Grey): Region | null {
  const long = Math.max(g.width, g.height);
  const thumb = shrink(g, Math.min(1, THUMB_LONG / long));
  const { width: w, height: h } = thumb;
  const level = otsu(thumb);
  // Light regions only: a dark panel of a two-tone card looks like a dark card on a light desk, and a crop
  // to it would cut the card's print off (a dark card is read whole, as before).
  const mask = new Uint8Array(w * h);
  for (let i = 0; i < mask.length; i++) mask[i] = thumb.data[i] > level ? 1 : 0;
  const c = largestComponent(mask, w, h);
  if (c.id < 0) return null;
  const area = ((c.x1 - c.x0 + 1) * (c.y1 - c.y0 + 1)) / (w * h);
  if (area < MIN_AREA || area > MAX_AREA) return null;
  // Background touches three or four sides of the photo; a card at most two (a hand-held corner).
  const sides = Number(c.x0 === 0) + Number(c.y0 === 0) + Number(c.x1 === w - 1) + Number(c.y1 === h - 1);
  if (sides > 2) return null;
  // Spanning the photo from edge to edge, a region is a card filling that direction only if it has a card's
  // proportions; a long light band across a flat card (a white strip under a coloured half) is not a card.
  const across = (c.x0 === 0 && c.x1 === w - 1) || (c.y0 === 0 && c.y1 === h - 1);
  const bw = c.x1 - c.x0 + 1;
  const bh = c.y1 - c.y0 + 1;
  if (across && Math.max(bw, bh) > Math.min(bw, bh) * MAX_ACROSS_ASPECT) return null;
  const fill = filled(c, w);
  const quad = cardQuad(c, w, fill);
  if (fill < MIN_FILL && !quad) return null;
  const k = g.width / w;
  const pad = Math.round(long * 0.02);
  return {
    x0: Math.max(0, Math.floor(c.x0 * k) - pad),
    y0: Math.max(0, Math.floor(c.y0 * k) - pad),
    x1: Math.min(g.width, Math.ceil((c.x1 + 1) * k) + pad),
    y1: Math.min(g.height, Math.ceil((c.y1 + 1) * k) + pad),
    ...(quad ? { quad: growQuad(quad.map((p) => ({ x: p.x * k, y: p.y * k })) as Quad, pad / 2) } : {}),
  };
}

/** Bilinear resize (up or down; `shrink` averages and is better for large reductions). */
export function resizeGrey(g: Grey, width: number, height: number): Grey {
  const out = new Uint8ClampedArray(width * height);
  const sx = g.width / width;
  const sy = g.height / height;
  for (let y = 0; y < height; y++) {
    const fy = Math.min(g.height - 1, Math.max(0, (y + 0.5) * sy - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(g.height - 1, y0 + 1);
    const dy = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(g.width - 1, Math.max(0, (x + 0.5) * sx - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(g.width - 1, x0 + 1);
      const dx = fx - x0;
      const top = g.data[y0 * g.width + x0] * (1 - dx) + g.data[y0 * g.width + x1] * dx;
      const bottom = g.data[y1 * g.width + x0] * (1 - dx) + g.data[y1 * g.width + x1] * dx;
      out[y * width + x] = top * (1 - dy) + bottom * dy;
    }
  }
  return { width, height, data: out };
}

/** The part of `g` inside `r`. */
export function cropGrey(g: Grey, r: Region): Grey {
  const w = r.x1 - r.x0;
  const h = r.y1 - r.y0;
  const data = new Uint8ClampedArray(w * h);
  for (let y = 0; y < h; y++)
    data.set(g.data.subarray((r.y0 + y) * g.width + r.x0, (r.y0 + y) * g.width + r.x1), y * w);
  return { width: w, height: h, data };
}
