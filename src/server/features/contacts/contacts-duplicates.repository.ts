// Duplicate groups of people and companies, and re-pointing references when records are merged.
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { companies, people } from "#server/db/schema/contacts.ts";
import type { Exec } from "#server/features/contacts/contacts-common.repository.ts";

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
