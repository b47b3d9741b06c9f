import { BellRingIcon, ListChecksIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { paths } from "#web/app/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useAddLeaseToTasks, useLeaseTasks } from "#web/features/tasks/api/lease-tasks.ts";
import { LeaseLadderSheet } from "#web/features/tasks/components/lease-ladder-sheet.tsx";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

/**
 * 'Add to tasks' on a lease's critical dates: a task for the expiration and each option notice deadline, with
 * reminders 180, 90, 60 and 30 days before. Once added, the tasks follow corrections of the abstract.
 */
export function LeaseTasksAction({ leaseId }: { leaseId: string }) {
  const tasks = useLeaseTasks(leaseId);
  const add = useAddLeaseToTasks(leaseId);
  const [ladderOpen, setLadderOpen] = useState(false);
  // Without the tasks feature (plan) or access to the lease there is nothing to offer.
  if (tasks.isError) return null;
  const tracked = tasks.data?.tracked ?? false;
  const count = tasks.data?.tasks.length ?? 0;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {tracked ? (
        <Link to={paths.tasks()} className="touch-hit text-sm text-primary underline-offset-4 hover:underline">
          {count} critical-date task{count === 1 ? "" : "s"} in Tasks
        </Link>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        disabled={tasks.isPending || add.isPending}
        onClick={async () => {
          try {
            const r = await add.mutateAsync(undefined);
            toast({
              title: r.created ? "Added to tasks" : "Tasks are up to date",
              description: r.created
                ? `${r.created} task${r.created === 1 ? "" : "s"} created with reminders 180, 90, 60 and 30 days before.`
                : "Every critical date of this lease already has its task.",
            });
          } catch (e) {
            toast({
              title: "Error",
              description: isApiError(e) ? e.message : "Failed to add the dates to tasks",
              variant: "destructive",
            });
          }
        }}
      >
        <ListChecksIcon aria-hidden /> {tracked ? "Update tasks" : "Add to tasks"}
      </Button>
      <Button variant="outline" size="sm" onClick={() => setLadderOpen(true)}>
        <BellRingIcon aria-hidden /> Reminder ladder
      </Button>
      <LeaseLadderSheet leaseId={leaseId} open={ladderOpen} onOpenChange={setLadderOpen} />
    </div>
  );
}
