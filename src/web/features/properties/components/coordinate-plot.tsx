import {
  ArrowDownIcon,
  ArrowLeftIcon,
  ArrowRightIcon,
  ArrowUpIcon,
  MaximizeIcon,
  MinusIcon,
  PlusIcon,
} from "lucide-react";
import { Link } from "react-router";
import type { MapBounds, MapPoint } from "#shared/contract/properties.ts";
import { paths } from "#web/app/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { type PanDirection, panView, zoomView } from "#web/features/properties/lib/map-view.ts";

const W = 800;
const H = 450;
const PAD = 24;
/** Past this many pins the names would cover each other: the pins keep them as tooltips only. */
const LABELLED_PINS = 40;

/** Web-Mercator y for a latitude, so the plot has the proportions of a map. */
const mercY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (Math.max(-85, Math.min(85, lat)) * Math.PI) / 360));

const pans: { direction: PanDirection; label: string; Icon: typeof ArrowUpIcon }[] = [
  { direction: "north", label: "Move north", Icon: ArrowUpIcon },
  { direction: "west", label: "Move west", Icon: ArrowLeftIcon },
  { direction: "east", label: "Move east", Icon: ArrowRightIcon },
  { direction: "south", label: "Move south", Icon: ArrowDownIcon },
];

/**
 * The map without tiles (no MAP_TILE_URL): the pins inside the view on a plain plot, with buttons to zoom and
 * move (each move asks the server for that view's pins). Nothing is fetched from the network but our API.
 */
export function CoordinatePlot({
  points,
  view,
  home,
  onView,
}: {
  points: MapPoint[];
  view: MapBounds;
  home: MapBounds;
  onView: (view: MapBounds) => void;
}) {
  const minY = mercY(view.south);
  const maxY = mercY(view.north);
  const spanX = Math.max(view.east - view.west, 1e-6);
  const spanY = Math.max(maxY - minY, 1e-6);
  const scale = Math.min((W - 2 * PAD) / ((spanX * Math.PI) / 180), (H - 2 * PAD) / spanY);
  const cx = (view.west + view.east) / 2;
  const cy = (minY + maxY) / 2;
  const project = (p: MapPoint) => ({
    x: W / 2 + ((p.longitude - cx) * Math.PI * scale) / 180,
    y: H / 2 - (mercY(p.latitude) - cy) * scale,
  });
  const labelled = points.length <= LABELLED_PINS;
  return (
    <figure className="grid gap-2">
      <div className="flex flex-wrap items-center gap-1" role="toolbar" aria-label="Map view">
        <Button
          type="button"
          variant="outline"
          size="icon-sm"
          aria-label="Zoom in"
          onClick={() => onView(zoomView(view, 0.5))}
        >
          <PlusIcon aria-hidden />
        </Button>
        <Button
          type="button"
          variant="outline"
          size="icon-sm"
          aria-label="Zoom out"
          onClick={() => onView(zoomView(view, 2))}
        >
          <MinusIcon aria-hidden />
        </Button>
        {pans.map(({ direction, label, Icon }) => (
          <Button
            key={direction}
            type="button"
            variant="outline"
            size="icon-sm"
            aria-label={label}
            onClick={() => onView(panView(view, direction))}
          >
            <Icon aria-hidden />
          </Button>
        ))}
        <Button type="button" variant="outline" size="sm" onClick={() => onView(home)}>
          <MaximizeIcon aria-hidden /> Show all
        </Button>
      </div>
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
            <Link key={p.id} to={paths.properties(p.id)} aria-label={p.name}>
              <g className="group cursor-pointer">
                <title>{p.name}</title>
                <circle
                  cx={x}
                  cy={y}
                  r={7}
                  className="fill-primary stroke-white group-hover:fill-orange-600"
                  strokeWidth={2}
                />
                {labelled ? (
                  <text x={x + 10} y={y + 4} className="fill-slate-700 text-[12px]">
                    {p.name}
                  </text>
                ) : null}
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
