// The summary lines of a results card, where a portal prints a figure and the kind together: '6,400 SF Office
// Building', '40 Unit Apartment Building', '1 Commercial Lot', '0.21 AC Lot', 'Built in 1906'; and a card's address
// printed as a street line, the building's name, then the city line. Generic wording, never one portal's layout.
import { looksLikeStreet, parseUsAddress } from "#server/analysis/listing/address.ts";
import type { Candidate } from "#server/analysis/listing/candidate.ts";
import { mapPropertyType } from "#server/analysis/listing/property-types.ts";
import { parseNumber } from "#server/analysis/listing/values.ts";

const AREA = String.raw`(?:SF|Sq\.?\s?Ft\.?|Square Feet)`;
/** '12,286 SF Office Building' (also inside a sentence: '2,284 SF Building Offered at …'). */
const SIZED_BUILDING = new RegExp(
  String.raw`(?:^|\s)(\d{1,3}(?:,\d{3})+|\d{3,7})\s*${AREA}\s+((?:[A-Z][\w-]*\s+){0,2})(Building|Warehouse|Facility)\b`,
  "i",
);
/** '40 Unit Apartment Building', '6 Unit Apartment Complex'. */
const UNITS_BUILDING = /^(\d{1,4})[\s-]Units?\s+([A-Za-z][\w\s-]{0,30}?)\s*(Building|Complex|Community)$/i;
/** '1 Commercial Lot', '2 Residential Income Lots'. */
const LOTS = /^\d{1,3}\s+(?:[A-Z][\w-]*\s+){0,2}Lots?$/i;
/** '0.21 AC Lot', '5.5 Acres Land'. */
const ACRE_LOT = /^(\d+(?:\.\d+)?)\s*(?:AC|Acres?)\s+(?:Lot|Land|Site|Parcel)s?$/i;

const SUFFIXED =
  /\b(?:St|Street|Ave|Avenue|Rd|Road|Blvd|Boulevard|Dr|Drive|Ln|Lane|Way|Pkwy|Parkway|Ct|Court|Pl|Place|Hwy|Highway|Cir|Circle|Ter|Terrace|Plaza|Pike|Trail|Loop|Row|Sq|Square)\b\.?(?:\s+(?:[NSEW]{1,2}|North|South|East|West))?$/i;

/** The facts of one summary line (a card's line, or a listing's one-line description). */
export function summaryFacts(line: string): Candidate {
  const l = line.trim();
  const sized = SIZED_BUILDING.exec(l);
  if (sized) {
    const sf = parseNumber(sized[1]);
    const kind = mapPropertyType(`${sized[2]}${sized[3]}`.trim());
    // 'Building' alone names no kind; 'Warehouse' does.
    return { building_size_sf: sf && sf >= 100 ? sf : null, property_type: kind };
  }
  const units = UNITS_BUILDING.exec(l);
  if (units) return { units: Number(units[1]), property_type: mapPropertyType(`${units[2]} ${units[3]}`) ?? null };
  const acres = ACRE_LOT.exec(l);
  if (acres) return { lot_size_acres: Number(acres[1]), property_type: "land" };
  if (LOTS.test(l)) return { property_type: "land" };
  const built = /^Built in (1[6-9]\d\d|20\d\d)$/i.exec(l);
  if (built) return { year_built: Number(built[1]) };
  return {};
}

/** Every summary line of a card, the first line stating a field winning. */
export function cardSummary(lines: string[]): Candidate {
  const out: Candidate = {};
  for (const l of lines)
    for (const [k, v] of Object.entries(summaryFacts(l)))
      if (v !== null && v !== undefined) (out as Record<string, unknown>)[k] ??= v;
  return out;
}

/**
 * A card whose street line and city line have the building's name between them ('504 E Main St' / 'Harbor
 * Apartments' / 'Seattle, WA 98122'): the address from the two, the name from the line between.
 */
export function streetNameCity(lines: string[]): Candidate | null {
  for (let i = 0; i + 2 < lines.length; i++) {
    // The street names its kind ('… Ter SW', '… Drive South'); a name may start with a figure ('7 Unit Site').
    if (!looksLikeStreet(lines[i]) || !SUFFIXED.test(lines[i]) || parseUsAddress(lines[i])) continue;
    const city = parseUsAddress(lines[i + 2]);
    if (!city || city.street_address || !city.postal_code) continue;
    const name = lines[i + 1].trim();
    if (name.length > 80 || parseUsAddress(name) || /^[$£€]/.test(name)) continue;
    if (looksLikeStreet(name) && SUFFIXED.test(name)) continue;
    const address = parseUsAddress(`${lines[i].trim()}, ${lines[i + 2].trim()}`);
    if (address?.street_address) return { ...address, building_name: name };
  }
  return null;
}

/** A size printed for one unit or suite on offer ('2,177 SF Unit', '1,221 - 1,551 SF Units') is no building's. */
export function isUnitSize(line: string): boolean {
  return new RegExp(String.raw`${AREA}\s+(?:Units?|Suites?|Spaces?)$`, "i").test(line.trim());
}

/** A card's listing status: it is on offer (or was), so the card is a listing even with no figure printed. */
const STATUS =
  /^(?:available|under offer|let agreed|let|leased|sold(?: \(?stc\)?)?|withdrawn|for sale|to let|for lease|for rent|coming soon|new instruction|under contract|reduced|sale agreed)$/i;

/** 'Available', 'Under Offer', 'Sold (STC)': a status line, never a card's name. */
export function isStatusLine(line: string): boolean {
  return STATUS.test(line.trim());
}
const LINK_WORDS = /\b(?:view|details|more|enquire|enquiry|download|brochure|read|click|contact|see)\b/i;
/** A name line: a building, estate or street as a card prints it, no figure of money, not a sentence. */
const NAME_LINE = /^[A-Z0-9][^£$€!?|]{2,80}$/;
const AREA_LINE = /^[A-Z][A-Za-z'’ .-]{1,40}$/;

/**
 * A card placed only by its name and area, with no postal code ('Available' / 'Queens Court, Manchester' /
 * 'Manchester'): the address as printed — the name, then the area line when it is not already the name's last
 * part. Only a card that states a listing status; no country, state or postcode is added.
 */
export function namedCard(lines: string[]): Candidate | null {
  const s = lines.slice(0, 4).findIndex((l) => STATUS.test(l.trim()));
  if (s < 0) return null;
  const name = lines[s + 1]?.trim() ?? "";
  if (!NAME_LINE.test(name) || LINK_WORDS.test(name) || STATUS.test(name)) return null;
  const area = lines[s + 2]?.trim() ?? "";
  const areaOk = AREA_LINE.test(area) && !LINK_WORDS.test(area) && !STATUS.test(area);
  const last = name.split(",").pop()?.trim().toLowerCase();
  const full = areaOk && last !== area.toLowerCase() ? `${name}, ${area}` : name;
  return { full_address: full, name };
}
