// The list's and board's actions with the §8 toasts: status change (the caller reverts on failure), checkbox,
// due date and delete.
import type { TaskStatusDto } from "#shared/contract/tasks.ts";
import { useCompleteTask, useSetTaskStatus } from "#web/features/tasks/api/change-status.ts";
import { useDeleteTask } from "#web/features/tasks/api/delete-task.ts";
import { useUpdateTask } from "#web/features/tasks/api/save-task.ts";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

export function useTaskActions() {
  const setStatus = useSetTaskStatus();
  const complete = useCompleteTask();
  const remove = useDeleteTask();
  const update = useUpdateTask();

  return {
    /** Resolves true when saved; on failure shows the toast and resolves false so the dropdown reverts. */
    async changeStatus(id: string, status: TaskStatusDto): Promise<boolean> {
      try {
        await setStatus.mutateAsync({ id, statusId: status.id });
        toast({ title: "Status updated", description: `Task status changed to ${status.name}` });
        return true;
      } catch {
        toast({
          title: "Update failed",
          description: "Failed to update task status. Please try again.",
          variant: "destructive",
        });
        return false;
      }
    },
    async toggleComplete(id: string, completed: boolean): Promise<boolean> {
      try {
        const result = await complete.mutateAsync({ id, completed });
        toast({
          title: "Status updated",
          description: `Task status changed to ${completed ? "Completed" : "Not Started"}`,
        });
        if (result.next?.dueDate) {
          toast({
            title: "Next occurrence created",
            description: `${result.next.title} is due ${result.next.dueDate}`,
          });
        }
        return true;
      } catch {
        toast({
          title: "Update failed",
          description: "Failed to update task status. Please try again.",
          variant: "destructive",
        });
        return false;
      }
    },
    async changeDueDate(id: string, dueDate: string | null): Promise<boolean> {
      try {
        await update.mutateAsync({ id, body: { dueDate } });
        toast({ title: "Task updated successfully" });
        return true;
      } catch (e) {
        toast({
          title: "Error",
          description: isApiError(e) ? e.message : "Failed to save task",
          variant: "destructive",
        });
        return false;
      }
    },
    async deleteTask(id: string): Promise<boolean> {
      try {
        await remove.mutateAsync(id);
        toast({ title: "Task deleted", description: "The task has been successfully deleted." });
        return true;
      } catch (e) {
        toast({
          title: "Error",
          description: isApiError(e) && e.message ? e.message : "Failed to delete task",
          variant: "destructive",
        });
        return false;
      }
    },
  };
}
