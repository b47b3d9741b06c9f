// The card's four corners and the perspective warp that makes it a flat rectangle again. A card photographed
// at an angle is a trapezoid: deskewing turns it but leaves its lines converging, and tesseract reads
// converging, shrinking lines badly. The corners come from the card's region (card-region.ts).
import type { Grey } from "#server/analysis/ocr/image.ts";

export type Point = { x: number; y: number };
/** Corners clockwise from the top left (image coordinates, y down). */
export type Quad = [Point, Point, Point, Point];

function cross(o: Point, a: Point, b: Point): number {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

/** Convex hull (Andrew's monotone chain), clockwise in image coordinates. */
export function convexHull(points: Point[]): Point[] {
  const p = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (p.length < 3) return p;
  const lower: Point[] = [];
  for (const q of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], q) <= 0) lower.pop();
    lower.push(q);
  }
  const upper: Point[] = [];
  for (let i = p.length - 1; i >= 0; i--) {
    const q = p[i];
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], q) <= 0) upper.pop();
    upper.push(q);
  }
  return lower.slice(0, -1).concat(upper.slice(0, -1));
}

export function polygonArea(poly: Point[]): number {
  let a = 0;
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i];
    const q = poly[(i + 1) % poly.length];
    a += p.x * q.y - q.x * p.y;
  }
  return Math.abs(a) / 2;
}

const tri = (a: Point, b: Point, c: Point) => Math.abs(cross(a, b, c)) / 2;

/**
 * The largest quadrilateral with its corners on the hull: for a card (even in perspective, with rounded
 * corners or a thumb over one edge) these are its four corners. O(n³) over the hull, which a thumbnail keeps
 * to a few hundred points.
 */
export function largestQuad(hull: Point[]): Quad | null {
  const n = hull.length;
  if (n < 4) return null;
  let best = 0;
  let quad: number[] = [];
  for (let i = 0; i < n; i++)
    for (let k = i + 2; k < n; k++) {
      let bj = -1;
      let aj = 0;
      for (let j = i + 1; j < k; j++) {
        const a = tri(hull[i], hull[j], hull[k]);
        if (a > aj) {
          aj = a;
          bj = j;
        }
      }
      let bl = -1;
      let al = 0;
      for (let l = k + 1; l < n + i; l++) {
        const a = tri(hull[i], hull[k], hull[l % n]);
        if (a > al) {
          al = a;
          bl = l % n;
        }
      }
      if (bj >= 0 && bl >= 0 && aj + al > best) {
        best = aj + al;
        quad = [i, bj, k, bl];
      }
    }
  if (quad.length !== 4) return null;
  return orderCorners(quad.map((q) => hull[q]));
}

/** Clockwise (y down) from the corner nearest the top left. */
export function orderCorners(pts: Point[]): Quad {
  const cx = pts.reduce((s, p) => s + p.x, 0) / pts.length;
  const cy = pts.reduce((s, p) => s + p.y, 0) / pts.length;
  const sorted = [...pts].sort((a, b) => Math.atan2(a.y - cy, a.x - cx) - Math.atan2(b.y - cy, b.x - cx));
  // atan2 with y down runs clockwise on screen; start at the top-left-most corner.
  let start = 0;
  for (let i = 1; i < 4; i++) if (sorted[i].x + sorted[i].y < sorted[start].x + sorted[start].y) start = i;
  return [0, 1, 2, 3].map((i) => sorted[(start + i) % 4]) as Quad;
}

/** Whether (x, y) lies inside a convex quadrilateral given clockwise (y down). */
export function insideQuad(q: Quad, x: number, y: number): boolean {
  for (let i = 0; i < 4; i++) {
    const a = q[i];
    const b = q[(i + 1) % 4];
    if ((b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x) < 0) return false;
  }
  return true;
}

const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** Size of the flat card: the longer of each pair of opposite edges (the nearer edge is the truer one). */
export function quadSize(q: Quad): { width: number; height: number } {
  return {
    width: Math.max(dist(q[0], q[1]), dist(q[3], q[2])),
    height: Math.max(dist(q[0], q[3]), dist(q[1], q[2])),
  };
}

/** Moves every corner away from the centre by `by` pixels (a margin so the warp never cuts the edge's print). */
export function growQuad(q: Quad, by: number): Quad {
  const cx = q.reduce((s, p) => s + p.x, 0) / 4;
  const cy = q.reduce((s, p) => s + p.y, 0) / 4;
  return q.map((p) => {
    const d = Math.hypot(p.x - cx, p.y - cy) || 1;
    return { x: p.x + ((p.x - cx) / d) * by, y: p.y + ((p.y - cy) / d) * by };
  }) as Quad;
}

/** Solves the 8×8 system of the homography that sends the unit-free rectangle corners `from` to `to`. */
export function homography(from: Quad, to: Quad): number[] {
  const a: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const { x, y } = from[i];
    const { x: u, y: v } = to[i];
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  // Gaussian elimination with partial pivoting.
  for (let c = 0; c < 8; c++) {
    let p = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(a[r][c]) > Math.abs(a[p][c])) p = r;
    [a[c], a[p]] = [a[p], a[c]];
    const d = a[c][c] || 1e-12;
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const f = a[r][c] / d;
      for (let k = c; k < 9; k++) a[r][k] -= f * a[c][k];
    }
  }
  const h = a.map((row, i) => row[8] / (row[i] || 1e-12));
  return [...h, 1];
}

/**
 * The card flattened: output pixel (x, y) of a `width`×`height` rectangle is sampled (bilinear) at the
 * point of `src` inside `quad` that the homography sends it to. `part` limits the output to a box of it.
 */
export function warpQuad(
  src: Grey,
  quad: Quad,
  width: number,
  height: number,
  part: { x0: number; y0: number; x1: number; y1: number } = { x0: 0, y0: 0, x1: width, y1: height },
): Grey {
  const rect: Quad = [
    { x: 0, y: 0 },
    { x: width, y: 0 },
    { x: width, y: height },
    { x: 0, y: height },
  ];
  const h = homography(rect, quad);
  const w = part.x1 - part.x0;
  const hh = part.y1 - part.y0;
  const out = new Uint8ClampedArray(w * hh);
  const { width: sw, height: sh, data } = src;
  for (let oy = 0; oy < hh; oy++) {
    const y = oy + part.y0 + 0.5;
    for (let ox = 0; ox < w; ox++) {
      const x = ox + part.x0 + 0.5;
      const d = h[6] * x + h[7] * y + h[8];
      const fx = Math.min(sw - 1, Math.max(0, (h[0] * x + h[1] * y + h[2]) / d - 0.5));
      const fy = Math.min(sh - 1, Math.max(0, (h[3] * x + h[4] * y + h[5]) / d - 0.5));
      const x0 = Math.floor(fx);
      const y0 = Math.floor(fy);
      const x1 = Math.min(sw - 1, x0 + 1);
      const y1 = Math.min(sh - 1, y0 + 1);
      const dx = fx - x0;
      const dy = fy - y0;
      const top = data[y0 * sw + x0] * (1 - dx) + data[y0 * sw + x1] * dx;
      const bottom = data[y1 * sw + x0] * (1 - dx) + data[y1 * sw + x1] * dx;
      out[oy * w + ox] = top * (1 - dy) + bottom * dy;
    }
  }
  return { width: w, height: hh, data: out };
}
