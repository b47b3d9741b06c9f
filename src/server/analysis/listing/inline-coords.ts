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
