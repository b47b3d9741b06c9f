import { describe, expect, it } from "vitest";
import {
  convexHull,
  growQuad,
  homography,
  insideQuad,
  largestQuad,
  orderCorners,
  type Point,
  polygonArea,
  type Quad,
  quadSize,
  warpQuad,
} from "#server/analysis/card/card-quad.ts";
import { findCardRegion } from "#server/analysis/card/card-region.ts";
import type { Grey } from "#server/analysis/ocr/image.ts";

const apply = (h: number[], p: Point): Point => {
  const d = h[6] * p.x + h[7] * p.y + h[8];
  return { x: (h[0] * p.x + h[1] * p.y + h[2]) / d, y: (h[3] * p.x + h[4] * p.y + h[5]) / d };
};

/** A photo made for the test: a light card seen at an angle (a trapezoid) on a dark desk, with a dark bar printed across it. */
function trapezoidCard(w: number, h: number, q: Quad): Grey {
  const data = new Uint8ClampedArray(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) data[y * w + x] = insideQuad(q, x, y) ? 230 : 35 + ((x * 3 + y) % 5) * 4;
  return { width: w, height: h, data };
}

describe("the card's corners and the perspective warp", () => {
  const trapezoid: Quad = [
    { x: 300, y: 200 },
    { x: 900, y: 260 },
    { x: 980, y: 700 },
    { x: 180, y: 620 },
  ];

  it("solves the homography that sends a rectangle's corners to a quadrilateral's", () => {
    const rect: Quad = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 50 },
      { x: 0, y: 50 },
    ];
    const h = homography(rect, trapezoid);
    rect.forEach((p, i) => {
      const q = apply(h, p);
      expect(q.x).toBeCloseTo(trapezoid[i].x, 6);
      expect(q.y).toBeCloseTo(trapezoid[i].y, 6);
    });
  });

  it("finds the four corners of a convex outline and orders them clockwise from the top left", () => {
    const outline = [...trapezoid, { x: 600, y: 230 }, { x: 940, y: 480 }, { x: 580, y: 660 }, { x: 240, y: 410 }];
    const hull = convexHull(outline);
    expect(polygonArea(hull)).toBeCloseTo(polygonArea(trapezoid), 0);
    expect(largestQuad(hull)).toEqual(trapezoid);
    expect(orderCorners([trapezoid[2], trapezoid[0], trapezoid[3], trapezoid[1]])).toEqual(trapezoid);
    expect(quadSize(trapezoid).width).toBeCloseTo(Math.hypot(800, 80), 6);
    const grown = growQuad(trapezoid, 10);
    expect(polygonArea(grown)).toBeGreaterThan(polygonArea(trapezoid));
  });

  it("flattens a card seen at an angle: the card fills the warped rectangle, the desk is gone", () => {
    const photo = trapezoidCard(1200, 900, trapezoid);
    const flat = warpQuad(photo, trapezoid, 400, 250);
    expect([flat.width, flat.height]).toEqual([400, 250]);
    let dark = 0;
    for (const v of flat.data) if (v < 128) dark++;
    expect(dark / flat.data.length).toBeLessThan(0.01);
    // A part of it only: the same pixels as the whole warp's.
    const part = warpQuad(photo, trapezoid, 400, 250, { x0: 100, y0: 50, x1: 110, y1: 60 });
    expect(part.data[0]).toBe(flat.data[50 * 400 + 100]);
  });

  it("finds a card seen at a steep angle by its four corners", () => {
    const steep: Quad = [
      { x: 150, y: 450 },
      { x: 1100, y: 280 },
      { x: 1450, y: 630 },
      { x: 530, y: 910 },
    ];
    const r = findCardRegion(trapezoidCard(1600, 1200, steep));
    expect(r?.quad).toBeDefined();
    for (let i = 0; i < 4; i++) {
      expect(Math.abs((r?.quad?.[i].x ?? 0) - steep[i].x)).toBeLessThan(40);
      expect(Math.abs((r?.quad?.[i].y ?? 0) - steep[i].y)).toBeLessThan(40);
    }
  });
});
