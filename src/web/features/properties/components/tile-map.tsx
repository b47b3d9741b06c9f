import "leaflet/dist/leaflet.css";
import L from "leaflet";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import type { MapPoint } from "#shared/contract/properties.ts";
import { paths } from "#web/app/paths.ts";

/** Leaflet with the configured tile server (MAP_TILE_URL); only loaded when one is configured. */
export function TileMap({
  points,
  tileUrl,
  attribution,
}: {
  points: MapPoint[];
  tileUrl: string;
  attribution: string | null;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    if (!ref.current) return;
    const map = L.map(ref.current, { scrollWheelZoom: false });
    L.tileLayer(tileUrl, { attribution: attribution ?? "", maxZoom: 19 }).addTo(map);
    const layer = L.featureGroup();
    for (const p of points) {
      // Leaflet takes [latitude, longitude] (GeoJSON's order is the reverse).
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
    layer.addTo(map);
    if (points.length > 0) map.fitBounds(layer.getBounds(), { padding: [32, 32], maxZoom: 16 });
    else map.setView([39.5, -98.35], 4);
    return () => {
      map.remove();
    };
  }, [points, tileUrl, attribution, navigate]);
  return (
    <section aria-label="Property map">
      <div ref={ref} className="h-[420px] w-full rounded-xl border" />
    </section>
  );
}
