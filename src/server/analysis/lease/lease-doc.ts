// A lease as the analyzer sees it: one text with page boundaries, its lines, the "Label: value"
// entries of summary tables, its numbered clauses and its sentences, each with offsets so every
// extracted value can cite its page and snippet.
import type { PdfPage } from "#server/analysis/pdf/pdf-text.ts";
import { KNOWN_LABELS } from "#server/analysis/lease/lease-labels.ts";
import { clean } from "#server/analysis/lease/parse-values.ts";

export type Line = { page: number; text: string; start: number; end: number; index: number };
export type Entry = { label: string; value: string; page: number; start: number; end: number; lineIndex: number };
export type Clause = { heading: string; number: string | null; page: number; start: number; end: number; text: string };
export type Sentence = { text: string; start: number; end: number; page: number };

export type LeaseDoc = {
  text: string;
  pages: PdfPage[];
  pageStarts: number[];
  lines: Line[];
  entries: Entry[];
  clauses: Clause[];
  sentences: Sentence[];
  pageAt(offset: number): number;
  snippet(start: number, end: number, pad?: number): string;
};

// A numbering that opens a clause: "1.", "1.10", "34.2.1", "Section 5.", "ARTICLE 3", "(a)", "A."
// Also "a)" / "1)" (a closing parenthesis only), as in "b) Landlord: …".
const NUMBERING = String.raw`(?:(?:ARTICLE|Article|SECTION|Section|§)\s*[\dIVXLC]+(?:\.\d+)*[.:]?|\d{1,3}(?:\.\d{1,3}){0,3}\.?(?:\([a-z0-9]{1,3}\))?|\([a-z0-9]{1,4}\)|[a-zA-Z]\)|\d{1,2}\)|[A-Z]\.)`;
export const NUMBERING_RE = new RegExp(`^\\s*(${NUMBERING})\\s+`);

const labelAlternation = [...KNOWN_LABELS]
  .sort((a, b) => b.length - a.length)
  .map((l) =>
    l
      .replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")
      .replace(/'/g, "['’]?")
      .replace(/ /g, "\\s+"),
  )
  .join("|");

// "1.1 Landlord. Birch Holdings" / "Landlord: X" / "LANDLORD   X" (table gap) / "Landlord - X"
const ENTRY_RE = new RegExp(
  `^\\s*(?:${NUMBERING}\\s+)?(?:the\\s+)?"?(${labelAlternation})"?(?:\\s*\\([^)]{0,40}\\))?\\s*(?::|\\.(?!\\d)|\\s{2,}|\\s+[-–—]\\s+|\\s*$)\\s*(.*)$`,
  "i",
);

export function buildLeaseDoc(pages: PdfPage[]): LeaseDoc {
  const parts: string[] = [];
  const pageStarts: number[] = [];
  const lines: Line[] = [];
  let offset = 0;
  for (const p of pages) {
    pageStarts.push(offset);
    const raw = normaliseText(p.text);
    for (const l of raw.split("\n")) {
      lines.push({ page: p.number, text: l, start: offset, end: offset + l.length, index: lines.length });
      offset += l.length + 1;
    }
    parts.push(raw);
    offset += 1; // the extra "\n" between pages
  }
  const text = parts.join("\n\n");
  const pageNumbers = pages.map((p) => p.number);
  const pageAt = (o: number): number => {
    let lo = 0;
    let hi = pageStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (pageStarts[mid] <= o) lo = mid;
      else hi = mid - 1;
    }
    return pageNumbers[lo] ?? 1;
  };
  const snippet = (start: number, end: number, pad = 60): string => {
    let s = Math.max(0, start - pad);
    let e = Math.min(text.length, end + pad);
    // Widen to word boundaries so snippets never start or end mid-word.
    while (s > 0 && /\S/.test(text[s - 1]) && start - s < pad + 20) s--;
    while (e < text.length && /\S/.test(text[e]) && e - end < pad + 20) e++;
    const out = clean(text.slice(s, e));
    return out.length > 320 ? `${out.slice(0, 317)}…` : out;
  };
  const doc: LeaseDoc = {
    text,
    pages,
    pageStarts,
    lines,
    entries: [],
    clauses: [],
    sentences: [],
    pageAt,
    snippet,
  };
  doc.entries = parseEntries(lines);
  doc.clauses = segmentClauses(doc);
  doc.sentences = splitSentences(doc);
  return doc;
}

function normaliseText(t: string): string {
  return (
    t
      .replace(/\r\n?/g, "\n")
      .replace(/[\u201c\u201d\u201e\u00ab\u00bb]/g, '"')
      .replace(/[\u2018\u2019\u201a]/g, "'")
      .replace(/\u00a0/g, " ")
      .replace(/[\u2010\u2011]/g, "-")
      .replace(/\f/g, "\n")
      // A filled-in blank: "the __29__ day of May" → "the 29 day of May".
      .replace(/_+(\d{1,2}(?:st|nd|rd|th)?)_+/g, "$1")
      // A currency sign in its own table cell ("$" / "" / "0.85") belongs to the amount that follows it.
      .replace(/\$[ \t]*\n\s*(?=\d)/g, "$ ")
      // A stray dash before a day ("August -20th, 2024") is a typo, not a range.
      .replace(
        /\b(January|February|March|April|May|June|July|August|September|October|November|December)\s+-\s*(?=\d{1,2}(?:st|nd|rd|th)?\b)/g,
        "$1 ",
      )
      // Cents in their own table cell: "$ 149,210 .08" → "$ 149,210.08".
      .replace(/(\$\s*\d{1,3}(?:,\d{3})*)[ \t]+\.(\d{2})\b/g, "$1.$2")
  );
}

/** A running header or page number: a bracketed short line, or one token with a digit ("-14-", "0016/10-2-23"). */
const PAGE_FURNITURE_RE = /^\s*(?:\[[^\]\n]{1,60}\]|(?=\S*\d)\S{1,40})\s*$/;
const STREET_LINE_RE =
  /^\s*\d{1,6}[A-Z]?(?:\s*-\s*\d{1,6})?\s+(?:[NSEW]\.?\s+)?[A-Z][A-Za-z.']*(?:\s+[A-Z][A-Za-z.']*){0,4}\s+(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Dr|Lane|Ln|Way|Parkway|Pkwy|Place|Pl|Court|Ct|Circle|Highway|Hwy|Plaza|Trail|Terrace)\b/;

/** "Label: value" lines (value may wrap onto following lines until the next numbered/labelled line). */
function parseEntries(lines: Line[]): Entry[] {
  const entries: Entry[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const m = ENTRY_RE.exec(line.text);
    if (!m) continue;
    const label = m[1].toLowerCase().replace(/\s+/g, " ").replace(/’/g, "'");
    let value = m[2] ?? "";
    const labelOnly = value.trim() === "";
    // A bare word at line start followed by prose is not a label ("Tenant shall pay ..."): need a separator.
    const sep = line.text.slice(0, line.text.length - value.length);
    if (!labelOnly && !/(?::|\.|\s{2,}|[-–—])\s*$/.test(sep)) continue;
    // A wrapped sentence whose next line happens to open with a label word and a full stop ("… then remaining in
    // the" / "Term. For example, …") is prose, not a "Term." heading: the line before is a long line of prose (not
    // a row of the summary itself) that ends mid-sentence. Running headers and page numbers between them
    // ("[Project Name]", "-14-", "4855-9788-7088.7") are skipped.
    let back = i - 1;
    while (back > 0 && i - back < 8 && PAGE_FURNITURE_RE.test(lines[back].text)) back--;
    const prev = lines[back];
    if (
      /\.\s*$/.test(sep) &&
      !NUMBERING_RE.test(line.text) &&
      prev?.page === line.page &&
      prev.text.trim().length >= 60 &&
      /[a-z,]\s*$/.test(prev.text) &&
      !ENTRY_RE.test(prev.text)
    )
      continue;
    // A line that is only a label is a heading unless it ends with ':' or is in caps (a table cell).
    // Summary tables also put a use label alone on its line ("Permitted Use" / "General warehouse use …").
    if (
      labelOnly &&
      !/:\s*$/.test(line.text) &&
      line.text.trim() !== line.text.trim().toUpperCase() &&
      !(/^(?:permitted use|agreed use)$/.test(label) && /^\s*[A-Z][a-z]/.test(lines[i + 1]?.text ?? ""))
    )
      continue;
    let end = line.end;
    const maxCont = labelOnly ? 4 : 6;
    let blanks = 0;
    for (let j = i + 1, n = 0; j < lines.length && n < maxCont; j++, n++) {
      const next = lines[j];
      if (next.page !== line.page && n > 0) break;
      const t = next.text;
      // "SECURITY DEPOSIT:" / "" / "Five Hundred Dollars": a form's text layer puts blank lines between a
      // label ending in ':' and its cell; before any value they do not end the entry.
      if (!t.trim() && labelOnly && !value.trim() && /:\s*$/.test(line.text) && blanks < 2) {
        blanks++;
        n--;
        continue;
      }
      if (!t.trim() || ENTRY_RE.test(t)) break;
      // "PREMISES:" / "415 Cedar Hollow Drive": a street number opening the awaited cell is no clause numbering.
      const streetCell = labelOnly && !value.trim() && /:\s*$/.test(line.text) && STREET_LINE_RE.test(t);
      // Another row of the summary under a label we do not know ("Commercial General Liability Insurance Limits:
      // $3,000,000"), but not an address's own lines ("Attn: Legal").
      if (
        /^\s*[A-Z][A-Za-z'’&/ -]{2,60}(?:\([^)]{0,30}\))?:\s+\S/.test(t) &&
        !/^\s*(?:Attn|Attention|Re|Tel|Telephone|Phone|Fax|Facsimile|E-?mail|With\s+a\s+copy\s+to|c\/o)\b/i.test(t)
      )
        break;
      // A value ending in ':' introduces its own lettered items ("Beginning on the later of:" "(a) …").
      // A line wrapped after "… as provided in" continues even if it opens "Section 2.03".
      if (
        !streetCell &&
        NUMBERING_RE.test(t) &&
        !(/:\s*$/.test(value) && /^\s*\(?[a-z0-9]{1,3}\)/.test(t)) &&
        !/\b(?:of|to|in|under|per|and|or|see|with|by|the|pursuant)\s*$/i.test(value)
      )
        break;
      // A short next line after a complete sentence is usually a new row, not a continuation.
      if (!labelOnly && /[.;]\s*$/.test(value) && n > 0) break;
      value += `\n${t}`;
      end = next.end;
      if (labelOnly && n === 0 && /\S/.test(t) && t.length < 60) {
        // "LANDLORD:\nAcme LLC" — one line is usually the whole value.
        if (/[.;]$/.test(t.trim())) break;
      }
    }
    if (!value.trim()) continue;
    entries.push({ label, value: value.trim(), page: line.page, start: line.start, end, lineIndex: i });
  }
  return entries;
}

const HEADING_RE = new RegExp(
  String.raw`^\s*(${NUMBERING})\s+([A-Z][A-Za-z'’&/,\- ]{1,80}?)(?:\.\s|:\s|\.$|:$|\s{2,}|$)`,
);
const CAPS_HEADING_RE = /^\s*([A-Z][A-Z'’&/,\- ]{3,60})\s*$/;

function segmentClauses(doc: LeaseDoc): Clause[] {
  const starts: { idx: number; heading: string; number: string | null }[] = [];
  for (const line of doc.lines) {
    const m = HEADING_RE.exec(line.text);
    if (m) {
      starts.push({ idx: line.index, heading: m[2].trim(), number: m[1] });
      continue;
    }
    const c = CAPS_HEADING_RE.exec(line.text);
    if (c && /[A-Z]{3}/.test(c[1])) starts.push({ idx: line.index, heading: c[1].trim(), number: null });
  }
  if (starts.length === 0 || starts[0].idx > 0) starts.unshift({ idx: 0, heading: "Preamble", number: null });
  const clauses: Clause[] = [];
  for (let k = 0; k < starts.length; k++) {
    const first = doc.lines[starts[k].idx];
    const lastIdx = (k + 1 < starts.length ? starts[k + 1].idx : doc.lines.length) - 1;
    if (!first || lastIdx < starts[k].idx) continue;
    const end = doc.lines[lastIdx].end;
    clauses.push({
      heading: starts[k].heading,
      number: starts[k].number,
      page: first.page,
      start: first.start,
      end,
      text: doc.text.slice(first.start, end),
    });
  }
  return clauses;
}

/** Sentences across line breaks; abbreviations ("No.", "Inc.", "U.S.") and decimals do not end one. */
function splitSentences(doc: LeaseDoc): Sentence[] {
  const out: Sentence[] = [];
  const t = doc.text;
  // Also break before a numbered line, a "Label: value" line, or after a short "Label: value" line.
  const re =
    /[.;!?](?=\s+(?:[A-Z("\d]|$))|\n(?=\s*(?:\d{1,3}(?:\.\d{1,3})*\.?\s+[A-Z]|\([a-z0-9]{1,4}\)\s|[A-Z][A-Za-z'’ ]{1,40}:\s))|(?<=^[ \t]*[A-Z][A-Za-z'’ ]{1,40}:[^\n]{1,80})\n|\n\n/gm;
  let start = 0;
  for (const m of t.matchAll(re)) {
    const i = m.index ?? 0;
    if (m[0] === ".") {
      const before = t.slice(Math.max(0, i - 6), i);
      if (
        /\b(?:No|Nos|Inc|Co|Corp|Ltd|St|Ste|Mr|Mrs|Ms|Dr|U\.S|Jr|Sr|vs|approx|Rd|Ave|Blvd|sq|ft|Ft|Sq|i\.e|e\.g|N|S|E|W)$/.test(
          before,
        )
      )
        continue;
      if (/\b[A-Z]$/.test(before)) continue;
    }
    const end = i + m[0].length;
    pushSentence(doc, out, start, end);
    start = end;
  }
  pushSentence(doc, out, start, t.length);
  return out;
}

function pushSentence(doc: LeaseDoc, out: Sentence[], start: number, end: number) {
  const raw = doc.text.slice(start, end);
  const lead = raw.length - raw.trimStart().length;
  const s = start + lead;
  const text = raw.trim();
  if (text.length < 3) return;
  out.push({ text, start: s, end: s + text.length, page: doc.pageAt(s) });
}

/** Entries whose label matches, in document order. */
export function entriesFor(doc: LeaseDoc, labels: RegExp): Entry[] {
  return doc.entries.filter((e) => labels.test(e.label));
}

/** Clauses whose heading matches. */
export function clausesFor(doc: LeaseDoc, heading: RegExp): Clause[] {
  return doc.clauses.filter((c) => heading.test(c.heading));
}

/** Sentences matching, in document order. */
export function sentencesMatching(doc: LeaseDoc, re: RegExp): Sentence[] {
  return doc.sentences.filter((s) => re.test(s.text));
}

/** Sentences starting inside [start, end), found by binary search (documents can have thousands). */
export function sentencesIn(doc: LeaseDoc, start: number, end: number): Sentence[] {
  const list = doc.sentences;
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid].start < start) lo = mid + 1;
    else hi = mid;
  }
  const out: Sentence[] = [];
  for (let i = lo; i < list.length && list[i].start < end; i++) out.push(list[i]);
  return out;
}
