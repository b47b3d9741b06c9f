import { MapPinOffIcon } from "lucide-react";
import { lazy, Suspense } from "react";
import type { PropertyListQuery } from "#shared/contract/properties.ts";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { usePropertyMap } from "#web/features/properties/api/property-map.ts";
import { CoordinatePlot } from "#web/features/properties/components/coordinate-plot.tsx";

const TileMap = lazy(() =>
  import("#web/features/properties/components/tile-map.tsx").then((m) => ({ default: m.TileMap })),
);

export function PropertyMapView({ filters }: { filters: Pick<PropertyListQuery, "q" | "type" | "city"> }) {
  const map = usePropertyMap(filters);
  if (map.isPending) return <Skeleton className="h-[420px] w-full rounded-xl" />;
  if (map.isError) return <p role="alert">Could not load the map.</p>;
  const { points, tileUrl, tileAttribution, withoutCoordinates } = map.data;
  return (
    <div className="grid gap-2">
      {points.length === 0 ? (
        <EmptyState
          icon={MapPinOffIcon}
          title="No properties with coordinates"
          description="Properties get coordinates from address autocomplete or geocoding."
        />
      ) : tileUrl ? (
        <Suspense fallback={<Skeleton className="h-[420px] w-full rounded-xl" />}>
          <TileMap points={points} tileUrl={tileUrl} attribution={tileAttribution} />
        </Suspense>
      ) : (
        <CoordinatePlot points={points} />
      )}
      {withoutCoordinates > 0 ? (
        <p className="text-xs text-muted-foreground">
          {withoutCoordinates} {withoutCoordinates === 1 ? "property has" : "properties have"} no coordinates and
          {withoutCoordinates === 1 ? " is" : " are"} not shown.
        </p>
      ) : null}
    </div>
  );
}
