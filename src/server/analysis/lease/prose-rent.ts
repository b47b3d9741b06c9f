// One rent step read from prose: "Annual Base Rent of $120,000.00, payable in monthly installments of
// $10,000.00", "installments of $4,250.00 each month".
import type { RentStep } from "#shared/contract/lease-abstract.ts";
import type { LeaseDoc } from "#server/analysis/lease/lease-doc.ts";
import { classify, MONEY_G, unitHint, type Val } from "#server/analysis/lease/rent-amounts.ts";
import { addDays, addMonths, parseMoney, round2 } from "#server/analysis/lease/parse-values.ts";

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
    // "The total rent due under this lease is $51,000.00": the sum over the whole term, not a year's rent.
    if (/\b(?:total|aggregate)\s+(?:base\s+)?rent(?:al)?\b[^$.]{0,60}$/i.test(before)) continue;
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
