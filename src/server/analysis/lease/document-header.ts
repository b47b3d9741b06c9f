// What the document is (lease, sublease, amendment) and the date it bears.
import type { Entry, LeaseDoc, Line } from "#server/analysis/lease/lease-doc.ts";
import {
  C_INFER,
  C_LABEL,
  C_PROSE,
  dateFromEntries,
  field,
  firstOf,
  nullMarker,
} from "#server/analysis/lease/lease-field.ts";
import { clean, findDates } from "#server/analysis/lease/parse-values.ts";
import { definitionsOf } from "#server/analysis/lease/lease-structure.ts";
import type { LeaseField } from "#shared/contract/lease-abstract.ts";

/**
 * Where the lease's own opening clause starts ("THIS LEASE, is entered into …", "This Office Lease (the "Lease"),
 * dated as of …"): after a cover page and a table of contents it can be pages in. 0 when there is none.
 */
export function openingAt(doc: LeaseDoc): number {
  const m =
    /\b(?:THIS|This)\s+(?:[A-Z][\w/-]*\s+){0,5}?(?:LEASE|Lease|AGREEMENT|Agreement)\b(?:\s*\([^)]{0,60}\))?,?\s+(?:is\s+|was\s+|has\s+been\s+)?(?:hereby\s+)?(?:made|entered|dated|executed|effective|by\s+and\s+between)\b/.exec(
      doc.text.slice(0, 60000),
    );
  return m?.index ?? 0;
}

/** Where the exhibits begin: the first exhibit heading line after the opening clause (end of text if none). */
export function exhibitsAt(doc: LeaseDoc, opening = openingAt(doc)): number {
  // An exhibit starts a page; a list of exhibits inside the lease does not.
  const pageTop = (l: Line) => {
    const i = doc.pages.findIndex((p) => p.number === l.page);
    return i >= 0 && l.start - doc.pageStarts[i] < 200;
  };
  const line = doc.lines.find(
    (l) =>
      l.start > opening &&
      l.text.length < 80 &&
      /^\s*(?:EXHIBIT|SCHEDULE|ADDENDUM|RIDER|APPENDIX)\s+["“]?[A-Z0-9]{1,4}\b/.test(l.text) &&
      pageTop(l),
  );
  return line?.start ?? doc.text.length;
}

// A signature block or a notary's acknowledgment dates a signature, not the lease.
const SIGNING = /acknowledg|notary|witness|signature|\bby:|\bname:|\btitle:|\bits:|STATE\s+OF\s+[A-Z]/i;

export function documentDate(doc: LeaseDoc): LeaseField | null {
  const opening = openingAt(doc);
  const exhibits = exhibitsAt(doc, opening);
  // A bare "Date:" counts in the lease's own summary, not in an exhibit's acknowledgment or a signature block.
  const own = (at: number) => at < exhibits && !SIGNING.test(doc.text.slice(Math.max(0, at - 250), at));
  // A dated label in the back of the document (an agency disclosure's "Date:" after the signatures) dates
  // something else once the opening clause states the lease's own date; a rent table's "Effective Date - 4/30/17"
  // is a period, not a date of the lease.
  const openingDated = datedInOpening(doc, opening) !== null;
  const keep = (e: Entry) =>
    !/^[^\n]*?\bdate\s*[-–—]\s*\S/i.test(doc.lines[e.lineIndex]?.text ?? "") &&
    (!/^(?:date|dated)$/.test(e.label) || own(e.start)) &&
    (!openingDated || e.start < doc.text.length * 0.4);
  return firstOf(
    () => {
      const r = dateFromEntries(
        doc,
        /^(?:date of lease|lease date|lease reference date|lease effective date|date of lease agreement|dated|effective date|reference date|execution date|date of this lease|date)$/,
        keep,
      );
      return r === nullMarker ? null : r;
    },
    () => {
      // A run-on summary near the start: "1. Date: May 4, 2021 2. Premises …".
      const head = doc.text.slice(0, Math.min(doc.text.length, 6000));
      const re =
        /(?:^|(?<=[\n.:;)]\s*|\d\.\s+))(?:(?:Lease|Effective|Execution|Reference)\s+)?Date(?:\s+of\s+(?:this\s+)?Lease)?\s*:\s*(?=\S)/g;
      for (const m of head.matchAll(re)) {
        const after = head.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 40);
        const d = findDates(after)[0];
        if (d && d.index === 0 && own(m.index ?? 0) && (!openingDated || (m.index ?? 0) < doc.text.length * 0.4)) {
          const at = (m.index ?? 0) + m[0].length;
          return field(doc, d.text, d.iso, m.index ?? 0, at + d.text.length, C_LABEL);
        }
      }
      return null;
    },
    () => datedInOpening(doc, opening),
    () => datedByDefinition(doc, exhibits),
    () => {
      // Form leases signed block by block ("4b. DATE: APRIL 2, 2019", "5b. DATE: 5/14/2019") take effect when the
      // last party signs: the latest of the signature dates near the start.
      const head = doc.text.slice(0, Math.min(doc.text.length, 15000));
      let best: { iso: string; text: string; at: number; end: number } | null = null;
      for (const m of head.matchAll(/(?:^|\n)\s*(?:\d{1,2}[a-z]?\.\s*)?DATE\s*:\s*/gi)) {
        const at = (m.index ?? 0) + m[0].length;
        const d = findDates(head.slice(at, at + 40))[0];
        if (d && d.index === 0 && (m.index ?? 0) < exhibits && (!best || d.iso > best.iso))
          best = { ...d, at, end: at + d.text.length };
      }
      return best ? field(doc, best.text, best.iso, best.at, best.end, C_INFER) : null;
    },
  );
}

// The lease's own date under its defined name, wherever the lease defines it.
const DATE_TERM =
  /^(?:(?:Lease|Effective|Execution|Reference|Agreement)\s+Date|Date\s+of\s+(?:this\s+)?(?:Lease|Agreement))$/i;

/**
 * The date in the sentence that defines the lease's date: 'is entered into as of March 3, 2008 (the "Effective
 * Date")' (the date just before the term) or '"Lease Date" means June 1, 2015' (just after it). A term defined by
 * an event ('"Effective Date" means the date both parties have signed') gives no date: null.
 */
function datedByDefinition(doc: LeaseDoc, exhibits: number): LeaseField | null {
  for (const d of definitionsOf(doc, DATE_TERM)) {
    const s = d.sentence;
    if (s.start >= exhibits) continue;
    const at = s.text.search(new RegExp(`"${d.term.replace(/\s+/g, "\\s+")}"`));
    if (at < 0) continue;
    const window = d.how === "parenthetical" ? s.text.slice(Math.max(0, at - 90), at) : s.text.slice(at, at + 90);
    const dates = findDates(window);
    const date = d.how === "parenthetical" ? dates.at(-1) : dates[0];
    if (!date) continue;
    // Before the term, the date must close the phrase ("… as of May 2, 2019 (the"); after it, open the value.
    const offset = d.how === "parenthetical" ? Math.max(0, at - 90) : at;
    const gap = d.how === "parenthetical" ? window.slice(date.index + date.text.length) : window.slice(0, date.index);
    if (d.how === "parenthetical" ? !/^[\s,]*\(\s*(?:the\s+|this\s+)?$/i.test(gap) : /[.;]/.test(gap)) continue;
    const start = s.start + offset + date.index;
    return field(doc, date.text, date.iso, start, start + date.text.length, C_PROSE);
  }
  return null;
}

/**
 * Only the opening of the document states its own date: its first page, or its opening clause when a cover and a
 * table of contents come first. "dated for reference only as of June 9, 2022", "made as of the 1st day of …".
 */
function datedInOpening(doc: LeaseDoc, opening: number): LeaseField | null {
  // An opening clause left blank ("made and entered into as of ________, 2021", "as of , 2021") states no date:
  // a date further on ("… that certain Ground Lease dated as of May 3, 1990") is another agreement's.
  const blank =
    /^[^.]{0,80}?\b(?:made|entered\s+into|executed|dated)\b\s*(?:and\s+(?:entered\s+into|executed)\s+)?(?:as\s+of\s+|on\s+|this\s+)?(?:the\s+)?(?:_{2,}|,\s*(?:19|20)\d\d\b|_*\s*day\s+of\s+_{2,})/i;
  if (blank.test(doc.text.slice(opening, opening + 400))) return nullMarker;
  for (const from of opening > 2500 ? [0, opening] : [0]) {
    const head = doc.text.slice(from, Math.min(doc.text.length, from + 2500));
    const re = /\b(?:made|entered\s+into|executed|dated|effective)\b\s*(?:and\s+(?:entered\s+into|executed)\s+)?/gi;
    for (const m of head.matchAll(re)) {
      const after = head.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 80);
      const d = findDates(after)[0];
      if (d && d.index < 45 && !/[.;]/.test(after.slice(0, d.index))) {
        const at = from + (m.index ?? 0) + m[0].length + d.index;
        return field(doc, d.text, d.iso, from + (m.index ?? 0), at + d.text.length, C_PROSE);
      }
    }
  }
  return null;
}

export function documentType(doc: LeaseDoc): LeaseField | null {
  const first = doc.lines.filter((l) => l.page === doc.pages[0]?.number).slice(0, 12);
  for (const l of first) {
    const t = clean(l.text);
    const m =
      /\b((?:(?:[A-Z][A-Za-z/-]*|NET|NNN|TRIPLE)\s+){0,5}(?:SUB)?LEASE(?:\s+AGREEMENT)?|(?:[A-Z][A-Za-z]*\s+){0,2}Lease(?:\s+Agreement)?|(?:FIRST|SECOND|THIRD|[A-Z]+)\s+AMENDMENT\s+TO\s+(?:[A-Z]+\s+)*LEASE)\b/.exec(
        t,
      );
    if (m && t.length < 90 && (t === t.toUpperCase() || /^[A-Z][\w ]+$/.test(t))) {
      const v = m[1].trim();
      const kind = /amendment/i.test(v) ? "amendment" : /sublease/i.test(v) ? "sublease" : "lease";
      return field(doc, v, kind, l.start, l.end, C_LABEL);
    }
  }
  const m = /\bTHIS\s+((?:[A-Z]+\s+){0,4}(?:SUB)?LEASE(?:\s+AGREEMENT)?)\b/.exec(doc.text.slice(0, 3000));
  if (m)
    return field(
      doc,
      m[1],
      /sublease/i.test(m[1]) ? "sublease" : "lease",
      m.index ?? 0,
      (m.index ?? 0) + m[0].length,
      C_PROSE,
    );
  return null;
}
