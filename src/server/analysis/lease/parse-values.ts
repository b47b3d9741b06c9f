// Wording-tolerant parsers for the values leases state: numbers (digits or words), money, areas,
// percentages, durations and dates in the many formats drafters use.

const SMALL: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  a: 1,
  an: 1,
  single: 1,
  double: 2,
  triple: 3,
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
};
const SCALE: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000 };

export const NUMBER_WORD_RE =
  "(?:(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million)(?:[\\s-]+(?:and[\\s-]+)?(?=[a-z])(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million))*)";

/** "ninety-six" → 96, "one hundred twenty" → 120, "first" → 1; null when not a number word. */
export function wordsToNumber(words: string): number | null {
  const parts = words
    .toLowerCase()
    .replace(/-/g, " ")
    .split(/\s+/)
    .filter((w) => w && w !== "and");
  if (parts.length === 0) return null;
  let total = 0;
  let current = 0;
  for (const p of parts) {
    if (p in SMALL) current += SMALL[p];
    else if (p === "hundred") current = (current || 1) * 100;
    else if (p in SCALE) {
      total += (current || 1) * SCALE[p];
      current = 0;
    } else return null;
  }
  return total + current;
}

/** Parses "96", "1,234.5", "ninety-six (96)", "ninety six" → number. */
export function parseNumberish(s: string): number | null {
  const t = s.trim();
  const paren = /\(\s*([\d,]+(?:\.\d+)?)\s*\)/.exec(t);
  if (paren) return toNumber(paren[1]);
  const digits = /^[\d,]+(?:\.\d+)?/.exec(t);
  if (digits) return toNumber(digits[0]);
  return wordsToNumber(t.replace(/\(.*$/, "").trim());
}

export function toNumber(s: string): number | null {
  const n = Number(s.replace(/[,\s]/g, ""));
  return Number.isFinite(n) ? n : null;
}

/** A count written as digits, words, or "words (digits)". */
export const COUNT_RE = `(?:${NUMBER_WORD_RE}\\s*\\(\\s*\\d[\\d,]*\\s*\\)|\\d[\\d,]*(?:\\.\\d+)?|${NUMBER_WORD_RE})`;

export const MONEY_RE = "\\$\\s?\\d[\\d,]*(?:\\.\\d{1,2})?";

/** "$1,350,000.00" → 1350000. */
export function parseMoney(s: string): number | null {
  const m = /\$\s?(\d[\d,]*(?:\.\d+)?)\s*(million|thousand)?/i.exec(s);
  if (!m) return null;
  let n = toNumber(m[1]);
  if (n === null) return null;
  if (m[2]?.toLowerCase() === "million") n *= 1_000_000;
  if (m[2]?.toLowerCase() === "thousand") n *= 1000;
  return round2(n);
}

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** A duration phrase → months: "ninety-six (96) months", "5 years", "five (5) Lease Years", "180 days". */
export function parseDurationMonths(s: string): number | null {
  const re = new RegExp(
    `(${COUNT_RE})\\s*[- ]?\\s*(?:full\\s+)?(?:calendar\\s+|lease\\s+|consecutive\\s+|additional\\s+)*(months?|years?|days?)\\b`,
    "i",
  );
  const m = re.exec(s);
  if (!m) return null;
  const n = parseNumberish(m[1]);
  if (n === null) return null;
  const unit = m[2].toLowerCase();
  if (unit.startsWith("month")) return n;
  if (unit.startsWith("year")) {
    // "three (3) years and six (6) months", "5 years, 2 months": the months add to the years.
    const more = new RegExp(
      `^\\s*(?:,\\s*(?:and\\s+)?|and\\s+)(${COUNT_RE})\\s*(?:\\(\\s*\\d+\\s*\\)\\s*)?(?:full\\s+)?(?:calendar\\s+)?months?\\b`,
      "i",
    ).exec(s.slice(m.index + m[0].length));
    const extra = more ? parseNumberish(more[1]) : null;
    return n * 12 + (extra ?? 0);
  }
  return Math.round((n / 30.4375) * 10) / 10;
}

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const MONTH_RE =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const DAY_WORD_RE =
  "(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twenty[- ](?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|thirtieth|thirty[- ]first)";

/** Every date format we read; named groups y/m/d/mon/dw. Order matters: longest first. */
const DATE_PATTERNS: RegExp[] = [
  // 1st day of March, 2024 / the twenty-ninth day of March 2019
  new RegExp(`\\b(?<d>\\d{1,2})(?:st|nd|rd|th)?\\s+day\\s+of\\s+(?<mon>${MONTH_RE})\\.?,?\\s+(?<y>\\d{4})`, "i"),
  new RegExp(`\\b(?<dw>${DAY_WORD_RE})\\s+day\\s+of\\s+(?<mon>${MONTH_RE})\\.?,?\\s+(?<y>\\d{4})`, "i"),
  // March 1, 2024 / March 29th, 2019 / Mar. 1 2024
  new RegExp(`\\b(?<mon>${MONTH_RE})\\.?\\s+(?<d>\\d{1,2})(?:st|nd|rd|th)?,?\\s+(?<y>\\d{4})`, "i"),
  // 1 March 2024
  new RegExp(`\\b(?<d>\\d{1,2})(?:st|nd|rd|th)?\\s+(?<mon>${MONTH_RE})\\.?,?\\s+(?<y>\\d{4})`, "i"),
  // 2024-03-01
  /\b(?<y>\d{4})-(?<m>\d{1,2})-(?<d>\d{1,2})\b/,
  // 3/1/2024, 03-01-2024, 3/1/24
  /\b(?<m>\d{1,2})[/.-](?<d>\d{1,2})[/.-](?<y>\d{4}|\d{2})\b/,
];

export type FoundDate = { iso: string; text: string; index: number };

function monthIndex(mon: string): number {
  const m = mon.toLowerCase().slice(0, 3);
  return MONTHS.findIndex((x) => x.startsWith(m)) + 1;
}

function buildIso(y: number, m: number, d: number, lenientDay = false): string | null {
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1900 || y > 2200) return null;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d > last && !lenientDay) return null;
  return new Date(Date.UTC(y, m - 1, Math.min(d, last))).toISOString().slice(0, 10);
}

/**
 * All dates in the text, in order of appearance, without overlaps. `lenientDay` reads a day past the month's end as
 * the month's last day (a rent table's typing slip, "07/01/2019 - 06/31/2020"); elsewhere such a date is no date.
 */
export function findDates(text: string, lenientDay = false): FoundDate[] {
  const found: FoundDate[] = [];
  for (const p of DATE_PATTERNS) {
    const re = new RegExp(p.source, `${p.flags.replace("g", "")}g`);
    for (const m of text.matchAll(re)) {
      const g = m.groups ?? {};
      let y = Number(g.y);
      if (g.y && g.y.length === 2) y += y < 70 ? 2000 : 1900;
      const mo = g.mon ? monthIndex(g.mon) : Number(g.m);
      const d = g.dw ? (wordsToNumber(g.dw) ?? 0) : Number(g.d);
      const iso = buildIso(y, mo, d, lenientDay);
      if (!iso) continue;
      const index = m.index ?? 0;
      const end = index + m[0].length;
      if (found.some((f) => index < f.index + f.text.length && end > f.index)) continue;
      found.push({ iso, text: m[0], index });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

export function parseDate(text: string): string | null {
  return findDates(text)[0]?.iso ?? null;
}

/** Adds months to an ISO date, clamping to the month's last day. */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split("-").map(Number);
  const whole = Math.trunc(months);
  const target = new Date(Date.UTC(y, m - 1 + whole, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  const frac = months - whole;
  if (frac) target.setUTCDate(target.getUTCDate() + Math.round(frac * 30.4375));
  return target.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  const dt = new Date(`${iso}T00:00:00Z`);
  dt.setUTCDate(dt.getUTCDate() + days);
  return dt.toISOString().slice(0, 10);
}

/** Whole months between two ISO dates where `end` is the last day of the term (inclusive). */
export function monthsBetweenInclusive(start: string, end: string): number {
  const next = addDays(end, 1);
  const [y1, m1, d1] = start.split("-").map(Number);
  const [y2, m2, d2] = next.split("-").map(Number);
  let months = (y2 - y1) * 12 + (m2 - m1);
  if (d2 < d1) months -= 1;
  return months;
}

/** "16,159 square feet", "16,159 RSF", "approximately 5,000 rentable sq. ft." → 16159. */
export function parseArea(s: string): number | null {
  const m =
    /(\d{1,3}(?:,\s?\d{3})+(?:\.\d+)?|\d[\d,]*(?:\.\d+)?)\s*(?:\)\s*)?(?:rentable\s+|usable\s+|net\s+|gross\s+|approximate(?:ly)?\s+)*(?:square\s+feet|sq\.?\s*ft\.?|s\.?f\.?\b|rsf\b|usf\b|rentable\s+square|feet)/i.exec(
      s,
    );
  if (m) return toNumber(m[1]);
  return null;
}

export function parsePercent(s: string): number | null {
  const m = /(\d+(?:\.\d+)?)\s*(?:%|percent\b)/i.exec(s);
  if (m) return Number(m[1]);
  const w = new RegExp(`(${NUMBER_WORD_RE})\\s+percent`, "i").exec(s);
  return w ? wordsToNumber(w[1]) : null;
}

/** Collapses whitespace so snippets and values read as one line. */
export function clean(s: string): string {
  return s.replace(/\s+/g, " ").trim();
}
