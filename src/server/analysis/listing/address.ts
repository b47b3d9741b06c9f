// Postal address parsing. A US address is recognised only by its own evidence (a state code or name with
// a ZIP or a city); nothing here ever fills in 'US' for an address that does not say so.

export const US_STATES: Record<string, string> = {
  alabama: "AL",
  alaska: "AK",
  arizona: "AZ",
  arkansas: "AR",
  california: "CA",
  colorado: "CO",
  connecticut: "CT",
  delaware: "DE",
  "district of columbia": "DC",
  florida: "FL",
  georgia: "GA",
  hawaii: "HI",
  idaho: "ID",
  illinois: "IL",
  indiana: "IN",
  iowa: "IA",
  kansas: "KS",
  kentucky: "KY",
  louisiana: "LA",
  maine: "ME",
  maryland: "MD",
  massachusetts: "MA",
  michigan: "MI",
  minnesota: "MN",
  mississippi: "MS",
  missouri: "MO",
  montana: "MT",
  nebraska: "NE",
  nevada: "NV",
  "new hampshire": "NH",
  "new jersey": "NJ",
  "new mexico": "NM",
  "new york": "NY",
  "north carolina": "NC",
  "north dakota": "ND",
  ohio: "OH",
  oklahoma: "OK",
  oregon: "OR",
  pennsylvania: "PA",
  "rhode island": "RI",
  "south carolina": "SC",
  "south dakota": "SD",
  tennessee: "TN",
  texas: "TX",
  utah: "UT",
  vermont: "VT",
  virginia: "VA",
  washington: "WA",
  "west virginia": "WV",
  wisconsin: "WI",
  wyoming: "WY",
  "puerto rico": "PR",
};
export const US_STATE_CODES = new Set(Object.values(US_STATES));

export type ParsedAddress = {
  street_address: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string | null;
  full_address: string;
};

const STATE_NAMES = Object.keys(US_STATES)
  .sort((a, b) => b.length - a.length)
  .join("|");
/** '..., City, ST 12345' / '..., City, State 12345' / '..., City ST' at the end of a line. */
const US_TAIL = new RegExp(
  `^(.*?),?\\s*([A-Za-z][A-Za-z .'-]{1,40}?),\\s*(${STATE_NAMES}|[A-Z]{2})\\.?(?:\\s+(\\d{5})(?:-\\d{4})?)?\\s*(?:,?\\s*(?:USA|US|United States(?: of America)?))?$`,
  "i",
);

export function stateCode(s: string | null | undefined): string | null {
  if (!s) return null;
  const t = s.trim().replace(/\.$/, "");
  if (US_STATE_CODES.has(t.toUpperCase()) && t.length === 2) return t.toUpperCase();
  return US_STATES[t.toLowerCase()] ?? null;
}

/** A street line: starts with a house number, or names a street type. */
export function looksLikeStreet(s: string): boolean {
  return /^\d+[a-z]?(-\d+)?\s+\S/i.test(s.trim()) && s.trim().length <= 80;
}

/** Parses a one-line US address; null when the line does not end in a US city/state. */
export function parseUsAddress(line: string): ParsedAddress | null {
  const clean = line.replace(/\s+/g, " ").trim().replace(/[.;]$/, "");
  const m = US_TAIL.exec(clean);
  if (!m) return null;
  const state = stateCode(m[3]);
  if (!state) return null;
  if (m[3].length === 2 && m[3] !== m[3].toUpperCase()) return null;
  const zip = m[4] ?? null;
  let street = m[1].replace(/,\s*$/, "").trim() || null;
  let city = m[2].trim();
  if (!street && looksLikeStreet(city)) {
    // '123 Main Street Springfield, IL' without a comma between street and city: leave city unknown.
    street = city;
    city = "";
  }
  if (!zip && !street) return null;
  return {
    street_address: street,
    city: city || null,
    state,
    postal_code: zip,
    country: "US",
    full_address: clean.replace(/\s*,(\s*,)+/g, ","),
  };
}

const ROAD =
  "St|Street|Ave|Avenue|Rd|Road|Blvd|Boulevard|Dr|Drive|Ln|Lane|Way|Pkwy|Parkway|Ct|Court|Pl|Place|Hwy|Highway|Cir|Circle|Ter|Terrace|Pike|Trail|Expy|Expressway|Fwy|Freeway|Loop|Tpke|Turnpike";
/** One side of a corner: a named road ('5th Ave', 'E. Marginal Way S.') or a numbered route ('Hwy 99', 'US-101'). */
const WORD = `(?!(?:at|on|of|in|the|located|near|corner|and)\\b)[A-Z0-9][\\w.'-]*`;
const SIDE = `(?:${WORD}(?:\\s+${WORD}){0,4}?\\s+(?:${ROAD})\\.?(?:\\s+[NSEW]{1,2}\\.?)?|(?:Hwy|Highway|Route|Rte|US|SR|State Route|I|Interstate)[- ]?\\d+[A-Z]?)`;
const CORNER = new RegExp(
  `^(?:(?:NEC|NWC|SEC|SWC|[NS][EW]\\s+corner)\\s+(?:of\\s+)?)?${SIDE}\\s*(?:&|and|@|at)\\s*${SIDE}$`,
  "i",
);

/** 'Main St & 5th Ave', 'NEC Hwy 99 & Elm Rd': a place named by the corner of two roads (no house number). */
export function isIntersection(street: string): boolean {
  return street.trim().length <= 90 && CORNER.test(street.trim());
}
