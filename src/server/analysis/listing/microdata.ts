// schema.org microdata (itemprop attributes in the page's HTML), the older sibling of JSON-LD: an element's
// 'content' attribute when it has one (what the page declares for machines), else its visible text.
import { parseUsAddress, stateCode } from "#server/analysis/listing/address.ts";
import type { Candidate } from "#server/analysis/listing/candidate.ts";
import { parseAttrs, visibleText } from "#server/analysis/listing/html.ts";
import { areaUnit, parseMoney, parseNumber, parseYear } from "#server/analysis/listing/values.ts";

const OPEN = /<([a-z][a-z0-9]*)\b[^>]*\bitemprop\s*=\s*["']([^"']+)["'][^>]*>/gi;

/** itemprop → its first value (an element that opens its own itemscope holds no value of its own). */
export function itemProps(html: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of html.matchAll(OPEN)) {
    const attrs = parseAttrs(m[0]);
    if ("itemscope" in attrs && attrs.content === undefined) continue;
    let value = attrs.content ?? (/^(a|link)$/i.test(m[1]) ? attrs.href : undefined);
    if (value === undefined) {
      const start = (m.index ?? 0) + m[0].length;
      const end = html.indexOf(`</${m[1]}`, start);
      if (end < 0 || end - start > 2_000) continue;
      value = visibleText(html.slice(start, end)).replace(/\s+/g, " ");
    }
    value = value.trim();
    for (const name of m[2].trim().split(/\s+/)) if (value && !out.has(name)) out.set(name, value);
  }
  return out;
}

export function fromMicrodata(html: string): Candidate {
  if (!/\bitemprop\s*=/i.test(html)) return {};
  const p = itemProps(html);
  const c: Candidate = {};
  const street = p.get("streetAddress");
  const city = p.get("addressLocality");
  const region = p.get("addressRegion");
  const postal = p.get("postalCode");
  if (street) {
    c.street_address = street;
    c.city = city ?? null;
    c.postal_code = postal ?? null;
    const country = p.get("addressCountry");
    // A region is a US state only when it is one and the country (if given) is the US.
    const us = (!country || /^(us|usa|united states)/i.test(country)) && stateCode(region);
    c.state = us ? stateCode(region) : (region ?? null);
    if (country) c.country = /^(us|usa|united states)/i.test(country) ? "US" : country;
    c.full_address = [street, city, [region, postal].filter(Boolean).join(" ")].filter(Boolean).join(", ");
    if (us && parseUsAddress(c.full_address)) c.country = "US";
  }
  const lat = parseNumber(p.get("latitude"));
  const lng = parseNumber(p.get("longitude"));
  if (lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 && (lat || lng)) {
    c.latitude = lat;
    c.longitude = lng;
  }
  const price = parseMoney(p.get("price"));
  if (price && price >= 10_000) {
    c.asking_price = price;
    c.currency = p.get("priceCurrency")?.toUpperCase() ?? null;
  }
  const floor = p.get("floorSize");
  const size = parseNumber(floor);
  if (floor && size) {
    const unit = p.get("unitCode") ?? p.get("unitText") ?? floor;
    if (/MTK/i.test(unit) || areaUnit(unit) === "sqm") c.area_sqm = size;
    else c.building_size_sf = size;
  }
  const year = parseYear(p.get("yearBuilt"));
  if (year) c.year_built = year;
  return c;
}
