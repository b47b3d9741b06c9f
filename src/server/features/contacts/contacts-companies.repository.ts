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
  COUNT_CAP,
  boundedTotal,
  readListTotal,
} from "#server/features/contacts/contacts-common.repository.ts";
import { listOrder, listTotal } from "#server/db/list-totals.ts";

export type CompanyWithTags = CompanyWithCount & { tags: { id: string; name: string }[] };

const peopleCountSql = sql<number>`(select count(*) from people p where p.company_id = "companies"."id")`.mapWith(
  Number,
);

/**
 * A company's searchable fields as one text — name, website, phone, address — joined by the unit separator
 * (chr(31)), which the contract refuses in any input, so a term never matches across two fields. The same
 * expression is indexed by the owner-led trigram index companies_owner_contact_text_trgm_idx (decision 0036):
 * four ORed columns, only one of them indexed, made the list read every company of the user for a rare term.
 */
const companyText = sql`(coalesce(${companies.name}, '') || chr(31) || coalesce(${companies.website}, '') || chr(31) ||
  coalesce(${companies.phone}, '') || chr(31) || coalesce(${companies.address}, ''))`;

/** Sorts by key; `notNull` ones are served by an (owner, key) index in both directions. */
const companySorts: Record<string, { keys: SQL[]; notNull?: boolean }> = {
  name: { keys: [sql`lower(${companies.name})`], notNull: true },
  website: { keys: [sql`lower(${companies.website})`] },
  phone: { keys: [sql`${companies.phone}`] },
  peopleCount: { keys: [peopleCountSql], notNull: true },
  createdAt: { keys: [sql`${companies.createdAt}`], notNull: true },
  updatedAt: { keys: [sql`${companies.updatedAt}`], notNull: true },
};

/** The row's tags as JSON, in the order the list shows them (folded into the page query). */
const companyTags = sql<
  { id: string; name: string }[]
>`coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by lower(t.name))
  from tag_assignments ta join tags t on t.id = ta.tag_id
  where ta.entity_type = 'companies' and ta.entity_id = "companies"."id"), '[]'::json)`;

/**
 * One page in one statement: rows, people counts, tags and, unfiltered, the exact total from list_totals
 * (it was `count(*) over ()`, which read and sorted every company of the user: 980 ms at 100,000). A filtered
 * list counts its matches up to COUNT_CAP (decision 0023).
 */
export async function listCompanyRows(
  db: Exec,
  userId: string,
  opts: { q?: string; sort?: string; tagId?: string; limit: number; offset: number },
): Promise<{ rows: CompanyWithTags[]; total: number }> {
  const where: SQL[] = [eq(companies.createdBy, userId)];
  if (opts.q) where.push(sql`${companyText} ilike ${likePattern(opts.q)}`);
  if (opts.tagId) where.push(hasTag("companies", opts.tagId));
  const filtered = where.length > 1;
  const sort = companySorts[(opts.sort ?? "name").replace(/^-/, "")] ?? (companySorts.name as { keys: SQL[] });
  const order = listOrder(sort.keys, {
    descending: opts.sort?.startsWith("-") ?? false,
    notNull: !!sort.notNull,
    id: companies.id,
  });
  const rows = await db
    .select({
      company: companies,
      peopleCount: peopleCountSql,
      tags: companyTags,
      total: listTotal(userId, "companies"),
    })
    .from(companies)
    .where(and(...where))
    .orderBy(...order)
    .limit(opts.limit)
    .offset(opts.offset);
  const page = { offset: opts.offset, limit: opts.limit, rows: rows.length };
  const total = filtered
    ? await boundedTotal(page, async () => {
        const capped = db
          .select({ one: sql`1` })
          .from(companies)
          .where(and(...where))
          .limit(COUNT_CAP + 1)
          .as("capped");
        const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(capped);
        return row?.n ?? 0;
      })
    : (rows[0]?.total ?? (await readListTotal(db, userId, "companies")));
  return { rows: rows.map((r) => ({ ...r.company, peopleCount: r.peopleCount, tags: r.tags })), total };
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
