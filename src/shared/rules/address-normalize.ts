// Address normalisation for matching (crm-documents.md §7 'Address match'; domain notes: duplicates come from
// 'St' vs 'Street', 'Suite' vs '#', case, punctuation). Pure: the server stores the keys, the web previews them.

const SUFFIXES: Record<string, string> = {
  street: "st",
  str: "st",
  avenue: "ave",
  av: "ave",
  boulevard: "blvd",
  road: "rd",
  drive: "dr",
  lane: "ln",
  court: "ct",
  place: "pl",
  parkway: "pkwy",
  highway: "hwy",
  terrace: "ter",
  circle: "cir",
  square: "sq",
  trail: "trl",
  way: "way",
  plaza: "plz",
  center: "ctr",
  centre: "ctr",
  expressway: "expy",
  freeway: "fwy",
  suite: "ste",
  ste: "ste",
  unit: "unit",
  apartment: "apt",
  building: "bldg",
  floor: "fl",
  north: "n",
  south: "s",
  east: "e",
  west: "w",
  northeast: "ne",
  northwest: "nw",
  southeast: "se",
  southwest: "sw",
};

/** Unit designators: everything after one of these is the unit, not the building's street address. */
const UNIT_WORDS = new Set(["ste", "unit", "apt", "fl", "rm", "room"]);

/**
 * Lower-case, drop punctuation, collapse spaces, abbreviate street suffixes and directions, turn '#' into
 * 'ste'. "1200 Main Street, Suite #300" → "1200 main st ste 300".
 */
export function normalizeAddress(input: string | null | undefined): string {
  if (!input) return "";
  const cleaned = input
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/#\s*/g, " ste ")
    .replace(/(\d)(st|nd|rd|th)\b/g, "$1")
    .replace(/[^a-z0-9\s]/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => SUFFIXES[word] ?? word);
  // "suite ste 300" (from "Suite #300") → one designator.
  const words: string[] = [];
  for (const w of cleaned) {
    if (w === "ste" && words[words.length - 1] === "ste") continue;
    words.push(w);
  }
  return words.join(" ");
}

/** The building part of a normalised street: the unit designator and what follows it are dropped. */
export function buildingStreetKey(input: string | null | undefined): string {
  const words = normalizeAddress(input).split(" ").filter(Boolean);
  // A designator after at least "number name", followed by the unit itself ("10 Unit Road" has none).
  const suffixes = new Set(Object.values(SUFFIXES));
  const cut = words.findIndex((w, i) => {
    const next = words[i + 1];
    return i >= 2 && UNIT_WORDS.has(w) && next !== undefined && !(suffixes.has(next) && i + 2 === words.length);
  });
  return (cut === -1 ? words : words.slice(0, cut)).join(" ");
}

export function normalizeCity(input: string | null | undefined): string {
  return normalizeAddress(input);
}

/** True when the text has something besides spaces (an address of only spaces counts as none). */
export function hasText(value: string | null | undefined): value is string {
  return typeof value === "string" && value.trim().length > 0;
}

export type AddressParts = {
  street: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
};

/** One line for display: "1200 Main St, Austin, TX 78701". */
export function formatAddress(a: Partial<AddressParts>): string {
  const stateZip = [a.state, a.postalCode].filter(hasText).join(" ");
  return [a.street, a.city, stateZip, a.country && a.country !== "US" ? a.country : null]
    .filter(hasText)
    .map((s) => s.trim())
    .join(", ");
}

/**
 * Splits a one-line address typed by hand ("1200 Main St, Austin, TX 78701") into parts. The last part with
 * a two-letter state (and optional ZIP) fills state/postal code; the part before it is the city.
 */
export function parseAddressLine(line: string): AddressParts {
  const parts = line
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  const out: AddressParts = { street: null, city: null, state: null, postalCode: null, country: null };
  if (parts.length === 0) return out;
  if (parts.length > 1 && /^(usa|us|united states( of america)?)$/i.test(parts[parts.length - 1] ?? "")) {
    out.country = "US";
    parts.pop();
  }
  out.street = parts[0] ?? null;
  if (parts.length >= 3) {
    const last = parts[parts.length - 1] ?? "";
    const m = /^([A-Za-z]{2})(?:\s+(\d{5}(?:-\d{4})?))?$/.exec(last);
    if (m) {
      out.state = (m[1] ?? "").toUpperCase();
      out.postalCode = m[2] ?? null;
      out.city = parts[parts.length - 2] ?? null;
    } else {
      out.city = parts[1] ?? null;
      out.state = parts[2] ?? null;
    }
  } else if (parts.length === 2) {
    const m = /^(.*?)\s+([A-Za-z]{2})(?:\s+(\d{5}(?:-\d{4})?))?$/.exec(parts[1] ?? "");
    if (m?.[1]) {
      out.city = m[1];
      out.state = (m[2] ?? "").toUpperCase();
      out.postalCode = m[3] ?? null;
    } else out.city = parts[1] ?? null;
  }
  return out;
}
