// Field parser for OCR text of a business card. Pure (no OCR, no I/O): lines in, CardRecognition out.
// Rules are layout-independent: patterns for e-mail/phone/web/address, vocabularies for job titles
// and company suffixes, and agreement with the e-mail/website domain for the company and the name.
import type { CardRecognition } from "#shared/contract/card-recognition.ts";
import { looksMobile } from "#server/analysis/card/mobile-numbers.ts";

export type CardTextLine = {
  text: string;
  confidence?: number;
  bbox?: { x0: number; y0: number; x1: number; y1: number };
};

type Box = { x0: number; y0: number; x1: number; y1: number };
type Line = { text: string; height: number; confidence: number; index: number; used: boolean; bbox?: Box };

const EMAIL_RE = /[A-Z0-9][A-Z0-9._%+'-]*@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/i;
const LINKEDIN_RE =
  /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linked\s?in\.com\/(in|pub|company|school)\/([A-Za-z0-9_%.-]+)\/?/i;
const TLDS =
  "com|net|org|biz|info|io|co|us|uk|ca|de|fr|nl|ie|au|nz|realty|properties|property|estate|group|partners|law|agency|company|capital|global|cre|ai|app|dev|me|ny|nyc|la|systems|jp|br|sg|ch|in|ae|kr|ua|vn|cn|hk|tw|es|it|pl|se|no|dk|fi|at|be|pt|mx|ar|cl|za|ru|tr|my|id|ph|th|il|eu";
const WEBSITE_RE = new RegExp(
  `(?:https?:\\/\\/)?(?:www\\d?\\.)?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+(?:${TLDS})(?:\\.[a-z]{2})?(?![a-z0-9@-])(?:\\/[^\\s|,;]*)?`,
  "i",
);
// A phone number: optional country code, area code, at least 7 digits overall in groups.
const PHONE_RE =
  /(?:\+\s?\d{1,3}[\s.-]*)?(?:\(\s?\d{1,4}\s?\)|\d{1,4})(?:[\s.-]*\(?\d{1,4}\)?){1,4}(?:\s*(?:x|ext\.?|extension)\s*\d{1,5})?/gi;

const FREE_MAIL = new Set([
  "gmail",
  "googlemail",
  "yahoo",
  "hotmail",
  "outlook",
  "live",
  "msn",
  "aol",
  "icloud",
  "me",
  "mac",
  "protonmail",
  "proton",
  "gmx",
  "mail",
  "comcast",
  "verizon",
  "att",
  "sbcglobal",
  "ymail",
]);

// Job-title vocabulary (lower case, matched as whole words).
const TITLE_WORDS = [
  "broker",
  "associate broker",
  "managing broker",
  "salesperson",
  "sales associate",
  "associate",
  "senior associate",
  "principal",
  "director",
  "managing director",
  "executive director",
  "vice president",
  "vp",
  "svp",
  "evp",
  "avp",
  "president",
  "managing partner",
  "partner",
  "founding partner",
  "founder",
  "co-founder",
  "owner",
  "ceo",
  "cfo",
  "coo",
  "cto",
  "cio",
  "cmo",
  "chief",
  "chairman",
  "chair",
  "officer",
  "manager",
  "agent",
  "realtor",
  "realtor®",
  "analyst",
  "researcher",
  "consultant",
  "advisor",
  "adviser",
  "specialist",
  "executive",
  "head of",
  "lead",
  "coordinator",
  "engineer",
  "architect",
  "developer",
  "designer",
  "representative",
  "administrator",
  "assistant",
  "attorney",
  "counsel",
  "paralegal",
  "accountant",
  "controller",
  "secretary",
  "treasurer",
  "recruiter",
  "supervisor",
  "superintendent",
  "negotiator",
  "surveyor",
  "valuer",
  "appraiser",
  "underwriter",
  "banker",
  "lender",
  "officer",
  "leasing",
  "intern",
  "scientist",
  "professor",
  "editor",
  // Titles as printed on cards in Portuguese, Spanish, French and German.
  "gerente",
  "diretor",
  "diretora",
  "director",
  "directora",
  "consultor",
  "consultora",
  "coordenador",
  "coordenadora",
  "coordinador",
  "analista",
  "engenheiro",
  "ingeniero",
  "presidente",
  "jefe",
  "directeur",
  "directrice",
  "responsable",
  "geschäftsführer",
  "leiter",
  "leiterin",
];
const TITLE_RE = new RegExp(`(?:^|[^a-z])(?:${TITLE_WORDS.map(escapeRe).join("|")})(?:s)?(?![a-z])`, "i");

// Company-name markers: legal forms and words real-estate firms put in their names.
const COMPANY_SUFFIX_RE =
  /(?:^|[^a-z])(?:llc|l\.l\.c\.|inc\.?|incorporated|ltd\.?|limited|llp|lp|plc|gmbh|corp\.?|corporation|co\.|company|realty|realtors|partners|group|properties|property|holdings|capital|advisors|advisers|associates|investments|investors|ventures|brokerage|real estate|commercial|development|developers|enterprises|management|trust|bank|industries|international|solutions|services|consulting|agency|law firm|architects|studio|labs?)(?![a-z])/i;

const STREET_SUFFIX =
  "street|st|avenue|ave|av|boulevard|blvd|road|rd|drive|dr|lane|ln|way|place|pl|plaza|plz|court|ct|square|sq|parkway|pkwy|highway|hwy|circle|cir|terrace|ter|trail|trl|center|centre|ctr|park|row|close|crescent|cres|gardens|gdns|mews|walk|wharf|quay|hill|broadway|alley|pike|loop|run|turnpike|tpke|expressway|expy|freeway|fwy";
const STREET_RE = new RegExp(
  `^(?:(?:suite|ste|unit|floor|fl|level)\\b\\.?\\s*#?\\w+,?\\s+)?(?:\\d{1,6}[a-z]?(?:[-–]\\d{1,6})?|one)\\s+(?:[\\w.'’-]+\\s+){0,5}(?:${STREET_SUFFIX})\\.?(?:\\s+(?:n|s|e|w|ne|nw|se|sw|north|south|east|west))?\\b`,
  "i",
);
const PO_BOX_RE = /\bP\.?\s?O\.?\s?Box\s+\d+/i;
const UNIT_RE =
  /^(?:(?:suite|ste|unit|floor|fl|level|room|rm|building|bldg)\b\.?|#)\s*#?\d[\w-]*|^\d{1,3}(?:st|nd|rd|th)\s+floor/i;
const US_STATES =
  "AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|PR";
const CA_PROV = "AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT";
const US_CITY_RE = new RegExp(`[A-Za-z][A-Za-z .'-]*,?\\s+(?:${US_STATES})\\.?,?\\s+\\d{5}(?:-\\d{4})?\\b`);
const CA_CITY_RE = new RegExp(`[A-Za-z][A-Za-z .'-]*,?\\s+(?:${CA_PROV})\\.?,?\\s+[A-Z]\\d[A-Z\\]|]\\s?\\d[A-Z]\\d\\b`);
const UK_POSTCODE_RE = /\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b/;
const ZIP_ONLY_RE = new RegExp(`\\b(?:${US_STATES})\\s+\\d{5}(?:-\\d{4})?\\b`);

const NAME_SUFFIX_RE =
  /,?\s+(?:ccim|sior|cpm|crea?|mai|cre|mba|cpa|cfa|esq\.?|jr\.?|sr\.?|ii|iii|iv|phd|ph\.d\.|pe|p\.e\.|leed\s*ap|frics|mrics|rics|realtor®?|gri|abr|crs|sra|alc|cips|csp|ccrm)\b\.?/gi;

/** Postal-code shapes that also look like short phone numbers (Japan 100-6921, Brazil 01014-000). */
const POSTCODE_SHAPE = /^(?:〒\s?)?(?:\d{3}-\d{4}|\d{4,5}-\d{3})$/;
const COUNTRY_RE =
  /\b(?:Japan|Switzerland|Schweiz|Suisse|Germany|Deutschland|Austria|France|Italy|Spain|Portugal|Netherlands|Belgium|Vietnam|Viet\s?Nam|Brazil|Brasil|Singapore|United\s+Arab\s+Emirates|U\.?A\.?E\.?|Korea|India|Ukraine|China|Hong\s+Kong|Taiwan|Thailand|Malaysia|Indonesia|Philippines|Australia|Mexico|United\s+Kingdom|Ireland|Poland|Sweden|Norway|Denmark|Finland|Israel|Turkey)\b/i;
/** A postal code in its address context: Japanese 〒160-0022, Brazilian CEP, European "CH-8001 Zürich" / "6055 Alpnach", Singapore 569138. */
const INTL_POSTCODE_RE =
  /(?:〒\s?)?(?<![\d)(+][\s.-]?)\b\d{3}-\d{4}\b(?![\s.-]?\d)|(?<![\d)(+][\s.-]?)\b\d{5}-\d{3}\b(?![\s.-]?\d)|\b(?:[A-Z]{1,2}-\s?)\d{4,5}\s+\p{Lu}\p{Ll}+|^\d{4,5}\s+\p{Lu}\p{Ll}{2,}|\bSingapore\s+\d{6}\b/u;
/** Pieces of addresses outside the US: block numbers (2-10-14), wards, districts, buildings, streets. */
const INTL_PART_RE =
  /\b\d{1,4}-\d{1,4}(?:-\d{1,4})?\b|-(?:ku|shi|cho|machi|gun|ken)\b|\bchome\b|\b(?:Ward|District|Dist\.|Prefecture|City|Province|Bldg\.?|Building|Tower|Floor|Fl\.|Hall|Room|Plaza|Center|Centre|Street|Road|Avenue)\b|\b(?:Rua|Av\.|Avenida|Alameda|Travessa|Estrada|Rodovia|Calle|Via|Viale|Rue)\s|\p{L}(?:strasse|straße|str\.|weg|gasse|platz|allee|straat|laan|gade|vej)\b|[\uAC00-\uD7A3]{2,}/iu;
const LEGAL_SUFFIX_RE =
  /(?:^|[^a-z])(?:llc|l\.l\.c\.|inc\.?|incorporated|ltd\.?|limited|llp|plc|gmbh|ag|corp\.?|corporation|co\.|company|kaisha|k\.k\.|s\.a\.|s\/a|ltda\.?|pte|pty|b\.v\.|n\.v\.|s\.r\.l\.|sarl|oy|ab|as)(?![a-z])/i;
/** A unit inside a firm, not the firm: printed on its own line under the name on many cards. */
const DEPARTMENT_RE = /\b(?:Department|Dept\.?|Division|Div\.?|Section|Bureau|Team|Office|Unit)\b/i;

// "HP" (handphone) is the mobile in Singapore and Malaysia.
const LABEL_PERSON = /^(?:direct|dir|mobile|mob|cell|cel|cellular|m|d|c|t|dd|dl|personal|hp|handphone|celular)$/i;
const LABEL_COMPANY = /^(?:office|main|o|company|tel|tel\.|telephone|switchboard|hq|headquarters|w|work|b|business)$/i;
const LABEL_GENERIC = /^(?:phone|ph|p|call|tel\/fax)$/i;
const LABEL_FAX = /^(?:fax|f|fx|facsimile)$/i;

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Removes OCR debris around a line: quote marks, bullets, bars, stray symbols at either end. */
function cleanLine(s: string): string {
  return s
    .replace(/[“”„«»]/g, '"')
    .replace(/[‘’`]/g, "'")
    .replace(/\s+/g, " ")
    .replace(/^[\s"'©®|•·~*_=—–\-:;,.!\\/]+(?=[\p{L}\p{N}+(@])/u, "")
    .replace(/[\s"'©|•·~*_=—–\\{}[\]]+$/u, "")
    .trim();
}

/** Letters and digits share: lines that are mostly symbols are OCR noise from textures and logos. */
function alnumRatio(s: string): number {
  const compact = s.replace(/\s/g, "");
  if (!compact) return 0;
  return compact.replace(/[^\p{L}\p{N}]/gu, "").length / compact.length;
}

function splitSegments(text: string): string[] {
  // Cards often print several items on one line: "T 212 555 0100 | F 212 555 0101", "a • b".
  return text
    .split(/\s+[|•·]\s+|\s{3,}|\t+/)
    .map(cleanLine)
    .filter(Boolean);
}

function toLines(text: string, ocrLines?: CardTextLine[]): Line[] {
  const src: CardTextLine[] = ocrLines?.length
    ? joinRowFragments(ocrLines)
    : text.split(/\r?\n/).map((t) => ({ text: t }));
  const out: Line[] = [];
  for (const l of src) {
    const height = l.bbox ? Math.max(0, l.bbox.y1 - l.bbox.y0) : 0;
    const confidence = l.confidence ?? 100;
    for (const seg of splitSegments(l.text).flatMap(splitNameTitle)) {
      const letters = seg.replace(/[^\p{L}\p{N}]/gu, "").length;
      const meaningful = EMAIL_RE.test(seg) || WEBSITE_RE.test(seg) || /\d{3}/.test(seg);
      if (letters < 2) continue;
      if (!meaningful && alnumRatio(seg) < 0.6) continue;
      if (!meaningful && confidence < 35 && letters < 5) continue;
      out.push({ text: seg, height, confidence, index: out.length, used: false, bbox: l.bbox });
    }
  }
  return out;
}

/** "Chris Smith, Senior Researcher" / "CHRIS SMITH – Broker": a name and a title on one line. */
export function splitNameTitle(seg: string): string[] {
  const m = seg.match(/^(.+?)\s*(?:,|\s[-–—|/]|\s{2,})\s*(.+)$/);
  if (!m) return [seg];
  const [, name, title] = m;
  if (!nameShape(name) || TITLE_RE.test(name) || COMPANY_SUFFIX_RE.test(name)) return [seg];
  if (!TITLE_RE.test(title) || title.split(/\s+/).length > 7 || /\d|@/.test(title)) return [seg];
  return [name, title];
}

/**
 * Sparse-text OCR sometimes cuts one printed line in two ("San" | "Diego, CA 92101"): consecutive
 * pieces on the same row with no more than a word space between them are joined again.
 */
export function joinRowFragments(lines: CardTextLine[]): CardTextLine[] {
  const out: CardTextLine[] = [];
  for (const l of lines) {
    const prev = out[out.length - 1];
    const a = prev?.bbox;
    const b = l.bbox;
    if (a && b) {
      const h = Math.min(a.y1 - a.y0, b.y1 - b.y0);
      const overlap = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
      const gap = b.x0 - a.x1;
      const ratio = Math.max(a.y1 - a.y0, b.y1 - b.y0) / Math.max(1, h);
      if (h > 0 && overlap >= h * 0.6 && ratio < 1.6 && gap >= -h * 0.3 && gap <= h * 0.8) {
        out[out.length - 1] = {
          text: `${prev.text} ${l.text}`,
          confidence: Math.min(prev.confidence ?? 100, l.confidence ?? 100),
          bbox: {
            x0: Math.min(a.x0, b.x0),
            y0: Math.min(a.y0, b.y0),
            x1: Math.max(a.x1, b.x1),
            y1: Math.max(a.y1, b.y1),
          },
        };
        continue;
      }
    }
    out.push(l);
  }
  return out;
}

function normaliseWebsite(raw: string): string | null {
  const m = raw.match(WEBSITE_RE);
  if (!m) return null;
  const host = m[0]
    .replace(/^https?:\/\//i, "")
    .split("/")[0]
    .toLowerCase()
    .replace(/\.$/, "");
  if (!host.includes(".")) return null;
  return `https://${host}/`;
}

function normaliseLinkedin(kind: string, slug: string): string {
  const k = kind.toLowerCase() === "pub" ? "in" : kind.toLowerCase();
  return `https://www.linkedin.com/${k}/${slug.replace(/[.,;]+$/, "")}`;
}

/** Registrable label of a host or e-mail domain: "mail.contoso.co.uk" -> "contoso". */
function domainLabel(host: string): string {
  const parts = host
    .toLowerCase()
    .replace(/^www\d?\./, "")
    .split(".");
  if (parts.length >= 3 && /^(co|com|org|net|ac|gov)$/.test(parts[parts.length - 2])) return parts[parts.length - 3];
  return parts.length >= 2 ? parts[parts.length - 2] : parts[0];
}

function letters(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]/g, "");
}

function digitCount(s: string): number {
  return s.replace(/\D/g, "").length;
}

function cleanPhone(raw: string): string {
  return raw
    .replace(/\s+/g, " ")
    .replace(/\(\s+/g, "(")
    .replace(/\s+\)/g, ")")
    .replace(/[\s.-]+$/, "")
    .trim();
}

type Phone = { value: string; label: "person" | "company" | "generic" | "fax" | "none"; line: number; word?: string };

function phonesIn(line: Line, lineLabel: Phone["label"]): Phone[] {
  const out: Phone[] = [];
  const text = line.text.replace(/[{[]/g, "(").replace(/[}\]]/g, ")");
  PHONE_RE.lastIndex = 0;
  for (let m = PHONE_RE.exec(text); m; m = PHONE_RE.exec(text)) {
    const digits = digitCount(m[0].replace(/(?:x|ext\.?|extension)\s*\d+$/i, ""));
    if (digits < 7 || digits > 15) continue;
    // Not a phone: a ZIP+4 or a street number followed by a postcode.
    if (/^\d{5}-\d{4}$/.test(m[0].trim())) continue;
    const before = text.slice(0, m.index);
    // "Direct Line:", "Main Office", "Tel." before the number; "(fax)", "(m)" after it.
    const labelMatch = before.match(/([A-Za-z]+)\.?(?:\s+(?:line|number|no|phone|tel)\.?)?\s*[:.)-]?\s*$/i);
    const after = text.slice(m.index + m[0].length).match(/^\s*[([]?\s*([A-Za-z]+)\s*[)\]]/);
    let label: Phone["label"] = "none";
    let labelWord: string | undefined;
    for (const word of [labelMatch?.[1], after?.[1]]) {
      if (!word || label !== "none") continue;
      labelWord = word;
      if (LABEL_FAX.test(word)) label = "fax";
      else if (LABEL_PERSON.test(word)) label = "person";
      else if (LABEL_COMPANY.test(word)) label = "company";
      else if (LABEL_GENERIC.test(word)) label = "generic";
    }
    // A certification or registration number is no phone: "ISO 27001", "15 512641/ISO 27001", "Reg. No.".
    const after2 = text.slice(m.index + m[0].length);
    if (
      /^\s*\/\s*\p{L}/u.test(after2) ||
      /\b(?:[I1l]S[O0]|cert\w*|reg(?:istration)?\.?\s*no|license|licence)\b/i.test(`${before} ${after2.slice(0, 12)}`)
    )
      continue;
    // A postal code is no phone: "Tokyo 160-0022, Japan", "Cep 01014-000" (unlabelled, beside words).
    const rest = `${before} ${text.slice(m.index + m[0].length)}`;
    if (
      label === "none" &&
      POSTCODE_SHAPE.test(m[0].trim()) &&
      (/\p{L}{3,}/u.test(rest) || /(?:cep|zip|postal|post\s*code)\W*$/i.test(before))
    )
      continue;
    if (label === "none" && out.length === 0) label = lineLabel;
    out.push({ value: cleanPhone(m[0]), label, line: line.index, word: labelWord });
  }
  return out;
}

function titleCase(s: string): string {
  return s.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, p, c) => p + c.toUpperCase());
}

function isUpperWord(w: string): boolean {
  const l = w.replace(/[^\p{L}]/gu, "");
  return l.length > 0 && l === l.toUpperCase();
}

/** A person's name: 2–4 capitalised words of letters (initials, hyphens, apostrophes allowed). */
function nameShape(s: string): boolean {
  const t = s.replace(NAME_SUFFIX_RE, "").trim();
  const words = t.split(/\s+/);
  if (words.length < 2 || words.length > 4) return false;
  if (/\d|@|\//.test(t)) return false;
  return words.every((w) =>
    /^(?:\p{Lu}[\p{L}'’-]*\.?|\p{Lu}\.|(?:de|van|von|der|da|di|la|le|del|du|bin|al)\b)$/u.test(w),
  );
}

function isAddressish(s: string): boolean {
  return (
    STREET_RE.test(s) ||
    PO_BOX_RE.test(s) ||
    US_CITY_RE.test(s) ||
    CA_CITY_RE.test(s) ||
    (UK_POSTCODE_RE.test(s) && /[a-z]/.test(s)) ||
    UNIT_RE.test(s) ||
    isIntlAnchor(s)
  );
}

const PHONE_LABEL_RE = /\b(?:tel|phone|fax|mobile|cell|direct|pabx|fone|hp|ddi)\b\.?\s*[:.]?/i;

/** The line of an address outside the US that carries the postal code or the country. */
function isIntlAnchor(s: string): boolean {
  if (PHONE_LABEL_RE.test(s) || EMAIL_RE.test(s)) return false;
  if (LEGAL_SUFFIX_RE.test(s) && !/\d/.test(s)) return false;
  if (s.replace(/[^\p{L}]/gu, "").length < 3) return false;
  return INTL_POSTCODE_RE.test(s) || (COUNTRY_RE.test(s) && /[\d,]/.test(s));
}

function isIntlPart(s: string): boolean {
  if (PHONE_LABEL_RE.test(s) || EMAIL_RE.test(s) || TITLE_RE.test(s)) return false;
  if (LEGAL_SUFFIX_RE.test(s) && !/\d/.test(s)) return false;
  return INTL_PART_RE.test(s) || isIntlAnchor(s);
}

/** An address block outside the US: the postal-code/country line and the street lines printed with it. */
function findIntlAddress(free: Line[]): string | null {
  for (const l of free) {
    if (!isIntlAnchor(l.text)) continue;
    const parts = [l];
    while (parts.length < 4) {
      const p = lineAbove(free, parts[0]);
      if (p && !p.used && isIntlPart(p.text)) parts.unshift(p);
      else break;
    }
    const last = parts[parts.length - 1];
    const next = free[free.indexOf(last) + 1];
    if (
      next &&
      next.index <= last.index + 2 &&
      (/,\s*$/.test(last.text) || COUNTRY_RE.test(next.text)) &&
      !COUNTRY_RE.test(last.text) &&
      isIntlPart(next.text)
    )
      parts.push(next);
    for (const p of parts) p.used = true;
    return tidyAddress(
      parts
        .map((p) =>
          stripAddressLabel(p.text).replace(/^(?:head\s+office|main\s+office|office|hq|address|add)\s*[:.]?\s*/i, ""),
        )
        .join(", "),
    );
  }
  return null;
}

function findAddress(lines: Line[]): string | null {
  const isCity = (s: string) =>
    US_CITY_RE.test(s) || CA_CITY_RE.test(s) || ZIP_ONLY_RE.test(s) || UK_POSTCODE_RE.test(s);
  const isStreet = (s: string) => STREET_RE.test(s) || PO_BOX_RE.test(s) || UNIT_RE.test(s);
  const free = lines.filter(
    (l) => !l.used && !EMAIL_RE.test(l.text) && !WEBSITE_RE.test(`${l.text.replace(/\s/g, "")} `),
  );
  // Anchor: the postal-code line; then gather street/unit lines just above it.
  for (let i = 0; i < free.length; i++) {
    const l = free[i];
    if (!isCity(l.text)) continue;
    if (digitCount(l.text) > 12) continue;
    const parts = [l];
    const hasStreetInLine = isStreet(l.text) || /^\d+\s+\S+/.test(l.text);
    if (!hasStreetInLine) {
      while (parts.length < 3) {
        const p = lineAbove(free, parts[0]);
        if (p && (isStreet(p.text) || /^\d+[a-z]?\s+\p{L}/u.test(p.text))) parts.unshift(p);
        else break;
      }
    }
    if (parts.length === 1 && !hasStreetInLine && !(US_CITY_RE.test(l.text) || CA_CITY_RE.test(l.text))) continue;
    for (const p of parts) p.used = true;
    return tidyAddress(parts.map((p) => stripAddressLabel(p.text)).join(", "));
  }
  const intl = findIntlAddress(free);
  if (intl) return intl;
  // No postcode line: a street line, with the next line when it names the city.
  for (let i = 0; i < free.length; i++) {
    const l = free[i];
    if (!(STREET_RE.test(l.text) || PO_BOX_RE.test(l.text))) continue;
    const parts = [l];
    const next = free[i + 1];
    if (
      next &&
      next.index === l.index + 1 &&
      /^[\p{L} .'-]+,\s*[\p{L} .'-]+$/u.test(next.text) &&
      !TITLE_RE.test(next.text)
    )
      parts.push(next);
    for (const p of parts) p.used = true;
    return tidyAddress(parts.map((p) => stripAddressLabel(p.text)).join(", "));
  }
  return null;
}

/**
 * The line printed just above `l`: by geometry when OCR boxes are known (two-column cards interleave
 * lines in OCR order), else the previous line in reading order.
 */
function lineAbove(lines: Line[], l: Line): Line | undefined {
  if (l.bbox) {
    const b = l.bbox;
    const h = Math.max(4, b.y1 - b.y0);
    let best: Line | undefined;
    let bestGap = Number.POSITIVE_INFINITY;
    for (const p of lines) {
      if (p === l || !p.bbox) continue;
      const gap = b.y0 - p.bbox.y1;
      const overlap = Math.min(b.x1, p.bbox.x1) - Math.max(b.x0, p.bbox.x0);
      if (gap < -h * 0.5 || gap > h * 1.5 || overlap <= 0) continue;
      if (p.bbox.y0 >= b.y0) continue;
      if (gap < bestGap) {
        best = p;
        bestGap = gap;
      }
    }
    return best;
  }
  const i = lines.indexOf(l);
  const p = lines[i - 1];
  return p && p.index >= l.index - 2 ? p : undefined;
}

function stripAddressLabel(s: string): string {
  return s.replace(/^(?:address|addr|a|add)\s*[:.]\s*/i, "");
}

function tidyAddress(s: string): string {
  return s
    .replace(/\b([A-Z]\d)[\]|](\s?\d[A-Z]\d)\b/g, "$1J$2") // OCR reads the J of a Canadian postcode as ]
    .replace(/\s+,/g, ",")
    .replace(/,\s*,/g, ",")
    .replace(/\s{2,}/g, " ")
    .replace(/[,.\s]+$/, "")
    .trim();
}

/**
 * Parses the text of a business card into person and company fields. `lines` (from OCR) adds
 * per-line confidence and height, used to drop noise and to prefer the largest line as the name.
 */
export function parseCardText(text: string, lines?: CardTextLine[]): CardRecognition {
  const all = toLines(text, lines);
  const result: CardRecognition = {
    person: { firstName: null, lastName: null, email: null, phone: null, position: null, linkedin_url: null },
    company: { name: null, website: null, address: null, phone: null, linkedin_url: null },
  };

  // LinkedIn first: its URL also looks like a website.
  for (const l of all) {
    const m = l.text.replace(/\s*\/\s*/g, "/").match(LINKEDIN_RE);
    if (!m) continue;
    const url = normaliseLinkedin(m[1], m[2]);
    if (m[1].toLowerCase() === "company" || m[1].toLowerCase() === "school") result.company.linkedin_url ??= url;
    else result.person.linkedin_url ??= url;
    l.used = l.text.replace(m[0], "").replace(/linked\s?in|[:\s]/gi, "").length < 3 || l.used;
    l.text = l.text.replace(m[0], " ").trim();
  }

  // E-mail.
  for (const l of all) {
    const fixed = fixEmailText(l.text);
    const m = fixed.match(EMAIL_RE);
    if (!m) continue;
    if (!result.person.email) result.person.email = m[0].replace(/[.,]+$/, "").toLowerCase();
    l.text = fixed
      .replace(m[0], " ")
      .replace(/^\s*(?:e-?mail|email|e|mail)\s*[:.]?\s*/i, "")
      .trim();
    if (l.text.replace(/[^\p{L}\p{N}]/gu, "").length < 3) l.used = true;
  }

  // Website (not the LinkedIn URL, not an e-mail domain left in a line).
  for (const l of all) {
    if (l.used) continue;
    const candidate = fixWebText(l.text);
    const m = candidate.match(WEBSITE_RE);
    if (!m) continue;
    // A bare "name.com" inside prose is a company name, not a URL, unless it has www/http or stands alone.
    const standalone =
      candidate
        .replace(m[0], "")
        .replace(/^\s*(?:web(?:site)?|w|www|url|site)\s*[:.]?\s*/i, "")
        .replace(/[^\p{L}\p{N}]/gu, "").length < 3;
    // ...or when it is the e-mail's domain (then stray OCR debris like "view." before it is ignored).
    const host = m[0].replace(/^https?:\/\//i, "").split("/")[0];
    const emailDomain = result.person.email?.split("@")[1];
    const sameAsEmail = !!emailDomain && nearlySame(domainLabel(host), domainLabel(emailDomain));
    if (!standalone && !sameAsEmail && !/^(?:https?:|www)/i.test(m[0])) continue;
    if (!result.company.website) result.company.website = normaliseWebsite(m[0]);
    if (standalone) l.used = true;
    else l.text = candidate.replace(m[0], " ").trim();
  }

  reconcileDomains(result, all);

  // Phones, label-aware. A line's own label ("Mobile") applies to its first number.
  const phones: Phone[] = [];
  for (const l of all) {
    if (l.used || digitCount(l.text) < 7) continue;
    if (
      isAddressish(l.text) &&
      !/(?:tel|phone|fax|mobile|cell|direct|office|main|^[tmfdoc])\s*[:.]?\s*[+(\d]/i.test(l.text)
    )
      continue;
    const found = phonesIn(l, "none");
    if (found.length) {
      phones.push(...found);
      const rest = l.text
        .replace(PHONE_RE, " ")
        .replace(/[A-Za-z]+\.?\s*[:.]?/g, (w) =>
          /^(?:[a-z]{1,2}|tel|fax|phone|mobile|cell|direct|office|main|ext|work|ph|mob|dir)\.?\s*[:.]?$/i.test(w.trim())
            ? " "
            : w,
        );
      if (rest.replace(/[^\p{L}\p{N}]/gu, "").length < 3) l.used = true;
    }
  }
  alignAreaCodes(phones);
  const pick = (label: Phone["label"]) => phones.find((p) => p.label === label)?.value ?? null;
  result.person.phone = pick("person");
  result.company.phone = pick("company");
  // Unlabelled numbers: a mobile number is the person's, a landline the office's.
  const unlabelled = phones.filter((x) => x.label === "generic" || x.label === "none");
  unlabelled.sort((a, b) => Number(looksMobile(b.value)) - Number(looksMobile(a.value)));
  for (const p of unlabelled) {
    if (!result.person.phone) result.person.phone = p.value;
    else if (!result.company.phone && p.value !== result.person.phone) result.company.phone = p.value;
  }
  // A card with a single number (fax aside) labelled just "Tel" gives the person that number.
  const voice = new Set(phones.filter((p) => p.label !== "fax").map((p) => p.value.replace(/\D/g, "")));
  const only = phones.find((p) => p.label !== "fax");
  if (!result.person.phone && result.company.phone && voice.size === 1 && /^tel/i.test(only?.word ?? "")) {
    result.person.phone = result.company.phone;
    result.company.phone = null;
  }

  // Address.
  result.company.address = findAddress(all);

  const rest = all.filter((l) => !l.used && !/\d{3,}/.test(l.text) && !EMAIL_RE.test(l.text));
  const domains = [
    result.person.email?.split("@")[1],
    result.company.website?.replace(/^https:\/\//, "").replace(/\/$/, ""),
  ]
    .filter((d): d is string => !!d)
    .map(domainLabel)
    .filter((d) => !FREE_MAIL.has(d))
    .map((d) => d.replace(/[^a-z0-9]/g, ""));

  // Company by domain first: it is the strongest signal and keeps "Ironwood Partners" from being read
  // as a job title ("partner").
  const companyPool = () =>
    rest.filter(
      (l) =>
        !l.used &&
        l.text.split(/\s+/).length <= 7 &&
        !isAddressish(l.text) &&
        !(DEPARTMENT_RE.test(l.text) && !LEGAL_SUFFIX_RE.test(l.text)),
    );
  const domainScore = (l: Line): number => {
    const flat = letters(l.text.replace(new RegExp(COMPANY_SUFFIX_RE.source, "gi"), " "));
    const full = letters(l.text);
    const initials = l.text
      .split(/[\s&-]+/)
      .filter((w) => /^\p{L}/u.test(w) && !LEGAL_SUFFIX_RE.test(` ${w}`))
      .map((w) => w[0].toLowerCase())
      .join("");
    let best = 0;
    for (const d of domains) {
      if (d.length < 2) continue;
      if (full === d || (flat.length >= 2 && flat === d)) best = Math.max(best, 3);
      else if (d.length >= 3 && flat.length >= 3 && (full.startsWith(d) || full.includes(d)))
        best = Math.max(best, 2.1);
      else if (d.length >= 3 && flat.length >= 3 && d.startsWith(flat)) best = Math.max(best, 2);
      else if (initials.length >= 2 && (initials === d || (d.startsWith(initials) && d.length - initials.length <= 3)))
        best = Math.max(best, 1.5);
    }
    // A personal domain (janesmith.com) matches the person's name: only an exact match counts then.
    if (best === 2 && nameShapeStrict(l.text)) return 0;
    return best;
  };
  const byDomain = companyPool()
    .map((l) => ({ l, s: domainScore(l) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s || a.l.index - b.l.index);
  let company: Line | undefined = byDomain[0]?.l;
  if (company) company.used = true;

  // Name: a name-shaped line; prefer one matching the e-mail's local part, then the tallest line.
  const local = result.person.email?.split("@")[0].toLowerCase() ?? "";
  joinNameByEmail(rest, local);
  const titleLike = (l: Line) => TITLE_RE.test(l.text) && l.text.split(/\s+/).length <= 8;
  const nameCandidates = rest.filter(
    (l) => !l.used && nameShape(l.text) && !TITLE_RE.test(l.text) && !COMPANY_SUFFIX_RE.test(l.text),
  );
  const tallest = Math.max(0, ...rest.map((r) => r.height));
  const scoreName = (l: Line) => {
    const words = l.text.replace(NAME_SUFFIX_RE, "").toLowerCase().split(/\s+/).map(letters);
    let sc = 0;
    if (local) {
      const loc = letters(local);
      if (words[0] && words[0].length > 1 && loc.includes(words[0])) sc += 4;
      const last = words[words.length - 1];
      if (last && last.length > 1 && loc.includes(last)) sc += 4;
      if (words[0] && loc.startsWith(words[0][0]) && last && loc.includes(last)) sc += 1;
    }
    if (domains.some((d) => letters(l.text) === d)) sc -= 6; // it's the company
    if (tallest > 0 && l.height >= tallest * 0.9) sc += 2;
    if (rest.some((t) => t !== l && titleLike(t) && Math.abs(t.index - l.index) <= 1)) sc += 2;
    if (l.text.split(/\s+/).every(isUpperWord)) sc -= 0.5;
    sc += (l.confidence - 50) / 100;
    sc -= l.index * 0.05;
    return sc;
  };
  nameCandidates.sort((a, b) => scoreName(b) - scoreName(a));
  const nameLine = nameCandidates[0];
  if (nameLine) {
    nameLine.used = true;
    let full = nameLine.text
      .replace(/^(?:dr|mr|mrs|ms|miss|prof|mx)\.?\s+(?=\p{L})/iu, "")
      .replace(NAME_SUFFIX_RE, "")
      .replace(/[,.]+$/, "")
      .trim();
    full = capsSlips(full);
    const split = familyInCaps(full);
    if (split) {
      result.person.firstName = split.given;
      result.person.lastName = split.family;
    } else {
      if (full.split(/\s+/).every(isUpperWord)) full = titleCase(full);
      full = correctNameFromEmail(full, local);
      const sp = full.indexOf(" ");
      result.person.firstName = sp < 0 ? full : full.slice(0, sp);
      // A middle initial is neither the first nor the last name: "John A. Smith" -> John / Smith.
      result.person.lastName = sp < 0 ? null : full.slice(sp + 1).replace(/^\p{Lu}\.?\s+(?=\p{L}{2})/u, "");
    }
  }

  // Position: title vocabulary; closest to the name, below it rather than above; a plural
  // ("Partners", "Advisors") reads as a firm, not a title.
  if (!nameLine) {
    // No legible name line: an e-mail of the form first.last / first_last names the person.
    const m = local.match(/^([a-z]{2,})[._]([a-z]{2,})$/);
    if (m && !FREE_MAIL.has(m[1])) {
      result.person.firstName = titleCase(m[1]);
      result.person.lastName = titleCase(m[2]);
    }
  }
  const titlePool = rest.filter((l) => !l.used && titleLike(l));
  if (titlePool.length) {
    const ref = nameLine?.index ?? -1;
    const scoreTitle = (l: Line) => {
      let sc = -Math.abs(l.index - ref);
      if (l.index > ref) sc += 0.5;
      if (new RegExp(`(?:${TITLE_WORDS.map(escapeRe).join("|")})s\\b`, "i").test(l.text)) sc -= 3;
      if (COMPANY_SUFFIX_RE.test(l.text.replace(/\b(?:associate|partner|principal|advisor|adviser)s?\b/gi, "")))
        sc -= 1;
      return sc;
    };
    titlePool.sort((a, b) => scoreTitle(b) - scoreTitle(a) || a.index - b.index);
    const t = titlePool[0];
    t.used = true;
    result.person.position = t.text.replace(/^(?:title|position)\s*[:.]\s*/i, "").replace(/[,;|]+$/, "");
  }

  // Company fallback: a legal/firm suffix, then an upper-case line.
  // A legal form (Inc., Ltd., AG, Co.) marks the firm more surely than a business word ("Development").
  if (!company) company = companyPool().find((l) => LEGAL_SUFFIX_RE.test(l.text) && !nameShapeStrict(l.text));
  if (!company) company = companyPool().find((l) => COMPANY_SUFFIX_RE.test(l.text) && !nameShapeStrict(l.text));
  if (!company) {
    company = companyPool().find(
      (l) =>
        l.text.replace(/[^\p{L}]/gu, "").length >= 3 &&
        l.text.split(/\s+/).every(isUpperWord) &&
        !TITLE_RE.test(l.text) &&
        l.confidence >= 50,
    );
  }
  if (company) {
    company.used = true;
    const text = company.text
      .replace(/^(?:company|firm)\s*[:.]\s*/i, "")
      .replace(/[,;|]+$/, "")
      // A stray glyph after the legal form ("… Integration AG A") is OCR debris.
      .replace(/((?:^|\s)(?:AG|GmbH|Inc\.?|Ltd\.?|LLC|Co\.|Corp\.?|S\.A\.|Ltda\.?|Pte|plc))\s+\S$/i, "$1");
    result.company.name = domains.reduce((t, d) => repairFromDomain(t, d), capsSlips(text));
  } else {
    // No company line: the firm's own domain names it (contoso.com -> Contoso), unless it is the person's.
    const person = letters(`${result.person.firstName ?? ""}${result.person.lastName ?? ""}`);
    const last = letters(result.person.lastName ?? "");
    const d = domains.find(
      (x) => x.length >= 3 && /^[a-z]+$/.test(x) && x !== person && !(last.length >= 3 && x.includes(last)),
    );
    if (d) {
      // A logo line that spells the domain with OCR slips keeps its case ("CONTOSO").
      const spelt = companyPool()
        .map((l) => repairFromDomain(l.text, d))
        .find((t) => letters(t) === d);
      result.company.name = spelt ?? nameFromDomain(d);
    }
  }
  if (result.person.email && result.person.firstName && result.person.lastName)
    result.person.email = fixEmailLocal(result.person.email, result.person.firstName, result.person.lastName);
  const note = leftoverNote(all, phones);
  return note ? { ...result, note } : result;
}

/**
 * What the card says that no field took (a fax number, a second office, a tagline, a degree), for the
 * broker to read in the review form: legible lines only, OCR debris left out.
 */
function leftoverNote(lines: Line[], phones: Phone[]): string | null {
  const out = phones.filter((p) => p.label === "fax").map((p) => `Fax: ${p.value}`);
  for (const l of lines) {
    if (l.used || l.confidence < 60) continue;
    const text = l.text.replace(/\s+/g, " ").trim();
    const words = text.split(" ").filter((w) => /\p{L}{2,}|\d{2,}/u.test(w));
    // Debris: too few real words, or mostly symbols.
    if (words.length === 0 || text.replace(/[^\p{L}\p{N}]/gu, "").length < 4) continue;
    if (text.replace(/[\p{L}\p{N}\s]/gu, "").length > text.length / 3) continue;
    if (!out.includes(text)) out.push(text);
  }
  return out.length ? out.join("\n").slice(0, 1000) : null;
}

/**
 * The e-mail's local part mends a name the OCR cut apart: a widely spaced "Yoshiki   Kawai" read as two lines on
 * one row (y.kawai@), or "Kiichi M urata" with a space inside a word (kiichi.murata@).
 */
function joinNameByEmail(lines: Line[], local: string): void {
  const parts = local.split(/[._-]+/).filter(Boolean);
  if (parts.length < 2 || !parts.every((p) => /^[a-z]+$/.test(p))) return;
  const localLetters = parts.join("");
  for (const l of lines) {
    if (l.used || letters(l.text) !== localLetters || localLetters.length < 6) continue;
    // Re-split the line's letters where the e-mail splits, keeping the line's case.
    const flat = l.text.replace(/[^\p{L}]/gu, "");
    let at = 0;
    l.text = parts
      .map((p) => {
        const w = flat.slice(at, at + p.length);
        at += p.length;
        return w;
      })
      .join(" ");
    return;
  }
  const single = (l: Line) => !l.used && /^\p{L}{2,}$/u.test(l.text.trim());
  for (let i = 0; i + 1 < lines.length; i++) {
    const [a, b] = [lines[i], lines[i + 1]];
    if (!single(a) || !single(b) || !a.bbox || !b.bbox) continue;
    const h = Math.max(1, Math.min(a.bbox.y1 - a.bbox.y0, b.bbox.y1 - b.bbox.y0));
    if (Math.abs(a.bbox.y0 - b.bbox.y0) > h * 0.4 || b.bbox.x0 < a.bbox.x1) continue;
    const first = a.text.trim().toLowerCase();
    const last = b.text.trim().toLowerCase();
    const matches = parts.includes(last) && (parts.includes(first) || parts[0] === first[0]);
    if (!matches) continue;
    a.text = `${a.text.trim()} ${b.text.trim()}`;
    a.bbox = { ...a.bbox, x1: b.bbox.x1 };
    b.used = true;
    return;
  }
}

/**
 * OCR slips one letter in a name more often than in an e-mail (Cevin/kevin): a name word one
 * substitution away from a word of the e-mail's local part takes that spelling.
 */
function correctNameFromEmail(full: string, local: string): string {
  const tokens = local.split(/[._\-+\d]+/).filter((t) => t.length >= 3);
  if (!tokens.length) return full;
  return full
    .split(" ")
    .map((w) => {
      const lw = w.toLowerCase();
      if (tokens.includes(lw)) return w;
      const t = tokens.find((t) => t.length === lw.length && [...t].filter((c, i) => c !== lw[i]).length === 1);
      if (!t || !/^\p{L}+$/u.test(w)) return w;
      return [...t].map((c, i) => (w[i] === w[i].toUpperCase() ? c.toUpperCase() : c)).join("");
    })
    .join(" ");
}

/**
 * "TANAKA Hiroshi" / "Hiroshi TANAKA": where one of two words is printed in capitals and the other in mixed
 * case, the capitals mark the family name (a common convention on East Asian cards in English).
 */
export function familyInCaps(full: string): { given: string; family: string } | null {
  const parts = full.split(/\s+/);
  if (parts.length !== 2) return null;
  const caps = parts.filter((w) => isUpperWord(w) && w.replace(/[^\p{L}]/gu, "").length >= 2);
  const mixed = parts.filter((w) => /\p{Ll}/u.test(w));
  if (caps.length !== 1 || mixed.length !== 1) return null;
  return { given: mixed[0], family: titleCase(caps[0]) };
}

/** Name-shaped and without any company marker (used to keep "Smith Partners" as a company). */
function nameShapeStrict(s: string): boolean {
  return nameShape(s) && !COMPANY_SUFFIX_RE.test(s);
}

/** E-mail text as OCR gives it: '@' read as ©/®/(a)/(@, spaces around '@' and dots. */
export function fixEmailText(s: string): string {
  let t = s.replace(/\s*@\s*/g, "@").replace(/\s*\((?:at|@)\)\s*|\s*\(@\s*/gi, "@");
  if (!t.includes("@")) {
    // "name©domain.com": a symbol between two word characters, followed by a domain.
    t = t.replace(/([a-z0-9._-])\s?[©®]\s?(?=[a-z0-9-]+\s?\.\s?[a-z]{2,})/gi, "$1@");
  }
  // A dot read as a space: "chris smith@contoso com" -> "chris.smith@contoso.com".
  t = t.replace(new RegExp(`(@[a-z0-9-]+(?:\\.[a-z0-9-]+)*)\\s(${TLDS})\\b`, "gi"), "$1.$2");
  t = t.replace(/(^|\s)([a-z][a-z0-9-]{1,})\s([a-z][\w.-]*@)/gi, (m, pre, a, b) =>
    /^(?:e-?mail|email|mail|e|m|t|w)$/i.test(a) ? m : `${pre}${a}.${b}`,
  );
  // "chris. smith@contoso. com" -> "chris.smith@contoso.com" (only inside the e-mail-like token).
  t = t.replace(/[\w.+'-]+(?:\s?\.\s?[\w+'-]+)*@[\w-]+(?:\s?\.\s?[\w-]+)+/g, (m) => m.replace(/\s+/g, ""));
  // Japan's second-level domains end in .jp; OCR reads the j as i ("holon.ne.ip").
  return t.replace(/(@[\w.-]*\.(?:co|ne|or|ac|ad|go|ed|gr|lg))\.ip\b/gi, "$1.jp");
}

/** Website text as OCR gives it: "wvvw."/"vvww." for "www.", "http//", spaces around the dots. */
export function fixWebText(s: string): string {
  return (
    s
      .replace(/\b(?:wvvw|vvww|vvvvvv|wwvv|ww|vww|wvw)\s?\.\s?(?=[a-z0-9-]{2,}\s?\.)/gi, "www.")
      .replace(/\b(https?)\s?[:;]?\s?\/\s?\/\s?/gi, "$1://")
      .replace(/\bwww\s*\.\s*(?=[a-z0-9-]{2,}\s?\.)/gi, "www.")
      .replace(/\s*\.\s*(?=(?:com|net|org|co|io)\b)/gi, ".")
      // A country code after a second-level domain: "beltis.com. br" -> "beltis.com.br".
      .replace(/(\.(?:com|co|net|org|ac|ad|or|ne|gov|edu))\s*\.\s*([a-z]{2})\b/gi, "$1.$2")
      // A dot read as a space after a www./http host: "www.contoso com" -> "www.contoso.com".
      .replace(new RegExp(`((?:https?:\\/\\/|www\\.)[a-z0-9-]+(?:\\.[a-z0-9-]+)*)\\s(${TLDS})\\b`, "gi"), "$1.$2")
  );
}

/** Edit distance (Levenshtein), small strings only. */
function distance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const t = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = t;
    }
  }
  return prev[b.length];
}

/** Two readings of one word that differ only by OCR slips (rn/m, l/i/1, o/0, cl/d, vv/w). */
export function nearlySame(a: string, b: string): boolean {
  if (a === b) return true;
  const canon = (x: string) =>
    x
      .toLowerCase()
      .replace(/rn/g, "m")
      .replace(/vv/g, "w")
      .replace(/cl/g, "d")
      .replace(/[il1|!j]/g, "l")
      .replace(/0/g, "o")
      .replace(/5/g, "s");
  if (canon(a) === canon(b)) return true;
  const n = Math.min(a.length, b.length);
  return n >= 6 && distance(canon(a), canon(b)) <= 1;
}

/**
 * The e-mail and the website usually share the firm's domain; when OCR read one of them slightly
 * differently, the reading that agrees with a printed line (the company name) wins, else the website's.
 */
function reconcileDomains(result: CardRecognition, lines: Line[]): void {
  const email = result.person.email;
  const site = result.company.website;
  if (!email || !site) return;
  const emailHost = email.split("@")[1];
  const siteHost = site.replace(/^https:\/\//, "").replace(/\/$/, "");
  const e = domainLabel(emailHost);
  const w = domainLabel(siteHost);
  if (e === w || !nearlySame(e, w)) return;
  const printed = lines.map((l) => letters(l.text));
  const seen = (d: string) => printed.some((p) => p.includes(d) && !p.includes("@") && !p.includes(".com"));
  const pick = seen(e) && !seen(w) ? e : w;
  if (pick === w) result.person.email = `${email.split("@")[0]}@${emailHost.replace(e, w)}`;
  else result.company.website = `https://${siteHost.replace(w, e)}/`;
}

/**
 * A company line that spells the firm's domain with a stray mark or two ("Ic ONTOSO" for contoso.com)
 * takes the domain's spelling, in the line's case.
 */
export function repairFromDomain(text: string, domain: string): string {
  const core = letters(text.replace(new RegExp(COMPANY_SUFFIX_RE.source, "gi"), " "));
  // "NORTHGATE" for northgate-re.com: the domain adds a word to the name, nothing to repair.
  if (domain.length < 4 || core === domain || (core.length >= 3 && domain.startsWith(core))) return text;
  const noisy = core.includes(domain) && core.length - domain.length <= 2;
  const close = nearlySame(core, domain) || (domain.length >= 6 && distance(core, domain) <= 2);
  if (!noisy && !close) return text;
  if (text.trim().split(/\s+/).length > 2) return text;
  const upper = text.replace(/[^\p{Lu}]/gu, "").length * 2 > text.replace(/[^\p{L}]/gu, "").length;
  return upper ? domain.toUpperCase() : titleCase(domain);
}

/**
 * The e-mail's local part one OCR slip away from a usual pattern of the printed name
 * (first.last, flast, first, firstl, f.last, first_last, lastf) takes that pattern: liensen -> ljensen.
 */
export function fixEmailLocal(email: string, first: string, last: string): string {
  const [local, host] = email.split("@");
  const f = first.toLowerCase().replace(/[^a-z]/g, "");
  const l = last.toLowerCase().replace(/[^a-z-]/g, "");
  if (!f || !l || !host) return email;
  const patterns = [
    `${f}.${l}`,
    `${f[0]}${l}`,
    `${f}${l}`,
    `${f}`,
    `${f}${l[0]}`,
    `${f[0]}.${l}`,
    `${f}_${l}`,
    `${l}${f[0]}`,
    `${l}`,
  ];
  if (patterns.includes(local)) return email;
  const confusable = /^(?:[ijl1|!]{2}|[o0]{2}|[s5]{2}|[b6]{2}|[g9]{2}|[z2]{2}|[mn]{2}|[uv]{2}|[ce]{2})$/;
  for (const p of patterns) {
    if (p.length !== local.length || p.length < 4) continue;
    const diffs = [...p].map((c, i) => [c, local[i]]).filter(([a, b]) => a !== b);
    if (diffs.length === 1 && confusable.test([...diffs[0]].sort().join(""))) return `${p}@${host}`;
  }
  return email;
}

const DOMAIN_WORDS = [
  "realty",
  "properties",
  "property",
  "partners",
  "group",
  "capital",
  "advisors",
  "homes",
  "commercial",
  "investments",
  "holdings",
  "ventures",
  "development",
  "management",
  "associates",
  "consulting",
  "solutions",
  "law",
  "cre",
];

/** A company name from its domain label: "lakeshorerealty" -> "Lakeshore Realty", "contoso" -> "Contoso". */
export function nameFromDomain(d: string): string {
  for (const w of DOMAIN_WORDS)
    if (d.endsWith(w) && d.length - w.length >= 2)
      return `${titleCase(d.slice(0, -w.length))} ${w === "cre" ? "CRE" : titleCase(w)}`;
  return titleCase(d);
}

const AREA_RE = /^(\+?\d{1,3}[\s.-]*)?\(?(\d{3})\)?/;
const CONFUSABLE_DIGITS = new Set(["09", "08", "89", "38", "56", "68", "17", "35"]);

/**
 * The numbers on one card usually share their area code. One that differs from the code two or more
 * others share by a single easily-confused digit (9 read as 0, 8 as 3) takes the shared code.
 */
function alignAreaCodes(phones: Phone[]): void {
  const codes = phones.map((p) => p.value.match(AREA_RE)?.[2] ?? null);
  const counts = new Map<string, number>();
  for (const c of codes) if (c) counts.set(c, (counts.get(c) ?? 0) + 1);
  const shared = [...counts].filter(([, n]) => n >= 2).map(([c]) => c);
  phones.forEach((p, i) => {
    const c = codes[i];
    if (!c || counts.get(c) !== 1) return;
    const fix = shared.find((s) => {
      const diff = [...s].map((d, k) => [d, c[k]]).filter(([a, b]) => a !== b);
      return diff.length === 1 && CONFUSABLE_DIGITS.has([...diff[0]].sort().join(""));
    });
    if (fix) p.value = p.value.replace(c, fix);
  });
}

/** An upper-case word with one lower-case slip ("CONTOsO", "SMiTH") is upper case. */
export function capsSlips(s: string): string {
  return s.replace(/\p{L}{4,}/gu, (w) => {
    const lower = w.replace(/[^\p{Ll}]/gu, "").length;
    return lower === 1 && !/^\p{Lu}\p{Ll}/u.test(w) ? w.toUpperCase() : w;
  });
}
