// People: the list (search, tag filter, sort), lookups and writes.
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { companies, people } from "#server/db/schema/contacts.ts";
import {
  type Exec,
  type PersonRow,
  type PersonInsert,
  type PersonWithCompany,
  likePattern,
  hasTag,
  COUNT_CAP,
  boundedTotal,
} from "#server/features/contacts/contacts-common.repository.ts";

const personSelect = { person: people, companyName: companies.name };

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
