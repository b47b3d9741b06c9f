// Background work after creation (crm-documents.md §4 post-creation): geocoding and the street-view URL.
// Failures are logged, never shown (§8): the property keeps its text address and geocode_status 'failed'.
import * as repo from "#server/features/properties/properties.repository.ts";
import {
  GEOCODE_JOB,
  type GeocodeJob,
  type PropertiesService,
} from "#server/features/properties/properties.service.ts";
import type { Geocoder } from "#server/platform/geocoding.ts";
import type { AppContext } from "#server/platform/http.ts";
import { formatAddress } from "#shared/rules/address-normalize.ts";

export function registerPropertyJobs(
  ctx: Pick<AppContext, "db" | "jobs" | "log">,
  geocoder: Geocoder,
  properties: PropertiesService,
): void {
  ctx.jobs.define<GeocodeJob>(
    GEOCODE_JOB,
    async ({ propertyId, userId }) => {
      const row = await repo.findPropertyRow(ctx.db, userId, propertyId);
      if (!row) return;
      try {
        let point =
          row.locationLatitude !== null && row.locationLongitude !== null
            ? { latitude: row.locationLatitude, longitude: row.locationLongitude }
            : null;
        if (!point) {
          const address = formatAddress({
            street: row.locationStreetAddress,
            city: row.locationCity,
            state: row.locationState,
            postalCode: row.locationPostalCode,
            country: row.locationCountry,
          });
          if (!address || geocoder.provider === "none") return;
          point = await geocoder.geocode(address);
        }
        const written = await repo.updateIfLocationUnchanged(ctx.db, userId, propertyId, row, {
          ...(point ? { locationLatitude: point.latitude, locationLongitude: point.longitude } : {}),
          streetViewImageUrl: point ? geocoder.streetViewUrl(point) : null,
          geocodeStatus: point ? "done" : "failed",
        });
        if (!written) return;
        if (!point) ctx.log.info({ propertyId }, "geocoder found no point for the address");
      } catch (err) {
        ctx.log.warn({ err, propertyId }, "geocoding failed");
        await repo.updateIfLocationUnchanged(ctx.db, userId, propertyId, row, { geocodeStatus: "failed" });
      }
      await properties.publish(userId, propertyId);
    },
    { retryLimit: 0, expireInSeconds: 60 },
  );
}
