// Records a project links to: people, companies, leases, memoranda, properties and deal rooms the user may open.
// Reads the other features' tables read-only (as global search does); writes only project_links.
import { and, asc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { companies, people } from "#server/db/schema/contacts.ts";
import { dealroomMembers, dealrooms } from "#server/db/schema/dealrooms.ts";
import { documentAccess, leases, offeringMemorandums } from "#server/db/schema/documents.ts";
import { projectLinks } from "#server/db/schema/projects.ts";
import { properties } from "#server/db/schema/properties.ts";
import type { Exec } from "#server/features/projects/projects.repository.ts";
import type { ProjectLinkDto, ProjectLinkType } from "#shared/contract/projects.ts";
import { escapeLike } from "#shared/rules/search.ts";

type Source = {
  table: PgTable;
  id: PgColumn;
  title: SQL<string>;
  /** Text search over the record's name. */
  match: (pattern: string) => SQL | undefined;
  /** Who may open it. */
  visible: (userId: string) => SQL | undefined;
};

const documentVisible = (table: typeof leases | typeof offeringMemorandums, type: string) => (userId: string) =>
  or(
    eq(table.ownerId, userId),
    sql`exists (select 1 from ${documentAccess} da where da.document_type = ${type}
      and da.document_id = ${table.id} and da.user_id = ${userId} and da.status = 'active')`,
  );

const sources: Record<ProjectLinkType, Source> = {
  person: {
    table: people,
    id: people.id,
    title: sql<string>`trim(${people.firstName} || ' ' || ${people.lastName})`,
    match: (p) => or(ilike(people.firstName, p), ilike(people.lastName, p)),
    visible: (userId) => eq(people.createdBy, userId),
  },
  company: {
    table: companies,
    id: companies.id,
    title: sql<string>`${companies.name}`,
    match: (p) => ilike(companies.name, p),
    visible: (userId) => eq(companies.createdBy, userId),
  },
  lease: {
    table: leases,
    id: leases.id,
    title: sql<string>`${leases.title}`,
    match: (p) => ilike(leases.title, p),
    visible: documentVisible(leases, "lease"),
  },
  offering_memorandum: {
    table: offeringMemorandums,
    id: offeringMemorandums.id,
    title: sql<string>`${offeringMemorandums.title}`,
    match: (p) => ilike(offeringMemorandums.title, p),
    visible: documentVisible(offeringMemorandums, "offering_memorandum"),
  },
  property: {
    table: properties,
    id: properties.id,
    title: sql<string>`${properties.name}`,
    match: (p) => or(ilike(properties.name, p), ilike(properties.buildingName, p)),
    visible: (userId) => eq(properties.createdBy, userId),
  },
  dealroom: {
    table: dealrooms,
    id: dealrooms.id,
    title: sql<string>`${dealrooms.name}`,
    match: (p) => ilike(dealrooms.name, p),
    visible: (userId) =>
      or(
        eq(dealrooms.createdBy, userId),
        sql`exists (select 1 from ${dealroomMembers} m where m.dealroom_id = ${dealrooms.id}
          and m.user_id = ${userId} and m.status = 'active')`,
      ),
  },
};

/** The record if the user may link it. */
export async function findLinkable(db: Exec, userId: string, type: ProjectLinkType, id: string) {
  const s = sources[type];
  const [row] = await db
    .select({ id: s.id, title: s.title })
    .from(s.table)
    .where(and(eq(s.id, id), s.visible(userId)));
  return row as { id: string; title: string } | undefined;
}

export async function searchLinkable(
  db: Exec,
  userId: string,
  type: ProjectLinkType,
  text: string,
  limit: number,
): Promise<ProjectLinkDto[]> {
  const s = sources[type];
  const rows = await db
    .select({ id: s.id, title: s.title })
    .from(s.table)
    .where(and(s.match(`%${escapeLike(text)}%`), s.visible(userId)))
    .orderBy(asc(s.title))
    .limit(limit);
  return rows.map((r) => ({ type, id: r.id as string, title: r.title }));
}

/** SELECT type, id, title of the project's links that still exist and the user may still open (one UNION ALL
 * over the six sources). The project's own scoping (its creator) is the caller's. */
export function visibleLinksSql(userId: string, projectId: string): SQL {
  const branches = (Object.entries(sources) as [ProjectLinkType, Source][]).map(
    ([type, s]) => sql`select ${type}::text as type, ${s.id} as id, ${s.title} as title
      from ${projectLinks} join ${s.table} on ${s.id} = ${projectLinks.entityId}
      where ${projectLinks.projectId} = ${projectId} and ${projectLinks.entityType} = ${type} and ${s.visible(userId)}`,
  );
  return sql.join(branches, sql` union all `);
}

/** The project's links that still exist and the user may still open, grouped by type, by title (one query). */
export async function listLinks(db: Exec, userId: string, projectId: string): Promise<ProjectLinkDto[]> {
  const { rows } = await db.execute<{ type: ProjectLinkType; id: string; title: string }>(
    sql`select type, id, title from (${visibleLinksSql(userId, projectId)}) l
      order by array_position(${sql.raw(`array['${Object.keys(sources).join("','")}']`)}, type), title`,
  );
  return rows.map((r) => ({ type: r.type, id: r.id, title: r.title }));
}

export async function insertLink(db: Exec, userId: string, projectId: string, type: ProjectLinkType, id: string) {
  const rows = await db
    .insert(projectLinks)
    .values({ projectId, entityType: type, entityId: id, createdBy: userId })
    .onConflictDoNothing()
    .returning({ id: projectLinks.entityId });
  return rows.length > 0;
}

export async function deleteLink(db: Exec, projectId: string, type: ProjectLinkType, id: string) {
  const rows = await db
    .delete(projectLinks)
    .where(and(eq(projectLinks.projectId, projectId), eq(projectLinks.entityType, type), eq(projectLinks.entityId, id)))
    .returning({ id: projectLinks.entityId });
  return rows.length > 0;
}
