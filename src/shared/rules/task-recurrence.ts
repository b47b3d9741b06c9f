// Recurring tasks (issue 8): every N days / weeks / months, or the Nth weekday of every N months. Completing a
// recurring task creates the next one, due on nextDueDate.
import { addDays, addMonths, daysInMonth, weekday } from "#shared/rules/task-dates.ts";

export const recurrenceKinds = ["days", "weeks", "months", "month_weekday"] as const;
export type RecurrenceKind = (typeof recurrenceKinds)[number];

export type Recurrence =
  | { kind: "days" | "weeks" | "months"; interval: number }
  /** week 1–4 = first…fourth, 5 = last; weekday 0 = Sunday … 6 = Saturday. */
  | { kind: "month_weekday"; interval: number; week: number; weekday: number };

/** Largest interval per kind: about two years at most, so a typo like "1000 years" is refused. */
export const RECURRENCE_MAX: Record<RecurrenceKind, number> = { days: 730, weeks: 104, months: 24, month_weekday: 24 };

export function recurrenceError(r: Recurrence): string | null {
  if (!Number.isInteger(r.interval) || r.interval < 1) return "Repeat interval must be at least 1";
  if (r.interval > RECURRENCE_MAX[r.kind]) {
    const unit = r.kind === "month_weekday" ? "months" : r.kind;
    return `Repeat interval can be at most ${RECURRENCE_MAX[r.kind]} ${unit}`;
  }
  if (r.kind === "month_weekday") {
    if (!Number.isInteger(r.week) || r.week < 1 || r.week > 5) return "Week of the month must be 1–4 or 5 (last)";
    if (!Number.isInteger(r.weekday) || r.weekday < 0 || r.weekday > 6) return "Weekday must be 0 (Sunday) to 6";
  }
  return null;
}

/** The Nth (or, for 5, the last) given weekday of a month. */
export function nthWeekdayOfMonth(year: number, month: number, week: number, wd: number): string {
  const first = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-01`;
  if (week >= 5) {
    const lastDay = `${first.slice(0, 8)}${String(daysInMonth(year, month)).padStart(2, "0")}`;
    return addDays(lastDay, -((weekday(lastDay) - wd + 7) % 7));
  }
  const firstMatch = addDays(first, (wd - weekday(first) + 7) % 7);
  return addDays(firstMatch, (week - 1) * 7);
}

/** The next due day after `from` (the current due day). */
export function nextDueDate(r: Recurrence, from: string): string {
  switch (r.kind) {
    case "days":
      return addDays(from, r.interval);
    case "weeks":
      return addDays(from, r.interval * 7);
    case "months":
      return addMonths(from, r.interval);
    case "month_weekday": {
      const target = addMonths(`${from.slice(0, 7)}-01`, r.interval);
      const [y, m] = target.split("-").map(Number) as [number, number];
      return nthWeekdayOfMonth(y, m, r.week, r.weekday);
    }
  }
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const ORDINALS = ["", "first", "second", "third", "fourth", "last"];

export function describeRecurrence(r: Recurrence): string {
  const every = (n: number, unit: string) => (n === 1 ? `Every ${unit}` : `Every ${n} ${unit}s`);
  switch (r.kind) {
    case "days":
      return every(r.interval, "day");
    case "weeks":
      return every(r.interval, "week");
    case "months":
      return every(r.interval, "month");
    case "month_weekday":
      return `${every(r.interval, "month")} on the ${ORDINALS[r.week]} ${WEEKDAYS[r.weekday]}`;
  }
}
