import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "#web/components/ui/alert-dialog.tsx";

/** Confirms a delete; a task's subtasks go with it, and the dialog says so. */
export function DeleteTaskDialog({
  task,
  onCancel,
  onConfirm,
}: {
  task: { id: string; title: string; subtaskCount: number } | null;
  onCancel: () => void;
  onConfirm: (id: string) => void;
}) {
  return (
    <AlertDialog open={task !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this task?</AlertDialogTitle>
          <AlertDialogDescription>
            "{task?.title}" will be deleted
            {task && task.subtaskCount > 0
              ? ` together with its ${task.subtaskCount} subtask${task.subtaskCount === 1 ? "" : "s"}`
              : ""}
            . This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => task && onConfirm(task.id)}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
