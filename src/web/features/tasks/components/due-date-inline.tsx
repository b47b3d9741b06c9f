import { CalendarIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { formatDay } from "#web/features/tasks/lib/task-form.ts";
import { cn } from "#web/lib/utils.ts";

/** Inline due-date change (§7: yyyy-MM-dd or none). Saves on change; reverts if the save fails. */
export function DueDateInline({
  title,
  dueDate,
  dueTime,
  overdue,
  onChange,
}: {
  title: string;
  dueDate: string | null;
  dueTime: string | null;
  overdue: boolean;
  onChange: (next: string | null) => Promise<boolean>;
}) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(dueDate ?? "");
  useEffect(() => setValue(dueDate ?? ""), [dueDate]);
  if (editing) {
    return (
      <input
        type="date"
        // biome-ignore lint/a11y/noAutofocus: the field replaces the button the user just pressed
        autoFocus
        aria-label={`Due date of ${title}`}
        className="h-8 rounded-md border bg-background px-2 text-sm"
        value={value}
        onBlur={() => setEditing(false)}
        onKeyDown={(e) => e.key === "Escape" && setEditing(false)}
        onChange={async (e) => {
          const next = e.target.value || null;
          const before = value;
          setValue(e.target.value);
          if (!(await onChange(next))) setValue(before);
        }}
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setEditing(true)}
      aria-label={dueDate ? `Change due date of ${title}, due ${formatDay(dueDate)}` : `Set due date of ${title}`}
      className={cn(
        "inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-xs hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        overdue ? "font-medium text-red-700" : "text-muted-foreground",
      )}
    >
      <CalendarIcon aria-hidden className="size-3.5" />
      {dueDate ? `${formatDay(dueDate)}${dueTime ? ` ${dueTime}` : ""}` : "No due date"}
    </button>
  );
}
