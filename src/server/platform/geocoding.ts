// Geocoding behind one interface (ARCHITECTURE 'maps'): Google when GOOGLE_MAPS_API_KEY is set, a
// Nominatim-compatible server when NOMINATIM_URL is set, otherwise none (addresses stay text). The URLs are
// configuration, never user input. Street-view image URLs exist only with a Google key.
import type { Config } from "#server/config.ts";

export type GeoPoint = { latitude: number; longitude: number };
export type Geocoder = {
  provider: "google" | "nominatim" | "none";
  /** The point for a one-line address, null when the service knows none. Throws on service failure. */
  geocode: (address: string) => Promise<GeoPoint | null>;
  /** A street-view image URL for a point, or null without Google. */
  streetViewUrl: (point: GeoPoint) => string | null;
};

const TIMEOUT_MS = 10_000;

async function getJson(url: string, headers: Record<string, string> = {}): Promise<unknown> {
  const res = await fetch(url, {
    headers: { accept: "application/json", ...headers },
    signal: AbortSignal.timeout(TIMEOUT_MS),
    redirect: "error",
  });
  if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
  return res.json();
}

function point(lat: unknown, lng: unknown): GeoPoint | null {
  const latitude = Number(lat);
  const longitude = Number(lng);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

export function createGoogleGeocoder(apiKey: string, baseUrl = "https://maps.googleapis.com"): Geocoder {
  return {
    provider: "google",
    async geocode(address) {
      const url = `${baseUrl}/maps/api/geocode/json?address=${encodeURIComponent(address)}&key=${encodeURIComponent(apiKey)}`;
      const body = (await getJson(url)) as {
        status?: string;
        results?: { geometry?: { location?: { lat?: unknown; lng?: unknown } } }[];
        error_message?: string;
      };
      if (body.status === "ZERO_RESULTS") return null;
      if (body.status !== "OK") throw new Error(`google geocoder status ${body.status}: ${body.error_message ?? ""}`);
      const loc = body.results?.[0]?.geometry?.location;
      return loc ? point(loc.lat, loc.lng) : null;
    },
    streetViewUrl: (p) =>
      `${baseUrl}/maps/api/streetview?size=640x320&location=${p.latitude},${p.longitude}&key=${encodeURIComponent(apiKey)}`,
  };
}

export function createNominatimGeocoder(baseUrl: string, userAgent = "Leasedesk geocoder"): Geocoder {
  const root = baseUrl.replace(/\/$/, "");
  return {
    provider: "nominatim",
    async geocode(address) {
      const url = `${root}/search?format=jsonv2&limit=1&q=${encodeURIComponent(address)}`;
      const body = await getJson(url, { "user-agent": userAgent });
      if (!Array.isArray(body)) throw new Error("nominatim answered something other than a list");
      const first = body[0] as { lat?: unknown; lon?: unknown } | undefined;
      // Nominatim's order is lat/lon as strings; GeoJSON's [lon, lat] is never used here.
      return first ? point(first.lat, first.lon) : null;
    },
    streetViewUrl: () => null,
  };
}

export const noGeocoder: Geocoder = {
  provider: "none",
  geocode: async () => null,
  streetViewUrl: () => null,
};

export function createGeocoder(
  config: Pick<Config, "googleMapsApiKey" | "googleMapsApiUrl" | "nominatimUrl">,
): Geocoder {
  if (config.googleMapsApiKey) return createGoogleGeocoder(config.googleMapsApiKey, config.googleMapsApiUrl);
  if (config.nominatimUrl) return createNominatimGeocoder(config.nominatimUrl);
  return noGeocoder;
}
