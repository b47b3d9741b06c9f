// Tasks (crm-documents.md §3 Task, Task status; issue 8): tasks with one level of subtasks, the statuses
// (three shared system statuses seeded by migration, plus each user's own) and per-user task preferences
// (digest e-mail, time zone, private calendar feed token).
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { profiles } from "#server/db/schema/auth.ts";
import { companies, people } from "#server/db/schema/contacts.ts";
import { dealrooms } from "#server/db/schema/dealrooms.ts";
import { projects } from "#server/db/schema/projects.ts";
import { properties } from "#server/db/schema/properties.ts";
import { leases } from "#server/db/schema/documents.ts";

const statusTypeCheck = (column: unknown) => sql`${column} in ('not_started','in_progress','completed')`;

export const taskStatuses = pgTable(
  "task_statuses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    color: text("color").notNull(),
    isSystem: boolean("is_system").notNull().default(false),
    /** The type this status counts as (system statuses: their own; a user's: the one they chose). */
    systemType: text("system_type").notNull(),
    /** Null for the shared system statuses. */
    userId: uuid("user_id").references(() => profiles.id, { onDelete: "cascade" }),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("task_statuses_user_idx").on(t.userId, t.sortOrder),
    uniqueIndex("task_statuses_system_type_unique").on(t.systemType).where(sql`${t.isSystem}`),
    uniqueIndex("task_statuses_user_name_unique").on(t.userId, sql`lower(${t.name})`),
    check("task_statuses_system_type_check", statusTypeCheck(t.systemType)),
    check("task_statuses_owner_check", sql`${t.isSystem} = (${t.userId} is null)`),
    check("task_statuses_name_check", sql`length(btrim(${t.name})) between 1 and 50`),
    check("task_statuses_color_check", sql`${t.color} ~ '^#[0-9a-fA-F]{6}$'`),
  ],
);

export type TaskRecurrence =
  | { kind: "days" | "weeks" | "months"; interval: number }
  | { kind: "month_weekday"; interval: number; week: number; weekday: number };

export const tasks = pgTable(
  "tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description"),
    /** The calendar day the task is due (the user's day); due filters compare days. */
    dueDate: date("due_date", { mode: "string" }),
    /** Optional wall-clock time on the due day, in the user's time zone (30-minute steps in the picker). */
    dueTime: time("due_time"),
    personId: uuid("person_id").references(() => people.id, { onDelete: "set null" }),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "set null" }),
    /** Projects own the foreign key (their feature adds it); a plain column here. */
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    leaseId: uuid("lease_id").references(() => leases.id, { onDelete: "set null" }),
    propertyId: uuid("property_id").references(() => properties.id, { onDelete: "set null" }),
    dealroomId: uuid("dealroom_id").references(() => dealrooms.id, { onDelete: "set null" }),
    statusId: uuid("status_id").references(() => taskStatuses.id, { onDelete: "set null" }),
    statusType: text("status_type").notNull().default("not_started"),
    completed: boolean("completed").notNull().default(false),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    parentTaskId: uuid("parent_task_id"),
    customFields: jsonb("custom_fields").$type<Record<string, string>>().notNull().default({}),
    recurrence: jsonb("recurrence").$type<TaskRecurrence>(),
    /** Days before the due day a reminder e-mail goes out (0 = on the day), at reminder_time. */
    reminderDays: integer("reminder_days").array().notNull().default(sql`'{}'::integer[]`),
    reminderTime: time("reminder_time"),
    /** Reminder offsets already sent for the current due day (reset when the due day changes). */
    remindersSent: integer("reminders_sent").array().notNull().default(sql`'{}'::integer[]`),
    /** Critical-date tasks: which date of the lease this task tracks (e.g. "expiration", "renewal_notice:0"). */
    criticalDateKey: text("critical_date_key"),
    /** Why the due day differs from the lease's date (weekend or holiday moved to the business day before). */
    dueDateNote: text("due_date_note"),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: "tasks_parent_task_id_fk", columns: [t.parentTaskId], foreignColumns: [t.id] }).onDelete(
      "cascade",
    ),
    index("tasks_owner_status_due_idx").on(t.createdBy, t.statusType, t.dueDate),
    // The /tasks list in its default order, top-level tasks only; status last so the filter and the count are
    // answered from the index alone.
    index("tasks_owner_list_order_idx")
      .on(t.createdBy, t.dueDate.asc().nullsLast(), t.dueTime.asc().nullsLast(), t.createdAt.desc(), t.id, t.statusType)
      .where(sql`${t.parentTaskId} is null`),
    // The list's exact count by status (top-level tasks): an index-only count of the user's matching entries;
    // without it PostgreSQL counted through the heap (14 ms at 32,500 tasks; decision 0040).
    index("tasks_owner_top_status_idx").on(t.createdBy, t.statusType).where(sql`${t.parentTaskId} is null`),
    index("tasks_owner_due_idx").on(t.createdBy, t.dueDate),
    index("tasks_owner_created_idx").on(t.createdBy, t.createdAt),
    index("tasks_parent_idx").on(t.parentTaskId),
    index("tasks_project_idx").on(t.projectId),
    index("tasks_lease_idx").on(t.leaseId),
    index("tasks_person_idx").on(t.personId),
    index("tasks_company_idx").on(t.companyId),
    index("tasks_dealroom_idx").on(t.dealroomId),
    index("tasks_property_idx").on(t.propertyId),
    index("tasks_status_idx").on(t.statusId),
    index("tasks_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
    uniqueIndex("tasks_owner_lease_critical_unique")
      .on(t.createdBy, t.leaseId, t.criticalDateKey)
      .where(sql`${t.criticalDateKey} is not null`),
    check("tasks_title_check", sql`length(btrim(${t.title})) between 1 and 500`),
    check("tasks_status_type_check", statusTypeCheck(t.statusType)),
    check("tasks_completed_check", sql`${t.completed} = (${t.statusType} = 'completed')`),
    check("tasks_parent_not_self_check", sql`${t.parentTaskId} is null or ${t.parentTaskId} <> ${t.id}`),
    check("tasks_due_time_check", sql`${t.dueTime} is null or ${t.dueDate} is not null`),
  ],
);

export const taskPreferences = pgTable(
  "task_preferences",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => profiles.id, { onDelete: "cascade" }),
    timeZone: text("time_zone").notNull().default("UTC"),
    digestEnabled: boolean("digest_enabled").notNull().default(true),
    /** Local hour (0–23) the daily digest goes out. */
    digestHour: integer("digest_hour").notNull().default(7),
    digestLastSentOn: date("digest_last_sent_on", { mode: "string" }),
    /** Secret of the private ICS feed; null = no feed (revoked or never created). */
    calendarToken: text("calendar_token").unique(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("task_preferences_digest_hour_check", sql`${t.digestHour} between 0 and 23`)],
);

/**
 * Critical dates of a lease the broker took off the ladder one by one: the re-sync that follows the abstract does not
 * bring their task back. 'Add to tasks' (all dates) clears them.
 */
export const taskCriticalDateSkips = pgTable(
  "task_critical_date_skips",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    leaseId: uuid("lease_id")
      .notNull()
      .references(() => leases.id, { onDelete: "cascade" }),
    dateKey: text("date_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.leaseId, t.dateKey] }),
    check("task_critical_date_skips_key_check", sql`length(${t.dateKey}) between 1 and 100`),
  ],
);
