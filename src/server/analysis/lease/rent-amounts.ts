// A rent amount's unit (annual, monthly, per square foot, per square foot per month, per period) from the words
// beside it or the table header, and a row's amounts classified by the arithmetic between them.
import { round2 } from "#server/analysis/lease/parse-values.ts";

export const MONEY_G =
  /\$\s?\d[\d,]*(?:\.\d{1,2})?|(?<![\d/.-])\d{1,3}(?:,\d{3})+\.\d{2}\b|(?<![\d/.$-])\d{1,4}\.\d{2}\b(?![\d/-])/g;

// "psfMonthly": a rate per square foot per month ("$1.95/SF/mo"), kept as the annual rate brokers compare.
export type Kind = "annual" | "monthly" | "psf" | "psfMonthly" | "period";
export type Val = { n: number; kind: Kind | null; raw: string };

export function unitHint(afterRaw: string, beforeRaw: string): Kind | null {
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
  const a = after.slice(0, 70).toLowerCase();
  const rate =
    /^\s*(?:\)\s*)?(?:per|\/|a)\s*(?:rentable\s+|usable\s+)?(?:square\s+foot|sq\.?\s*ft|s\.?f\.?|rsf|foot)\.?/.exec(
      a,
    ) ?? /^\s*psf\b/.exec(a);
  if (rate)
    // "… per rentable square foot of the Premises per month": what is measured may stand between the two units.
    return /^\s*(?:of\s+(?:the\s+)?(?:premises|rentable\s+area|building|space)\s*,?\s*)?(?:per\s+month|\/\s*mo(?:nth)?\b|monthly|a\s+month)/.test(
      a.slice(rate[0].length),
    )
      ? "psfMonthly"
      : "psf";
  // The unit may follow the rent's own name: "$9,000.00 Base Rent/month", "$108,000 base rent per year".
  const named = /^\s*(?:(?:base|minimum|fixed|basic)\s+)?rent(?:al)?\s*/.exec(a);
  const u = named ? a.slice(named[0].length) : a;
  if (/^\s*(?:\)\s*)?(?:per\s+month|\/\s*mo|monthly|a\s+month|each\s+month)/.test(u)) return "monthly";
  if (/^\s*(?:\)\s*)?(?:per\s+(?:annum|year|lease\s+year)|\/\s*yr|annually|a\s+year)/.test(u)) return "annual";
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

export function classify(
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
