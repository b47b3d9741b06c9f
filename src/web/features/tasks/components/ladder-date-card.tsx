import { PlusIcon, XIcon } from "lucide-react";
import { useId, useState } from "react";
import type { LadderDate } from "#shared/contract/task-ladder.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { formatUsDate } from "#web/components/ui/date-picker-model.ts";
import { Input } from "#web/components/ui/input.tsx";
import { addRung } from "#web/features/tasks/lib/ladder.ts";

/** One critical date: its dates and shift, on/off the ladder, and its reminders (each removable, more addable). */
export function LadderDateCard({
  date,
  busy,
  onPut,
  onRemove,
}: {
  date: LadderDate;
  busy: boolean;
  onPut: (reminderDays?: number[]) => void;
  onRemove: () => void;
}) {
  const [days, setDays] = useState("");
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const current = date.reminders.map((r) => r.days);
  const on = date.task !== null;
  return (
    <li className="grid gap-3 rounded-lg border p-3" aria-label={date.label}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <p className="font-medium">{date.label}</p>
          <p className="text-sm text-muted-foreground">
            Lease date {formatUsDate(date.leaseDate)}
            {date.dueDate !== date.leaseDate ? ` · due ${formatUsDate(date.dueDate)}` : ""}
          </p>
          {date.note ? <p className="text-sm text-amber-800">{date.note}</p> : null}
        </div>
        <div className="flex items-center gap-2">
          <Badge variant={on ? "default" : "secondary"}>{on ? "In tasks" : "Not in tasks"}</Badge>
          {on ? (
            <Button size="sm" variant="outline" disabled={busy} onClick={onRemove}>
              Remove
            </Button>
          ) : (
            <Button size="sm" disabled={busy} onClick={() => onPut()}>
              Add to tasks
            </Button>
          )}
        </div>
      </div>
      {on ? (
        <div className="grid gap-2">
          <ul className="flex flex-wrap gap-2" aria-label={`Reminders for ${date.label}`}>
            {date.reminders.length === 0 ? <li className="text-sm text-muted-foreground">No reminders</li> : null}
            {date.reminders.map((r) => (
              <li key={r.days} className="inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs">
                {r.days === 0 ? "On the day" : `${r.days} days before`} · {formatUsDate(r.on)}
                <button
                  type="button"
                  disabled={busy}
                  aria-label={`Remove the reminder ${r.days} days before ${date.label}`}
                  className="rounded-full p-0.5 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  onClick={() => onPut(current.filter((d) => d !== r.days))}
                >
                  <XIcon aria-hidden className="size-3" />
                </button>
              </li>
            ))}
          </ul>
          <form
            className="flex flex-wrap items-center gap-2"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              const next = addRung(current, days);
              if ("error" in next) {
                setError(next.error);
                return;
              }
              setError(null);
              setDays("");
              onPut(next.days);
            }}
          >
            <label htmlFor={inputId} className="text-sm">
              New reminder (days)
            </label>
            <Input
              id={inputId}
              inputMode="numeric"
              className="w-20"
              value={days}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={(e) => setDays(e.target.value)}
            />
            <Button
              type="submit"
              size="sm"
              variant="outline"
              disabled={busy}
              aria-label={`Add a reminder to ${date.label}`}
            >
              <PlusIcon aria-hidden /> Add reminder
            </Button>
            {error ? (
              <p id={`${inputId}-error`} role="alert" className="basis-full text-xs text-destructive">
                {error}
              </p>
            ) : null}
          </form>
        </div>
      ) : null}
    </li>
  );
}
