// A results page in plain HTML: the same element repeated once per listing (an <article> or <li> of one class),
// each holding a place (an address, or the pin a map reads from its data-lat/data-lng) and at least one figure.
// Read per element, so one card's price never lands on another card's address. Used where the brochure-style
// reader finds no US street addresses (agents' sites outside the US).
import {
  cardSummary,
  isStatusLine,
  isUnitSize,
  namedCard,
  streetNameCity,
} from "#server/analysis/listing/card-summary.ts";
import type { Candidate } from "#server/analysis/listing/candidate.ts";
import { parseAttrs, visibleText } from "#server/analysis/listing/html.ts";
import { findIntlAddress } from "#server/analysis/listing/intl-address.ts";
import { mapPropertyType } from "#server/analysis/listing/property-types.ts";
import { currencyOf, findUsAddress, textFacts } from "#server/analysis/listing/text-facts.ts";
import { areaUnit, parseMoney, parseNumber } from "#server/analysis/listing/values.ts";
import type { ExtractedPropertyType } from "#shared/contract/property-extraction.ts";

const OPEN = /<(article|li|div|tr)\b([^>]*)>/gi;
const MAX_CHUNK = 20_000;
/** Cards enough to call a page a results page even when they hold little of its text. */
const MANY = 5;

function coord(attrs: Record<string, string>, ...names: string[]): number | null {
  for (const n of names) {
    const v = Number(attrs[n]);
    if (attrs[n] !== undefined && Number.isFinite(v) && v !== 0) return v;
  }
  return null;
}

type Card = { candidate: Candidate; figures: boolean };

/**
 * The kind printed over a card's figures ('Industrial / Investment' → industrial): a short line of words only,
 * before the card's first line with a digit, whose first named kind is a property type. The card's name comes
 * later, so 'Albert House' is never read as a house.
 */
export function categoryLine(lines: string[]): ExtractedPropertyType | null {
  for (const l of lines) {
    if (/\d/.test(l)) return null;
    if (l.length > 40 || !/^[A-Za-z][A-Za-z &/,-]*$/.test(l)) continue;
    const first = l.split(/\s*[/,&]\s*/)[0];
    if (first.split(/\s+/).length > 2) continue;
    const t = mapPropertyType(first);
    if (t) return t;
  }
  return null;
}

/** An address printed as a card's heading, with the area heading under it ('…, W4 1SY' / 'Chiswick, London'). */
function withArea(full: string | null, headings: string[]): string | null {
  const k = full ? headings.indexOf(full) : -1;
  const next = k >= 0 ? headings[k + 1] : undefined;
  return next && !/\d/.test(next) ? `${full}, ${next}` : full;
}

/**
 * A building named by a card's heading above its postcode line, not next to it ('Harbour House' / 'Sale' / 'Leeds,
 * LS1 4ZZ'): the name leads the address. Only outside the US (a UK or Canadian postcode line), where a building's
 * name is part of its address; never a status, a link or another postcode line.
 */
function withBuilding(address: Candidate, headings: string[], lines: string[]): string | null {
  const full = address.full_address ?? null;
  if (!full || !address.country || address.country === "US") return full;
  const at = lines.findIndex((l) => full.startsWith(l.replace(/\s+/g, " ").trim().replace(/[.;]$/, "")));
  const heading = headings.find((h) => {
    const k = lines.findIndex((l) => l.replace(/\s+/g, " ").trim() === h);
    return k >= 0 && (at < 0 || k < at) && h.length <= 60 && !isStatusLine(h) && !/^(?:view|more|see)\b/i.test(h);
  });
  if (!heading || full.toLowerCase().includes(heading.toLowerCase()) || findIntlAddress([heading])) return full;
  return `${heading}, ${full}`;
}

/** One card's candidate, or null when it names no place. */
function readCard(openTag: string, chunk: string): Card | null {
  const attrs = parseAttrs(openTag);
  const lines = visibleText(chunk)
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length === 0) return null;
  const facts = textFacts(lines);
  // The portal's summary lines ('6,400 SF Office Building', '0.21 AC Lot', 'Built in 1906').
  for (const [k, v] of Object.entries(cardSummary(lines)))
    if (v !== null && v !== undefined) (facts as Record<string, unknown>)[k] ??= v;
  // A card's lone size ('2,122 sq ft'; a range '2,843 to 10,608 sq ft' is the space on offer, not one size).
  if (!facts.building_size_sf) {
    const sized = lines.filter((l) => areaUnit(l) === "sf" && /\d/.test(l) && !isUnitSize(l));
    if (
      sized.length === 1 &&
      !/\bto\b|–|-\s*\d/.test(sized[0]) &&
      !/acre|\bAC\b/i.test(sized[0]) &&
      facts.property_type !== "land"
    ) {
      const n = parseNumber(sized[0].replace(/^[^\d]*/, ""));
      if (n && n >= 100) facts.building_size_sf = n;
    }
  }
  // A card's lone figure with no period is its price ('$3,450,000'); 'Price Upon Request' leaves it empty.
  if (!facts.asking_price) {
    // A figure with its period on the next line ('£21,600' / 'Per annum'), or already read as the rent, is no price.
    const priced = lines.filter(
      (l, k) =>
        /^[$£€]\s?\d{1,3}(?:,\d{3})+(?:\.\d\d)?$|^[$£€]\s?\d+(?:\.\d+)?\s?[MK]$/i.test(l) &&
        !/^(?:\(from\)\s*)?(?:per\b|pcm\b|p\.?a\.?$|\/)/i.test(lines[k + 1] ?? "") &&
        parseMoney(l) !== facts.rent,
    );
    const p = priced.length === 1 ? parseMoney(priced[0]) : null;
    if (p && p >= 10_000) {
      facts.asking_price = p;
      facts.currency = currencyOf(priced[0]) ?? facts.currency;
    }
  }
  const headings = [...chunk.matchAll(/<h[1-6]\b[^>]*>([\s\S]*?)<\/h[1-6]>/gi)]
    .map((m) => visibleText(m[1]).replace(/\s+/g, " ").trim())
    .filter((h) => h.length >= 2 && h.length <= 100 && !/[£$€]|^view\b/i.test(h));
  const address =
    streetNameCity(lines) ?? findUsAddress(lines) ?? findIntlAddress(lines, 12, (l) => headings.includes(l));
  const type = categoryLine(lines);
  if (type && !facts.property_type) facts.property_type = type;
  const latitude = coord(attrs, "data-lat", "data-latitude");
  const longitude = coord(attrs, "data-lng", "data-lon", "data-long", "data-longitude");
  const figures = Boolean(
    facts.asking_price || facts.rent || facts.building_size_sf || facts.available_sf || facts.lot_size_acres,
  );
  // A card with no postal address and no pin: its name and area, when it states a listing status.
  const named = address || latitude !== null ? null : namedCard(lines);
  if (named) return { candidate: { ...facts, ...named }, figures: true };
  const hasPlace = Boolean(address) || (latitude !== null && longitude !== null);
  if (!hasPlace) return null;
  const place = address
    ? { ...address, full_address: withArea(withBuilding(address, headings, lines), headings) }
    : null;
  // A pinned card with no postal address is placed by its headings ('DIY Income Portfolio' / 'Christchurch, …').
  if (!place && headings.length > 0) facts.full_address = headings.slice(0, 2).join(", ");
  // The card's heading names it ('The Power House, 70 Chiswick High Road, W4 1SY').
  const name = lines.find(
    (l) => l.length >= 4 && l.length <= 120 && /[A-Za-z]{3}/.test(l) && !/^view\b/i.test(l) && !isStatusLine(l),
  );
  const candidate = {
    ...facts,
    ...(place ?? {}),
    ...(latitude !== null && longitude !== null ? { latitude, longitude } : {}),
    name: place?.building_name ?? name ?? null,
  };
  return { candidate, figures };
}

/**
 * The cards of the repeated element that yields the most listings (at least two with figures), else none. Only
 * when those elements hold most of the page's text, or are many (five placed cards with figures): a few repeated
 * comparables on one property's page are not a results page.
 */
export function blockCards(html: string): Candidate[] {
  const pageChars = visibleText(html).length;
  const groups = new Map<string, { index: number; tag: string }[]>();
  for (const m of html.matchAll(OPEN)) {
    // Tokens with digits are per-item ids ('post-1956') or grid sizes ('col-lg-4'): the kind of element is the rest.
    const cls = (/\bclass\s*=\s*["']([^"']+)["']/i.exec(m[2])?.[1] ?? "")
      .split(/\s+/)
      .filter((t) => t && !/\d/.test(t))
      .join(" ");
    if (!cls) continue;
    const key = `${m[1].toLowerCase()}.${cls}`;
    groups.set(key, [...(groups.get(key) ?? []), { index: m.index ?? 0, tag: m[0] }]);
  }
  let best: Candidate[] = [];
  for (const items of groups.values()) {
    if (items.length < 2 || items.length > 300) continue;
    const chunks = items.map((it, k) =>
      html.slice(it.index, Math.min(items[k + 1]?.index ?? html.length, it.index + MAX_CHUNK)),
    );
    const covered = chunks.reduce((a, c) => a + visibleText(c).length, 0);
    const most = covered >= pageChars * 0.5;
    if (!most && items.length < MANY) continue;
    const read = items.map((it, k) => readCard(it.tag, chunks[k])).filter((c): c is Card => c !== null);
    // A portal's page holds much else (guides, links, footers): there many placed cards with figures suffice.
    if (read.filter((c) => c.figures).length < (most ? 2 : MANY)) continue;
    const cards = read.map((c) => c.candidate);
    const filled = (cs: Candidate[]) => cs.reduce((a, c) => a + Object.values(c).filter((v) => v !== null).length, 0);
    if (cards.length > best.length || (cards.length === best.length && filled(cards) > filled(best))) best = cards;
  }
  return best;
}
