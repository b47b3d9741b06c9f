// Address blocks outside the US: the line with the postal code or the country is the anchor, and the street,
// building, ward and district lines printed with it are gathered around it.
import { type Line, lineAbove, lineBelow } from "#server/analysis/card/card-lines.ts";
import { EMAIL_RE, LEGAL_SUFFIX_RE, TITLE_RE } from "#server/analysis/card/card-vocabulary.ts";

/** Postal-code shapes that also look like short phone numbers (Japan 100-6921, Brazil 01014-000). */
export const POSTCODE_SHAPE = /^(?:〒\s?)?(?:\d{3}-\d{4}|\d{4,5}-\d{3})$/;
export const COUNTRY_RE =
  /\b(?:Japan|Switzerland|Schweiz|Suisse|Germany|Deutschland|Austria|France|Italy|Spain|Portugal|Netherlands|Belgium|Vietnam|Viet\s?Nam|Brazil|Brasil|Singapore|United\s+Arab\s+Emirates|U\.?A\.?E\.?|Korea|India|Ukraine|China|Hong\s+Kong|Taiwan|Thailand|Malaysia|Indonesia|Philippines|Australia|Mexico|United\s+Kingdom|Ireland|Poland|Sweden|Norway|Denmark|Finland|Israel|Turkey|USA|U\.S\.A\.?|United\s+States|Pakistan|Sri\s?Lanka|Bangladesh|Nepal|Cambodia|Myanmar|Laos|Saudi\s+Arabia|Qatar|Kuwait|Oman|Bahrain|Egypt|Nigeria|Kenya|South\s+Africa|New\s+Zealand|Canada|Argentina|Chile|Colombia|Peru)\b/i;
/**
 * Cities whose addresses are printed without a postal code (Vietnam, the Gulf, South Asia), the last part of
 * a block ("Dong Da, Ha Noi"); and Indian cities with the old one- or two-digit zone ("Chennai - 17").
 */
const CITY_ANCHOR_RE =
  /,\s*(?:Ha\s?Noi|Hanoi|Ho\s+Chi\s+Minh(?:\s+City)?|HCMC|Da\s?Nang|Hai\s?Phong|Can\s?Tho|Dubai|Abu\s+Dhabi|Sharjah|Doha|Riyadh|Jeddah|Muscat|Manama|Karachi|Lahore|Islamabad|Dhaka|Colombo|Kathmandu|Phnom\s+Penh|Yangon)\b\.?\s*$|\b(?:Hyderabad|Secunderabad|Chennai|Madras|Mumbai|Bombay|New\s+Delhi|Delhi|Kolkata|Calcutta|Bangalore|Bengaluru|Pune|Ahmedabad)\s*[-–]\s*\d{1,2}\b\.?\s*$/iu;
/**
 * A postal code in its address context: Japanese 〒160-0022, Brazilian CEP, European "CH-3011 Bern" / "4051 Basel",
 * Singapore 569138, an Indian PIN after its town ("Pune - 411 004", "Mysuru, 570001", at the line's end "Mysuru 570 001"),
 * a Dutch "1234 AB Town" (not a US street's "1200 NE Main"), and a street and its postcode and town on one line
 * ("Kerkstraat 12, 3000 Leuven").
 */
const INTL_POSTCODE_RE =
  /(?:〒\s?)?(?<![\d)(+][\s.-]?)\b\d{3}-\d{4}\b(?![\s.-]?\d)|(?<![\d)(+][\s.-]?)\b\d{5}-\d{3}\b(?![\s.-]?\d)|\b(?:[A-Z]{1,2}-\s?)\d{4,5}\s+\p{Lu}\p{Ll}+|^\d{4,5}\s+\p{Lu}\p{Ll}{2,}|\bSingapore\s+\d{6}\b|\p{L}{3,}\.?\s*[-–,]\s*\d{3}\s?\d{3}(?![\d-])|\p{Lu}\p{Ll}{2,}\.?\s+\d{3}\s?\d{3}(?:[.,]?\s+\p{Lu}\p{L}{3,})?[.,]?\s*$|\b\d{4}\s?(?!NE|NW|SE|SW)[A-Z]{2}\s+\p{Lu}\p{Ll}{2,}|,\s*(?:[A-Z]{1,2}-\s?)?\d{4,5}\s+\p{Lu}\p{Ll}{2,}(?:[\s-]\p{Lu}\p{Ll}+)*\.?\s*$/u;
/**
 * Pieces of addresses outside the US: block numbers (2-10-14), wards, districts, buildings, streets (German and Dutch
 * street words as a suffix or, with a house number, a word: "Hafenkade", "Elbchaussee", "Bramfelder Damm 12"), numbered
 * plots and doors ("Plot No. 42", "No : 7"), Indian localities (Colony, Nagar, Marg).
 */
const INTL_PART_RE =
  /\b\d{1,4}-\d{1,4}(?:-\d{1,4})?\b|-(?:ku|shi|cho|machi|gun|ken)\b|\bchome\b|\b(?:Ward|District|Dist\.|Prefecture|City|Province|Bldg\.?|Building|Tower|Floor|Fl\.|Hall|Room|Plaza|Center|Centre|Street|Road|Avenue)\b|\b(?:Rua|Av\.|Avenida|Alameda|Travessa|Estrada|Rodovia|Calle|Via|Viale|Rue)\s|\p{L}(?:strasse|straße|str\.|weg|gasse|platz|allee|straat|laan|gade|vej|damm|ufer|kade|gracht|singel|dreef|steenweg)\b|\b(?:Chauss[eé]e|Damm|Ufer|Kai|Kade|Steenweg|Boulevard|Ring)\s+\d{1,4}\b|[\uAC00-\uD7A3]{2,}|\bNo\.?\s*[:.]?\s*\d|\b(?:Plot|Door|Flat|Shop|H\.\s?No)\b|\b(?:Colony|Nagar|Bazaa?r|Marg|Sector|Layout|Campus|Complex|Arcade|Block|Cross|Stage|Phase)\b|^#\s?\d{1,5}\b|^(?:Opp\.?|Off|Near|Behind|Beside)\s+\p{Lu}|\b(?:Technology|Tech|Business|Industrial|Science|Software|IT|Corporate|Office|Knowledge)\s+Park\b|^\d{1,4}[A-Z]?,?\s+\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+){0,4},/iu;

/**
 * A Japanese block number with its ward or city ("4-1-22 Nishi, Minato-ku", "Chuo-ku 2-3-4"), or a Vietnamese ward
 * with its district ("Tan Dinh Ward, District 1"): an address line even with no postal code or country on it.
 */
const WARD_BLOCK_RE =
  /\b\d{1,4}-\d{1,4}(?:-\d{1,4})?\b.*\b\p{L}{3,}-(?:ku|shi|cho|machi|gun)\b|\b\p{L}{3,}-(?:ku|shi|gun)\b.*\b\d{1,4}-\d{1,4}\b|\bWard\b.*\bDist(?:rict\b|\.)/iu;

/** A line naming the country alone ("JAPAN", "India."). */
const COUNTRY_ONLY_RE = new RegExp(`^\\s*(?:The\\s+)?(?:${COUNTRY_RE.source})\\.?\\s*$`, "i");

/** A line naming a town alone ("Mysuru."), which an address line ending in a comma runs on to. */
export const TOWN_ONLY_RE = /^\p{Lu}[\p{L}'’-]{2,}(?:\s\p{Lu}[\p{L}'’-]+){0,2}\.?$/u;

const PHONE_LABEL_RE = /\b(?:tel|phone|fax|mobile|cell|direct|pabx|fone|hp|ddi)\b\.?\s*[:.]?/i;

/** The line of an address outside the US that carries the postal code or the country. */
export function isIntlAnchor(s: string): boolean {
  if (PHONE_LABEL_RE.test(s) || EMAIL_RE.test(s)) return false;
  if (LEGAL_SUFFIX_RE.test(s) && !/\d/.test(s)) return false;
  if (s.replace(/[^\p{L}]/gu, "").length < 3) return false;
  // A country named in brackets is where a degree or a branch is from ("M.S. (U.S.A)"), not an address.
  const unbracketed = s.replace(/\([^)]*\)/g, " ");
  return (
    INTL_POSTCODE_RE.test(s) ||
    (COUNTRY_RE.test(unbracketed) && /[\d,]/.test(s)) ||
    CITY_ANCHOR_RE.test(s) ||
    WARD_BLOCK_RE.test(s)
  );
}

function isIntlPart(s: string): boolean {
  if (PHONE_LABEL_RE.test(s) || EMAIL_RE.test(s) || TITLE_RE.test(s)) return false;
  if (LEGAL_SUFFIX_RE.test(s) && !/\d/.test(s)) return false;
  return INTL_PART_RE.test(s) || isIntlAnchor(s);
}

/**
 * The lines of an address block outside the US (anchor, up to four lines above it, and a country line
 * after it), marked used; null when the card has none.
 */
export function findIntlAddressLines(free: Line[]): Line[] | null {
  for (const l of free) {
    if (!isIntlAnchor(l.text)) continue;
    const parts = [l];
    // Up to four lines above the anchor: South Asian blocks name the plot, the street, a landmark and the area.
    while (parts.length < 5) {
      const p = lineAbove(free, parts[0]);
      if (p && !p.used && isIntlPart(p.text)) parts.unshift(p);
      else break;
    }
    const last = parts[parts.length - 1];
    const next = lineBelow(free, last);
    if (
      next &&
      !next.used &&
      (/,\s*$/.test(last.text) || COUNTRY_RE.test(next.text)) &&
      !COUNTRY_RE.test(last.text) &&
      (isIntlPart(next.text) ||
        COUNTRY_ONLY_RE.test(next.text) ||
        (/,\s*$/.test(last.text) && TOWN_ONLY_RE.test(next.text)))
    )
      parts.push(next);
    for (const p of parts) p.used = true;
    return parts;
  }
  return null;
}
