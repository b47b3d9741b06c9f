// schema.org JSON-LD: RealEstateListing / Offer / Product / Place / Residence / Accommodation nodes with
// PostalAddress, GeoCoordinates, floorSize and additionalProperty. One candidate per described place.
import { parseUsAddress, stateCode } from "#server/analysis/listing/address.ts";
import type { Candidate } from "#server/analysis/listing/candidate.ts";
import { summaryFacts } from "#server/analysis/listing/card-summary.ts";
import type { ScriptBlock } from "#server/analysis/listing/html.ts";
import { mapPropertyType } from "#server/analysis/listing/property-types.ts";
import { ACRE_SF, areaUnit, parseMoney, parseNumber, parseYear } from "#server/analysis/listing/values.ts";

type Node = Record<string, unknown>;

const PLACE_TYPES =
  /^(RealEstateListing|Product|Offer|Place|Residence|Accommodation|House|SingleFamilyResidence|Apartment|ApartmentComplex|GatedResidenceCommunity|LocalBusiness|LandmarksOrHistoricalBuildings|CivicStructure|Landform|Suite|Room|Hotel|LodgingBusiness|Store|OfficeBuilding|IndividualProduct)$/;
const NOISE_TYPES =
  /^(BreadcrumbList|WebSite|WebPage|Organization|SearchAction|ImageObject|VideoObject|FAQPage|Article)$/;

function types(n: Node): string[] {
  const t = n["@type"];
  return (Array.isArray(t) ? t : [t])
    .filter((x): x is string => typeof x === "string")
    .map((x) => x.replace(/^.*[/#]/, ""));
}

function str(v: unknown): string | null {
  if (typeof v === "string") return v.trim() || null;
  if (typeof v === "number") return String(v);
  if (v && typeof v === "object" && "name" in v) return str((v as Node).name);
  return null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text.trim().replace(/^<!\[CDATA\[|\]\]>$/g, ""));
  } catch {
    return null;
  }
}

/** All nodes of every ld+json block, @graph and nested objects flattened. */
export function jsonLdNodes(blocks: ScriptBlock[]): Node[] {
  const out: Node[] = [];
  const walk = (v: unknown, depth: number) => {
    if (depth > 8 || !v || typeof v !== "object") return;
    if (Array.isArray(v)) {
      for (const x of v) walk(x, depth + 1);
      return;
    }
    const n = v as Node;
    if (n["@type"]) out.push(n);
    for (const [k, x] of Object.entries(n)) if (k !== "@context") walk(x, depth + 1);
  };
  for (const b of blocks) {
    if ((b.attrs.type ?? "").toLowerCase() !== "application/ld+json") continue;
    walk(parseJson(b.content), 0);
  }
  return out;
}

function first(v: unknown): unknown {
  return Array.isArray(v) ? v[0] : v;
}

function areaFrom(v: unknown): { sf: number | null; sqm: number | null; acres: number | null } {
  const q = first(v);
  if (q && typeof q === "object") {
    const n = q as Node;
    const value = parseNumber(n.value ?? n.minValue);
    const unit = `${str(n.unitCode) ?? ""} ${str(n.unitText) ?? ""}`.toUpperCase();
    if (value === null) return { sf: null, sqm: null, acres: null };
    if (/MTK|SQM|M2|M²/.test(unit)) return { sf: null, sqm: value, acres: null };
    if (/ACR/.test(unit)) return { sf: null, sqm: null, acres: value };
    return { sf: value, sqm: null, acres: null };
  }
  const s = str(q);
  if (!s) return { sf: null, sqm: null, acres: null };
  const n = parseNumber(s);
  const u = areaUnit(s);
  return { sf: u === "sf" || u === null ? n : null, sqm: u === "sqm" ? n : null, acres: u === "acres" ? n : null };
}

function addressFrom(v: unknown): Candidate {
  const a = first(v);
  if (typeof a === "string") {
    const us = parseUsAddress(a);
    return us ?? { full_address: a.trim() };
  }
  if (!a || typeof a !== "object") return {};
  const n = a as Node;
  const country = str(n.addressCountry);
  const street = str(n.streetAddress);
  const city = str(n.addressLocality);
  const region = str(n.addressRegion);
  const zip = str(n.postalCode);
  const usState = stateCode(region);
  const isUs = country
    ? /^(us|usa|united states)/i.test(country)
    : Boolean(usState && (zip ? /^\d{5}/.test(zip) : true));
  const parts = [street, city, [region, zip].filter(Boolean).join(" ")].filter(Boolean);
  return {
    street_address: street,
    city,
    state: isUs ? (usState ?? region) : region,
    postal_code: zip,
    country: isUs ? "US" : country && country.length === 2 ? country.toUpperCase() : country,
    full_address: parts.length ? parts.join(", ") : null,
  };
}

function geoFrom(v: unknown): Candidate {
  const g = first(v) as Node | undefined;
  if (!g || typeof g !== "object") return {};
  const lat = parseNumber(g.latitude);
  const lng = parseNumber(g.longitude);
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180 || (lat === 0 && lng === 0)) return {};
  return { latitude: lat, longitude: lng };
}

function offerFrom(v: unknown): Candidate {
  const o = first(v) as Node | undefined;
  if (!o || typeof o !== "object") return {};
  const spec = first(o.priceSpecification) as Node | undefined;
  const price = parseMoney(o.price ?? o.lowPrice ?? spec?.price);
  const currency = str(o.priceCurrency ?? spec?.priceCurrency);
  // A price written with its period ('$32.00 SF/YR', '$2,500/mo') is a rent, whatever node carries it.
  const written = typeof o.price === "string" && /\/|\bper\b|\b(?:sf|mo|yr|month|year)\b/i.test(o.price) ? o.price : "";
  const unit = `${str(spec?.unitText) ?? ""} ${str(spec?.unitCode) ?? ""} ${written}`.toLowerCase();
  const isRent =
    /month|year|mon|ann|sf|sq|\/\s*yr|\/\s*mo/.test(unit) || /rent|lease/i.test(str(o.businessFunction) ?? "");
  if (price === null) return { currency };
  if (isRent)
    return {
      rent: price,
      currency,
      rent_period: /sf|sq/.test(unit)
        ? /\/\s*mo\b|month/.test(unit)
          ? "sf_month"
          : "sf_year"
        : /month|mon|\/\s*mo\b/.test(unit)
          ? "month"
          : "year",
    };
  return { asking_price: price, currency };
}

function additional(n: Node): Candidate {
  const out: Candidate = {};
  const list = Array.isArray(n.additionalProperty)
    ? n.additionalProperty
    : n.additionalProperty
      ? [n.additionalProperty]
      : [];
  for (const p of list as Node[]) {
    const name = (str(p?.name) ?? "").toLowerCase();
    const value = p?.value;
    if (/year\s*built|built/.test(name)) out.year_built ??= parseYear(value);
    else if (/clear\s*height|ceiling/.test(name)) out.clear_height_ft ??= parseNumber(value);
    else if (/dock/.test(name)) out.dock_doors ??= parseNumber(value);
    else if (/parking\s*(spaces|stalls)/.test(name)) out.parking_spaces ??= parseNumber(value);
    else if (/units?/.test(name)) out.units ??= parseNumber(value);
    else if (/lot|land/.test(name)) {
      const a = areaFrom(value);
      out.lot_size_acres ??= a.acres;
      out.lot_size_sf ??= a.sf ?? (a.acres ? Math.round(a.acres * ACRE_SF) : null);
    } else if (/(building|floor|gross|rentable)\s*(size|area)|square\s*f/.test(name)) {
      const a = areaFrom(value);
      out.building_size_sf ??= a.sf ?? null;
      out.area_sqm ??= a.sqm;
    } else if (/property\s*type|type/.test(name)) out.property_type_label ??= str(value);
  }
  return out;
}

function images(v: unknown): string[] {
  const list = Array.isArray(v) ? v : v ? [v] : [];
  return list
    .map((i) => (typeof i === "string" ? i : str((i as Node)?.url ?? (i as Node)?.contentUrl)))
    .filter((u): u is string => Boolean(u && /^https?:\/\//.test(u)));
}

/** A candidate for one place-like node (an Offer's itemOffered / a listing's about are folded in). */
function fromNode(n: Node): Candidate {
  const inner = [n.itemOffered, n.about, n.mainEntity, n.containsPlace]
    .map(first)
    .filter((x) => x && typeof x === "object") as Node[];
  const all = [n, ...inner];
  const out: Candidate = {};
  for (const x of all) {
    const addr = addressFrom(x.address ?? (first(x.location) as Node | undefined)?.address);
    for (const [k, v] of Object.entries(addr)) (out as Record<string, unknown>)[k] ??= v;
    const geo = geoFrom(x.geo ?? (first(x.location) as Node | undefined)?.geo);
    out.latitude ??= geo.latitude;
    out.longitude ??= geo.longitude;
    const offer = offerFrom(x["@type"] === "Offer" ? x : x.offers);
    for (const [k, v] of Object.entries(offer)) if (v !== null) (out as Record<string, unknown>)[k] ??= v;
    const size = areaFrom(x.floorSize);
    out.building_size_sf ??= size.sf;
    out.area_sqm ??= size.sqm;
    const lot = areaFrom(x.lotSize);
    out.lot_size_acres ??= lot.acres;
    out.lot_size_sf ??= lot.sf;
    out.year_built ??= parseYear(x.yearBuilt);
    out.units ??= parseNumber(x.numberOfUnits ?? x.numberOfAccommodationUnits);
    const typeLabel = types(x).find((t) => !/^(RealEstateListing|Product|Offer|Place|IndividualProduct)$/.test(t));
    out.property_type_label ??= str(x.category) ?? typeLabel ?? null;
    const a = additional(x);
    for (const [k, v] of Object.entries(a))
      if (v !== null && v !== undefined) (out as Record<string, unknown>)[k] ??= v;
    const pics = images(x.image ?? x.photo);
    if (pics.length && !out.photo_urls?.length) out.photo_urls = pics;
  }
  out.name = str(n.name) ?? inner.map((x) => str(x.name)).find(Boolean) ?? null;
  out.description = str(n.description);
  // A results list names each listing by its address ('12 Main St, Dover, DE 19901') and gives no address node.
  if (!out.street_address && !out.full_address && out.name) {
    const named = parseUsAddress(out.name);
    if (named?.street_address && named.postal_code) Object.assign(out, named);
  }
  // '2,284 SF Office Building Offered at …': the description's summary states the size and the kind.
  if (out.description) {
    const summary = summaryFacts(out.description);
    out.building_size_sf ??= summary.building_size_sf ?? null;
    out.property_type_label ??= summary.property_type ?? null;
  }
  out.property_type = mapPropertyType(out.property_type_label);
  if (typeof n.url === "string") out.source_url = n.url;
  return out;
}

function hasSubstance(c: Candidate): boolean {
  return Boolean(
    c.street_address || c.full_address || c.asking_price || c.rent || c.building_size_sf || c.area_sqm || c.latitude,
  );
}

/** Places described by the page's JSON-LD. ItemList of listings → several candidates. */
export function fromJsonLd(blocks: ScriptBlock[]): Candidate[] {
  const nodes = jsonLdNodes(blocks);
  const seen = new Set<Node>();
  const out: Candidate[] = [];
  for (const n of nodes) {
    const ts = types(n);
    if (ts.some((t) => NOISE_TYPES.test(t)) || !ts.some((t) => PLACE_TYPES.test(t) || t === "PostalAddress")) continue;
    if (ts.includes("PostalAddress") || seen.has(n)) continue;
    // Nested nodes of a listing already handled through their parent.
    for (const k of ["itemOffered", "about", "mainEntity", "offers"]) {
      const v = first(n[k]);
      if (v && typeof v === "object") seen.add(v as Node);
    }
    const c = fromNode(n);
    if (hasSubstance(c)) out.push(c);
  }
  return withLooseOffers(out);
}

const placed = (c: Candidate) => Boolean(c.street_address || c.full_address || c.latitude);

/**
 * A graph that lists the place and its offer as sibling nodes (a Place with the address and pin, an Offer with
 * the price) describes one listing: offers with no place of their own join the page's only placed node.
 */
function withLooseOffers(cs: Candidate[]): Candidate[] {
  const places = cs.filter(placed);
  const loose = cs.filter((c) => !placed(c));
  if (places.length !== 1 || loose.length === 0) return cs;
  const one: Candidate = { ...places[0] };
  for (const c of loose)
    for (const [k, v] of Object.entries(c))
      if (v !== null && v !== undefined) (one as Record<string, unknown>)[k] ??= v;
  return [one];
}
