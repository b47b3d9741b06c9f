// Where the text lines of a card are: connected components of a binarised ink map that have the size and shape of
// letters, chained left to right into lines of letters of about one height. Texture (wood grain, leather, a
// printed pattern) makes components too, but rarely a row of three or more letter-sized ones of one height
// with letter spacing — so only the lines are read closely, and the card's background stays out of the OCR.
import type { Grey } from "#server/analysis/ocr/image.ts";

export type Component = { x0: number; y0: number; x1: number; y1: number; pixels: number };
/** A text line: its box (x1/y1 exclusive), its letters' median height, and its tilt (degrees, clockwise). */
export type TextLine = {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  height: number;
  letters: number;
  tilt: number;
};

/** Letters smaller than this (px) are dots, accents or speckle: they are left out of the chaining. */
const MIN_LETTER = 7;
/** A gap wider than this many letter heights ends a line (a word space is about 0.3–0.6, a column gap more). */
const MAX_GAP = 1.6;
/** Fewest letters of a line: a row of two components is as often texture as a word. */
const MIN_LETTERS = 3;

/** 8-connected components of the pixels darker than `level`, with their boxes (x1/y1 exclusive) and sizes. */
export function components(ink: Grey, level = 128): Component[] {
  const { width: w, height: h, data } = ink;
  const seen = new Uint8Array(w * h);
  const out: Component[] = [];
  const stack: number[] = [];
  for (let start = 0; start < data.length; start++) {
    if (seen[start] || data[start] >= level) continue;
    seen[start] = 1;
    stack.push(start);
    const c = { x0: w, y0: h, x1: 0, y1: 0, pixels: 0 };
    while (stack.length) {
      const p = stack.pop() as number;
      const x = p % w;
      const y = (p - x) / w;
      c.pixels++;
      if (x < c.x0) c.x0 = x;
      if (x >= c.x1) c.x1 = x + 1;
      if (y < c.y0) c.y0 = y;
      if (y >= c.y1) c.y1 = y + 1;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= w) continue;
          const q = yy * w + xx;
          if (!seen[q] && data[q] < level) {
            seen[q] = 1;
            stack.push(q);
          }
        }
      }
    }
    out.push(c);
  }
  return out;
}

/** A component the size and shape of a letter (or of a few touching letters) of a card's print. */
export function letterLike(c: Component, imageHeight: number): boolean {
  const w = c.x1 - c.x0;
  const h = c.y1 - c.y0;
  if (h < MIN_LETTER || h > imageHeight / 4) return false;
  // Touching letters make wide components ("mm", a word in bold); a streak of grain is wider still.
  if (w > h * 8) return false;
  // A thin vertical stroke ("l", "1", "|") is a letter; a taller one is an edge or a crease.
  if (h > w * 12) return false;
  const fill = c.pixels / (w * h);
  return fill >= 0.1 && fill <= 0.95;
}

type Chain = { items: Component[]; x1: number; top: number; bottom: number; height: number };

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/** Least-squares slope of the letters' bottoms, in degrees (a line photographed at an angle rises or falls). */
function tiltOf(items: Component[]): number {
  if (items.length < 4) return 0;
  const xs = items.map((c) => (c.x0 + c.x1) / 2);
  const ys = items.map((c) => c.y1);
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < xs.length; i++) {
    sxy += (xs[i] - mx) * (ys[i] - my);
    sxx += (xs[i] - mx) ** 2;
  }
  return sxx ? (Math.atan(sxy / sxx) * 180) / Math.PI : 0;
}

/**
 * The text lines of an ink map (dark print on white): letter-like components chained left to right while each
 * next one is of a similar height, overlaps the line's band vertically and follows within MAX_GAP heights.
 * Lines of fewer than MIN_LETTERS letters, or whose letters' heights vary like texture's, are left out.
 */
export function findTextLines(ink: Grey, level = 128): TextLine[] {
  const letters = components(ink, level)
    .filter((c) => letterLike(c, ink.height))
    .sort((a, b) => a.x0 - b.x0);
  const chains: Chain[] = [];
  // Chains no later letter can reach are closed (letters come sorted by x): texture makes thousands of components.
  let open: Chain[] = [];
  for (const c of letters) {
    const h = c.y1 - c.y0;
    let best: Chain | null = null;
    let bestGap = Number.POSITIVE_INFINITY;
    open = open.filter((ch) => c.x0 - ch.x1 <= ch.height * MAX_GAP);
    for (const ch of open) {
      const gap = c.x0 - ch.x1;
      if (gap > ch.height * MAX_GAP || gap < -ch.height) continue;
      if (h > ch.height * 2.2 || h < ch.height * 0.45) continue;
      const overlap = Math.min(c.y1, ch.bottom) - Math.max(c.y0, ch.top);
      if (overlap < Math.min(h, ch.height) * 0.5) continue;
      if (gap < bestGap) {
        best = ch;
        bestGap = gap;
      }
    }
    if (!best) {
      const ch = { items: [c], x1: c.x1, top: c.y0, bottom: c.y1, height: h };
      chains.push(ch);
      open.push(ch);
      continue;
    }
    best.items.push(c);
    best.x1 = Math.max(best.x1, c.x1);
    // The band follows the last letters (a tilted line drifts), its height is the letters' median.
    const recent = best.items.slice(-4);
    best.top = median(recent.map((i) => i.y0));
    best.bottom = median(recent.map((i) => i.y1));
    best.height = median(best.items.map((i) => i.y1 - i.y0));
  }
  const lines: TextLine[] = [];
  for (const ch of chains) {
    if (ch.items.length < MIN_LETTERS) continue;
    const heights = ch.items.map((i) => i.y1 - i.y0);
    const mh = median(heights);
    // Letters of a line are of one or two heights (x-height, capitals and ascenders); texture's vary widely.
    const odd = heights.filter((x) => x < mh * 0.5 || x > mh * 1.9).length;
    if (odd > ch.items.length * 0.34) continue;
    lines.push({
      x0: Math.min(...ch.items.map((i) => i.x0)),
      y0: Math.min(...ch.items.map((i) => i.y0)),
      x1: Math.max(...ch.items.map((i) => i.x1)),
      y1: Math.max(...ch.items.map((i) => i.y1)),
      height: mh,
      letters: ch.items.length,
      tilt: tiltOf(ch.items),
    });
  }
  return mergeLines(lines).sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
}

/**
 * Pieces of one line found apart (a wide gap inside the line, big letters whose holes and strokes chained on
 * their own) joined: lines of about one height that overlap in height and touch or nearly touch side by side.
 */
export function mergeLines(lines: TextLine[]): TextLine[] {
  const out = [...lines];
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i < out.length && !changed; i++)
      for (let j = i + 1; j < out.length && !changed; j++) {
        const a = out[i];
        const b = out[j];
        const h = Math.min(a.height, b.height);
        if (Math.max(a.height, b.height) > h * 2.2) continue;
        const oy = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
        if (oy < Math.min(a.y1 - a.y0, b.y1 - b.y0) * 0.5) continue;
        const gap = Math.max(a.x0, b.x0) - Math.min(a.x1, b.x1);
        if (gap > Math.max(a.height, b.height) * MAX_GAP) continue;
        const letters = a.letters + b.letters;
        out[i] = {
          x0: Math.min(a.x0, b.x0),
          y0: Math.min(a.y0, b.y0),
          x1: Math.max(a.x1, b.x1),
          y1: Math.max(a.y1, b.y1),
          height: Math.round((a.height * a.letters + b.height * b.letters) / letters),
          letters,
          tilt: a.letters >= b.letters ? a.tilt : b.tilt,
        };
        out.splice(j, 1);
        changed = true;
      }
  }
  return out;
}
