// Merging two readings of one card image word by word: for every spot of the card, the reading tesseract
// was surer of wins.
import type { OcrBox, OcrLine, OcrResult, OcrWord } from "#server/analysis/ocr/ocr.ts";

type Tagged = OcrWord & { pass: 0 | 1; line: number };

function overlaps(a: OcrBox, b: OcrBox): boolean {
  const ox = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const oy = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  if (ox <= 0 || oy <= 0) return false;
  const minW = Math.max(1, Math.min(a.x1 - a.x0, b.x1 - b.x0));
  const minH = Math.max(1, Math.min(a.y1 - a.y0, b.y1 - b.y0));
  return ox >= minW * 0.3 && oy >= minH * 0.5;
}

function overlapArea(a: OcrBox, b: OcrBox): number {
  const ox = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const oy = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return ox > 0 && oy > 0 ? ox * oy : 0;
}

/** Character-weighted mean confidence of a group of words. */
function groupConfidence(words: Tagged[]): number {
  let sum = 0;
  let n = 0;
  for (const w of words) {
    const k = Math.max(1, w.text.replace(/[^\p{L}\p{N}@]/gu, "").length);
    sum += w.confidence * k;
    n += k;
  }
  return n ? sum / n : 0;
}

/**
 * Merges two readings of the same image (same geometry). Words of both readings that cover the same
 * spot form a group; each group takes the reading with the higher character-weighted confidence.
 * The first reading's lines are the frame: words only the second reading saw are left out (they are
 * mostly speckle read as letters), so a merge never adds a line.
 */
export function mergeReadings(first: OcrLine[], second: OcrLine[]): OcrLine[] {
  const words: Tagged[] = [];
  first.forEach((l, i) => {
    for (const w of l.words ?? []) words.push({ ...w, pass: 0, line: i });
  });
  const firstCount = words.length;
  second.forEach((l, i) => {
    for (const w of l.words ?? []) if (w.text.trim()) words.push({ ...w, pass: 1, line: i });
  });
  // Union-find over overlapping words of different passes.
  const parent = words.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  };
  for (let i = 0; i < firstCount; i++)
    for (let j = firstCount; j < words.length; j++)
      if (overlaps(words[i].bbox, words[j].bbox)) parent[find(j)] = find(i);
  const groups = new Map<number, Tagged[]>();
  words.forEach((w, i) => {
    const r = find(i);
    const g = groups.get(r);
    if (g) g.push(w);
    else groups.set(r, [w]);
  });
  // Per first-pass line, the words it keeps (its own, or the second pass's for groups that won).
  const kept: Tagged[][] = first.map(() => []);
  for (const g of groups.values()) {
    const a = g.filter((w) => w.pass === 0);
    if (!a.length) continue;
    const b = g.filter((w) => w.pass === 1);
    if (!b.length || groupConfidence(b) <= groupConfidence(a)) {
      for (const w of a) kept[w.line].push(w);
      continue;
    }
    // A second-pass word joins the line of the first-pass word it covers most. A lone unsure letter
    // ("I", "|") beside a better word is a speckle read as a glyph: it is left out.
    for (const w of b) {
      if (b.length > 1 && w.confidence < 80 && /^[^\p{N}]?\p{L}?[^\p{L}\p{N}]?$/u.test(w.text)) continue;
      let line = a[0].line;
      let most = -1;
      for (const v of a) {
        const area = overlapArea(w.bbox, v.bbox);
        if (area > most) {
          most = area;
          line = v.line;
        }
      }
      kept[line].push(w);
    }
  }
  const out: OcrLine[] = [];
  first.forEach((l, i) => {
    const ws = kept[i].sort((p, q) => p.bbox.x0 - q.bbox.x0);
    if (!l.words?.length) {
      out.push(l);
      return;
    }
    if (!ws.length) return;
    const text = ws.map((w) => w.text).join(" ");
    out.push({
      text,
      confidence: groupConfidence(ws),
      bbox: l.bbox,
      words: ws.map(({ text, confidence, bbox }) => ({ text, confidence, bbox })),
    });
  });
  return out;
}

/** Character-weighted confidence of the words with 3+ letters or digits (0 when there are fewer than 4). */
export function wordConfidence(r: OcrResult): number {
  const words = (r.lines ?? [])
    .flatMap((l) => l.words ?? [])
    .filter((w) => w.text.replace(/[^\p{L}\p{N}]/gu, "").length >= 3);
  return words.length >= 4 ? groupConfidence(words as Tagged[]) : 0;
}

export function withText(lines: OcrLine[]): OcrResult {
  let sum = 0;
  let n = 0;
  for (const l of lines)
    for (const w of l.words ?? [{ text: l.text, confidence: l.confidence }]) {
      sum += w.confidence;
      n++;
    }
  return { text: `${lines.map((l) => l.text).join("\n")}\n`, confidence: n ? sum / n : 0, lines };
}
