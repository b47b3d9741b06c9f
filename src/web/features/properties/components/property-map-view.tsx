import { MapPinOffIcon } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import type { MapBounds, PropertyListQuery } from "#shared/contract/properties.ts";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { usePropertyMap } from "#web/features/properties/api/property-map.ts";
import { CoordinatePlot } from "#web/features/properties/components/coordinate-plot.tsx";
import { mapNote, padExtent, toApiBounds } from "#web/features/properties/lib/map-view.ts";

const TileMap = lazy(() =>
  import("#web/features/properties/components/tile-map.tsx").then((m) => ({ default: m.TileMap })),
);

type Filters = Pick<PropertyListQuery, "q" | "type" | "city">;

/**
 * The map asks by its viewport: the first request (no bounds) gives the box around every pin and the counts
 * of properties with and without coordinates; every move or zoom then asks for the pins inside the view only (at most
 * MAP_POINT_CAP, the most recently updated; the line under the map says so).
 */
export function PropertyMapView({ filters }: { filters: Filters }) {
  const [view, setView] = useState<MapBounds | null>(null);
  const { q, type, city } = filters;
  // Other filters: start again from the box around their pins.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters' values are the trigger
  useEffect(() => setView(null), [q, type, city]);
  const first = usePropertyMap(filters, null);
  const inView = usePropertyMap(filters, view, view !== null);
  if (first.isPending) return <Skeleton className="h-[420px] w-full rounded-xl" />;
  if (first.isError || inView.isError) return <p role="alert">Could not load the map.</p>;
  const { extent, tileUrl, tileAttribution, withoutCoordinates } = first.data;
  const shown = view && inView.data ? inView.data : first.data;
  const onView = (next: MapBounds) => setView(toApiBounds(next));
  return (
    <div className="grid gap-2">
      {!extent ? (
        <EmptyState
          icon={MapPinOffIcon}
          title="No properties with coordinates"
          description="Properties get coordinates from address autocomplete or geocoding."
        />
      ) : tileUrl ? (
        <Suspense fallback={<Skeleton className="h-[420px] w-full rounded-xl" />}>
          <TileMap
            points={shown.points}
            extent={extent}
            tileUrl={tileUrl}
            attribution={tileAttribution}
            onView={onView}
          />
        </Suspense>
      ) : (
        <CoordinatePlot
          points={shown.points}
          view={view ?? padExtent(extent)}
          home={padExtent(extent)}
          onView={onView}
        />
      )}
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {mapNote({
          shown: shown.points.length,
          truncated: shown.truncated,
          located: shown.located,
          empty: Boolean(extent) && shown.points.length === 0,
        })}
      </p>
      {withoutCoordinates ? (
        <p className="text-xs text-muted-foreground">
          {withoutCoordinates} {withoutCoordinates === 1 ? "property has" : "properties have"} no coordinates and
          {withoutCoordinates === 1 ? " is" : " are"} not shown.
        </p>
      ) : null}
    </div>
  );
}
