// The critical-date ladder of one lease (issue 8): each critical date (expiration, every option's notice deadline)
// with its weekend/holiday shift, whether it is on the broker's task list, and its reminders (180/90/60/30 days
// before by default). Dates are added to or taken off the ladder one by one.
import { z } from "zod";
import { defineRoute } from "#shared/contract/route.ts";
import { reminderDays, taskDto } from "#shared/contract/tasks.ts";

export const CRITICAL_DATE_NOT_FOUND = "Critical date not found";

export const ladderParams = z.object({
  id: z.uuid(),
  /** The plan key: "expiration" or "<kind>_notice:<n>". */
  key: z.string().regex(/^[a-z0-9_]{1,80}(:[0-9]{1,3})?$/, CRITICAL_DATE_NOT_FOUND),
});

export const ladderDate = z.object({
  key: z.string(),
  kind: z.string(),
  label: z.string(),
  /** The date as the (corrected) abstract gives it. */
  leaseDate: z.string(),
  /** The task's due date: the lease date, or the business day before when it falls on a weekend or holiday. */
  dueDate: z.string(),
  /** Why the due date moved ("Moved from Saturday 07/04/2026 …"); null when it did not. */
  note: z.string().nullable(),
  /** The date's task; null while the date is off the ladder. */
  task: taskDto.nullable(),
  /** The reminders of the task, latest first, with the day each goes out. */
  reminders: z.array(z.object({ days: z.number().int(), on: z.string() })),
});
export type LadderDate = z.infer<typeof ladderDate>;

export const leaseLadder = z.object({
  leaseId: z.string(),
  leaseTitle: z.string(),
  defaultReminders: z.array(z.number().int()),
  dates: z.array(ladderDate),
});
export type LeaseLadder = z.infer<typeof leaseLadder>;

const feature = "templates" as const;

export const getLeaseLadder = defineRoute({
  method: "GET",
  path: "/api/tasks/lease/:id/dates",
  summary: "The lease's critical dates, each with its task (if on the ladder), shift and reminders",
  feature,
  params: z.object({ id: z.uuid() }),
  response: leaseLadder,
});

export const putLadderDate = defineRoute({
  method: "PUT",
  path: "/api/tasks/lease/:id/dates/:key",
  summary: "Put one critical date on the ladder (creates its task) or set its reminders",
  feature,
  params: ladderParams,
  body: z.object({ reminderDays: reminderDays.optional() }),
  response: leaseLadder,
});

export const removeLadderDate = defineRoute({
  method: "DELETE",
  path: "/api/tasks/lease/:id/dates/:key",
  summary: "Take one critical date off the ladder (deletes its task; the re-sync leaves it off)",
  feature,
  params: ladderParams,
  response: leaseLadder,
});
