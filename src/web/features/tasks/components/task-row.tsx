import {
  Building2Icon,
  FileTextIcon,
  FolderLockIcon,
  MapPinIcon,
  MoreHorizontalIcon,
  PlusIcon,
  RepeatIcon,
  UserIcon,
} from "lucide-react";
import { useEffect, useState } from "react";
import type { TaskDto, TaskStatusDto } from "#shared/contract/tasks.ts";
import { diffDays } from "#shared/rules/task-dates.ts";
import { describeRecurrence } from "#shared/rules/task-recurrence.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "#web/components/ui/dropdown-menu.tsx";
import { DueDateInline } from "#web/features/tasks/components/due-date-inline.tsx";
import { StatusSelect } from "#web/features/tasks/components/status-select.tsx";
import { cn } from "#web/lib/utils.ts";

export type TaskRowHandlers = {
  onOpen: (task: TaskDto) => void;
  onAddSubtask: (task: TaskDto) => void;
  onDelete: (task: TaskDto) => void;
  onToggle: (task: TaskDto, completed: boolean) => Promise<boolean>;
  onStatus: (task: TaskDto, status: TaskStatusDto) => Promise<boolean>;
  onDueDate: (task: TaskDto, dueDate: string | null) => Promise<boolean>;
};

/** One task: checkbox (§4), title, associations, due date (inline), status dropdown, subtask progress, actions. */
export function TaskRow({
  task,
  statuses,
  today,
  handlers,
  isSubtask = false,
}: {
  task: TaskDto;
  statuses: TaskStatusDto[];
  today: string;
  handlers: TaskRowHandlers;
  isSubtask?: boolean;
}) {
  const [checked, setChecked] = useState(task.completed);
  useEffect(() => setChecked(task.completed), [task.completed]);
  const overdue = !task.completed && task.dueDate !== null && diffDays(task.dueDate, today) < 0;
  const person = task.person ? `${task.person.firstName} ${task.person.lastName}`.trim() : null;

  return (
    <div
      className={cn(
        "flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2",
        isSubtask && "pl-10",
        task.completed && "bg-muted/30",
      )}
    >
      <Checkbox
        checked={checked}
        aria-label={`${checked ? "Mark as not done" : "Mark as done"}: ${task.title}`}
        onCheckedChange={async (value) => {
          const next = value === true;
          setChecked(next);
          if (!(await handlers.onToggle(task, next))) setChecked(!next);
        }}
      />
      <div className="min-w-0 flex-1 basis-40">
        <button
          type="button"
          onClick={() => handlers.onOpen(task)}
          className={cn(
            "max-w-full truncate text-left text-sm font-medium hover:underline pointer-coarse:py-2.5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
            task.completed && "text-muted-foreground line-through",
          )}
        >
          {task.title}
        </button>
        <div className="flex flex-wrap items-center gap-x-3 text-xs text-muted-foreground">
          {person ? (
            <span className="inline-flex items-center gap-1">
              <UserIcon aria-hidden className="size-3" /> {person}
            </span>
          ) : null}
          {task.company ? (
            <span className="inline-flex items-center gap-1">
              <Building2Icon aria-hidden className="size-3" /> {task.company.name}
            </span>
          ) : null}
          {task.lease ? (
            <span className="inline-flex items-center gap-1">
              <FileTextIcon aria-hidden className="size-3" /> {task.lease.name}
            </span>
          ) : null}
          {task.property ? (
            <span className="inline-flex items-center gap-1">
              <MapPinIcon aria-hidden className="size-3" /> {task.property.name}
            </span>
          ) : null}
          {task.dealroom ? (
            <span className="inline-flex items-center gap-1">
              <FolderLockIcon aria-hidden className="size-3" /> {task.dealroom.name}
            </span>
          ) : null}
          {task.recurrence ? (
            <span className="inline-flex items-center gap-1">
              <RepeatIcon aria-hidden className="size-3" /> {describeRecurrence(task.recurrence)}
            </span>
          ) : null}
          {task.subtaskCount > 0 ? (
            <span>
              {task.subtaskDoneCount}/{task.subtaskCount}
              <span className="sr-only"> subtasks done</span>
            </span>
          ) : null}
          {task.dueDateNote ? <span className="text-amber-700">{task.dueDateNote}</span> : null}
        </div>
      </div>
      <DueDateInline
        title={task.title}
        dueDate={task.dueDate}
        dueTime={task.dueTime}
        overdue={overdue}
        onChange={(d) => handlers.onDueDate(task, d)}
      />
      <StatusSelect
        statuses={statuses}
        statusId={task.statusId}
        statusType={task.statusType}
        label={`Status of ${task.title}`}
        onChange={(s) => handlers.onStatus(task, s)}
      />
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${task.title}`}>
            <MoreHorizontalIcon aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => handlers.onOpen(task)}>Edit</DropdownMenuItem>
          {!isSubtask ? (
            <DropdownMenuItem onSelect={() => handlers.onAddSubtask(task)}>
              <PlusIcon aria-hidden /> Add Subtask
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem className="text-destructive" onSelect={() => handlers.onDelete(task)}>
            Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
