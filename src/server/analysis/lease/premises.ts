// Where the premises are: street address (never a notice or landlord address), suite, floor, pro rata
// share, and the parties' notice addresses.
import { type Entry, entriesFor, type LeaseDoc } from "#server/analysis/lease/lease-doc.ts";
import { C_LABEL, C_PROSE, entryField, field, firstSentence } from "#server/analysis/lease/lease-field.ts";
import { clean, NUMBER_WORD_RE, parseNumberish, parsePercent } from "#server/analysis/lease/parse-values.ts";
import { PARTY_ADDRESS_RE, pickPremisesAddress } from "#server/analysis/lease/premises-address.ts";
import { bodyEnd, definitionsOf, PREMISES_TERM } from "#server/analysis/lease/lease-structure.ts";
import type { LeaseField } from "#shared/contract/lease-abstract.ts";

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

const PARTY_BLOCK =
  /broker|\bby\s*:|\bname\s*:|\btitle\s*:|telephone|facsimile|\bfax\b|notice|attention|\battn\b|(?:landlord|tenant|lessor|lessee)\s*:/i;

export function premisesAddress(doc: LeaseDoc): LeaseField | null {
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
    // A bare "Address:" in a signature, broker or notice block is a party's address.
    if (e.label === "address" && PARTY_BLOCK.test(doc.text.slice(Math.max(0, e.start - 300), e.start))) continue;
    ADDRESS_RE.lastIndex = 0;
    const m = ADDRESS_RE.exec(clean(e.value));
    // The entry's own value, not an address further on in run-on text.
    if (m && m.index <= 60) {
      const a = stripSuite(m[0]);
      return entryField(doc, e, a, a);
    }
    // A form whose premises row holds the street alone and whose city, county and state sit in rows of their own.
    const rows = streetWithPlaceRows(doc, e);
    if (rows) return entryField(doc, e, rows, rows);
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
  // AIR forms and deeds' wording: "commonly known by the street address of 2917 Daimler Street, located in the
  // City of Santa Ana, County of Orange, State of California, with zip code 92705", "premises located at 12 Quarry
  // Lane in the Town of Bedford, State of New Hampshire".
  const air = new RegExp(
    String.raw`(?:street\s+address\s+of|[Ll]ocated\s+at|[Ss]ituated\s+at|[Kk]nown\s+as)\s+(\d{1,6}[A-Z]?\s+[A-Z0-9][A-Za-z0-9.'\- ]{1,50}?),?\s+(?:located\s+)?in\s+the\s+(?:City|Town|Village|Township|Borough)\s+of\s+([A-Z][A-Za-z.]+(?:\s+[A-Z][A-Za-z.]+){0,3}),?\s+(?:County\s+of\s+[A-Z][A-Za-z.]+(?:\s+[A-Z][A-Za-z.]+){0,3},?\s+)?(?:State\s+of\s+(${STATES})(?:,?\s+(?:with\s+)?zip\s+code\s+(\d{5}(?:-\d{4})?))?|State\s+of\s*[\n,])`,
  ).exec(doc.text);
  if (air) {
    // The form's state and zip boxes may be left blank: the street and the city are still the address.
    const a = `${clean(air[1])}, ${air[2]}${air[3] ? `, ${air[3]}` : ""}${air[4] ? ` ${air[4]}` : ""}`;
    const at = air.index ?? 0;
    return field(doc, a, a, at, at + air[0].length, C_PROSE);
  }
  // "premises situated in the City of Sunnyvale, County of Santa Clara, State of California, … known as 475
  // Potrero Avenue": the place named before the street completes it.
  const placed = streetAfterPlace(doc);
  if (placed) return placed;
  // Prose: "located at …", "commonly known as …", "with an address of …" (the address itself is
  // matched case-sensitively: "located in" must not read as a city and the state "IN").
  const re = new RegExp(
    String.raw`(?:[Ll]ocated at|[Cc]ommonly known as|[Kk]nown as|[Aa]ddress of|[Ss]ituated at|[Pp]remises at|[Dd]escribed as)\s+(?:the\s+)?(?:[^.\n]{0,60}?\s)?(${ADDRESS_RE.source})`,
    "g",
  );
  for (const m of doc.text.matchAll(re)) {
    const at = (m.index ?? 0) + m[0].length - m[1].length;
    const before = doc.text.slice(Math.max(0, at - 160), at);
    if (/notice|notices|attention|attn|copy to|payment|remit/i.test(before) || PARTY_ADDRESS_RE.test(before)) continue;
    const a = stripSuite(m[1]);
    return field(doc, a, a, at, at + m[1].length, C_PROSE);
  }
  return null;
}

// A street alone: number, name and suffix ("8002 La Mesa Boulevard", "475-477 Potrero Avenue").
const BARE_STREET = String.raw`\d{1,6}[A-Z]?(?:\s*-\s*\d{1,6})?\s+(?:[NSEW]\.?\s+|North\s+|South\s+|East\s+|West\s+)?[A-Z0-9][A-Za-z0-9.'\- ]{0,40}?\s${STREET_SUFFIX}\.?`;
const PLACE_NAME = String.raw`[A-Z][A-Za-z.'-]+(?:\s+[A-Z][A-Za-z.'-]+){0,3}`;

/** "8002 La Mesa Boulevard" in a premises row, then "City of: La Mesa", "County of: San Diego, CA 91941" rows. */
function streetWithPlaceRows(doc: LeaseDoc, e: Entry): string | null {
  const street = new RegExp(String.raw`^(${BARE_STREET})\s*(?:$|[,;(]|\n)`).exec(clean(e.value));
  if (!street) return null;
  const near = doc.entries.filter((x) => x.start > e.start && x.start - e.end < 300).slice(0, 4);
  let city: string | null = null;
  let state: string | null = null;
  let zip: string | null = null;
  for (const x of near) {
    const v = clean(x.value);
    const tail = new RegExp(String.raw`(?:^|,\s*|\s)(${STATES})\.?(?:,?\s+(\d{5}(?:-\d{4})?))?$`).exec(v);
    if (/^(?:city|city of|town|town of|village of|municipality)$/.test(x.label)) {
      city = new RegExp(`^${PLACE_NAME}`).exec(v)?.[0] ?? null;
    } else if (!/^(?:county|county of|state|state of|zip|zip code|postal code)$/.test(x.label)) break;
    if (tail && /^(?:county|county of|state|state of|city|city of)$/.test(x.label)) {
      state = tail[1];
      zip = tail[2] ?? zip;
    }
    if (/^(?:state|state of)$/.test(x.label)) state = new RegExp(`^${STATES}`).exec(v)?.[0] ?? state;
    if (/^(?:zip|zip code|postal code)$/.test(x.label)) zip = /\d{5}(?:-\d{4})?/.exec(v)?.[0] ?? zip;
  }
  if (!city) return null;
  return `${clean(street[1])}, ${city}${state ? `, ${state}` : ""}${zip ? ` ${zip}` : ""}`;
}

/** A sentence naming the city, (county) and state before the street the premises are known as or located at. */
function streetAfterPlace(doc: LeaseDoc): LeaseField | null {
  const re = new RegExp(
    String.raw`\b(?:situated|located|lying)\s+in\s+the\s+(?:City|Town|Village|Borough|Township)\s+of\s+(${PLACE_NAME}),?\s+(?:County\s+of\s+${PLACE_NAME},?\s+)?(?:State|Commonwealth)\s+of\s+(${STATES})\b([^.;]{0,200}?)\b(?:known|designated|described)\s+as\s+(?:the\s+)?(${BARE_STREET})`,
    "g",
  );
  for (const m of doc.text.matchAll(re)) {
    const at = m.index ?? 0;
    const before = doc.text.slice(Math.max(0, at - 160), at);
    if (/notice|attention|attn|copy to|payment|remit/i.test(before) || PARTY_ADDRESS_RE.test(before)) continue;
    const a = `${clean(m[4])}, ${m[1]}, ${m[2]}`;
    return field(doc, a, a, at, at + m[0].length, C_PROSE);
  }
  return null;
}

const SUITE_ID = String.raw`(?:[A-Z]?\d[\dA-Z-]*|[A-Z]{1,2}-?\d*)\b`;

/** "Suite Nos. 210, 330, and 480": the suites a premises made of several lists after the first one. */
function withListedSuites(text: string, m: RegExpExecArray): { value: string; id: string } {
  const rest = new RegExp(String.raw`^(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)${SUITE_ID}`);
  let end = (m.index ?? 0) + m[0].length;
  let count = 1;
  for (let next = rest.exec(text.slice(end)); next; next = rest.exec(text.slice(end))) {
    end += next[0].length;
    count++;
  }
  // Only a list ("Suites 1 and 2", "Suite Nos. 1, 2"), never a street number after a suite ("Suite 205, 1450 Lake …").
  const listed = /\b(?:Suites|Nos\.?|Numbers)\b/i.test(m[0]) || /\b(?:and)\b|&/.test(text.slice(m.index ?? 0, end));
  if (count === 1 || !listed || /^\s+[A-Z][a-z]/.test(text.slice(end))) return { value: m[0], id: m[1] };
  const from = (m.index ?? 0) + m[0].length - m[1].length;
  return { value: text.slice(m.index ?? 0, end), id: text.slice(from, end) };
}

/** A suite in a notice block or a party's own address, not the premises'. */
function partyOrNoticeSuite(doc: LeaseDoc, at: number): boolean {
  const before = doc.text.slice(Math.max(0, at - 200), at);
  if (/notice|attention|attn|copy to|payment|remit|landlord'?s address|c\/o/i.test(before)) return true;
  // A party's own office ("having its principal office at 77 Ridge Avenue, Suite 900") is not the premises.
  // Nor is one a notice is sent to ("… likewise to Tenant at 77 Ridge Avenue, Suite 900").
  return (
    PARTY_ADDRESS_RE.test(before) ||
    /principal\s+(?:office|place\s+of\s+business)[^.]{0,60}$|\bto\s+(?:Sub)?(?:Tenant|Landlord|Lessee|Lessor)\s+at\b[^.]{0,60}$/i.test(
      before,
    )
  );
}

export function suite(doc: LeaseDoc): LeaseField | null {
  // "Suite 410", "Unit #B-2", "Space Number: A-1" (a summary row's own label and colon).
  const SUITE =
    /\b(?:Suites?|Ste\.?|Unit|Space)\s*(?:(?:Nos?\.?|Numbers?)\s*:?|#)?\s*([A-Z]?\d[\dA-Z-]*|[A-Z]{1,2}-?\d*)\b/;
  for (const e of entriesFor(doc, /^(?:suite|suite number|suite no\.)$/)) {
    const v = clean(e.value);
    const m = /^(?:No\.?\s*|#\s*)?([A-Z]?\d[\dA-Z-]*|[A-Z]{1,2}-?\d*)\b/.exec(v) ?? SUITE.exec(v);
    if (m) return entryField(doc, e, m[1], m[1]);
  }
  for (const e of entriesFor(
    doc,
    /^(?:premises|premises address|demised premises|demised premises address|premises address and description|property address|address of premises)$/,
  )) {
    const v = clean(e.value);
    const m = SUITE.exec(v);
    if (m) {
      const { value, id } = withListedSuites(v, m);
      return entryField(doc, e, value, id);
    }
  }
  // The sentence that defines the premises ('Suite 410 of the Building (the "Premises")') names their suite.
  const defs = definitionsOf(doc, PREMISES_TERM);
  for (const d of defs) {
    const re = new RegExp(SUITE.source, "g");
    for (const m of d.sentence.text.matchAll(re)) {
      const at = d.sentence.start + (m.index ?? 0);
      if (partyOrNoticeSuite(doc, at)) continue;
      const { value, id } = withListedSuites(d.sentence.text, m);
      return field(doc, value, id, at, at + value.length, C_PROSE);
    }
  }
  // Elsewhere in prose, only in the lease's body (an exhibit's floor plan or an attached form names other spaces),
  // and, when the body defines the premises, only in the clause that does (a suite in a maintenance or notice
  // clause is not the demise). Nothing there → null.
  const end = bodyEnd(doc);
  const def = defs.find((d) => d.sentence.start < end);
  const home = def ? doc.clauses.find((c) => c.start <= def.sentence.start && def.sentence.start < c.end) : undefined;
  const re = new RegExp(SUITE.source, "g");
  for (const m of doc.text.matchAll(re)) {
    const at = m.index ?? 0;
    if (at >= end || (home && (at < home.start || at >= home.end))) continue;
    const before = doc.text.slice(Math.max(0, at - 200), at);
    if (partyOrNoticeSuite(doc, at)) continue;
    if (!/premises|space|known as|located|consisting|lease[sd]?\s+to|demise/i.test(before.slice(-140))) continue;
    const { value, id } = withListedSuites(doc.text, m);
    return field(doc, value, id, at, at + value.length, C_PROSE);
  }
  return null;
}

export function floor(doc: LeaseDoc): LeaseField | null {
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

export function proRataShare(doc: LeaseDoc): LeaseField | null {
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

export function noticeAddresses(doc: LeaseDoc): LeaseField | null {
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
