// The panel's form values and their mapping to the contract (pure, unit-tested).
import { z } from "zod";
import type { TaskCreate, TaskDetail } from "#shared/contract/tasks.ts";
import { TITLE_REQUIRED } from "#shared/contract/tasks.ts";
import type { Recurrence } from "#shared/rules/task-recurrence.ts";
import type { TaskStatusType } from "#shared/rules/task-status.ts";
import { formatUsDate, readUsDate, US_DATE_INVALID } from "#web/components/ui/date-picker-model.ts";

export type Ref = { id: string; name: string };

export const repeatOptions = ["none", "days", "weeks", "months", "month_weekday"] as const;
export type RepeatOption = (typeof repeatOptions)[number];

export const taskFormSchema = z.object({
  title: z.string().trim().min(1, TITLE_REQUIRED).max(500, "Title can be at most 500 characters"),
  description: z.string().max(20_000),
  /** As typed in the picker: MM/dd/yyyy or blank. */
  dueDate: z.string().refine((text) => readUsDate(text).ok, US_DATE_INVALID),
  dueTime: z.string(),
  statusType: z.enum(["not_started", "in_progress", "completed"]),
  person: z.custom<Ref | null>(),
  company: z.custom<Ref | null>(),
  project: z.custom<Ref | null>(),
  lease: z.custom<Ref | null>(),
  property: z.custom<Ref | null>(),
  dealroom: z.custom<Ref | null>(),
  customFields: z.record(z.string(), z.string()),
  repeat: z.enum(repeatOptions),
  interval: z.number().int().min(1, "Repeat interval must be at least 1").max(730),
  reminder: z.string(),
  reminderTime: z.string(),
});
export type TaskFormValues = z.infer<typeof taskFormSchema>;

export const emptyTaskForm: TaskFormValues = {
  title: "",
  description: "",
  dueDate: "",
  dueTime: "",
  statusType: "not_started",
  person: null,
  company: null,
  project: null,
  lease: null,
  property: null,
  dealroom: null,
  customFields: {},
  repeat: "none",
  interval: 1,
  reminder: "",
  reminderTime: "09:00",
};

/** The form's due date as "yyyy-MM-dd" (null when blank; the schema has refused anything unreadable). */
function dueDay(v: TaskFormValues): string | null {
  const read = readUsDate(v.dueDate);
  return read.ok ? read.value : null;
}

export function valuesFromTask(task: TaskDetail): TaskFormValues {
  const r = task.recurrence;
  return {
    title: task.title,
    description: task.description ?? "",
    dueDate: formatUsDate(task.dueDate),
    dueTime: task.dueTime ?? "",
    statusType: task.statusType,
    person: task.person
      ? { id: task.person.id, name: `${task.person.firstName} ${task.person.lastName}`.trim() }
      : null,
    company: task.company,
    project: task.project ?? (task.projectId ? { id: task.projectId, name: "Linked project" } : null),
    lease: task.lease,
    property: task.property,
    dealroom: task.dealroom,
    customFields: { ...task.customFields },
    repeat: r ? r.kind : "none",
    interval: r ? r.interval : 1,
    reminder: task.reminderDays.length === 1 ? String(task.reminderDays[0]) : task.reminderDays.length ? "ladder" : "",
    reminderTime: task.reminderTime ?? "09:00",
  };
}

function recurrenceOf(v: TaskFormValues, day: string): Recurrence | null {
  if (v.repeat === "none") return null;
  if (v.repeat === "month_weekday") {
    const [y, m, d] = day.split("-").map(Number) as [number, number, number];
    const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
    return { kind: "month_weekday", interval: v.interval, week: Math.min(5, Math.ceil(d / 7)), weekday };
  }
  return { kind: v.repeat, interval: v.interval };
}

function reminderDaysOf(v: TaskFormValues, current: number[]): number[] {
  if (v.reminder === "") return [];
  if (v.reminder === "ladder") return current;
  return [Number(v.reminder)];
}

/** Form → contract body. Custom-field blanks are sent as null so the server removes them. */
export function toTaskBody(
  v: TaskFormValues,
  currentReminders: number[] = [],
): TaskCreate & { statusType: TaskStatusType } {
  const custom: Record<string, string | null> = {};
  for (const [k, value] of Object.entries(v.customFields)) custom[k] = value.trim() ? value.trim() : null;
  const dueDate = dueDay(v);
  return {
    title: v.title.trim(),
    description: v.description.trim() || null,
    dueDate,
    dueTime: dueDate && v.dueTime ? v.dueTime : null,
    statusType: v.statusType,
    personId: v.person?.id ?? null,
    companyId: v.company?.id ?? null,
    projectId: v.project?.id ?? null,
    leaseId: v.lease?.id ?? null,
    propertyId: v.property?.id ?? null,
    dealroomId: v.dealroom?.id ?? null,
    customFields: custom,
    recurrence: dueDate ? recurrenceOf(v, dueDate) : null,
    reminderDays: dueDate ? reminderDaysOf(v, currentReminders) : [],
    reminderTime: dueDate && v.reminder !== "" ? v.reminderTime : null,
  };
}
