// Base rent schedules: table rows ("Months 1 – 12  $26.99  $36,344.28  $436,131.41"), year rows
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
  round2,
} from "#server/analysis/lease/parse-values.ts";

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
const ORDINAL_YEAR =
  /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d{1,2}(?:st|nd|rd|th))\s+(?:Lease\s+|full\s+)?Year\b/gi;
const MONEY_G =
  /\$\s?\d[\d,]*(?:\.\d{1,2})?|(?<![\d/.-])\d{1,3}(?:,\d{3})+\.\d{2}\b|(?<![\d/.$-])\d{1,4}\.\d{2}\b(?![\d/-])/g;

function findPeriods(text: string, commencement: string | null): Period[] {
  const out: Period[] = [];
  const add = (p: Period) => {
    if (out.some((o) => p.index < o.index + o.length && p.index + p.length > o.index)) return;
    out.push(p);
  };
  // Date ranges first: "3/1/2024 – 2/28/2025", "March 1, 2024 through February 28, 2025"
  const dates = findDates(text);
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
  for (const m of text.matchAll(MONTH_RANGE)) {
    const from = Number(m[1]);
    const to = m[2] ? Number(m[2]) : from;
    if (to < from || to > 600) continue;
    add({
      label: clean(m[0]),
      fromMonth: from,
      toMonth: to,
      start: null,
      end: null,
      index: m.index ?? 0,
      length: m[0].length,
    });
  }
  // A bare month range opening a table row: "1 - 12   $26.99   $36,344.28" (cells on one line, or one a line,
  // a blank line between them where the text layer breaks a table across pages)
  for (const m of text.matchAll(/^[ \t]*(\d{1,3})\s*(?:-|–|—|to|through)\s*(\d{1,3})\**(?=[ \t]+\$|[ \t]*\n\s*\$)/gm)) {
    const from = Number(m[1]);
    const to = Number(m[2]);
    if (to < from || to > 600) continue;
    add({
      label: `Months ${from}-${to}`,
      fromMonth: from,
      toMonth: to,
      start: null,
      end: null,
      index: m.index ?? 0,
      length: m[0].length,
    });
  }
  for (const m of text.matchAll(YEAR_RANGE)) {
    const from = Number(m[1]);
    const to = m[2] ? Number(m[2]) : from;
    if (to < from || to > 50) continue;
    add({
      label: clean(m[0]),
      fromMonth: (from - 1) * 12 + 1,
      toMonth: to * 12,
      start: null,
      end: null,
      index: m.index ?? 0,
      length: m[0].length,
    });
  }
  for (const m of text.matchAll(ORDINAL_YEAR)) {
    const n = parseNumberish(m[1].replace(/(st|nd|rd|th)$/, "")) ?? null;
    if (!n) continue;
    add({
      label: clean(m[0]),
      fromMonth: (n - 1) * 12 + 1,
      toMonth: n * 12,
      start: null,
      end: null,
      index: m.index ?? 0,
      length: m[0].length,
    });
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

// "psfMonthly": a rate per square foot per month ("$2.35/SF/mo"), kept as the annual rate brokers compare.
type Kind = "annual" | "monthly" | "psf" | "psfMonthly" | "period";
type Val = { n: number; kind: Kind | null; raw: string };

function unitHint(afterRaw: string, beforeRaw: string): Kind | null {
  // Hints never come from the next or previous row/label ("Annual Base Rent: $X\nMonthly Base Rent: $Y").
  const stop = afterRaw.search(/\n\s*\n|\n\s*[A-Z][A-Za-z' ]{0,40}:|\n\s*(?:Months?|Years?|Lease\s+Year)\b/);
  const after = stop >= 0 ? afterRaw.slice(0, stop) : afterRaw;
  const bstop = Math.max(
    beforeRaw.lastIndexOf("\n\n"),
    beforeRaw.search(/\n[^\n]*$/) >= 0 && /\n\s*[A-Z][A-Za-z' ]{0,40}:[^\n]*$/.test(beforeRaw)
      ? beforeRaw.lastIndexOf("\n")
      : -1,
  );
  const before = bstop >= 0 ? beforeRaw.slice(bstop) : beforeRaw;
  const a = after.slice(0, 45).toLowerCase();
  const rate =
    /^\s*(?:\)\s*)?(?:per|\/|a)\s*(?:rentable\s+|usable\s+)?(?:square\s+foot|sq\.?\s*ft|s\.?f\.?|rsf|foot)\.?/.exec(
      a,
    ) ?? /^\s*psf\b/.exec(a);
  if (rate)
    return /^\s*(?:per\s+month|\/\s*mo(?:nth)?\b|monthly|a\s+month)/.test(a.slice(rate[0].length))
      ? "psfMonthly"
      : "psf";
  if (/^\s*(?:\)\s*)?(?:per\s+month|\/\s*mo|monthly|a\s+month|each\s+month)/.test(a)) return "monthly";
  if (/^\s*(?:\)\s*)?(?:per\s+(?:annum|year|lease\s+year)|\/\s*yr|annually|a\s+year)/.test(a)) return "annual";
  const b = before.slice(-60).toLowerCase();
  const tail = String.raw`(?:\s+(?:base\s+|minimum\s+|fixed\s+|basic\s+)?(?:rent(?:al)?|installments?|payments?))?(?:\s+(?:of|shall\s+be|is|equal\s+to|in\s+the\s+amount\s+of))?[\s:=]*$`;
  if (new RegExp(String.raw`\bmonthly${tail}`).test(b) || /per\s+month\s*[:=]?\s*$/.test(b)) return "monthly";
  if (new RegExp(String.raw`\bannual(?:ly)?${tail}`).test(b)) return "annual";
  return null;
}

/** Header words above a table, in column order: ["psf", "monthly", "annual"]. */
export function headerKinds(header: string): Kind[] {
  const kinds: { kind: Kind; at: number }[] = [];
  const h = header.toLowerCase();
  const probe = (re: RegExp, kind: Kind) => {
    const m = re.exec(h);
    if (m) kinds.push({ kind, at: m.index });
  };
  probe(/p\/s\/f|psf|per\s+(?:rentable\s+)?(?:square|sq|s\.?f|rsf)|\/\s*(?:r?sf|sq)|rate|per\s+foot/, "psf");
  // "Annual Base Rent per RSF" is one column, a rate: its "annual" names no column of its own.
  const rate =
    /^[^$\d]{0,30}?(?:p\/s\/f|psf|per\s+(?:rentable\s+)?(?:square|sq|s\.?f|rsf)|\/\s*(?:r?sf|sq)|per\s+foot)/;
  const probeAll = (re: RegExp, kind: Kind) => {
    for (const m of h.matchAll(new RegExp(re.source, "g"))) {
      if (rate.test(h.slice(m.index + m[0].length))) continue;
      kinds.push({ kind, at: m.index });
      return;
    }
  };
  probeAll(/monthly|per\s+month|month(?:ly)?\s+(?:base\s+)?rent|\bmonth\b(?!s)/, "monthly");
  probeAll(/annual|per\s+annum|yearly|per\s+year|annually/, "annual");
  probe(/period\s+(?:base\s+)?rent|total\s+rent|period\s+total/, "period");
  return kinds.sort((a, b) => a.at - b.at).map((k) => k.kind);
}

function classify(
  vals: Val[],
  periodMonths: number | null,
  rsf: number | null,
  header: Kind[],
): { annual: number | null; monthly: number | null; psf: number | null } {
  let annual: number | null = null;
  let monthly: number | null = null;
  let psf: number | null = null;
  let period: number | null = null;
  const rest: Val[] = [];
  for (const v of vals) {
    if (v.kind === "psf" && psf === null) psf = v.n;
    else if (v.kind === "psfMonthly" && psf === null) psf = round2(v.n * 12);
    else if (v.kind === "monthly" && monthly === null) monthly = v.n;
    else if (v.kind === "annual" && annual === null) annual = v.n;
    else rest.push(v);
  }
  // Rates are small; rents are not.
  for (let i = rest.length - 1; i >= 0; i--) {
    if (psf === null && rest[i].n < 300 && rest.some((o) => o.n > 1000)) {
      psf = rest[i].n;
      rest.splice(i, 1);
    }
  }
  const near = (a: number, b: number, tol = 0.01) => Math.abs(a - b) <= Math.max(1, Math.abs(b) * tol);
  // Arithmetic pairs among the remaining values.
  for (let i = 0; i < rest.length && (annual === null || monthly === null); i++) {
    for (let j = 0; j < rest.length; j++) {
      if (i === j) continue;
      const a = rest[i].n;
      const m = rest[j].n;
      if (near(a, m * 12)) {
        annual ??= a;
        monthly ??= m;
      } else if (periodMonths && periodMonths !== 12 && near(a, m * periodMonths)) {
        period ??= a;
        monthly ??= m;
      }
    }
  }
  const leftover = rest.filter((v) => v.n !== annual && v.n !== monthly && v.n !== period);
  if (leftover.length && header.length === vals.length) {
    vals.forEach((v, i) => {
      if (!leftover.includes(v)) return;
      const k = header[i];
      if (k === "annual") annual ??= v.n;
      else if (k === "monthly") monthly ??= v.n;
      else if (k === "psf") psf ??= v.n;
      else if (k === "period" && periodMonths === 12) annual ??= v.n;
    });
  } else if (leftover.length === 1) {
    const v = leftover[0].n;
    const hk = header.filter((k) => k !== "psf");
    if (monthly !== null && annual === null && near(v, monthly * 12)) annual = v;
    else if (psf !== null && rsf) {
      if (near(v, psf * rsf, 0.02)) annual ??= v;
      else if (near(v, (psf * rsf) / 12, 0.02)) monthly ??= v;
    }
    if (annual === null && monthly === null) {
      if (hk[0] === "monthly") monthly = v;
      else if (hk[0] === "annual" || (hk[0] === "period" && periodMonths === 12)) annual = v;
      // A table of rates only ("Annual Base Rent per RSF"): the rate, the rents follow from the area.
      else if (!hk.length && header.includes("psf") && psf === null) psf = v;
    }
  }
  // A stated monthly rent implies the annual one and vice versa.
  if (annual === null && monthly !== null) annual = round2(monthly * 12);
  if (monthly === null && annual !== null) monthly = round2(annual / 12);
  return { annual, monthly, psf };
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
  const header = headerKinds(headerText.split("\n").slice(-4).join(" "));
  for (let k = 0; k < periods.length; k++) {
    const p = periods[k];
    const segStart = p.index + p.length;
    const nextStart = k + 1 < periods.length ? periods[k + 1].index : Math.min(region.length, segStart + 250);
    let seg = region.slice(segStart, nextStart);
    // A row ends at its line unless the amounts are written as prose on following lines.
    const lineEnd = seg.indexOf("\n");
    if (lineEnd >= 0 && MONEY_G.test(seg.slice(0, lineEnd))) seg = seg.slice(0, lineEnd);
    MONEY_G.lastIndex = 0;
    // Beyond a paragraph break the amounts belong to something else.
    // (A blank line straight after the period, before any cell, is a page or table break, not a new paragraph.)
    const lead = seg.length - seg.trimStart().length;
    const para = seg.slice(lead).search(/\n\s*\n|[.;]\s*\n/);
    if (para >= 0 && !MONEY_G.test(seg.slice(0, lead + para + 1))) {
      MONEY_G.lastIndex = 0;
      continue;
    }
    MONEY_G.lastIndex = 0;
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

function monthsOfRange(start: string | null, end: string | null): number | null {
  if (!start || !end) return null;
  const [y1, m1] = start.split("-").map(Number);
  const [y2, m2, d2] = end.split("-").map(Number);
  let n = (y2 - y1) * 12 + (m2 - m1) + 1;
  if (d2 < 20) n -= 1; // ends at the start of a month: the last month is not counted twice
  return n > 0 ? n : null;
}

/** One step read from prose: "Annual Base Rent of $120,000.00, payable in monthly installments of $10,000.00". */
const RATE_PER_OTHER =
  /^\)?\s*(?:\([^)]{0,20}\)\s*)?(?:per|\/)\s*(?!(?:calendar\s+)?(?:month|year|annum|quarter|rentable|usable|square|sq|s\.?f|r?sf|lease\s+year)\b)(?:each\s+)?[a-z]/i;

export function parseProseRent(
  doc: LeaseDoc,
  offset: number,
  region: string,
  ctx: { rsf: number | null; commencement: string | null },
): RentStep | null {
  const vals: Val[] = [];
  let firstIdx = -1;
  let lastIdx = -1;
  for (const m of region.matchAll(MONEY_G)) {
    if (!m[0].startsWith("$")) continue;
    const i = m.index ?? 0;
    const n = parseMoney(m[0]);
    // A $0.00 installment is an abated month, not the rent.
    if (n === null || n === 0) continue;
    const before = region.slice(Math.max(0, i - 80), i);
    // Skip amounts that are clearly something else (deposits, fees, allowances).
    if (/deposit|letter of credit|allowance|late|fee|charge|interest|parking/i.test(before.slice(-50))) continue;
    // An amount in a sentence about abated or credited rent ("a rental abatement … 10 months of Annual Rental in
    // the amount of $11,276,595.00") is the concession, not the rent.
    const lead = doc.text.slice(Math.max(0, offset + i - 400), offset + i);
    const sentence = lead.slice(
      Math.max(lead.lastIndexOf(". "), lead.lastIndexOf(".\n"), lead.lastIndexOf("\n\n")) + 1,
    );
    if (/\babate(?:ment|d)?\b|\bcredit\b|\bconcession|\bfree\s+rent/i.test(sentence)) continue;
    // A rate per unit of something other than time or floor area ("per megawatt", "per acre", "per kW") is a
    // formula whose base the lease does not fix: not an amount of rent.
    if (RATE_PER_OTHER.test(region.slice(i + m[0].length, i + m[0].length + 40))) return null;
    const kind = unitHint(region.slice(i + m[0].length), before);
    vals.push({ n, kind, raw: m[0] });
    if (firstIdx < 0) firstIdx = i;
    lastIdx = i + m[0].length;
    if (vals.length >= 3) break;
  }
  if (vals.length === 0) return null;
  if (vals.every((v) => v.kind === null) && vals.length === 1) {
    // A lone amount: use the words around it.
    const around = region.slice(Math.max(0, firstIdx - 60), lastIdx + 60).toLowerCase();
    vals[0].kind = /month/.test(around) ? "monthly" : /annual|per annum|per year|yearly/.test(around) ? "annual" : null;
    if (vals[0].kind === null) return null;
  }
  const c = classify(vals, null, ctx.rsf, []);
  if (c.annual === null && c.monthly === null && c.psf === null) return null;
  let { annual, monthly } = c;
  if (annual === null && monthly === null && c.psf !== null && ctx.rsf) {
    annual = round2(c.psf * ctx.rsf);
    monthly = round2(annual / 12);
  }
  const absStart = offset + firstIdx;
  return {
    period: ctx.commencement ? "Initial" : null,
    start: ctx.commencement,
    end: ctx.commencement ? addDays(addMonths(ctx.commencement, 12), -1) : null,
    annual,
    monthly,
    perSquareFoot: c.psf,
    page: doc.pageAt(absStart),
    snippet: doc.snippet(absStart, offset + lastIdx, 80),
  };
}

export const ESCALATION_RE = new RegExp(
  String.raw`(?:increase|escalate|adjust)(?:d|s)?\s+(?:annually\s+|each\s+year\s+)?(?:by\s+|at\s+(?:a\s+rate\s+of\s+)?)?(?:an?\s+amount\s+equal\s+to\s+)?(${COUNT_RE}\s*(?:percent|%)(?:\s*\(\s*\d+(?:\.\d+)?\s*%\s*\))?|\d+(?:\.\d+)?\s*%)`,
  "i",
);
