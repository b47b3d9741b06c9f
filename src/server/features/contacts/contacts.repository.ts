// Contacts data access: the only contacts files that import drizzle. Every function takes the acting user
// and scopes by created_by.
import { and, asc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { companies, customFields, people, tagAssignments, tags } from "#server/db/schema/contacts.ts";
import type { ContactEntityType, CustomFieldEntityType } from "#shared/contract/contacts-common.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Exec = Db | Tx;

export type PersonRow = typeof people.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type TagRow = typeof tags.$inferSelect;
export type CustomFieldRow = typeof customFields.$inferSelect;
export type PersonInsert = Omit<typeof people.$inferInsert, "createdBy">;
export type CompanyInsert = Omit<typeof companies.$inferInsert, "createdBy">;
export type PersonWithCompany = PersonRow & { companyName: string | null };
export type CompanyWithCount = CompanyRow & { peopleCount: number };

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Correlated subqueries name the outer table explicitly: drizzle leaves columns unqualified in single-table
// queries, where "id" would resolve to the subquery's own table.
function hasTag(entityType: ContactEntityType, tagId: string) {
  const outer = sql.raw(entityType === "people" ? `"people"."id"` : `"companies"."id"`);
  return sql`exists (select 1 from tag_assignments ta where ta.entity_id = ${outer} and ta.entity_type = ${entityType} and ta.tag_id = ${tagId})`;
}

// ─── People ────────────────────────────────────────────────────────────────

const personSelect = { person: people, companyName: companies.name };

/**
 * Totals are counted up to COUNT_CAP + 1 rows and reported as that lower bound past it (decision 0023):
 * an exact count reads every row the user has on every page request.
 */
export const COUNT_CAP = 10_000;

/** The total for a page: exact from the page itself when it is the last one, else a bounded count. */
export async function boundedTotal(
  page: { offset: number; limit: number; rows: number },
  count: () => Promise<number>,
): Promise<number> {
  if (page.rows > 0 && page.rows < page.limit) return page.offset + page.rows;
  if (page.rows === 0 && page.offset === 0) return 0;
  return count();
}

/** People whose full name, e-mail, phone or company name contains the pattern; each arm has a trigram index. */
function personMatches(userId: string, pattern: string) {
  // = any(array(…)): the few matching ids are fetched by primary key, not hash-joined against every person.
  return sql`${people.id} = any(array(
    select p.id from people p where p.created_by = ${userId}
      and ((p.first_name || ' ' || p.last_name) ilike ${pattern} or p.email ilike ${pattern} or p.phone ilike ${pattern})
    union
    select p.id from companies c join people p on p.company_id = c.id
      where c.created_by = ${userId} and p.created_by = ${userId} and c.name ilike ${pattern}))`;
}

const personSorts: Record<string, SQL[]> = {
  firstName: [sql`lower(${people.firstName})`, sql`lower(${people.lastName})`],
  lastName: [sql`lower(${people.lastName})`, sql`lower(${people.firstName})`],
  name: [sql`lower(${people.firstName})`, sql`lower(${people.lastName})`],
  email: [sql`lower(${people.email})`],
  phone: [sql`${people.phone}`],
  position: [sql`lower(${people.position})`],
  company: [sql`lower(${companies.name})`],
  createdAt: [sql`${people.createdAt}`],
  updatedAt: [sql`${people.updatedAt}`],
};

export async function listPeopleRows(
  db: Exec,
  userId: string,
  opts: { q?: string; sort?: string; tagId?: string; limit: number; offset: number },
): Promise<{ rows: PersonWithCompany[]; total: number }> {
  const where: SQL[] = [eq(people.createdBy, userId)];
  if (opts.q) {
    // First or last name alone are substrings of "first last", so the full name covers them.
    where.push(personMatches(userId, likePattern(opts.q)));
  }
  if (opts.tagId) where.push(hasTag("people", opts.tagId));
  const sortKey = (opts.sort ?? "lastName").replace(/^-/, "");
  const descending = opts.sort?.startsWith("-") ?? false;
  const order = (personSorts[sortKey] ?? personSorts.lastName).map((e) =>
    descending ? sql`${e} desc nulls last` : sql`${e} asc nulls last`,
  );
  const rows = await db
    .select(personSelect)
    .from(people)
    .leftJoin(companies, eq(companies.id, people.companyId))
    .where(and(...where))
    .orderBy(...order, asc(people.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const total = await boundedTotal({ offset: opts.offset, limit: opts.limit, rows: rows.length }, async () => {
    const capped = db
      .select({ one: sql`1` })
      .from(people)
      .where(and(...where))
      .limit(COUNT_CAP + 1)
      .as("capped");
    const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(capped);
    return row?.n ?? 0;
  });
  return { rows: rows.map((r) => ({ ...r.person, companyName: r.companyName })), total };
}

export async function findPeopleRows(db: Exec, userId: string, ids: string[]): Promise<PersonWithCompany[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ person: people, companyName: companies.name })
    .from(people)
    .leftJoin(companies, eq(companies.id, people.companyId))
    .where(and(eq(people.createdBy, userId), inArray(people.id, ids)));
  return rows.map((r) => ({ ...r.person, companyName: r.companyName }));
}

export async function findPersonByEmailKey(db: Exec, userId: string, key: string): Promise<PersonWithCompany | null> {
  const [row] = await db
    .select({ person: people, companyName: companies.name })
    .from(people)
    .leftJoin(companies, eq(companies.id, people.companyId))
    .where(and(eq(people.createdBy, userId), eq(people.emailKey, key)))
    .orderBy(asc(people.createdAt))
    .limit(1);
  return row ? { ...row.person, companyName: row.companyName } : null;
}

export async function insertPeople(db: Exec, userId: string, rows: PersonInsert[]): Promise<PersonRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(people)
    .values(rows.map((r) => ({ ...r, createdBy: userId })))
    .returning();
}

export async function updatePersonRow(
  db: Exec,
  userId: string,
  id: string,
  patch: Partial<PersonInsert>,
): Promise<PersonRow | null> {
  const [row] = await db
    .update(people)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(people.createdBy, userId), eq(people.id, id)))
    .returning();
  return row ?? null;
}

export async function deletePeopleRows(db: Exec, userId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(people)
    .where(and(eq(people.createdBy, userId), inArray(people.id, ids)))
    .returning({ id: people.id });
  return rows.map((r) => r.id);
}

/** People by e-mail key, for duplicate checks in bulk (oldest first). */
export async function peopleIdsByEmailKeys(db: Exec, userId: string, keys: string[]): Promise<Map<string, string>> {
  const map = new Map<string, string>();
  if (keys.length === 0) return map;
  const rows = await db
    .select({ id: people.id, key: people.emailKey })
    .from(people)
    .where(and(eq(people.createdBy, userId), inArray(people.emailKey, keys)))
    .orderBy(asc(people.createdAt), asc(people.id));
  for (const r of rows) if (r.key && !map.has(r.key)) map.set(r.key, r.id);
  return map;
}

export async function companyPeople(db: Exec, userId: string, companyId: string): Promise<PersonRow[]> {
  return db
    .select()
    .from(people)
    .where(and(eq(people.createdBy, userId), eq(people.companyId, companyId)))
    .orderBy(asc(sql`lower(${people.lastName})`), asc(sql`lower(${people.firstName})`))
    .limit(500);
}

// ─── Companies ─────────────────────────────────────────────────────────────

const peopleCountSql = sql<number>`(select count(*) from people p where p.company_id = "companies"."id")`.mapWith(
  Number,
);

const companySorts: Record<string, SQL[]> = {
  name: [sql`lower(${companies.name})`],
  website: [sql`lower(${companies.website})`],
  phone: [sql`${companies.phone}`],
  peopleCount: [peopleCountSql],
  createdAt: [sql`${companies.createdAt}`],
  updatedAt: [sql`${companies.updatedAt}`],
};

export async function listCompanyRows(
  db: Exec,
  userId: string,
  opts: { q?: string; sort?: string; tagId?: string; limit: number; offset: number },
): Promise<{ rows: CompanyWithCount[]; total: number }> {
  const where: SQL[] = [eq(companies.createdBy, userId)];
  if (opts.q) {
    const p = likePattern(opts.q);
    where.push(
      sql`(${companies.name} ilike ${p} or ${companies.website} ilike ${p} or ${companies.phone} ilike ${p} or ${companies.address} ilike ${p})`,
    );
  }
  if (opts.tagId) where.push(hasTag("companies", opts.tagId));
  const sortKey = (opts.sort ?? "name").replace(/^-/, "");
  const descending = opts.sort?.startsWith("-") ?? false;
  const order = (companySorts[sortKey] ?? companySorts.name).map((e) =>
    descending ? sql`${e} desc nulls last` : sql`${e} asc nulls last`,
  );
  const rows = await db
    .select({ company: companies, peopleCount: peopleCountSql, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(companies)
    .where(and(...where))
    .orderBy(...order, asc(companies.id))
    .limit(opts.limit)
    .offset(opts.offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && opts.offset > 0) {
    const [c] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(companies)
      .where(and(...where));
    total = c?.n ?? 0;
  }
  return { rows: rows.map((r) => ({ ...r.company, peopleCount: r.peopleCount })), total };
}

export async function findCompanyRows(db: Exec, userId: string, ids: string[]): Promise<CompanyWithCount[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ company: companies, peopleCount: peopleCountSql })
    .from(companies)
    .where(and(eq(companies.createdBy, userId), inArray(companies.id, ids)));
  return rows.map((r) => ({ ...r.company, peopleCount: r.peopleCount }));
}

export async function companyOptionRows(db: Exec, userId: string, q: string | undefined, limit: number) {
  const where: SQL[] = [eq(companies.createdBy, userId)];
  if (q) where.push(sql`${companies.name} ilike ${likePattern(q)}`);
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(...where))
    .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
    .limit(limit);
}

/** Case-insensitive exact name match, oldest first, limit 1 (the scanner's lookup). */
export async function findCompanyByLowerName(db: Exec, userId: string, name: string) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.createdBy, userId), sql`lower(${companies.name}) = lower(${name})`))
    .orderBy(asc(companies.createdAt))
    .limit(1);
  return row ?? null;
}

export async function companyIdsByNameKeys(db: Exec, userId: string, keys: string[]): Promise<Map<string, string>> {
  const map = new Map<string, string>();
  if (keys.length === 0) return map;
  const rows = await db
    .select({ id: companies.id, key: companies.nameKey })
    .from(companies)
    .where(and(eq(companies.createdBy, userId), inArray(companies.nameKey, keys)))
    .orderBy(asc(companies.createdAt), asc(companies.id));
  for (const r of rows) if (!map.has(r.key)) map.set(r.key, r.id);
  return map;
}

export async function companyIdsByDomains(db: Exec, userId: string, domains: string[]): Promise<Map<string, string>> {
  const map = new Map<string, string>();
  if (domains.length === 0) return map;
  const rows = await db
    .select({ id: companies.id, domain: companies.domain })
    .from(companies)
    .where(and(eq(companies.createdBy, userId), inArray(companies.domain, domains)))
    .orderBy(asc(companies.createdAt), asc(companies.id));
  for (const r of rows) if (r.domain && !map.has(r.domain)) map.set(r.domain, r.id);
  return map;
}

export async function insertCompanies(db: Exec, userId: string, rows: CompanyInsert[]): Promise<CompanyRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(companies)
    .values(rows.map((r) => ({ ...r, createdBy: userId })))
    .returning();
}

export async function updateCompanyRow(
  db: Exec,
  userId: string,
  id: string,
  patch: Partial<CompanyInsert>,
): Promise<CompanyRow | null> {
  const [row] = await db
    .update(companies)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(companies.createdBy, userId), eq(companies.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteCompanyRows(db: Exec, userId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(companies)
    .where(and(eq(companies.createdBy, userId), inArray(companies.id, ids)))
    .returning({ id: companies.id });
  return rows.map((r) => r.id);
}

// ─── Duplicates ────────────────────────────────────────────────────────────

export async function duplicatePeopleGroups(
  db: Exec,
  userId: string,
  limit: number,
): Promise<{ reason: "email" | "name_company"; key: string; ids: string[] }[]> {
  const byEmail = await db
    .select({ key: people.emailKey, ids: sql<string[]>`array_agg(${people.id}::text order by ${people.createdAt})` })
    .from(people)
    .where(and(eq(people.createdBy, userId), isNotNull(people.emailKey)))
    .groupBy(people.emailKey)
    .having(sql`count(*) > 1`)
    .orderBy(asc(people.emailKey))
    .limit(limit);
  const byName = await db
    .select({
      key: people.nameKey,
      companyId: people.companyId,
      ids: sql<string[]>`array_agg(${people.id}::text order by ${people.createdAt})`,
    })
    .from(people)
    .where(and(eq(people.createdBy, userId), sql`${people.nameKey} <> ''`))
    .groupBy(people.nameKey, people.companyId)
    .having(sql`count(*) > 1`)
    .orderBy(asc(people.nameKey))
    .limit(limit);
  return [
    ...byEmail.map((r) => ({ reason: "email" as const, key: r.key ?? "", ids: r.ids })),
    ...byName.map((r) => ({ reason: "name_company" as const, key: r.key, ids: r.ids })),
  ];
}

export async function duplicateCompanyGroups(
  db: Exec,
  userId: string,
  limit: number,
): Promise<{ reason: "name" | "domain"; key: string; ids: string[] }[]> {
  const byName = await db
    .select({
      key: companies.nameKey,
      ids: sql<string[]>`array_agg(${companies.id}::text order by ${companies.createdAt})`,
    })
    .from(companies)
    .where(and(eq(companies.createdBy, userId), sql`${companies.nameKey} <> ''`))
    .groupBy(companies.nameKey)
    .having(sql`count(*) > 1`)
    .orderBy(asc(companies.nameKey))
    .limit(limit);
  const byDomain = await db
    .select({
      key: companies.domain,
      ids: sql<string[]>`array_agg(${companies.id}::text order by ${companies.createdAt})`,
    })
    .from(companies)
    .where(and(eq(companies.createdBy, userId), isNotNull(companies.domain)))
    .groupBy(companies.domain)
    .having(sql`count(*) > 1`)
    .orderBy(asc(companies.domain))
    .limit(limit);
  return [
    ...byName.map((r) => ({ reason: "name" as const, key: r.key, ids: r.ids })),
    ...byDomain.map((r) => ({ reason: "domain" as const, key: r.key ?? "", ids: r.ids })),
  ];
}

/**
 * Points every foreign key that references `table`.id at `keepId` instead of `fromIds` (a company's people,
 * and whatever later features link to people or companies), so a merge keeps every link.
 */
export async function repointReferences(db: Exec, table: "people" | "companies", keepId: string, fromIds: string[]) {
  if (fromIds.length === 0) return;
  const refs = await db.execute<{ tbl: string; col: string }>(sql`
    select c.conrelid::regclass::text as tbl, a.attname as col
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.confrelid = ${table}::regclass and array_length(c.conkey, 1) = 1`);
  for (const ref of refs.rows) {
    await db.execute(
      sql`update ${sql.identifier(ref.tbl)} set ${sql.identifier(ref.col)} = ${keepId} where ${sql.identifier(ref.col)} = any(${sql.param(fromIds)}::uuid[])`,
    );
  }
}

// ─── Tags ──────────────────────────────────────────────────────────────────

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

// ─── Custom fields ─────────────────────────────────────────────────────────

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

// ─── Bulk writes for imports: one statement per batch, arrays instead of thousands of parameters ───

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
