// The only reports module that talks to the database: saved reports, and the deal-room and contact figures
// (plain scoped reads of their tables, like search). Every function takes the acting user first.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { savedReports } from "#server/db/schema/reports.ts";

export type SavedReportRow = typeof savedReports.$inferSelect;

export function listSaved(db: Db, userId: string) {
  return db
    .select()
    .from(savedReports)
    .where(eq(savedReports.createdBy, userId))
    .orderBy(asc(savedReports.name), asc(savedReports.createdAt));
}

export async function findSaved(db: Db, userId: string, id: string): Promise<SavedReportRow | null> {
  const [row] = await db
    .select()
    .from(savedReports)
    .where(and(eq(savedReports.id, id), eq(savedReports.createdBy, userId)));
  return row ?? null;
}

export async function insertSaved(
  db: Db,
  userId: string,
  input: { name: string; reportId: string; filters: Record<string, string | number> },
) {
  const [row] = await db
    .insert(savedReports)
    .values({ ...input, createdBy: userId })
    .returning();
  return row as SavedReportRow;
}

export async function updateSaved(
  db: Db,
  userId: string,
  id: string,
  patch: { name?: string; filters?: Record<string, string | number> },
): Promise<SavedReportRow | null> {
  const [row] = await db
    .update(savedReports)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(savedReports.id, id), eq(savedReports.createdBy, userId)))
    .returning();
  return row ?? null;
}

export async function deleteSaved(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedReports)
    .where(and(eq(savedReports.id, id), eq(savedReports.createdBy, userId)))
    .returning({ id: savedReports.id });
  return rows.length > 0;
}

export type EngagementRow = {
  roomId: string;
  room: string;
  documentId: string | null;
  document: string | null;
  views: number;
  downloads: number;
  visitors: number;
  lastActivity: string | null;
};

/** Views, downloads and distinct visitors (account or e-mail) per document of the rooms the user created. */
export async function dealroomEngagement(
  db: Db,
  userId: string,
  range: { from?: string; to?: string },
): Promise<EngagementRow[]> {
  const from = range.from ? sql`and a.created_at >= ${range.from}::date` : sql``;
  const to = range.to ? sql`and a.created_at < (${range.to}::date + 1)` : sql``;
  const result = await db.execute<EngagementRow>(sql`
    select r.id as "roomId", r.name as room, d.id as "documentId", d.name as document,
      count(a.id) filter (where a.action_type = 'viewed')::int as views,
      count(a.id) filter (where a.action_type = 'downloaded')::int as downloads,
      count(distinct coalesce(a.user_id::text, lower(a.visitor_email)))::int as visitors,
      max(a.created_at)::text as "lastActivity"
    from dealrooms r
    left join dealroom_documents d on d.dealroom_id = r.id
    left join dealroom_activity_logs a on a.dealroom_id = r.id and a.entity_type = 'document'
      and a.entity_id = d.id and a.action_type in ('viewed', 'downloaded') ${from} ${to}
    where r.created_by = ${userId}
    group by r.id, r.name, d.id, d.name
    order by lower(r.name), r.id, lower(d.name) nulls first`);
  return result.rows;
}

/** Distinct visitors per room (a visitor who opened two documents counts once). */
export async function dealroomVisitors(db: Db, userId: string, range: { from?: string; to?: string }) {
  const from = range.from ? sql`and a.created_at >= ${range.from}::date` : sql``;
  const to = range.to ? sql`and a.created_at < (${range.to}::date + 1)` : sql``;
  const result = await db.execute<{ roomId: string; visitors: number }>(sql`
    select r.id as "roomId", count(distinct coalesce(a.user_id::text, lower(a.visitor_email)))::int as visitors
    from dealrooms r
    join dealroom_activity_logs a on a.dealroom_id = r.id and a.action_type in ('viewed', 'downloaded') ${from} ${to}
    where r.created_by = ${userId}
    group by r.id`);
  return new Map(result.rows.map((r) => [r.roomId, r.visitors]));
}

export type TagCountRow = { tag: string; people: number; companies: number };

/** People and companies per tag of the user, and the untagged ones (tag null). */
export async function contactsByTag(db: Db, userId: string, tagLike?: string): Promise<TagCountRow[]> {
  const filter = tagLike ? sql`and t.name ilike ${`%${tagLike.replace(/[\\%_]/g, "\\$&")}%`}` : sql``;
  const tagged = await db.execute<TagCountRow>(sql`
    select t.name as tag,
      count(a.entity_id) filter (where a.entity_type = 'people')::int as people,
      count(a.entity_id) filter (where a.entity_type = 'companies')::int as companies
    from tags t left join tag_assignments a on a.tag_id = t.id
    where t.created_by = ${userId} ${filter}
    group by t.id, t.name
    order by lower(t.name)`);
  if (tagLike) return tagged.rows;
  const untagged = await db.execute<{ people: number; companies: number }>(sql`
    select
      (select count(*)::int from people p where p.created_by = ${userId} and not exists
        (select 1 from tag_assignments a where a.entity_type = 'people' and a.entity_id = p.id)) as people,
      (select count(*)::int from companies c where c.created_by = ${userId} and not exists
        (select 1 from tag_assignments a where a.entity_type = 'companies' and a.entity_id = c.id)) as companies`);
  const u = untagged.rows[0] ?? { people: 0, companies: 0 };
  return [...tagged.rows, { tag: "(No tag)", people: u.people, companies: u.companies }];
}

export type PipelineRow = {
  projectType: string;
  stage: string;
  position: number;
  sizeSf: number | null;
  rentPsf: number | null;
  termMonths: number | null;
  commissionPct: number | null;
  projectId: string | null;
};

/** Every stage of the user's pipelines with the projects in it (a stage without projects comes once, empty). */
export async function pipeline(db: Db, userId: string): Promise<PipelineRow[]> {
  const result = await db.execute<PipelineRow>(sql`
    select s.project_type as "projectType", s.name as stage, s.position,
      p.size_sf as "sizeSf", p.rent_psf::float8 as "rentPsf", p.term_months as "termMonths",
      p.commission_pct::float8 as "commissionPct", p.id as "projectId"
    from project_stages s
    left join projects p on p.stage_id = s.id and p.created_by = ${userId}
    where s.created_by = ${userId}
    order by s.project_type, s.position, s.name`);
  return result.rows;
}
