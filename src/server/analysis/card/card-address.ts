// The company's address: a US/Canadian/UK postcode line with the street and unit lines above it; else an
// address block outside the US (card-address-intl.ts); else a lone street line.
import { findIntlAddressLines, isIntlAnchor, TOWN_ONLY_RE } from "#server/analysis/card/card-address-intl.ts";
import { type Line, lineAbove, lineBelow } from "#server/analysis/card/card-lines.ts";
import { digitCount, EMAIL_RE, TITLE_RE, WEBSITE_RE } from "#server/analysis/card/card-vocabulary.ts";

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
/** States spelt out: "Modesto, California 95350". */
const US_STATE_NAMES =
  "Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming";
const CA_PROV = "AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT";
const US_CITY_RE = new RegExp(
  `[A-Za-z][A-Za-z .'-]*,?\\s+(?:${US_STATES}|${US_STATE_NAMES})\\.?,?\\s+\\d{5}(?:-\\d{4})?\\b`,
);
const CA_CITY_RE = new RegExp(
  `[A-Za-z][A-Za-z .'-]*,?\\s+(?:${CA_PROV})\\.?,?\\s+[A-Z]\\d[A-Z\\])|]\\s?\\d[A-Z]\\d\\b`,
);
const UK_POSTCODE_RE = /\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b/;
/** A street named before its number, as outside the US: "Rua das Flores, 12", "Av. Paulista 1000", "Calle Mayor 5". */
const LEADING_STREET_RE =
  /^(?:Rua|R\.|Av\.?|Avenida|Alameda|Al\.|Travessa|Estrada|Rodovia|Pra[çc]a|Calle|Carrera|Via|Viale|Piazza|Rue|Chemin|Strada)\s+\p{L}[^@]*?\d/u;
/** A line that names its postal code even when OCR misread the digits: "Cep 0456-000 - Campinas". */
const POSTCODE_WORD_RE = /^(?:cep|c\.e\.p\.|zip|cp|postal code)\b/i;
const ZIP_ONLY_RE = new RegExp(`\\b(?:${US_STATES})\\s+\\d{5}(?:-\\d{4})?\\b`);

/** Any line that is part of an address (so no phone or company is read from it). */
export function isAddressish(s: string): boolean {
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

/** Finds the address, marks its lines used and returns it as one line. */
export function findAddress(lines: Line[]): string | null {
  const isCity = (s: string) =>
    US_CITY_RE.test(s) || CA_CITY_RE.test(s) || ZIP_ONLY_RE.test(s) || UK_POSTCODE_RE.test(s);
  const isStreet = (s: string) => STREET_RE.test(s) || PO_BOX_RE.test(s) || UNIT_RE.test(s);
  // A web address is a line of its own; a longer line that merely contains one ("H.NO. 4-2-17, …" reads as
  // the domain h.no) stays a candidate.
  const free = lines.filter(
    (l) =>
      !l.used &&
      !EMAIL_RE.test(l.text) &&
      !(WEBSITE_RE.test(`${l.text.replace(/\s/g, "")} `) && l.text.trim().split(/\s+/).length <= 3),
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
  const intl = findIntlAddressLines(free);
  if (intl)
    return tidyAddress(
      intl
        .map((p) =>
          stripAddressLabel(p.text).replace(/^(?:head\s+office|main\s+office|office|hq|address|add)\s*[:.]?\s*/i, ""),
        )
        .join(", "),
    );
  // No postcode line read: a street line, with the next line when it names the city (or carries a postal
  // code OCR misread).
  for (let i = 0; i < free.length; i++) {
    const l = free[i];
    const numbered = NUMBER_COMMA_STREET_RE.test(l.text);
    if (!(STREET_RE.test(l.text) || PO_BOX_RE.test(l.text) || LEADING_STREET_RE.test(l.text) || numbered)) continue;
    const parts = [l];
    const next = free[i + 1];
    if (
      next &&
      next.index === l.index + 1 &&
      (/^[\p{L} .'-]+,\s*[\p{L} .'-]+$/u.test(next.text) || POSTCODE_WORD_RE.test(next.text)) &&
      !TITLE_RE.test(next.text)
    )
      parts.push(next);
    else if (numbered) parts.push(...placeLinesUnder(free, l));
    for (const p of parts) p.used = true;
    return tidyAddress(parts.map((p) => stripAddressLabel(p.text)).join(", "));
  }
  return null;
}

/** "213, Harbour Road": a street named after its number and a comma, as in South Asia. */
const NUMBER_COMMA_STREET_RE = new RegExp(
  `^\\d{1,5}[A-Z]?,\\s*(?:\\p{Lu}[\\p{L}'’.-]*\\s+){0,4}(?:${STREET_SUFFIX})\\.?,?$`,
  "iu",
);

/**
 * The place names printed one a line under a street line with no postal code ("Lakeview East" / "Lakeview" /
 * "Kandy."), followed by geometry past the other column's lines; up to three, the last ending the block.
 */
function placeLinesUnder(free: Line[], street: Line): Line[] {
  const out: Line[] = [];
  let at = street;
  while (out.length < 3) {
    const next = lineBelow(free, at);
    if (!next || next.used || !TOWN_ONLY_RE.test(next.text.trim()) || TITLE_RE.test(next.text)) break;
    out.push(next);
    if (/\.$/.test(next.text.trim())) break;
    at = next;
  }
  return out;
}

function stripAddressLabel(s: string): string {
  return s.replace(/^(?:address|addr|a|add)\s*[:.]\s*/i, "");
}

function tidyAddress(s: string): string {
  return (
    s
      .replace(/\b([A-Z]\d)[\])|](\s?\d[A-Z]\d)\b/g, "$1J$2") // OCR reads the J of a Canadian postcode as ] or )
      // A bar at the card's edge read as "I" before the city ("I Dover, DE 19901"); "I Street" is a street.
      .replace(/(^|,\s)[I|l]\s+(?=\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?,\s*\p{Lu}{2}\s+\d)/gu, "$1")
      // A capital I read as l at the start of a place name: no word starts with l and a consonant ("ltapeva"), and
      // the Japanese names in Ii- ("lizuka", "lida") read so too.
      .replace(/(^|[\s,])l(?=[bcdfghjkmnpqrstvwxz][a-z]{2,}|i(?:da|zu|no|ku|mu|ya|ta)[a-z]*)/g, "$1I")
      // A superscript ordinal read as a degree sign: "5° Floor" is the 5th floor.
      .replace(
        /\b(\d{1,3})[°º]\s?(?=(?:Floor|Fl|Cross|Main|Street|St|Road|Block|Stage|Phase|Avenue|Ave|Lane)\b)/gi,
        (_, n) => `${n}${ordinal(Number(n))} `,
      )
      .replace(/\s+,/g, ",")
      .replace(/,\s*,/g, ",")
      .replace(/\s{2,}/g, " ")
      .replace(/[,.\s]+$/, "")
      .trim()
  );
}

/** The English ordinal suffix of a number: 1st, 2nd, 3rd, 4th, 11th, 21st. */
function ordinal(n: number): string {
  if (n % 100 >= 11 && n % 100 <= 13) return "th";
  return ["th", "st", "nd", "rd"][n % 10] ?? "th";
}
