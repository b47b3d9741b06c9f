// Base rent: the schedule (tables first, then prose), free rent and escalations.
import { entriesFor, type LeaseDoc, sentencesMatching } from "#server/analysis/lease/lease-doc.ts";
import { C_INFER, clauseText, entryField, firstSentence, sentenceField } from "#server/analysis/lease/lease-field.ts";
import { clean, COUNT_RE, parseNumberish, parsePercent, round2 } from "#server/analysis/lease/parse-values.ts";
import { parseProseRent } from "#server/analysis/lease/prose-rent.ts";
import { ESCALATION_RE, parseRentSchedule } from "#server/analysis/lease/rent-schedule.ts";
import type { LeaseField, RentStep } from "#shared/contract/lease-abstract.ts";

export function freeRent(doc: LeaseDoc): LeaseField | null {
  const norm = (v: string): number | null => {
    const range = /months?\s+(\d{1,3})\s*(?:-|–|through|to)\s*(\d{1,3})/i.exec(v);
    if (range) return Number(range[2]) - Number(range[1]) + 1;
    const m = new RegExp(
      `(?:first\\s+)?(${COUNT_RE})\\s*(?:\\(\\d+\\)\\s*)?(?:full\\s+)?(?:calendar\\s+)?months?`,
      "i",
    ).exec(v);
    return m ? parseNumberish(m[1]) : null;
  };
  return clauseText(
    doc,
    /^(?:free rent|abated rent|rent abatement|abatement)$/,
    /(?:rent\s+credit\s+period|free\s+rent|rent\s+(?:shall\s+be\s+)?abate|abatement\s+period|abated\s+(?:base\s+)?rent|(?:base\s+)?rent\s+shall\s+be\s+(?:fully\s+)?abated|shall\s+not\s+be\s+obligated\s+to\s+pay\s+(?:monthly\s+)?base\s+rent\s+for)/i,
    {
      normalize: norm,
      exclude: /casualty|condemnation|damage|destroy|interrupt|untenantable|default\s+occurs[^.]{0,40}due/i,
    },
  );
}

export function escalations(doc: LeaseDoc, schedule: RentStep[]): LeaseField | null {
  for (const e of entriesFor(doc, /^(?:annual escalation|escalation|escalations|rent adjustment|annual increase)$/)) {
    const p = parsePercent(e.value);
    return entryField(doc, e, firstSentence(e.value).slice(0, 160), p);
  }
  for (const s of doc.sentences) {
    if (!/rent/i.test(s.text)) continue;
    const m = ESCALATION_RE.exec(s.text);
    if (m && /annual|each\s+(?:lease\s+)?year|anniversary|per\s+(?:annum|year)|every\s+(?:twelve|12)/i.test(s.text)) {
      const pct = parsePercent(m[1]) ?? parsePercent(s.text);
      return sentenceField(doc, s, clean(s.text).slice(0, 240), pct);
    }
  }
  const m2 = sentencesMatching(doc, /(\d+(?:\.\d+)?)\s*%\s+(?:annual|yearly)\s+(?:increases?|escalations?|bumps?)/i)[0];
  if (m2) return sentenceField(doc, m2, clean(m2.text).slice(0, 240), parsePercent(m2.text));
  // Derived from the schedule's steps.
  const rates = schedule.map((s) => s.perSquareFoot ?? s.annual).filter((x): x is number => x !== null);
  if (rates.length >= 2) {
    const incs = rates.slice(1).map((r, i) => (r / rates[i] - 1) * 100);
    const avg = Math.round((incs.reduce((a, b) => a + b, 0) / incs.length) * 10) / 10;
    if (avg > 0) {
      const s = schedule[1];
      return {
        value: `Fixed steps per the rent schedule (about ${avg}% per step)`,
        normalized: avg,
        page: s.page,
        snippet: s.snippet,
        confidence: C_INFER,
      };
    }
  }
  return null;
}

const RENT_LABELS =
  /^(?:base rent|monthly base rent|annual base rent|minimum rent|base monthly rent|fixed rent|basic rent|rent)$/;

export function baseRentSchedule(doc: LeaseDoc, rsf: number | null, commencement: string | null): RentStep[] {
  const ctx = { rsf, commencement };
  const total = totalsTable(doc, ctx);
  if (total) return total;
  // Regions that talk about base rent: labelled entries first, then clauses/sentences mentioning it.
  const anchors: number[] = [];
  for (const e of entriesFor(doc, RENT_LABELS)) anchors.push(e.start);
  for (const m of doc.text.matchAll(
    // "Net Rental" is the base rent of government lease forms (the gross "Annual Rental" adds costs to it).
    /(?:Base|Minimum|Basic|Fixed|Monthly|Annual|NET|Net)\s+(?:Monthly\s+|Annual\s+)?Rent|Rent\s+Schedule/g,
  ))
    anchors.push(m.index ?? 0);
  // Prose that names the rent in lower case: "shall pay an annual base rent in the amount of $21.00 per square foot".
  for (const m of doc.text.matchAll(/\b(?:annual|monthly|yearly)\s+(?:base|minimum|basic|fixed)\s+rent(?:al)?\b/g))
    anchors.push(m.index ?? 0);
  // Forms that say only "the total rent … in installments of $4,250.00 each month".
  for (const m of doc.text.matchAll(/\btotal\s+rent\b|\binstallments\s+of\s+\$/gi)) anchors.push(m.index ?? 0);
  // The original lease's schedule comes before any amendment's.
  anchors.sort((a, b) => a - b);
  const seen = new Set<number>();
  for (const a of anchors) {
    const key = Math.floor(a / 500);
    if (seen.has(key)) continue;
    seen.add(key);
    // From the start of the anchor's line, so its words ("Annual Base Rent") head the table.
    const from = Math.max(doc.text.lastIndexOf("\n", a) + 1, a - 80);
    const region = doc.text.slice(from, Math.min(doc.text.length, a + 2500));
    const r = parseRentSchedule(doc, from, region, ctx);
    // A worked example ("For example: … the Base Rent periods would be revised as follows: $X per month …")
    // illustrates a rule; its amounts are not the schedule.
    if (r && illustrative(doc.text, r.start)) continue;
    if (r && r.steps.length >= 2) return ratesPerMonth(doc, r.steps, ctx);
    if (r && r.steps.length === 1 && r.start - from < 400) return ratesPerMonth(doc, r.steps, ctx);
  }
  for (const a of anchors) {
    if (illustrative(doc.text, a)) continue;
    const region = doc.text.slice(a, Math.min(doc.text.length, a + 700));
    const s = parseProseRent(doc, a, region, ctx);
    if (s) return [s];
  }
  return [];
}

// A sentence that opens a worked example ("For example:", "By way of illustration,"), not an aside in mid-sentence.
const EXAMPLE_RE =
  /(?:^|[.:;]\s+|\n[ \t|]*)(?:For\s+example|By\s+way\s+of\s+(?:an?\s+)?(?:example|illustration)|For\s+(?:purposes\s+of\s+)?illustrat(?:ion|ive)(?:\s+purposes)?)\s*[:,]/g;

/**
 * Whether `at` lies inside a worked example: a sentence opening one shortly before it, hypothetical wording
 * between the two, and no new numbered item or heading ("9. Base Rent:") that would end the example.
 */
export function illustrative(text: string, at: number): boolean {
  const from = Math.max(0, at - 1500);
  const before = text.slice(from, at);
  let last = -1;
  for (const m of before.matchAll(EXAMPLE_RE)) last = (m.index ?? 0) + m[0].length;
  if (last < 0) return false;
  // Up to the end of the line at `at`: its own heading ("9. Base Rent:") ends the example too.
  const lineEnd = text.indexOf("\n", at);
  const between = text.slice(from + last, lineEnd < 0 ? text.length : lineEnd + 1);
  // An example speaks of what would happen ("Assuming …", "… would be revised").
  if (!/\b(?:would|assum(?:e|es|ed|ing)|hypothetical(?:ly)?)\b/i.test(between)) return false;
  return !/\n[ \t|]*(?:\d{1,2}(?:\.\d{1,2})*\.|[A-Z]\.|\([a-z]\)|Article\s+\d+|Section\s+\d+)[ \t]+[A-Z][A-Za-z' ]{2,60}(?:[:.]|[ \t]*\n)/.test(
    between,
  );
}

/**
 * A schedule priced space by space (a table for the warehouse, one for the offices, …) and closed by a "Total"
 * table: the rent of the premises is the total, not the first space's table. Only when at least two rent
 * tables come before the "Total" line, so a lone "Total" row under one table stays that table's.
 */
function totalsTable(doc: LeaseDoc, ctx: { rsf: number | null; commencement: string | null }): RentStep[] | null {
  for (const m of doc.text.matchAll(/^[ \t]*Totals?(?:[ \t]+(?:Base[ \t]+)?Rent)?[ \t]*:?[ \t]*$/gim)) {
    const at = m.index ?? 0;
    const before = doc.text.slice(Math.max(0, at - 12000), at);
    if ((before.match(/\b(?:Monthly|Annual)\s+(?:Base\s+)?Rent\b/gi)?.length ?? 0) < 2) continue;
    const r = parseRentSchedule(doc, at, doc.text.slice(at, Math.min(doc.text.length, at + 1500)), ctx);
    if (r && r.start - at < 400 && (r.steps[0].monthly !== null || r.steps[0].annual !== null)) return r.steps;
  }
  return null;
}

/**
 * A table of rates alone ("Months 1-12  $1.10 NNN" under "Rate per Square Foot") does not say whether the
 * rate is per month or per year. The rent the lease states elsewhere decides: when rate × area is the stated
 * monthly rent ("2.4 Monthly Rent: $6,490.00 per month"), every rate of the table is a monthly one.
 */
function ratesPerMonth(doc: LeaseDoc, steps: RentStep[], ctx: { rsf: number | null; commencement: string | null }) {
  const first = steps[0];
  if (!ctx.rsf || first.perSquareFoot === null || first.annual !== null || first.monthly !== null) return steps;
  for (const e of entriesFor(doc, RENT_LABELS)) {
    const stated = parseProseRent(doc, e.start, doc.text.slice(e.start, e.end), { rsf: null, commencement: null });
    if (!stated?.monthly) continue;
    const byRate = first.perSquareFoot * ctx.rsf;
    if (Math.abs(byRate - stated.monthly) <= Math.max(1, stated.monthly * 0.01))
      return steps.map((s) => (s.perSquareFoot === null ? s : { ...s, perSquareFoot: round2(s.perSquareFoot * 12) }));
    return steps;
  }
  return steps;
}
