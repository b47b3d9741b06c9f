// Tags and their assignments to people and companies.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { tagAssignments, tags } from "#server/db/schema/contacts.ts";
import type { ContactEntityType } from "#shared/contract/contacts-common.ts";
import type { Exec, TagRow } from "#server/features/contacts/contacts-common.repository.ts";

export type TagWithCount = TagRow & { usageCount: number };

export async function listTagRows(db: Exec, userId: string, entityType?: ContactEntityType): Promise<TagWithCount[]> {
  const usage = entityType
    ? sql<number>`(select count(*) from tag_assignments ta where ta.tag_id = "tags"."id" and ta.entity_type = ${entityType})`
    : sql<number>`(select count(*) from tag_assignments ta where ta.tag_id = "tags"."id")`;
  const rows = await db
    .select({ tag: tags, usageCount: usage.mapWith(Number) })
    .from(tags)
    .where(eq(tags.createdBy, userId))
    .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id));
  return rows.map((r) => ({ ...r.tag, usageCount: r.usageCount }));
}

export async function findTagRow(db: Exec, userId: string, id: string): Promise<TagWithCount | null> {
  const [row] = await db
    .select({
      tag: tags,
      usageCount: sql<number>`(select count(*) from tag_assignments ta where ta.tag_id = "tags"."id")`.mapWith(Number),
    })
    .from(tags)
    .where(and(eq(tags.createdBy, userId), eq(tags.id, id)));
  return row ? { ...row.tag, usageCount: row.usageCount } : null;
}

export async function findTagByName(db: Exec, userId: string, name: string): Promise<TagRow | null> {
  const [row] = await db
    .select()
    .from(tags)
    .where(and(eq(tags.createdBy, userId), sql`lower(${tags.name}) = lower(${name})`));
  return row ?? null;
}

/** Creates missing tags (case-insensitive names) and records the entity type on each; returns them all. */
export async function ensureTags(
  db: Exec,
  userId: string,
  names: string[],
  entityType?: ContactEntityType,
): Promise<TagRow[]> {
  if (names.length === 0) return [];
  await db
    .insert(tags)
    .values(names.map((name) => ({ name, createdBy: userId, entityTypes: entityType ? [entityType] : [] })))
    .onConflictDoNothing();
  const lower = names.map((n) => n.toLowerCase());
  const rows = await db
    .select()
    .from(tags)
    .where(and(eq(tags.createdBy, userId), inArray(sql`lower(${tags.name})`, lower)));
  if (entityType) {
    const missing = rows.filter((t) => !t.entityTypes.includes(entityType)).map((t) => t.id);
    if (missing.length > 0) {
      await db
        .update(tags)
        .set({ entityTypes: sql`array_append(${tags.entityTypes}, ${entityType})` })
        .where(inArray(tags.id, missing));
    }
  }
  return rows;
}

export async function renameTagRow(db: Exec, userId: string, id: string, name: string): Promise<TagRow | null> {
  const [row] = await db
    .update(tags)
    .set({ name })
    .where(and(eq(tags.createdBy, userId), eq(tags.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteTagRow(db: Exec, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(tags)
    .where(and(eq(tags.createdBy, userId), eq(tags.id, id)))
    .returning({ id: tags.id });
  return rows.length > 0;
}

/** Moves assignments of `fromTagId` to `intoTagId` (skipping ones the target already has), unions entity types. */
export async function mergeTagRows(db: Exec, userId: string, fromTagId: string, intoTagId: string) {
  await db.execute(sql`
    insert into ${tagAssignments} (tag_id, entity_id, entity_type, created_by)
    select ${intoTagId}, entity_id, entity_type, created_by from ${tagAssignments} where tag_id = ${fromTagId}
    on conflict do nothing`);
  await db.execute(sql`
    update ${tags} set entity_types = (
      select coalesce(array_agg(distinct t), '{}') from unnest(
        ${tags.entityTypes} || (select entity_types from ${tags} where id = ${fromTagId})) t)
    where id = ${intoTagId} and created_by = ${userId}`);
  await db.delete(tags).where(and(eq(tags.createdBy, userId), eq(tags.id, fromTagId)));
}

export async function tagsForEntities(
  db: Exec,
  entityType: ContactEntityType,
  entityIds: string[],
): Promise<Map<string, { id: string; name: string }[]>> {
  const map = new Map<string, { id: string; name: string }[]>();
  if (entityIds.length === 0) return map;
  const rows = await db
    .select({ entityId: tagAssignments.entityId, id: tags.id, name: tags.name })
    .from(tagAssignments)
    .innerJoin(tags, eq(tags.id, tagAssignments.tagId))
    .where(and(eq(tagAssignments.entityType, entityType), inArray(tagAssignments.entityId, entityIds)))
    .orderBy(asc(sql`lower(${tags.name})`));
  for (const r of rows) {
    const list = map.get(r.entityId) ?? [];
    list.push({ id: r.id, name: r.name });
    map.set(r.entityId, list);
  }
  return map;
}

export async function insertAssignments(
  db: Exec,
  userId: string,
  entityType: ContactEntityType,
  pairs: { tagId: string; entityId: string }[],
) {
  if (pairs.length === 0) return;
  await db
    .insert(tagAssignments)
    .values(pairs.map((p) => ({ ...p, entityType, createdBy: userId })))
    .onConflictDoNothing();
}

export async function deleteAssignment(
  db: Exec,
  userId: string,
  entityType: ContactEntityType,
  entityId: string,
  tagId: string,
) {
  await db
    .delete(tagAssignments)
    .where(
      and(
        eq(tagAssignments.createdBy, userId),
        eq(tagAssignments.entityType, entityType),
        eq(tagAssignments.entityId, entityId),
        eq(tagAssignments.tagId, tagId),
      ),
    );
}

/** Replaces an entity's tag set. */
export async function replaceAssignments(
  db: Exec,
  userId: string,
  entityType: ContactEntityType,
  entityId: string,
  tagIds: string[],
) {
  await db
    .delete(tagAssignments)
    .where(
      and(
        eq(tagAssignments.entityType, entityType),
        eq(tagAssignments.entityId, entityId),
        tagIds.length > 0 ? sql`${tagAssignments.tagId} <> all(${sql.param(tagIds)}::uuid[])` : sql`true`,
      ),
    );
  await insertAssignments(
    db,
    userId,
    entityType,
    tagIds.map((tagId) => ({ tagId, entityId })),
  );
}

export async function deleteAssignmentsFor(db: Exec, entityType: ContactEntityType, entityIds: string[]) {
  if (entityIds.length === 0) return;
  await db
    .delete(tagAssignments)
    .where(and(eq(tagAssignments.entityType, entityType), inArray(tagAssignments.entityId, entityIds)));
}

/** Moves the tags of merged records onto the survivor (no duplicates). */
export async function moveAssignments(db: Exec, entityType: ContactEntityType, keepId: string, fromIds: string[]) {
  if (fromIds.length === 0) return;
  await db.execute(sql`
    insert into ${tagAssignments} (tag_id, entity_id, entity_type, created_by)
    select tag_id, ${keepId}, entity_type, created_by from ${tagAssignments}
    where entity_type = ${entityType} and entity_id = any(${sql.param(fromIds)}::uuid[])
    on conflict do nothing`);
  await deleteAssignmentsFor(db, entityType, fromIds);
}
