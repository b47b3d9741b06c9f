// Facts a page states only in its description ('a 12-story, 210,000 square foot office tower located at 700 Grant
// Street in downtown Pittsburgh, Pennsylvania 15219. Built in 2009, the building …'). Used only for fields no
// label, table or structured data gave: prose is the least trusted source, so each rule asks for the building
// to be the sentence's subject.
import { parseUsAddress } from "#server/analysis/listing/address.ts";
import type { Candidate } from "#server/analysis/listing/candidate.ts";
import { mapPropertyType } from "#server/analysis/listing/property-types.ts";
import { parseNumber, parseYear } from "#server/analysis/listing/values.ts";

const SUFFIX =
  "Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Dr|Lane|Ln|Way|Parkway|Pkwy|Court|Ct|Place|Pl|Highway|Hwy|Circle|Cir|Terrace|Ter|Plaza|Pike|Trail|Square|Sq";
const BUILDING =
  "building|tower|warehouse|facility|center|centre|property|complex|plant|park|campus|asset|offering|development";

/** 'located at 700 Grant Street in downtown Pittsburgh, Pennsylvania 15219' → the address, state by code. */
export function proseAddress(text: string): Candidate | null {
  const re = new RegExp(
    String.raw`\b(?:located|situated|sits|positioned)\s+(?:at|on)\s+(\d+[A-Za-z]?(?:-\d+)?\s+(?:[NSEW]\.?\s+)?[A-Z][\w.'-]*(?:\s+[A-Z][\w.'-]*){0,3}\s+(?:${SUFFIX})\.?)(?:\s+in\s+(?:downtown\s+|the\s+(?:heart|city)\s+of\s+)?|,\s*)([A-Z][A-Za-z.'-]*(?:\s+[A-Z][A-Za-z.'-]*){0,2}),\s*([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?|[A-Z]{2})\.?(?:\s+(\d{5}))?`,
  );
  const m = re.exec(text);
  if (!m) return null;
  const parsed = parseUsAddress(`${m[1]}, ${m[2]}, ${m[3]}${m[4] ? ` ${m[4]}` : ""}`);
  if (!parsed?.street_address || !parsed.state) return null;
  const full = [parsed.street_address, parsed.city, [parsed.state, parsed.postal_code].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  return { ...parsed, full_address: full };
}

/** The sentences of a description (a line may hold several). */
function sentences(text: string): string[] {
  return text
    .split(/\n|(?<=[a-z0-9)][.!?])\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 20);
}

/**
 * Size, year built and kind from sentences about the building: 'a 210,000 square foot Class A office tower',
 * 'Built in 2009, the building offers …', 'constructed in 1924 as a two-story building'. A bare 'Built in 2005'
 * bullet under another unit's description says nothing about the property.
 */
export function proseFacts(text: string): Candidate {
  const out: Candidate = {};
  const sizeRe = new RegExp(
    String.raw`(\d{1,3}(?:,\d{3})+|\d{4,7})[\s-]*(?:square[\s-]f(?:oo|ee)t|sq\.?\s?ft\.?|SF)\b(?:\s+[\w-]+){0,5}?\s+(${BUILDING}|office|industrial|retail|flex)\b`,
    "i",
  );
  const yearRe = /\b(?:built|constructed|completed|erected)\s+in\s+(1[89]\d\d|20\d\d)\b/i;
  const kindRe = new RegExp(
    String.raw`\b(?:class [abc]\s+)?(office|industrial|warehouse|distribution|retail|shopping|medical office|flex|self[- ]storage|multifamily|apartment|mixed[- ]use|hotel)\s+(${BUILDING}|space|center|centre|community)\b`,
    "i",
  );
  const subject = new RegExp(String.raw`\b(?:the|this)\s+(?:${BUILDING})\b|\bit\b`, "i");
  for (const s of sentences(text).slice(0, 80)) {
    if (out.building_size_sf === undefined) {
      const m = sizeRe.exec(s);
      const n = m ? parseNumber(m[1]) : null;
      if (n && n >= 500 && !/\b(?:available|vacant|suite|remaining|up to)\b/i.test(s.slice(0, m?.index ?? 0)))
        out.building_size_sf = n;
    }
    if (out.year_built === undefined) {
      const m = yearRe.exec(s);
      if (m && subject.test(s)) out.year_built = parseYear(m[1]) ?? undefined;
    }
    if (out.property_type === undefined) {
      const m = kindRe.exec(s);
      const t = m ? mapPropertyType(m[1]) : null;
      if (t) out.property_type = t;
    }
  }
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as Candidate;
}
