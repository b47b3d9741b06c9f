import { format } from "date-fns";
import { ListChecksIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { ChecklistSummaryDto } from "#shared/contract/checklists.ts";
import { paths } from "#web/app/paths.ts";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "#web/components/ui/alert-dialog.tsx";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { PageContainer, PageHeader } from "#web/components/ui/page-header.tsx";
import { useChecklists } from "#web/features/templates/api/list-checklists.ts";
import { useCreateChecklist, useDeleteChecklist } from "#web/features/templates/api/save-checklist.ts";
import { DocumentTemplatesSection } from "#web/features/templates/components/document-templates-section.tsx";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

/** /templates: the user's checklist templates, then their document templates (own section). */
export function TemplatesPage() {
  const navigate = useNavigate();
  const list = useChecklists();
  const create = useCreateChecklist();
  const remove = useDeleteChecklist();
  const [deleting, setDeleting] = useState<ChecklistSummaryDto | null>(null);
  const items = list.data?.items ?? [];

  const newChecklist = async () => {
    try {
      const created = await create.mutateAsync({ name: "New checklist", items: [] });
      navigate(paths.templateChecklist(created.id));
    } catch (err) {
      toast({
        title: "Error",
        description: isApiError(err) ? err.message : "Failed to create checklist",
        variant: "destructive",
      });
    }
  };

  return (
    <PageContainer>
      <PageHeader
        title="Templates"
        description="Checklists turn a stage of a deal into dated tasks in one click; document templates turn a record into a letter."
        actions={
          <Button onClick={newChecklist} disabled={create.isPending}>
            <PlusIcon aria-hidden /> New Checklist
          </Button>
        }
      />
      <h2 className="mb-3 text-sm font-semibold text-muted-foreground">Checklists</h2>
      {list.isPending ? (
        <p className="py-10 text-center text-sm text-muted-foreground">Loading checklists...</p>
      ) : list.isError ? (
        <div className="grid justify-items-center gap-3 py-10 text-center text-sm">
          <p className="text-destructive">Checklists could not be loaded.</p>
          <Button variant="outline" size="sm" onClick={() => list.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="py-10 text-center text-sm text-muted-foreground">No checklists yet.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Checklists">
          {items.map((c) => (
            <li key={c.id} className="flex items-start gap-3 rounded-xl border bg-background p-4 shadow-xs">
              <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
                <ListChecksIcon aria-hidden className="size-5" />
              </div>
              <div className="grid min-w-0 flex-1 gap-1">
                <Link
                  to={paths.templateChecklist(c.id)}
                  className="truncate font-medium hover:underline pointer-coarse:py-2"
                >
                  {c.name}
                </Link>
                {c.description ? <p className="line-clamp-2 text-sm text-muted-foreground">{c.description}</p> : null}
                <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  {c.taskCount} task{c.taskCount === 1 ? "" : "s"} · updated{" "}
                  {format(new Date(c.updatedAt), "MMM d, yyyy")}
                  {c.builtin ? <Badge variant="secondary">Leasedesk</Badge> : null}
                </p>
              </div>
              <Button variant="ghost" size="icon-sm" aria-label={`Delete ${c.name}`} onClick={() => setDeleting(c)}>
                <Trash2Icon aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <DocumentTemplatesSection />
      <AlertDialog open={!!deleting} onOpenChange={(o) => (o ? undefined : setDeleting(null))}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete {deleting?.name}?</AlertDialogTitle>
            <AlertDialogDescription>
              Tasks already created from it stay. Stages that offered it will offer nothing.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() =>
                deleting &&
                remove.mutateAsync(deleting.id).then(
                  () => {
                    toast({ title: "Checklist deleted" });
                    setDeleting(null);
                  },
                  (err) =>
                    toast({
                      title: "Error",
                      description: isApiError(err) ? err.message : "Failed to delete checklist",
                      variant: "destructive",
                    }),
                )
              }
            >
              Delete Checklist
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </PageContainer>
  );
}
