import { format } from "date-fns";
import { ArrowDownIcon, ArrowUpIcon } from "lucide-react";
import type { ProjectDto } from "#shared/contract/projects.ts";
import { formatUsd, projectTypeLabels } from "#shared/rules/projects.ts";
import { CardList, ListCard, listCardTarget } from "#web/components/ui/card-list.tsx";
import { type SortField, SortSelect } from "#web/components/ui/sort-select.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#web/components/ui/table.tsx";
import { useIsMobile } from "#web/lib/use-media-query.ts";
import { cn } from "#web/lib/utils.ts";

type SortColumn = "name" | "stage" | "estimatedCommission" | "updatedAt";

function SortHeader({
  field,
  label,
  sort,
  onSort,
  className,
}: {
  field: SortColumn;
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

/** The sortable columns: their headers, and on a phone the cards' sort select. */
const SORTS = {
  name: { label: "Name", field: "name" },
  stage: { label: "Stage", field: "stage" },
  estimatedCommission: { label: "Est. commission", field: "estimatedCommission", kind: "number" },
  updatedAt: { label: "Updated", field: "updatedAt", kind: "date" },
} satisfies Record<string, SortField>;

function projectCard(onOpen: (project: ProjectDto) => void) {
  return (p: ProjectDto) => (
    <ListCard
      title={
        <button type="button" className={cn("text-left", listCardTarget)} onClick={() => onOpen(p)}>
          {p.name}
        </button>
      }
      actions={
        <span className="text-sm font-medium tabular-nums">
          {p.estimatedCommission === null ? "—" : formatUsd(p.estimatedCommission)}
        </span>
      }
    >
      <span>
        {projectTypeLabels[p.type]} · {p.stageName}
      </span>
      <span className="text-xs">Updated {format(new Date(p.updatedAt), "MMM d, yyyy")}</span>
    </ListCard>
  );
}

/** The list view: one row per project, sortable by name, stage, estimate and last update; cards on a phone. */
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
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <div className="grid gap-3">
        <SortSelect label="Sort projects" fields={Object.values(SORTS)} sort={sort} onSort={onSort} />
        {status ?? <CardList label="Projects" items={items} getKey={(p) => p.id} renderItem={projectCard(onOpen)} />}
      </div>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border bg-background">
      <Table aria-label="Projects">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <SortHeader field="name" label="Name" sort={sort} onSort={onSort} />
            <TableHead>Type</TableHead>
            <SortHeader field="stage" label="Stage" sort={sort} onSort={onSort} />
            <SortHeader
              field="estimatedCommission"
              label="Est. commission"
              sort={sort}
              onSort={onSort}
              className="text-right"
            />
            <SortHeader field="updatedAt" label="Updated" sort={sort} onSort={onSort} />
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
                <TableCell>{projectTypeLabels[p.type]}</TableCell>
                <TableCell>{p.stageName}</TableCell>
                <TableCell className="text-right tabular-nums">
                  {p.estimatedCommission === null ? "—" : formatUsd(p.estimatedCommission)}
                </TableCell>
                <TableCell className="text-muted-foreground">{format(new Date(p.updatedAt), "MMM d, yyyy")}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
