import { entriesFor, type LeaseDoc } from "#server/analysis/lease/lease-doc.ts";
import { C_INFER, C_LABEL, C_PROSE, entryField, field, firstSentence } from "#server/analysis/lease/lease-field.ts";
import {
  clean,
  COUNT_RE,
  monthsBetweenInclusive,
  parseDurationMonths,
  parseNumberish,
} from "#server/analysis/lease/parse-values.ts";
import type { LeaseField } from "#shared/contract/lease-abstract.ts";

export function termMonths(
  doc: LeaseDoc,
  commencement: LeaseField | null,
  expiration: LeaseField | null,
): LeaseField | null {
  const combined = (s: string): number | null => {
    const ym = new RegExp(
      `(${COUNT_RE})\\s*(?:\\(\\s*\\d+\\s*\\)\\s*)?(?:full\\s+)?(?:calendar\\s+|lease\\s+)?years?\\s*(?:,|and)\\s*(${COUNT_RE})\\s*(?:\\(\\s*\\d+\\s*\\)\\s*)?(?:full\\s+)?(?:calendar\\s+)?months?`,
      "i",
    ).exec(s);
    if (ym) {
      const y = parseNumberish(ym[1]);
      const mo = parseNumberish(ym[2]);
      if (y !== null && mo !== null) return y * 12 + mo;
    }
    // "ending on the last day of the eighty-fourth (84th) full calendar month"
    const last =
      /last\s+day\s+of\s+the\s+(?:[a-z-]+\s+){0,4}\(?(\d{1,3})(?:st|nd|rd|th)\)?\s+(?:full\s+)?(?:calendar\s+)?month/i.exec(
        s,
      );
    if (last) return Number(last[1]);
    return parseDurationMonths(s);
  };
  for (const e of entriesFor(doc, /^(?:term|lease term|initial term|term of lease|term and options?)$/)) {
    const v = ownTermText(clean(e.value));
    const n = combined(v.slice(0, 500));
    if (n !== null && n >= 1 && n <= 1200 && Number.isInteger(n))
      return entryField(doc, e, firstSentence(v).slice(0, 160), n);
  }
  // Inline summary labels: "Term: 132 full calendar months", "2.2 Length of Term: Four (4) years and two (2) months".
  const inline = new RegExp(
    String.raw`\b(?:Length\s+of\s+(?:the\s+)?(?:Lease\s+)?Term|(?:Initial\s+|Lease\s+)?Term(?:\s+of\s+Lease)?)\s*(?:\((?:Article|Section)[^)]{0,20}\)\s*)?:\s*(?:approximately\s+)?(${COUNT_RE}\s*(?:\(\s*\d+\s*\)\s*)?(?:full\s+)?(?:calendar\s+|lease\s+)?(?:years?|months?)(?:\s*(?:,|and)\s*${COUNT_RE}\s*(?:\(\s*\d+\s*\)\s*)?(?:full\s+)?(?:calendar\s+)?months?)?)`,
    "gi",
  );
  for (const m of doc.text.matchAll(inline)) {
    const n = combined(m[1]);
    const at = m.index ?? 0;
    if (n !== null && n >= 1 && n <= 1200 && Number.isInteger(n))
      return field(doc, m[0], n, at, at + m[0].length, C_LABEL);
  }
  // "The Term expires on the last day of the ninety-sixth (96th) full calendar month".
  const lastMonth =
    /\bTerm\s+(?:of\s+this\s+Lease\s+)?shall\s+(?:(?:commence|begin)\s+[^.]{0,80}?\s+and\s+(?:shall\s+)?)?(?:end|expire|terminate)\s+(?:at\s+[^.]{0,30}?\s+)?on\s+the\s+last\s+day\s+of\s+the\s+(?:[a-z-]+\s+){0,4}\(?(\d{1,3})(?:st|nd|rd|th)\)?\s+(?:full\s+)?(?:calendar\s+)?month/.exec(
      doc.text,
    );
  if (lastMonth) {
    const at = lastMonth.index;
    return field(doc, lastMonth[0], Number(lastMonth[1]), at, at + lastMonth[0].length, C_PROSE);
  }
  const re = new RegExp(
    String.raw`(?:(?:initial|primary|original|operating)\s+term(?:\s+of\s+this\s+(?:Lease|lease|Agreement))?\s*\([^)]{0,60}\)\s+(?:shall|will)\s+be(?:\s+for)?(?:\s+a\s+(?:term|period)\s+of)?|term\s+of\s+this\s+(?:Lease|lease|Agreement)\s+(?:(?:shall|will)\s+be|is)(?:\s+for)?(?:\s+a\s+(?:term|period)\s+of)?|term\s+of|for\s+a\s+(?:primary\s+|initial\s+)?(?:term|period)\s+of|initial\s+term\s+(?:of|shall\s+be)|lease\s+term\s+(?:of|shall\s+be)|continu(?:ing|e)\s+for|period\s+of)\s+(?:approximately\s+)?(${COUNT_RE}\s*(?:\(\s*\d+\s*\)\s*)?(?:full\s+)?(?:calendar\s+|lease\s+)?(?:years?|months?)(?:\s*(?:,|and)\s*${COUNT_RE}\s*(?:\(\s*\d+\s*\)\s*)?(?:full\s+)?(?:calendar\s+)?months?)?)`,
    "gi",
  );
  for (const m of doc.text.matchAll(re)) {
    const at = m.index ?? 0;
    const ctx = doc.text.slice(Math.max(0, at - 200), at + m[0].length + 60);
    // A period before the term (a ground lease's development period) or inside it (a rent abatement) is no term,
    // nor is the time a landlord is free to lease offered space to others ("free for a period of twelve (12) months
    // to lease the First Offer Space").
    if (
      /(?:Development|Construction|Option|Feasibility|Inspection|Study|Due\s+Diligence)\s+(?:Period|Term)\s+(?:shall|will|is|means)|abat(?:ed|ement)|free\s+rent|first\s+(?:offer|refusal)|offer\s+space|(?:free|entitled)\s+(?:for\s+a\s+period\s+of\s+[^.]{0,30}\s+)?to\s+(?:lease|market|sell)/i.test(
        doc.text.slice(Math.max(0, at - 100), at + m[0].length + 40),
      )
    )
      continue;
    if (
      /renewal|extension|extend|option|holdover|sublease|guarant|warrant|insurance|prior\s+to|after\s+the/i.test(
        ctx.slice(0, 200),
      ) &&
      !/initial|primary|lease\s+term|term\s+of\s+this\s+lease/i.test(m[0])
    )
      continue;
    if (/\b(?:prior|before|notice|after)\b/i.test(doc.text.slice(at + m[0].length, at + m[0].length + 25))) continue;
    const n = combined(m[1]);
    if (n !== null && n >= 6 && Number.isInteger(n)) return field(doc, m[0], n, at, at + m[0].length, C_PROSE);
  }
  // Government forms: "15 Lease Years and 6 months from the Rent Commencement Date", "Years Firm: 7 years".
  const fromStart = new RegExp(
    String.raw`(${COUNT_RE}\s*(?:\(\s*\d+\s*\)\s*)?(?:full\s+)?(?:calendar\s+|lease\s+)?years?(?:\s*(?:,|and)\s*${COUNT_RE}\s*(?:\(\s*\d+\s*\)\s*)?(?:full\s+)?(?:calendar\s+)?months?)?)\s+(?:from|after|following)\s+(?:the\s+)?(?:Rent\s+|Lease\s+)?Commencement\s+Date|\bYEARS\s+FIRM\s*:?\s*(${COUNT_RE}\s*(?:years?|months?)(?:\s*(?:,|and)\s*${COUNT_RE}\s*months?)?)`,
    "gi",
  );
  for (const m of doc.text.matchAll(fromStart)) {
    const at = m.index ?? 0;
    if (/(?:within|prior\s+to|before|after|by)\s+$/i.test(doc.text.slice(Math.max(0, at - 20), at))) continue;
    const n = combined(m[1] ?? m[2]);
    if (n !== null && n >= 12 && n <= 1200 && Number.isInteger(n))
      return field(doc, clean(m[0]), n, at, at + m[0].length, C_PROSE);
  }
  if (commencement?.normalized && expiration?.normalized) {
    const n = monthsBetweenInclusive(String(commencement.normalized), String(expiration.normalized));
    if (n > 0) {
      return {
        value: `${n} months (from ${commencement.value} to ${expiration.value})`,
        normalized: n,
        page: expiration.page,
        snippet: expiration.snippet,
        confidence: C_INFER + 0.1,
      };
    }
  }
  return null;
}

/**
 * The part of a "Term" entry about the term itself: a heading's value runs on into the next clause ("2. Term. The
 * Term commences on … 2.3 Extension Option. … for a period of three (3) years"), whose periods are the options'.
 */
export function ownTermText(v: string): string {
  const sentences = v.split(/(?<=[.;])\s+(?=\(?[A-Z0-9])/);
  const kept: string[] = [];
  for (const [i, t] of sentences.entries()) {
    if (
      i > 0 &&
      (/^\(?\d{1,2}(?:\.\d{1,2})+\.?\s|^\(?[a-z]\)\s/i.test(t) || /\b(?:option|renew|extend|extension)/i.test(t))
    )
      break;
    kept.push(t);
  }
  return kept.join(" ");
}
