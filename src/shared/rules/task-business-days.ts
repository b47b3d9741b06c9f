// Business days for critical dates (issue 8): a deadline on a weekend or a US federal holiday moves to the
// business day before. Federal holidays per 5 U.S.C. 6103, with the observed-date rule (Saturday → Friday,
// Sunday → Monday).
import { addDays, weekday } from "#shared/rules/task-dates.ts";
import { nthWeekdayOfMonth } from "#shared/rules/task-recurrence.ts";

const pad = (n: number) => String(n).padStart(2, "0");
const day = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

function observed(date: string): string {
  const wd = weekday(date);
  if (wd === 6) return addDays(date, -1);
  if (wd === 0) return addDays(date, 1);
  return date;
}

/** Observed US federal holidays of a year, day → name. */
export function usFederalHolidays(year: number): Map<string, string> {
  const list: [string, string][] = [
    [observed(day(year, 1, 1)), "New Year's Day"],
    [nthWeekdayOfMonth(year, 1, 3, 1), "Martin Luther King Jr. Day"],
    [nthWeekdayOfMonth(year, 2, 3, 1), "Washington's Birthday"],
    [nthWeekdayOfMonth(year, 5, 5, 1), "Memorial Day"],
    [nthWeekdayOfMonth(year, 9, 1, 1), "Labor Day"],
    [nthWeekdayOfMonth(year, 10, 2, 1), "Columbus Day"],
    [observed(day(year, 11, 11)), "Veterans Day"],
    [nthWeekdayOfMonth(year, 11, 4, 4), "Thanksgiving Day"],
    [observed(day(year, 12, 25)), "Christmas Day"],
    [observed(day(year, 7, 4)), "Independence Day"],
  ];
  if (year >= 2021) list.push([observed(day(year, 6, 19)), "Juneteenth National Independence Day"]);
  // New Year's Day of the next year observed on Dec 31 of this one.
  const nextNewYear = observed(day(year + 1, 1, 1));
  if (nextNewYear.startsWith(`${year}-`)) list.push([nextNewYear, "New Year's Day"]);
  return new Map(list);
}

export function holidayName(date: string): string | null {
  return usFederalHolidays(Number(date.slice(0, 4))).get(date) ?? null;
}

export function isBusinessDay(date: string): boolean {
  const wd = weekday(date);
  return wd !== 0 && wd !== 6 && holidayName(date) === null;
}

const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** A deadline moved to the business day before when it is not one, with the reason to show on the task. */
export function businessDayOnOrBefore(date: string): { date: string; note: string | null } {
  let d = date;
  while (!isBusinessDay(d)) d = addDays(d, -1);
  if (d === date) return { date, note: null };
  const holiday = holidayName(date);
  const reason = holiday ? `${holiday} (a US federal holiday)` : `a ${WEEKDAY_NAMES[weekday(date)]}`;
  return { date: d, note: `The deadline ${date} falls on ${reason}; moved to the business day before, ${d}.` };
}

/** N business days after (n > 0) or before (n < 0) a date, skipping weekends and holidays. */
export function addBusinessDays(date: string, n: number): string {
  let d = date;
  let left = Math.abs(n);
  const step = n < 0 ? -1 : 1;
  while (left > 0) {
    d = addDays(d, step);
    if (isBusinessDay(d)) left -= 1;
  }
  return d;
}
