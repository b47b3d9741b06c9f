import { describe, expect, it } from "vitest";
import { components, findTextLines, letterLike, mergeLines } from "#server/analysis/card/card-text-lines.ts";
import type { Grey } from "#server/analysis/ocr/image.ts";

function blank(width: number, height: number): Grey {
  return { width, height, data: new Uint8ClampedArray(width * height).fill(255) };
}

function box(g: Grey, x0: number, y0: number, w: number, h: number, v = 0) {
  for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) g.data[y * g.width + x] = v;
}

/** A hollow letter-like glyph (an "o" of w × h with a 2 px stroke). */
function glyph(g: Grey, x0: number, y0: number, w = 10, h = 16) {
  box(g, x0, y0, w, h);
  box(g, x0 + 2, y0 + 2, w - 4, h - 4, 255);
}

describe("card text lines", () => {
  it("finds components with their boxes", () => {
    const g = blank(60, 30);
    glyph(g, 5, 5);
    glyph(g, 30, 8);
    const cs = components(g);
    expect(cs).toHaveLength(2);
    expect(cs[0]).toMatchObject({ x0: 5, y0: 5, x1: 15, y1: 21 });
  });

  it("tells letters from dots, streaks and edges", () => {
    const h = 400;
    expect(letterLike({ x0: 0, y0: 0, x1: 10, y1: 16, pixels: 80 }, h)).toBe(true);
    expect(letterLike({ x0: 0, y0: 0, x1: 3, y1: 3, pixels: 9 }, h)).toBe(false); // a dot
    expect(letterLike({ x0: 0, y0: 0, x1: 200, y1: 10, pixels: 1500 }, h)).toBe(false); // grain streak
    expect(letterLike({ x0: 0, y0: 0, x1: 2, y1: 150, pixels: 300 }, h)).toBe(false); // an edge
  });

  it("chains a row of letters into one line and two rows into two", () => {
    const g = blank(300, 120);
    for (let i = 0; i < 8; i++) glyph(g, 10 + i * 14, 10);
    // A word space (3 letters, a gap, 3 letters) stays in the line.
    for (let i = 0; i < 3; i++) glyph(g, 10 + i * 14, 60);
    for (let i = 0; i < 3; i++) glyph(g, 70 + i * 14, 60);
    const lines = findTextLines(g);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ x0: 10, y0: 10, y1: 26, letters: 8, height: 16 });
    expect(lines[1]).toMatchObject({ x0: 10, x1: 108, letters: 6 });
  });

  it("leaves out pairs and scattered blobs of texture", () => {
    const g = blank(300, 200);
    glyph(g, 10, 10);
    glyph(g, 24, 10);
    // Blobs of very different sizes side by side: not a line of print.
    box(g, 60, 100, 8, 8);
    box(g, 75, 80, 10, 40);
    box(g, 90, 104, 30, 9);
    expect(findTextLines(g)).toHaveLength(0);
  });

  it("measures a line's tilt from its letters' bottoms", () => {
    const g = blank(300, 120);
    // Each letter 2 px lower than the last over 14 px: about 8 degrees, descending to the right.
    for (let i = 0; i < 8; i++) glyph(g, 10 + i * 14, 20 + i * 2);
    const [line] = findTextLines(g);
    expect(line.tilt).toBeGreaterThan(7);
    expect(line.tilt).toBeLessThan(9);
  });

  it("joins pieces of one line found apart", () => {
    const a = { x0: 0, y0: 10, x1: 100, y1: 30, height: 16, letters: 6, tilt: 0 };
    const b = { x0: 110, y0: 12, x1: 200, y1: 31, height: 17, letters: 5, tilt: 0 };
    const far = { x0: 400, y0: 10, x1: 500, y1: 30, height: 16, letters: 6, tilt: 0 };
    const below = { x0: 0, y0: 60, x1: 100, y1: 80, height: 16, letters: 6, tilt: 0 };
    const out = mergeLines([a, b, far, below]);
    expect(out).toHaveLength(3);
    expect(out[0]).toMatchObject({ x0: 0, x1: 200, letters: 11 });
  });
});
