// Line classification: OCR lines (or plain text) become the parser's working lines — OCR debris dropped,
// several items printed on one line split apart, pieces of one printed line that OCR cut in two joined —
// and the geometry question every field asks: which line is printed just above this one.
import {
  COMPANY_SUFFIX_RE,
  EMAIL_RE,
  LEGAL_SUFFIX_RE,
  nameShape,
  TITLE_RE,
  WEBSITE_RE,
} from "#server/analysis/card/card-vocabulary.ts";

export type CardTextLine = {
  text: string;
  confidence?: number;
  bbox?: { x0: number; y0: number; x1: number; y1: number };
  /** The line's words with their confidence (OCR), used to cut debris off its ends. */
  words?: { text: string; confidence: number }[];
};

export type Box = { x0: number; y0: number; x1: number; y1: number };
/** A working line: `used` once a field has taken it, so no two fields read the same line. */
export type Line = { text: string; height: number; confidence: number; index: number; used: boolean; bbox?: Box };

/** Removes OCR debris around a line: quote marks, bullets, bars, stray symbols at either end. */
function cleanLine(s: string): string {
  return s
    .replace(/[“”„«»]/g, '"')
    .replace(/[‘’`]/g, "'")
    .replace(/\s+/g, " ")
    .replace(/^[\s"'©®|•·~*_=—–\-:;,.!\\/]+(?=[\p{L}\p{N}+(@])/u, "")
    .replace(/[\s"'©|•·~*_=—–\\{}[\]]+$/u, "")
    .trim();
}

/** Letters and digits share: lines that are mostly symbols are OCR noise from textures and logos. */
function alnumRatio(s: string): number {
  const compact = s.replace(/\s/g, "");
  if (!compact) return 0;
  return compact.replace(/[^\p{L}\p{N}]/gu, "").length / compact.length;
}

function splitSegments(text: string): string[] {
  // Cards often print several items on one line: "T 212 555 0100 | F 212 555 0101", "a • b".
  return text
    .split(/\s+[|•·]\s+|\s{3,}|\t+/)
    .map(cleanLine)
    .filter(Boolean);
}

/** The card's working lines, in reading order, noise left out. */
export function toLines(text: string, ocrLines?: CardTextLine[]): Line[] {
  const src: CardTextLine[] = ocrLines?.length
    ? joinRowFragments(ocrLines.map(trimEdgeDebris))
    : text.split(/\r?\n/).map((t) => ({ text: t }));
  const out: Line[] = [];
  for (const l of src) {
    const height = l.bbox ? Math.max(0, l.bbox.y1 - l.bbox.y0) : 0;
    const confidence = l.confidence ?? 100;
    for (const seg of splitSegments(l.text).flatMap(splitNameTitle).flatMap(splitTitleFirm)) {
      const letters = seg.replace(/[^\p{L}\p{N}]/gu, "").length;
      const meaningful = EMAIL_RE.test(seg) || WEBSITE_RE.test(seg) || /\d{3}/.test(seg);
      if (letters < 2) continue;
      if (!meaningful && alnumRatio(seg) < 0.6) continue;
      if (!meaningful && confidence < 35 && letters < 5) continue;
      out.push({ text: seg, height, confidence, index: out.length, used: false, bbox: l.bbox });
    }
  }
  return out;
}

/**
 * A word OCR made of texture or a logo beside the text: no letter or digit at all, or at most three that
 * tesseract was unsure of and that look like no printed word (lower case or with symbols: "the *", "ge +: gif").
 * A capitalised short word ("Wu", "RT") stays: it may be a name or an abbreviation.
 */
export function isDebrisWord(w: { text: string; confidence: number }): boolean {
  const alnum = w.text.replace(/[^\p{L}\p{N}]/gu, "");
  if (!alnum) return !w.text.includes("@") && !w.text.includes("&");
  if (alnum.length > 3) return false;
  if (w.confidence < 20) return true;
  return w.confidence < 50 && (/^\p{Ll}/u.test(alnum) || /[^\p{L}\p{N}.,'’()+-]/u.test(w.text));
}

/**
 * Cuts debris words off both ends of an OCR line ("the * Ravi Menon" -> "Ravi Menon"); the line's text
 * keeps its own spacing between the words that stay.
 */
export function trimEdgeDebris(line: CardTextLine): CardTextLine {
  const words = line.words;
  if (!words?.length) return line;
  let first = 0;
  let last = words.length - 1;
  while (first <= last && isDebrisWord(words[first])) first++;
  while (last >= first && isDebrisWord(words[last])) last--;
  if (first === 0 && last === words.length - 1) return line;
  if (first > last) return { ...line, text: "", words: [] };
  let start = 0;
  for (let i = 0; i < first; i++) {
    const at = line.text.indexOf(words[i].text, start);
    if (at < 0) return line;
    start = at + words[i].text.length;
  }
  let end = line.text.length;
  for (let i = words.length - 1; i > last; i--) {
    const at = line.text.lastIndexOf(words[i].text, end - words[i].text.length);
    if (at < start) return line;
    end = at;
  }
  return { ...line, text: line.text.slice(start, end).trim(), words: words.slice(first, last + 1) };
}

/** "Dana Reyes, Senior Researcher" / "DANA REYES – Broker": a name and a title on one line. */
export function splitNameTitle(seg: string): string[] {
  const m = seg.match(/^(.+?)\s*(?:,|\s[-–—|/]|\s{2,})\s*(.+)$/) ?? nameThenSmallTitle(seg);
  if (!m) return [seg];
  const [, name, title] = m;
  if (!nameShape(name) || TITLE_RE.test(name) || COMPANY_SUFFIX_RE.test(name)) return [seg];
  if (!TITLE_RE.test(title) || title.split(/\s+/).length > 7 || /\d|@/.test(title)) return [seg];
  return [name, title.replace(/^\(\s*|\s*\)$/g, "")];
}

/**
 * "Lena Hartwell (Owner)" / "Lena Hartwell owner": a title in brackets or in small letters after the
 * name, with no separator (a capitalised word after a name may be part of it, or of a firm's name).
 */
function nameThenSmallTitle(seg: string): RegExpMatchArray | null {
  return seg.match(/^(\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){1,3})\s+\(?\s*(\p{Ll}[\p{L} &-]*|\([^)]+)\s*\)?$/u);
}

/** "CEO, Harbor Holdings Inc.": a title and the firm it is held at (named by its legal form) on one line. */
export function splitTitleFirm(seg: string): string[] {
  const m = seg.match(/^([^,]{2,40}),\s*(.{2,})$/);
  if (!m || !TITLE_RE.test(m[1]) || TITLE_RE.test(m[2]) || !LEGAL_SUFFIX_RE.test(m[2]) || /\d|@/.test(seg))
    return [seg];
  return [m[1].trim(), m[2].trim()];
}

/**
 * Sparse-text OCR sometimes cuts one printed line in two ("San" | "Diego, CA 92101"): consecutive
 * pieces on the same row with no more than a word space between them are joined again.
 */
export function joinRowFragments(lines: CardTextLine[]): CardTextLine[] {
  const out: CardTextLine[] = [];
  for (const l of lines) {
    const prev = out[out.length - 1];
    const a = prev?.bbox;
    const b = l.bbox;
    if (a && b) {
      const h = Math.min(a.y1 - a.y0, b.y1 - b.y0);
      const overlap = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
      const gap = b.x0 - a.x1;
      const ratio = Math.max(a.y1 - a.y0, b.y1 - b.y0) / Math.max(1, h);
      if (h > 0 && overlap >= h * 0.6 && ratio < 1.6 && gap >= -h * 0.3 && gap <= h * 0.8) {
        // A piece starting in small letters right against the last one is the rest of its word ("Harbor Engin" |
        // "eers Ltd"): no space between them.
        const glued = gap <= h * 0.2 && /\p{L}$/u.test(prev.text) && /^\p{Ll}/u.test(l.text);
        out[out.length - 1] = {
          text: `${prev.text}${glued ? "" : " "}${l.text}`,
          confidence: Math.min(prev.confidence ?? 100, l.confidence ?? 100),
          bbox: {
            x0: Math.min(a.x0, b.x0),
            y0: Math.min(a.y0, b.y0),
            x1: Math.max(a.x1, b.x1),
            y1: Math.max(a.y1, b.y1),
          },
        };
        continue;
      }
    }
    out.push(l);
  }
  return out;
}

/**
 * The line printed just above `l`: by geometry when OCR boxes are known (two-column cards interleave
 * lines in OCR order), else the previous line in reading order.
 */
export function lineAbove(lines: Line[], l: Line): Line | undefined {
  if (l.bbox) {
    const b = l.bbox;
    const h = Math.max(4, b.y1 - b.y0);
    let best: Line | undefined;
    let bestGap = Number.POSITIVE_INFINITY;
    for (const p of lines) {
      if (p === l || !p.bbox) continue;
      const gap = b.y0 - p.bbox.y1;
      const overlap = Math.min(b.x1, p.bbox.x1) - Math.max(b.x0, p.bbox.x0);
      if (gap < -h * 0.5 || gap > h * 1.5 || overlap <= 0) continue;
      if (p.bbox.y0 >= b.y0) continue;
      if (gap < bestGap) {
        best = p;
        bestGap = gap;
      }
    }
    return best;
  }
  const i = lines.indexOf(l);
  const p = lines[i - 1];
  return p && p.index >= l.index - 2 ? p : undefined;
}

/**
 * The line printed just below `l` (the line whose line above is `l`): by geometry when OCR boxes are known, so a
 * block of one column is followed past the other column's lines that OCR interleaves; else the next line.
 */
export function lineBelow(lines: Line[], l: Line): Line | undefined {
  const b = l.bbox;
  if (b) {
    // Of several lines under it (a word of a logo beside the next line), the one sharing the most width.
    const shared = (n: Line) => (n.bbox ? Math.min(b.x1, n.bbox.x1) - Math.max(b.x0, n.bbox.x0) : 0);
    return lines.filter((n) => n !== l && n.bbox && lineAbove(lines, n) === l).sort((p, q) => shared(q) - shared(p))[0];
  }
  const n = lines[lines.indexOf(l) + 1];
  return n && n.index <= l.index + 2 ? n : undefined;
}
