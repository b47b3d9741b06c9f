// Listing page → properties. Parsers in order of trust: schema.org JSON-LD, embedded app state
// (__NEXT_DATA__ and similar), OpenGraph/meta tags, inline map scripts, then the visible text. Each field
// comes from the most trusted parser that states it. A page that is not evidently US never gets a US
// address (locale.ts).
import { isBotChallenge } from "#server/analysis/listing/anti-bot.ts";
import { type Candidate, mergeCandidates } from "#server/analysis/listing/candidate.ts";
import { fromEmbeddedJson } from "#server/analysis/listing/embedded-json.ts";
import { blockCards } from "#server/analysis/listing/html-blocks.ts";
import { documentLang, metaTags, scripts, titleOf, visibleText } from "#server/analysis/listing/html.ts";
import {
  coordsFromDataAttributes,
  coordsFromMapUrls,
  coordsFromScripts,
} from "#server/analysis/listing/inline-coords.ts";
import { findIntlAddress } from "#server/analysis/listing/intl-address.ts";
import { offeredThing, offerKind } from "#server/analysis/listing/intl-labels.ts";
import type { ListingObject } from "#server/analysis/listing/json-object.ts";
import { fromJsonLd } from "#server/analysis/listing/json-ld.ts";
import { localise, pageLocale } from "#server/analysis/listing/locale.ts";
import { fromMeta } from "#server/analysis/listing/meta.ts";
import { fromMicrodata } from "#server/analysis/listing/microdata.ts";
import { mapPropertyType } from "#server/analysis/listing/property-types.ts";
import { proseAddress, proseFacts } from "#server/analysis/listing/prose-facts.ts";
import { findUsAddress, textFacts } from "#server/analysis/listing/text-facts.ts";
import { streetAnchor } from "#server/analysis/property-pdf/brochure-address.ts";
import { extractContacts } from "#server/analysis/property-pdf/brochure-contacts.ts";
import { parseBrochureText } from "#server/analysis/property-pdf/brochure-text.ts";
import {
  type ExtractedProperty,
  type ExtractionResult,
  extractionError,
} from "#shared/contract/property-extraction.ts";

export type HtmlExtractOptions = {
  /** HTTP status the page came with (403/429 + bot markers → ANTI_BOT_DETECTED). */
  status?: number;
};

/**
 * Several properties in the visible text, read like a brochure's list. A page whose title or first
 * heading names a street address is one property's page (its comparables are not listings).
 */
function onePropertyPage(html: string): boolean {
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1]?.replace(/<[^>]+>/g, " ") ?? "";
  const heads = [titleOf(html) ?? "", h1, metaTags(html).first.get("og:title") ?? ""];
  return heads.some((h) => streetAnchor(h));
}

function htmlCards(html: string, text: string): ExtractedProperty[] {
  if (onePropertyPage(html)) return [];
  const found = parseBrochureText([text]);
  const withFacts = found.filter((p) => p.asking_price || p.rent || p.available_sf || p.building_size_sf);
  return withFacts.length >= 2 ? withFacts : [];
}

function substantive(p: ExtractedProperty): boolean {
  // A listing that prints no address (a portal hiding it) is still one by its name and two of its figures.
  const figures = [p.asking_price, p.rent, p.building_size_sf, p.area_sqm, p.year_built].filter((v) => v !== null);
  const hasPlace =
    Boolean(p.street_address || p.full_address || p.city || p.latitude !== null) ||
    (Boolean(p.name) && figures.length >= 2);
  // Land is offered by its acreage alone.
  const hasFacts = [
    p.asking_price,
    p.rent,
    p.building_size_sf,
    p.available_sf,
    p.area_sqm,
    p.year_built,
    p.units,
    p.lot_size_acres,
    p.lot_size_sf,
  ].some((v) => v !== null);
  return hasPlace && hasFacts;
}

/** '6851 Roswell Rd, Sandy Springs, GA | MLS #1 | Zillow' → its first meaningful segment. */
function cleanTitle(t: string | null | undefined): string | null {
  if (!t) return null;
  const parts = t
    .split(/\s+[|•·–—]\s+|\s+-\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const best = parts.find((s) => /\d/.test(s) && s.length > 4) ?? parts[0];
  return best && best.length <= 150 ? best : null;
}

function finish(p: ExtractedProperty, baseUrl: string): ExtractedProperty {
  const out = { ...p };
  if (!out.full_address && out.street_address) {
    out.full_address = [out.street_address, out.city, [out.state, out.postal_code].filter(Boolean).join(" ")]
      .filter(Boolean)
      .join(", ");
  }
  if (!out.property_type) out.property_type = mapPropertyType(out.property_type_label);
  out.name = cleanTitle(out.name) ?? out.street_address ?? out.full_address;
  // A monthly charge on a sale listing (HOA / service charge) is not the property's rent.
  if (out.rent && out.asking_price && out.rent * 500 < out.asking_price) {
    out.rent = null;
    out.rent_period = null;
  }
  if (!out.source_url && /^https?:/.test(baseUrl)) out.source_url = baseUrl;
  if (out.lot_size_acres && !out.lot_size_sf) out.lot_size_sf = Math.round(out.lot_size_acres * 43_560);
  return out;
}

/** The type from the page's words when no field names it: N units with residential wording → multifamily. */
function typeFromText(c: Candidate, text: string, heads: string[]): Candidate {
  // A stated kind wins; a stated label that names no kind leaves the page's words to say it.
  if (c.property_type) return {};
  const head = text.slice(0, 20_000);
  if ((c.units ?? 0) >= 2 && /multi-?family|apartment|duplex|triplex|fourplex|\bBR\b|bedroom/i.test(head)) {
    return { property_type: "multifamily" };
  }
  // A category line over the title ('Industrial' above the estate's name). A menu lists several: then none.
  const kinds = new Set(
    head
      .split("\n")
      .slice(0, 12)
      .map((l) => l.trim())
      .filter((l) => l.split(/\s+/).length <= 2 && l.length <= 24)
      .map((l) => mapPropertyType(l))
      .filter(Boolean),
  );
  if (kinds.size === 1) return { property_type: [...kinds][0] };
  // The page's heading or title says what is offered: 'Industrial Building For Sale', 'Kawalerka na sprzedaż'.
  for (const h of heads) {
    const offered = offeredThing(h);
    const t = offered ? mapPropertyType(offered) : null;
    if (t) return { property_type: t };
  }
  return {};
}

/**
 * A building known by its name ('The Meridian'): the page's first heading when it is a name — no figures, not what
 * is offered ('Office for Lease'), not a page heading ('Broker Opinion of Value', 'Property Details').
 */
function buildingName(html: string): string | null {
  const h1 = headsOf(html)[0]?.trim() ?? "";
  if (!h1 || h1.length > 60 || /\d|[$£€|]/.test(h1) || !/^[A-Z]/.test(h1)) return null;
  if (
    /\b(?:for (?:sale|lease|rent)|available|propert(?:y|ies)|listings?|details|opinion|overview|search|results|welcome|home|offering|memorandum)\b/i.test(
      h1,
    )
  )
    return null;
  return h1;
}

/** The page's first heading and its title: what the page says it offers. */
function headsOf(html: string): string[] {
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1];
  return [h1 ? visibleText(h1).replace(/\s+/g, " ") : "", titleOf(html) ?? ""].filter(Boolean);
}

/** The house number and first street word ('504 e denny'): one listing's key across a page's sources. */
function streetKey(c: Candidate): string | null {
  const m = /^(\d[\w-]*)\s+(\S+)(?:\s+(\S+))?/.exec((c.street_address ?? "").toLowerCase().replace(/[.,]/g, ""));
  return m ? [m[1], m[2], m[3]].filter(Boolean).join(" ") : null;
}

/**
 * A structured list and the visible cards of one results page: a card and a listed item at the same street are one
 * listing (the structured item's fields first); the cards in their order, then the items no card shows (a page
 * saved after its cards were filtered keeps its first list).
 */
function withCards(listed: Candidate[], cards: Candidate[]): Candidate[] {
  if (cards.length === 0) return listed;
  const used = new Set<number>();
  const out = cards.map((card) => {
    const key = streetKey(card);
    const k = key ? listed.findIndex((c, i) => !used.has(i) && streetKey(c) === key) : -1;
    if (k < 0) return card;
    used.add(k);
    return mergeCandidates(listed[k], card);
  });
  return [...out, ...listed.filter((_, i) => !used.has(i))];
}

export function extractPropertiesFromHtml(
  html: string,
  baseUrl: string,
  opts: HtmlExtractOptions = {},
): ExtractionResult {
  const status = opts.status ?? 200;
  const text = visibleText(html);
  if (isBotChallenge(html, status, text.length)) return extractionError("ANTI_BOT_DETECTED");
  const blocks = scripts(html);
  const sources: string[] = [];
  const ld = fromJsonLd(blocks) as ListingObject[];
  const embedded = fromEmbeddedJson(blocks) as ListingObject[];
  if (ld.length) sources.push("json-ld");
  if (embedded.length) sources.push("embedded-json");
  const lines = text.split("\n");
  // An address with a UK or Canadian postcode states the page's country (unless a US address is printed too).
  const intl = ld.length || embedded.length || findUsAddress(lines) ? null : findIntlAddress(lines);
  const locale = pageLocale({
    lang: documentLang(html),
    url: baseUrl,
    candidates: [...ld, ...embedded, ...(intl ? [intl as ListingObject] : [])],
    text,
  });

  let properties: ExtractedProperty[];
  const plain = ld.length === 0 && embedded.length === 0;
  // A results page of repeated elements (one class per card) is read card by card. In the US only when every
  // card has its own address; otherwise the brochure-style reader pairs each street address with the facts
  // printed under it. Outside the US that reader finds no street anchors.
  // A structured list of listings (an ItemList) may sit beside the visible cards: both are read.
  const listed = ld.length >= 2 || embedded.length >= 2;
  const repeated = (plain || listed) && (locale.nonUs || !onePropertyPage(html)) ? blockCards(html) : [];
  const usRepeated = !locale.nonUs && repeated.length >= 2 && repeated.every((c) => c.street_address && c.postal_code);
  const cards = plain && !locale.nonUs && !usRepeated ? htmlCards(html, text) : [];
  if (listed) {
    const many = ld.length >= 2 ? ld : embedded;
    const cardsBeside = usRepeated || (locale.nonUs && repeated.length >= 2) ? repeated : [];
    if (cardsBeside.length) sources.push("html-blocks");
    properties = withCards(many, cardsBeside).map((c) => finish(mergeCandidates(localise(c, locale)), baseUrl));
  } else if (usRepeated) {
    sources.push("html-blocks");
    properties = repeated.map((c) => finish(mergeCandidates(localise(c, locale)), baseUrl));
  } else if (cards.length >= 2) {
    // An inventory page of cards in plain HTML: each street address with the facts printed under it.
    sources.push("text-cards");
    properties = cards.map((c) => finish({ ...c, source_url: null }, baseUrl));
  } else if (repeated.length >= 2 && (locale.nonUs || repeated.every((c) => !c.state))) {
    // A results page of repeated elements, each a listing with its own place and figures (or status); on a page
    // not evidently US only when no card reads as a US address, which the brochure-style reader above serves.
    sources.push("html-blocks");
    properties = repeated.map((c) => finish(mergeCandidates(localise(c, locale)), baseUrl));
  } else {
    const meta = fromMeta(metaTags(html), baseUrl);
    const micro = fromMicrodata(html);
    const scripted = coordsFromScripts(blocks);
    const mapped = scripted.latitude ? scripted : coordsFromMapUrls(html);
    const inline = mapped.latitude ? mapped : coordsFromDataAttributes(html);
    const kind = offerKind([...headsOf(html), metaTags(html).first.get("og:title") ?? ""]);
    const facts = textFacts(lines, kind);
    // A building described only in prose: its address and facts from the description, trusted last.
    const address = locale.nonUs ? intl : (findUsAddress(lines) ?? proseAddress(text));
    const prose = proseFacts(text);
    for (const [name, part] of [
      ["microdata", Object.keys(micro).length ? micro : null],
      ["meta", meta.latitude || meta.asking_price ? meta : null],
      ["inline-script", inline.latitude ? inline : null],
      ["text", Object.keys(facts).length || address ? facts : null],
    ] as const) {
      if (part) sources.push(name);
    }
    const structured = mergeCandidates(ld[0], embedded[0]);
    const merged = mergeCandidates(
      ld[0] ? localise(ld[0], locale) : null,
      embedded[0] ? localise(embedded[0], locale) : null,
      localise(micro, locale),
      localise(meta, locale),
      inline,
      localise(facts, locale),
      address ?? {},
      prose,
      { name: cleanTitle(structured.name) ?? null },
    );
    const typed = mergeCandidates(merged, typeFromText(merged, text, headsOf(html)));
    // A page offering the property for rent ('Mieszkanie do wynajęcia', 'Flat to let'): its offer's price is the
    // rent, never a sale price.
    if (kind === "rent" && typed.asking_price !== null) {
      typed.rent ??= typed.asking_price;
      typed.asking_price = null;
    }
    // The listing brokers printed on the page (named contacts only; a bare info@ mailbox is not a broker).
    if (typed.brokers.length === 0)
      typed.brokers = extractContacts(text)
        .filter((b) => b.name)
        .slice(0, 4);
    if (!typed.name || typed.name === typed.full_address)
      typed.name = buildingName(html) ?? typed.street_address ?? cleanTitle(meta.name ?? titleOf(html));
    properties = [finish(typed, baseUrl)];
  }
  // A results card is a listing by its place alone (a status, a price range); elsewhere a place needs a fact.
  const byCards = sources.includes("html-blocks");
  properties = properties.filter((p) => substantive(p) || (byCards && Boolean(p.full_address)));
  if (properties.length === 0) return { ...extractionError("NO_PROPERTIES_FOUND"), sources };
  return { properties, sources };
}
