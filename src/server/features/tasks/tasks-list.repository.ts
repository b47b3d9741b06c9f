// The tasks list's page read (decision 0051, tasks addenda). A request used to be built by the query builder and
// planned by PostgreSQL every time (planning was most of its cost: 4–8 ms warm under load for a 7-table join).
// Now each filter shape (sort, status set, due kind, which filters are present, page size, first page or deeper) is one
// statement prepared under its own name, with the values as parameters: built once per process, planned once
// per connection. The status set and the due kind are part of the shape (few combinations), so the planner sees
// them as literals and the partial and ordered indexes still apply.
import { and, asc, desc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { taskStatuses, tasks } from "#server/db/schema/tasks.ts";
import { joinAssociations, taskColumns, type TaskJoinedRow } from "#server/features/tasks/tasks.repository.ts";
import { SEARCH_COUNT_SPAN, searchTotal } from "#shared/contract/common.ts";
import type { TaskSort } from "#shared/contract/tasks.ts";
import type { DueRange } from "#shared/rules/task-dates.ts";
import { escapeLike } from "#shared/rules/search.ts";
import { type TaskStatusType, taskStatusTypes } from "#shared/rules/task-status.ts";

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

/** Filters given by value (a parameter each); the statement's shape says which are present. */
const valueFilters = ["statusId", "q", "projectId", "leaseId", "personId", "companyId", "dealroomId"] as const;
type ValueFilter = (typeof valueFilters)[number];

type Shape = {
  sort: TaskSort;
  statusTypes: TaskStatusType[] | null;
  due: DueRange["kind"];
  present: ValueFilter[];
  criticalOnly: boolean;
  /** A usual page size is written into the text (its generic plan is then the custom one); else a parameter. */
  pageSize: number | null;
  /** Past the first page: OFFSET is a parameter. */
  deep: boolean;
};

const p = (name: string) => sql.placeholder(name);

function listWhere(s: Shape): SQL | undefined {
  const parts: (SQL | undefined)[] = [sql`${tasks.createdBy} = ${p("userId")}`, isNull(tasks.parentTaskId)];
  // Literals (the shape's own, from the fixed set of types), so the plan knows which statuses it reads.
  if (s.statusTypes)
    parts.push(sql`${tasks.statusType} in (${sql.raw(s.statusTypes.map((t) => `'${t}'`).join(", "))})`);
  // A board column: the status itself and, for a system status, the tasks with no status of its type (§4).
  if (s.present.includes("statusId")) {
    parts.push(
      or(
        sql`${tasks.statusId} = ${p("statusId")}`,
        and(
          isNull(tasks.statusId),
          sql`${tasks.statusType} = (select s.system_type from ${taskStatuses} s where s.id = ${p("statusId")} and s.is_system)`,
        ),
      ),
    );
  }
  if (s.due === "none") parts.push(isNull(tasks.dueDate));
  if (s.due === "before") parts.push(sql`${tasks.dueDate} < ${p("dueBefore")}::date`, eq(tasks.completed, false));
  if (s.due === "between") parts.push(sql`${tasks.dueDate} between ${p("dueFrom")}::date and ${p("dueTo")}::date`);
  if (s.present.includes("q")) {
    // Both arms use an index (title trigram; primary key for the parents of matching subtasks), so PostgreSQL
    // can combine them instead of testing every task.
    parts.push(
      or(
        sql`${tasks.title} ilike ${p("pattern")}`,
        sql`${tasks.id} = any(array(select st.parent_task_id from ${tasks} st where st.created_by = ${p("userId")}
          and st.parent_task_id is not null and st.title ilike ${p("pattern")}))`,
      ),
    );
  }
  const byId: [ValueFilter, SQL][] = [
    ["projectId", sql`${tasks.projectId} = ${p("projectId")}`],
    ["leaseId", sql`${tasks.leaseId} = ${p("leaseId")}`],
    ["personId", sql`${tasks.personId} = ${p("personId")}`],
    ["companyId", sql`${tasks.companyId} = ${p("companyId")}`],
    ["dealroomId", sql`${tasks.dealroomId} = ${p("dealroomId")}`],
  ];
  for (const [name, condition] of byId) if (s.present.includes(name)) parts.push(condition);
  if (s.criticalOnly) parts.push(sql`${tasks.criticalDateKey} is not null`);
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
 * shape. Counting the default view's ~30,000 open tasks was 15.7 of its 16.7 ms of execution on every page.
 * A search counts its matches only up to SEARCH_COUNT_SPAN past the page's start (`reach`): a common word's
 * thousands of matches cost more to count than the page; the pager then says "of more than …".
 */
function totalFor(s: Shape, where: SQL | undefined): SQL<number> {
  if (s.present.length === 0 && s.due === "any" && !s.criticalOnly) {
    const lists = (s.statusTypes ?? taskStatusTypes).map((type) => sql`${`tasks_${type}`}`);
    return sql<number>`(select coalesce(sum(lt.n), 0)::int from list_totals lt
      where lt.user_id = ${p("userId")} and lt.list in (${sql.join(lists, sql`, `)}))`.mapWith(Number);
  }
  if (s.present.includes("q")) {
    return sql<number>`(select count(*)::int from (select 1 from ${tasks} where ${where} limit ${p("reach")}) reached)`.mapWith(
      Number,
    );
  }
  return sql<number>`(select count(*)::int from ${tasks} where ${where})`.mapWith(Number);
}

/**
 * One page and its total in one statement: the page's ids first (tasks alone, in index order, stopped at the
 * page), then only those rows joined to their person, company, lease, room, project and property, ordered again
 * by the list's order; the total rides along as a scalar subquery.
 */
function buildPage(db: Db, s: Shape, name: string) {
  const where = listWhere(s);
  const ids = db
    .select({ id: sql<string>`${tasks.id}`.as("page_id") })
    .from(tasks)
    .where(where)
    .orderBy(...orderFor(s.sort));
  // The page size is written into the text: as a parameter (drizzle binds numbers) the generic plan assumes a
  // tenth of the user's tasks and hash-joins them all (a sequential scan of tasks, 24–36 ms at 100,000), so
  // PostgreSQL kept planning every run instead (2.5–5 ms). An SQL chunk given to limit() is rendered as is.
  const limit = s.pageSize ? (sql.raw(String(s.pageSize)) as unknown as number) : p("limit");
  const window = s.deep || !s.pageSize ? ids.limit(limit).offset(p("offset")) : ids.limit(limit);
  const pageIds = db.$with("page_ids").as(window);
  const page = db
    .with(pageIds)
    .select({ ...taskColumns, total: totalFor(s, where) })
    .from(tasks)
    .innerJoin(pageIds, eq(pageIds.id, tasks.id))
    .$dynamic();
  return joinAssociations(page)
    .orderBy(...orderFor(s.sort))
    .prepare(name);
}

/** The total alone, for a page past the end (no row to carry it). */
function buildTotal(db: Db, s: Shape, name: string) {
  return db
    .select({ n: totalFor(s, listWhere(s)) })
    .from(sql`(select 1) one`)
    .prepare(name);
}

type PageQuery = ReturnType<typeof buildPage>;
type TotalQuery = ReturnType<typeof buildTotal>;
// Per database handle (tests run several apps in one process); a shape's statements live for the process.
const compiled = new WeakMap<Db, Map<string, PageQuery | TotalQuery>>();

function statement<T extends PageQuery | TotalQuery>(db: Db, key: string, build: (name: string) => T): T {
  let byKey = compiled.get(db);
  if (!byKey) {
    byKey = new Map();
    compiled.set(db, byKey);
  }
  let found = byKey.get(key);
  if (!found) {
    // Names are unique per text and short enough for PostgreSQL (63 bytes): a numbered name per shape.
    found = build(`tasks.list.${byKey.size}`);
    byKey.set(key, found);
  }
  return found as T;
}

const USUAL_PAGE_SIZES = new Set([10, 20, 25, 50, 100]);

export async function listTasks(
  db: Db,
  userId: string,
  f: TaskFilter,
  page: { sort: TaskSort; limit: number; offset: number },
) {
  const present = valueFilters.filter((name) => f[name] !== undefined && f[name] !== "");
  const shape: Shape = {
    sort: page.sort,
    statusTypes: f.statusTypes ? taskStatusTypes.filter((t) => f.statusTypes?.includes(t)) : null,
    due: f.due.kind,
    present,
    criticalOnly: !!f.criticalOnly,
    pageSize: USUAL_PAGE_SIZES.has(page.limit) ? page.limit : null,
    deep: page.offset > 0,
  };
  const key = JSON.stringify(shape);
  const values = {
    userId,
    statusId: f.statusId,
    dueBefore: f.due.kind === "before" ? f.due.day : undefined,
    dueFrom: f.due.kind === "between" ? f.due.from : undefined,
    dueTo: f.due.kind === "between" ? f.due.to : undefined,
    pattern: f.q ? `%${escapeLike(f.q)}%` : undefined,
    projectId: f.projectId,
    leaseId: f.leaseId,
    personId: f.personId,
    companyId: f.companyId,
    dealroomId: f.dealroomId,
    limit: page.limit,
    offset: page.offset,
    reach: page.offset + SEARCH_COUNT_SPAN + 1,
  };
  const rows = (await statement(db, `page:${key}`, (name) => buildPage(db, shape, name)).execute(
    values,
  )) as (TaskJoinedRow & {
    total: number;
  })[];
  const counted =
    rows[0]?.total ??
    Number(
      (
        await statement(db, `total:${JSON.stringify({ ...shape, sort: null, pageSize: null, deep: false })}`, (name) =>
          buildTotal(db, shape, name),
        ).execute(values)
      )[0]?.n ?? 0,
    );
  const total = f.q ? searchTotal(counted, page.offset) : { total: counted, totalExact: true };
  return { rows: rows.map(({ total: _, ...row }) => row as TaskJoinedRow), ...total };
}
