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
  readListTotal,
} from "#server/features/contacts/contacts-common.repository.ts";
import { listOrder, listTotal } from "#server/db/list-totals.ts";

export type PersonWithTags = PersonWithCompany & { tags: { id: string; name: string }[] };

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

/** Sorts by key; `notNull` ones are served by the (owner, lower(last), lower(first), id) indexes both ways. */
const personSorts: Record<string, { keys: SQL[]; notNull?: boolean }> = {
  firstName: { keys: [sql`lower(${people.firstName})`, sql`lower(${people.lastName})`], notNull: true },
  lastName: { keys: [sql`lower(${people.lastName})`, sql`lower(${people.firstName})`], notNull: true },
  name: { keys: [sql`lower(${people.firstName})`, sql`lower(${people.lastName})`], notNull: true },
  email: { keys: [sql`lower(${people.email})`] },
  phone: { keys: [sql`${people.phone}`] },
  position: { keys: [sql`lower(${people.position})`] },
  company: { keys: [sql`lower(${companies.name})`] },
  createdAt: { keys: [sql`${people.createdAt}`], notNull: true },
  updatedAt: { keys: [sql`${people.updatedAt}`], notNull: true },
};

/** The row's tags as JSON, in the order the list shows them (folded into the page query: no second round trip). */
const personTags = sql<
  { id: string; name: string }[]
>`coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by lower(t.name))
  from tag_assignments ta join tags t on t.id = ta.tag_id
  where ta.entity_type = 'people' and ta.entity_id = "people"."id"), '[]'::json)`;

/**
 * One page of the list in one statement: the rows, their tags and, unfiltered, the exact total from
 * list_totals. A filtered list (search, tag) counts its matches up to COUNT_CAP (decision 0023).
 */
export async function listPeopleRows(
  db: Exec,
  userId: string,
  opts: { q?: string; sort?: string; tagId?: string; limit: number; offset: number },
): Promise<{ rows: PersonWithTags[]; total: number }> {
  const where: SQL[] = [eq(people.createdBy, userId)];
  if (opts.q) {
    // First or last name alone are substrings of "first last", so the full name covers them.
    where.push(personMatches(userId, likePattern(opts.q)));
  }
  if (opts.tagId) where.push(hasTag("people", opts.tagId));
  const filtered = where.length > 1;
  const sort = personSorts[(opts.sort ?? "lastName").replace(/^-/, "")] ?? (personSorts.lastName as { keys: SQL[] });
  const order = listOrder(sort.keys, {
    descending: opts.sort?.startsWith("-") ?? false,
    notNull: !!sort.notNull,
    id: people.id,
  });
  const rows = await db
    .select({ ...personSelect, tags: personTags, total: listTotal(userId, "people") })
    .from(people)
    .leftJoin(companies, eq(companies.id, people.companyId))
    .where(and(...where))
    .orderBy(...order)
    .limit(opts.limit)
    .offset(opts.offset);
  const page = { offset: opts.offset, limit: opts.limit, rows: rows.length };
  const total = filtered
    ? await boundedTotal(page, async () => {
        const capped = db
          .select({ one: sql`1` })
          .from(people)
          .where(and(...where))
          .limit(COUNT_CAP + 1)
          .as("capped");
        const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(capped);
        return row?.n ?? 0;
      })
    : (rows[0]?.total ?? (await readListTotal(db, userId, "people")));
  return { rows: rows.map((r) => ({ ...r.person, companyName: r.companyName, tags: r.tags })), total };
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
