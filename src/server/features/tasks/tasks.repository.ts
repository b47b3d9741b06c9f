// Task reads and writes. Every function takes the acting user and scopes by created_by (§6: task reads and
// writes are restricted to the tasks the user created); statuses are the system ones plus the user's own.
import { and, asc, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client.ts";
import { companies, people } from "#server/db/schema/contacts.ts";
import { dealrooms } from "#server/db/schema/dealrooms.ts";
import { leases } from "#server/db/schema/documents.ts";
import { projects } from "#server/db/schema/projects.ts";
import { properties } from "#server/db/schema/properties.ts";
import { taskStatuses, tasks } from "#server/db/schema/tasks.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Exec = Db | Tx;

export type TaskRow = typeof tasks.$inferSelect;
export type TaskInsert = typeof tasks.$inferInsert;
export type StatusRow = typeof taskStatuses.$inferSelect;

// ─── Statuses ──────────────────────────────────────────────────────────────

export function listStatuses(ex: Exec, userId: string) {
  return ex
    .select()
    .from(taskStatuses)
    .where(or(eq(taskStatuses.isSystem, true), eq(taskStatuses.userId, userId)))
    .orderBy(desc(taskStatuses.isSystem), asc(taskStatuses.sortOrder), asc(taskStatuses.createdAt));
}

/** A status the user may use: a system one or their own. */
export async function findStatus(ex: Exec, userId: string, id: string): Promise<StatusRow | undefined> {
  const [row] = await ex
    .select()
    .from(taskStatuses)
    .where(and(eq(taskStatuses.id, id), or(eq(taskStatuses.isSystem, true), eq(taskStatuses.userId, userId))));
  return row;
}

export async function findOwnStatusByName(ex: Exec, userId: string, name: string) {
  const [row] = await ex
    .select({ id: taskStatuses.id })
    .from(taskStatuses)
    .where(and(eq(taskStatuses.userId, userId), sql`lower(${taskStatuses.name}) = lower(${name})`));
  return row;
}

export async function insertStatus(ex: Exec, values: typeof taskStatuses.$inferInsert) {
  const [row] = await ex.insert(taskStatuses).values(values).returning();
  return row as StatusRow;
}

export async function updateOwnStatus(
  ex: Exec,
  userId: string,
  id: string,
  patch: Partial<Pick<StatusRow, "name" | "color" | "sortOrder">>,
) {
  const [row] = await ex
    .update(taskStatuses)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(taskStatuses.id, id), eq(taskStatuses.userId, userId)))
    .returning();
  return row;
}

/** Moves the user's tasks off a status onto another one, keeping their type and completion. */
export async function reassignStatus(ex: Exec, userId: string, fromId: string, to: StatusRow): Promise<number> {
  const rows = await ex
    .update(tasks)
    .set({ statusId: to.id, updatedAt: new Date() })
    .where(and(eq(tasks.createdBy, userId), eq(tasks.statusId, fromId)))
    .returning({ id: tasks.id });
  return rows.length;
}

export async function deleteOwnStatus(ex: Exec, userId: string, id: string) {
  const rows = await ex
    .delete(taskStatuses)
    .where(and(eq(taskStatuses.id, id), eq(taskStatuses.userId, userId)))
    .returning({ id: taskStatuses.id });
  return rows.length;
}

// ─── Tasks ─────────────────────────────────────────────────────────────────

export const taskColumns = {
  task: tasks,
  personFirstName: people.firstName,
  personLastName: people.lastName,
  companyName: companies.name,
  leaseTitle: leases.title,
  dealroomName: dealrooms.name,
  projectName: projects.name,
  propertyName: properties.name,
  subtaskCount: sql<number>`(select count(*)::int from ${tasks} st where st.parent_task_id = ${tasks.id})`,
  subtaskDoneCount: sql<number>`(select count(*)::int from ${tasks} st where st.parent_task_id = ${tasks.id} and st.completed)`,
};
export type TaskJoinedRow = {
  task: TaskRow;
  personFirstName: string | null;
  personLastName: string | null;
  companyName: string | null;
  leaseTitle: string | null;
  dealroomName: string | null;
  projectName: string | null;
  propertyName: string | null;
  subtaskCount: number;
  subtaskDoneCount: number;
};

/** A task's person, company, lease, room, project and property, joined to a query on tasks (taskColumns' sources). */
export function joinAssociations<Q extends PgSelect>(query: Q) {
  return query
    .leftJoin(people, eq(people.id, tasks.personId))
    .leftJoin(companies, eq(companies.id, tasks.companyId))
    .leftJoin(leases, eq(leases.id, tasks.leaseId))
    .leftJoin(dealrooms, eq(dealrooms.id, tasks.dealroomId))
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(properties, eq(properties.id, tasks.propertyId));
}

function selectJoined(ex: Exec) {
  return joinAssociations(ex.select(taskColumns).from(tasks).$dynamic());
}

export async function subtasksOf(ex: Exec, userId: string, parentIds: string[]): Promise<TaskJoinedRow[]> {
  if (parentIds.length === 0) return [];
  return (await selectJoined(ex)
    .where(and(eq(tasks.createdBy, userId), inArray(tasks.parentTaskId, parentIds)))
    .orderBy(asc(tasks.completed), sql`${tasks.dueDate} asc nulls last`, asc(tasks.createdAt))) as TaskJoinedRow[];
}

export async function getTaskJoined(ex: Exec, userId: string, id: string): Promise<TaskJoinedRow | undefined> {
  const [row] = await selectJoined(ex).where(and(eq(tasks.id, id), eq(tasks.createdBy, userId)));
  return row as TaskJoinedRow | undefined;
}

export async function getTaskRow(ex: Exec, userId: string, id: string, lock = false): Promise<TaskRow | undefined> {
  const q = ex
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id), eq(tasks.createdBy, userId)));
  const [row] = lock ? await q.for("update") : await q;
  return row;
}

export async function insertTasks(ex: Exec, values: TaskInsert[]): Promise<TaskRow[]> {
  if (values.length === 0) return [];
  return ex.insert(tasks).values(values).returning();
}

export async function updateTaskRow(ex: Exec, userId: string, id: string, patch: Partial<TaskInsert>) {
  const [row] = await ex
    .update(tasks)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(tasks.id, id), eq(tasks.createdBy, userId)))
    .returning();
  return row;
}

/** Deletes a task; its subtasks go with it (foreign key cascade). Returns how many rows went. */
export async function deleteTaskRow(ex: Exec, userId: string, id: string): Promise<number> {
  const [sub] = await ex
    .select({ n: count() })
    .from(tasks)
    .where(and(eq(tasks.parentTaskId, id), eq(tasks.createdBy, userId)));
  const rows = await ex
    .delete(tasks)
    .where(and(eq(tasks.id, id), eq(tasks.createdBy, userId)))
    .returning({ id: tasks.id });
  return rows.length === 0 ? 0 : 1 + (sub?.n ?? 0);
}

/** A deleted project's tasks: removed with their subtasks (delete) or left without a project (keep). */
export async function releaseProjectTasks(ex: Exec, userId: string, projectId: string, mode: "delete" | "keep") {
  const mine = and(eq(tasks.createdBy, userId), eq(tasks.projectId, projectId));
  if (mode === "keep") {
    const rows = await ex.update(tasks).set({ projectId: null }).where(mine).returning({ id: tasks.id });
    return rows.length;
  }
  const [sub] = await ex
    .select({ n: count() })
    .from(tasks)
    .where(
      and(
        eq(tasks.createdBy, userId),
        sql`${tasks.projectId} is distinct from ${projectId}`,
        sql`${tasks.parentTaskId} in (select id from tasks where created_by = ${userId} and project_id = ${projectId})`,
      ),
    );
  const rows = await ex.delete(tasks).where(mine).returning({ id: tasks.id });
  return rows.length + (sub?.n ?? 0);
}

export async function hasSubtasks(ex: Exec, userId: string, id: string): Promise<boolean> {
  const [row] = await ex
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.parentTaskId, id), eq(tasks.createdBy, userId)))
    .limit(1);
  return Boolean(row);
}

// ─── Critical-date tasks ───────────────────────────────────────────────────

export function criticalTasksOfLease(ex: Exec, userId: string, leaseId: string) {
  return ex
    .select()
    .from(tasks)
    .where(and(eq(tasks.createdBy, userId), eq(tasks.leaseId, leaseId), sql`${tasks.criticalDateKey} is not null`))
    .orderBy(sql`${tasks.dueDate} asc nulls last`);
}

/** Every (user, lease) pair with critical-date tasks, for the periodic re-sync. */
export async function leasesWithCriticalTasks(ex: Exec) {
  return ex
    .selectDistinct({ userId: tasks.createdBy, leaseId: tasks.leaseId })
    .from(tasks)
    .where(and(sql`${tasks.criticalDateKey} is not null`, sql`${tasks.leaseId} is not null`));
}
