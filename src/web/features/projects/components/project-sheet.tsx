import { format } from "date-fns";
import { CheckCircle2Icon, CircleIcon, ListChecksIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { ProjectDetailDto } from "#shared/contract/projects.ts";
import { COMMISSION_FORMULA, formatUsd, projectTypeLabels } from "#shared/rules/projects.ts";
import { paths } from "#web/app/paths.ts";
import { ChecklistDialog, GenerateDocumentAction } from "#web/app/record-slots.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "#web/components/ui/sheet.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { useProject } from "#web/features/projects/api/get-project.ts";
import { DeleteProjectDialog } from "#web/features/projects/components/delete-project-dialog.tsx";
import { ProjectFormDialog } from "#web/features/projects/components/project-form-dialog.tsx";
import { ProjectLinks } from "#web/features/projects/components/project-links.tsx";
import { ProjectTimeline } from "#web/features/projects/components/project-timeline.tsx";

const mergeSourceOfLink = { person: "contact", company: "company", lease: "lease", property: "property" } as const;

/** A linked record the project has exactly one of per kind is what its letters are about: pre-chosen. */
function suggestedRecords(project: ProjectDetailDto) {
  const out: Partial<Record<(typeof mergeSourceOfLink)[keyof typeof mergeSourceOfLink], { id: string; name: string }>> =
    {};
  for (const [type, source] of Object.entries(mergeSourceOfLink)) {
    const of = project.links.filter((l) => l.type === type);
    if (of.length === 1 && of[0]) out[source] = { id: of[0].id, name: of[0].title };
  }
  return out;
}

function Figures({ project }: { project: ProjectDetailDto }) {
  const cell = (label: string, value: string) => (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium tabular-nums">{value}</dd>
    </div>
  );
  const n = (v: number | null, suffix = "") => (v === null ? "—" : `${v.toLocaleString("en-US")}${suffix}`);
  return (
    <div className="grid gap-2 rounded-lg border p-3">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {cell("Size", n(project.sizeSf, " SF"))}
        {cell("Rent", project.rentPsf === null ? "—" : `$${project.rentPsf.toFixed(2)}/SF/yr`)}
        {cell("Term", n(project.termMonths, " months"))}
        {cell("Commission", n(project.commissionPct, " %"))}
      </dl>
      <p className="text-sm">
        Estimated commission:{" "}
        <strong>{project.estimatedCommission === null ? "—" : formatUsd(project.estimatedCommission)}</strong>
        <span className="block text-xs text-muted-foreground">{COMMISSION_FORMULA}</span>
      </p>
    </div>
  );
}

function Body({ project, onClose }: { project: ProjectDetailDto; onClose: () => void }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [applying, setApplying] = useState(false);
  const customFields = Object.entries(project.customFields);
  return (
    <div className="grid gap-6 px-4 pb-6">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline">{projectTypeLabels[project.type]}</Badge>
        <Badge>{project.stageName}</Badge>
        <div className="ml-auto flex flex-wrap gap-2">
          <GenerateDocumentAction
            record={{ source: "project", id: project.id, name: project.name }}
            suggested={suggestedRecords(project)}
            size="sm"
          />
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <PencilIcon aria-hidden /> Edit
          </Button>
          <Button variant="outline" size="sm" onClick={() => setDeleting(true)}>
            <Trash2Icon aria-hidden /> Delete
          </Button>
        </div>
      </div>
      {project.description ? <p className="text-sm whitespace-pre-wrap">{project.description}</p> : null}
      <Figures project={project} />
      {customFields.length ? (
        <dl className="grid gap-2 sm:grid-cols-2">
          {customFields.map(([k, v]) => (
            <div key={k}>
              <dt className="text-xs text-muted-foreground">{k}</dt>
              <dd className="text-sm">{v}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <ProjectLinks projectId={project.id} links={project.links} />
      <section aria-labelledby="project-tasks-heading" className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <h3 id="project-tasks-heading" className="text-sm font-semibold">
            Tasks ({project.tasks.filter((t) => t.completed).length}/{project.tasks.length} done)
          </h3>
          <Button variant="outline" size="sm" onClick={() => setApplying(true)}>
            <ListChecksIcon aria-hidden /> Apply Checklist
          </Button>
        </div>
        {project.tasks.length === 0 ? <p className="text-sm text-muted-foreground">No tasks yet.</p> : null}
        <ul className="grid gap-1">
          {project.tasks.map((task) => (
            <li key={task.id} className={task.parentTaskId ? "pl-6" : undefined}>
              <Link
                to={paths.tasks(task.id)}
                className="flex items-center gap-2 text-sm hover:underline pointer-coarse:min-h-10"
              >
                {task.completed ? (
                  <CheckCircle2Icon aria-label="Completed" className="size-4 text-emerald-600" />
                ) : (
                  <CircleIcon aria-label="Open" className="size-4 text-slate-400" />
                )}
                <span className={task.completed ? "text-muted-foreground line-through" : undefined}>{task.title}</span>
                {task.dueDate ? (
                  <span className="ml-auto text-xs text-muted-foreground">
                    {format(new Date(`${task.dueDate.slice(0, 10)}T00:00:00`), "MMM d, yyyy")}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <ProjectTimeline projectId={project.id} />
      <ChecklistDialog
        target={{ kind: "project", id: project.id, name: project.name }}
        open={applying}
        onOpenChange={setApplying}
      />
      <ProjectFormDialog open={editing} onOpenChange={setEditing} project={project} defaultType={project.type} />
      <DeleteProjectDialog
        project={deleting ? project : null}
        taskCount={project.tasks.length}
        onOpenChange={setDeleting}
        onDeleted={() => {
          setDeleting(false);
          onClose();
        }}
      />
    </div>
  );
}

/** /projects?selected={id}: the project page as a side sheet over the board or list. */
export function ProjectSheet({ id, onClose }: { id: string | null; onClose: () => void }) {
  const project = useProject(id);
  return (
    <Sheet open={!!id} onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent className="w-full overflow-y-auto sm:max-w-2xl">
        <SheetHeader>
          <SheetTitle>
            {project.data?.name ?? (project.isError ? "Project not found" : "Loading project...")}
          </SheetTitle>
          <SheetDescription>
            {project.isError
              ? "This project does not exist or was deleted."
              : project.data
                ? `Updated ${format(new Date(project.data.updatedAt), "MMM d, yyyy")}`
                : "Loading"}
          </SheetDescription>
        </SheetHeader>
        {project.data ? (
          <Body project={project.data} onClose={onClose} />
        ) : project.isError ? null : (
          <div className="grid gap-3 px-4">
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-24 w-full" />
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}
