import {
  type ColumnDef,
  type ColumnSizingState,
  type RowData,
  columnResizingFeature,
  columnSizingFeature,
  createColumnHelper,
  tableFeatures,
  useTable,
} from "@tanstack/react-table";
import { type ReactNode, useState } from "react";
import { CardList } from "#web/components/ui/card-list.tsx";
import { Pagination } from "#web/components/ui/pagination.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { type SortField, SortSelect } from "#web/components/ui/sort-select.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#web/components/ui/table.tsx";
import { useIsMobile } from "#web/lib/use-media-query.ts";
import { cn } from "#web/lib/utils.ts";

/** Features every data table registers: sizing + resizing (default width 150, minimum 100 per §9). */
export const dataTableFeatures = tableFeatures({ columnSizingFeature, columnResizingFeature });
export type DataTableFeatures = typeof dataTableFeatures;
// biome-ignore lint/suspicious/noExplicitAny: columns of one table carry different value types
export type DataTableColumn<T extends RowData> = ColumnDef<DataTableFeatures, T, any>;

export function dataTableColumns<T extends RowData>() {
  return createColumnHelper<DataTableFeatures, T>();
}

const defaultColumn = { size: 150, minSize: 100 } as const;

/**
 * A server-paginated table on TanStack Table: the caller owns page state and fetches `data` for it
 * (lists answer `{ items, total }`). Columns are resizable by dragging or with the keyboard.
 */
export function DataTable<T extends RowData>({
  columns,
  data,
  total,
  totalExact,
  page,
  pageSize = 20,
  onPageChange,
  isLoading,
  empty,
  getRowId,
  label,
  card,
  sort,
}: {
  columns: DataTableColumn<T>[];
  data: T[];
  total: number;
  /** False when `total` is a lower bound (the pager says "of more than …"). */
  totalExact?: boolean;
  page: number;
  pageSize?: number;
  onPageChange: (page: number) => void;
  isLoading?: boolean;
  empty?: ReactNode;
  getRowId?: (row: T) => string;
  label: string;
  /** On a phone the rows are these cards (card-list.tsx) instead of a table that would scroll sideways. */
  card?: (row: T) => ReactNode;
  /** The sorts the columns' SortHeaders offer: on a phone the cards get them as one select above the list. */
  sort?: { fields: SortField[]; value: string | undefined; onChange: (sort: string) => void };
}) {
  const isMobile = useIsMobile();
  const [columnSizing, setColumnSizing] = useState<ColumnSizingState>({});
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    defaultColumn,
    getRowId: getRowId ? (row: T) => getRowId(row) : undefined,
    columnResizeMode: "onChange",
    state: { columnSizing },
    onColumnSizingChange: setColumnSizing,
  });
  const rows = table.getRowModel().rows;
  const pagination =
    total > pageSize ? (
      <Pagination page={page} pageSize={pageSize} total={total} totalExact={totalExact} onPageChange={onPageChange} />
    ) : null;
  if (card && isMobile) {
    return (
      <div className="grid gap-4">
        {sort ? (
          <SortSelect
            label={`Sort ${label.toLowerCase()}`}
            fields={sort.fields}
            sort={sort.value}
            onSort={sort.onChange}
          />
        ) : null}
        <CardList
          label={label}
          items={data}
          getKey={(row) => (getRowId ? getRowId(row) : String(data.indexOf(row)))}
          renderItem={card}
          isLoading={isLoading}
          empty={empty}
        />
        {pagination}
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <div className="overflow-x-auto rounded-xl border bg-background">
        <Table aria-label={label} style={{ minWidth: table.getTotalSize() }} className="table-fixed">
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id} className="hover:bg-transparent">
                {group.headers.map((header) => (
                  <TableHead key={header.id} style={{ width: header.getSize() }}>
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                    {header.column.getCanResize() ? (
                      // biome-ignore lint/a11y/useSemanticElements: a column resize handle is a focusable separator per WAI-ARIA
                      <div
                        role="separator"
                        aria-orientation="vertical"
                        aria-label="Resize column"
                        aria-valuenow={header.getSize()}
                        aria-valuemin={header.column.columnDef.minSize ?? 100}
                        tabIndex={0}
                        onMouseDown={header.getResizeHandler()}
                        onTouchStart={header.getResizeHandler()}
                        onDoubleClick={() => header.column.resetSize()}
                        onKeyDown={(event) => {
                          const step = event.shiftKey ? 50 : 10;
                          const delta = event.key === "ArrowRight" ? step : event.key === "ArrowLeft" ? -step : 0;
                          if (!delta) return;
                          event.preventDefault();
                          const min = header.column.columnDef.minSize ?? 100;
                          setColumnSizing((s) => ({
                            ...s,
                            [header.column.id]: Math.max(min, header.getSize() + delta),
                          }));
                        }}
                        className={cn(
                          "absolute top-1.5 right-0 bottom-1.5 w-1.5 cursor-col-resize touch-none rounded-full select-none hover:bg-primary/40 focus-visible:bg-primary focus-visible:outline-none",
                          header.column.getIsResizing() && "bg-primary",
                        )}
                      />
                    ) : null}
                  </TableHead>
                ))}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {isLoading
              ? Array.from({ length: 5 }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                  <TableRow key={i}>
                    {columns.map((_, j) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
                      <TableCell key={j}>
                        <Skeleton className="h-4 w-3/4" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : rows.map((row) => (
                  <TableRow key={row.id}>
                    {row.getAllCells().map((cell) => (
                      <TableCell key={cell.id} style={{ width: cell.column.getSize() }} className="truncate">
                        <table.FlexRender cell={cell} />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
            {!isLoading && rows.length === 0 ? (
              <TableRow className="hover:bg-transparent">
                <TableCell colSpan={columns.length} className="p-6">
                  {empty ?? <p className="text-center text-sm text-muted-foreground">Nothing here yet.</p>}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </div>
      {pagination}
    </div>
  );
}
