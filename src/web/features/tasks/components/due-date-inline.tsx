import { CalendarIcon } from "lucide-react";
import { type FocusEvent, useId, useState } from "react";
import { DatePicker } from "#web/components/ui/date-picker.tsx";
import { formatUsDate, readUsDate, US_DATE_INVALID } from "#web/components/ui/date-picker-model.ts";
import { cn } from "#web/lib/utils.ts";

/** Inline due-date change (§7: a date or none). Saves on a calendar pick, Enter or leaving the field; Escape cancels. */
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
  const [text, setText] = useState("");
  const [invalid, setInvalid] = useState(false);
  const errorId = useId();

  const save = async (next: string | null) => {
    setEditing(false);
    if (next !== dueDate) await onChange(next);
  };
  const commit = () => {
    const read = readUsDate(text);
    if (read.ok) void save(read.value);
    else setInvalid(true);
  };

  if (editing) {
    return (
      <span className="inline-grid gap-1">
        <DatePicker
          autoFocus
          aria-label={`Due date of ${title}`}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          className="w-40"
          value={text}
          onChange={(t) => {
            setText(t);
            setInvalid(false);
          }}
          onPick={(iso) => void save(iso)}
          onKeyDown={(e) => {
            if (e.key === "Escape") setEditing(false);
            if (e.key === "Enter") {
              e.preventDefault();
              commit();
            }
          }}
          onBlur={(e: FocusEvent<HTMLInputElement>) => {
            // Moving into the calendar popover is not leaving the field.
            const to = e.relatedTarget as HTMLElement | null;
            if (to?.closest("[data-radix-popper-content-wrapper]") || to?.getAttribute("aria-haspopup") === "dialog")
              return;
            const read = readUsDate(text);
            if (read.ok) void save(read.value);
            else setEditing(false);
          }}
        />
        {invalid ? (
          <span id={errorId} role="alert" className="text-xs text-destructive">
            {US_DATE_INVALID}
          </span>
        ) : null}
      </span>
    );
  }
  return (
    <button
      type="button"
      onClick={() => {
        setText(formatUsDate(dueDate));
        setInvalid(false);
        setEditing(true);
      }}
      aria-label={dueDate ? `Change due date of ${title}, due ${formatUsDate(dueDate)}` : `Set due date of ${title}`}
      className={cn(
        "touch-hit inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-xs hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        overdue ? "font-medium text-red-700" : "text-muted-foreground",
      )}
    >
      <CalendarIcon aria-hidden className="size-3.5" />
      {dueDate ? `${formatUsDate(dueDate)}${dueTime ? ` ${dueTime}` : ""}` : "No due date"}
    </button>
  );
}
