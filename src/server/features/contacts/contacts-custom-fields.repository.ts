// Custom-field definitions and the values records hold for them.
import { and, asc, eq, sql } from "drizzle-orm";
import { customFields } from "#server/db/schema/contacts.ts";
import type { CustomFieldEntityType } from "#shared/contract/contacts-common.ts";
import type { Exec, CustomFieldRow } from "#server/features/contacts/contacts-common.repository.ts";

export async function listCustomFieldRows(
  db: Exec,
  userId: string,
  entityType: CustomFieldEntityType,
): Promise<CustomFieldRow[]> {
  return db
    .select()
    .from(customFields)
    .where(and(eq(customFields.createdBy, userId), eq(customFields.entityType, entityType)))
    .orderBy(asc(customFields.createdAt), asc(customFields.id));
}

export async function findCustomFieldRow(db: Exec, userId: string, id: string): Promise<CustomFieldRow | null> {
  const [row] = await db
    .select()
    .from(customFields)
    .where(and(eq(customFields.createdBy, userId), eq(customFields.id, id)));
  return row ?? null;
}

export async function findCustomFieldByName(
  db: Exec,
  userId: string,
  entityType: string,
  name: string,
): Promise<CustomFieldRow | null> {
  const [row] = await db
    .select()
    .from(customFields)
    .where(
      and(
        eq(customFields.createdBy, userId),
        eq(customFields.entityType, entityType),
        sql`lower(${customFields.name}) = lower(${name})`,
      ),
    );
  return row ?? null;
}

export async function insertCustomField(
  db: Exec,
  userId: string,
  row: { name: string; fieldType: string; options: string[]; entityType: string },
): Promise<CustomFieldRow> {
  const [created] = await db
    .insert(customFields)
    .values({ ...row, createdBy: userId })
    .returning();
  return created as CustomFieldRow;
}

export async function updateCustomFieldRow(
  db: Exec,
  userId: string,
  id: string,
  patch: Partial<{ name: string; fieldType: string; options: string[] }>,
): Promise<CustomFieldRow | null> {
  const [row] = await db
    .update(customFields)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(customFields.createdBy, userId), eq(customFields.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteCustomFieldRow(db: Exec, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(customFields)
    .where(and(eq(customFields.createdBy, userId), eq(customFields.id, id)))
    .returning({ id: customFields.id });
  return rows.length > 0;
}

/**
 * The table holding records of an entity type and its owner column, when the table exists yet
 * (projects/tasks/properties arrive with later features).
 */
async function entityTable(db: Exec, entityType: CustomFieldEntityType): Promise<{ owner: string } | null> {
  const res = await db.execute<{ col: string }>(sql`
    select column_name as col from information_schema.columns
    where table_schema = current_schema() and table_name = ${entityType}
      and column_name in ('created_by', 'owner_id', 'user_id')
    order by case column_name when 'created_by' then 0 when 'owner_id' then 1 else 2 end`);
  const owner = res.rows[0]?.col;
  return owner ? { owner } : null;
}

/** Does any of the user's records of this type hold a non-null value for the field? */
export async function customFieldInUse(
  db: Exec,
  userId: string,
  entityType: CustomFieldEntityType,
  name: string,
): Promise<boolean> {
  const table = await entityTable(db, entityType);
  if (!table) return false;
  const res = await db.execute(
    sql`select 1 from ${sql.identifier(entityType)} where ${sql.identifier(table.owner)} = ${userId} and custom_fields -> ${name} is not null and custom_fields ->> ${name} <> '' limit 1`,
  );
  return res.rows.length > 0;
}

/** Renames a custom-field key in every record of the type. */
export async function renameCustomFieldKey(
  db: Exec,
  userId: string,
  entityType: CustomFieldEntityType,
  from: string,
  to: string,
) {
  const table = await entityTable(db, entityType);
  if (!table || from === to) return;
  await db.execute(
    sql`update ${sql.identifier(entityType)} set custom_fields = (custom_fields - ${from}::text) || jsonb_build_object(${to}::text, custom_fields -> ${from}::text) where ${sql.identifier(table.owner)} = ${userId} and custom_fields ? ${from}::text`,
  );
}
