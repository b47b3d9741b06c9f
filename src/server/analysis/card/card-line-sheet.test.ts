import { describe, expect, it } from "vitest";
import {
  buildSheet,
  keepBand,
  normaliseLine,
  readLineSheet,
  rowConfidences,
  sheetToCard,
} from "#server/analysis/card/card-line-sheet.ts";
import { findTextLines } from "#server/analysis/card/card-text-lines.ts";
import type { Grey } from "#server/analysis/ocr/image.ts";
import type { OcrResult } from "#server/analysis/ocr/ocr.ts";

function filled(width: number, height: number, v: number): Grey {
  return { width, height, data: new Uint8ClampedArray(width * height).fill(v) };
}
function box(g: Grey, x0: number, y0: number, w: number, h: number, v: number) {
  for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) g.data[y * g.width + x] = v;
}
const at = (g: Grey, x: number, y: number) => g.data[y * g.width + x];

describe("card line sheet", () => {
  it("turns light print on a dark band into dark print on white", () => {
    const g = filled(80, 30, 60);
    box(g, 10, 8, 50, 14, 220);
    const out = normaliseLine(g);
    expect(at(out, 20, 12)).toBe(0);
    expect(at(out, 2, 2)).toBe(255);
  });

  it("keeps dark print dark, and bold print that covers most of the crop", () => {
    const g = filled(80, 30, 230);
    box(g, 2, 4, 76, 22, 30);
    const out = normaliseLine(g);
    expect(at(out, 40, 15)).toBe(0);
    expect(at(out, 40, 1)).toBe(255);
  });

  it("blanks print of neighbouring lines reaching into the band", () => {
    const g = filled(60, 40, 255);
    box(g, 5, 0, 10, 6, 0); // the line above's descender
    box(g, 20, 12, 10, 16, 0); // this line's letter
    const out = keepBand(g, 10, 30);
    expect(at(out, 8, 2)).toBe(255);
    expect(at(out, 24, 20)).toBe(0);
  });

  it("maps words read on the sheet back to the card, level and tilted lines alike", () => {
    const card = filled(600, 400, 255);
    const lines = [
      { x0: 100, y0: 50, x1: 300, y1: 70, height: 13, letters: 10, tilt: 0 },
      { x0: 100, y0: 200, x1: 400, y1: 260, height: 20, letters: 15, tilt: 8 },
    ];
    const sheet = buildSheet(card, lines);
    expect(sheet.rows).toHaveLength(2);
    // A word covering the middle of each row of the sheet comes back inside that line's box.
    const words = sheet.rows.map((r) => {
      const cx = sheet.image.width / 2;
      const cy = r.top + r.height / 2;
      return { text: "word", confidence: 90, bbox: { x0: cx - 20, y0: cy - 8, x1: cx + 20, y1: cy + 8 } };
    });
    const mapped = sheetToCard(
      {
        text: "",
        confidence: 90,
        lines: words.map((w) => ({ text: w.text, confidence: 90, bbox: w.bbox, words: [w] })),
      },
      sheet,
    );
    const [first, second] = mapped.lines ?? [];
    const mid = (b: { x0: number; x1: number; y0: number; y1: number }) => [(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2];
    const [x1, y1] = mid(first.bbox);
    expect(x1).toBeGreaterThan(150);
    expect(x1).toBeLessThan(250);
    expect(y1).toBeGreaterThan(50);
    expect(y1).toBeLessThan(70);
    const [x2, y2] = mid(second.words?.[0].bbox ?? first.bbox);
    expect(x2).toBeGreaterThan(200);
    expect(x2).toBeLessThan(300);
    expect(y2).toBeGreaterThan(210);
    expect(y2).toBeLessThan(250);
  });

  it("draws a line with the other polarity when asked (print on a pattern misleads the guess)", () => {
    const g = filled(80, 30, 60);
    box(g, 10, 8, 50, 14, 220);
    const out = normaliseLine(g, true);
    // Taken as dark print on light: the dark surround becomes the print.
    expect(at(out, 2, 2)).toBe(0);
    expect(at(out, 20, 12)).toBe(255);
  });

  it("scores each row of a sheet by its words' character-weighted confidence", () => {
    const card = filled(600, 400, 255);
    const lines = [
      { x0: 100, y0: 50, x1: 300, y1: 70, height: 13, letters: 10, tilt: 0 },
      { x0: 100, y0: 200, x1: 400, y1: 230, height: 20, letters: 15, tilt: 0 },
      { x0: 100, y0: 300, x1: 400, y1: 330, height: 20, letters: 15, tilt: 0 },
    ];
    const sheet = buildSheet(card, lines);
    const word = (row: number, text: string, confidence: number) => {
      const r = sheet.rows[row];
      const cy = r.top + r.height / 2;
      return { text, confidence, bbox: { x0: 40, y0: cy - 5, x1: 90, y1: cy + 5 } };
    };
    const words = [word(0, "Harbor", 90), word(0, "|", 5), word(1, "ab", 20), word(1, "abcd", 50)];
    const conf = rowConfidences(
      { text: "", confidence: 0, lines: words.map((w) => ({ text: w.text, confidence: 0, bbox: w.bbox, words: [w] })) },
      sheet,
    );
    expect(conf.get(0)).toBe(90);
    expect(conf.get(1)).toBe(40);
    // Nothing read on a row: it counts as unread.
    expect(conf.get(2)).toBe(0);
  });

  it("reads weak rows again with the other polarity and keeps each row's surer reading, in the card's order", async () => {
    // Three rows of letter-sized, letter-like (hollow) marks on white.
    const card = filled(500, 300, 255);
    for (const top of [40, 130, 220])
      for (let x = 40; x < 400; x += 30) {
        box(card, x, top, 18, 30, 0);
        box(card, x + 4, top + 4, 10, 22, 255);
      }
    const lines = findTextLines(card);
    expect(lines).toHaveLength(3);
    const calls: Grey[] = [];
    // Stands in for tesseract: one word per row of the sheet it is given, with the confidences of this call.
    const read = async (g: Grey): Promise<OcrResult> => {
      calls.push(g);
      const flippedRows = calls.length === 2;
      const sheet = flippedRows
        ? buildSheet(card, [lines[1], lines[2]], undefined, new Set([0, 1]))
        : buildSheet(card, lines);
      const conf = flippedRows ? [80, 10] : [90, 30, 20];
      const text = flippedRows ? ["second-b", "second-c"] : ["first-a", "first-b", "first-c"];
      const out = sheet.rows.map((r, i) => {
        const bbox = { x0: 30, y0: r.top + 2, x1: 200, y1: r.top + r.height - 2 };
        return { text: text[i], confidence: conf[i], bbox, words: [{ text: text[i], confidence: conf[i], bbox }] };
      });
      return { text: "", confidence: 50, lines: out };
    };
    const r = await readLineSheet(card, card, read, () => true);
    expect(calls).toHaveLength(2);
    expect(r?.lines?.map((l) => l.text)).toEqual(["first-a", "second-b", "first-c"]);
    // Without the budget for it, the first reading stands.
    calls.length = 0;
    const once = await readLineSheet(card, card, read, () => false);
    expect(calls).toHaveLength(1);
    expect(once?.lines?.map((l) => l.text)).toEqual(["first-a", "first-b", "first-c"]);
  });
});
