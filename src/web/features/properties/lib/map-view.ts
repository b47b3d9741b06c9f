// The map's viewport as the API takes it (south, west, north, east in degrees), and the moves the plot offers.
import type { MapBounds } from "#shared/contract/properties.ts";

const round = (v: number) => Math.round(v * 1e5) / 1e5;
const clampLat = (v: number) => Math.max(-90, Math.min(90, v));
/** Any longitude (Leaflet's run past ±180 when the world wraps) into −180…180. */
const wrapLng = (v: number) => ((((v + 180) % 360) + 360) % 360) - 180;

/**
 * A view as the API takes it: latitudes clamped, longitudes wrapped (west > east then means the view crosses
 * the antimeridian), a view wider than the world is the whole world, rounded so small jitters share a query.
 */
export function toApiBounds(view: MapBounds): MapBounds {
  const wide = view.east - view.west >= 360;
  return {
    south: round(clampLat(Math.min(view.south, view.north))),
    north: round(clampLat(Math.max(view.south, view.north))),
    west: wide ? -180 : round(wrapLng(view.west)),
    east: wide ? 180 : round(wrapLng(view.east)),
  };
}

/** The first view: the box around every pin with a margin, never narrower than ~1 km. */
export function padExtent(extent: MapBounds, margin = 0.1): MapBounds {
  const latSpan = Math.max(extent.north - extent.south, 0.01);
  const lngSpan = Math.max(extent.east - extent.west, 0.01);
  const midLat = (extent.north + extent.south) / 2;
  const midLng = (extent.east + extent.west) / 2;
  const halfLat = (latSpan * (1 + 2 * margin)) / 2;
  const halfLng = (lngSpan * (1 + 2 * margin)) / 2;
  return {
    south: clampLat(midLat - halfLat),
    north: clampLat(midLat + halfLat),
    west: Math.max(-180, midLng - halfLng),
    east: Math.min(180, midLng + halfLng),
  };
}

/** Zoom around the centre: factor 0.5 shows half the span (closer), 2 twice (farther), at most the world. */
export function zoomView(view: MapBounds, factor: number): MapBounds {
  const midLat = (view.north + view.south) / 2;
  const midLng = (view.east + view.west) / 2;
  const halfLat = Math.min(90, ((view.north - view.south) * factor) / 2);
  const halfLng = Math.min(180, ((view.east - view.west) * factor) / 2);
  return {
    south: clampLat(midLat - halfLat),
    north: clampLat(midLat + halfLat),
    west: Math.max(-180, midLng - halfLng),
    east: Math.min(180, midLng + halfLng),
  };
}

export type PanDirection = "north" | "south" | "east" | "west";

/** Moves the view by half its span, stopping at the poles and at ±180. */
export function panView(view: MapBounds, direction: PanDirection): MapBounds {
  const latStep = (view.north - view.south) / 2;
  const lngStep = (view.east - view.west) / 2;
  const dLat = direction === "north" ? latStep : direction === "south" ? -latStep : 0;
  const dLng = direction === "east" ? lngStep : direction === "west" ? -lngStep : 0;
  const shiftLat = Math.max(-90 - view.south, Math.min(90 - view.north, dLat));
  const shiftLng = Math.max(-180 - view.west, Math.min(180 - view.east, dLng));
  return {
    south: view.south + shiftLat,
    north: view.north + shiftLat,
    west: view.west + shiftLng,
    east: view.east + shiftLng,
  };
}

/** Past this many, the server stops counting located matches (filtered first view) and answers this + 1. */
const LOCATED_COUNT_CAP = 10_000;

/**
 * The line under the map: how much of it is drawn. The first view names the matching properties with
 * coordinates (so a capped map says what it leaves out); a moved view says only that it shows the most recent.
 */
export function mapNote(a: { shown: number; truncated: boolean; located: number | null; empty: boolean }): string {
  if (a.truncated && a.located !== null) {
    const of =
      a.located > LOCATED_COUNT_CAP
        ? `more than ${LOCATED_COUNT_CAP.toLocaleString("en-US")}`
        : a.located.toLocaleString("en-US");
    return `Showing the ${a.shown} most recently updated of ${of} properties with coordinates. Zoom in to see the rest.`;
  }
  if (a.truncated)
    return `Showing the ${a.shown} most recently updated properties in this view. Zoom in to see the rest.`;
  return a.empty ? "No properties in this view." : "";
}
