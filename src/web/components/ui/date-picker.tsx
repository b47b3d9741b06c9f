import { CalendarIcon } from "lucide-react";
import { type FocusEvent, type KeyboardEvent, useState } from "react";
import { Calendar, localToday } from "#web/components/ui/calendar.tsx";
import {
  formatTime,
  formatUsDate,
  HALF_HOURS,
  parseUsDate,
  US_DATE_HINT,
} from "#web/components/ui/date-picker-model.ts";
import { inputClass } from "#web/components/ui/input.tsx";
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from "#web/components/ui/popover.tsx";
import { cn } from "#web/lib/utils.ts";
import { nativeSelectClass } from "#web/components/ui/select.tsx";

export type DatePickerTime = {
  /** "HH:mm" or "" for no time. */
  value: string;
  onChange: (value: string) => void;
  /** Accessible name of the time list, e.g. "Due Time". */
  label: string;
  /** Text of the "no time" choice; without it a time is always chosen. */
  noneLabel?: string;
};

/**
 * The one date (+ optional time) picker: a text field in MM/dd/yyyy the user may type into, a calendar popover
 * operable from the keyboard, and a time list in 30-minute steps. The value is the field's text so the form can
 * say what is wrong with it; `readUsDate` turns it into "yyyy-MM-dd". FormField wires id/aria-* onto the text field.
 */
export function DatePicker({
  value,
  onChange,
  onPick,
  onBlur,
  onKeyDown,
  time,
  disabled,
  autoFocus,
  className,
  id,
  name,
  placeholder = US_DATE_HINT,
  "aria-label": ariaLabel,
  "aria-invalid": ariaInvalid,
  "aria-describedby": ariaDescribedBy,
  "aria-required": ariaRequired,
}: {
  value: string;
  onChange: (text: string) => void;
  /** Called with "yyyy-MM-dd" when a day is chosen in the calendar, null on Clear (after onChange). */
  onPick?: (iso: string | null) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  time?: DatePickerTime;
  disabled?: boolean;
  autoFocus?: boolean;
  className?: string;
  id?: string;
  name?: string;
  placeholder?: string;
  "aria-label"?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const selected = parseUsDate(value);

  const pick = (iso: string) => {
    onChange(formatUsDate(iso));
    setOpen(false);
    onPick?.(iso);
  };

  return (
    <div className={cn("flex flex-wrap items-center gap-2", className)}>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverAnchor asChild>
          <div className="relative w-40">
            <input
              id={id}
              name={name}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              // biome-ignore lint/a11y/noAutofocus: callers set it only where the field replaces what was pressed
              autoFocus={autoFocus}
              disabled={disabled}
              placeholder={placeholder}
              aria-label={ariaLabel}
              aria-invalid={ariaInvalid}
              aria-describedby={ariaDescribedBy}
              aria-required={ariaRequired}
              value={value}
              onChange={(e) => onChange(e.target.value)}
              onBlur={onBlur}
              onKeyDown={(e) => {
                // Alt+ArrowDown opens the calendar, as it opens a native date field's.
                if (e.key === "ArrowDown" && e.altKey) {
                  e.preventDefault();
                  setOpen(true);
                  return;
                }
                onKeyDown?.(e);
              }}
              className={cn(inputClass, "pr-9 pointer-coarse:pr-10")}
            />
            <PopoverTrigger
              type="button"
              disabled={disabled}
              aria-label={ariaLabel ? `Open calendar for ${ariaLabel}` : "Open calendar"}
              className="absolute inset-y-0 right-0 inline-flex w-9 pointer-coarse:w-10 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
            >
              <CalendarIcon aria-hidden className="size-4" />
            </PopoverTrigger>
          </div>
        </PopoverAnchor>
        <PopoverContent
          className="w-auto p-3"
          aria-label="Choose a date"
          onOpenAutoFocus={(e) => {
            // Into the calendar's one tab stop (the chosen day, else today), not its first button.
            e.preventDefault();
            (e.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>("[data-day][tabindex='0']")?.focus();
          }}
        >
          <Calendar selected={selected} onSelect={pick} />
          <div className="mt-2 flex justify-between gap-2 border-t pt-2">
            <button
              type="button"
              className="rounded-md px-2 py-1 text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              onClick={() => pick(localToday())}
            >
              Today
            </button>
            <button
              type="button"
              className="rounded-md px-2 py-1 text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              onClick={() => {
                onChange("");
                setOpen(false);
                onPick?.(null);
              }}
            >
              Clear
            </button>
          </div>
        </PopoverContent>
      </Popover>
      {time ? (
        <select
          aria-label={time.label}
          disabled={disabled || !selected}
          value={time.value}
          onChange={(e) => time.onChange(e.target.value)}
          className={nativeSelectClass}
        >
          {time.noneLabel !== undefined ? <option value="">{time.noneLabel}</option> : null}
          {HALF_HOURS.map((t) => (
            <option key={t} value={t}>
              {formatTime(t)}
            </option>
          ))}
        </select>
      ) : null}
    </div>
  );
}
