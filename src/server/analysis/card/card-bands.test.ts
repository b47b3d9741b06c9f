import { describe, expect, it } from "vitest";
import { bandsAtGaps, readInBands } from "#server/analysis/card/card-bands.ts";
import { wholeReadingFits } from "#server/analysis/card/card-ocr.ts";
import type { Grey } from "#server/analysis/ocr/image.ts";
import type { OcrResult } from "#server/analysis/ocr/ocr.ts";

/** A white image with dark bars (lines of print) over the given row ranges, left half of the width. */
function page(height: number, bars: [number, number][], width = 200): Grey {
  const data = new Uint8ClampedArray(width * height).fill(255);
  for (const [y0, y1] of bars) for (let y = y0; y < y1; y++) data.fill(0, y * width, y * width + width / 2);
  return { width, height, data };
}

const oneLine = (text: string, y: number): OcrResult => ({
  text,
  confidence: 90,
  lines: [
    {
      text,
      confidence: 90,
      bbox: { x0: 0, y0: y, x1: 50, y1: y + 10 },
      words: [{ text, confidence: 90, bbox: { x0: 0, y0: y, x1: 50, y1: y + 10 } }],
    },
  ],
});

describe("bandsAtGaps", () => {
  it("cuts in the blank rows between lines of print, near the even cuts", () => {
    const g = page(300, [
      [10, 30],
      [50, 70],
      [90, 110],
      [140, 160],
      [190, 210],
      [240, 260],
    ]);
    const bands = bandsAtGaps(g, 3);
    expect(bands).toHaveLength(3);
    expect(bands[0].y0).toBe(0);
    expect(bands.at(-1)?.y1).toBe(300);
    for (const b of bands.slice(1)) {
      // Every cut lies in a gap, never through a bar.
      const inBar = [
        [10, 30],
        [50, 70],
        [90, 110],
        [140, 160],
        [190, 210],
        [240, 260],
      ].some(([y0, y1]) => b.y0 >= y0 && b.y0 < y1);
      expect(inBar).toBe(false);
    }
  });

  it("makes no cut where the print leaves no blank run of rows near it", () => {
    // One tall block of print over the whole middle: only one band.
    expect(bandsAtGaps(page(300, [[5, 295]]), 3)).toEqual([{ x0: 0, y0: 0, x1: 200, y1: 300 }]);
  });

  it("ignores a speck that leaves the row as good as blank", () => {
    const g = page(300, [
      [20, 90],
      [110, 190],
      [210, 280],
    ]);
    g.data[100 * 200 + 150] = 0;
    g.data[200 * 200 + 150] = 0;
    expect(bandsAtGaps(g, 3).map((b) => b.y0)).toEqual([0, 100, 200]);
  });
});

describe("readInBands", () => {
  const g = page(300, [
    [20, 90],
    [110, 190],
    [210, 280],
  ]);

  it("puts each band's lines back into the image's rows, in order", async () => {
    let n = 0;
    const r = await readInBands(
      g,
      3,
      async () => oneLine(`line ${++n}`, 5),
      () => {},
    );
    expect(r.lines?.map((l) => [l.text, l.bbox.y0])).toEqual([
      ["line 1", 5],
      ["line 2", 105],
      ["line 3", 205],
    ]);
    expect(r.text).toBe("line 1\nline 2\nline 3\n");
  });

  it("has kept the bands read before a reading that is cut short", async () => {
    let kept: OcrResult | null = null;
    let n = 0;
    const cut = readInBands(
      g,
      3,
      async () => {
        if (++n === 2) throw new Error("time cap");
        return oneLine("Jane Example", 5);
      },
      (soFar) => {
        kept = soFar;
      },
    );
    await expect(cut).rejects.toThrow("time cap");
    expect(kept).toMatchObject({ text: "Jane Example\n" });
  });
});

describe("wholeReadingFits", () => {
  it("reads a card whole on an idle machine and in bands when the machine runs it at a fraction of a core", () => {
    const card = 1500 * 900;
    expect(wholeReadingFits(card, 1, 9500)).toBe(true);
    expect(wholeReadingFits(card, 8, 9500)).toBe(false);
    // Little wall time left (a slow preparation): bands even at full pace.
    expect(wholeReadingFits(card, 1, 1200)).toBe(false);
  });
});
