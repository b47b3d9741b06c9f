import { entriesFor, type LeaseDoc, sentencesMatching } from "#server/analysis/lease/lease-doc.ts";
import {
  C_LABEL,
  entryField,
  field,
  firstOf,
  firstSentence,
  NONE_RE,
  nullMarker,
  sentenceField,
} from "#server/analysis/lease/lease-field.ts";
import { clean, MONEY_RE, parseMoney, round2 } from "#server/analysis/lease/parse-values.ts";
import type { LeaseField } from "#shared/contract/lease-abstract.ts";

const PER_FOOT = String.raw`\)?\s*(?:per\s+(?:rentable\s+|usable\s+)?(?:square\s+foot|sq\.?\s*ft\.?|s\.?f\.?)|\/\s*(?:r?sf|sq\.?\s*ft)|psf)`;

/**
 * The allowance's dollar total from its wording: a stated total ("which totals $6,516,240.00", "for a
 * total of $489,340.00") wins; then a lump sum stated first ("$905,535 (based upon $45 per rentable
 * square foot)"); then a per-foot rate with its total in parentheses; then rate × rentable area.
 * A rate with no area to apply it to is not a total: null.
 */
export function allowanceAmount(v: string, rsf: number | null): number | null {
  const amounts: { n: number; perFoot: boolean; at: number; end: number }[] = [];
  for (const m of v.matchAll(new RegExp(`(${MONEY_RE})(${PER_FOOT})?`, "gi"))) {
    const n = parseMoney(m[1]);
    if (n === null) continue;
    const at = m.index ?? 0;
    amounts.push({ n, perFoot: Boolean(m[2]), at, end: at + m[0].length });
  }
  if (amounts.length === 0) return null;
  const lumps = amounts.filter((a) => !a.perFoot && a.n >= 100);
  const total = lumps.find((a) =>
    /\b(?:total(?:s|ing)?|aggregate)\b[^$]{0,80}$|\bi\.e\.,?\s*$/i.test(v.slice(Math.max(0, a.at - 100), a.at)),
  );
  if (total) return total.n;
  const first = amounts[0];
  if (!first.perFoot && first.n >= 100) return first.n;
  const next = amounts[1];
  if (
    first.perFoot &&
    next &&
    !next.perFoot &&
    next.n >= 100 &&
    /^\s*(?:\(|,?\s*or\s)/.test(v.slice(first.end, next.at))
  )
    return next.n;
  if (rsf) return round2(first.n * rsf);
  return null;
}

export function tiAllowance(doc: LeaseDoc, rsf: number | null): LeaseField | null {
  return firstOf(
    () => {
      for (const e of entriesFor(
        doc,
        /^(?:tenant improvement allowance|ti allowance|improvement allowance|tenant allowance|construction allowance|landlord's allowance|landlord's contribution|allowance)$/,
      )) {
        const v = clean(e.value);
        if (NONE_RE.test(v)) return nullMarker;
        const n = allowanceAmount(v, rsf);
        if (n === 0) return nullMarker;
        if (n !== null) return entryField(doc, e, firstSentence(v).slice(0, 200), n);
      }
      return null;
    },
    () => {
      // A work letter's definition: '"Tenant Improvement Allowance" means … $12.50 per square foot … and a total
      // of $6,496,000.00'.
      const def =
        /"((?:Tenant\s+)?(?:Improvement|Construction|TI|Build-?out|Work)\s+Allowance)"\s+(?:means|shall\s+mean|is|:)\s*([^;]{0,400}?)(?=\.\s+(?:\d|[A-Z(])|;|$)/gi;
      for (const m of doc.text.matchAll(def)) {
        const v = clean(m[2]);
        const n = allowanceAmount(v, rsf);
        const at = m.index ?? 0;
        if (n !== null && n > 0) return field(doc, v.slice(0, 200), n, at, at + m[0].length, C_LABEL - 0.05);
      }
      return null;
    },
    () => {
      const kw =
        /(?:improvement|construction|tenant|TI|refurbishment|build-?out)\s+allowance|Landlord['’]?s\s+(?:Allowance|Contribution)|"[^"]{0,30}Allowance"|allowance[^.]{0,60}?(?:of|in\s+the\s+(?:amount|sum)\s+of|equal\s+to|not\s+to\s+exceed)\s+\$/i;
      for (const s of sentencesMatching(doc, kw)) {
        if (/\b(?:parking|moving|relocation|cabling)\s+allowance/i.test(s.text) && !/improvement/i.test(s.text))
          continue;
        // Renewal terms often say what allowance (if any) comes with an extension.
        if (/\b(?:renewal|extension|option)\s+(?:term|period)/i.test(s.text)) continue;
        // A remedy for late delivery ("an added credit against the Fit-Out Allowance … (the "Late Delivery Credit")") and a
        // sentence that opens on a condition ("If Tenant must repay … $7,500 …") are not the TI.
        if (
          /\bdelay(?:ed)?\s+(?:allowance|delivery)|supplement\s+to\s+the\b/i.test(s.text) ||
          /^\W*(?:\([a-z0-9]+\)\s*)?If\b/.test(s.text.trim())
        )
          continue;
        // The ';'-part that names the allowance ("… $40.00 per foot (which totals $X) (the "Allowance"); provided …").
        const text = clean(s.text);
        const k = kw.exec(text);
        if (!k) continue;
        const from = text.lastIndexOf(";", k.index) + 1;
        const to = text.indexOf(";", k.index);
        const part = text.slice(from, to < 0 ? text.length : to);
        const n = allowanceAmount(part, rsf);
        if (n !== null && n > 0) return sentenceField(doc, s, text.slice(0, 220), n);
      }
      return null;
    },
  );
}
