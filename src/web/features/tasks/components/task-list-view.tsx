import type { TaskListItem, TaskStatusDto } from "#shared/contract/tasks.ts";
import { DUE_GROUP_LABELS, type DueGroup, dueGroup, dueGroups } from "#shared/rules/task-dates.ts";
import { TaskRow, type TaskRowHandlers } from "#web/features/tasks/components/task-row.tsx";

function TaskWithSubtasks({
  task,
  statuses,
  today,
  handlers,
}: {
  task: TaskListItem;
  statuses: TaskStatusDto[];
  today: string;
  handlers: TaskRowHandlers;
}) {
  return (
    <li className="border-b last:border-b-0">
      <TaskRow task={task} statuses={statuses} today={today} handlers={handlers} />
      {task.subtasks.length > 0 ? (
        <>
          <div className="flex items-center gap-2 pr-3 pb-1 pl-10">
            <div
              role="progressbar"
              aria-label={`Subtasks of ${task.title}`}
              aria-valuemin={0}
              aria-valuemax={task.subtaskCount}
              aria-valuenow={task.subtaskDoneCount}
              className="h-1.5 w-24 overflow-hidden rounded-full bg-muted"
            >
              <div
                className="h-full bg-primary"
                style={{ width: `${task.subtaskCount ? (100 * task.subtaskDoneCount) / task.subtaskCount : 0}%` }}
              />
            </div>
            <span className="text-xs text-muted-foreground">
              {task.subtaskDoneCount}/{task.subtaskCount} done
            </span>
          </div>
          <ul aria-label={`Subtasks of ${task.title}`}>
            {task.subtasks.map((sub) => (
              <li key={sub.id}>
                <TaskRow task={sub} statuses={statuses} today={today} handlers={handlers} isSubtask />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </li>
  );
}

/** The list: grouped overdue / today / tomorrow / this week / later when sorted by due date, flat otherwise. */
export function TaskListView({
  items,
  statuses,
  today,
  grouped,
  handlers,
}: {
  items: TaskListItem[];
  statuses: TaskStatusDto[];
  today: string;
  grouped: boolean;
  handlers: TaskRowHandlers;
}) {
  if (!grouped) {
    return (
      <ul aria-label="Tasks" className="rounded-lg border bg-card">
        {items.map((task) => (
          <TaskWithSubtasks key={task.id} task={task} statuses={statuses} today={today} handlers={handlers} />
        ))}
      </ul>
    );
  }
  const groups = new Map<DueGroup, TaskListItem[]>();
  for (const task of items) {
    const g = dueGroup(task.dueDate, today, task.completed);
    groups.set(g, [...(groups.get(g) ?? []), task]);
  }
  return (
    <div className="grid gap-4">
      {dueGroups
        .filter((g) => groups.has(g))
        .map((g) => (
          <section key={g} aria-labelledby={`task-group-${g}`}>
            <h2
              id={`task-group-${g}`}
              className={`mb-1.5 text-sm font-semibold ${g === "overdue" ? "text-red-700" : "text-slate-700"}`}
            >
              {DUE_GROUP_LABELS[g]} <span className="font-normal text-muted-foreground">({groups.get(g)?.length})</span>
            </h2>
            <ul aria-label={`${DUE_GROUP_LABELS[g]} tasks`} className="rounded-lg border bg-card">
              {groups.get(g)?.map((task) => (
                <TaskWithSubtasks key={task.id} task={task} statuses={statuses} today={today} handlers={handlers} />
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
