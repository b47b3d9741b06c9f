// Calendar-day arithmetic for tasks: ISO days (yyyy-MM-dd) only, so "today" is the user's day wherever the
// server runs (crm-documents.md §4 due-date filters; issue 8 "computed in the user's time zone").

export const dueFilters = ["all", "overdue", "today", "next7days", "thismonth", "noduedate"] as const;
export type DueFilter = (typeof dueFilters)[number];

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written yyyy-MM-dd (2026-02-30 is not one). */
export function isIsoDay(value: string): boolean {
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function toUtc(day: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const d = toUtc(day);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtc(d);
}

/** Adds months, clamping to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const dd = Math.min(d, daysInMonth(year, month));
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(dd).padStart(2, "0")}`;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(day: string): number {
  return toUtc(day).getUTCDay();
}

export function diffDays(a: string, b: string): number {
  return Math.round((toUtc(a).getTime() - toUtc(b).getTime()) / 86_400_000);
}

/** Whether the runtime knows this IANA time zone name. */
export function isTimeZone(tz: string): boolean {
  if (!tz || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day an instant falls on in a time zone. */
export function dayInZone(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

/** The local hour (0–23) of an instant in a time zone. */
export function hourInZone(instant: Date, timeZone: string): number {
  const text = new Intl.DateTimeFormat("en-US", { timeZone, hour: "2-digit", hourCycle: "h23" }).format(instant);
  return Number(text) % 24;
}

/** Inclusive day range a due filter selects, relative to the user's today. */
export type DueRange =
  | { kind: "any" }
  | { kind: "none" }
  | { kind: "before"; day: string }
  | { kind: "between"; from: string; to: string };

export function dueRange(filter: DueFilter, today: string): DueRange {
  switch (filter) {
    case "all":
      return { kind: "any" };
    case "noduedate":
      return { kind: "none" };
    case "overdue":
      return { kind: "before", day: today };
    case "today":
      return { kind: "between", from: today, to: today };
    case "next7days":
      // Today and the six days after it: one week of due days.
      return { kind: "between", from: today, to: addDays(today, 6) };
    case "thismonth": {
      const [y, m] = today.split("-").map(Number) as [number, number];
      const first = `${today.slice(0, 7)}-01`;
      return { kind: "between", from: first, to: `${today.slice(0, 7)}-${String(daysInMonth(y, m)).padStart(2, "0")}` };
    }
  }
}

export const dueGroups = ["overdue", "earlier", "today", "tomorrow", "this_week", "later", "no_due_date"] as const;
export type DueGroup = (typeof dueGroups)[number];

export const DUE_GROUP_LABELS: Record<DueGroup, string> = {
  overdue: "Overdue",
  earlier: "Earlier",
  today: "Today",
  tomorrow: "Tomorrow",
  this_week: "This Week",
  later: "Later",
  no_due_date: "No Due Date",
};

/** The list's grouping: a completed task is never overdue; "this week" is the rest of the next seven days. */
export function dueGroup(dueDate: string | null, today: string, completed = false): DueGroup {
  if (!dueDate) return "no_due_date";
  const d = diffDays(dueDate, today);
  if (d < 0) return completed ? "earlier" : "overdue";
  if (d === 0) return "today";
  if (d === 1) return "tomorrow";
  if (d <= 6) return "this_week";
  return "later";
}

/** The wall-clock time (HH:mm, 24 h) of an instant in a time zone. */
export function timeInZone(instant: Date, timeZone: string): string {
  const text = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(instant);
  return text.slice(0, 5);
}

/** The UTC instant of a wall-clock time on a day in a time zone (the first one when a DST change repeats it). */
export function zonedTimeToUtc(day: string, time: string, timeZone: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  let guess = wall;
  for (let i = 0; i < 2; i += 1) {
    const shown = new Date(guess);
    const shownDay = dayInZone(shown, timeZone);
    const shownTime = timeInZone(shown, timeZone);
    const [sy, sm, sd] = shownDay.split("-").map(Number) as [number, number, number];
    const [sh, smin] = shownTime.split(":").map(Number) as [number, number];
    guess += wall - Date.UTC(sy, sm - 1, sd, sh, smin);
  }
  return new Date(guess);
}
