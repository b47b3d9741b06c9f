// Operating-cost clauses: the base year, and the CAM, tax and insurance clauses (the recovery structure they add up
// to is read in recovery-structure.ts).
import { entriesFor, type LeaseDoc } from "#server/analysis/lease/lease-doc.ts";
import { C_PROSE, clauseText, entryField, field, firstSentence, NONE_RE } from "#server/analysis/lease/lease-field.ts";
import { MONEY_RE, parseMoney } from "#server/analysis/lease/parse-values.ts";
import type { LeaseField } from "#shared/contract/lease-abstract.ts";

export function baseYear(doc: LeaseDoc): LeaseField | null {
  for (const e of entriesFor(
    doc,
    /^(?:base year|expense base year|tax base year|operating expense base year|base (?:operating|expense|tax) year|base year for (?:operating expenses|expenses|taxes)(?: and (?:operating expenses|expenses|taxes))?)$/,
  )) {
    const m = /\b(19|20)\d{2}\b/.exec(e.value);
    if (m) return entryField(doc, e, firstSentence(e.value).slice(0, 120), Number(m[0]));
    if (NONE_RE.test(e.value)) return null;
  }
  const re =
    /Base\s+(?:Expense\s+)?Year["”)]*\s*(?:shall\s+(?:be|mean)|means|is|:|of)?\s*(?:the\s+)?(?:calendar\s+(?:year\s+)?|fiscal\s+year\s+)?((?:19|20)\d{2})/gi;
  for (const m of doc.text.matchAll(re)) {
    const at = m.index ?? 0;
    return field(doc, m[0], Number(m[1]), at, at + m[0].length, C_PROSE);
  }
  // 'calendar year 2021 (the "Base Year")': the year stated before its defined term.
  const before =
    /\b((?:19|20)\d{2})\b[^.()]{0,30}\(\s*(?:the\s+|herein\s+)?["“']Base\s+(?:Operating\s+|Expense\s+|Tax\s+)?Year["”']\s*\)/i.exec(
      doc.text,
    );
  if (before) return field(doc, before[0], Number(before[1]), before.index, before.index + before[0].length, C_PROSE);
  return null;
}

export function opexField(doc: LeaseDoc, kind: "cam" | "taxes" | "insurance"): LeaseField | null {
  const res: Record<typeof kind, RegExp> = {
    cam: /(?:Tenant|tenant)[^.]{0,100}(?:pay|reimburse)[^.]{0,120}(?:Operating\s+(?:Expenses|Costs)|Common\s+Area\s+(?:Maintenance|Charges|Expenses|Costs)|CAM\b)|(?:Operating\s+Expenses|Common\s+Area\s+(?:Maintenance|Charges)|CAM\s+charges)[^.]{0,120}(?:estimated|shall\s+(?:mean|include)|in\s+excess\s+of)/,
    taxes:
      /(?:Tenant|tenant)[^.]{0,100}(?:pay|reimburse)[^.]{0,120}(?:Real\s+(?:Estate|Property)\s+Taxes|\bTaxes\b)|(?:Real\s+(?:Estate|Property)\s+Taxes|\bTaxes\b)["”)]*\s+(?:shall\s+mean|means)/,
    insurance:
      /Tenant\s+shall[^.]{0,80}(?:obtain|maintain|carry|procure|keep)[^.]{0,120}insurance|(?:Tenant|tenant)[^.]{0,100}(?:pay|reimburse)[^.]{0,120}Landlord'?s\s+insurance/,
  };
  const labels: Record<typeof kind, RegExp | null> = {
    cam: /^(?:operating expenses|additional rent)$/,
    taxes: null,
    insurance: null,
  };
  const norm = (v: string): number | null => {
    const m = new RegExp(String.raw`(${MONEY_RE})\s*(?:per\s+(?:rentable\s+)?square\s+foot|\/\s*r?sf|psf)`, "i").exec(
      v,
    );
    return m ? parseMoney(m[1]) : null;
  };
  return clauseText(doc, labels[kind], res[kind], { normalize: norm, max: 320 });
}
