import { Building2Icon } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { Link } from "react-router";
import type { PropertyListItem } from "#shared/contract/properties.ts";
import { paths } from "#web/app/paths.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { ListCard, listCardTarget } from "#web/components/ui/card-list.tsx";
import { DataTable, dataTableColumns } from "#web/components/ui/data-table.tsx";
import { SortHeader } from "#web/components/ui/sort-header.tsx";
import type { SortField } from "#web/components/ui/sort-select.tsx";
import { formatDate, formatSf } from "#web/features/properties/lib/format.ts";

const dash = <span className="text-muted-foreground">—</span>;

/** The sortable columns: their headers and, on a phone, the cards' sort select. */
const SORTS = {
  name: { label: "Name", field: "name" },
  address: { label: "Address", field: "address" },
  type: { label: "Type", field: "propertyType" },
  size: { label: "Size", field: "sizeSf", kind: "number" },
  parent: { label: "Parent", field: "parent" },
  updated: { label: "Updated", field: "updatedAt", kind: "date" },
} satisfies Record<string, SortField>;

/** A property as a card on a phone: the whole card opens it. */
function propertyCard(p: PropertyListItem) {
  return (
    <ListCard
      leading={<Building2Icon aria-hidden className="mt-0.5 size-4 text-muted-foreground" />}
      title={
        <Link to={paths.properties(p.id)} className={listCardTarget}>
          {p.name}
        </Link>
      }
      actions={<Badge variant="secondary">{p.propertyType}</Badge>}
    >
      <p className="truncate">{p.address || "No address"}</p>
      <p className="text-xs">
        {p.sizeSf == null ? "" : `${formatSf(p.sizeSf)} · `}
        {p.parent ? `In ${p.parent.name} · ` : ""}Updated {formatDate(p.updatedAt)}
      </p>
    </ListCard>
  );
}

/** Name, address, type, size, parent, updated; sortable, 20 a page; cards on a phone. */
export function PropertiesTable({
  items,
  total,
  totalExact,
  page,
  onPageChange,
  sort,
  onSort,
  isLoading,
  empty,
}: {
  items: PropertyListItem[];
  total: number;
  /** False for a search with more matches than it counted: "of more than …". */
  totalExact: boolean;
  page: number;
  onPageChange: (page: number) => void;
  sort: string | undefined;
  onSort: (sort: string) => void;
  isLoading: boolean;
  empty: ReactNode;
}) {
  const columns = useMemo(() => {
    const col = dataTableColumns<PropertyListItem>();
    const head =
      ({ label, field }: SortField) =>
      () => <SortHeader label={label} field={field} sort={sort} onSort={onSort} />;
    return [
      col.display({
        id: "name",
        size: 220,
        header: head(SORTS.name),
        cell: ({ row }) => (
          <Link
            to={paths.properties(row.original.id)}
            className="font-medium text-foreground hover:text-primary hover:underline"
          >
            {row.original.name}
          </Link>
        ),
      }),
      col.display({
        id: "address",
        size: 240,
        header: head(SORTS.address),
        cell: ({ row }) => row.original.address || dash,
      }),
      col.display({
        id: "type",
        header: head(SORTS.type),
        cell: ({ row }) => <Badge variant="secondary">{row.original.propertyType}</Badge>,
      }),
      col.display({
        id: "size",
        size: 120,
        header: head(SORTS.size),
        cell: ({ row }) => (row.original.sizeSf == null ? dash : formatSf(row.original.sizeSf)),
      }),
      col.display({
        id: "parent",
        header: head(SORTS.parent),
        cell: ({ row }) =>
          row.original.parent ? (
            <Link to={paths.properties(row.original.parent.id)} className="hover:text-primary hover:underline">
              {row.original.parent.name}
            </Link>
          ) : (
            dash
          ),
      }),
      col.display({
        id: "updated",
        size: 130,
        header: head(SORTS.updated),
        cell: ({ row }) => formatDate(row.original.updatedAt),
      }),
    ];
  }, [sort, onSort]);

  if (!isLoading && items.length === 0) return <>{empty}</>;
  return (
    <DataTable
      label="Properties"
      columns={columns}
      data={items}
      total={total}
      totalExact={totalExact}
      page={page}
      onPageChange={onPageChange}
      isLoading={isLoading}
      getRowId={(row) => row.id}
      card={propertyCard}
      sort={{ fields: Object.values(SORTS), value: sort, onChange: onSort }}
    />
  );
}
