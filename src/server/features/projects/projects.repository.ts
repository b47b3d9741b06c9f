// Projects reads and writes. Every function takes the acting user and scopes by created_by.
import { and, asc, count, desc, eq, ilike, inArray, max, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { checklistTemplates } from "#server/db/schema/checklists.ts";
import { projectActivity, projectStages, projects } from "#server/db/schema/projects.ts";
import type { ProjectListQuery } from "#shared/contract/projects.ts";
import type { ProjectType } from "#shared/rules/projects.ts";
import { escapeLike } from "#shared/rules/search.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Exec = Db | Tx;

export type ProjectRow = typeof projects.$inferSelect & { stageName: string };
export type StageRow = typeof projectStages.$inferSelect & { checklistName: string | null };

/** The estimate in SQL, the same formula as shared/rules/projects.ts (null when a figure is missing). */
export const commissionSql = sql<
  number | null
>`round((${projects.sizeSf} * ${projects.rentPsf} * ${projects.termMonths} * ${projects.commissionPct} / 1200)::numeric, 2)`;

const projectColumns = {
  id: projects.id,
  name: projects.name,
  description: projects.description,
  projectType: projects.projectType,
  stageId: projects.stageId,
  position: projects.position,
  sizeSf: projects.sizeSf,
  rentPsf: projects.rentPsf,
  termMonths: projects.termMonths,
  commissionPct: projects.commissionPct,
  customFields: projects.customFields,
  createdBy: projects.createdBy,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
  stageName: projectStages.name,
};

// ─── Stages ──────────────────────────────────────────────────────────────────
const stageColumns = {
  id: projectStages.id,
  createdBy: projectStages.createdBy,
  projectType: projectStages.projectType,
  name: projectStages.name,
  position: projectStages.position,
  checklistTemplateId: projectStages.checklistTemplateId,
  createdAt: projectStages.createdAt,
  checklistName: checklistTemplates.name,
};

export function listStageRows(db: Exec, userId: string, type?: ProjectType): Promise<StageRow[]> {
  return db
    .select(stageColumns)
    .from(projectStages)
    .leftJoin(checklistTemplates, eq(checklistTemplates.id, projectStages.checklistTemplateId))
    .where(and(eq(projectStages.createdBy, userId), type ? eq(projectStages.projectType, type) : undefined))
    .orderBy(asc(projectStages.projectType), asc(projectStages.position), asc(projectStages.createdAt));
}

export async function findStageRow(db: Exec, userId: string, id: string): Promise<StageRow | undefined> {
  const [row] = await db
    .select(stageColumns)
    .from(projectStages)
    .leftJoin(checklistTemplates, eq(checklistTemplates.id, projectStages.checklistTemplateId))
    .where(and(eq(projectStages.createdBy, userId), eq(projectStages.id, id)));
  return row;
}

/** Inserts stages; a name the user already has for the type is skipped (concurrent first reads). */
export async function insertStages(
  db: Exec,
  userId: string,
  type: ProjectType,
  names: readonly { name: string; position: number; checklistTemplateId?: string | null }[],
) {
  if (names.length === 0) return [];
  return db
    .insert(projectStages)
    .values(names.map((n) => ({ createdBy: userId, projectType: type, ...n })))
    .onConflictDoNothing()
    .returning({ id: projectStages.id });
}

export async function nextStagePosition(db: Exec, userId: string, type: ProjectType): Promise<number> {
  const [row] = await db
    .select({ max: max(projectStages.position) })
    .from(projectStages)
    .where(and(eq(projectStages.createdBy, userId), eq(projectStages.projectType, type)));
  return (row?.max ?? -1) + 1;
}

export async function updateStageRow(
  db: Exec,
  userId: string,
  id: string,
  patch: Partial<Pick<typeof projectStages.$inferInsert, "name" | "position" | "checklistTemplateId">>,
) {
  await db
    .update(projectStages)
    .set(patch)
    .where(and(eq(projectStages.createdBy, userId), eq(projectStages.id, id)));
}

export async function deleteStageRow(db: Exec, userId: string, id: string) {
  await db.delete(projectStages).where(and(eq(projectStages.createdBy, userId), eq(projectStages.id, id)));
}

export async function countProjectsInStage(db: Exec, userId: string, stageId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(projects)
    .where(and(eq(projects.createdBy, userId), eq(projects.stageId, stageId)));
  return row?.n ?? 0;
}

export async function checklistTemplateOwned(db: Exec, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: checklistTemplates.id })
    .from(checklistTemplates)
    .where(and(eq(checklistTemplates.createdBy, userId), eq(checklistTemplates.id, id)));
  return !!row;
}

// ─── Projects ────────────────────────────────────────────────────────────────
export async function findProjectRow(db: Exec, userId: string, id: string): Promise<ProjectRow | undefined> {
  const [row] = await db
    .select(projectColumns)
    .from(projects)
    .innerJoin(projectStages, eq(projectStages.id, projects.stageId))
    .where(and(eq(projects.createdBy, userId), eq(projects.id, id)));
  return row;
}

const sortColumns: Record<string, SQL | typeof projects.name> = {
  name: sql`lower(${projects.name})`,
  updatedAt: sql`${projects.updatedAt}`,
  createdAt: sql`${projects.createdAt}`,
  estimatedCommission: sql`${commissionSql}`,
  stage: sql`${projectStages.position}`,
  position: sql`${projects.position}`,
};

export async function listProjectRows(db: Exec, userId: string, q: ProjectListQuery) {
  const text = q.q?.trim();
  const where = and(
    eq(projects.createdBy, userId),
    text ? ilike(projects.name, `%${escapeLike(text)}%`) : undefined,
    q.type ? eq(projects.projectType, q.type) : undefined,
    q.stageId ? eq(projects.stageId, q.stageId) : undefined,
  );
  const sortKey = q.sort ?? "-updatedAt";
  const descending = sortKey.startsWith("-");
  const column = sortColumns[sortKey.replace(/^-/, "")] ?? sortColumns.updatedAt;
  const order = descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  const [items, [total]] = await Promise.all([
    db
      .select(projectColumns)
      .from(projects)
      .innerJoin(projectStages, eq(projectStages.id, projects.stageId))
      .where(where)
      .orderBy(order, desc(projects.updatedAt), asc(projects.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(projects).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** The board's cards: the first `perStage` projects of each stage of a type, in column order. */
export async function boardProjectRows(db: Exec, userId: string, type: ProjectType, perStage: number) {
  const ranked = db
    .select({
      id: projects.id,
      // The list's "position" sort orders the same way, so a column's later pages continue this one.
      rank: sql<number>`row_number() over (partition by ${projects.stageId} order by ${projects.position}, ${projects.updatedAt} desc, ${projects.id})`.as(
        "rank",
      ),
    })
    .from(projects)
    .where(and(eq(projects.createdBy, userId), eq(projects.projectType, type)))
    .as("ranked");
  return db
    .select(projectColumns)
    .from(projects)
    .innerJoin(ranked, eq(ranked.id, projects.id))
    .innerJoin(projectStages, eq(projectStages.id, projects.stageId))
    .where(sql`${ranked.rank} <= ${perStage}`)
    .orderBy(asc(projects.position), desc(projects.updatedAt), asc(projects.id));
}

/** Count and commission total per stage, for every stage the user has (all types unless one is given). */
export function stageTotals(db: Exec, userId: string, type?: ProjectType) {
  return db
    .select({
      stageId: projects.stageId,
      count: count(),
      total: sql<string | null>`sum(${commissionSql})`,
    })
    .from(projects)
    .where(and(eq(projects.createdBy, userId), type ? eq(projects.projectType, type) : undefined))
    .groupBy(projects.stageId);
}

export async function endOfStagePosition(db: Exec, userId: string, stageId: string): Promise<number> {
  const [row] = await db
    .select({ max: max(projects.position) })
    .from(projects)
    .where(and(eq(projects.createdBy, userId), eq(projects.stageId, stageId)));
  return (row?.max ?? 0) + 1;
}

export async function insertProjectRow(db: Exec, values: typeof projects.$inferInsert) {
  const [row] = await db.insert(projects).values(values).returning({ id: projects.id });
  return row as { id: string };
}

export async function updateProjectRow(
  db: Exec,
  userId: string,
  id: string,
  patch: Partial<typeof projects.$inferInsert>,
) {
  await db
    .update(projects)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(projects.createdBy, userId), eq(projects.id, id)));
}

export async function deleteProjectRow(db: Exec, userId: string, id: string) {
  await db.delete(projects).where(and(eq(projects.createdBy, userId), eq(projects.id, id)));
}

/** Projects by name for association pickers. */
export function searchProjectOptions(db: Exec, userId: string, text: string, limit: number) {
  return db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(and(eq(projects.createdBy, userId), ilike(projects.name, `%${escapeLike(text)}%`)))
    .orderBy(asc(projects.name))
    .limit(limit);
}

export async function projectIdsOwned(db: Exec, userId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.createdBy, userId), inArray(projects.id, ids)));
  return rows.map((r) => r.id);
}

// ─── Activity ────────────────────────────────────────────────────────────────
export async function addActivity(db: Exec, projectId: string, actorId: string, action: string, detail = "") {
  await db.insert(projectActivity).values({ projectId, actorId, action, detail });
}
