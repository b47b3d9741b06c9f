// Street-address anchors in flyer text: '25 West 44th Street - Floor 3 - Suite 3B', '310 EAST 61ST STREET',
// '1200 Linden Road Dayton, OH', '880 North Bayshore ‐ Floor 4 ‐ Suite 402'. A house number, an
// optional direction, a name and a street type; then optional floor / suite and city / state.
import { parseUsAddress, stateCode } from "#server/analysis/listing/address.ts";

const SUFFIX =
  "Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Dr|Highway|Hwy|Causeway|Parkway|Pkwy|Lane|Ln|Way|Place|Pl|Court|Ct|Plaza|Square|Sq|Circle|Cir|Terrace|Trail|Trl|Pike|Turnpike|Tpke|Expressway|Expy|Freeway|Fwy|Esplanade|Row|Loop|Center|Centre|Crossing|Xing|Point|Run|Alley|Path|Walk|Commons";
const DIR = "North|South|East|West|N|S|E|W|NE|NW|SE|SW|N\\.|S\\.|E\\.|W\\.";

/**
 * number, [direction], name words (1-4), suffix, [direction]; or 'number Broadway'. A suffix needs a name word
 * before it and is not the start of a compound ('2 drive-in doors', '4 dock-high doors' are loading counts).
 */
const STREET = new RegExp(
  String.raw`(?<![\w$,.])(\d{1,6}(?:-\d{1,4})?[A-Za-z]?)\s+((?:(?:${DIR})\s+)?(?:(?:[A-Za-z0-9][\w'.&]*\s+){1,4}(?:${SUFFIX})\b(?!-)\.?(?:\s+(?:${DIR})\b)?|Broadway\b))`,
  "i",
);

const SUITE = /\b(?:Suite|Ste\.?|Unit|Space)\s*#?\s*([A-Z0-9][A-Z0-9-]*)/i;
const FLOOR = /\b(?:Floor|Fl\.?)\s*(\d{1,3})\b|\b(\d{1,3})(?:st|nd|rd|th)\s+Floor\b/i;

export type StreetAnchor = {
  street: string;
  suite: string | null;
  floor: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  /** Where on the line the street starts. */
  index: number;
};

function tidy(s: string): string {
  const t = s.replace(/\s+/g, " ").trim();
  // ALL-CAPS headings read as title case ('310 EAST 61ST STREET' → '310 East 61st Street').
  if (t === t.toUpperCase() && /[A-Z]{3}/.test(t)) {
    return t.toLowerCase().replace(/(^|\s)([a-z])/g, (_m, sp: string, c: string) => sp + c.toUpperCase());
  }
  return t;
}

export function normaliseKey(street: string, suite: string | null): string {
  return `${street
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/\b(street|st)\b/g, "st")
    .replace(/\b(avenue|ave)\b/g, "ave")
    .trim()}#${(suite ?? "").toLowerCase()}`;
}

/** The street anchor of a line, with floor / suite and city / state when they follow on the line. */
export function streetAnchor(line: string): StreetAnchor | null {
  const l = line.replace(/[‐‑‒–—]/g, "-");
  const m = STREET.exec(l);
  if (!m || m.index === undefined) return null;
  const number = m[1];
  if (/^\d{5}$/.test(number) && m.index > 0) return null; // a ZIP code followed by words
  if (/^(19|20)\d\d$/.test(number) && /^(street|st|ave)/i.test(m[2])) return null;
  const street = tidy(`${number} ${m[2]}`).replace(/\.$/, "");
  const rest = l.slice(m.index + m[0].length);
  const suite = SUITE.exec(rest)?.[1] ?? null;
  const fl = FLOOR.exec(rest) ?? FLOOR.exec(l.slice(0, m.index));
  const floor = fl ? (fl[1] ?? fl[2]) : null;
  // ', City, ST 12345' or ' City, ST' straight after the street (floor/suite parts removed).
  const tail = rest
    .replace(
      /\s*-\s*(?:Floor|Fl\.?)\s*\d+|\s*-\s*\d+(?:st|nd|rd|th)\s+Floor|\s*-?\s*(?:Suite|Ste\.?|Unit)\s*#?\s*[A-Z0-9-]+/gi,
      "",
    )
    .split(/\s{2,}|\t|\|/)[0]
    .replace(/^[\s,]+/, "")
    .trim();
  let city: string | null = null;
  let state: string | null = null;
  let zip: string | null = null;
  if (tail) {
    const parsed = parseUsAddress(`${street}, ${tail}`);
    if (parsed?.state) {
      city = parsed.city;
      state = parsed.state;
      zip = parsed.postal_code;
    }
  }
  return { street, suite, floor, city, state, postal_code: zip, index: m.index };
}

/** 'Dayton, OH', 'Metairie · Louisiana 70001', 'Oxnard, CA 93035' on a line of its own. */
export function cityStateLine(line: string): { city: string; state: string; postal_code: string | null } | null {
  const m = /^\s*([A-Za-z][A-Za-z .'-]{1,40}?)\s*[,·•-]\s*([A-Za-z .]{2,20}?)\.?(?:\s+(\d{5})(?:-\d{4})?)?\s*$/.exec(
    line,
  );
  if (!m) return null;
  const st = stateCode(m[2]);
  if (!st) return null;
  return { city: tidy(m[1]), state: st, postal_code: m[3] ?? null };
}
