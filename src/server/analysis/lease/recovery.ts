// How operating costs are recovered: base year, recovery structure (NNN, modified gross, full service,
// gross), and the CAM, tax and insurance clauses.
import { entriesFor, type LeaseDoc, sentencesMatching } from "#server/analysis/lease/lease-doc.ts";
import {
  C_INFER,
  C_PROSE,
  clauseText,
  entryField,
  field,
  firstSentence,
  NONE_RE,
  sentenceField,
} from "#server/analysis/lease/lease-field.ts";
import { MONEY_RE, parseMoney } from "#server/analysis/lease/parse-values.ts";
import type { LeaseField } from "#shared/contract/lease-abstract.ts";

export function baseYear(doc: LeaseDoc): LeaseField | null {
  for (const e of entriesFor(doc, /^(?:base year|expense base year)$/)) {
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
  return null;
}

export function recoveryStructure(doc: LeaseDoc, by: LeaseField | null): LeaseField | null {
  for (const e of entriesFor(doc, /^(?:lease type)$/)) {
    const n = recoveryKind(e.value);
    if (n) return entryField(doc, e, firstSentence(e.value), n);
  }
  const tests: [RegExp, string][] = [
    [/\b(?:absolute\s+net|triple[- ]net|net[- ]net[- ]net|NNN)\b/i, "NNN"],
    [/\bmodified\s+gross\b/i, "modified gross"],
    [/\bfull[- ]service(?:\s+gross)?\b/i, "full service"],
    [/\b(?:industrial\s+gross|gross\s+lease)\b/i, "gross"],
  ];
  for (const [re, kind] of tests) {
    const s = sentencesMatching(doc, re)[0];
    if (s) {
      const m = re.exec(s.text);
      return sentenceField(doc, s, m?.[0] ?? kind, kind, C_PROSE);
    }
  }
  if (by)
    return {
      ...by,
      value: `Operating expenses over a ${by.normalized} base year`,
      normalized: "modified gross",
      confidence: C_INFER,
    };
  // Without a base year or expense stop, a tenant paying its share of the building's expenses is on a net lease.
  const share =
    sentencesMatching(
      doc,
      /Tenant\s+shall\s+pay[^.]{0,80}(?:Proportionate|Pro\s+Rata|Tenant's)\s+Share\s+of[^.]{0,80}(?:Operating\s+Expenses|Common\s+Area|Taxes)/i,
    )[0] ??
    sentencesMatching(
      doc,
      /(?:Tenant|Lessee)['’]s\s+(?:Proportionate\s+|Pro\s+Rata\s+)?Share\s+of\s+(?:the\s+)?["“]?(?:Operating|Direct|Building|Project|Common\s+Area|Property)\s+(?:Expenses|Costs|Charges)\b/i,
    )[0];
  if (share) return sentenceField(doc, share, "Tenant pays its share of operating expenses and taxes", "NNN", C_INFER);
  return null;
}

function recoveryKind(v: string): string | null {
  if (/\b(?:NNN|triple[- ]net|net[- ]net[- ]net|absolute\s+net)\b/i.test(v)) return "NNN";
  if (/modified\s+gross/i.test(v)) return "modified gross";
  if (/full[- ]service/i.test(v)) return "full service";
  if (/gross/i.test(v)) return "gross";
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
