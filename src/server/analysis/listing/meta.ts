// OpenGraph / Twitter / geo meta tags: title, description, photos, coordinates, price.
import { parseUsAddress } from "#server/analysis/listing/address.ts";
import type { Candidate } from "#server/analysis/listing/candidate.ts";
import { parseMoney, parseNumber } from "#server/analysis/listing/values.ts";

type Metas = { first: Map<string, string>; all: Map<string, string[]> };

function coords(lat: number | null, lng: number | null): Candidate {
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180 || (lat === 0 && lng === 0)) return {};
  return { latitude: lat, longitude: lng };
}

export function fromMeta(m: Metas, baseUrl: string): Candidate {
  const get = (...keys: string[]) => keys.map((k) => m.first.get(k)).find((v) => v && v.length > 0) ?? null;
  const out: Candidate = {};
  out.name = get("og:title", "twitter:title");
  out.description = get("og:description", "description", "twitter:description");
  const lat = parseNumber(get("place:location:latitude", "og:latitude", "latitude", "geo.position")?.split(/[;,]/)[0]);
  const lng = parseNumber(get("place:location:longitude", "og:longitude", "longitude"));
  let c = coords(lat, lng);
  const pos = get("geo.position", "icbm");
  if (!c.latitude && pos) {
    const [a, b] = pos.split(/[;,]\s*/).map(parseNumber);
    c = coords(a ?? null, b ?? null);
  }
  Object.assign(out, c);
  const price = parseMoney(get("product:price:amount", "og:price:amount", "price"));
  if (price) {
    out.asking_price = price;
    out.currency = get("product:price:currency", "og:price:currency");
  }
  const street = get("og:street-address", "og:street_address");
  const locality = get("og:locality");
  const region = get("og:region");
  const zip = get("og:postal-code");
  if (street && locality && region) {
    const us = parseUsAddress(`${street}, ${locality}, ${region}${zip ? ` ${zip}` : ""}`);
    if (us) Object.assign(out, us);
  }
  const photos: string[] = [];
  for (const key of ["og:image", "og:image:url", "og:image:secure_url", "twitter:image"]) {
    for (const u of m.all.get(key) ?? []) {
      try {
        const abs = new URL(u, baseUrl).href;
        if (/^https?:/.test(abs) && !photos.includes(abs)) photos.push(abs);
      } catch {
        /* not a URL */
      }
    }
  }
  out.photo_urls = photos;
  return out;
}
