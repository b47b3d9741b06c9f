import "leaflet/dist/leaflet.css";
import L from "leaflet";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import type { MapBounds, MapPoint } from "#shared/contract/properties.ts";
import { paths } from "#web/app/paths.ts";

/**
 * Leaflet with the configured tile server (MAP_TILE_URL); only loaded when one is configured. The map is made
 * once and opens on the pins' box; every pan or zoom reports its bounds (the page asks for that view's pins),
 * and the pins layer is redrawn when they arrive.
 */
export function TileMap({
  points,
  extent,
  tileUrl,
  attribution,
  onView,
}: {
  points: MapPoint[];
  extent: MapBounds;
  tileUrl: string;
  attribution: string | null;
  onView: (view: MapBounds) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const onViewRef = useRef(onView);
  onViewRef.current = onView;
  const navigate = useNavigate();

  useEffect(() => {
    if (!ref.current) return;
    const map = L.map(ref.current, { scrollWheelZoom: false });
    L.tileLayer(tileUrl, { attribution: attribution ?? "", maxZoom: 19 }).addTo(map);
    const layer = L.layerGroup().addTo(map);
    map.on("moveend", () => {
      const b = map.getBounds();
      onViewRef.current({ south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() });
    });
    mapRef.current = map;
    layerRef.current = layer;
    return () => {
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
    };
  }, [tileUrl, attribution]);

  // The first view, and again when other filters give other pins.
  const { south, west, north, east } = extent;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is made in the effect above, once per tile server
  useEffect(() => {
    // Leaflet takes [latitude, longitude] (GeoJSON's order is the reverse).
    mapRef.current?.fitBounds(
      [
        [south, west],
        [north, east],
      ],
      { padding: [32, 32], maxZoom: 16 },
    );
  }, [south, west, north, east, tileUrl, attribution]);

  useEffect(() => {
    const layer = layerRef.current;
    if (!layer) return;
    layer.clearLayers();
    for (const p of points) {
      L.circleMarker([p.latitude, p.longitude], {
        radius: 7,
        weight: 2,
        color: "#fff",
        fillColor: "#2563eb",
        fillOpacity: 1,
      })
        .bindTooltip(p.name)
        .on("click", () => navigate(paths.properties(p.id)))
        .addTo(layer);
    }
  }, [points, navigate]);

  return (
    <section aria-label="Property map">
      <div ref={ref} className="h-[420px] w-full rounded-xl border" />
    </section>
  );
}
