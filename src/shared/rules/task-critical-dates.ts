// Critical dates → tasks (issue 8): the expiration and every option's notice deadline of a lease become tasks
// due on the date, moved to the business day before when it falls on a weekend or a US federal holiday.
import { businessDayOnOrBefore } from "#shared/rules/task-business-days.ts";

/** The ladder of reminders before a critical date, in days (editable per task). */
export const DEFAULT_CRITICAL_REMINDERS = [180, 90, 60, 30] as const;

export type CriticalDateInput = { kind: string; label: string; date: string };
export type CriticalTaskPlan = {
  /** Stable per lease: "expiration", "renewal_notice:1", … (the nth deadline of that kind, by date). */
  key: string;
  kind: string;
  label: string;
  title: string;
  description: string;
  dueDate: string;
  /** The date as the lease gives it. */
  leaseDate: string;
  note: string | null;
};

export const isTrackedKind = (kind: string) => kind === "expiration" || kind.endsWith("_notice");

const usDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

export function criticalDateTasks(leaseTitle: string, dates: readonly CriticalDateInput[]): CriticalTaskPlan[] {
  const seen = new Map<string, number>();
  return [...dates]
    .filter((d) => isTrackedKind(d.kind))
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((d) => {
      const n = (seen.get(d.kind) ?? 0) + 1;
      seen.set(d.kind, n);
      const key = d.kind === "expiration" ? "expiration" : `${d.kind}:${n}`;
      const moved = businessDayOnOrBefore(d.date);
      return {
        key,
        kind: d.kind,
        label: d.label,
        title: `${d.label} — ${leaseTitle}`,
        description: `${d.label} of "${leaseTitle}": ${usDay(d.date)}.`,
        dueDate: moved.date,
        leaseDate: d.date,
        note: moved.note,
      };
    });
}
