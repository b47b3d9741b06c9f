import { describe, expect, it } from "vitest";
import { mergeReadings } from "#server/analysis/card/card-merge.ts";
import { smooth } from "#server/analysis/card/card-prepare.ts";
import type { OcrLine, OcrWord } from "#server/analysis/ocr/ocr.ts";

const word = (text: string, confidence: number, x0: number, y0 = 0, h = 20): OcrWord => ({
  text,
  confidence,
  bbox: { x0, y0, x1: x0 + text.length * 10, y1: y0 + h },
});
const line = (...words: OcrWord[]): OcrLine => ({
  text: words.map((w) => w.text).join(" "),
  confidence: words.reduce((a, w) => a + w.confidence, 0) / words.length,
  bbox: {
    x0: Math.min(...words.map((w) => w.bbox.x0)),
    y0: Math.min(...words.map((w) => w.bbox.y0)),
    x1: Math.max(...words.map((w) => w.bbox.x1)),
    y1: Math.max(...words.map((w) => w.bbox.y1)),
  },
  words,
});

describe("mergeReadings", () => {
  it("keeps, word by word, the reading tesseract was surer of", () => {
    const a = [line(word("4001", 45, 0), word("Redmond,", 96, 60), word("WA", 94, 160), word("93052", 53, 200))];
    const b = [line(word("+4001", 0, 0), word("Redmond,", 96, 60), word("WA", 95, 160), word("98052", 75, 200))];
    expect(mergeReadings(a, b).map((l) => l.text)).toEqual(["4001 Redmond, WA 98052"]);
  });

  it("replaces a noisy group of words by one better word covering the same spot", () => {
    const a = [line(word("Cell:", 82, 0), word("1:", 71, 60), word("123-4567", 59, 90))];
    const b = [
      line(word("Cell:", 87, 0), { text: "123-4567", confidence: 80, bbox: { x0: 58, y0: 0, x1: 175, y1: 20 } }),
    ];
    expect(mergeReadings(a, b)[0].text).toBe("Cell: 123-4567");
  });

  it("never adds words or lines only the second reading saw, and keeps each word on its own line", () => {
    const a = [line(word("Fax:", 85, 0, 0)), line(word("WA", 90, 0, 40))];
    const b = [line(word("Fax:", 80, 0, 0)), line(word("WA", 95, 0, 40)), line(word("Pra", 64, 300, 300))];
    expect(mergeReadings(a, b).map((l) => l.text)).toEqual(["Fax:", "WA"]);
  });
});

describe("smooth", () => {
  it("spreads an isolated speckle over its neighbours", () => {
    const data = new Uint8ClampedArray(25).fill(255);
    data[12] = 0;
    const s = smooth({ width: 5, height: 5, data });
    expect(s.data[12]).toBeGreaterThan(200);
    expect(s.data[0]).toBe(255);
  });
});

describe("mergeReadings: junk", () => {
  it("drops a lone unsure letter that the better second reading adds beside a word", () => {
    const a = [line(word("4001", 45, 0), word("1st", 95, 60))];
    const b = [
      line(
        word("4001", 80, 0),
        { text: "I", confidence: 40, bbox: { x0: 38, y0: 0, x1: 48, y1: 20 } },
        word("1st", 96, 60),
      ),
    ];
    expect(mergeReadings(a, b)[0].text).toBe("4001 1st");
  });
});
