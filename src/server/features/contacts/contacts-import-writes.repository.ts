// Bulk writes for imports: one statement per batch, arrays instead of thousands of parameters; and the
// import's "update" mode, which merges custom-field values into existing records.
import { and, eq, sql } from "drizzle-orm";
import { companies, people } from "#server/db/schema/contacts.ts";
import type { ContactEntityType } from "#shared/contract/contacts-common.ts";
import type { Exec, PersonInsert, CompanyInsert } from "#server/features/contacts/contacts-common.repository.ts";

/** Import "update": overwrite with the given values and merge custom-field values into the existing ones. */
export async function updatePersonMerging(
  db: Exec,
  userId: string,
  id: string,
  patch: Partial<PersonInsert>,
  custom: Record<string, string>,
) {
  await db
    .update(people)
    .set({
      ...patch,
      customFields: sql`${people.customFields} || ${JSON.stringify(custom)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(and(eq(people.createdBy, userId), eq(people.id, id)));
}

export async function updateCompanyMerging(
  db: Exec,
  userId: string,
  id: string,
  patch: Partial<CompanyInsert>,
  custom: Record<string, string>,
) {
  await db
    .update(companies)
    .set({
      ...patch,
      customFields: sql`${companies.customFields} || ${JSON.stringify(custom)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(and(eq(companies.createdBy, userId), eq(companies.id, id)));
}

export async function insertPeopleBulk(db: Exec, userId: string, rows: (PersonInsert & { id: string })[]) {
  if (rows.length === 0) return;
  const col = <T>(pick: (r: PersonInsert & { id: string }) => T) => sql.param(rows.map(pick));
  await db.execute(sql`
    insert into people (id, first_name, last_name, email, phone, position, company_id, address, linkedin_url,
      custom_fields, email_key, name_key, created_by)
    select id, first_name, last_name, email, phone, position, company_id, address, linkedin_url,
      custom_fields, email_key, name_key, ${userId}
    from unnest(${col((r) => r.id)}::uuid[], ${col((r) => r.firstName)}::text[], ${col((r) => r.lastName ?? "")}::text[],
      ${col((r) => r.email ?? null)}::text[], ${col((r) => r.phone ?? null)}::text[], ${col((r) => r.position ?? null)}::text[],
      ${col((r) => r.companyId ?? null)}::uuid[], ${col((r) => r.address ?? null)}::text[],
      ${col((r) => r.linkedinUrl ?? null)}::text[], ${col((r) => JSON.stringify(r.customFields ?? {}))}::jsonb[],
      ${col((r) => r.emailKey ?? null)}::text[], ${col((r) => r.nameKey)}::text[])
      as x(id, first_name, last_name, email, phone, position, company_id, address, linkedin_url, custom_fields,
        email_key, name_key)`);
}

export async function insertAssignmentsBulk(
  db: Exec,
  userId: string,
  entityType: ContactEntityType,
  pairs: { tagId: string; entityId: string }[],
) {
  if (pairs.length === 0) return;
  await db.execute(sql`
    insert into tag_assignments (tag_id, entity_id, entity_type, created_by)
    select tag_id, entity_id, ${entityType}, ${userId}
    from unnest(${sql.param(pairs.map((p) => p.tagId))}::uuid[], ${sql.param(pairs.map((p) => p.entityId))}::uuid[])
      as x(tag_id, entity_id)
    on conflict do nothing`);
}
