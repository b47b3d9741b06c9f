import { useState } from "react";
import type { TaskListItem, TaskListQuery, TaskStatusDto } from "#shared/contract/tasks.ts";
import { statusColor } from "#shared/rules/task-status.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useColumnTasks } from "#web/features/tasks/api/list-column-tasks.ts";
import { DueDateInline } from "#web/features/tasks/components/due-date-inline.tsx";
import { StatusSelect } from "#web/features/tasks/components/status-select.tsx";
import type { TaskRowHandlers } from "#web/features/tasks/components/task-row.tsx";
import { cn } from "#web/lib/utils.ts";

const DRAG_TYPE = "application/x-leasedesk-task";

type Moved = Record<string, { task: TaskListItem; statusId: string }>;
type Filters = Pick<Partial<TaskListQuery>, "q" | "due">;

/**
 * Board by status: each column loads its own tasks 50 at a time ("Show more"); drag a card to another column to
 * change its status (the card's dropdown does the same by keyboard).
 */
export function TaskBoard({
  statuses,
  today,
  handlers,
  filters,
}: {
  statuses: TaskStatusDto[];
  today: string;
  handlers: TaskRowHandlers;
  filters: Filters;
}) {
  // Cards move at once and move back if the save fails (the columns refetch after it).
  const [moved, setMoved] = useState<Moved>({});
  const drop = async (status: TaskStatusDto, task: TaskListItem, from: string) => {
    if (from === status.id) return;
    setMoved((m) => ({ ...m, [task.id]: { task, statusId: status.id } }));
    await handlers.onStatus(task, status);
    setMoved(({ [task.id]: _gone, ...rest }) => rest);
  };
  return (
    <div className="flex gap-3 overflow-x-auto pb-2">
      {statuses.map((status) => (
        <BoardColumn
          key={status.id}
          status={status}
          statuses={statuses}
          today={today}
          handlers={handlers}
          filters={filters}
          moved={moved}
          onDrop={drop}
        />
      ))}
    </div>
  );
}

function BoardColumn({
  status,
  statuses,
  today,
  handlers,
  filters,
  moved,
  onDrop,
}: {
  status: TaskStatusDto;
  statuses: TaskStatusDto[];
  today: string;
  handlers: TaskRowHandlers;
  filters: Filters;
  moved: Moved;
  onDrop: (status: TaskStatusDto, task: TaskListItem, from: string) => void;
}) {
  const [over, setOver] = useState(false);
  const column = useColumnTasks(status.id, filters);
  const loaded = column.data?.pages.flatMap((p) => p.items) ?? [];
  const total = column.data?.pages[0]?.total ?? 0;
  const movedIn = Object.values(moved).filter(
    (m) => m.statusId === status.id && !loaded.some((t) => t.id === m.task.id),
  );
  const cards = [
    ...loaded.filter((t) => !moved[t.id] || moved[t.id]?.statusId === status.id),
    ...movedIn.map((m) => m.task),
  ];
  const count =
    total - loaded.filter((t) => moved[t.id] && moved[t.id]?.statusId !== status.id).length + movedIn.length;
  const hidden = total - loaded.length;
  return (
    <section
      aria-label={`${status.name} column`}
      data-status-column={status.name}
      onDragOver={(e) => {
        if (e.dataTransfer.types.includes(DRAG_TYPE)) {
          e.preventDefault();
          setOver(true);
        }
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const raw = e.dataTransfer.getData(DRAG_TYPE);
        if (!raw) return;
        const task = JSON.parse(raw) as TaskListItem;
        void onDrop(status, task, moved[task.id]?.statusId ?? columnOf(task, statuses) ?? "");
      }}
      className={cn("flex w-72 shrink-0 flex-col rounded-lg border bg-muted/40", over && "ring-2 ring-primary")}
    >
      <h2 className="flex items-center gap-2 border-b px-3 py-2 text-sm font-semibold">
        <span aria-hidden className="size-2.5 rounded-full" style={{ backgroundColor: statusColor(status) }} />
        {status.name}
        <span className="font-normal text-muted-foreground">{column.isPending ? "" : count}</span>
      </h2>
      <ul className="grid min-h-24 content-start gap-2 p-2">
        {cards.map((task) => (
          <TaskCard
            key={task.id}
            task={task}
            statusId={moved[task.id]?.statusId ?? task.statusId}
            statuses={statuses}
            today={today}
            handlers={handlers}
          />
        ))}
      </ul>
      {hidden > 0 ? (
        <Button
          variant="ghost"
          size="sm"
          className="mx-2 mb-2"
          disabled={column.isFetchingNextPage}
          aria-label={`Show more in ${status.name} (${hidden} more)`}
          onClick={() => void column.fetchNextPage()}
        >
          {column.isFetchingNextPage ? "Loading..." : `Show more (${hidden})`}
        </Button>
      ) : null}
    </section>
  );
}

function TaskCard({
  task,
  statusId,
  statuses,
  today,
  handlers,
}: {
  task: TaskListItem;
  statusId: string | null;
  statuses: TaskStatusDto[];
  today: string;
  handlers: TaskRowHandlers;
}) {
  return (
    <li
      draggable
      onDragStart={(e) => {
        // The task itself travels, so a column can take a card it never loaded.
        e.dataTransfer.setData(DRAG_TYPE, JSON.stringify(task));
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
          statusId={statusId}
          statusType={task.statusType}
          label={`Status of ${task.title}`}
          onChange={(s) => handlers.onStatus(task, s)}
        />
      </div>
    </li>
  );
}

/** The column a task sits in: its own status, else the system status of its type. */
function columnOf(task: TaskListItem, statuses: TaskStatusDto[]): string | undefined {
  if (task.statusId && statuses.some((s) => s.id === task.statusId)) return task.statusId;
  return statuses.find((s) => s.isSystem && s.systemType === task.statusType)?.id;
}
