// Address autocomplete configuration for the web (ARCHITECTURE 'maps'): Google when GOOGLE_MAPS_API_KEY is
// set (the browser loads the Places script with this public key), otherwise plain text entry.
import { z } from "zod";
import { defineRoute } from "#shared/contract/route.ts";

export const mapsConfigDto = z.object({
  provider: z.enum(["google", "none"]),
  /** Browser (referrer-restricted) key; null unless provider is google. */
  googleMapsApiKey: z.string().nullable(),
});
export type MapsConfigDto = z.infer<typeof mapsConfigDto>;

export const getMapsConfig = defineRoute({
  method: "GET",
  path: "/api/maps/config",
  response: mapsConfigDto,
});
