import { useState } from "react";
import type { ProjectDto } from "#shared/contract/projects.ts";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "#web/components/ui/alert-dialog.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { useDeleteProject } from "#web/features/projects/api/save-project.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

/** Deleting a project asks what happens to its tasks: delete them too, or keep them without a project. */
export function DeleteProjectDialog({
  project,
  taskCount,
  onOpenChange,
  onDeleted,
}: {
  project: ProjectDto | null;
  taskCount: number;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteProject();
  const [choice, setChoice] = useState<"keep" | "delete">("keep");
  const run = async () => {
    if (!project) return;
    try {
      await remove.mutateAsync({ id: project.id, tasks: choice });
      toast({ title: "Project deleted", description: `${project.name} has been deleted.` });
      onDeleted();
    } catch (err) {
      toast({
        title: "Error",
        description: isApiError(err) ? err.message : "Failed to delete project",
        variant: "destructive",
      });
    }
  };
  return (
    <AlertDialog open={!!project} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {project?.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            This removes the project, its links and its activity. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <fieldset className="grid gap-2 text-sm">
          <legend className="mb-1 font-medium">
            What should happen to its {taskCount === 1 ? "task" : `${taskCount} tasks`}?
          </legend>
          <label className="flex items-center gap-2">
            <input type="radio" name="tasks" checked={choice === "keep"} onChange={() => setChoice("keep")} />
            Keep the tasks (they stay in Tasks without a project)
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="tasks" checked={choice === "delete"} onChange={() => setChoice("delete")} />
            Delete the tasks too
          </label>
        </fieldset>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={run} disabled={remove.isPending}>
            Delete Project
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
