// The local, offline, deterministic lease reader. Each field is looked for in the order a broker
// would trust it: a labelled summary entry ("1.6 Rentable Area. 16,159 square feet"), then a defined
// term in prose ("… (the "Tenant")"), then a keyword sentence. Nothing found → null.
import type { LeaseField, LeaseFieldKey, RentStep } from "#shared/contract/lease-abstract.ts";
import {
  type Entry,
  type LeaseDoc,
  type Sentence,
  clausesFor,
  entriesFor,
  sentencesMatching,
  sentencesIn,
} from "#server/analysis/lease/lease-doc.ts";
import {
  COUNT_RE,
  MONEY_RE,
  NUMBER_WORD_RE,
  addDays,
  addMonths,
  clean,
  findDates,
  monthsBetweenInclusive,
  parseArea,
  parseDate,
  parseDurationMonths,
  parseMoney,
  parseNumberish,
  parsePercent,
  round2,
  toNumber,
} from "#server/analysis/lease/parse-values.ts";
import { pickPremisesAddress } from "#server/analysis/lease/premises-address.ts";
import { ESCALATION_RE, parseProseRent, parseRentSchedule } from "#server/analysis/lease/rent-schedule.ts";

export type Fields = Record<LeaseFieldKey, LeaseField | null>;

const C_LABEL = 0.92;
const C_PROSE = 0.78;
const C_INFER = 0.55;

function field(
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

function entryField(
  doc: LeaseDoc,
  e: Entry,
  value: string,
  normalized: string | number | null,
  confidence = C_LABEL,
): LeaseField {
  return field(doc, value, normalized, e.start, Math.min(e.end, e.start + 220), confidence);
}

function sentenceField(
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
function firstSentence(v: string): string {
  const t = clean(v);
  const m = /^(.+?[a-z0-9)%"'])\.(?=\s+[A-Z(]|$)/.exec(t);
  return m ? m[1] : t.replace(/\.$/, "");
}

const NONE_RE =
  /^\s*(?:none|n\/?a|not applicable|intentionally (?:omitted|deleted)|\[?reserved\]?|-+|—|there (?:is|shall be) no\b)|\b(?:there (?:is|shall be) no|no (?:security deposit|guarant\w+|letter of credit|broker)|shall not (?:be required to )?(?:deliver|provide|pay) (?:a|any) (?:security deposit|letter of credit)|not applicable)\b/i;

// ---------- parties ----------

const ENTITY_TAIL =
  /,?\s+(?:an?\s+(?:[A-Z][a-z]+\s+)*(?:limited|general|corporation|company|partnership|individual|married|national|sole|professional|non-?profit|public|private|business|trust)|an?\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+(?:limited|general|corporation|company|partnership|LLC|L\.L\.C|LP|business|trust|nonprofit|professional)|a\s+(?:Delaware|California|Texas|New York|Florida|Nevada)\b)[\s\S]*$/;

/** "Menlo Group, a Delaware limited liability company authorized …" → "Menlo Group". */
export function cleanPartyName(raw: string): string {
  let s = clean(raw)
    .replace(/^(?:and|between|by|among)\s+/i, "")
    .replace(/^(?:the\s+)?(?:landlord|tenant|lessor|lessee|guarantor)s?\s*[:.-]\s*/i, "");
  s = s.replace(ENTITY_TAIL, "");
  s = s.replace(/\s*\((?:the\s+|hereinafter|"|herein)[\s\S]*$/i, "");
  s = s.replace(
    /\s*,?\s+(?:and any (?:party|person|other)|and its (?:successors|affiliates)|whose (?:address|principal)|having (?:an|its) (?:office|address)|with (?:an|its) (?:office|address|principal)|as (?:landlord|tenant|guarantor)\b|its successors)[\s\S]*$/i,
    "",
  );
  s = s.replace(/\s*\(see [\s\S]*$/i, "");
  // "District of Columbia, acting by and through its Department of …": the party is the government itself.
  s = s.replace(/,?\s+(?:acting\s+)?by\s+and\s+through\b[\s\S]*$|,\s+acting\b[\s\S]*$/i, "");
  // A notice block runs the address on after the name: "Acme Realty, LLC 1200 Main Street Suite 5 …".
  s = s.replace(/,?\s+(?:c\/o\s|attn\b|attention\b|\d{3,6}\s+(?:[NSEW]\.?\s+)?[A-Z])[\s\S]*$/, "");
  s = s.replace(/[\s,;:.]+$/, "");
  // Keep "Inc." / "L.L.C." style endings.
  return restoreAbbrevDot(s);
}

function restoreAbbrevDot(s: string): string {
  return /\b(?:[Ii]nc|INC|[Cc]orp|CORP|Co|CO|[Ll]td|LTD|Bros|Assoc)$|\b(?:[A-Z]\.)+[A-Z]$/.test(s) ? `${s}.` : s;
}

function looksLikeName(s: string): boolean {
  if (!s || s.length < 2 || s.length > 120) return false;
  if (!/^[A-Z0-9"]/.test(s)) return false;
  if (/\b(?:shall|will|means|hereby|agrees?|pursuant)\b/i.test(s)) return false;
  if (/^(?:N\/?A|None|TBD|_+)$/i.test(s)) return false;
  // Signature-block captions are not names.
  if (/^(?:By|Name|Title|Its|Date|Signature|Print(?:ed)?\s+Name)\b\s*:?\s*(?:$|_|By\b|Name\b|Title\b)/i.test(s))
    return false;
  // Names are mostly capitalised words; prose is not.
  const words = s.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w));
  if (words.length > 8) return false;
  if (
    words.length > 3 &&
    words.filter((w) => /^[a-z]/.test(w) && !/^(?:of|and|the|de|la|von|van|der|for|in|at|on|y)$/.test(w)).length >
      words.length / 3
  )
    return false;
  return /[A-Za-z]{2}/.test(s);
}

const DEFINED = (role: string) =>
  new RegExp(
    String.raw`\(\s*(?:hereinafter\s+)?(?:(?:referred\s+to|called|designated)\s+(?:herein\s+)?as\s+)?(?:the\s+)?"(${role})"(?:\s+(?:or|and)\s+[^)]{0,40})?\s*\)`,
    "gi",
  );

/** Finds X in `X, a Delaware LLC ("Landlord")`. */
function definedParty(doc: LeaseDoc, roleRe: string): LeaseField | null {
  for (const m of doc.text.matchAll(DEFINED(roleRe))) {
    const at = m.index ?? 0;
    const windowStart = Math.max(0, at - 400);
    let before = doc.text.slice(windowStart, at);
    // Start after the previous defined term or after "between"/"by and between".
    const cut = Math.max(
      before.lastIndexOf(")"),
      ...[/\bbetween\s+/gi, /\bby\s+and\s+between\s+/gi, /\bamong\s+/gi, /\bby\s+(?=[A-Z])/g].map((re) =>
        lastMatchEnd(before, re),
      ),
    );
    if (cut >= 0) before = before.slice(cut + (before[cut] === ")" ? 1 : 0));
    before = before.replace(/^[\s,;.:\-–—]*(?:(?:and|by|between)\b)?[\s,;.:\-–—]*/i, "");
    const nameStart = at - before.length;
    let name = cleanPartyName(before);
    // "As a material inducement to Landlord …, John Smith, an individual ("Guarantor")": the name is
    // the last phrase before the defined term.
    if (!looksLikeName(name) && /guarantor/i.test(roleRe)) name = restoreAbbrevDot(name.split(/[.;:,]\s+/).pop() ?? "");
    if (!looksLikeName(name)) continue;
    if (/^(?:the\s+)?(?:landlord|tenant|lessor|lessee)$/i.test(name)) continue;
    return field(doc, name, name, nameStart, at + m[0].length, C_PROSE);
  }
  return null;
}

/**
 * A cover page that names each party above its role: "EQUITYMETRIX, LLC / a Texas limited liability
 * company, / Tenant" or "ACME INC. / AS TENANT". Only the first page is read.
 */
function coverParty(doc: LeaseDoc, roleRe: string): LeaseField | null {
  const first = doc.lines.filter((l) => l.page === doc.pages[0]?.number);
  const role = new RegExp(String.raw`^\s*(?:as\s+)?\(?"?(?:${roleRe})"?\)?\s*[,.]?\s*$`, "i");
  // "TRANSWESTERN FEDERAL, L.L.C., AS LANDLORD" on one line.
  // … and "TROFA ENTERPRISES LLC, LANDLORD" (a comma, no "as").
  const inline = new RegExp(String.raw`^\s*(.+?)(?:,?\s+as|,)\s+(?:${roleRe})\s*[,.]?\s*$`, "i");
  const connector = /^(?:between|and|by|by\s+and\s+between|among|[-*_\s]*)$/i;
  for (let i = 0; i < first.length; i++) {
    const one = inline.exec(first[i].text);
    if (one) {
      const name = cleanPartyName(one[1]);
      if (looksLikeName(name) && !/\b(?:lease|agreement)\b/i.test(name))
        return field(doc, name, name, first[i].start, first[i].end, C_PROSE - 0.08);
    }
    if (i === 0 || !role.test(first[i].text)) continue;
    for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
      const t = clean(first[k].text);
      if (!t) continue;
      // The entity description line ("a Texas limited liability company,") sits between name and role.
      if (
        /^an?\s+[A-Z]?[a-z]/.test(t) &&
        /(?:company|corporation|partnership|trust|association|llc|l\.p\.)\W*$/i.test(t)
      )
        continue;
      // A name wrapped over two lines ("… and TMG SOLUTIONS" / "PLAZA 3, L.L.C.") is read whole.
      let full = t;
      for (let j = k - 1; j >= 0 && j >= k - 2; j--) {
        const up = clean(first[j].text);
        if (!up || connector.test(up) || /\b(?:lease|agreement)\b/i.test(up) || /[.:;)]$/.test(up)) break;
        full = `${up} ${full}`;
      }
      const name = cleanPartyName(full);
      if (looksLikeName(name) && !connector.test(name) && !new RegExp(`^(?:${roleRe})$`, "i").test(name))
        return field(doc, name, name, first[k].start, first[i].end, C_PROSE - 0.08);
      break;
    }
  }
  return null;
}

function lastMatchEnd(s: string, re: RegExp): number {
  let last = -1;
  for (const m of s.matchAll(re)) last = (m.index ?? 0) + m[0].length - 1;
  return last;
}

/** Labelled party entries in [from, to) of the text (summary tables early; signature blocks late). */
function partyFromEntries(doc: LeaseDoc, labels: RegExp, from = 0, to = Number.POSITIVE_INFINITY): LeaseField | null {
  for (const e of entriesFor(doc, labels).filter((x) => x.start >= from && x.start < to)) {
    // "Addresses for notices: Landlord: …" names the party with its mailing address; the recitals name it better.
    if (/notices?\b[^.]{0,120}$/i.test(doc.text.slice(Math.max(0, e.start - 160), e.start))) continue;
    // Every lease has a landlord and a tenant: "None" there is a blank form field, not an answer.
    if (NONE_RE.test(firstSentence(e.value))) {
      if (/landlord|tenant|lessor|lessee/.test(labels.source)) continue;
      return nullMarker;
    }
    const name = cleanPartyName(firstSentence(e.value.split("\n")[0]).length > 2 ? e.value.split("\n")[0] : e.value);
    if (looksLikeName(name)) return entryField(doc, e, name, name);
  }
  return null;
}

// A labelled "None" stops the search: the lease says there is none.
const nullMarker: LeaseField = { value: "", normalized: null, page: 1, snippet: "", confidence: 0 };
const orNull = (f: LeaseField | null) => (f === nullMarker ? null : f);

/**
 * Government forms name a party by its own defined term and say which role it plays:
 * '"District" means the District of Columbia, acting by and through …, as the tenant under this Lease'.
 */
function roleUnderOtherName(doc: LeaseDoc, role: string): LeaseField | null {
  const re = new RegExp(
    String.raw`["“]([A-Z][\w ]{1,30})["”]\s+(?:means|shall\s+mean)\s+(?:the\s+)?([A-Z][^,;()"“]{2,80}?)\s*,[^.]{0,240}?as\s+(?:the\s+)?(?:${role})\s+(?:under|hereunder|of)`,
    "i",
  );
  const m = re.exec(doc.text);
  if (!m) return null;
  const name = cleanPartyName(m[2]);
  if (!looksLikeName(name)) return null;
  const at = m.index;
  return field(doc, name, name, at, at + m[0].length, C_PROSE);
}

function firstOf(...fs: (() => LeaseField | null)[]): LeaseField | null {
  for (const f of fs) {
    const r = f();
    if (r === nullMarker) return null;
    if (r) return r;
  }
  return null;
}

// ---------- addresses ----------

const STREET_SUFFIX =
  "(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Dr|Lane|Ln|Way|Parkway|Pkwy|Place|Pl|Court|Ct|Circle|Cir|Highway|Hwy|Plaza|Square|Sq|Terrace|Trail|Center|Centre|Expressway|Freeway|Pike|Row|Alley)";
const STATES =
  "(?:A[LKZR]|C[AOT]|D[EC]|F[LM]|G[AU]|HI|I[DLNA]|K[SY]|LA|M[EDAINSOT]|N[EVHJMYCD]|O[HKR]|P[AR]|RI|S[CD]|T[NX]|UT|V[TAI]|W[AVIY]|Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming|District of Columbia)";
export const ADDRESS_RE = new RegExp(
  String.raw`\b\d{1,6}[A-Z]?\s+(?:[NSEW]\.?\s+|North\s+|South\s+|East\s+|West\s+)?[A-Z0-9][A-Za-z0-9.'\- ]{1,40}?\s${STREET_SUFFIX}\.?(?:\s+(?:[NSEW]|North|South|East|West|NE|NW|SE|SW)\.?)?(?:,?\s*(?:Suite|Ste\.?|Unit|#|Floor)\s*[A-Za-z0-9-]+)?,?\s+(?:[A-Z][A-Za-z.]+(?:\s+[A-Z][A-Za-z.]+){0,3}),?\s+${STATES}\.?(?:,?\s+\d{5}(?:-\d{4})?)?\b`,
  "g",
);

// Number, street words, city and state with a ZIP code (no street suffix required).
const LOOSE_ADDRESS_RE = new RegExp(
  String.raw`\b\d{1,6}[A-Z]?\s+[A-Z0-9][A-Za-z0-9.'\- ]{1,40},\s+[A-Z][A-Za-z.]+(?:\s+[A-Z][A-Za-z.]+){0,3},?\s+${STATES}\.?,?\s+\d{5}(?:-\d{4})?\b`,
);

function stripSuite(addr: string): string {
  return clean(addr.replace(/,?\s*(?:\b(?:Suite|Ste\.?|Unit)\b|#)\s*[A-Za-z0-9-]+,?/i, ","))
    .replace(/,\s*,/g, ",")
    .replace(/\s+,/g, ",");
}

function premisesAddress(doc: LeaseDoc): LeaseField | null {
  const labelled = entriesFor(
    doc,
    /^(?:premises address|demised premises address|premises address and description|shopping center|center|location|premises location|street address|property address|building address|address of premises|building|project|property|premises|demised premises|address)$/,
  );
  const order = [
    "premises address",
    "demised premises address",
    "premises address and description",
    "street address",
    "premises location",
    "location",
    "property address",
    "building address",
    "address of premises",
    "premises",
    "demised premises",
    "building",
    "property",
    "project",
    "address",
  ];
  labelled.sort((a, b) => order.indexOf(a.label) - order.indexOf(b.label) || a.start - b.start);
  for (const e of labelled) {
    ADDRESS_RE.lastIndex = 0;
    const m = ADDRESS_RE.exec(clean(e.value));
    // The entry's own value, not an address further on in run-on text.
    if (m && m.index <= 60) {
      const a = stripSuite(m[0]);
      return entryField(doc, e, a, a);
    }
  }
  // Anywhere in the text: an address introduced as the premises, building or property.
  const pick = pickPremisesAddress(doc);
  if (pick) return field(doc, pick.value, pick.value, pick.start, pick.end, C_PROSE);
  // A labelled address whose street has no suffix ("2119 North I-35 E, DeSoto, Texas 75115"): needs the ZIP.
  for (const e of labelled) {
    const m = LOOSE_ADDRESS_RE.exec(clean(e.value));
    if (m) {
      const a = stripSuite(m[0]);
      return entryField(doc, e, a, a, C_LABEL - 0.1);
    }
  }
  // AIR forms: "commonly known by the street address of 2917 Daimler Street, located in the City of
  // Santa Ana, County of Orange, State of California, with zip code 92705".
  const air = new RegExp(
    String.raw`street\s+address\s+of\s+(\d{1,6}[A-Z]?\s+[A-Z0-9][A-Za-z0-9.'\- ]{1,50}?),?\s+located\s+in\s+the\s+City\s+of\s+([A-Z][A-Za-z.]+(?:\s+[A-Z][A-Za-z.]+){0,3}),?\s+(?:County\s+of\s+[A-Z][A-Za-z.]+(?:\s+[A-Z][A-Za-z.]+){0,3},?\s+)?State\s+of\s+(${STATES})(?:,?\s+(?:with\s+)?zip\s+code\s+(\d{5}(?:-\d{4})?))?`,
  ).exec(doc.text);
  if (air) {
    const a = `${clean(air[1])}, ${air[2]}, ${air[3]}${air[4] ? ` ${air[4]}` : ""}`;
    const at = air.index ?? 0;
    return field(doc, a, a, at, at + air[0].length, C_PROSE);
  }
  // Prose: "located at …", "commonly known as …", "with an address of …" (the address itself is
  // matched case-sensitively: "located in" must not read as a city and the state "IN").
  const re = new RegExp(
    String.raw`(?:[Ll]ocated at|[Cc]ommonly known as|[Kk]nown as|[Aa]ddress of|[Ss]ituated at|[Pp]remises at|[Dd]escribed as)\s+(?:the\s+)?(?:[^.\n]{0,60}?\s)?(${ADDRESS_RE.source})`,
    "g",
  );
  for (const m of doc.text.matchAll(re)) {
    const at = (m.index ?? 0) + m[0].length - m[1].length;
    const before = doc.text.slice(Math.max(0, at - 160), at);
    if (/notice|notices|attention|attn|copy to|payment|remit/i.test(before)) continue;
    const a = stripSuite(m[1]);
    return field(doc, a, a, at, at + m[1].length, C_PROSE);
  }
  return null;
}

// ---------- helpers for dates/amounts in labelled entries ----------

function dateFromEntries(doc: LeaseDoc, labels: RegExp): LeaseField | null {
  const es = entriesFor(doc, labels);
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
function moneyFromEntries(doc: LeaseDoc, labels: RegExp, noneIsZero = false): LeaseField | null {
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

// ---------- individual fields ----------

function documentDate(doc: LeaseDoc): LeaseField | null {
  return firstOf(
    () => {
      const r = dateFromEntries(
        doc,
        /^(?:date of lease|lease date|lease reference date|lease effective date|date of lease agreement|dated|effective date|reference date|execution date|date of this lease|date)$/,
      );
      return r === nullMarker ? null : r;
    },
    () => {
      // A run-on summary near the start: "1. Date: January 17, 2020 2. Premises …".
      const head = doc.text.slice(0, Math.min(doc.text.length, 6000));
      const re =
        /(?:^|(?<=[\n.:;)]\s*|\d\.\s+))(?:(?:Lease|Effective|Execution|Reference)\s+)?Date(?:\s+of\s+(?:this\s+)?Lease)?\s*:\s*(?=\S)/g;
      for (const m of head.matchAll(re)) {
        const after = head.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 40);
        const d = findDates(after)[0];
        if (d && d.index === 0) {
          const at = (m.index ?? 0) + m[0].length;
          return field(doc, d.text, d.iso, m.index ?? 0, at + d.text.length, C_LABEL);
        }
      }
      return null;
    },
    () => {
      // Only the opening of the document states its own date.
      const head = doc.text.slice(0, Math.min(doc.text.length, 2500));
      const re = /\b(?:made|entered\s+into|executed|dated|effective)\b\s*(?:and\s+(?:entered\s+into|executed)\s+)?/gi;
      for (const m of head.matchAll(re)) {
        const after = head.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 80);
        const d = findDates(after)[0];
        // "dated for reference purposes only March 1, 2024", "made as of the 1st day of …"
        if (d && d.index < 45 && !/[.;]/.test(after.slice(0, d.index))) {
          const at = (m.index ?? 0) + m[0].length + d.index;
          return field(doc, d.text, d.iso, m.index ?? 0, at + d.text.length, C_PROSE);
        }
      }
      return null;
    },
    () => {
      // Form leases signed block by block ("5b. DATE: JUNE 30, 2020", "6b. DATE: 7/23/2020") take effect when the
      // last party signs: the latest of the signature dates near the start.
      const head = doc.text.slice(0, Math.min(doc.text.length, 15000));
      let best: { iso: string; text: string; at: number; end: number } | null = null;
      for (const m of head.matchAll(/(?:^|\n)\s*(?:\d{1,2}[a-z]?\.\s*)?DATE\s*:\s*/gi)) {
        const at = (m.index ?? 0) + m[0].length;
        const d = findDates(head.slice(at, at + 40))[0];
        if (d && d.index === 0 && (!best || d.iso > best.iso)) best = { ...d, at, end: at + d.text.length };
      }
      return best ? field(doc, best.text, best.iso, best.at, best.end, C_INFER) : null;
    },
  );
}

function documentType(doc: LeaseDoc): LeaseField | null {
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

function suite(doc: LeaseDoc): LeaseField | null {
  const SUITE = /\b(?:Suite|Ste\.?|Unit|Space)\s*(?:No\.?|Number|#)?\s*([A-Z]?\d[\dA-Z-]*|[A-Z]{1,2}-?\d*)\b/;
  for (const e of entriesFor(doc, /^(?:suite|suite number|suite no\.)$/)) {
    const v = clean(e.value);
    const m = /^(?:No\.?\s*|#\s*)?([A-Z]?\d[\dA-Z-]*|[A-Z]{1,2}-?\d*)\b/.exec(v) ?? SUITE.exec(v);
    if (m) return entryField(doc, e, m[1], m[1]);
  }
  for (const e of entriesFor(
    doc,
    /^(?:premises|premises address|demised premises|demised premises address|premises address and description|property address|address of premises)$/,
  )) {
    const m = SUITE.exec(clean(e.value));
    if (m) return entryField(doc, e, m[0], m[1]);
  }
  const re = new RegExp(SUITE.source, "g");
  for (const m of doc.text.matchAll(re)) {
    const at = m.index ?? 0;
    const before = doc.text.slice(Math.max(0, at - 200), at);
    if (/notice|attention|attn|copy to|payment|remit|landlord'?s address|c\/o/i.test(before)) continue;
    if (!/premises|space|known as|located|consisting|lease[sd]?\s+to|demise/i.test(before.slice(-140))) continue;
    return field(doc, m[0], m[1], at, at + m[0].length, C_PROSE);
  }
  return null;
}

function floor(doc: LeaseDoc): LeaseField | null {
  for (const e of entriesFor(doc, /^floors?$/)) {
    const v = clean(e.value);
    const n = parseNumberish(v.replace(/(st|nd|rd|th)\b/i, ""));
    return entryField(doc, e, firstSentence(v), n ?? v);
  }
  const re = new RegExp(
    String.raw`\b(?:(${NUMBER_WORD_RE})\s*\((\d{1,3})(?:st|nd|rd|th)\)|(\d{1,3})(?:st|nd|rd|th)|(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|ground))\s+floor\b`,
    "gi",
  );
  for (const m of doc.text.matchAll(re)) {
    const at = m.index ?? 0;
    const before = doc.text.slice(Math.max(0, at - 200), at);
    if (/notice|attention|floors? \d+ through|parcel/i.test(before)) continue;
    const n = m[2]
      ? Number(m[2])
      : m[3]
        ? Number(m[3])
        : m[4]?.toLowerCase() === "ground"
          ? 1
          : parseNumberish(m[4] ?? m[1] ?? "");
    return field(doc, m[0], n ?? null, at, at + m[0].length, C_PROSE);
  }
  return null;
}

// "11,700", "11, 032" (a comma split by the text layer) or "5000".
const AREA_NUM = String.raw`(\d{1,3}(?:,\s?\d{3})+|\d{3,7})`;
const SQFT = String.raw`(?:square\s+(?:feet|foot)|sq\.?\s*ft\.?|SF\b|s\.f\.)`;

/** A total stated for the premises ("comprising in the aggregate … 43,214 rentable square feet"). */
function statedTotal(v: string, kind: "rentable" | "usable"): number | null {
  const m = new RegExp(
    String.raw`(?:total(?:ing|s)?|aggregate|in\s+all|collectively)\b[^.;]{0,80}?${AREA_NUM}\s*(?:${kind}\s+${SQFT}|${kind}\s+sq)`,
    "i",
  ).exec(v);
  return m ? toNumber(m[1]) : null;
}

/** The number tied to the wanted kind when an entry states both usable and rentable area. */
function areaOfKind(v: string, kind: "rentable" | "usable"): number | null {
  const total = statedTotal(v, kind);
  if (total) return total;
  const m = new RegExp(String.raw`${AREA_NUM}\s*(?:\)\s*)?${kind}\s+(?:${SQFT}|sq|area|feet)`, "i").exec(v);
  return m ? toNumber(m[1]) : null;
}

/**
 * "9,120 rentable square feet on the 14th floor and 3,386 rentable square feet on the 16th floor":
 * the premises spread over floors with no total stated is their sum. Only floor-tied parts add up.
 */
function floorSum(text: string, at: number): { n: number; end: number } | null {
  const part = new RegExp(
    String.raw`${AREA_NUM}\s+rentable\s+${SQFT}\s+(?:located\s+)?on\s+(?:the\s+|a\s+portion\s+of\s+the\s+)?[A-Za-z0-9()\-\s]{1,30}?floor`,
    "iy",
  );
  let pos = at;
  let sum = 0;
  let count = 0;
  for (;;) {
    part.lastIndex = pos;
    const m = part.exec(text);
    if (!m) break;
    sum += toNumber(m[1]) ?? 0;
    count++;
    const tail = /^[^.;\d]{0,60}?(?:,\s*|\s)(?:and\s+|plus\s+)?(?=\d)/.exec(text.slice(part.lastIndex));
    if (!tail) {
      pos = part.lastIndex;
      break;
    }
    pos = part.lastIndex + tail[0].length;
  }
  return count >= 2 ? { n: sum, end: pos } : null;
}

function area(doc: LeaseDoc, kind: "rentable" | "usable"): LeaseField | null {
  const labels =
    kind === "rentable"
      ? /^(?:rentable area|floor area|floor area of (?:the )?premises|gross leasable area|leasable area|gla|rentable area of (?:the )?premises|rentable floor area(?: of (?:the )?premises)?|net rentable area|agreed rentable area|rentable square feet|rentable square footage|rsf|square footage|(?:demised )?premises square footage|premises area|area of premises|area|size of premises|leased space)$/
      : /^(?:usable area|usable square feet|usf)$/;
  for (const e of entriesFor(doc, labels)) {
    const v = clean(e.value);
    if (kind === "rentable" && /usable/i.test(v) && !/rentable/i.test(v)) continue;
    const a =
      (/usable/i.test(v) && /rentable/i.test(v) ? areaOfKind(v, kind) : null) ??
      parseArea(v) ??
      (/^\s*(?:approximately\s+)?\d[\d,]*(?:\.\d+)?\s*(?:$|[.;,(])/i.test(v)
        ? toNumber(/\d[\d,]*(?:\.\d+)?/.exec(v)?.[0] ?? "")
        : null);
    if (a && a >= 50) return entryField(doc, e, firstSentence(v).slice(0, 120), a);
  }
  if (kind === "rentable") {
    for (const e of entriesFor(doc, /^(?:premises|premises address|address of premises)$/)) {
      const v = clean(e.value);
      if (/usable/i.test(v) && !/rentable/i.test(v)) continue;
      const a = /usable/i.test(v) ? areaOfKind(v, kind) : (floorSum(v, v.search(/\d/))?.n ?? parseArea(v));
      if (a && a >= 50) return entryField(doc, e, firstSentence(v).slice(0, 160), a, C_LABEL - 0.1);
    }
  }
  // Also look inside the premises entry ("… consisting of approximately 5,200 rentable square feet").
  const word = kind === "rentable" ? "rentable" : "usable";
  const re =
    kind === "rentable"
      ? /(\d{1,3}(?:,\d{3})+|\d{3,7})\s*(?:\)\s*)?(?:rentable\s+square\s+feet|square\s+feet\s+of\s+rentable\s+(?:area|space)|rentable\s+sq\.?\s*ft\.?|RSF\b|r\.s\.f\.|sq\.?\s*ft\.?\s+of\s+rentable|rentable\s+square\s+footage)|(?:rentable\s+(?:area|square\s+footage)\s+(?:of\s+(?:the\s+)?premises\s+)?(?:is|of|shall\s+be|equal\s+to|consisting\s+of|containing)\s+(?:approximately\s+)?)(\d{1,3}(?:,\d{3})+|\d{3,7})/gi
      : /(\d{1,3}(?:,\d{3})+|\d{3,7})\s*(?:\)\s*)?(?:usable\s+square\s+feet|square\s+feet\s+of\s+usable|usable\s+sq\.?\s*ft|USF\b)/gi;
  for (const m of doc.text.matchAll(re)) {
    const at = m.index ?? 0;
    const n = toNumber(m[1] ?? m[2]);
    if (!n || n < 50) continue;
    const ctx = doc.text.slice(Math.max(0, at - 150), at);
    if (/expansion|first offer|first refusal|offer space|must[- ]take/i.test(ctx)) continue;
    // A premises made of parts: a total stated later in the sentence wins, else floor parts add up.
    const sentence = doc.text.slice(at, at + 600).split(/\.(?=\s+[A-Z(])|;/)[0];
    const total = statedTotal(sentence, kind);
    if (total && total > n) return field(doc, m[0], total, at, at + sentence.length, C_PROSE);
    const floors = kind === "rentable" ? floorSum(doc.text, at) : null;
    if (floors) return field(doc, doc.text.slice(at, floors.end), floors.n, at, floors.end, C_PROSE - 0.05);
    return field(doc, m[0], n, at, at + m[0].length, C_PROSE);
  }
  if (kind === "rentable") {
    // The AIR form's premises line: "generally described as (describe briefly …): 11,700 SF of …",
    // "… (…) FREE STANDING SINGLE STORY 43,008 SQUARE FOOT BUILDING", "… APPROXIMATELY 85,336 SQ. FT.".
    const air = new RegExp(
      String.raw`generally\s*described\s+as\s*(?:\([^)]{0,200}\)\s*)?[:\-]?\s*(?:the\s+)?([A-Za-z][A-Za-z\s-]{0,40}?\s)?(?:approximately\s+|approx\.\s+|about\s+)?${AREA_NUM}\s*(?:rentable\s+)?${SQFT}`,
      "gi",
    );
    for (const m of doc.text.matchAll(air)) {
      if (m[1] && /\d|project|building\s+of|part\s+of/i.test(m[1])) continue;
      const at = m.index ?? 0;
      const n = toNumber(m[2]);
      if (n && n >= 50) return field(doc, m[0], n, at, at + m[0].length, C_INFER + 0.15);
    }
    // A rent formula: "$20/sq. ft. x 12,506 sq. ft." or "12,506 RSF x $20.00 per RSF".
    const formula = new RegExp(
      String.raw`${MONEY_RE}\s*(?:\/|per)\s*(?:rentable\s+)?(?:${SQFT}|RSF\b)\.?\s*[x×*]\s*${AREA_NUM}\s*(?:rentable\s+)?(?:${SQFT}|RSF\b)|${AREA_NUM}\s*(?:rentable\s+)?(?:${SQFT}|RSF\b)\.?\s*[x×*]\s*${MONEY_RE}`,
      "gi",
    );
    for (const m of doc.text.matchAll(formula)) {
      const n = toNumber(m[1] ?? m[2]);
      const at = m.index ?? 0;
      if (n && n >= 50) return field(doc, m[0], n, at, at + m[0].length, C_INFER + 0.1);
    }
    // "containing approximately 5,000 square feet" in the premises definition.
    const re2 = new RegExp(
      String.raw`(?:premises|space)[^.]{0,160}?(?:containing|consisting\s+of|comprising|of)\s+(?:approximately\s+|about\s+)?${AREA_NUM}\s+(?:square\s+feet|sq\.?\s*ft\.?|SF\b)`,
      "gi",
    );
    for (const m of doc.text.matchAll(re2)) {
      if (new RegExp(word === "rentable" ? "usable" : "rentable", "i").test(m[0])) continue;
      const at = m.index ?? 0;
      return field(doc, m[0], toNumber(m[1]), at, at + m[0].length, C_INFER + 0.1);
    }
  }
  return null;
}

function proRataShare(doc: LeaseDoc): LeaseField | null {
  for (const e of entriesFor(
    doc,
    /^(?:tenant's share|lessee's share|tenant's pro rata share|pro rata share|tenant's proportionate share|proportionate share|tenant's percentage)$/,
  )) {
    const v = clean(e.value);
    const p = parsePercent(v);
    if (p !== null) return entryField(doc, e, firstSentence(v).slice(0, 120), p);
  }
  const re =
    /(?:(?:Tenant|Lessee)'s\s+)?(?:Pro\s+Rata|Proportionate)\s+Share[^.%]{0,120}?(\d{1,3}(?:\.\d+)?)\s*%|(?:Tenant|Lessee)'s\s+Share\b[^.%]{0,120}?(\d{1,3}(?:\.\d+)?)\s*%/gi;
  for (const m of doc.text.matchAll(re)) {
    const at = m.index ?? 0;
    return field(doc, m[0], Number(m[1] ?? m[2]), at, at + m[0].length, C_PROSE);
  }
  return null;
}

function trimUse(v: string): string {
  // "(as defined herein)" and the like are cross-references, not part of the use.
  const t = clean(v).replace(
    /\s*\((?:as\s+)?(?:herein(?:after)?\s+)?defined(?:\s+(?:herein|below|above|in\s+[^)]{1,40}))?\)/gi,
    "",
  );
  // An enumerated list ("excluding: (i) …; (ii) …") is one value: its semicolons stay.
  if (/\(i\)[\s\S]*;\s*(?:and\s+|or\s+)?\(ii\)/.test(t)) return firstSentence(t).replace(/[\s,.;:]+$/, "");
  let s = firstSentence(t);
  s = s.replace(
    /^(?:the\s+)?(?:premises\s+)?(?:shall\s+be\s+)?(?:used\s+)?(?:solely|only|exclusively)?\s*(?:for\s+)?/i,
    "",
  );
  s = s.replace(
    /\s*(?:\(see\b[\s\S]*|\s+only\b[\s\S]*|\s+and\s+for\s+no\s+other[\s\S]*|;[\s\S]*|\s+and\s+(?:any\s+)?(?:other\s+)?(?:lawful\s+)?uses?\s+(?:incidental|ancillary)[\s\S]*|,?\s+(?:subject\s+to|in\s+accordance\s+with|together\s+with|(?:in\s+)+compliance\s+with|but\s+for\s+no\s+other)[\s\S]*)$/i,
    "",
  );
  return s.replace(/[\s,.;:]+$/, "");
}

function permittedUse(doc: LeaseDoc): LeaseField | null {
  // The defined term, inline in a summary or a definitions article: 'Permitted Use (Article 5): …',
  // '"Permitted Use": …', '"Permitted Use" means …'.
  const defined =
    /\bPermitted\s+Uses?\s*["'”’]?\s*(?:\((?:Article|Section|§|Paragraph)[^)]{0,20}\)\s*)?(?::|\s*\b(?:means|shall\s+mean|is)\b)\s*(?:(?:subject\s+to\s+(?:the\s+terms\s+of\s+)?(?:this\s+Lease|Section\s+[\d.]+)|including\s+without\s+limitation)\s*,\s*)?([\s\S]{3,700}?)(?=\.\s+(?:\d{1,2}\.|\([a-z0-9]{1,3}\)|[A-Z"“])|\.?\s*$|\s+\d{1,2}\.\s+[A-Z]|\s+\([a-z]{1,3}\)\s+["“]|\s*\n\s*PAGE\s+\d+\s+OF\s+\d+)/gi;
  for (const m of doc.text.matchAll(defined)) {
    const u = trimUse(m[1]);
    if (
      u.length < 3 ||
      /^(?:as\s+)?(?:defined|set\s+forth|described)\b|^shall\s+be\s+as\b|^the\s+permitted\s+use/i.test(u)
    )
      continue;
    const at = m.index ?? 0;
    return field(doc, u, u, at, at + m[0].length, C_LABEL);
  }
  for (const e of entriesFor(
    doc,
    /^(?:permitted use|use|use of premises|permitted use of the premises|agreed use|use of the premises|purpose)$/,
  )) {
    const u = trimUse(e.value);
    if (u.length >= 3 && !/^(?:tenant\s+shall|the\s+premises\s+shall\s+be\s+used)\b/i.test(u) && u.length < 220)
      return entryField(doc, e, u, u);
    const inner =
      /(?:used|use\s+the\s+premises)\s+(?:solely\s+|only\s+|exclusively\s+)?(?:for|as)\s+(?:an?\s+|the\s+)?([^.;]{3,200}?)(?=\s+and\s+for\s+no\s+other|\s+only\b|[.;]|$)/i.exec(
        clean(e.value),
      );
    if (inner) return entryField(doc, e, trimUse(inner[1]), trimUse(inner[1]));
  }
  const re =
    /(?:Premises|premises)\s+(?:shall|may)\s+(?:be\s+used|only\s+be\s+used|use)\s+(?:by\s+Tenant\s+)?(?:solely\s+|only\s+|exclusively\s+)?(?:for|as)\s+(?:an?\s+|the\s+)?([^.;]{3,200}?)(?=\s+and\s+for\s+no\s+other|\s+only\b|[.;])|(?:Tenant|Lessee)\s+(?:shall|may)\s+use\s+the\s+(?:Leased\s+|Demised\s+)?Premises\s+(?:solely\s+|only\s+|exclusively\s+)?(?:for|as)\s+(?:an?\s+|the\s+)?([^.;]{3,320}?)(?=\s+and\s+for\s+no\s+other|\s+only\b|[.;])/g;
  for (const m of doc.text.matchAll(re)) {
    const u = trimUse(m[1] ?? m[2]);
    if (/^(?:the\s+)?permitted\s+use/i.test(u) || u.length < 3) continue;
    const at = m.index ?? 0;
    return field(doc, u, u, at, at + m[0].length, C_PROSE);
  }
  // A "Use" clause that says what the tenant will do on the land: "10. Uses and Operations. Tenant shall
  // construct, operate and maintain the Solar Farm as a renewable energy generation system."
  for (const c of clausesFor(
    doc,
    /^(?:permitted\s+)?uses?(?:\s+(?:and\s+operations?|of\s+(?:the\s+)?(?:premises|property|land)))?$/i,
  )) {
    const body = c.text
      .slice(c.text.toLowerCase().indexOf(c.heading.toLowerCase()) + c.heading.length)
      .replace(/^[\s.:]+/, "");
    const m =
      /^(?:The\s+)?(?:Tenant|Lessee)\s+(?:shall|may|will)\s+(?:only\s+)?(?:use\s+the\s+(?:Leased\s+|Demised\s+)?(?:Premises|Property)\s+(?:solely\s+|only\s+)?(?:for|as)\s+)?([^.;]{3,220})/i.exec(
        clean(body),
      );
    if (!m) continue;
    const u = trimUse(m[1]);
    if (u.length < 3 || /^not\b/i.test(u)) continue;
    return field(doc, u, u, c.start, Math.min(c.end, c.start + 300), C_PROSE - 0.05);
  }
  return null;
}

/** "commencing April 1, 2024 (the "Commencement Date")": the value stated before its defined term. */
function dateBeforeDefinedTerm(doc: LeaseDoc, term: string): LeaseField | null {
  const re = new RegExp(String.raw`\(\s*(?:the\s+|herein\s+)?(?:"|')(?:${term})(?:"|')\s*\)`, "gi");
  for (const m of doc.text.matchAll(re)) {
    const at = m.index ?? 0;
    const before = doc.text.slice(Math.max(0, at - 60), at);
    const ds = findDates(before);
    const d = ds[ds.length - 1];
    if (d && before.slice(d.index + d.text.length).trim() === "") {
      const start = at - before.length + d.index;
      return field(doc, d.text, d.iso, start, at + m[0].length, C_PROSE + 0.05);
    }
  }
  return null;
}

function commencementDate(doc: LeaseDoc): LeaseField | null {
  return firstOf(
    () => dateFromEntries(doc, /^(?:commencement date|lease commencement date|term commencement date|commencement)$/),
    () => dateBeforeDefinedTerm(doc, "Commencement Date|Lease Commencement Date|Term Commencement Date"),
    // A run-on summary line: "3.2 Lease Commencement March 1, 2020. Date:".
    () => proseDate(doc, /\b(?:Lease|Term)\s+Commencement(?:\s+Date)?\s*:?\s*/g, 4),
    () =>
      proseDate(
        doc,
        /(?:Commencement\s+Date|Term)\s+(?:shall\s+(?:be|mean|commence\s+on)|means|is|will\s+be)\s*:?\s*(?:the\s+)?|(?:term\s+(?:of\s+this\s+lease\s+)?shall\s+)?(?:commenc(?:e|ing)|begin(?:ning)?)\s+(?:on\s+|as\s+of\s+)?(?:the\s+)?/gi,
        30,
        // The lease term's start, not early access, an option period or rent payments.
        (ctx) =>
          !/possession|early|access|option|renewal|extension|install|payable|rent\s+(?:shall|is)/i.test(
            ctx.slice(-120),
          ),
      ),
  );
}

function rentCommencementDate(doc: LeaseDoc): LeaseField | null {
  return firstOf(
    () => dateFromEntries(doc, /^(?:rent commencement date|rent start date)$/),
    () => dateBeforeDefinedTerm(doc, "Rent Commencement Date"),
    () =>
      proseDate(
        doc,
        /Rent\s+Commencement\s+Date["”)]*\s*(?:shall\s+(?:be|mean|occur\s+on)|means|is|will\s+be|of|:)\s*(?:the\s+)?/gi,
        30,
      ),
  );
}

function proseDate(
  doc: LeaseDoc,
  re: RegExp,
  within: number,
  guard?: (context: string, match: string) => boolean,
): LeaseField | null {
  for (const m of doc.text.matchAll(re)) {
    const at = (m.index ?? 0) + m[0].length;
    if (guard && !guard(doc.text.slice(Math.max(0, (m.index ?? 0) - 160), at), m[0])) continue;
    const after = doc.text.slice(at, at + within + 40);
    const d = findDates(after)[0];
    if (!d || d.index > within) continue;
    // 'Commencing on February 18, 2020 (the "Temporary Premises Commencement Date")': a date defined as something
    // more specific than what the pattern looks for belongs to that other thing.
    const defined = /^\s*\(\s*(?:the\s+)?"([^"]{3,60})"/.exec(
      doc.text.slice(at + d.index + d.text.length, at + d.index + d.text.length + 80),
    );
    if (defined && !/^(?:(?:Lease|Term|Rent)\s+)?(?:Commencement|Expiration|Termination)\s+Date$/i.test(defined[1]))
      continue;
    return field(doc, d.text, d.iso, m.index ?? 0, at + d.index + d.text.length, C_PROSE);
  }
  return null;
}

function expirationDate(doc: LeaseDoc): LeaseField | null {
  return firstOf(
    () => dateFromEntries(doc, /^(?:expiration date|lease expiration date|termination date|expiration)$/),
    () => dateBeforeDefinedTerm(doc, "Expiration Date|Termination Date|Lease Expiration Date"),
    () =>
      proseDate(
        doc,
        /(?:Expiration\s+Date["”)]*\s*(?:shall\s+(?:be|mean)|means|is|will\s+be|:)|(?:ending|expiring|terminating|end|expire|terminate)\s+(?:on|at\s+midnight\s+on|at\s+11:59\s+p\.?m\.?\s+on)|through\s+and\s+including)\s*(?:the\s+)?/gi,
        30,
        (ctx, m) =>
          /expiration\s+date/i.test(m) ||
          (/\b(?:lease\s+)?term\b|this\s+lease/i.test(ctx) &&
            !/existing\s+tenant|letter\s+of\s+credit|policy|guarant|sublease|vacat/i.test(ctx)),
      ),
  );
}

/**
 * "Lease Expiration Date: The last day of the thirty-seventh (37th) full calendar month of the Lease Term": the
 * lease states the rule, the date follows from the commencement (a term starting mid-month runs its full months
 * from the first of the next month).
 */
function expirationFromMonthCount(doc: LeaseDoc, commencement: LeaseField | null): LeaseField | null {
  const c = typeof commencement?.normalized === "string" ? commencement.normalized : null;
  if (!c) return null;
  const m =
    /Expiration\s+Date["”)]*\s*(?::|means|shall\s+(?:be|mean))\s*(?:the\s+)?last\s+day\s+of\s+the\s+(?:[a-z-]+\s+){0,4}\(?(\d{1,3})(?:st|nd|rd|th)\)?\s+full\s+(?:calendar\s+)?month/i.exec(
      doc.text,
    );
  if (!m) return null;
  const n = Number(m[1]);
  const firstOfMonth = c.endsWith("-01");
  const iso = firstOfMonth ? addDays(addMonths(c, n), -1) : addDays(addMonths(`${c.slice(0, 8)}01`, n + 1), -1);
  return {
    ...field(doc, `${clean(m[0])} (${iso})`, iso, m.index, m.index + m[0].length, C_INFER),
    confidence: C_INFER,
  };
}

function termMonths(doc: LeaseDoc, commencement: LeaseField | null, expiration: LeaseField | null): LeaseField | null {
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
    // "expiring on the last day of the sixtieth (60th) full calendar month"
    const last =
      /last\s+day\s+of\s+the\s+(?:[a-z-]+\s+){0,4}\(?(\d{1,3})(?:st|nd|rd|th)\)?\s+(?:full\s+)?(?:calendar\s+)?month/i.exec(
        s,
      );
    if (last) return Number(last[1]);
    return parseDurationMonths(s);
  };
  for (const e of entriesFor(doc, /^(?:term|lease term|initial term|term of lease|term and options?)$/)) {
    const v = clean(e.value);
    const n = combined(v.slice(0, 500));
    if (n !== null && n >= 1 && n <= 1200 && Number.isInteger(n))
      return entryField(doc, e, firstSentence(v).slice(0, 160), n);
  }
  // Inline summary labels: "Term: 156 full calendar months", "3.1 Length of Term: Three (3) years and one (1) month".
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
  // "The Term shall end on the last day of the one hundred twentieth (120th) full calendar month".
  const lastMonth =
    /\bTerm\s+(?:of\s+this\s+Lease\s+)?shall\s+(?:end|expire|terminate)\s+(?:at\s+[^.]{0,30}?\s+)?on\s+the\s+last\s+day\s+of\s+the\s+(?:[a-z-]+\s+){0,4}\(?(\d{1,3})(?:st|nd|rd|th)\)?\s+(?:full\s+)?(?:calendar\s+)?month/.exec(
      doc.text,
    );
  if (lastMonth) {
    const at = lastMonth.index;
    return field(doc, lastMonth[0], Number(lastMonth[1]), at, at + lastMonth[0].length, C_PROSE);
  }
  const re = new RegExp(
    String.raw`(?:term\s+of|for\s+a\s+(?:primary\s+|initial\s+)?(?:term|period)\s+of|initial\s+term\s+(?:of|shall\s+be)|lease\s+term\s+(?:of|shall\s+be)|continuing\s+for|period\s+of)\s+(?:approximately\s+)?(${COUNT_RE}\s*(?:full\s+)?(?:calendar\s+|lease\s+)?(?:years?|months?)(?:\s*(?:,|and)\s*${COUNT_RE}\s*(?:full\s+)?(?:calendar\s+)?months?)?)`,
    "gi",
  );
  for (const m of doc.text.matchAll(re)) {
    const at = m.index ?? 0;
    const ctx = doc.text.slice(Math.max(0, at - 200), at + m[0].length + 60);
    if (
      /renewal|extension|extend|option|holdover|sublease|guarant|warrant|insurance|prior\s+to|after\s+the/i.test(
        ctx.slice(0, 200),
      ) &&
      !/initial|primary|lease\s+term|term\s+of\s+this\s+lease/i.test(m[0])
    )
      continue;
    if (/prior|before|notice|after/i.test(doc.text.slice(at + m[0].length, at + m[0].length + 25))) continue;
    const n = combined(m[1]);
    if (n !== null && n >= 6 && Number.isInteger(n)) return field(doc, m[0], n, at, at + m[0].length, C_PROSE);
  }
  // Government forms: "20 Lease Years and 10 months from the Rent Commencement Date", "Years Firm: 10 years".
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

const DEPOSIT_LABELS = /^(?:security deposit|security\/damage deposit|damage deposit|security deposit amount|deposit)$/;

function securityDeposit(doc: LeaseDoc): LeaseField | null {
  return firstOf(
    () => moneyFromEntries(doc, DEPOSIT_LABELS, true),
    // '"Security Deposit Amount" as used herein shall mean (i) One Million … ($1,200,000) until …': the first
    // (initial) amount of a defined, stepping-down deposit.
    () => {
      const m = new RegExp(
        String.raw`"Security\s+Deposit(?:\s+Amount)?"\s+(?:as\s+used\s+herein\s+)?(?:means|shall\s+mean)\b(?![^.]{0,40}(?:defined|meaning))[^$.]{0,160}?(${MONEY_RE})`,
        "i",
      ).exec(doc.text);
      if (!m) return null;
      const at = m.index;
      return field(doc, clean(m[0]).slice(0, 200), parseMoney(m[1]), at, at + m[0].length, C_PROSE);
    },
    () => {
      const re = new RegExp(
        String.raw`(?:security\s+deposit[^$.]{0,80}?(${MONEY_RE})|(${MONEY_RE})[^.$]{0,60}?as\s+(?:a|the)\s+security\s+deposit)`,
        "gi",
      );
      for (const s of sentencesMatching(doc, /security\s+deposit/i)) {
        if (/\bno\s+security\s+deposit|not\s+be\s+required\s+to\s+(?:pay|deposit)/i.test(s.text)) return nullMarker;
        re.lastIndex = 0;
        const m = re.exec(s.text);
        // A letter of credit in lieu of cash is the letter of credit's amount, not a cash deposit.
        if (m && /letter\s+of\s+credit/i.test(m[0])) continue;
        const n = m ? parseMoney(m[1] ?? m[2]) : null;
        if (n === 0) return nullMarker;
        if (m) return sentenceField(doc, s, firstSentence(s.text).slice(0, 200), n);
      }
      return null;
    },
  );
}

/** "An amount equal to one (1) month's Base Rent" → 1 (a deposit stated only as months of rent). */
function depositInRentMonths(doc: LeaseDoc): { months: number; at: Entry | Sentence } | null {
  const re = new RegExp(
    String.raw`(?:equal\s+to|amount\s+of|sum\s+of|of)\s+(?:the\s+)?(${COUNT_RE}|one)\s*(?:\(\s*\d+\s*\)\s*)?(?:full\s+)?months?(?:'s?|’s?)?\s+(?:of\s+)?(?:the\s+)?(?:initial\s+|first\s+)?(?:monthly\s+)?(?:Base|Minimum|Basic|Fixed)\s+(?:Monthly\s+)?Rent`,
    "i",
  );
  const candidates: (Entry | Sentence)[] = [
    ...entriesFor(doc, DEPOSIT_LABELS),
    ...sentencesMatching(doc, /security\s+deposit/i).filter((s) => !/extension|renewal|option/i.test(s.text)),
  ];
  for (const c of candidates) {
    const t = clean("label" in c ? c.value : c.text);
    const m = re.exec(t);
    const n = m ? parseNumberish(m[1]) : null;
    if (n && n > 0 && n <= 24) return { months: n, at: c };
  }
  return null;
}

function letterOfCredit(doc: LeaseDoc, deposit: LeaseField | null): LeaseField | null {
  return firstOf(
    () => moneyFromEntries(doc, /^letter of credit$/),
    // "The Security Deposit shall be in the form of a Letter of Credit": the deposit's amount is the letter's.
    () => {
      if (!deposit || !(Number(deposit.normalized) > 0)) return null;
      const s = sentencesMatching(
        doc,
        /Security\s+Deposit\s+(?:shall|will|may)\s+be\s+(?:in\s+the\s+form\s+of|delivered\s+as|provided\s+(?:in\s+the\s+form\s+of|by))\s+(?:an?\s+)?(?:irrevocable\s+)?(?:standby\s+)?Letter\s+of\s+Credit/i,
      )[0];
      return s
        ? { ...sentenceField(doc, s, clean(s.text).slice(0, 200), deposit.normalized), confidence: C_INFER }
        : null;
    },
    () => {
      for (const s of sentencesMatching(doc, /letter\s+of\s+credit/i)) {
        const m = new RegExp(
          String.raw`(?:letter\s+of\s+credit[^$.]{0,100}?(${MONEY_RE})|(${MONEY_RE})[^.$]{0,40}?letter\s+of\s+credit)`,
          "i",
        ).exec(s.text);
        if (m) return sentenceField(doc, s, clean(s.text).slice(0, 200), parseMoney(m[1] ?? m[2]));
      }
      return null;
    },
  );
}

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

function tiAllowance(doc: LeaseDoc, rsf: number | null): LeaseField | null {
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
        // A remedy for late delivery ("a supplement to the Construction Allowance … (the "Delay Allowance")") and a
        // sentence that opens on a condition ("If Tenant is required to reimburse … $10,000 …") are not the TI.
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

function baseYear(doc: LeaseDoc): LeaseField | null {
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

function recoveryStructure(doc: LeaseDoc, by: LeaseField | null): LeaseField | null {
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

/** A clause-level text field: a labelled entry, else the first qualifying sentence. */
function clauseText(
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

const TENANT_HAS = String.raw`(?:(?:Tenant|Lessee)\s+(?:shall|will)\s+have|(?:Tenant|Lessee)\s+has|grants?\s+(?:to\s+)?(?:Tenant|Lessee)|(?:Tenant|Lessee)\s+is\s+(?:hereby\s+)?granted|granted\s+to\s+(?:Tenant|Lessee)|(?:Tenant|Lessee)\s+(?:shall\s+be|is)\s+entitled)`;

function grantField(doc: LeaseDoc, name: string): LeaseField | null {
  const re = new RegExp(
    String.raw`${TENANT_HAS}[^.]{0,160}?${name}|${name}[^.]{0,40}?(?:is\s+hereby\s+granted|granted\s+to\s+Tenant|in\s+favor\s+of\s+Tenant)`,
    "i",
  );
  for (const s of doc.sentences) {
    if (!re.test(s.text)) continue;
    return sentenceField(doc, s, clean(s.text).slice(0, 320), "yes");
  }
  return null;
}

function holdover(doc: LeaseDoc): LeaseField | null {
  const norm = (v: string): number | null => {
    const m = new RegExp(
      String.raw`(?:(${NUMBER_WORD_RE})\s+percent\s*\(\s*(\d{2,3})\s*%\s*\)|(\d{2,3})\s*%|(${NUMBER_WORD_RE})\s+percent|(one\s+and\s+one[- ]half|two|double|1\.5|2)\s+times)`,
      "i",
    ).exec(v);
    if (!m) return null;
    if (m[2]) return Number(m[2]);
    if (m[3]) return Number(m[3]);
    if (m[4]) return parseNumberish(m[4]);
    const t = m[5].toLowerCase();
    return /one\s+and\s+one|1\.5/.test(t) ? 150 : 200;
  };
  return clauseText(
    doc,
    /^(?:holdover|holdover rent)$/,
    /hold(?:s|ing)?[- ]?over|remains?\s+in\s+possession[^.]{0,80}after\s+the\s+(?:expiration|termination)/i,
    {
      normalize: norm,
      exclude: /^(?![\s\S]*(?:%|percent|times|rent|tenancy))/i,
    },
  );
}

function lateFee(doc: LeaseDoc): LeaseField | null {
  const norm = (v: string): number | null => parsePercent(v) ?? parseMoney(v);
  return clauseText(
    doc,
    /^(?:late charge|late fee)$/,
    /late\s+(?:charge|fee|payment\s+charge)|(?:not\s+(?:be\s+)?(?:paid|received)\s+within[^.]{0,120}(?:charge|fee))/i,
    {
      normalize: norm,
      exclude: /^(?![\s\S]*(?:%|percent|\$))/i,
    },
  );
}

function parking(doc: LeaseDoc): LeaseField | null {
  const norm = (v: string): number | null => {
    let total = 0;
    for (const m of v.matchAll(
      new RegExp(
        `(${COUNT_RE})\\s+(?:\\([^)]*\\)\\s+)?(?:free\\s+|unreserved\\s+|reserved\\s+|non-?exclusive\\s+|covered\\s+|uncovered\\s+|surface\\s+|garage\\s+|parking\\s+)*(?:parking\\s+)?(?:spaces?|stalls?|permits?)`,
        "gi",
      ),
    )) {
      total += parseNumberish(m[1]) ?? 0;
    }
    if (total > 0) return total;
    const ratio = /(\d+(?:\.\d+)?)\s*(?:spaces?\s+)?(?:per|\/)\s*(?:1,000|1000|thousand)/i.exec(v);
    return ratio ? Number(ratio[1]) : null;
  };
  return clauseText(
    doc,
    /^(?:parking|parking spaces|parking ratio)$/,
    /parking\s+(?:spaces?|stalls?|permits?|passes|ratio)|(?:spaces?|stalls?)\s+(?:in|at)\s+the\s+(?:parking|garage)/i,
    {
      normalize: norm,
      exclude: /^(?![\s\S]*(?:\d|one|two|three|four|five|six|seven|eight|nine|ten))/i,
    },
  );
}

function freeRent(doc: LeaseDoc): LeaseField | null {
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

function escalations(doc: LeaseDoc, schedule: RentStep[]): LeaseField | null {
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

function brokers(doc: LeaseDoc): LeaseField | null {
  const es = entriesFor(
    doc,
    /^(?:landlord's broker|tenant's broker|lessor's broker|lessee's broker|broker|brokers|broker\(s\)|real estate brokers?)$/,
  ).filter(
    (e) => firstSentence(e.value).length < 150 && !/\b(?:represent|warrant|shall)\b/i.test(firstSentence(e.value)),
  );
  if (es.length) {
    const parts = es
      .slice(0, 3)
      .map((e) => `${e.label.replace(/^./, (c) => c.toUpperCase())}: ${firstSentence(e.value).replace(/\.$/, "")}`);
    const first = es[0];
    const last = es[Math.min(es.length, 3) - 1];
    return field(doc, parts.join("; "), null, first.start, last.end, C_LABEL);
  }
  const s = sentencesMatching(doc, /(?:broker|brokers)\b[^.]{0,80}(?:represent|in\s+connection\s+with|dealt)/i)[0];
  return s ? sentenceField(doc, s, clean(s.text).slice(0, 300), null, C_INFER) : null;
}

function noticeAddresses(doc: LeaseDoc): LeaseField | null {
  const es = entriesFor(
    doc,
    /^(?:landlord's notice address|tenant's notice address|landlord's address|tenant's address|address for notices|notice address|notices)$/,
  );
  const usable = es.filter((e) => ADDRESS_RE.test(clean(e.value)) || /\d/.test(e.value)).slice(0, 3);
  ADDRESS_RE.lastIndex = 0;
  if (usable.length) {
    const parts = usable.map(
      (e) => `${e.label.replace(/^./, (c) => c.toUpperCase())}: ${clean(e.value).slice(0, 200)}`,
    );
    return field(doc, parts.join("; "), null, usable[0].start, usable[usable.length - 1].end, C_LABEL);
  }
  return null;
}

/** A heading clause plus its numbered sub-clauses ("6." with "6.1", "6.2" …). */
function sectionSentences(doc: LeaseDoc, heading: RegExp): Sentence[] {
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

function assignment(doc: LeaseDoc): LeaseField | null {
  const section = sectionSentences(doc, /assign|sublet|transfer/i);
  const pick =
    section.find(
      (s) => /consent/i.test(s.text) && /unreasonabl|sole\s+(?:and\s+absolute\s+)?discretion/i.test(s.text),
    ) ??
    section.find((s) =>
      /(?:shall\s+not|may\s+not)[^.]{0,80}(?:assign|sublet|transfer)[^.]{0,200}consent/i.test(s.text),
    );
  if (pick) {
    const v = clean(pick.text).slice(0, 320);
    const n = /not\s+(?:be\s+)?unreasonably\s+withh(?:e|o)ld|not\s+unreasonably\s+withhold/i.test(v)
      ? "consent required, not to be unreasonably withheld"
      : /sole\s+(?:and\s+absolute\s+)?discretion/i.test(v)
        ? "consent required, landlord's sole discretion"
        : "consent required";
    return sentenceField(doc, pick, v, n);
  }
  return assignmentProse(doc);
}

function assignmentProse(doc: LeaseDoc): LeaseField | null {
  const norm = (v: string): string | null => {
    if (/not\s+(?:be\s+)?unreasonably\s+withh(?:e|o)ld/i.test(v))
      return "consent required, not to be unreasonably withheld";
    if (/sole\s+(?:and\s+absolute\s+)?discretion/i.test(v)) return "consent required, landlord's sole discretion";
    if (/consent/i.test(v)) return "consent required";
    return null;
  };
  return clauseText(
    doc,
    null,
    /(?:shall\s+not|may\s+not)[^.]{0,60}(?:assign|sublet|transfer)[^.]{0,200}(?:consent)|(?:assign|sublet)[^.]{0,120}without[^.]{0,40}consent/i,
    { normalize: norm, max: 320 },
  );
}

function signage(doc: LeaseDoc): LeaseField | null {
  return clauseText(
    doc,
    /^(?:signage|signs)$/,
    /\b(?:sign(?:s|age)?)\b[^.]{0,200}(?:Tenant\s+(?:shall|may)\s+(?:have|be\s+(?:permitted|entitled))|Tenant'?s\s+(?:name|sign)|building\s+standard|monument|directory|at\s+Tenant'?s\s+(?:sole\s+)?(?:cost|expense))|Tenant\s+(?:shall|may)\s+(?:have|be\s+(?:permitted|entitled))[^.]{0,80}\bsign/i,
    { max: 320 },
  );
}

function opexField(doc: LeaseDoc, kind: "cam" | "taxes" | "insurance"): LeaseField | null {
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

function tradeName(doc: LeaseDoc): LeaseField | null {
  for (const e of entriesFor(doc, /^(?:tenant's trade name|trade name|d\/b\/a)$/)) {
    const v = cleanPartyName(firstSentence(e.value));
    if (NONE_RE.test(v)) return null;
    if (looksLikeName(v)) return entryField(doc, e, v, v);
  }
  const m =
    /\b(?:d\/b\/a|doing\s+business\s+as|trading\s+as|t\/a)\s+"?([A-Z][A-Za-z0-9&'’.\- ]{1,60}?)"?(?=[,;)(]|\s+\(|\s+and\b|\.\s|$)/m.exec(
      doc.text,
    );
  if (m) {
    const at = m.index ?? 0;
    const name = restoreAbbrevDot(m[1].trim());
    return field(doc, name, name, at, at + m[0].length, C_PROSE);
  }
  return null;
}

/** Offset where an amendment bound after the lease starts ("FIRST AMENDMENT TO LEASE"), or null. */
export function amendmentStart(doc: LeaseDoc): number | null {
  for (const l of doc.lines) {
    if (l.start < 800) continue;
    if (
      /^\s*(?:THE\s+)?(?:FIRST|SECOND|THIRD|FOURTH|FIFTH|SIXTH|SEVENTH|EIGHTH|NINTH|TENTH|\d+(?:ST|ND|RD|TH))\s+AMENDMENT\b/i.test(
        l.text,
      )
    )
      return l.start;
  }
  return null;
}

/** The latest expiration date an amendment sets ("the Expiration Date is hereby amended to July 31, 2027"). */
function amendedExpiration(doc: LeaseDoc): LeaseField | null {
  const start = amendmentStart(doc);
  if (start === null) return null;
  const re =
    /(?:Expiration\s+Date|Termination\s+Date|(?:Lease\s+)?Term)[^.]{0,200}?(?:amended|extended|changed|modified)[^.]{0,200}?(?:to|through|until|ending\s+on|expire\s+on|expiring\s+on)\s+(?:and\s+including\s+)?(?:the\s+)?/gi;
  let best: LeaseField | null = null;
  const tail = doc.text.slice(start);
  for (const m of tail.matchAll(re)) {
    const at = start + (m.index ?? 0) + m[0].length;
    const d = findDates(doc.text.slice(at, at + 60))[0];
    if (d && d.index < 10)
      best = field(doc, `${d.text} (as amended)`, d.iso, start + (m.index ?? 0), at + d.index + d.text.length, C_PROSE);
  }
  return best;
}

export type LocalResult = { fields: Fields; schedule: RentStep[]; derivedExpiration: string | null };

export function extractFields(doc: LeaseDoc): LocalResult {
  const f = {} as Fields;
  f.documentType = documentType(doc);
  f.documentDate = documentDate(doc);
  // Party names are read from the opening part first; signature blocks at the end come last.
  const early = Math.max(6000, doc.text.length * 0.3);
  f.landlord = orNull(
    firstOf(
      () => partyFromEntries(doc, /^(?:landlord|lessor|landlord's name)$/, 0, early),
      () => definedParty(doc, "Landlord|Lessor"),
      () => partyFromEntries(doc, /^(?:landlord|lessor|landlord's name)$/, early),
      () => coverParty(doc, "Landlord|Lessor"),
    ),
  );
  f.tenant = orNull(
    firstOf(
      () => partyFromEntries(doc, /^(?:tenant|lessee|tenant's name)$/, 0, early),
      () => definedParty(doc, "Tenant|Lessee"),
      () => partyFromEntries(doc, /^(?:tenant|lessee|tenant's name)$/, early),
      () => coverParty(doc, "Tenant|Lessee"),
      () => roleUnderOtherName(doc, "tenant|lessee"),
    ),
  );
  f.tenantTradeName = tradeName(doc);
  f.guarantor = orNull(
    firstOf(
      () =>
        partyFromEntries(doc, /^(?:guarantor|guarantors|guarantor\(s\)|lease guarantor|tenant's guarantor)$/, 0, early),
      () => definedParty(doc, "Guarantor"),
      () =>
        partyFromEntries(doc, /^(?:guarantor|guarantors|guarantor\(s\)|lease guarantor|tenant's guarantor)$/, early),
    ),
  );
  f.premisesAddress = premisesAddress(doc);
  f.suite = suite(doc);
  f.floor = floor(doc);
  f.rentableSquareFeet = area(doc, "rentable");
  f.usableSquareFeet = area(doc, "usable");
  f.proRataShare = proRataShare(doc);
  f.permittedUse = permittedUse(doc);
  f.commencementDate = commencementDate(doc);
  f.rentCommencementDate = rentCommencementDate(doc);
  f.expirationDate = expirationDate(doc);
  f.termMonths = termMonths(doc, f.commencementDate, f.expirationDate);
  f.expirationDate ??= expirationFromMonthCount(doc, f.commencementDate);
  const amended = amendedExpiration(doc);
  if (amended) f.expirationDate = amended;
  f.securityDeposit = securityDeposit(doc);
  f.letterOfCredit = letterOfCredit(doc, f.securityDeposit);
  const rsf = typeof f.rentableSquareFeet?.normalized === "number" ? f.rentableSquareFeet.normalized : null;
  f.tenantImprovementAllowance = tiAllowance(doc, rsf);
  f.baseYear = baseYear(doc);
  f.recoveryStructure = recoveryStructure(doc, f.baseYear);
  f.camExpenses = opexField(doc, "cam");
  f.taxes = opexField(doc, "taxes");
  f.insurance = opexField(doc, "insurance");
  f.rightOfFirstRefusal = grantField(doc, String.raw`right\s+of\s+first\s+refusal`);
  f.rightOfFirstOffer = grantField(doc, String.raw`right\s+of\s+first\s+(?:offer|opportunity|negotiation)`);
  f.purchaseOption = grantField(doc, String.raw`(?:option|right)\s+to\s+purchase`);
  f.assignmentSubletting = assignment(doc);
  f.holdover = holdover(doc);
  f.freeRent = freeRent(doc);
  f.lateFee = lateFee(doc);
  f.parking = parking(doc);
  f.signage = signage(doc);
  f.brokers = brokers(doc);
  f.noticeAddresses = noticeAddresses(doc);

  const commencement = typeof f.commencementDate?.normalized === "string" ? f.commencementDate.normalized : null;
  const schedule = baseRentSchedule(doc, rsf, commencement);
  f.escalations = escalations(doc, schedule);
  if (!f.securityDeposit && schedule[0]?.monthly) {
    const d = depositInRentMonths(doc);
    if (d) {
      const n = round2(d.months * schedule[0].monthly);
      const text = "label" in d.at ? d.at.value : d.at.text;
      f.securityDeposit = field(doc, `${clean(text).slice(0, 160)} (= $${n})`, n, d.at.start, d.at.end, C_INFER + 0.1);
    }
  }

  let derivedExpiration = typeof f.expirationDate?.normalized === "string" ? f.expirationDate.normalized : null;
  if (!derivedExpiration && commencement && typeof f.termMonths?.normalized === "number") {
    derivedExpiration = addDays(addMonths(commencement, f.termMonths.normalized), -1);
  }
  return { fields: f, schedule, derivedExpiration };
}

const RENT_LABELS =
  /^(?:base rent|monthly base rent|annual base rent|minimum rent|base monthly rent|fixed rent|basic rent|rent)$/;

function baseRentSchedule(doc: LeaseDoc, rsf: number | null, commencement: string | null): RentStep[] {
  const ctx = { rsf, commencement };
  // Regions that talk about base rent: labelled entries first, then clauses/sentences mentioning it.
  const anchors: number[] = [];
  for (const e of entriesFor(doc, RENT_LABELS)) anchors.push(e.start);
  for (const m of doc.text.matchAll(
    // "Net Rental" is the base rent of government lease forms (the gross "Annual Rental" adds costs to it).
    /(?:Base|Minimum|Basic|Fixed|Monthly|Annual|NET|Net)\s+(?:Monthly\s+|Annual\s+)?Rent|Rent\s+Schedule/g,
  ))
    anchors.push(m.index ?? 0);
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
    if (r && r.steps.length >= 2) return r.steps;
    if (r && r.steps.length === 1 && r.start - from < 400) return r.steps;
  }
  for (const a of anchors) {
    const region = doc.text.slice(a, Math.min(doc.text.length, a + 700));
    const s = parseProseRent(doc, a, region, ctx);
    if (s) return [s];
  }
  return [];
}

export { firstSentence, parseDate };
