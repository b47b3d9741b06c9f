import { describe, expect, it } from "vitest";
import { mapNote, padExtent, panView, toApiBounds, zoomView } from "#web/features/properties/lib/map-view.ts";

const texas = { south: 30, west: -98, north: 33, east: -96 };

describe("map view", () => {
  it("wraps Leaflet's longitudes past ±180 and keeps an antimeridian view as west > east", () => {
    expect(toApiBounds({ south: -10, west: 170, north: 10, east: 190 })).toEqual({
      south: -10,
      west: 170,
      north: 10,
      east: -170,
    });
    expect(toApiBounds({ south: -95, west: -400, north: 95, east: 400 })).toEqual({
      south: -90,
      west: -180,
      north: 90,
      east: 180,
    });
  });

  it("rounds so a view that barely moved asks the same question", () => {
    expect(toApiBounds({ south: 30.0000001, west: -98.0000004, north: 33, east: -96 })).toEqual(texas);
  });

  it("pads the pins' box, and gives a single pin a small area around it", () => {
    expect(padExtent(texas)).toEqual({ south: 29.7, west: -98.2, north: 33.3, east: -95.8 });
    const one = padExtent({ south: 30.27, west: -97.74, north: 30.27, east: -97.74 });
    expect(one.north - one.south).toBeCloseTo(0.012);
    expect(one.south).toBeLessThan(30.27);
  });

  it("zooms around the centre and stops at the whole world", () => {
    expect(zoomView(texas, 0.5)).toEqual({ south: 30.75, west: -97.5, north: 32.25, east: -96.5 });
    expect(zoomView({ south: -80, west: -170, north: 80, east: 170 }, 4)).toEqual({
      south: -90,
      west: -180,
      north: 90,
      east: 180,
    });
  });

  it("pans by half a view and stops at the edges", () => {
    expect(panView(texas, "north")).toEqual({ south: 31.5, west: -98, north: 34.5, east: -96 });
    expect(panView(texas, "west")).toEqual({ south: 30, west: -99, north: 33, east: -97 });
    expect(panView({ south: 80, west: 0, north: 89, east: 10 }, "north")).toEqual({
      south: 81,
      west: 0,
      north: 90,
      east: 10,
    });
  });

  it("says how much of the map is drawn: of how many on the first view, in this view after a move", () => {
    const note = (shown: number, truncated: boolean, located: number | null, empty = false) =>
      mapNote({ shown, truncated, located, empty });
    expect(note(200, true, 6666)).toBe(
      "Showing the 200 most recently updated of 6,666 properties with coordinates. Zoom in to see the rest.",
    );
    expect(note(200, true, 10_001)).toBe(
      "Showing the 200 most recently updated of more than 10,000 properties with coordinates. Zoom in to see the rest.",
    );
    expect(note(200, true, null)).toBe(
      "Showing the 200 most recently updated properties in this view. Zoom in to see the rest.",
    );
    expect(note(0, false, null, true)).toBe("No properties in this view.");
    expect(note(12, false, 12)).toBe("");
  });
});
