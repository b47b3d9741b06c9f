import { Building2Icon, ListIcon, MapIcon, PlusIcon } from "lucide-react";
import { useCallback, useState } from "react";
import { useSearchParams } from "react-router";
import { PROPERTY_TYPES } from "#shared/rules/property-types.ts";
import { Button } from "#web/components/ui/button.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { PageContainer, PageHeader } from "#web/components/ui/page-header.tsx";
import { SearchInput } from "#web/components/ui/search-input.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { useProperties } from "#web/features/properties/api/list-properties.ts";
import { usePropertyFacets } from "#web/features/properties/api/property-facets.ts";
import { AddPropertyPanel } from "#web/features/properties/components/add-property-panel.tsx";
import { PropertiesTable } from "#web/features/properties/components/properties-table.tsx";
import { PropertyDetail } from "#web/features/properties/components/property-detail.tsx";
import { PropertyMapView } from "#web/features/properties/components/property-map-view.tsx";
import { addressCursor, cursorOnScreen, useDropRefusedCursor } from "#web/lib/page-cursor.ts";
import { useListParams } from "#web/lib/use-list-params.ts";

const ALL = "__all__";

/** /properties: the list (table or map) and, with ?selected={id}, that property's page (shell §2.2). */
export function PropertiesPage() {
  const [params, setParams] = useSearchParams();
  const selected = params.get("selected");
  const [adding, setAdding] = useState(false);
  if (selected) {
    return (
      <PageContainer className="max-w-6xl">
        <PropertyDetail id={selected} onClose={() => setParams({})} />
      </PageContainer>
    );
  }
  return (
    <PageContainer className="max-w-6xl">
      <PageHeader
        title="Properties"
        description="Buildings, parks and their spaces."
        actions={
          <Button onClick={() => setAdding(true)}>
            <PlusIcon aria-hidden /> Add Property
          </Button>
        }
      />
      <PropertiesBrowser onAdd={() => setAdding(true)} />
      <AddPropertyPanel open={adding} onOpenChange={setAdding} />
    </PageContainer>
  );
}

function PropertiesBrowser({ onAdd }: { onAdd: () => void }) {
  const list = useListParams({ view: "list", type: ALL, city: ALL, sort: "-updatedAt" });
  const { page, q } = list;
  const { type, city, sort } = list.values;
  const view = list.values.view === "map" ? "map" : "list";
  const filters = {
    q: q || undefined,
    type: type === ALL ? undefined : (type as (typeof PROPERTY_TYPES)[number]),
    city: city === ALL ? undefined : city,
  };
  // The cursor of the page the user moved from: the server seeks from its rows (decision 0051).
  const cursor = addressCursor(list.params, page);
  const properties = useProperties({ ...filters, page, pageSize: 20, sort, cursor }, view === "list");
  useDropRefusedCursor(properties.failureReason, list.set);
  const facets = usePropertyFacets();
  const { set } = list;
  const onSort = useCallback((next: string) => set({ sort: next }), [set]);
  const filtered = Boolean(filters.q || filters.type || filters.city);

  return (
    <Tabs
      value={view}
      onValueChange={(v) => list.set({ view: v }, { keepPage: true })}
      className="grid grid-cols-1 gap-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <SearchInput
          containerClassName="min-w-0 flex-1 basis-56"
          placeholder="Search properties..."
          aria-label="Search properties"
          value={list.search}
          onChange={(e) => list.setSearch(e.target.value)}
        />
        <Select value={type} onValueChange={(v) => list.set({ type: v })}>
          <SelectTrigger className="w-[9.5rem]" aria-label="Filter by type">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All types</SelectItem>
            {PROPERTY_TYPES.map((t) => (
              <SelectItem key={t} value={t}>
                {t}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={city} onValueChange={(v) => list.set({ city: v })}>
          <SelectTrigger className="w-[9.5rem]" aria-label="Filter by city">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All cities</SelectItem>
            {(facets.data?.cities ?? []).map((c) => (
              <SelectItem key={c} value={c}>
                {c}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <TabsList aria-label="View">
          <TabsTrigger value="list">
            <ListIcon aria-hidden /> List
          </TabsTrigger>
          <TabsTrigger value="map">
            <MapIcon aria-hidden /> Map
          </TabsTrigger>
        </TabsList>
      </div>
      <TabsContent value="list">
        {properties.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load properties. Please try again.
          </p>
        ) : (
          <PropertiesTable
            items={properties.data?.items ?? []}
            total={properties.data?.total ?? 0}
            totalExact={properties.data?.totalExact ?? true}
            page={page}
            onPageChange={(p) => list.setPage(p, cursorOnScreen(properties, list.params))}
            sort={sort}
            onSort={onSort}
            isLoading={properties.isPending}
            empty={
              filtered ? (
                <EmptyState icon={Building2Icon} title="No properties match" description="Try other filters." />
              ) : (
                <EmptyState
                  icon={Building2Icon}
                  title="No properties yet"
                  description="Add a building by hand, from a listing page or from a brochure PDF."
                  action={<Button onClick={onAdd}>Add Property</Button>}
                />
              )
            }
          />
        )}
      </TabsContent>
      <TabsContent value="map">{view === "map" ? <PropertyMapView filters={filters} /> : null}</TabsContent>
    </Tabs>
  );
}
