import { describe, expect, it } from "vitest";
import { cropGrey, findCardRegion, otsu, resizeGrey } from "#server/analysis/card/card-region.ts";
import type { Grey } from "#server/analysis/ocr/image.ts";

/** A photo made for the test: a textured dark desk with a light card and lines of dark print on it. */
function cardOnDesk(w: number, h: number, card: { x: number; y: number; w: number; h: number }): Grey {
  const data = new Uint8ClampedArray(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const inCard = x >= card.x && x < card.x + card.w && y >= card.y && y < card.y + card.h;
      // Desk texture: a fine diagonal weave.
      let v = inCard ? 235 : 40 + ((x + y) % 7) * 6;
      // Print: three short lines of "text" on the card.
      const ly = y - card.y;
      if (
        inCard &&
        [0.3, 0.5, 0.7].some((f) => Math.abs(ly - card.h * f) < 3) &&
        x > card.x + 20 &&
        x < card.x + card.w * 0.7
      )
        v = 30;
      data[y * w + x] = v;
    }
  return { width: w, height: h, data };
}

describe("finding the card in a photo", () => {
  it("finds a light card lying on a dark textured desk", () => {
    const r = findCardRegion(cardOnDesk(1200, 900, { x: 400, y: 300, w: 420, h: 250 }));
    expect(r).not.toBeNull();
    if (!r) return;
    // Within the padding (2 % of the long side) of the card's edges.
    expect(Math.abs(r.x0 - 400)).toBeLessThanOrEqual(30);
    expect(Math.abs(r.y0 - 300)).toBeLessThanOrEqual(30);
    expect(Math.abs(r.x1 - 820)).toBeLessThanOrEqual(30);
    expect(Math.abs(r.y1 - 550)).toBeLessThanOrEqual(30);
  });

  it("leaves a photo that is all card, or a tiny light speck, alone", () => {
    expect(findCardRegion(cardOnDesk(1000, 600, { x: 0, y: 0, w: 1000, h: 600 }))).toBeNull();
    expect(findCardRegion(cardOnDesk(1000, 600, { x: 500, y: 300, w: 60, h: 40 }))).toBeNull();
  });

  it("splits a two-level histogram between its levels, crops and resizes", () => {
    const g: Grey = { width: 4, height: 1, data: new Uint8ClampedArray([20, 20, 220, 220]) };
    const t = otsu(g);
    expect(t).toBeGreaterThanOrEqual(20);
    expect(t).toBeLessThan(220);
    expect(cropGrey(g, { x0: 1, y0: 0, x1: 3, y1: 1 }).data).toEqual(new Uint8ClampedArray([20, 220]));
    const big = resizeGrey(g, 8, 2);
    expect([big.width, big.height]).toEqual([8, 2]);
    expect(big.data[0]).toBe(20);
    expect(big.data[7]).toBe(220);
  });
});
