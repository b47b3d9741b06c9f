// Base rent schedules: table rows ("Months 1 – 12  $31.50  $27,562.50  $330,750.00"), year rows
// ("Lease Year 2 ... $10,300.00"), date-range rows and prose lists ("months 13-24: $10,300 per month").
// Columns are classified by the arithmetic between them (monthly × 12 = annual, annual / RSF = rate)
// first, by header words second, so column order and header wording do not matter.
import type { RentStep } from "#shared/contract/lease-abstract.ts";
import type { LeaseDoc } from "#server/analysis/lease/lease-doc.ts";
import {
  COUNT_RE,
  addDays,
  addMonths,
  clean,
  findDates,
  parseMoney,
  parseNumberish,
} from "#server/analysis/lease/parse-values.ts";
import { classify, headerKinds, MONEY_G, unitHint, type Val } from "#server/analysis/lease/rent-amounts.ts";

type Period = {
  label: string;
  fromMonth: number | null;
  toMonth: number | null;
  start: string | null;
  end: string | null;
  index: number;
  length: number;
};

const DASH = String.raw`\s*(?:-|–|—|to|through|thru)\s*`;
const MONTH_RANGE = new RegExp(String.raw`\b(?:Months?|Mos?\.?)\s*(\d{1,3})(?:${DASH}(\d{1,3}))?\b`, "gi");
const YEAR_RANGE = new RegExp(
  String.raw`\b(?:Lease\s+|Rental\s+|Term\s+)?Years?\s*(\d{1,2})(?:${DASH}(\d{1,2}))?\b`,
  "gi",
);
const DEFINED_START =
  /((?:(?:Rent|Term|Lease|Sublease)\s+)?(?:Commencement|Effective|Delivery|Possession)\s+Date)\s*(?:-|–|—|to|through|thru|until)\s*$/i;
const ORDINAL_YEAR =
  /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d{1,2}(?:st|nd|rd|th))\s+(?:Lease\s+|full\s+)?Year\b/gi;

function findPeriods(text: string, commencement: string | null): Period[] {
  const out: Period[] = [];
  const add = (p: Period) => {
    if (out.some((o) => p.index < o.index + o.length && p.index + p.length > o.index)) return;
    out.push(p);
  };
  /** A period counted in lease months, found by the match `m`. */
  const addMonthPeriod = (label: string, fromMonth: number, toMonth: number, m: RegExpMatchArray) =>
    add({ label, fromMonth, toMonth, start: null, end: null, index: m.index ?? 0, length: m[0].length });
  // Date ranges first: "3/1/2024 – 2/28/2025", "March 1, 2024 through February 28, 2025"
  const dates = findDates(text, true);
  for (let i = 0; i + 1 < dates.length; i++) {
    const a = dates[i];
    const b = dates[i + 1];
    const between = text.slice(a.index + a.text.length, b.index);
    if (/^\s*(?:-|–|—|to|through|thru|until)\s*$/i.test(between)) {
      add({
        label: `${a.text} – ${b.text}`,
        fromMonth: null,
        toMonth: null,
        start: a.iso,
        end: b.iso,
        index: a.index,
        length: b.index + b.text.length - a.index,
      });
      i++;
    }
  }
  // A first row that runs from a defined day to a date: "Commencement Date - 6/30/2027  $9,000.00",
  // "Effective Date through March 31, 2026". It starts when the term (or sublease) starts.
  for (const d of dates) {
    const lead = DEFINED_START.exec(text.slice(Math.max(0, d.index - 60), d.index));
    if (!lead) continue;
    const index = d.index - lead[0].length;
    add({
      label: `${clean(lead[1])} – ${d.text}`,
      fromMonth: null,
      toMonth: null,
      start: commencement,
      end: d.iso,
      index,
      length: d.index + d.text.length - index,
    });
  }
  // A first row from a defined day to a month number: "Rent Commencement Date to Month-60, inclusive  $10,000.00"
  // is months 1 to 60 (counted from that day).
  for (const m of text.matchAll(
    /(?:(?:Rent(?:al)?|Term|Lease)\s+)?(?:Commencement|Effective|Delivery|Possession)\s+Date\s+(?:-|–|—|to|through|thru)\s+(?:the\s+(?:end\s+of\s+(?:the\s+)?)?)?Month\s*[-–]?\s*(\d{1,3})(?:st|nd|rd|th)?\b/gi,
  )) {
    const to = Number(m[1]);
    if (to < 1 || to > 600) continue;
    addMonthPeriod(`Months 1-${to}`, 1, to, m);
  }
  // Month ranges in words: "Commencement date to forty-eight months", "Forty-nine months to ninety-six months".
  for (const m of text.matchAll(
    new RegExp(
      String.raw`(?:\b(?:Rent\s+|Rental\s+)?Commencement\s+Date|\b(${COUNT_RE})\s+months?)\s+(?:to|through|thru|-|–)\s+(?:the\s+)?(${COUNT_RE})\s+months?\b`,
      "gi",
    ),
  )) {
    const from = m[1] ? parseNumberish(m[1]) : 1;
    const to = parseNumberish(m[2]);
    if (from === null || to === null || !Number.isInteger(from) || !Number.isInteger(to) || to < from || to > 600)
      continue;
    addMonthPeriod(`Months ${from}-${to}`, from, to, m);
  }
  for (const m of text.matchAll(MONTH_RANGE)) {
    const from = Number(m[1]);
    const to = m[2] ? Number(m[2]) : from;
    if (to < from || to > 600) continue;
    addMonthPeriod(clean(m[0]), from, to, m);
  }
  // A bare month range opening a table row: "1 - 12   $31.50   $27,562.50" (cells on one line, or one a line,
  // a blank line between them where the text layer breaks a table across pages)
  // (a footnote mark may sit on a line of its own between the range and its cells: "1 - 12" / "*" / "$ 22.00").
  for (const m of text.matchAll(
    /^[ \t]*(\d{1,3})\s*(?:-|–|—|to|through)\s*(\d{1,3})\**(?:,?[ \t]+inclusive)?(?=[ \t]+\$|[ \t]*\n\s*(?:(?:\*{1,3}|†|‡|\(\d\))[ \t]*\n\s*)?\$)/gm,
  )) {
    const from = Number(m[1]);
    const to = Number(m[2]);
    if (to < from || to > 600) continue;
    addMonthPeriod(`Months ${from}-${to}`, from, to, m);
  }
  for (const m of text.matchAll(YEAR_RANGE)) {
    const from = Number(m[1]);
    const to = m[2] ? Number(m[2]) : from;
    if (to < from || to > 50) continue;
    addMonthPeriod(clean(m[0]), (from - 1) * 12 + 1, to * 12, m);
  }
  for (const m of text.matchAll(ORDINAL_YEAR)) {
    const n = parseNumberish(m[1].replace(/(st|nd|rd|th)$/, "")) ?? null;
    if (!n) continue;
    addMonthPeriod(clean(m[0]), (n - 1) * 12 + 1, n * 12, m);
  }
  // A bare year number opening a row under a "Lease Year" column ("Lease Year   Annual Rent per RSF" / "1   $32.00").
  for (const m of text.matchAll(/^[ \t]*(\d{1,2})\.?(?=[ \t]+\$|[ \t]*\n[ \t]*\$)/gm)) {
    const at = m.index ?? 0;
    const n = Number(m[1]);
    if (n < 1 || n > 50) continue;
    if (
      !/(?:^|\n)[^\n]*\b(?:Lease|Rental|Contract)?\s*Years?\b(?![ \t]*\d)[^\n]*\n/i.test(
        text.slice(Math.max(0, at - 1500), at),
      )
    )
      continue;
    add({
      label: `Year ${n}`,
      fromMonth: (n - 1) * 12 + 1,
      toMonth: n * 12,
      start: null,
      end: null,
      index: at,
      length: m[0].length,
    });
  }
  out.sort((a, b) => a.index - b.index);
  if (commencement) {
    for (const p of out) {
      if (p.fromMonth !== null && !p.start) {
        p.start = addMonths(commencement, p.fromMonth - 1);
        p.end = addDays(addMonths(commencement, p.toMonth ?? p.fromMonth), -1);
      }
    }
  }
  return out;
}

export type ScheduleResult = { steps: RentStep[]; start: number; end: number };

/**
 * Reads the first rent schedule in `region` (a slice of the doc text starting at `offset`).
 * Rows need a period and at least one amount; amounts between two periods belong to the first.
 */
export function parseRentSchedule(
  doc: LeaseDoc,
  offset: number,
  region: string,
  ctx: { rsf: number | null; commencement: string | null },
): ScheduleResult | null {
  // A "$" cell separated from its amount by a line or page break joins it (same length: offsets stay true).
  region = region.replace(/\$[ \t]*\n\s*(?=\d)/g, (m) => `$${" ".repeat(m.length - 1)}`);
  const periods = findPeriods(region, ctx.commencement);
  if (periods.length === 0) return null;
  const steps: RentStep[] = [];
  let first = -1;
  let last = -1;
  const headerText = region.slice(Math.max(0, periods[0].index - 200), periods[0].index);
  // The column headers are the last lines above the first row that price nothing (a rent-free row with "$0.00"
  // between the headers and the first priced period is a row, not a header).
  const header = headerKinds(
    headerText
      .split("\n")
      .filter((l) => !/\$\s*\d/.test(l))
      .slice(-4)
      .join(" "),
  );
  // A table printed with the first column after the period ("$7,200.00" / "Months 1 to 48" / "$86,400.00"): every
  // row's period has a lone amount on the line just above it, and that amount is the row's, not the row's above.
  const leads = periods.map((p) => leadCell(region, p.index));
  const straddle = periods.length >= 2 && leads.every((l) => l !== null);
  for (let k = 0; k < periods.length; k++) {
    const p = periods[k];
    const segStart = p.index + p.length;
    const nextStart =
      k + 1 < periods.length
        ? straddle
          ? (leads[k + 1]?.start ?? periods[k + 1].index)
          : periods[k + 1].index
        : Math.min(region.length, segStart + 250);
    let seg = region.slice(segStart, nextStart);
    if (straddle) seg = `${leads[k]?.text ?? ""} ${seg}`;
    // A row ends at its line unless the amounts are written as prose on following lines.
    const lineEnd = seg.indexOf("\n");
    if (lineEnd >= 0 && MONEY_G.test(seg.slice(0, lineEnd))) seg = seg.slice(0, lineEnd);
    MONEY_G.lastIndex = 0;
    // Beyond a paragraph break the amounts belong to something else.
    // (A blank line straight after the period, before any cell, is a page or table break, not a new paragraph.)
    // A footnote mark on the row ("1 - 12 *", "Lease Year 1*") printed on a line of its own belongs to the row.
    const mark = /^\s*(?:\*{1,3}|†|‡|\(\d\))[ \t]*\n/.exec(seg);
    const lead = mark
      ? mark[0].length + (seg.length - mark[0].length - seg.slice(mark[0].length).trimStart().length)
      : seg.length - seg.trimStart().length;
    const para = seg.slice(lead).search(/\n\s*\n|[.;]\s*\n/);
    if (para >= 0 && !MONEY_G.test(seg.slice(0, lead + para + 1))) {
      MONEY_G.lastIndex = 0;
      continue;
    }
    MONEY_G.lastIndex = 0;
    // … and they do not join the row ("$42,436.00" / blank line / "Security Deposit Amount: $42,436.00"); cells
    // printed a paragraph apart ("$" / blank line / "31.00") stay the row's.
    const next = para >= 0 ? /^\n\s*\n\s*[A-Za-z]/.exec(seg.slice(lead + para)) : null;
    if (next) seg = seg.slice(0, lead + para + 1);
    const vals: Val[] = [];
    for (const m of seg.matchAll(MONEY_G)) {
      const i = m.index ?? 0;
      const n = parseMoney(m[0].startsWith("$") ? m[0] : `$${m[0]}`);
      if (n === null || n === 0) continue;
      vals.push({ n, kind: unitHint(seg.slice(i + m[0].length), seg.slice(0, i)), raw: m[0] });
    }
    if (vals.length === 0) continue;
    const periodMonths =
      p.fromMonth !== null && p.toMonth !== null ? p.toMonth - p.fromMonth + 1 : monthsOfRange(p.start, p.end);
    const c = classify(vals, periodMonths, ctx.rsf, header);
    if (c.annual === null && c.monthly === null && c.psf === null) continue;
    const absStart = offset + p.index;
    const absEnd = offset + segStart + seg.length;
    if (first < 0) first = absStart;
    // Rows of one table sit close together; a far-away period starts something else.
    if (last >= 0 && absStart - last > 400) break;
    last = absEnd;
    steps.push({
      period: p.label,
      start: p.start,
      end: p.end,
      annual: c.annual,
      monthly: c.monthly,
      perSquareFoot: c.psf,
      page: doc.pageAt(absStart),
      snippet: clean(doc.text.slice(absStart, absEnd)).slice(0, 240),
    });
  }
  if (steps.length === 0) return null;
  return { steps, start: first, end: last };
}

/** A line holding one amount and nothing else just above `at` ("$7,200.00"), where a row's first cell sits. */
function leadCell(region: string, at: number): { start: number; text: string } | null {
  const lineStart = region.lastIndexOf("\n", at - 1) + 1;
  if (region.slice(lineStart, at).trim()) return null;
  const prevStart = region.lastIndexOf("\n", lineStart - 2) + 1;
  const prev = region.slice(prevStart, Math.max(prevStart, lineStart - 1));
  // A "$0.00" line is a rent-free row of its own, not a first cell.
  const m = /^[ \t]*\$[ \t]*(\d[\d,]*(?:\.\d{2})?)[ \t]*$/.exec(prev);
  return m && Number(m[1].replace(/,/g, "")) > 0 ? { start: prevStart, text: prev.trim() } : null;
}

function monthsOfRange(start: string | null, end: string | null): number | null {
  if (!start || !end) return null;
  const [y1, m1] = start.split("-").map(Number);
  const [y2, m2, d2] = end.split("-").map(Number);
  let n = (y2 - y1) * 12 + (m2 - m1) + 1;
  if (d2 < 20) n -= 1; // ends at the start of a month: the last month is not counted twice
  return n > 0 ? n : null;
}

export const ESCALATION_RE = new RegExp(
  String.raw`(?:increase|escalate|adjust)(?:d|s)?\s+(?:annually\s+|each\s+year\s+)?(?:by\s+|at\s+(?:a\s+rate\s+of\s+)?)?(?:an?\s+amount\s+equal\s+to\s+)?(${COUNT_RE}\s*(?:percent|%)(?:\s*\(\s*\d+(?:\.\d+)?\s*%\s*\))?|\d+(?:\.\d+)?\s*%)`,
  "i",
);
