import { describe, expect, it } from "vitest";
import { drawFiner } from "#server/analysis/card/card-fine.ts";
import { type CardPrepared, type Geometry, orient } from "#server/analysis/card/card-prepare.ts";
import { resizeGrey } from "#server/analysis/card/card-region.ts";
import type { Grey } from "#server/analysis/ocr/image.ts";

/** A card of `w` × `h` with one dark square, drawn at `k` times its size. */
function card(w: number, h: number, k: number): Grey {
  const g: Grey = { width: w * k, height: h * k, data: new Uint8ClampedArray(w * k * h * k).fill(255) };
  for (let y = 30 * k; y < 50 * k; y++) for (let x = 140 * k; x < 170 * k; x++) g.data[y * g.width + x] = 0;
  return g;
}

/** Centre of the dark pixels of `g`. */
function darkCentre(g: Grey): { x: number; y: number } {
  let sx = 0;
  let sy = 0;
  let n = 0;
  for (let y = 0; y < g.height; y++)
    for (let x = 0; x < g.width; x++)
      if (g.data[y * g.width + x] < 128) {
        sx += x + 0.5;
        sy += y + 0.5;
        n++;
      }
  return { x: sx / n, y: sy / n };
}

describe("a finer drawing of part of the upright card", () => {
  const grey = card(200, 120, 1);
  const fine = card(200, 120, 4);
  const prepared = {
    grey,
    nativeFactor: 4,
    // The original photo, 4× finer, cut as the card's own render would.
    render: async (f: number, b: { x0: number; y0: number; x1: number; y1: number }) => {
      const sized = resizeGrey(fine, Math.round(200 * f), Math.round(120 * f));
      const data = new Uint8ClampedArray((b.x1 - b.x0) * (b.y1 - b.y0));
      for (let y = b.y0; y < b.y1; y++)
        data.set(sized.data.subarray(y * sized.width + b.x0, y * sized.width + b.x1), (y - b.y0) * (b.x1 - b.x0));
      return { width: b.x1 - b.x0, height: b.y1 - b.y0, data };
    },
  } as unknown as CardPrepared;

  for (const geo of [
    { quarter: 0, skew: 0, flip: 0 },
    { quarter: 90, skew: 8, flip: 180 },
    { quarter: 0, skew: -12, flip: 0 },
  ] as Geometry[])
    it(`lands where the square is (${JSON.stringify(geo)})`, async () => {
      const upright = orient(grey, geo);
      const at = darkCentre(upright);
      const box = { x0: at.x - 40, y0: at.y - 40, x1: at.x + 40, y1: at.y + 40 };
      const f = await drawFiner(prepared, geo, upright, box, 2.5);
      expect(f?.factor).toBe(2.5);
      const got = darkCentre(f?.image as Grey);
      const want = f?.at(at.x, at.y) ?? { x: 0, y: 0 };
      expect(Math.abs(got.x - want.x)).toBeLessThan(3);
      expect(Math.abs(got.y - want.y)).toBeLessThan(3);
      const back = f?.back(want.x, want.y) ?? { x: 0, y: 0 };
      expect(back.x).toBeCloseTo(at.x, 5);
    });

  it("is not drawn when the photo holds no finer detail", async () => {
    const coarse = { ...prepared, nativeFactor: 1.1 } as CardPrepared;
    const geo: Geometry = { quarter: 0, skew: 0, flip: 0 };
    expect(await drawFiner(coarse, geo, grey, { x0: 0, y0: 0, x1: 100, y1: 60 }, 3)).toBeNull();
  });
});
