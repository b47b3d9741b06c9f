// Tasks (crm-documents.md §2 panel, §3 Task / Task status, §4, §5, §7 'Tasks'; issue 8).
import { z } from "zod";
import { idParams } from "#shared/contract/common.ts";
import { defineRoute } from "#shared/contract/route.ts";
import { dueFilters, isIsoDay, isTimeZone } from "#shared/rules/task-dates.ts";
import { recurrenceError } from "#shared/rules/task-recurrence.ts";
import { taskStatusTypes } from "#shared/rules/task-status.ts";

export const TITLE_REQUIRED = "Title is required";
export const DUE_DATE_INVALID = "Due date must be a real date written yyyy-MM-dd";
export const MAX_REMINDER_DAYS = 730;

export const taskStatusType = z.enum(taskStatusTypes);

const isoDay = z.string().refine(isIsoDay, DUE_DATE_INVALID);
const wallTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:00)?$/, "Time must be HH:mm")
  .transform((v) => v.slice(0, 5));
const timeZone = z.string().refine(isTimeZone, "Unknown time zone");

export const recurrenceSchema = z
  .discriminatedUnion("kind", [
    z.object({ kind: z.enum(["days", "weeks", "months"]), interval: z.number().int() }),
    z.object({
      kind: z.literal("month_weekday"),
      interval: z.number().int(),
      week: z.number().int(),
      weekday: z.number().int(),
    }),
  ])
  .superRefine((r, ctx) => {
    const message = recurrenceError(r);
    if (message) ctx.addIssue({ code: "custom", message });
  });
export type RecurrenceInput = z.infer<typeof recurrenceSchema>;

export const reminderDays = z
  .array(z.number().int().min(0).max(MAX_REMINDER_DAYS, `Reminders can be at most ${MAX_REMINDER_DAYS} days before`))
  .max(10, "At most 10 reminders");

const customFieldValues = z.record(z.string().max(100), z.string().max(2000).nullable());

const nullableId = z.uuid().nullable();

/** Create: title required; everything else optional (§5). */
export const taskCreate = z.object({
  title: z.string().trim().min(1, TITLE_REQUIRED).max(500, "Title can be at most 500 characters"),
  description: z.string().max(20_000).nullable().optional(),
  dueDate: isoDay.nullable().optional(),
  dueTime: wallTime.nullable().optional(),
  personId: nullableId.optional(),
  companyId: nullableId.optional(),
  projectId: nullableId.optional(),
  leaseId: nullableId.optional(),
  propertyId: nullableId.optional(),
  dealroomId: nullableId.optional(),
  parentTaskId: nullableId.optional(),
  /** §4 "on save, the status id is chosen from the system statuses by the chosen type". */
  statusType: taskStatusType.optional(),
  /** Or a specific status (system or the user's own). */
  statusId: z.uuid().optional(),
  customFields: customFieldValues.optional(),
  recurrence: recurrenceSchema.nullable().optional(),
  reminderDays: reminderDays.optional(),
  reminderTime: wallTime.nullable().optional(),
});
export type TaskCreate = z.infer<typeof taskCreate>;

export const taskUpdate = taskCreate.partial();
export type TaskUpdate = z.infer<typeof taskUpdate>;

export const taskStatusDto = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  isSystem: z.boolean(),
  systemType: taskStatusType,
  sortOrder: z.number().int(),
});
export type TaskStatusDto = z.infer<typeof taskStatusDto>;

const ref = z.object({ id: z.string(), name: z.string() }).nullable();

export const taskDto = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  dueDate: z.string().nullable(),
  dueTime: z.string().nullable(),
  personId: z.string().nullable(),
  companyId: z.string().nullable(),
  projectId: z.string().nullable(),
  leaseId: z.string().nullable(),
  propertyId: z.string().nullable(),
  dealroomId: z.string().nullable(),
  person: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
  company: ref,
  lease: ref,
  dealroom: ref,
  project: ref,
  property: ref,
  statusId: z.string().nullable(),
  statusType: taskStatusType,
  completed: z.boolean(),
  completedAt: z.string().nullable(),
  parentTaskId: z.string().nullable(),
  customFields: z.record(z.string(), z.string()),
  recurrence: recurrenceSchema.nullable(),
  reminderDays: z.array(z.number().int()),
  reminderTime: z.string().nullable(),
  criticalDateKey: z.string().nullable(),
  dueDateNote: z.string().nullable(),
  subtaskCount: z.number().int(),
  subtaskDoneCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TaskDto = z.infer<typeof taskDto>;

export const taskListItem = taskDto.extend({ subtasks: z.array(taskDto) });
export type TaskListItem = z.infer<typeof taskListItem>;

export const taskDetail = taskDto.extend({ subtasks: z.array(taskDto), parentTitle: z.string().nullable() });
export type TaskDetail = z.infer<typeof taskDetail>;

export const taskSorts = ["due_date", "-due_date", "created_at", "-created_at", "title", "-title", "status"] as const;
export type TaskSort = (typeof taskSorts)[number];

/** Comma-separated status types, or "all"; absent = the §9 default (not_started, in_progress). */
const statusFilter = z
  .string()
  .max(100)
  .refine(
    (v) => v === "all" || v.split(",").every((s) => (taskStatusTypes as readonly string[]).includes(s)),
    "Status must be all or a comma-separated list of not_started, in_progress, completed",
  );

export const taskListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.enum(taskSorts).default("due_date"),
  q: z.string().max(200).optional(),
  status: statusFilter.optional(),
  statusId: z.uuid().optional(),
  due: z.enum(dueFilters).default("all"),
  /** The browser's IANA time zone: "today" is the user's day. */
  tz: timeZone.optional(),
  projectId: z.uuid().optional(),
  leaseId: z.uuid().optional(),
  personId: z.uuid().optional(),
  companyId: z.uuid().optional(),
  dealroomId: z.uuid().optional(),
  /** "true": only critical-date tasks (a lease's expiration and notice deadlines). */
  critical: z.enum(["true", "false"]).optional(),
});
export type TaskListQuery = z.infer<typeof taskListQuery>;

const feature = "templates" as const;

export const listTasks = defineRoute({
  method: "GET",
  path: "/api/tasks",
  summary: "The caller's top-level tasks with their subtasks (page 20, sort, search, status and due filters)",
  feature,
  query: taskListQuery,
  response: z.object({
    items: z.array(taskListItem),
    total: z.number().int(),
    /** False when `total` is a lower bound: a search with more than SEARCH_COUNT_SPAN matches past the page's start. */
    totalExact: z.boolean(),
    today: z.string(),
  }),
});

export const getTask = defineRoute({
  method: "GET",
  path: "/api/tasks/:id",
  feature,
  params: idParams,
  response: taskDetail,
});

export const createTask = defineRoute({
  method: "POST",
  path: "/api/tasks",
  summary: "Create a task or a subtask (parentTaskId); status by type from the system statuses",
  feature,
  body: taskCreate,
  response: taskDetail,
});

export const updateTask = defineRoute({
  method: "PATCH",
  path: "/api/tasks/:id",
  feature,
  params: idParams,
  body: taskUpdate,
  response: taskDetail,
});

export const deleteTask = defineRoute({
  method: "DELETE",
  path: "/api/tasks/:id",
  summary: "Delete a task and its subtasks",
  feature,
  params: idParams,
  response: z.object({ ok: z.literal(true), deleted: z.number().int() }),
});

export const completeTask = defineRoute({
  method: "POST",
  path: "/api/tasks/:id/complete",
  summary: "Check (completed status) or uncheck (not_started status); a recurring task's completion creates the next",
  feature,
  params: idParams,
  body: z.object({ completed: z.boolean() }),
  response: z.object({ task: taskDetail, next: taskDetail.nullable() }),
});

export const setTaskStatus = defineRoute({
  method: "POST",
  path: "/api/tasks/:id/status",
  summary: "Set the status: status_type, status_id and completed follow it",
  feature,
  params: idParams,
  body: z.object({ statusId: z.uuid() }),
  response: z.object({ task: taskDetail, next: taskDetail.nullable() }),
});

export const listTaskStatuses = defineRoute({
  method: "GET",
  path: "/api/task-statuses",
  summary: "The system statuses plus the caller's own",
  feature,
  response: z.object({ items: z.array(taskStatusDto) }),
});

const statusName = z
  .string()
  .trim()
  .min(1, "Status name is required")
  .max(50, "Status name can be at most 50 characters");
const statusColorInput = z.string().regex(/^#[0-9a-fA-F]{6}$/, "Colour must be #rrggbb");

export const createTaskStatus = defineRoute({
  method: "POST",
  path: "/api/task-statuses",
  feature,
  body: z.object({ name: statusName, color: statusColorInput, systemType: taskStatusType }),
  response: taskStatusDto,
});

export const updateTaskStatus = defineRoute({
  method: "PATCH",
  path: "/api/task-statuses/:id",
  feature,
  params: idParams,
  body: z.object({
    name: statusName.optional(),
    color: statusColorInput.optional(),
    sortOrder: z.number().int().min(0).max(1000).optional(),
  }),
  response: taskStatusDto,
});

export const deleteTaskStatus = defineRoute({
  method: "DELETE",
  path: "/api/task-statuses/:id",
  summary: "Delete one of the caller's statuses; its tasks fall back to the system status of the same type",
  feature,
  params: idParams,
  response: z.object({ ok: z.literal(true), reassigned: z.number().int(), fallback: taskStatusDto }),
});

export const associationTypes = ["person", "company", "project", "lease", "property", "dealroom"] as const;
export type AssociationType = (typeof associationTypes)[number];
export const searchTaskAssociations = defineRoute({
  method: "GET",
  path: "/api/tasks/associations",
  summary:
    "Search-as-you-type for the panel's Person, Company, Project, Lease, Property and Deal room pickers (5 results, non-blank text)",
  feature,
  query: z.object({ type: z.enum(associationTypes), q: z.string().max(200).optional() }),
  response: z.object({ items: z.array(z.object({ id: z.string(), name: z.string() })) }),
});

export const leaseTasksResponse = z.object({
  tracked: z.boolean(),
  tasks: z.array(taskDto),
  created: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
});
export type LeaseTasksResponse = z.infer<typeof leaseTasksResponse>;

export const getLeaseTasks = defineRoute({
  method: "GET",
  path: "/api/tasks/lease/:id",
  summary: "The lease's critical-date tasks (brought in line with the corrected abstract when tracked)",
  feature,
  params: idParams,
  response: leaseTasksResponse,
});

export const addLeaseToTasks = defineRoute({
  method: "POST",
  path: "/api/tasks/lease/:id",
  summary: "Add to tasks: a task for the expiration and each option notice deadline, with a reminder ladder",
  feature,
  params: idParams,
  body: z.object({ reminderDays: reminderDays.optional() }),
  response: leaseTasksResponse,
});
