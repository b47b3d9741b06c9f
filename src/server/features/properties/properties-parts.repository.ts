// Data access for what hangs on a property: spaces, files (photos, brochures, floor plans) and links to other
// features' records. Every function takes the acting user and scopes by created_by.
import { and, asc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { companies, people } from "#server/db/schema/contacts.ts";
import { dealroomMembers, dealrooms } from "#server/db/schema/dealrooms.ts";
import { documentAccess, leases, offeringMemorandums } from "#server/db/schema/documents.ts";
import { projects } from "#server/db/schema/projects.ts";
import { propertyFiles, propertyLinks, spaces } from "#server/db/schema/properties.ts";
import type { Exec } from "#server/features/properties/properties.repository.ts";
import type { FileKind, LinkType } from "#shared/contract/properties-parts.ts";
import { escapeLike } from "#shared/rules/search.ts";

export type SpaceRow = typeof spaces.$inferSelect & { leaseTitle: string | null };
export type SpaceInsert = Omit<typeof spaces.$inferInsert, "createdBy" | "id" | "propertyId">;
export type FileRow = typeof propertyFiles.$inferSelect;
export type LinkRow = typeof propertyLinks.$inferSelect;

const spaceColumns = {
  id: spaces.id,
  propertyId: spaces.propertyId,
  suite: spaces.suite,
  floor: spaces.floor,
  rsf: spaces.rsf,
  availableDate: spaces.availableDate,
  askingRent: spaces.askingRent,
  rentType: spaces.rentType,
  status: spaces.status,
  leaseId: spaces.leaseId,
  tenantName: spaces.tenantName,
  leaseExpiration: spaces.leaseExpiration,
  notes: spaces.notes,
  createdBy: spaces.createdBy,
  createdAt: spaces.createdAt,
  updatedAt: spaces.updatedAt,
  leaseTitle: leases.title,
};

/** Spaces of the given properties (the user's), ordered by property then suite. */
export async function spaceRows(db: Exec, userId: string, propertyIds: string[]): Promise<SpaceRow[]> {
  if (propertyIds.length === 0) return [];
  return db
    .select(spaceColumns)
    .from(spaces)
    .leftJoin(leases, eq(leases.id, spaces.leaseId))
    .where(and(eq(spaces.createdBy, userId), inArray(spaces.propertyId, propertyIds)))
    .orderBy(asc(spaces.propertyId), asc(spaces.suite));
}

export async function findSpaceRow(db: Exec, userId: string, propertyId: string, spaceId: string) {
  const [row] = await db
    .select(spaceColumns)
    .from(spaces)
    .leftJoin(leases, eq(leases.id, spaces.leaseId))
    .where(and(eq(spaces.id, spaceId), eq(spaces.propertyId, propertyId), eq(spaces.createdBy, userId)));
  return row ?? null;
}

export async function insertSpaceRow(db: Exec, userId: string, propertyId: string, values: SpaceInsert) {
  const [row] = await db
    .insert(spaces)
    .values({ ...values, propertyId, createdBy: userId })
    .returning({ id: spaces.id });
  return row?.id as string;
}

export async function updateSpaceRow(
  db: Exec,
  userId: string,
  propertyId: string,
  spaceId: string,
  values: Partial<SpaceInsert>,
) {
  const rows = await db
    .update(spaces)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(spaces.id, spaceId), eq(spaces.propertyId, propertyId), eq(spaces.createdBy, userId)))
    .returning({ id: spaces.id });
  return rows.length > 0;
}

export async function deleteSpaceRow(db: Exec, userId: string, propertyId: string, spaceId: string) {
  const rows = await db
    .delete(spaces)
    .where(and(eq(spaces.id, spaceId), eq(spaces.propertyId, propertyId), eq(spaces.createdBy, userId)))
    .returning({ id: spaces.id });
  return rows.length > 0;
}

export async function fileRows(db: Exec, userId: string, propertyId: string): Promise<FileRow[]> {
  return db
    .select()
    .from(propertyFiles)
    .where(and(eq(propertyFiles.propertyId, propertyId), eq(propertyFiles.createdBy, userId)))
    .orderBy(asc(propertyFiles.createdAt));
}

export async function insertFileRows(
  db: Exec,
  userId: string,
  rows: {
    propertyId: string;
    kind: FileKind;
    bucket: string;
    storageKey: string;
    name: string;
    size: number;
    contentType: string;
    source: "upload" | "pdf" | "extraction";
  }[],
): Promise<FileRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(propertyFiles)
    .values(rows.map((r) => ({ ...r, createdBy: userId })))
    .returning();
}

export async function deleteFileRow(db: Exec, userId: string, propertyId: string, fileId: string) {
  const [row] = await db
    .delete(propertyFiles)
    .where(
      and(eq(propertyFiles.id, fileId), eq(propertyFiles.propertyId, propertyId), eq(propertyFiles.createdBy, userId)),
    )
    .returning();
  return row ?? null;
}

/** How many file rows still point at a stored object (brochures are shared by the properties of one PDF). */
export async function fileKeyUses(db: Exec, bucket: string, key: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(propertyFiles)
    .where(and(eq(propertyFiles.bucket, bucket), eq(propertyFiles.storageKey, key)));
  return row?.n ?? 0;
}

export async function linkRows(db: Exec, userId: string, propertyId: string): Promise<LinkRow[]> {
  return db
    .select()
    .from(propertyLinks)
    .where(and(eq(propertyLinks.propertyId, propertyId), eq(propertyLinks.createdBy, userId)))
    .orderBy(asc(propertyLinks.createdAt));
}

export async function insertLinkRow(db: Exec, userId: string, propertyId: string, type: LinkType, entityId: string) {
  const [row] = await db
    .insert(propertyLinks)
    .values({ propertyId, entityType: type, entityId, createdBy: userId })
    .onConflictDoUpdate({
      target: [propertyLinks.propertyId, propertyLinks.entityType, propertyLinks.entityId],
      set: { createdBy: userId },
    })
    .returning();
  return row as LinkRow;
}

export async function deleteLinkRow(db: Exec, userId: string, propertyId: string, linkId: string) {
  const rows = await db
    .delete(propertyLinks)
    .where(
      and(eq(propertyLinks.id, linkId), eq(propertyLinks.propertyId, propertyId), eq(propertyLinks.createdBy, userId)),
    )
    .returning({ id: propertyLinks.id });
  return rows.length > 0;
}

/** Properties linked to a record (e.g. the property of a lease or memorandum), the user's only. */
export async function linksToEntity(db: Exec, userId: string, type: LinkType, entityId: string) {
  return db
    .select({ propertyId: propertyLinks.propertyId })
    .from(propertyLinks)
    .where(
      and(
        eq(propertyLinks.createdBy, userId),
        eq(propertyLinks.entityType, type),
        eq(propertyLinks.entityId, entityId),
      ),
    );
}

const docVisible = (type: string, idCol: unknown, ownerCol: unknown, userId: string) =>
  or(
    sql`${ownerCol} = ${userId}`,
    sql`exists (select 1 from ${documentAccess} da where da.document_type = ${type}
      and da.document_id = ${idCol} and da.user_id = ${userId} and da.status = 'active')`,
  );

/**
 * Titles of records of one type that the user may open, among `ids` (or by title contains `q` when ids is
 * null, 20 at most). Records the user may not open are simply absent.
 */
export async function linkableRecords(
  db: Exec,
  userId: string,
  type: LinkType,
  ids: string[] | null,
  q?: string,
): Promise<{ id: string; title: string }[]> {
  if (ids !== null && ids.length === 0) return [];
  const text = q ? `%${escapeLike(q)}%` : "%";
  switch (type) {
    case "lease":
      return db
        .select({ id: leases.id, title: leases.title })
        .from(leases)
        .where(
          and(
            docVisible("lease", leases.id, leases.ownerId, userId),
            ids ? inArray(leases.id, ids) : ilike(leases.title, text),
          ),
        )
        .orderBy(asc(leases.title))
        .limit(ids ? ids.length : 20);
    case "offering_memorandum":
      return db
        .select({ id: offeringMemorandums.id, title: offeringMemorandums.title })
        .from(offeringMemorandums)
        .where(
          and(
            docVisible("offering_memorandum", offeringMemorandums.id, offeringMemorandums.ownerId, userId),
            ids ? inArray(offeringMemorandums.id, ids) : ilike(offeringMemorandums.title, text),
          ),
        )
        .orderBy(asc(offeringMemorandums.title))
        .limit(ids ? ids.length : 20);
    case "dealroom":
      return db
        .select({ id: dealrooms.id, title: dealrooms.name })
        .from(dealrooms)
        .where(
          and(
            or(
              eq(dealrooms.createdBy, userId),
              sql`exists (select 1 from ${dealroomMembers} m where m.dealroom_id = ${dealrooms.id}
                and m.user_id = ${userId} and m.status = 'active')`,
            ),
            ids ? inArray(dealrooms.id, ids) : ilike(dealrooms.name, text),
          ),
        )
        .orderBy(asc(dealrooms.name))
        .limit(ids ? ids.length : 20);
    case "project":
      return db
        .select({ id: projects.id, title: projects.name })
        .from(projects)
        .where(and(eq(projects.createdBy, userId), ids ? inArray(projects.id, ids) : ilike(projects.name, text)))
        .orderBy(asc(projects.name))
        .limit(ids ? ids.length : 20);
    case "person":
      return db
        .select({ id: people.id, title: sql<string>`btrim(${people.firstName} || ' ' || ${people.lastName})` })
        .from(people)
        .where(
          and(
            eq(people.createdBy, userId),
            ids ? inArray(people.id, ids) : sql`(${people.firstName} || ' ' || ${people.lastName}) ilike ${text}`,
          ),
        )
        .orderBy(asc(people.firstName))
        .limit(ids ? ids.length : 20);
    case "company":
      return db
        .select({ id: companies.id, title: companies.name })
        .from(companies)
        .where(and(eq(companies.createdBy, userId), ids ? inArray(companies.id, ids) : ilike(companies.name, text)))
        .orderBy(asc(companies.name))
        .limit(ids ? ids.length : 20);
  }
}

/** A lease or memorandum the user may open, with its analysis (null when absent or not theirs). */
export async function analysedDocument(db: Exec, userId: string, type: "lease" | "offering_memorandum", id: string) {
  if (type === "lease") {
    const [row] = await db
      .select({ id: leases.id, title: leases.title, data: leases.aiExtractedData })
      .from(leases)
      .where(and(eq(leases.id, id), docVisible("lease", leases.id, leases.ownerId, userId)));
    return row ?? null;
  }
  const [row] = await db
    .select({ id: offeringMemorandums.id, title: offeringMemorandums.title, data: offeringMemorandums.extractedData })
    .from(offeringMemorandums)
    .where(
      and(
        eq(offeringMemorandums.id, id),
        docVisible("offering_memorandum", offeringMemorandums.id, offeringMemorandums.ownerId, userId),
      ),
    );
  return row ?? null;
}

/** The user's space whose lease is this one, if any. */
export async function spaceOfLease(db: Exec, userId: string, leaseId: string) {
  const [row] = await db
    .select({ id: spaces.id, propertyId: spaces.propertyId })
    .from(spaces)
    .where(and(eq(spaces.createdBy, userId), eq(spaces.leaseId, leaseId)))
    .limit(1);
  return row ?? null;
}
