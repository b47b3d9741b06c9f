import { afterAll, describe, expect, it } from "vitest";
import { prepareCard } from "#server/analysis/card/card-prepare.ts";
import { insideQuad, type Quad } from "#server/analysis/card/card-quad.ts";
import { encodePng } from "#server/analysis/ocr/image.ts";
import { shutdownDecoder } from "#server/analysis/ocr/safe-decode.ts";

afterAll(() => shutdownDecoder());

/**
 * A photo made for the test: a light card seen at an angle on a dark desk, with three bars of "print"
 * running along the card (parallel to its top and bottom edges, so they converge in the photo).
 */
function angledCardPhoto(): Uint8Array {
  const w = 1200;
  const h = 900;
  const q: Quad = [
    { x: 200, y: 260 },
    { x: 980, y: 180 },
    { x: 1060, y: 640 },
    { x: 260, y: 760 },
  ];
  const data = new Uint8ClampedArray(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let v = 40 + ((x + 2 * y) % 6) * 5;
      if (insideQuad(q, x, y)) {
        v = 232;
        // Where (x, y) sits across the card, from the top edge (0) to the bottom edge (1), and along it.
        const top = (x - q[0].x) / (q[1].x - q[0].x);
        const yTop = q[0].y + (q[1].y - q[0].y) * top;
        const bottom = (x - q[3].x) / (q[2].x - q[3].x);
        const yBottom = q[3].y + (q[2].y - q[3].y) * bottom;
        const across = (y - yTop) / (yBottom - yTop);
        if ([0.35, 0.55, 0.75].some((f) => Math.abs(across - f) < 0.025) && top > 0.15 && top < 0.7) v = 25;
      }
      data[y * w + x] = v;
    }
  return new Uint8Array(encodePng({ width: w, height: h, data }));
}

describe("preparing a card photographed at an angle", () => {
  it("flattens the card to a wide rectangle at the working scale, with nothing left to deskew", async () => {
    const p = await prepareCard(angledCardPhoto());
    expect(Math.max(p.grey.width, p.grey.height)).toBeGreaterThanOrEqual(1400);
    expect(p.grey.width / p.grey.height).toBeGreaterThan(1.3);
    expect(p.geometry).toMatchObject({ quarter: 0, flip: 0 });
    expect(Math.abs(p.geometry.skew)).toBeLessThan(2);
    // The desk is gone: the flattened card is light paper with a little print.
    let dark = 0;
    for (const v of p.grey.data) if (v < 100) dark++;
    expect(dark / p.grey.data.length).toBeLessThan(0.15);
    // A closer drawing of a part of the card comes through the same warp.
    const part = await p.render(2, { x0: 0, y0: 0, x1: 200, y1: 100 });
    expect([part.width, part.height]).toEqual([200, 100]);
  });
});
