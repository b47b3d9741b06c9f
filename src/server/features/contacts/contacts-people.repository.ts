// People: the list (search, tag filter, sort), lookups and writes.
import { and, asc, eq, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
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
import { listTotal } from "#server/db/list-totals.ts";
import {
  keysJson,
  type ListSort,
  listOrder,
  parseSeekVariant,
  type RowPosition,
  type Seek,
  seekCondition,
  seekValues,
  seekVariant,
  textKey,
  timeKey,
} from "#server/platform/keyset.ts";
import { pageVariant, pageWindow, runPrepared, statementVariants } from "#server/platform/prepared-statements.ts";
import { indexStretch } from "#server/platform/rare-trigrams.ts";

export type PersonWithTags = PersonWithCompany & { tags: { id: string; name: string }[] };

/**
 * People whose full name, e-mail, phone or company name contains the term; each arm has a trigram index. "q":
 * the pattern as is (custom plans, a common term). "r" (a term with a rare stretch, platform/rare-trigrams.ts):
 * each index gets only the rare stretch (`stretch`) and the candidates are tested for the whole term (`term`,
 * lower-cased: strpos of lower() is what ILIKE does), both hidden in InitPlans so the plan cannot depend on
 * them and PostgreSQL reuses one generic plan instead of planning each request (~0.65 ms).
 */
function personMatches(userId: SQLWrapper, mode: "q" | "r") {
  const match =
    mode === "q"
      ? (column: SQL) => sql`${column} ilike ${pattern}`
      : (column: SQL) =>
          sql`(${column} ilike (select ${stretch}::text) and strpos(lower(${column}), (select lower(${term}::text))) > 0)`;
  // = any(array(…)): the few matching ids are fetched by primary key, not hash-joined against every person.
  return sql`${people.id} = any(array(
    select p.id from people p where p.created_by = ${userId}
      and (${match(sql`(p.first_name || ' ' || p.last_name)`)} or ${match(sql`p.email`)} or ${match(sql`p.phone`)})
    union
    select p.id from companies c join people p on p.company_id = c.id
      where c.created_by = ${userId} and p.created_by = ${userId} and ${match(sql`c.name`)}))`;
}

/** The statistics objects whose trigram frequencies decide a people search's index stretch. */
export const PEOPLE_TRIGRAM_STATS = [
  "people_name_trgm_stat",
  "people_email_trgm_stat",
  "people_phone_trgm_stat",
  "companies_name_trgm_stat",
];

/** Sorts by key; `notNull` ones are served by the (owner, lower(last), lower(first), id) indexes both ways. */
export const personSorts: Record<string, ListSort> = {
  firstName: {
    keys: [textKey(sql`lower(${people.firstName})`), textKey(sql`lower(${people.lastName})`)],
    notNull: true,
  },
  lastName: {
    keys: [textKey(sql`lower(${people.lastName})`), textKey(sql`lower(${people.firstName})`)],
    notNull: true,
  },
  name: { keys: [textKey(sql`lower(${people.firstName})`), textKey(sql`lower(${people.lastName})`)], notNull: true },
  email: { keys: [textKey(sql`lower(${people.email})`)] },
  phone: { keys: [textKey(sql`${people.phone}`)] },
  position: { keys: [textKey(sql`lower(${people.position})`)] },
  company: { keys: [textKey(sql`lower(${companies.name})`)] },
  createdAt: { keys: [timeKey(sql`${people.createdAt}`)], notNull: true },
  updatedAt: { keys: [timeKey(sql`${people.updatedAt}`)], notNull: true },
};

/** The row's tags as JSON, in the order the list shows them (folded into the page query: no second round trip). */
const personTags = sql`coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by lower(t.name))
  from tag_assignments ta join tags t on t.id = ta.tag_id
  where ta.entity_type = 'people' and ta.entity_id = "people"."id"), '[]'::json)`;

const userId = sql.placeholder("userId");
const pattern = sql.placeholder("pattern");
const stretch = sql.placeholder("stretch");
const term = sql.placeholder("term");
const tagId = sql.placeholder("tagId");

/**
 * The list's WHERE for a variant's filters ("q" search of a common term, "r" of a term with a rare stretch, "t"
 * tag), over the unaliased people table.
 */
function personWhere(filters: string): SQL {
  const where: SQL[] = [sql`${people.createdBy} = ${userId}`];
  if (filters.includes("q")) where.push(personMatches(userId, "q"));
  if (filters.includes("r")) where.push(personMatches(userId, "r"));
  if (filters.includes("t")) where.push(hasTag("people", tagId));
  return sql.join(where, sql` and `);
}

/**
 * The page's total column: unfiltered, the exact total from list_totals; filtered, the matches counted up to
 * COUNT_CAP + 1 (decision 0023) in the same statement, so a search or tag page is one round trip.
 */
function totalColumn(filters: string) {
  if (!filters) return listTotal(userId, "people");
  return cappedCount(filters);
}

/** A filtered list's matches, counted up to COUNT_CAP + 1 (decision 0023), as a scalar subquery. */
function cappedCount(filters: string) {
  return sql`(select count(*)::int from (select 1 from ${people} where ${personWhere(filters)} limit ${COUNT_CAP + 1}) capped)`;
}

/**
 * One page in one statement, prepared per variant (sort.direction.filters.page.seek): the page's ids first, read
 * in index order and stopped at the page (tags and company names are computed for those 20 rows only — at
 * offset 50,000 the projection used to run for every skipped row), then the rows, their tags, their sort keys
 * (for the page's cursor) and, unfiltered, the exact total from list_totals. With a seek the ids start right
 * after (or before) the cursor's row instead of past an offset (decision 0051).
 */
const pageStatement = statementVariants("people.list", (variant) => {
  const [field = "lastName", direction, filters = "", window = "page", seekPart = ""] = variant.split(".");
  const sort = personSorts[field] ?? (personSorts.lastName as ListSort);
  const seek = parseSeekVariant(seekPart);
  const descending = direction === "desc";
  const order = listOrder(sort, { descending, id: people.id, backward: seek?.backward });
  const where = seek
    ? sql`${personWhere(filters)} and ${seekCondition(sort, { descending, id: people.id, ...seek })}`
    : personWhere(filters);
  // Only the company sort reads the company: with the join in place PostgreSQL counts company_id as needed and
  // skips an offset's entries through the table instead of the (owner, names, id) index alone (decision 0051).
  const companyJoin =
    field === "company" ? sql`left join ${companies} on ${companies.id} = ${people.companyId}` : sql``;
  // The outer tables are named "people" and "companies" for the tags subquery and the sort keys; the inner ones
  // shadow them inside array(…).
  return sql`select "people".id, "people".first_name, "people".last_name, "people".email, "people".phone,
      "people".position, "people".company_id, "people".address, "people".linkedin_url, "people".custom_fields,
      "people".email_key, "people".name_key, "people".created_by, "people".created_at, "people".updated_at,
      "companies".name as company_name, ${personTags} as tags, ${totalColumn(filters)} as total,
      ${keysJson(sort)} as sort_keys
    from unnest(array(
      select ${people.id} from ${people} ${companyJoin}
      where ${where} order by ${sql.join(order, sql`, `)}
      ${pageWindow(window)}
    )) with ordinality page(id, n)
    join people "people" on "people".id = page.id
    left join companies "companies" on "companies".id = "people".company_id
    order by page.n ${sql.raw(seek?.backward ? "desc" : "asc")}`;
});

/** The count alone, for a page past the end (no row to carry it). */
const countStatement = statementVariants("people.count", (filters) => sql`select ${cappedCount(filters)} as n`);

type PageRow = {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  position: string | null;
  company_id: string | null;
  address: string | null;
  linkedin_url: string | null;
  custom_fields: Record<string, string>;
  email_key: string | null;
  name_key: string;
  created_by: string;
  created_at: Date;
  updated_at: Date;
  company_name: string | null;
  tags: { id: string; name: string }[];
  total: number;
  sort_keys: RowPosition["keys"];
};

/** The list's sort as named in the request (default lastName), and whether it reads descending. */
export function personSortOf(sort: string | undefined): { name: string; spec: ListSort; descending: boolean } {
  const field = (sort ?? "lastName").replace(/^-/, "");
  const known = field in personSorts ? field : "lastName";
  const descending = !!sort?.startsWith("-");
  return { name: `${descending ? "-" : ""}${known}`, spec: personSorts[known] as ListSort, descending };
}

/**
 * One page of the list; a filtered list (search, tag) counts its matches up to COUNT_CAP (decision 0023).
 * `offset` is the page's absolute position (for totals); with `seek` the rows are read from the cursor's row
 * and `seek.skip` rows are skipped instead.
 */
export async function listPeopleRows(
  db: Db,
  owner: string,
  opts: { q?: string; sort?: string; tagId?: string; limit: number; offset: number; seek?: Seek | null },
): Promise<{ rows: PersonWithTags[]; total: number; positions: RowPosition[] }> {
  const stretch = opts.q ? await indexStretch(db, PEOPLE_TRIGRAM_STATS, opts.q) : null;
  const search = opts.q ? (stretch === null ? "q" : "r") : "";
  const filters = `${search}${opts.tagId ? "t" : ""}`;
  const field = (opts.sort ?? "lastName").replace(/^-/, "");
  const direction = opts.sort?.startsWith("-") ? "desc" : "asc";
  const seek = opts.seek ?? null;
  const skip = seek ? seek.skip : opts.offset;
  const values = {
    userId: owner,
    pattern: search === "q" && opts.q ? likePattern(opts.q) : null,
    stretch: stretch === null ? null : likePattern(stretch),
    term: search === "r" ? opts.q : null,
    tagId: opts.tagId ?? null,
    limit: opts.limit,
    offset: skip,
    ...seekValues(seek),
  };
  const known = field in personSorts ? field : "lastName";
  const rows = await runPrepared<PageRow>(
    db,
    pageStatement(`${known}.${direction}.${filters}.${pageVariant(opts.limit, skip)}${seekVariant(seek)}`),
    values,
  );
  const page = { offset: opts.offset, limit: opts.limit, rows: rows.length };
  const total = filters
    ? await boundedTotal(page, async () => {
        if (rows[0]) return rows[0].total;
        // Past the last page: no row carries the count.
        const [row] = await runPrepared<{ n: number }>(db, countStatement(filters), values);
        return row?.n ?? 0;
      })
    : (rows[0]?.total ?? (await readListTotal(db, owner, "people")));
  return { rows: rows.map(toPersonRow), total, positions: rows.map((r) => ({ keys: r.sort_keys, id: r.id })) };
}

function toPersonRow(r: PageRow): PersonWithTags {
  return {
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    phone: r.phone,
    position: r.position,
    companyId: r.company_id,
    address: r.address,
    linkedinUrl: r.linkedin_url,
    customFields: r.custom_fields,
    emailKey: r.email_key,
    nameKey: r.name_key,
    createdBy: r.created_by,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    companyName: r.company_name,
    tags: r.tags,
  };
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
