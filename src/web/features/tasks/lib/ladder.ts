// Editing one critical date's reminder ladder (pure, unit-tested).
import { MAX_REMINDER_DAYS } from "#shared/contract/tasks.ts";

const MAX_RUNGS = 10;

/** The next ladder after adding `text` days, or the message saying why not. */
export function addRung(current: number[], text: string): { days: number[] } | { error: string } {
  const n = Number(text);
  if (!text.trim() || !Number.isInteger(n) || n < 0 || n > MAX_REMINDER_DAYS) {
    return { error: `Enter a whole number of days from 0 to ${MAX_REMINDER_DAYS}` };
  }
  if (current.includes(n)) return { error: `There is already a reminder ${n} days before` };
  if (current.length >= MAX_RUNGS) return { error: `At most ${MAX_RUNGS} reminders` };
  return { days: [...current, n].sort((a, b) => b - a) };
}
