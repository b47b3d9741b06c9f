import { Link } from "react-router";
import type { MapPoint } from "#shared/contract/properties.ts";
import { paths } from "#web/app/paths.ts";

const W = 800;
const H = 450;
const PAD = 40;

/** Web-Mercator y for a latitude, so the plot has the proportions of a map. */
const mercY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (Math.max(-85, Math.min(85, lat)) * Math.PI) / 360));

/**
 * The map without tiles (no MAP_TILE_URL): each property with coordinates as a pin on a plain plot, scaled to
 * the points' bounds. Nothing is fetched from the network.
 */
export function CoordinatePlot({ points }: { points: MapPoint[] }) {
  const xs = points.map((p) => p.longitude);
  const ys = points.map((p) => mercY(p.latitude));
  const [minX, maxX] = [Math.min(...xs), Math.max(...xs)];
  const [minY, maxY] = [Math.min(...ys), Math.max(...ys)];
  const spanX = Math.max(maxX - minX, 1e-6);
  const spanY = Math.max(maxY - minY, 1e-6);
  const scale = Math.min((W - 2 * PAD) / ((spanX * Math.PI) / 180), (H - 2 * PAD) / spanY);
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  const project = (p: MapPoint) => ({
    x: W / 2 + ((p.longitude - cx) * Math.PI * scale) / 180,
    y: H / 2 - (mercY(p.latitude) - cy) * scale,
  });
  return (
    <figure className="grid gap-2">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`Coordinate plot of ${points.length} properties`}
        className="w-full rounded-xl border bg-slate-50"
      >
        <title>Property locations</title>
        {[0.25, 0.5, 0.75].map((f) => (
          <g key={f} className="stroke-slate-200">
            <line x1={0} x2={W} y1={H * f} y2={H * f} />
            <line y1={0} y2={H} x1={W * f} x2={W * f} />
          </g>
        ))}
        {points.map((p) => {
          const { x, y } = project(p);
          return (
            <Link key={p.id} to={paths.properties(p.id)} aria-label={`${p.name}, ${p.address || "no address"}`}>
              <g className="group cursor-pointer">
                <circle
                  cx={x}
                  cy={y}
                  r={7}
                  className="fill-primary stroke-white group-hover:fill-orange-600"
                  strokeWidth={2}
                />
                <text x={x + 10} y={y + 4} className="fill-slate-700 text-[12px]">
                  {p.name}
                </text>
              </g>
            </Link>
          );
        })}
      </svg>
      <figcaption className="text-xs text-muted-foreground">
        Plotted from stored coordinates; no map tiles are configured (MAP_TILE_URL).
      </figcaption>
    </figure>
  );
}
