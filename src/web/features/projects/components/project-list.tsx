import { format } from "date-fns";
import { ArrowDownIcon, ArrowUpIcon } from "lucide-react";
import type { ProjectDto } from "#shared/contract/projects.ts";
import { formatUsd, projectTypeLabels } from "#shared/rules/projects.ts";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#web/components/ui/table.tsx";

type SortField = "name" | "stage" | "estimatedCommission" | "updatedAt";

function SortHeader({
  field,
  label,
  sort,
  onSort,
  className,
}: {
  field: SortField;
  label: string;
  sort: string;
  onSort: (sort: string) => void;
  className?: string;
}) {
  const active = sort.replace(/^-/, "") === field;
  const descending = sort.startsWith("-");
  return (
    <TableHead className={className} aria-sort={active ? (descending ? "descending" : "ascending") : "none"}>
      <button
        type="button"
        onClick={() => onSort(active && !descending ? `-${field}` : field)}
        className="inline-flex items-center gap-1 rounded font-medium hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {label}
        {active ? (
          descending ? (
            <ArrowDownIcon aria-hidden className="size-3.5" />
          ) : (
            <ArrowUpIcon aria-hidden className="size-3.5" />
          )
        ) : null}
      </button>
    </TableHead>
  );
}

/** The list view: one row per project, sortable by name, stage, estimate and last update. */
export function ProjectList({
  items,
  sort,
  onSort,
  onOpen,
  status,
}: {
  items: ProjectDto[];
  sort: string;
  onSort: (sort: string) => void;
  onOpen: (project: ProjectDto) => void;
  status: React.ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border bg-background">
      <Table aria-label="Projects">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <SortHeader field="name" label="Name" sort={sort} onSort={onSort} />
            <TableHead className="hidden md:table-cell">Type</TableHead>
            <SortHeader field="stage" label="Stage" sort={sort} onSort={onSort} />
            <SortHeader
              field="estimatedCommission"
              label="Est. commission"
              sort={sort}
              onSort={onSort}
              className="text-right"
            />
            <SortHeader
              field="updatedAt"
              label="Updated"
              sort={sort}
              onSort={onSort}
              className="hidden md:table-cell"
            />
          </TableRow>
        </TableHeader>
        <TableBody>
          {status ? (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={5}>{status}</TableCell>
            </TableRow>
          ) : (
            items.map((p) => (
              <TableRow key={p.id} className="cursor-pointer" onClick={() => onOpen(p)}>
                <TableCell className="font-medium">
                  <button
                    type="button"
                    className="text-left hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    onClick={(e) => {
                      e.stopPropagation();
                      onOpen(p);
                    }}
                  >
                    {p.name}
                  </button>
                </TableCell>
                <TableCell className="hidden md:table-cell">{projectTypeLabels[p.type]}</TableCell>
                <TableCell>{p.stageName}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {p.estimatedCommission === null ? "—" : formatUsd(p.estimatedCommission)}
                </TableCell>
                <TableCell className="hidden text-muted-foreground md:table-cell">
                  {format(new Date(p.updatedAt), "MMM d, yyyy")}
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
