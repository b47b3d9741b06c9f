// Companies: the list with people counts, options for pickers, lookups and writes.
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { companies } from "#server/db/schema/contacts.ts";
import {
  type Exec,
  type CompanyRow,
  type CompanyInsert,
  type CompanyWithCount,
  likePattern,
  hasTag,
} from "#server/features/contacts/contacts-common.repository.ts";

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
