// Coordinates of the subject in inline map scripts (Leaflet / Google Maps / Mapbox): a variable or option
// named for the subject or the map centre wins; otherwise the map's centre; otherwise the first marker.
import type { Candidate } from "#server/analysis/listing/candidate.ts";
import type { ScriptBlock } from "#server/analysis/listing/html.ts";

const PAIR = String.raw`\[\s*(-?\d{1,3}\.\d{3,})\s*,\s*(-?\d{1,3}\.\d{3,})\s*\]`;
const LATLNG_OBJ = String.raw`\{\s*lat\s*:\s*(-?\d{1,3}\.\d{3,})\s*,\s*lng\s*:\s*(-?\d{1,3}\.\d{3,})\s*\}`;

function valid(a: number, b: number): boolean {
  return Math.abs(a) <= 90 && Math.abs(b) <= 180 && !(a === 0 && b === 0);
}

export function coordsFromScripts(blocks: ScriptBlock[]): Candidate {
  const code = blocks
    .filter((b) => !b.attrs.src && !/json/i.test(b.attrs.type ?? ""))
    .map((b) => b.content)
    .join("\n");
  if (!code) return {};
  const tries: RegExp[] = [
    new RegExp(String.raw`(?:subject|property|listing|home|site)\w*\s*[=:]\s*(?:L\.latLng\()?${PAIR}`, "i"),
    new RegExp(String.raw`(?:subject|property|listing|home|site)\w*\s*[=:]\s*${LATLNG_OBJ}`, "i"),
    /(?:subject|property|listing|home|site)\w*\s*[=:]\s*(?:new\s+google\.maps\.LatLng|L\.latLng)\(\s*(-?\d{1,3}\.\d{3,})\s*,\s*(-?\d{1,3}\.\d{3,})/i,
    new RegExp(String.raw`\.setView\(\s*${PAIR}`),
    new RegExp(String.raw`center\s*:\s*${PAIR}`),
    new RegExp(String.raw`center\s*:\s*${LATLNG_OBJ}`),
    new RegExp(String.raw`L\.marker\(\s*${PAIR}`),
  ];
  for (const re of tries) {
    const m = re.exec(code);
    if (!m) continue;
    let a = Number(m[1]);
    let b = Number(m[2]);
    // Mapbox writes [lng, lat].
    if (/center\s*:\s*\[/.test(m[0]) && Math.abs(a) > 90) [a, b] = [b, a];
    if (valid(a, b)) return { latitude: a, longitude: b };
  }
  return {};
}

/**
 * The subject's pin in an embedded map's address (Google static map 'center=' or 'markers=…|lat,lng', an embed's
 * 'q=lat,lng' or 'll='). Only when the page's map addresses agree on one place: several pins are comparables.
 */
export function coordsFromMapUrls(html: string): Candidate {
  const pairs = new Set<string>();
  const urls =
    html.match(/https?:\/\/(?:maps\.googleapis\.com|maps\.google\.[a-z.]+|www\.google\.[a-z.]+\/maps)[^"'\s)<>]*/gi) ??
    [];
  for (const raw of urls) {
    const url = raw.replace(/&amp;/g, "&").replace(/%7C/gi, "|").replace(/%2C/gi, ",");
    const re = /(?:[?&](?:center|q|ll)=|\|)(-?\d{1,2}\.\d{4,})\s*,\s*(-?\d{1,3}\.\d{4,})/g;
    for (const m of url.matchAll(re)) {
      const a = Number(m[1]);
      const b = Number(m[2]);
      if (valid(a, b)) pairs.add(`${a.toFixed(5)},${b.toFixed(5)}|${m[1]},${m[2]}`);
    }
  }
  const places = new Set([...pairs].map((p) => p.split("|")[0]));
  if (places.size !== 1) return {};
  const [lat, lng] = ([...pairs][0].split("|")[1] as string).split(",").map(Number);
  return { latitude: lat, longitude: lng };
}

/**
 * A map widget's pin in its data attributes (data-lat / data-lng, data-latitude / data-longitude) on one
 * property's page. Only when every pin on the page is the same place: several are comparables or a results map.
 */
export function coordsFromDataAttributes(html: string): Candidate {
  const places = new Map<string, [number, number]>();
  const re = /<[a-z][a-z0-9]*\b[^>]*\bdata-lat(?:itude)?\s*=\s*["'](-?\d{1,2}\.\d{3,})["'][^>]*>/gi;
  for (const m of html.matchAll(re)) {
    const lng = /\bdata-(?:lng|lon|long|longitude)\s*=\s*["'](-?\d{1,3}\.\d{3,})["']/i.exec(m[0]);
    if (!lng) continue;
    const a = Number(m[1]);
    const b = Number(lng[1]);
    if (valid(a, b)) places.set(`${a.toFixed(5)},${b.toFixed(5)}`, [a, b]);
  }
  if (places.size !== 1) return {};
  const [latitude, longitude] = [...places.values()][0];
  return { latitude, longitude };
}
