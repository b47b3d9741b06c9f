// Property name, address, type and class: what a broker's cover page and summary say about the asset.
import { stateCode } from "#server/analysis/listing/address.ts";
import type { OmField } from "#shared/contract/om-abstract.ts";
import { cityStateParts, isBrokerNameLine, withoutContactCells } from "./om-cover.ts";
import { FIELD_SPECS } from "./om-fields.ts";
import { EMAIL_RE, type Line, PHONE_RE } from "./om-text.ts";

const STREET_SUFFIX =
  "street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|way|court|ct|parkway|pkwy|highway|hwy|place|pl|circle|cir|terrace|ter|trail|trl|pike|route|rte|square|sq|plaza|loop|row|run|crossing|xing|freeway|fwy|expressway|expy|alley|broadway|center|ctr|commons|point|pt|path|walk";
const STATES =
  "AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY";
const STREET_RE = new RegExp(
  String.raw`\b\d{1,6}(?:-\d{1,6})?[A-Z]?\s+(?:[NSEW]\.?\s+)?(?:[A-Za-z0-9.'-]+\s+){0,4}?(?:${STREET_SUFFIX})\.?(?:(?<=\b(?:hwy|highway|route|rte)\.?)\s+\d{1,4}[A-Z]?\b(?![,.]?\d))?(?:\s+(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West))?\b(?:,?\s+(?:suite|ste\.?|unit|#)\s*[\w-]+)?`,
  "i",
);
const CITY_RE = new RegExp(
  String.raw`([A-Z][A-Za-z.'-]*(?:\s+[A-Z][A-Za-z.'-]*){0,3}),?\s+(${STATES})\.?,?\s+(\d{5}(?:-\d{4})?)\b`,
);
const BROKER_CONTEXT_RE =
  /\b(?:offered|presented|listed|marketed|exclusively|contact|brokers?|advisors?|licensed|realty|real\s+estate\s+services|company|group|team|partners|inc\.?|llc|corporation|cbre|jll|colliers|cushman|newmark|marcus|kidder|avison|nai|svn|sperry|coldwell|keller|remax|re\/max)\b/i;

function field(
  value: string,
  normalized: string | number | null,
  line: Line,
  confidence: number,
  snippet?: string,
): OmField {
  return { value, normalized, page: line.page, snippet: (snippet ?? line.text).slice(0, 200), confidence };
}

/** Address: a labelled one first, else the first street + city/state/ZIP outside a broker's contact block. */
export function findAddress(pages: Line[][]): OmField | null {
  let best: { f: OmField; score: number } | null = null;
  for (const lines of pages) {
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i];
      const near = lines.slice(Math.max(0, i - 3), i + 4).map((l) => l.text);
      const nearBroker = near.some((t) => BROKER_CONTEXT_RE.test(t) || PHONE_RE.test(t) || EMAIL_RE.test(t));
      EMAIL_RE.lastIndex = 0;
      // The brokers' column interleaved with the title block leaves e-mails and phones beside the address.
      const own = withoutContactCells(line.text);
      const labelled = /^(?:property\s+|site\s+|street\s+)?(?:address|location)\b\s*:?\s*/i.exec(own);
      let text = labelled ? own.slice(labelled[0].length) : own;
      let next = withoutContactCells(lines[i + 1]?.text ?? "");
      if (labelled && !STREET_RE.test(text)) {
        // Label alone on its line, value below (or in a value column further down).
        text = next;
        next = withoutContactCells(lines[i + 2]?.text ?? "");
      }
      const street = STREET_RE.exec(text);
      if (!street) continue;
      let rest = text.slice(street.index + street[0].length);
      let city = CITY_RE.exec(rest);
      let snippet = line.text;
      // A cell of another column after a wide gap ('12 ELM ST   ±4,000 SF') leaves the street alone on its line.
      const streetAlone = rest.trim().length < 3 || (!city && COLUMN_GAP_RE.test(rest));
      if (!city && streetAlone) {
        city = CITY_RE.exec(next);
        rest = next;
        snippet = `${line.text} ${next}`;
      }
      const streetText = street[0].replace(/\s+/g, " ").trim();
      if (!city && streetAlone) {
        // 'Springfield, Illinois' under the street, or under a broker's name line of the other column.
        const below = cityBelow(lines, i, mailLocals(pages));
        if (below) {
          const normalized = `${streetText}, ${below.city}, ${below.state}${below.zip ? ` ${below.zip}` : ""}`;
          // Below a one-line address with its ZIP; beside a contact block, below one away from it.
          const score = 0.6 - (nearBroker ? 0.4 : 0) - Math.min(0.3, (line.page - 1) * 0.03);
          if (!best || score > best.score)
            best = { f: field(normalized, normalized, line, score, `${line.text} ${below.line}`), score };
        }
        continue;
      }
      if (!city || (rest.indexOf(city[0]) > 12 && !/^[\s|,•-]*$/.test(rest.slice(0, rest.indexOf(city[0]))))) continue;
      const normalized = `${streetText}, ${city[1].trim()}, ${city[2]} ${city[3]}`;
      let score = labelled ? 0.9 : 0.75;
      if (nearBroker && !labelled) score -= 0.4;
      score -= Math.min(0.3, (line.page - 1) * 0.03);
      if (!best || score > best.score)
        best = { f: field(normalized, normalized, line, Math.max(0.1, score), snippet), score };
    }
  }
  return best?.f ?? null;
}

/** The city line under a street line (the next line, or the one after a broker's name line). */
function cityBelow(
  lines: Line[],
  i: number,
  locals: string[],
): { city: string; state: string; zip: string | null; line: string } | null {
  for (const l of lines.slice(i + 1, i + 3)) {
    const t = firstCell(withoutContactCells(l.text));
    const parts = cityStateParts(t);
    if (parts) return { ...parts, line: l.text };
    // A broker's name of the other column, or a selling line ('Free Standing Building') between street and city.
    if (!isBrokerNameLine(t, locals) && !isDescriptorLine(t)) return null;
  }
  return null;
}

/** A gap of two spaces or more (or a ' | ' cell bar) starts another column's cell. */
const COLUMN_GAP_RE = /^\s*(?:\s{2,}|\s\|\s)\S/;

/** The first cell of a line laid out in columns. */
export function firstCell(t: string): string {
  return t.split(/\s{2,}|\s\|\s/)[0].trim();
}

/** A selling line or a section heading: words about the kind of building, no figure. */
function isDescriptorLine(t: string): boolean {
  return !/\d/.test(t) && (TYPE_ONLY_RE.test(t) || GENERIC_TITLE_RE.test(t));
}

/** The local parts of the e-mail addresses printed in the document ('dholt' of dholt@firm.example). */
function mailLocals(pages: Line[][]): string[] {
  const out = new Set<string>();
  for (const lines of pages)
    for (const l of lines)
      for (const m of l.text.matchAll(/([A-Za-z0-9._%+-]+)@[A-Za-z0-9-]+\.[A-Za-z.]{2,}/g)) out.add(m[1].toLowerCase());
  return [...out];
}

// A person on a broker's contact block: the lines under the name carry a title, a licence, a phone or an e-mail.
const BROKER_TITLE_RE =
  /\b(?:vice\s+president|president|director|principal|partner|associate|broker|agent|advisor|managing|senior|executive|lic(?:ense)?\s*(?:#|no\.?)|dre|bre|salesperson|investment\s+specialist|first\s+vice)\b/i;
const EMAIL_ONE = new RegExp(EMAIL_RE.source);
const isFieldLabel = (t: string) => FIELD_SPECS.some((f) => f.labels.some((re) => re.exec(t)?.index === 0));

const GENERIC_TITLE_RE =
  /\b(?:offering\s+memorandum|memorandum|confidential|investment\s+(?:opportunity|offering|sale)|for\s+sale|for\s+lease|offered\s+by|presented\s+by|listed\s+by|exclusively|table\s+of\s+contents|contents|disclaimer|executive\s+summary|property\s+(?:summary|overview|description)|real\s+estate|services|advisors?|brokerage|call\s+for\s+offers|price\s+reduced|new\s+listing|net\s+leased?\s+investment|opportunity|portfolio\s+sale|investment\s+sales|triple\s+net|net\s+lease|opinion\s+of\s+value|valuation|bov|unit\s+mix|operating\s+statement|income\s+(?:and|&)\s+expenses?|financial\s+(?:summary|overview)|investment\s+(?:highlights|summary|overview)|location\s+(?:overview|map)|aerial|site\s+plan|floor\s+plans?|amenities|market\s+overview|demographics|(?:sales|lease|rent)\s+comparables|comparables|(?:suggested\s+)?(?:list|listing|asking|offering|sale|purchase)\s+price|pricing|financial\s+analysis|rent\s+roll)\b/i;
// 'Ideal Manufacturing Building', 'Prime Retail Center': a selling line made of a kind of building.
const SELLING_WORDS =
  "ideal|prime|great|rare|excellent|modern|large|small|well[\\s-]maintained|turn[\\s-]?key|functional|versatile|quality|freestanding|free[\\s-]standing|stand[\\s-]?alone|single[\\s-]story|two[\\s-]story|renovated|updated|corner";
// …and 'Free Standing Building', 'Turnkey Property': selling words before the building noun alone.
const TYPE_ONLY_RE = new RegExp(
  String.raw`^(?:(?:${SELLING_WORDS})\s+)*(?:(?:(?:multi-?family|manufacturing|warehouse|distribution|logistics|flex|apartments?|office|retail|industrial|mixed[\s-]use|land|hotel|self[\s-]storage|medical|commercial|investment|single[\s-]tenant|multi[\s-]tenant|nnn|net\s+lease)\s*)+(?:building|property|asset|center|portfolio)?|(?:${SELLING_WORDS})\s+(?:building|property|asset))$`,
  "i",
);

const DATE_LINE_RE =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s+(?:\d{1,2},?\s+)?\d{4}$/i;
const SECTION_TITLE_RE =
  /^(?:building|property|site|space)\s+(?:specifications|specs|highlights|details|features|information|data|facts)$/i;

/** 'Los Angeles, California 90004' or 'Springfield, IL': a city line, with the state spelled out or not. */
function cityLine(t: string): boolean {
  const m = /^([A-Z][A-Za-z .'-]{1,40}),\s+([A-Za-z .]{2,20}?)\.?(?:\s+\d{5}(?:-\d{4})?)?$/.exec(t);
  return Boolean(m && stateCode(m[2].trim()));
}

/** Name: a labelled "Property Name", else the cover-page title that the running page headers repeat. */
export function findPropertyName(pages: Line[][], address: OmField | null): OmField | null {
  for (const lines of pages.slice(0, 6))
    for (let i = 0; i < lines.length; i++) {
      const m = /^(?:property|project|asset|building)\s+name\s*:?\s*(.*)$/i.exec(lines[i].text);
      if (!m) continue;
      const v = (m[1] || lines[i + 1]?.text || "").trim();
      if (v && v.length <= 70) return field(v, v, lines[i], 0.9);
    }
  const cover = pages.find((p) => p.length > 0) ?? [];
  const firms = mailDomains(pages);
  const locals = mailLocals(pages);
  const headerStarts = pages.slice(1).flatMap((p) => p.slice(0, 3).map((l) => l.text.toLowerCase()));
  let best: { f: OmField; score: number } | null = null;
  cover.slice(0, 15).forEach((line, i) => {
    // OCR glues a street number to its street ("118Harbor Rd").
    let t = withoutContactCells(line.text)
      .replace(/^[•|\s-]+|[|\s-]+$/g, "")
      .replace(/^(\d{1,6})(?=[A-Z][a-z])/, "$1 ");
    // "Corner Drugstore 6.10% CAP | 12,900 SF | DAYTON, OH": the name leads a headline of metrics.
    const headline = /^([A-Za-z][\w'&.\s-]{1,50}?)\s+\d+(?:\.\d+)?\s?%\s*cap\b/i.exec(t);
    if (headline) t = headline[1];
    // "Maple Court Apartments - Value-Add Cash Flow!": a name and its tagline.
    const tagged = /^(.{3,60}?)\s+[-\u2013:]\s+(.+)$/.exec(t);
    if (tagged && (t.length > 60 || t.split(/\s+/).length > 8 || /!$/.test(t))) t = tagged[1];
    // A table row ("Property Type | Retail", three brokers' names) or a "Label: value" line is not a title.
    if (!headline && (t.split(" | ").length >= 2 || /^[A-Za-z][A-Za-z ]{1,25}:\s/.test(t))) return;
    if (t.length < 3 || t.length > 60 || t.split(/\s+/).length > 8) return;
    // Letter-spaced display type ('4 1 2 E L M S T') and glyphs the text layer could not map are decoration.
    if (letterSpaced(t) || [...t].some((ch) => ch.charCodeAt(0) < 32 || ch === "\ufffd")) return;
    // A lone acronym ('ACRE', 'KW') is a firm's logo, not a property's name.
    if (/^[A-Z&]{2,5}$/.test(t)) return;
    // A running header that spells the brokers' e-mail domain ('ACME WEST', name@acmewest.example) is the firm.
    const compact = t.toLowerCase().replace(/[^a-z0-9]/g, "");
    if (compact.length >= 4 && firms.some((d) => d.includes(compact))) return;
    if (GENERIC_TITLE_RE.test(t) || TYPE_ONLY_RE.test(t) || BROKER_CONTEXT_RE.test(t)) return;
    if (PHONE_RE.test(t) || /@|www\.|https?:/i.test(t) || CITY_RE.test(t) || cityLine(t) || /\$|%/.test(t)) return;
    // A label heading ('BUILDING SPECIFICATIONS:') introduces a table; it names nothing.
    if (/:$/.test(t) || SECTION_TITLE_RE.test(t) || DATE_LINE_RE.test(t)) return;
    if (/^(?:±|\+\/-|~)?\s?\d[\d,.]*(?:\s|$)/.test(t) && !STREET_RE.test(t)) return;
    if (/^(?:±|\+\/-|~)?[\d\s,.]+(?:units?|sf|square feet|acres?)\b/i.test(t)) return;
    // "Building SF ±3,200" or "Square Feet" is a facts row, not a title; a name over a title/phone is a broker.
    if (isFieldLabel(t)) return;
    const below = cover.slice(i + 1, i + 3).map((l) => l.text);
    if (isBrokerNameLine(t, locals)) return;
    if (
      /^[A-Z][A-Za-z.'-]+(?:\s+[A-Z]\.?)?\s+[A-Z][A-Za-z.'-]+$/.test(t) &&
      below.some((b) => BROKER_TITLE_RE.test(b) || PHONE_RE.test(b) || EMAIL_ONE.test(b))
    )
      return;
    const isStreet = STREET_RE.test(t);
    const addressBlock = isStreet && CITY_RE.test(cover[i + 1]?.text ?? "");
    if (isStreet && !addressBlock && address && address.page === line.page && address.snippet.includes(t)) return;
    let score = 0.6 - i * 0.03;
    const lower = t.toLowerCase();
    const repeats = headerStarts.filter((h) => h.startsWith(lower)).length;
    if (repeats >= 2) score += 0.3;
    // A cover title sits right above the property's address.
    if (!isStreet && below.some((b) => STREET_RE.test(b) || CITY_RE.test(b))) score += 0.1;
    // A street printed over its city line is the address block: with no other title, the property's name.
    if (isStreet && !addressBlock) score -= 0.2;
    // Just under the bar for a title, so a name stated in the prose still comes first.
    if (addressBlock) score = 0.44;
    if (!/[a-z]/.test(t) && repeats < 2) score -= 0.05;
    if (!best || score > best.score)
      best = { f: field(titleCase(t), titleCase(t), line, Math.min(0.95, Math.max(0.2, score))), score };
  });
  const found = best as { f: OmField; score: number } | null;
  if (found && found.score >= 0.45) return found.f;
  // A weak cover guess (a line of a selling point) loses to the address's street: brokers name a property
  // with no title by its street line.
  const weakGuess = found && !STREET_RE.test(String(found.f.normalized)) ? streetAsName(address) : null;
  return nameFromProse(pages) ?? weakGuess ?? found?.f ?? streetAsName(address);
}

/** The domains of the e-mail addresses printed in the document (the brokers' firms). */
function mailDomains(pages: Line[][]): string[] {
  const out = new Set<string>();
  for (const lines of pages)
    for (const l of lines)
      for (const m of l.text.matchAll(/[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+)\.[A-Za-z.]{2,}/g)) out.add(m[1].toLowerCase());
  return [...out];
}

/** Mostly one-character tokens: display type set with tracking, whose word breaks the text layer lost. */
export function letterSpaced(t: string): boolean {
  const tokens = t.split(/\s+/).filter(Boolean);
  return tokens.length >= 3 && tokens.filter((w) => w.length === 1).length / tokens.length >= 0.6;
}

/** A property known only by its address is named by its street line ('412 Elm St'), as brokers do. */
function streetAsName(address: OmField | null): OmField | null {
  if (!address || typeof address.normalized !== "string") return null;
  const street = address.normalized.split(",")[0].trim();
  return street
    ? { ...address, value: street, normalized: street, confidence: Math.min(0.5, address.confidence) }
    : null;
}

const PROSE_NAME_RE =
  /\b(?:sale\s+of|affairs\s+of|(?:pleased|opportunity)\s+to\s+(?:present|offer|acquire))\s+(?:the\s+(?:fee\s+simple\s+|leasehold\s+)?interest\s+in\s+)?((?:THE|The)\s+)?([A-Z][A-Za-z0-9'&.-]*(?:\s+(?:[A-Z][A-Za-z0-9'&.-]*|of|at|on|AT|OF|ON)){0,7}?)\s*,?\s+(?:located\s+at|\(the\s+"?Property|\("Property)/;

/** "…the exclusive sales representative for the sale of THE MARKETPLACE AT RIVER BEND located at …". */
function nameFromProse(pages: Line[][]): OmField | null {
  for (const lines of pages.slice(0, 6)) {
    // Two-column disclaimers: read the left column on its own as well as the full lines.
    const texts = [lines.map((l) => l.text).join(" "), lines.map((l) => l.text.split(" | ")[0]).join(" ")];
    for (const text of texts) {
      const m = PROSE_NAME_RE.exec(text);
      if (!m) continue;
      const v = titleCase(`${m[1] ?? ""}${m[2]}`.trim());
      if (v.split(/\s+/).length < 2 || GENERIC_TITLE_RE.test(v) || BROKER_CONTEXT_RE.test(v)) continue;
      const line = lines.find((l) => l.text.includes(m[2].split(/\s+/)[0])) ?? lines[0];
      return field(v, v, line, 0.6, m[0]);
    }
  }
  return null;
}

function titleCase(t: string): string {
  if (/[a-z]/.test(t)) return t;
  return t.toLowerCase().replace(/\b([a-z])/g, (c) => c.toUpperCase());
}

const TYPE_WORDS: [string, RegExp][] = [
  ["mixed-use", /\bmixed[\s-]use\b/gi],
  ["self-storage", /\b(?:self[\s-]storage|mini[\s-]storage|storage\s+facility)\b/gi],
  ["hospitality", /\b(?:hotel|motel|hospitality|resort|inn\s+&|guest\s+rooms)\b/gi],
  ["manufactured-housing", /\b(?:manufactured\s+housing|mobile\s+home|rv\s+park)\b/gi],
  ["senior-housing", /\b(?:senior\s+housing|assisted\s+living|memory\s+care|independent\s+living)\b/gi],
  ["medical-office", /\b(?:medical\s+office|MOB|healthcare\s+facility|outpatient)\b/gi],
  ["multifamily", /\b(?:multi-?family|apartments?|apartment\s+(?:complex|community)|residential\s+units)\b/gi],
  [
    "industrial",
    /\b(?:industrial|warehouse|distribution\s+(?:center|facility)|logistics|manufacturing\s+(?:facility|building)|flex\s+(?:space|building)|cold\s+storage|(?:clear|ceiling)\s+height|(?:exterior|interior|truck|loading)\s+docks?|dock\s+(?:doors?|positions?|high)|drive[\s-]in\s+doors?)\b/gi,
  ],
  [
    "retail",
    /\b(?:retail|shopping\s+center|strip\s+(?:center|mall)|anchored|outparcel|net\s+lease\s+retail|storefronts?)\b/gi,
  ],
  ["office", /\b(?:office\s+(?:building|property|park|campus|space|tower|asset)|class\s+[abc]\s+office|office)\b/gi],
  ["land", /\b(?:vacant\s+land|land\s+(?:sale|parcel|offering)|development\s+site|raw\s+land|entitled\s+land)\b/gi],
];

/** Type by weighted keyword evidence: a "Property Type" label, then the cover page, then the body. */
export function findPropertyType(pages: Line[][]): OmField | null {
  for (const lines of pages.slice(0, 8))
    for (let i = 0; i < lines.length; i++) {
      const m = /^(?:property|asset|building|product)\s+(?:type|class(?:ification)?|use)\s*:?\s*(.*)$/i.exec(
        lines[i].text,
      );
      if (!m) continue;
      const v = m[1] || lines[i + 1]?.text || "";
      for (const [type, re] of TYPE_WORDS) {
        re.lastIndex = 0;
        if (re.test(v)) return field(v.trim(), type, lines[i], 0.9, `${lines[i].text} ${m[1] ? "" : v}`.trim());
      }
    }
  const score = new Map<string, { s: number; line: Line }>();
  pages.forEach((lines, p) => {
    const off = /\b(?:comparables?|comps|demographics?|market\s+overview)\b/i.test(
      lines
        .slice(0, 5)
        .map((l) => l.text)
        .join(" "),
    );
    for (const line of lines) {
      // A cover title named for storage ("Storage Max", "Eastside Storage") is a self-storage facility.
      if (
        p === 0 &&
        line.text.split(/\s+/).length <= 5 &&
        /\bstorage\b/i.test(line.text) &&
        !/\b(?:cold|outdoor|outside|truck|boat|rv|industrial)\s+storage\b/i.test(line.text)
      ) {
        const cur = score.get("self-storage");
        score.set("self-storage", { s: (cur?.s ?? 0) + 4, line: cur?.line ?? line });
      }
      // 'Office: 2,400 SF' on an industrial spec sheet is a part of the building, not its kind.
      const text = line.text.replace(/\boffice(?:\s+(?:size|area|space|sf))?\s*:/gi, "");
      for (const [type, re] of TYPE_WORDS) {
        re.lastIndex = 0;
        const n = [...text.matchAll(re)].length;
        if (!n) continue;
        const w = (p === 0 ? 4 : p < 4 ? 1.5 : 1) * (off ? 0.3 : 1) * n;
        const cur = score.get(type);
        score.set(type, { s: (cur?.s ?? 0) + w, line: cur?.line ?? line });
      }
    }
  });
  const ranked = [...score.entries()].sort((a, b) => b[1].s - a[1].s);
  if (ranked.length === 0) return null;
  const [type, { s, line }] = ranked[0];
  // Explicit "mixed-use" wording beats a tally of its residential/retail parts.
  const mixed = score.get("mixed-use");
  const chosen = mixed && mixed.s >= 3 ? (["mixed-use", mixed] as const) : ([type, { s, line }] as const);
  const total = ranked.reduce((a, r) => a + r[1].s, 0);
  return field(chosen[0], chosen[0], chosen[1].line, Math.max(0.3, Math.min(0.9, chosen[1].s / total)));
}

export function findPropertyClass(pages: Line[][]): OmField | null {
  let prose: OmField | null = null;
  for (const lines of pages) {
    const off = /\b(?:comparables?|comps|market\s+(?:overview|survey)|submarket)\b/i.test(
      lines
        .slice(0, 5)
        .map((l) => l.text)
        .join(" "),
    );
    for (let i = 0; i < lines.length; i++) {
      const t = lines[i].text;
      const labelled =
        /\b(?:building|property|asset|investment)\s+class\s*:?\s*(?:class\s+)?([ABC][+-]?)\b/i.exec(t) ??
        /^class\s*:?\s*([ABC][+-]?)$/i.exec(t);
      if (labelled) return field(labelled[0], labelled[1].toUpperCase(), lines[i], 0.85);
      if (/^(?:building|property|asset)\s+class$/i.test(t)) {
        const v = /^(?:class\s+)?([ABC][+-]?)$/i.exec(lines[i + 1]?.text ?? "");
        if (v) return field(`${t} ${v[0]}`, v[1].toUpperCase(), lines[i], 0.8);
      }
      const m =
        /\bclass\s+([ABC][+-]?)(?=\s|$|,|\.)(?:\s+(?:office|industrial|retail|multifamily|apartment|building|property|asset|space|medical))?/.exec(
          t,
        );
      if (!prose && m && !off && !/\bclass\s+[ABC]\s+(?:and|or|&|\/)\s+(?:class\s+)?[ABC]\b/i.test(t))
        prose = field(m[0], m[1].toUpperCase(), lines[i], 0.55);
    }
  }
  return prose;
}
