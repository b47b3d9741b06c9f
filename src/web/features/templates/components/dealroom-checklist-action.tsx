import { ListChecksIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { paths } from "#web/app/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { formatUsDate } from "#web/components/ui/date-picker-model.ts";
import { Popover, PopoverContent, PopoverTrigger } from "#web/components/ui/popover.tsx";
import { useTasks } from "#web/features/tasks/api/list-tasks.ts";
import { ApplyChecklistDialog } from "#web/features/templates/components/apply-checklist-dialog.tsx";

/** Deal-room header: apply a checklist to the room, and the tasks already linked to it. */
export function DealroomChecklistAction({ dealroom }: { dealroom: { id: string; name: string } }) {
  const [applying, setApplying] = useState(false);
  const tasks = useTasks({ dealroomId: dealroom.id, status: "all", pageSize: 50, sort: "due_date" });
  const items = tasks.data?.items ?? [];
  const total = tasks.data?.total ?? 0;
  return (
    <>
      <Popover>
        <PopoverTrigger asChild>
          <Button variant="outline" aria-label={`Tasks of this deal room (${total})`}>
            <ListChecksIcon aria-hidden /> Tasks ({total})
          </Button>
        </PopoverTrigger>
        <PopoverContent align="end" className="w-80 max-w-[calc(100vw-1rem)]" aria-label="Tasks of this deal room">
          {items.length === 0 ? (
            <p className="p-2 text-sm text-muted-foreground">
              {tasks.isPending ? "Loading tasks..." : "No tasks linked to this deal room yet."}
            </p>
          ) : (
            <ul className="grid max-h-72 gap-1 overflow-y-auto" aria-label="Deal room tasks">
              {items.map((t) => (
                <li key={t.id}>
                  <Link
                    to={paths.tasks(t.id)}
                    className="flex items-center justify-between gap-2 rounded px-2 py-1.5 text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <span className={t.completed ? "truncate line-through text-muted-foreground" : "truncate"}>
                      {t.title}
                    </span>
                    <span className="shrink-0 text-xs text-muted-foreground">{formatUsDate(t.dueDate)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {total > items.length ? (
            <p className="px-2 pt-1 text-xs text-muted-foreground">
              Showing {items.length} of {total}. All are on the Tasks page.
            </p>
          ) : null}
        </PopoverContent>
      </Popover>
      <Button variant="outline" onClick={() => setApplying(true)}>
        Apply Checklist
      </Button>
      <ApplyChecklistDialog
        target={{ kind: "dealroom", id: dealroom.id, name: dealroom.name }}
        open={applying}
        onOpenChange={setApplying}
      />
    </>
  );
}
