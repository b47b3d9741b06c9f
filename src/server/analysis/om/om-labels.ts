// What a label is and which figure fits it: label hits on a line, a value's fit to the field's kind, the
// page's topic (summary or off-topic) and the basis named by a heading above. Shared by every scalar rule.
import { type Basis, basisOf, FIELD_SPECS, type FieldSpec, type ValueKind } from "./om-fields.ts";
import { isYear, type Line, numbers, type NumToken } from "./om-text.ts";

export type Candidate = {
  key: string;
  value: string;
  normalized: number;
  page: number;
  snippet: string;
  confidence: number;
  basis: Basis | null;
};

const _CITY_LINE_RE = /^[A-Z][A-Za-z .'-]+,\s*[A-Z]{2}\.?\s+\d{5}(?:-\d{4})?$/;
const OFF_TOPIC_RE =
  /\b(?:comparables?|comps|sales?\s+comparables|lease\s+comparables|rent\s+survey|market\s+(?:overview|survey|report)|demographics?|competitive\s+set|competition|submarket|forecast|tenant\s+(?:overview|profile)|about\s+the\s+tenant|(?:brand|concept|franchise)\s+overview)\b/i;
const SUMMARY_RE =
  /\b(?:offering|financial|investment|property|executive|pricing|deal)\s+(?:summary|overview|highlights)\b|\bpricing\b|\bthe\s+offering\b/i;

export type LabelHit = { spec: FieldSpec; start: number; end: number; rank: number };

const BUILT_RENOVATED_RE = /\byear\s+built\s*(?:\/|&|and|-)\s*(?:year\s+)?(?:renovated|remodeled)\b/i;

export function labelHits(text: string): LabelHit[] {
  const hits: LabelHit[] = [];
  // "Year Built / Renovated" is one label holding two years.
  const compound = BUILT_RENOVATED_RE.exec(text);
  if (compound) {
    const spec = FIELD_SPECS.find((f) => f.key === "yearBuilt");
    if (spec) hits.push({ spec, start: compound.index, end: compound.index + compound[0].length, rank: 0 });
  }
  for (const spec of FIELD_SPECS) {
    if (compound && (spec.key === "yearBuilt" || spec.key === "yearRenovated")) continue;
    for (const [rank, re] of spec.labels.entries()) {
      const m = re.exec(text);
      // "Vacancy Factor | % of PGI", "Expenses as % of EGI": a figure named as the base of a ratio is no label.
      if (m && /(?:%|\bpercent|\bof)\s*$/i.test(text.slice(0, m.index))) continue;
      if (m) {
        hits.push({ spec, start: m.index, end: m.index + m[0].length, rank });
        break;
      }
    }
  }
  // A longer label covering a shorter one wins ("Pro Forma Cap Rate" over "CAP"; "Price/SF" over "Price").
  return hits
    .filter(
      (h) => !hits.some((o) => o !== h && o.start <= h.start && o.end >= h.end && o.end - o.start > h.end - h.start),
    )
    .sort((a, b) => a.start - b.start);
}

/** Does this number fit the field's kind? Returns the normalised value or null. */
export function fitValue(spec: FieldSpec, n: NumToken, labelText: string): number | null {
  const v = Math.abs(n.value);
  let out: number | null = null;
  const kind: ValueKind = spec.kind;
  switch (kind) {
    case "money":
      if (n.kind === "percent" || (n.unit && n.unit !== "units")) return null;
      if (n.kind === "number" && (isYear(n) || (!n.grouped && v >= 1000))) return null;
      if (n.kind === "number" && v < 1000 && spec.min >= 1000) return null;
      out = v;
      break;
    case "percent":
      if (
        n.kind !== "percent" &&
        !(n.kind === "number" && !n.unit && /%|rate/i.test(labelText) && v < 100 && !Number.isInteger(v))
      )
        return null;
      out = v;
      break;
    case "rate-or-amount":
      if (n.kind === "percent") {
        out = v;
        break;
      }
      // Else a dollar amount ("($30,600)"), kept as its magnitude; a bare small figure or a per-SF rate is neither.
      if (n.unit || isYear(n) || (v !== 0 && (v < 100 || (n.kind === "number" && !n.grouped)))) return null;
      return v <= 1e9 ? v : null;
    case "area":
      if (n.kind !== "number" || (n.unit && n.unit !== "sf") || isYear(n)) return null;
      if (!n.grouped && !n.unit && v >= 1000) return null;
      out = v;
      break;
    case "acres":
      if (n.kind !== "number" || isYear(n)) return null;
      if (n.unit === "sf") out = v / 43_560;
      else if (n.unit === "acres" || /acre/i.test(labelText)) out = v;
      else if (!n.unit) out = v >= 1000 ? v / 43_560 : v;
      else return null;
      out = Math.round(out * 1000) / 1000;
      break;
    case "year":
      if (!isYear(n)) return null;
      out = v;
      break;
    case "count":
      if (n.kind !== "number" || !Number.isInteger(v) || (n.unit && n.unit !== "units" && n.unit !== "keys"))
        return null;
      if (isYear(n) && !n.unit) return null;
      out = v;
      break;
    case "years":
      if (n.kind !== "number") return null;
      out = n.unit === "months" ? v / 12 : v;
      break;
  }
  // OCR drops the decimal point of a small percentage ("473%" for 4.73 %): three digits past the range.
  if (out !== null && kind === "percent" && out > spec.max && /^\d{3}\s?%$/.test(n.raw)) out = out / 100;
  if (out === null || out < spec.min || out > spec.max) return null;
  return out;
}

export type PageInfo = { offTopic: boolean; summary: boolean; lines: Line[] };

export function pageInfo(lines: Line[]): PageInfo {
  const head = lines
    .slice(0, 6)
    .map((l) => l.text)
    .join(" ");
  return { offTopic: OFF_TOPIC_RE.test(head), summary: SUMMARY_RE.test(head), lines };
}

/** Nearest heading-like line above (same page) that names a basis: "2016 NOI (Pro Forma)". */
export function sectionBasis(lines: Line[], idx: number): Basis | null {
  for (let i = idx - 1; i >= 0 && i >= idx - 40; i--) {
    const t = lines[i].text;
    if (t.length > 70 || numbers(t).filter((n) => !isYear(n)).length > 0) continue;
    const b = basisOf(t);
    if (b) return b;
  }
  return null;
}

/** A section heading: a short line of capitalised words with no figures ('Sale Comparables', 'RENT ROLL'). */
function headingLike(t: string): boolean {
  const words = t.split(/\s+/);
  return (
    t.length <= 60 &&
    words.length >= 2 &&
    words.length <= 8 &&
    !/[\d|$%]|[.,;:]$/.test(t) &&
    words.every((w) => /^[A-Z&/-]/.test(w) || /^(?:of|and|the|in|at|on|for|to|vs\.?)$/.test(w))
  );
}

/**
 * A memorandum's comparables or market section can start half-way down a page and run onto the next: its
 * lines (up to the next heading of another section) are blanked, so a comparable's units or price never read
 * as the property's. `continuesOff` says the previous page ended inside such a section.
 */
export function onTopicLines(lines: Line[], continuesOff: boolean): { lines: Line[]; endsOff: boolean } {
  let off = continuesOff && !headingLike(lines[0]?.text ?? "");
  const out = lines.map((l) => {
    if (headingLike(l.text)) off = OFF_TOPIC_RE.test(l.text);
    return off ? { ...l, text: "" } : l;
  });
  return { lines: out, endsOff: off };
}

export function snippetOf(...texts: string[]): string {
  return texts.join(" ").slice(0, 200);
}

export function baseConfidence(info: PageInfo, c: number): number {
  let conf = c;
  if (info.summary) conf += 0.08;
  if (info.offTopic) conf -= 0.45;
  return Math.max(0.05, Math.min(0.99, conf));
}
