// The shape every lease field reader builds on: a value with its page, snippet and confidence, the
// labelled-entry readers, and the "None" marker that stops a search when the lease says there is none.
import {
  entriesFor,
  type Entry,
  type LeaseDoc,
  type Sentence,
  sentencesIn,
  sentencesMatching,
} from "#server/analysis/lease/lease-doc.ts";
import { clean, findDates, MONEY_RE, parseMoney } from "#server/analysis/lease/parse-values.ts";
import type { LeaseField, LeaseFieldKey } from "#shared/contract/lease-abstract.ts";

export type Fields = Record<LeaseFieldKey, LeaseField | null>;

export const C_LABEL = 0.92;
export const C_PROSE = 0.78;
export const C_INFER = 0.55;

export function field(
  doc: LeaseDoc,
  value: string,
  normalized: string | number | null,
  start: number,
  end: number,
  confidence: number,
): LeaseField {
  return {
    value: clean(value).slice(0, 400),
    normalized,
    page: doc.pageAt(start),
    snippet: doc.snippet(start, end),
    confidence,
  };
}

export function entryField(
  doc: LeaseDoc,
  e: Entry,
  value: string,
  normalized: string | number | null,
  confidence = C_LABEL,
): LeaseField {
  return field(doc, value, normalized, e.start, Math.min(e.end, e.start + 220), confidence);
}

export function sentenceField(
  doc: LeaseDoc,
  s: Sentence,
  rawValue: string,
  normalized: string | number | null,
  confidence = C_PROSE,
): LeaseField {
  // A heading glued to the sentence ("ARTICLE XVIII HOLDING OVER If Tenant …") is not part of the value.
  const value = rawValue.replace(
    /^(?:(?:ARTICLE|SECTION|Section|Article)\s+[\dIVXLC]+(?:\.\d+)*\.?\s+)?(?:[A-Z][A-Z'&,\- ]{3,}[.:]?\s+)(?=[A-Z][a-z])/,
    "",
  );
  return field(doc, value, normalized, s.start, Math.min(s.end, s.start + 240), confidence);
}

/** First sentence of a value (entries often run on into explanations). */
export function firstSentence(v: string): string {
  const t = clean(v);
  // "e.g." and "i.e." end no sentence ("any use (e.g. Offices) other than …").
  const m = /^(.+?[a-z0-9)%"'])(?<!\b[ei]\.[eg])\.(?=\s+[A-Z(]|$)/.exec(t);
  return m ? m[1] : t.replace(/\.$/, "");
}

export const NONE_RE =
  /^\s*(?:none|n\/?a|not applicable|intentionally (?:omitted|deleted)|\[?reserved\]?|-+|—|there (?:is|shall be) no\b)|\b(?:there (?:is|shall be) no|no (?:security deposit|guarant\w+|letter of credit|broker)|shall not (?:be required to )?(?:deliver|provide|pay) (?:a|any) (?:security deposit|letter of credit)|not applicable)\b/i;

// A labelled "None" stops the search: the lease says there is none.
export const nullMarker: LeaseField = { value: "", normalized: null, page: 1, snippet: "", confidence: 0 };
export const orNull = (f: LeaseField | null) => (f === nullMarker ? null : f);

export function firstOf(...fs: (() => LeaseField | null)[]): LeaseField | null {
  for (const f of fs) {
    const r = f();
    if (r === nullMarker) return null;
    if (r) return r;
  }
  return null;
}

// ---------- helpers for dates/amounts in labelled entries ----------

export function dateFromEntries(doc: LeaseDoc, labels: RegExp, keep?: (e: Entry) => boolean): LeaseField | null {
  const es = entriesFor(doc, labels).filter((e) => !keep || keep(e));
  for (const e of es) {
    const fs = firstSentence(e.value);
    const d = findDates(fs)[0];
    // "The later of (a) 08/15/2020, or (b) Substantial Completion": no fixed date is stated.
    if (d && /\b(?:later|earlier|latest|earliest)\s+(?:to\s+occur\s+)?of\b/i.test(fs.slice(0, d.index)))
      return nullMarker;
    if (d) return entryField(doc, e, d.text, d.iso);
    // A labelled date that is defined by an event (no date given) → null, do not look further.
    if (fs.length > 0) return nullMarker;
  }
  return null;
}

/**
 * A labelled amount. "None" / "$0.00" / "$ -0-" (the AIR form's blank) means there is none: null, or with
 * `noneIsZero` an explicit 0 ("Security Deposit: None." states the deposit is nothing, it is not silent).
 */
export function moneyFromEntries(doc: LeaseDoc, labels: RegExp, noneIsZero = false): LeaseField | null {
  // Only a bare "None" / "N/A" / "$0.00" in the box is a stated zero; prose ("there is no Security Deposit") stays
  // "none" (null), as before.
  const none = (e: Entry, v: string) =>
    noneIsZero && /^\s*(?:none|n\/?a|not\s+applicable|\$?\s*0(?:\.00)?\b|\$?\s*-\s*0\s*-)/i.test(v)
      ? entryField(doc, e, firstSentence(v).slice(0, 160), 0)
      : nullMarker;
  for (const e of entriesFor(doc, labels)) {
    const v = clean(e.value);
    const m = new RegExp(MONEY_RE).exec(v);
    if (m && !(NONE_RE.test(v) && v.indexOf(m[0]) > 60)) {
      const n = parseMoney(v.slice(m.index));
      if (n === 0) return none(e, v);
      return entryField(doc, e, firstSentence(v).slice(0, 160), n);
    }
    if (/^\$?\s*-\s*0\s*-/.test(v) || NONE_RE.test(v)) return none(e, v);
  }
  return null;
}

function textFromEntries(doc: LeaseDoc, labels: RegExp, max = 300): LeaseField | null {
  for (const e of entriesFor(doc, labels)) {
    const v = clean(e.value);
    if (NONE_RE.test(v)) return nullMarker;
    if (v.length > 1) return entryField(doc, e, v.slice(0, max), null);
  }
  return null;
}

/** A clause-level text field: a labelled entry, else the first qualifying sentence. */
export function clauseText(
  doc: LeaseDoc,
  labels: RegExp | null,
  sentence: RegExp,
  opts: { normalize?: (s: string) => string | number | null; exclude?: RegExp; max?: number } = {},
): LeaseField | null {
  if (labels) {
    const r = textFromEntries(doc, labels, opts.max ?? 300);
    if (r === nullMarker) return null;
    if (r) return { ...r, normalized: opts.normalize ? opts.normalize(r.value) : null };
  }
  for (const s of sentencesMatching(doc, sentence)) {
    if (opts.exclude?.test(s.text)) continue;
    const v = clean(s.text).slice(0, opts.max ?? 300);
    return sentenceField(doc, s, v, opts.normalize ? opts.normalize(v) : null);
  }
  return null;
}

/** A heading clause plus its numbered sub-clauses ("6." with "6.1", "6.2" …). */
export function sectionSentences(doc: LeaseDoc, heading: RegExp): Sentence[] {
  const out: Sentence[] = [];
  for (let i = 0; i < doc.clauses.length; i++) {
    const c = doc.clauses[i];
    if (!heading.test(c.heading)) continue;
    let end = c.end;
    const num = c.number?.replace(/\.$/, "");
    for (let k = i + 1; k < doc.clauses.length && num; k++) {
      const n = doc.clauses[k].number?.replace(/\.$/, "");
      if (n?.startsWith(`${num}.`)) end = doc.clauses[k].end;
      else break;
    }
    out.push(...sentencesIn(doc, c.start, end));
  }
  return out;
}
