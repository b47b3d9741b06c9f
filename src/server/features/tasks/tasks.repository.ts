// Task reads and writes. Every function takes the acting user and scopes by created_by (§6: task reads and
// writes are restricted to the tasks the user created); statuses are the system ones plus the user's own.
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { companies, people } from "#server/db/schema/contacts.ts";
import { dealrooms } from "#server/db/schema/dealrooms.ts";
import { leases } from "#server/db/schema/documents.ts";
import { projects } from "#server/db/schema/projects.ts";
import { properties } from "#server/db/schema/properties.ts";
import { taskStatuses, tasks } from "#server/db/schema/tasks.ts";
import { SEARCH_COUNT_SPAN, searchTotal } from "#shared/contract/common.ts";
import type { TaskSort } from "#shared/contract/tasks.ts";
import type { DueRange } from "#shared/rules/task-dates.ts";
import { escapeLike } from "#shared/rules/search.ts";
import { type TaskStatusType, taskStatusTypes } from "#shared/rules/task-status.ts";

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

const taskColumns = {
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

function selectJoined(ex: Exec) {
  return ex
    .select(taskColumns)
    .from(tasks)
    .leftJoin(people, eq(people.id, tasks.personId))
    .leftJoin(companies, eq(companies.id, tasks.companyId))
    .leftJoin(leases, eq(leases.id, tasks.leaseId))
    .leftJoin(dealrooms, eq(dealrooms.id, tasks.dealroomId))
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(properties, eq(properties.id, tasks.propertyId));
}

export type TaskFilter = {
  statusTypes: TaskStatusType[] | null;
  statusId?: string;
  due: DueRange;
  q?: string;
  projectId?: string;
  leaseId?: string;
  personId?: string;
  companyId?: string;
  dealroomId?: string;
  criticalOnly?: boolean;
};

function listWhere(userId: string, f: TaskFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(tasks.createdBy, userId), isNull(tasks.parentTaskId)];
  if (f.statusTypes) parts.push(inArray(tasks.statusType, f.statusTypes));
  // A board column: the status itself and, for a system status, the tasks with no status of its type (§4).
  if (f.statusId) {
    parts.push(
      or(
        eq(tasks.statusId, f.statusId),
        and(
          isNull(tasks.statusId),
          sql`${tasks.statusType} = (select s.system_type from ${taskStatuses} s where s.id = ${f.statusId} and s.is_system)`,
        ),
      ),
    );
  }
  if (f.due.kind === "none") parts.push(isNull(tasks.dueDate));
  if (f.due.kind === "before") parts.push(sql`${tasks.dueDate} < ${f.due.day}`, eq(tasks.completed, false));
  if (f.due.kind === "between") parts.push(sql`${tasks.dueDate} between ${f.due.from} and ${f.due.to}`);
  if (f.q) {
    const pattern = `%${escapeLike(f.q)}%`;
    // Both arms use an index (title trigram; primary key for the parents of matching subtasks), so PostgreSQL
    // can combine them instead of testing every task.
    parts.push(
      or(
        ilike(tasks.title, pattern),
        sql`${tasks.id} = any(array(select st.parent_task_id from ${tasks} st where st.created_by = ${userId}
          and st.parent_task_id is not null and st.title ilike ${pattern}))`,
      ),
    );
  }
  if (f.projectId) parts.push(eq(tasks.projectId, f.projectId));
  if (f.leaseId) parts.push(eq(tasks.leaseId, f.leaseId));
  if (f.personId) parts.push(eq(tasks.personId, f.personId));
  if (f.companyId) parts.push(eq(tasks.companyId, f.companyId));
  if (f.dealroomId) parts.push(eq(tasks.dealroomId, f.dealroomId));
  if (f.criticalOnly) parts.push(sql`${tasks.criticalDateKey} is not null`);
  return and(...parts);
}

function orderFor(sort: TaskSort): SQL[] {
  switch (sort) {
    case "due_date":
      // Exactly tasks_owner_list_order_idx (created_at is never null; "desc nulls last" lets the index serve).
      return [
        sql`${tasks.dueDate} asc nulls last`,
        sql`${tasks.dueTime} asc nulls last`,
        sql`${tasks.createdAt} desc nulls last`,
        asc(tasks.id),
      ];
    case "-due_date":
      return [
        sql`${tasks.dueDate} desc nulls last`,
        sql`${tasks.dueTime} desc nulls last`,
        desc(tasks.createdAt),
        asc(tasks.id),
      ];
    case "created_at":
      return [asc(tasks.createdAt), asc(tasks.id)];
    case "-created_at":
      return [desc(tasks.createdAt), asc(tasks.id)];
    case "title":
      return [sql`lower(${tasks.title}) asc`, asc(tasks.id)];
    case "-title":
      return [sql`lower(${tasks.title}) desc`, asc(tasks.id)];
    case "status":
      return [
        sql`case ${tasks.statusType} when 'not_started' then 0 when 'in_progress' then 1 else 2 end`,
        sql`${tasks.dueDate} asc nulls last`,
        asc(tasks.id),
      ];
  }
}

/**
 * The total of a view filtered by status types only (the list's default view, a status tab) from the per-user,
 * per-status counters in list_totals kept by triggers (decision 0051, tasks addendum), or null for any other
 * filter. Counting the default view's ~30,000 open tasks was 15.7 of its 16.7 ms of execution on every page.
 */
function counterTotal(userId: string, f: TaskFilter): SQL<number> | null {
  const other = f.statusId || f.due.kind !== "any" || f.q || f.projectId || f.leaseId || f.personId || f.companyId;
  if (other || f.dealroomId || f.criticalOnly) return null;
  const lists = (f.statusTypes ?? taskStatusTypes).map((type) => sql`${`tasks_${type}`}`);
  return sql<number>`(select coalesce(sum(lt.n), 0)::int from list_totals lt
    where lt.user_id = ${userId} and lt.list in (${sql.join(lists, sql`, `)}))`.mapWith(Number);
}

/**
 * One page and its total in one statement (it was three: the page's ids and the count side by side, then the
 * page's rows with their associations). The page's ids are read first (tasks alone, in index order, stopped at
 * the page), then only those 20 rows are joined to their person, company, lease, room, project and property,
 * ordered again by the list's order; the total rides along as a scalar subquery. A search counts its matches
 * only up to SEARCH_COUNT_SPAN past the page's start (a common word's thousands of matches cost more to count
 * than the page; the pager says "of more than …"). Only a page past the end (no rows to carry the total) asks
 * for the count again.
 */
export async function listTasks(
  ex: Exec,
  userId: string,
  f: TaskFilter,
  page: { sort: TaskSort; limit: number; offset: number },
) {
  const where = listWhere(userId, f);
  const pageIds = ex.$with("page_ids").as(
    ex
      .select({ id: sql<string>`${tasks.id}`.as("page_id") })
      .from(tasks)
      .where(where)
      .orderBy(...orderFor(page.sort))
      .limit(page.limit)
      .offset(page.offset),
  );
  const reach = page.offset + SEARCH_COUNT_SPAN + 1;
  const totalSql =
    counterTotal(userId, f) ??
    (f.q
      ? sql<number>`(select count(*)::int from (select 1 from ${tasks} where ${where} limit ${reach}) reached)`
      : sql<number>`(select count(*)::int from ${tasks} where ${where})`
    ).mapWith(Number);
  const rows = (await ex
    .with(pageIds)
    .select({ ...taskColumns, total: totalSql })
    .from(tasks)
    .innerJoin(pageIds, eq(pageIds.id, tasks.id))
    .leftJoin(people, eq(people.id, tasks.personId))
    .leftJoin(companies, eq(companies.id, tasks.companyId))
    .leftJoin(leases, eq(leases.id, tasks.leaseId))
    .leftJoin(dealrooms, eq(dealrooms.id, tasks.dealroomId))
    .leftJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(properties, eq(properties.id, tasks.propertyId))
    .orderBy(...orderFor(page.sort))) as (TaskJoinedRow & { total: number })[];
  const counted =
    rows[0]?.total ?? Number((await ex.execute<{ n: number }>(sql`select ${totalSql} as n`)).rows[0]?.n ?? 0);
  const total = f.q ? searchTotal(counted, page.offset) : { total: counted, totalExact: true };
  return { rows: rows.map(({ total: _, ...row }) => row as TaskJoinedRow), ...total };
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
