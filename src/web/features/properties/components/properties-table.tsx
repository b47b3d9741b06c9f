import { Building2Icon } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { Link } from "react-router";
import type { PropertyListItem } from "#shared/contract/properties.ts";
import { paths } from "#web/app/paths.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { DataTable, dataTableColumns } from "#web/components/ui/data-table.tsx";
import { Pagination } from "#web/components/ui/pagination.tsx";
import { SortHeader } from "#web/components/ui/sort-header.tsx";
import { formatDate, formatSf } from "#web/features/properties/lib/format.ts";
import { useIsMobile } from "#web/lib/use-media-query.ts";

const dash = <span className="text-muted-foreground">—</span>;

/** Name, address, type, size, parent, updated; sortable, 20 a page; cards on a phone. */
export function PropertiesTable({
  items,
  total,
  page,
  onPageChange,
  sort,
  onSort,
  isLoading,
  empty,
}: {
  items: PropertyListItem[];
  total: number;
  page: number;
  onPageChange: (page: number) => void;
  sort: string | undefined;
  onSort: (sort: string) => void;
  isLoading: boolean;
  empty: ReactNode;
}) {
  const isMobile = useIsMobile();
  const columns = useMemo(() => {
    const col = dataTableColumns<PropertyListItem>();
    const head = (label: string, field: string) => () => (
      <SortHeader label={label} field={field} sort={sort} onSort={onSort} />
    );
    return [
      col.display({
        id: "name",
        size: 220,
        header: head("Name", "name"),
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
        header: head("Address", "address"),
        cell: ({ row }) => row.original.address || dash,
      }),
      col.display({
        id: "type",
        header: head("Type", "propertyType"),
        cell: ({ row }) => <Badge variant="secondary">{row.original.propertyType}</Badge>,
      }),
      col.display({
        id: "size",
        size: 120,
        header: head("Size", "sizeSf"),
        cell: ({ row }) => (row.original.sizeSf == null ? dash : formatSf(row.original.sizeSf)),
      }),
      col.display({
        id: "parent",
        header: head("Parent", "parent"),
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
        header: head("Updated", "updatedAt"),
        cell: ({ row }) => formatDate(row.original.updatedAt),
      }),
    ];
  }, [sort, onSort]);

  if (!isLoading && items.length === 0) return <>{empty}</>;
  if (isMobile) {
    return (
      <div className="grid gap-3">
        <ul className="grid gap-2" aria-label="Properties">
          {items.map((p) => (
            <li key={p.id}>
              <Card className="grid gap-1 p-3">
                <div className="flex items-start justify-between gap-2">
                  <Link to={paths.properties(p.id)} className="flex min-w-0 items-center gap-2 font-medium">
                    <Building2Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                    <span className="truncate">{p.name}</span>
                  </Link>
                  <Badge variant="secondary">{p.propertyType}</Badge>
                </div>
                <p className="truncate text-sm text-muted-foreground">{p.address || "No address"}</p>
                <p className="text-xs text-muted-foreground">
                  {p.sizeSf == null ? "" : `${formatSf(p.sizeSf)} · `}
                  {p.parent ? `In ${p.parent.name} · ` : ""}Updated {formatDate(p.updatedAt)}
                </p>
              </Card>
            </li>
          ))}
        </ul>
        <Pagination page={page} pageSize={20} total={total} onPageChange={onPageChange} />
      </div>
    );
  }
  return (
    <DataTable
      label="Properties"
      columns={columns}
      data={items}
      total={total}
      page={page}
      onPageChange={onPageChange}
      isLoading={isLoading}
      getRowId={(row) => row.id}
    />
  );
}
