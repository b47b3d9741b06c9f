// The card's first reading in horizontal bands cut at blank rows of the ink map: tesseract cannot stop half-way
// through an image, so a card read as one image has nothing to show when the time cap ends its reading; read band
// by band, the bands read before the cap are a partial card.
import { withText } from "#server/analysis/card/card-merge.ts";
import { crop } from "#server/analysis/card/card-prepare.ts";
import type { Grey } from "#server/analysis/ocr/image.ts";
import type { OcrBox, OcrLine, OcrResult } from "#server/analysis/ocr/ocr.ts";

/** Ink is darker than this on the ink map (dark print on white, whatever the card's own polarity). */
const INK = 128;
/** A row is blank when at most this share of its pixels is ink (speckle of a photo's paper). */
const BLANK_SHARE = 0.003;
/** A cut needs this many blank rows in a row: the gap between two lines of print, not a thin stroke's gap. */
const MIN_GAP = 3;

/**
 * Horizontal bands covering `g` top to bottom, cut in the middle of the longest blank run of rows near each of
 * the `count - 1` even cuts (within half a band of it). Where no run of MIN_GAP blank rows is near, that cut is
 * not made (fewer, taller bands): a cut never goes through print.
 */
export function bandsAtGaps(g: Grey, count: number): OcrBox[] {
  const { width: w, height: h, data } = g;
  const blankMax = Math.max(1, Math.floor(w * BLANK_SHARE));
  const blank = new Uint8Array(h);
  for (let y = 0; y < h; y++) {
    let ink = 0;
    const row = y * w;
    for (let x = 0; x < w && ink <= blankMax; x++) if (data[row + x] < INK) ink++;
    blank[y] = ink <= blankMax ? 1 : 0;
  }
  const cuts: number[] = [];
  const span = h / Math.max(1, count);
  for (let k = 1; k < count; k++) {
    const lo = Math.max(cuts.at(-1) ?? 0, Math.round(k * span - span / 2)) + 1;
    const hi = Math.min(h - 1, Math.round(k * span + span / 2));
    let best: { at: number; len: number; off: number } | null = null;
    for (let y = lo; y < hi; ) {
      if (!blank[y]) {
        y++;
        continue;
      }
      let e = y;
      while (e < hi && blank[e]) e++;
      const len = e - y;
      const at = Math.floor((y + e) / 2);
      const off = Math.abs(at - k * span);
      if (len >= MIN_GAP && (!best || len > best.len || (len === best.len && off < best.off))) best = { at, len, off };
      y = e;
    }
    if (best) cuts.push(best.at);
  }
  const edges = [0, ...cuts, h];
  return edges.slice(1).map((y1, i) => ({ x0: 0, y0: edges[i], x1: w, y1 }));
}

/** A band's lines moved into the whole image's pixels (the band starts `dy` rows down). */
export function shiftLines(lines: OcrLine[], dy: number): OcrLine[] {
  const down = (b: OcrBox): OcrBox => ({ x0: b.x0, y0: b.y0 + dy, x1: b.x1, y1: b.y1 + dy });
  return lines.map((l) => ({
    ...l,
    bbox: down(l.bbox),
    words: l.words?.map((wd) => ({ ...wd, bbox: down(wd.bbox) })),
  }));
}

/**
 * `image` read band by band with `read`; after each band the lines read so far (in the image's pixels) are handed
 * to `keep`, so a reading cut short by the time cap (`read` throws) leaves the bands before it.
 */
export async function readInBands(
  image: Grey,
  count: number,
  read: (band: Grey) => Promise<OcrResult>,
  keep: (soFar: OcrResult) => void,
): Promise<OcrResult> {
  const lines: OcrLine[] = [];
  let soFar: OcrResult = { text: "", confidence: 0, lines: [] };
  for (const band of bandsAtGaps(image, count)) {
    const r = await read(crop(image, band));
    lines.push(...shiftLines(r.lines ?? [], band.y0));
    soFar = withText(lines);
    keep(soFar);
  }
  return soFar;
}
