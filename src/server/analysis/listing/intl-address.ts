// Addresses of pages outside the US, recognised only by a postcode whose shape is the country's own (UK, Canada).
// Such an address makes the page evidently not US (its country is stated by the postcode), so no US state,
// ZIP or country is ever attached to it. Anything less certain stays unrecognised rather than guessed.
import type { Candidate } from "#server/analysis/listing/candidate.ts";

// UK: full postcode 'SK15 1SS', 'W4 1SY', 'EC1A 1BB'; or the outward code alone after a town ('Brighouse HD6').
const UK_FULL = /(?:^|[\s,])([A-Z]{1,2}\d[A-Z\d]?)\s?(\d[A-Z]{2})$/;
const UK_OUTWARD = /(?:^|[\s,])([A-Z]{1,2}\d{1,2}[A-Z]?)$/;
// Canada: 'K1A 0B1'.
const CA_FULL = /(?:^|[\s,])([ABCEGHJ-NPRSTVXY]\d[A-Z])\s?(\d[A-Z]\d)$/;

/** A building or street line that may precede the postcode line: a name or a street, no price, not a sentence. */
const PLACE_LINE = /^[A-Z0-9][^£$€.!?]{2,70}$/;
const STREET_WORD =
  /\b(road|rd|street|st|avenue|ave|lane|ln|way|place|park|estate|square|sq|close|crescent|drive|court|row|hill|gate|mews|terrace|parade|house|building|centre|center|quay|wharf|yard|walk|green)\b/i;

type Found = { postal: string; country: "GB" | "CA"; outwardOnly: boolean };

/** A country printed after the postcode ('…, LE16 7ZZ, United Kingdom') is not part of the postcode's match. */
const COUNTRY_TAIL = /,?\s*(?:United Kingdom|UK|U\.K\.|Great Britain|England|Scotland|Wales|Northern Ireland|Canada)$/i;

function postcodeAtEnd(line: string): Found | null {
  const t = line
    .trim()
    .replace(/[.,;]$/, "")
    .replace(COUNTRY_TAIL, "");
  const ca = CA_FULL.exec(t);
  if (ca) return { postal: `${ca[1]} ${ca[2]}`, country: "CA", outwardOnly: false };
  const uk = UK_FULL.exec(t);
  if (uk) return { postal: `${uk[1]} ${uk[2]}`, country: "GB", outwardOnly: false };
  // An outward code alone is only a postcode after a town name with a comma-separated locality before it.
  const out = UK_OUTWARD.exec(t);
  if (out && /,\s*[A-Z][a-z]+(?:[ -][A-Z][a-z]+)*\s+[A-Z]{1,2}\d{1,2}[A-Z]?$/.test(t))
    return { postal: out[1], country: "GB", outwardOnly: true };
  return null;
}

/**
 * The first address line near the top of the page that ends in a UK or Canadian postcode. A short building or
 * street line right above it ('The Forum, Station Road' over 'Forum, Reading, RG7 4RA') belongs to it.
 */
export function findIntlAddress(
  lines: string[],
  maxLines = 60,
  isHeading: (line: string) => boolean = () => false,
): Candidate | null {
  const top = lines.slice(0, maxLines).map((l) => l.replace(/\s+/g, " ").trim());
  for (let i = 0; i < top.length; i++) {
    const line = top[i];
    if (line.length > 140 || /[£$€]/.test(line)) continue;
    const found = postcodeAtEnd(line);
    if (!found) continue;
    const body = line
      .replace(COUNTRY_TAIL, "")
      .slice(0, line.replace(COUNTRY_TAIL, "").lastIndexOf(found.postal.split(" ")[0]))
      .replace(/[\s,]+$/, "")
      .trim();
    const parts = body
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    // A bare postcode line, or one word before it, is not yet an address.
    if (parts.length === 0 || (found.outwardOnly && parts.length < 2)) continue;
    const prev = top[i - 1] ?? "";
    // A card's heading over its town line names the building even without a street word ('Ram Mill').
    const withPrev =
      parts.length <= 3 &&
      PLACE_LINE.test(prev) &&
      // A size line ('10,708 sq ft') is no building, whatever word its unit shares with a street.
      !/^\d[\d,.]*\s*(?:sq|sf|m²|m2|acres?)\b/i.test(prev) &&
      (STREET_WORD.test(prev) || isHeading(prev)) &&
      !postcodeAtEnd(prev) &&
      !line.toLowerCase().includes(prev.toLowerCase());
    const full = [withPrev ? prev : null, line.replace(/[.;]$/, "")].filter(Boolean).join(", ");
    const city = parts.length >= 2 || !found.outwardOnly ? (parts[parts.length - 1] ?? null) : null;
    const street = parts.length >= 2 ? parts.slice(0, -1).join(", ") : withPrev ? prev : null;
    return {
      full_address: full,
      street_address: withPrev ? prev : street,
      city,
      state: null,
      postal_code: found.postal,
      country: found.country,
    };
  }
  return null;
}
