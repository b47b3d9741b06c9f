import { describe, expect, it } from "vitest";
import { rotateGreyBy, turnBox } from "#server/analysis/ocr/image-geometry.ts";
import type { Grey } from "#server/analysis/ocr/image.ts";

describe("turnBox", () => {
  it("finds a box of an image again in the image turned, and back", () => {
    const g: Grey = { width: 200, height: 100, data: new Uint8ClampedArray(200 * 100).fill(255) };
    // A dark square; where it lands in the turned image is where turnBox says it is.
    for (let y = 20; y < 40; y++) for (let x = 140; x < 160; x++) g.data[y * 200 + x] = 0;
    const turned = rotateGreyBy(g, 10);
    const box = turnBox(
      { x0: 140, y0: 20, x1: 160, y1: 40 },
      10,
      { x: 100, y: 50 },
      { x: turned.width / 2, y: turned.height / 2 },
    );
    let x0 = turned.width;
    let y0 = turned.height;
    let x1 = 0;
    let y1 = 0;
    for (let y = 0; y < turned.height; y++)
      for (let x = 0; x < turned.width; x++)
        if (turned.data[y * turned.width + x] < 128) {
          x0 = Math.min(x0, x);
          y0 = Math.min(y0, y);
          x1 = Math.max(x1, x + 1);
          y1 = Math.max(y1, y + 1);
        }
    for (const [a, b] of [
      [box.x0, x0],
      [box.y0, y0],
      [box.x1, x1],
      [box.y1, y1],
    ])
      expect(Math.abs(a - b)).toBeLessThanOrEqual(2);
    // Turning back lands on the bounds of the turned box, which hold the original box.
    const back = turnBox(box, -10, { x: turned.width / 2, y: turned.height / 2 }, { x: 100, y: 50 });
    expect(back.x0).toBeLessThanOrEqual(140);
    expect(back.y1).toBeGreaterThanOrEqual(40);
    expect(back.x1 - back.x0).toBeLessThan(35);
  });
});
