import { useState } from "react";
import type { TaskListItem, TaskStatusDto } from "#shared/contract/tasks.ts";
import { statusColor } from "#shared/rules/task-status.ts";
import { DueDateInline } from "#web/features/tasks/components/due-date-inline.tsx";
import { StatusSelect } from "#web/features/tasks/components/status-select.tsx";
import type { TaskRowHandlers } from "#web/features/tasks/components/task-row.tsx";
import { cn } from "#web/lib/utils.ts";

const DRAG_TYPE = "application/x-leasedesk-task";

/** The column a task sits in: its own status, else the system status of its type. */
function columnOf(task: TaskListItem, statuses: TaskStatusDto[]): string | undefined {
  if (task.statusId && statuses.some((s) => s.id === task.statusId)) return task.statusId;
  return statuses.find((s) => s.isSystem && s.systemType === task.statusType)?.id;
}

/** Board by status: drag a card to another column to change its status (the card's dropdown does the same by keyboard). */
export function TaskBoard({
  items,
  statuses,
  today,
  handlers,
}: {
  items: TaskListItem[];
  statuses: TaskStatusDto[];
  today: string;
  handlers: TaskRowHandlers;
}) {
  const [over, setOver] = useState<string | null>(null);
  // Cards move at once and move back if the save fails.
  const [moved, setMoved] = useState<Record<string, string>>({});
  const drop = async (statusId: string, taskId: string) => {
    setOver(null);
    const task = items.find((t) => t.id === taskId);
    const status = statuses.find((s) => s.id === statusId);
    if (!task || !status || columnOf(task, statuses) === statusId) return;
    setMoved((m) => ({ ...m, [taskId]: statusId }));
    await handlers.onStatus(task, status);
    setMoved(({ [taskId]: _gone, ...rest }) => rest);
  };

  return (
    <div className="flex gap-3 overflow-x-auto pb-2">
      {statuses.map((status) => {
        const cards = items.filter((t) => (moved[t.id] ?? columnOf(t, statuses)) === status.id);
        return (
          <section
            key={status.id}
            aria-label={`${status.name} column`}
            data-status-column={status.name}
            onDragOver={(e) => {
              if (e.dataTransfer.types.includes(DRAG_TYPE)) {
                e.preventDefault();
                setOver(status.id);
              }
            }}
            onDragLeave={() => setOver((o) => (o === status.id ? null : o))}
            onDrop={(e) => {
              e.preventDefault();
              void drop(status.id, e.dataTransfer.getData(DRAG_TYPE));
            }}
            className={cn(
              "flex w-72 shrink-0 flex-col rounded-lg border bg-muted/40",
              over === status.id && "ring-2 ring-primary",
            )}
          >
            <h2 className="flex items-center gap-2 border-b px-3 py-2 text-sm font-semibold">
              <span aria-hidden className="size-2.5 rounded-full" style={{ backgroundColor: statusColor(status) }} />
              {status.name}
              <span className="font-normal text-muted-foreground">{cards.length}</span>
            </h2>
            <ul className="grid min-h-24 content-start gap-2 p-2">
              {cards.map((task) => (
                <li
                  key={task.id}
                  draggable
                  onDragStart={(e) => {
                    e.dataTransfer.setData(DRAG_TYPE, task.id);
                    e.dataTransfer.effectAllowed = "move";
                  }}
                  className="grid cursor-grab gap-1 rounded-md border bg-card p-2 shadow-xs active:cursor-grabbing"
                  data-task-card={task.title}
                >
                  <button
                    type="button"
                    onClick={() => handlers.onOpen(task)}
                    className={cn(
                      "text-left text-sm font-medium hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                      task.completed && "text-muted-foreground line-through",
                    )}
                  >
                    {task.title}
                  </button>
                  {task.subtaskCount > 0 ? (
                    <span className="text-xs text-muted-foreground">
                      {task.subtaskDoneCount}/{task.subtaskCount} subtasks
                    </span>
                  ) : null}
                  <div className="flex flex-wrap items-center justify-between gap-1">
                    <DueDateInline
                      title={task.title}
                      dueDate={task.dueDate}
                      dueTime={task.dueTime}
                      overdue={!task.completed && !!task.dueDate && task.dueDate < today}
                      onChange={(d) => handlers.onDueDate(task, d)}
                    />
                    <StatusSelect
                      statuses={statuses}
                      statusId={moved[task.id] ?? task.statusId}
                      statusType={task.statusType}
                      label={`Status of ${task.title}`}
                      onChange={(s) => handlers.onStatus(task, s)}
                    />
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
