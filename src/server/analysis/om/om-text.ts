// Line model and number tokens shared by the OM rules.

export type OmPage = { number: number; text: string };
export type Line = { page: number; index: number; text: string };

/** Typographic dashes, quotes, bullets and odd spaces that PDF text layers carry, mapped to plain ASCII. */
export function cleanText(s: string): string {
  return (
    s
      .replace(/[\u2010-\u2015\u2212]/g, "-")
      .replace(/[\u2018\u2019\u201B]/g, "'")
      .replace(/[\u201C\u201D]/g, '"')
      .replace(
        /[\u2022\u25AA\u25CF\u25E6\u2023\u2043\u25A0\u25A1\u2713\u2714\u27A2\u00B7\uF0A7\uF0B7\uF0FC\uF0D8\uF076\uF06E]/g,
        "•",
      )
      .replace(/[\u00A0\u2000-\u200B\u202F\u3000]/g, " ")
      .trim()
      // A wide gap (two spaces or a tab from the layout-aware text) separates table cells.
      .replace(/(?: {2,}|\t)+/g, " | ")
      .replace(/(?:\s*\|\s*){2,}/g, " | ")
  );
}

/** A title drawn twice on top of itself comes out of the text layer doubled ('12 Oak St12 Oak St'). */
export function undouble(t: string): string {
  const half = t.length / 2;
  return t.length >= 12 && Number.isInteger(half) && t.slice(0, half) === t.slice(half) ? t.slice(0, half) : t;
}

export function toLines(pages: OmPage[]): Line[][] {
  return pages.map((p) =>
    p.text
      .split(/\r?\n/)
      .map((t) => undouble(cleanText(t)))
      .filter((t) => t.length > 0)
      .map((text, index) => ({ page: p.number, index, text })),
  );
}

export type NumKind = "money" | "percent" | "number";
export type NumToken = {
  raw: string;
  value: number;
  kind: NumKind;
  /** Unit word right after the number, lower-cased: sf, acres, units, years, months. */
  unit: string | null;
  start: number;
  end: number;
  /** true when written with a thousands separator or a money suffix (so not a bare year or id). */
  grouped: boolean;
};

const NUM_RE =
  /(\()?(-)?(\$\s?)?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?!\d)(\s?(?:million|mil|mm|m|k|thousand|billion|bn)\b)?(\s?\$(?!\s?\d))?(\))?(\s?%)?(\s*(?:sq\.?\s?ft\.?|square\s+feet|square\s+foot|sf\b|rsf\b|gsf\b|nrsf\b|nsf\b|acres?\b|ac\b|units?\b|years?\b|yrs?\b|months?\b|mos?\b|keys\b|rooms\b|beds\b))?/gi;

const MASK_RE =
  /(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\b\d{3}[\s.-])\d{3}[.-]\d{4}\b|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b\d{1,2}\/\d{4}\b|\b\d+(?:-\d+){2,}\b/g;

const MULT: Record<string, number> = {
  million: 1e6,
  mil: 1e6,
  mm: 1e6,
  m: 1e6,
  k: 1e3,
  thousand: 1e3,
  billion: 1e9,
  bn: 1e9,
};

function unitOf(s: string | undefined): string | null {
  if (!s) return null;
  const u = s.trim().toLowerCase().replace(/\s+/g, " ");
  if (/^(sq|square|sf|rsf|gsf|nrsf|nsf)/.test(u)) return "sf";
  if (/^(acre|ac)/.test(u)) return "acres";
  if (/^unit/.test(u)) return "units";
  if (/^(year|yr)/.test(u)) return "years";
  if (/^(month|mo)/.test(u)) return "months";
  if (/^(keys|rooms)/.test(u)) return "keys";
  if (/^beds/.test(u)) return "beds";
  return null;
}

/** Every number in a line with its kind. Dates, phone numbers and identifiers are skipped. */
export function numbers(text: string): NumToken[] {
  const out: NumToken[] = [];
  // Phones, dates and parcel numbers hold digits that are not amounts: blank them, keeping offsets.
  const masked = text.replace(MASK_RE, (s) => " ".repeat(s.length));
  for (const m of masked.matchAll(NUM_RE)) {
    const start = m.index ?? 0;
    const prev = masked[start - 1] ?? "";
    const next = masked[start + m[0].length] ?? "";
    // Part of a date, phone, parcel number, ratio (3/2) or word (A-101, 2BR): not an amount.
    if (/[\w/.-]/.test(prev) && !m[3] && !(prev === "-" && /\s/.test(text[start - 2] ?? " "))) continue;
    if (/^[/\-.]\d/.test(masked.slice(start + m[0].length)) || (/[A-Za-z]/.test(next) && !m[6] && !m[10])) continue;
    const intPart = m[4].replace(/,/g, "");
    let value = Number(intPart + (m[5] ?? ""));
    const mult = m[6] ? MULT[m[6].trim().toLowerCase()] : undefined;
    // "m"/"k" alone only count after a $ sign ("$3.2M"), else they are words ("5 m" is rare).
    if (mult && (m[3] || m[7] || !/^(m|k)$/i.test(m[6].trim()))) value *= mult;
    const money = Boolean(m[3] || m[7]);
    const percent = Boolean(m[9]);
    if ((m[1] && m[8]) || m[2]) value = -Math.abs(value);
    out.push({
      raw: m[0].trim(),
      value,
      kind: percent ? "percent" : money ? "money" : "number",
      unit: percent ? null : unitOf(m[10]),
      start,
      end: start + m[0].length,
      grouped: /,/.test(m[4]) || Boolean(mult) || money,
    });
  }
  return out;
}

export function isYear(n: NumToken): boolean {
  return n.kind === "number" && !n.grouped && Number.isInteger(n.value) && n.value >= 1800 && n.value <= 2100;
}

export const PHONE_RE = /(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-])\d{3}[\s.-]\d{4}\b/;
export const EMAIL_RE = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

export function round(n: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
