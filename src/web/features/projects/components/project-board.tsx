import { ArrowRightLeftIcon, PlusIcon } from "lucide-react";
import { type DragEvent, useState } from "react";
import type { BoardColumnDto, ProjectDto } from "#shared/contract/projects.ts";
import { COMMISSION_FORMULA, formatUsd } from "#shared/rules/projects.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "#web/components/ui/dropdown-menu.tsx";
import { useStageMore } from "#web/features/projects/api/list-stage-projects.ts";
import { cn } from "#web/lib/utils.ts";

const DRAG_TYPE = "application/x-leasedesk-project";

function ProjectCard({
  project,
  columns,
  onOpen,
  onMove,
}: {
  project: ProjectDto;
  columns: BoardColumnDto[];
  onOpen: () => void;
  onMove: (stageId: string) => void;
}) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the card is dragged with the mouse; keyboard users move it with its menu
    <div
      draggable
      onDragStart={(e) => {
        // The card itself travels, so a column can take a card it never loaded (one shown by "Show more").
        e.dataTransfer.setData(DRAG_TYPE, JSON.stringify(project));
        e.dataTransfer.effectAllowed = "move";
      }}
      data-testid="project-card"
      className="group grid cursor-grab gap-1 rounded-lg border bg-background p-3 shadow-xs active:cursor-grabbing"
    >
      <div className="flex items-start justify-between gap-2">
        <button
          type="button"
          onClick={onOpen}
          className="touch-hit min-w-0 text-left text-sm font-medium hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {project.name}
        </button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon-sm" aria-label={`Move ${project.name}`} className="-mt-1 -mr-1 shrink-0">
              <ArrowRightLeftIcon aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>Move to stage</DropdownMenuLabel>
            {columns.map((c) => (
              <DropdownMenuItem key={c.id} disabled={c.id === project.stageId} onSelect={() => onMove(c.id)}>
                {c.name}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <p className="text-xs text-muted-foreground">
        {project.estimatedCommission === null ? "No estimate yet" : formatUsd(project.estimatedCommission)}
        {project.sizeSf !== null ? ` · ${project.sizeSf.toLocaleString("en-US")} SF` : ""}
      </p>
    </div>
  );
}

/** Kanban by stage: drag a card to another column (or use its Move menu); each column totals its estimates. */
export function ProjectBoard({
  columns,
  onOpen,
  onMove,
  onAdd,
}: {
  columns: BoardColumnDto[];
  onOpen: (project: ProjectDto) => void;
  onMove: (project: ProjectDto, stageId: string) => void;
  onAdd: (stageId: string) => void;
}) {
  return (
    <div className="grid gap-3">
      <p className="text-xs text-muted-foreground">Column totals: estimated commission = {COMMISSION_FORMULA}</p>
      <div className="flex snap-x gap-3 overflow-x-auto pb-3">
        {columns.map((column) => (
          <BoardColumn
            key={column.id}
            column={column}
            columns={columns}
            onOpen={onOpen}
            onMove={onMove}
            onAdd={onAdd}
          />
        ))}
      </div>
    </div>
  );
}

function BoardColumn({
  column,
  columns,
  onOpen,
  onMove,
  onAdd,
}: {
  column: BoardColumnDto;
  columns: BoardColumnDto[];
  onOpen: (project: ProjectDto) => void;
  onMove: (project: ProjectDto, stageId: string) => void;
  onAdd: (stageId: string) => void;
}) {
  const [over, setOver] = useState(false);
  const [showMore, setShowMore] = useState(false);
  const more = useStageMore(column.type, column.id, showMore);
  const sent = new Set(column.projects.map((p) => p.id));
  const cards = [
    ...column.projects,
    ...(more.data?.pages.flatMap((p) => p.items) ?? []).filter((p) => !sent.has(p.id) && p.stageId === column.id),
  ];
  const hidden = column.count - cards.length;

  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const raw = e.dataTransfer.getData(DRAG_TYPE);
    if (!raw) return;
    const project = JSON.parse(raw) as ProjectDto;
    if (project.stageId !== column.id) onMove(project, column.id);
  };

  return (
    <section
      aria-label={`${column.name} stage`}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes(DRAG_TYPE)) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={cn(
        "flex w-64 shrink-0 snap-start flex-col gap-2 rounded-xl border bg-muted/40 p-2 sm:w-72",
        over && "border-primary bg-primary-soft",
      )}
    >
      <header className="flex items-start justify-between gap-2 px-1 pt-1">
        <div className="min-w-0">
          <h2 className="truncate text-sm font-semibold">
            {column.name} <span className="font-normal text-muted-foreground">({column.count})</span>
          </h2>
          <p className="text-xs text-muted-foreground" data-testid="column-total">
            {formatUsd(column.totalCommission)}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Add project to ${column.name}`}
          onClick={() => onAdd(column.id)}
        >
          <PlusIcon aria-hidden />
        </Button>
      </header>
      <div className="grid min-h-16 content-start gap-2">
        {cards.map((project) => (
          <ProjectCard
            key={project.id}
            project={project}
            columns={columns}
            onOpen={() => onOpen(project)}
            onMove={(stageId) => onMove(project, stageId)}
          />
        ))}
        {hidden > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={more.isFetching}
            aria-label={`Show more in ${column.name} (${hidden} more)`}
            onClick={() => (showMore ? void more.fetchNextPage() : setShowMore(true))}
          >
            {more.isFetching ? "Loading..." : `Show more (${hidden})`}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
