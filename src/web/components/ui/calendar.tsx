import { ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import {
  addMonths,
  clampYear,
  dayLabel,
  monthCaption,
  monthGrid,
  moveFocus,
  sameMonth,
  WEEKDAYS,
} from "#web/components/ui/date-picker-model.ts";
import { cn } from "#web/lib/utils.ts";

/** Today in the browser's time zone, as "yyyy-MM-dd". */
export function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

const navButton =
  "inline-flex size-8 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/**
 * A month grid of day buttons with one tab stop (the focused day) and the date-picker keys: arrows move by a day or
 * a week, Home/End to the week's ends, PageUp/PageDown by a month (with Shift by a year), Enter/Space choose.
 */
export function Calendar({ selected, onSelect }: { selected: string | null; onSelect: (iso: string) => void }) {
  const today = localToday();
  const [focused, setFocused] = useState(selected ?? today);
  const grid = useRef<HTMLTableElement>(null);
  // Focus follows the roving day only after the user moved it, never on render alone.
  const moveFocusNow = useRef(false);

  useEffect(() => {
    if (!moveFocusNow.current) return;
    moveFocusNow.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const go = (iso: string, focus: boolean) => {
    moveFocusNow.current = focus;
    setFocused(clampYear(iso));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = moveFocus(focused, event.key, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    go(next, true);
  };

  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className={navButton}
          aria-label="Previous month"
          onClick={() => go(addMonths(focused, -1), false)}
        >
          <ChevronLeft aria-hidden className="size-4" />
        </button>
        <p className="text-sm font-medium" aria-live="polite">
          {monthCaption(focused)}
        </p>
        <button
          type="button"
          className={navButton}
          aria-label="Next month"
          onClick={() => go(addMonths(focused, 1), false)}
        >
          <ChevronRight aria-hidden className="size-4" />
        </button>
      </div>
      <table ref={grid} className="w-full border-collapse text-center text-sm" onKeyDown={onKeyDown}>
        <caption className="sr-only">{monthCaption(focused)}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((w) => (
              <th key={w} scope="col" abbr={w} className="pb-1 text-xs font-normal text-muted-foreground">
                {w.slice(0, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(focused).map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const isSelected = day === selected;
                return (
                  <td key={day} className="p-0.5">
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={dayLabel(day)}
                      aria-pressed={isSelected}
                      aria-current={day === today ? "date" : undefined}
                      onClick={() => onSelect(day)}
                      className={cn(
                        "inline-flex size-9 items-center justify-center rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                        sameMonth(day, focused) ? "" : "text-muted-foreground/70",
                        day === today && !isSelected ? "font-semibold underline" : "",
                        isSelected ? "bg-primary text-primary-foreground" : "hover:bg-muted",
                      )}
                    >
                      {Number(day.slice(8, 10))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
