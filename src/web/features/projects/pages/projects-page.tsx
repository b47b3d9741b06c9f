import { KanbanIcon, ListIcon, PlusIcon, Settings2Icon } from "lucide-react";
import { useState } from "react";
import type { ProjectDto } from "#shared/contract/projects.ts";
import { type ProjectType, projectTypeLabels, projectTypes } from "#shared/rules/projects.ts";
import { ChecklistDialog } from "#web/app/record-slots.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { PageContainer, PageHeader } from "#web/components/ui/page-header.tsx";
import { Pagination } from "#web/components/ui/pagination.tsx";
import { SearchInput } from "#web/components/ui/search-input.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#web/components/ui/select.tsx";
import { useBoard } from "#web/features/projects/api/get-board.ts";
import { PROJECTS_PAGE_SIZE, useProjects } from "#web/features/projects/api/list-projects.ts";
import { useMoveProject } from "#web/features/projects/api/save-project.ts";
import { ProjectBoard } from "#web/features/projects/components/project-board.tsx";
import { ProjectFormDialog } from "#web/features/projects/components/project-form-dialog.tsx";
import { ProjectList } from "#web/features/projects/components/project-list.tsx";
import { ProjectSheet } from "#web/features/projects/components/project-sheet.tsx";
import { StageChecklistSelect } from "#web/features/projects/components/stage-checklist-select.tsx";
import { StagesDialog } from "#web/features/projects/components/stages-dialog.tsx";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { useListParams } from "#web/lib/use-list-params.ts";
import { cn } from "#web/lib/utils.ts";

const ALL = "all";
const isType = (v: string | null): v is ProjectType => !!v && (projectTypes as readonly string[]).includes(v);

/** /projects: the deal pipeline as a kanban per type or a list; ?selected={id} opens a project. */
export function ProjectsPage() {
  const list = useListParams({ view: "board", type: "", sort: "-updatedAt", selected: "" });
  const { page, q, search, setSearch } = list;
  const view = list.values.view === "list" ? "list" : "board";
  const typeParam = list.values.type;
  const type: ProjectType = isType(typeParam) ? typeParam : "tenant_rep";
  const listType = isType(typeParam) ? typeParam : undefined;
  const sort = list.values.sort;
  const selected = list.values.selected || null;
  const [creating, setCreating] = useState<{ stageId?: string } | null>(null);
  const [editingStages, setEditingStages] = useState(false);
  const [offer, setOffer] = useState<{ project: ProjectDto; checklistId: string; reason: string } | null>(null);
  // An open project is not a filter: the list stays on its page, and closing it leaves no history entry.
  const select = (id: string | null) => list.set({ selected: id }, { keepPage: true, replace: true });

  const board = useBoard(type);
  const projects = useProjects({ page, sort: sort as never, q, type: listType });
  const move = useMoveProject();
  const open = (project: ProjectDto) => select(project.id);

  const onMove = (project: ProjectDto, stageId: string) => {
    const target = board.data?.columns.find((c) => c.id === stageId);
    move.mutate(
      { project, stageId },
      {
        onSuccess: () => {
          toast({
            title: "Project moved",
            description: `${project.name} is now in ${target?.name ?? "the new stage"}.`,
          });
          // A stage may name a checklist to offer when a card enters it.
          if (target?.checklistTemplateId) {
            setOffer({
              project,
              checklistId: target.checklistTemplateId,
              reason: `The ${target.name} stage suggests the ${target.checklistName ?? "stage's"} checklist for ${project.name}.`,
            });
          }
        },
        onError: (err) =>
          toast({
            title: "Update failed",
            description: isApiError(err) ? err.message : "Failed to move the project. Please try again.",
            variant: "destructive",
          }),
      },
    );
  };

  const listStatus = projects.isPending ? (
    <p className="py-10 text-center text-sm text-muted-foreground">Loading projects...</p>
  ) : projects.isError ? (
    <div className="grid justify-items-center gap-3 py-10 text-center text-sm">
      <p className="text-destructive">Projects could not be loaded.</p>
      <Button variant="outline" size="sm" onClick={() => projects.refetch()}>
        Try again
      </Button>
    </div>
  ) : (projects.data?.items.length ?? 0) === 0 ? (
    <p className="py-10 text-center text-sm text-muted-foreground">{q ? "No projects found." : "No projects yet."}</p>
  ) : null;

  const viewButton = (value: "board" | "list", label: string, Icon: typeof ListIcon) => (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={view === value}
      onClick={() => list.set({ view: value })}
      className={cn(view === value && "bg-background shadow-xs")}
    >
      <Icon aria-hidden /> {label}
    </Button>
  );

  return (
    <PageContainer className="max-w-none">
      <PageHeader
        title="Projects"
        description="Your deals by stage, with the commission each pipeline is worth."
        actions={
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setEditingStages(true)}>
              <Settings2Icon aria-hidden /> Edit Stages
            </Button>
            <Button onClick={() => setCreating({})}>
              <PlusIcon aria-hidden /> New Project
            </Button>
          </div>
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <fieldset className="flex rounded-lg bg-muted p-1">
          <legend className="sr-only">View</legend>
          {viewButton("board", "Board", KanbanIcon)}
          {viewButton("list", "List", ListIcon)}
        </fieldset>
        <Select
          value={view === "list" ? (listType ?? ALL) : type}
          onValueChange={(v) => list.set({ type: v === ALL ? null : v })}
        >
          <SelectTrigger className="w-48" aria-label="Project type">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {view === "list" ? <SelectItem value={ALL}>All types</SelectItem> : null}
            {projectTypes.map((t) => (
              <SelectItem key={t} value={t}>
                {projectTypeLabels[t]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {view === "list" ? (
          <SearchInput
            containerClassName="w-full sm:max-w-xs"
            aria-label="Search projects"
            placeholder="Search projects..."
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        ) : null}
      </div>

      {view === "board" ? (
        board.isPending ? (
          <p className="py-10 text-center text-sm text-muted-foreground">Loading pipeline...</p>
        ) : board.isError ? (
          <div className="grid justify-items-center gap-3 py-10 text-center text-sm">
            <p className="text-destructive">The pipeline could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => board.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <ProjectBoard
            columns={board.data.columns}
            onOpen={open}
            onMove={onMove}
            onAdd={(stageId) => setCreating({ stageId })}
          />
        )
      ) : (
        <div className="grid gap-4">
          <ProjectList
            items={projects.data?.items ?? []}
            sort={sort}
            onSort={(s) => list.set({ sort: s })}
            onOpen={open}
            status={listStatus}
          />
          <Pagination
            page={page}
            pageSize={PROJECTS_PAGE_SIZE}
            total={projects.data?.total ?? 0}
            onPageChange={list.setPage}
          />
        </div>
      )}

      <ProjectFormDialog
        open={!!creating}
        onOpenChange={(o) => (o ? undefined : setCreating(null))}
        defaultType={type}
        defaultStageId={creating?.stageId}
        onSaved={(p) => select(p.id)}
      />
      <StagesDialog
        type={type}
        open={editingStages}
        onOpenChange={setEditingStages}
        renderExtra={(stage) => <StageChecklistSelect stage={stage} />}
      />
      {offer ? (
        <ChecklistDialog
          target={{ kind: "project", id: offer.project.id, name: offer.project.name }}
          open
          onOpenChange={(o) => (o ? undefined : setOffer(null))}
          checklistId={offer.checklistId}
          reason={offer.reason}
        />
      ) : null}
      <ProjectSheet id={selected} onClose={() => select(null)} />
    </PageContainer>
  );
}
