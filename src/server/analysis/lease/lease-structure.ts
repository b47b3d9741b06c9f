// The document's structure beyond lines and clauses: where each defined term is defined, and where the body
// ends and the exhibits begin. Readers use it to prefer the defining sentence of a term (the one that says what
// the "Premises" are) and to refuse prose candidates from exhibits, floor-plan captions and forms attached after
// the lease, which describe other spaces, other leases or blank examples.
import type { LeaseDoc, Sentence } from "#server/analysis/lease/lease-doc.ts";

export type Definition = {
  term: string;
  /** The sentence that defines the term (the whole sentence: the value may sit before or after the term). */
  sentence: Sentence;
  how: "parenthetical" | "means";
};

type Structure = { definitions: Definition[]; bodyEnd: number };
const cache = new WeakMap<LeaseDoc, Structure>();

// '(the "Premises")', '(collectively, the "Premises")', '("Premises")', '(hereinafter the "Premises")'.
const PARENTHETICAL =
  /\(\s*(?:[a-z][a-z ,]{0,40}?\s)?(?:the\s+|this\s+)?"([A-Z][A-Za-z'’ -]{1,48})"(?:\s*(?:or|and)\s+(?:the\s+)?"[^"]{1,48}")?\s*\)/g;
// '"Premises" means', '"Premises" shall mean', '"Premises" has the meaning', '"Premises": …' at a sentence start.
const MEANS =
  /(?:^|\n|[.;]\s+|\(\w{1,3}\)\s*)"([A-Z][A-Za-z'’ -]{1,48})"\s*(?:shall\s+mean|means|shall\s+have\s+the\s+meaning|has\s+the\s+meaning|:)/g;

// An exhibit's own title on a line of its own: 'EXHIBIT A', 'EXHIBIT "B-1"', 'EXHIBIT C - FLOOR PLAN', 'SCHEDULE 2'.
const EXHIBIT_TITLE =
  /^\s*(?:EXHIBIT|SCHEDULE|ADDENDUM|APPENDIX|RIDER)\s+["“]?[A-Z0-9]{1,3}(?:-\d{1,2})?["”]?\s*(?:[-–—:.]\s*[A-Z][A-Z0-9 ,'’&/().-]{0,70})?\s*$/;
// A table-of-contents line ends in a page number; a title there is not where the exhibits start.
const TOC_LINE = /(?:\.{3,}|\s{2,}|\s)(?:[A-Z]-?)?\d{1,3}\s*$/;

function build(doc: LeaseDoc): Structure {
  const definitions: Definition[] = [];
  const seen = new Set<string>();
  const add = (term: string, at: number, how: Definition["how"]) => {
    const sentence = sentenceAt(doc, at);
    if (!sentence) return;
    const key = `${term.toLowerCase()}@${sentence.start}`;
    if (seen.has(key)) return;
    seen.add(key);
    definitions.push({ term: term.trim(), sentence, how });
  };
  for (const m of doc.text.matchAll(PARENTHETICAL)) add(m[1], m.index ?? 0, "parenthetical");
  for (const m of doc.text.matchAll(MEANS)) add(m[1], (m.index ?? 0) + m[0].indexOf('"'), "means");
  definitions.sort((a, b) => a.sentence.start - b.sentence.start);
  return { definitions, bodyEnd: findBodyEnd(doc) };
}

/** The sentence that contains an offset (binary search: a long lease has thousands). */
function sentenceAt(doc: LeaseDoc, at: number): Sentence | undefined {
  const list = doc.sentences;
  let lo = 0;
  let hi = list.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (list[mid].start <= at) lo = mid;
    else hi = mid - 1;
  }
  const s = list[lo];
  return s && s.start <= at && at < s.end + 2 ? s : undefined;
}

/** Where the exhibits begin: the first exhibit title after the first fifth of the text that is not in a contents list. */
function findBodyEnd(doc: LeaseDoc): number {
  const minStart = doc.text.length * 0.2;
  for (const line of doc.lines) {
    if (line.start < minStart || !EXHIBIT_TITLE.test(line.text) || TOC_LINE.test(line.text)) continue;
    // A run of contents lines nearby ("EXHIBIT A  Floor Plan  41") means this is still the contents.
    const next = doc.lines[line.index + 1]?.text ?? "";
    if (EXHIBIT_TITLE.test(next) && TOC_LINE.test(doc.lines[line.index + 2]?.text ?? "")) continue;
    return line.start;
  }
  return doc.text.length;
}

const structureOf = (doc: LeaseDoc): Structure => {
  let s = cache.get(doc);
  if (!s) {
    s = build(doc);
    cache.set(doc, s);
  }
  return s;
};

/** Every defined term with its defining sentence, in document order. */
export function definitions(doc: LeaseDoc): Definition[] {
  return structureOf(doc).definitions;
}

/** The sentences that define a term matching `term` (whole term, case-insensitive), body first. */
export function definitionsOf(doc: LeaseDoc, term: RegExp): Definition[] {
  const end = bodyEnd(doc);
  const list = definitions(doc).filter((d) => term.test(d.term));
  return [...list.filter((d) => d.sentence.start < end), ...list.filter((d) => d.sentence.start >= end)];
}

/** Offset where the lease's body ends and its exhibits begin (the text's length when there are none). */
export function bodyEnd(doc: LeaseDoc): number {
  return structureOf(doc).bodyEnd;
}

/** The premises' own defined terms: "Premises", "Leased Premises", "Demised Premises", "Subleased Premises". */
export const PREMISES_TERM = /^(?:(?:the\s+)?(?:Leased|Demised|Subleased|Sublease|Sub-?leased)\s+)?Premises$/i;
