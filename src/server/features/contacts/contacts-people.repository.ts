// People: the list (search, tag filter, sort), lookups and writes.
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { companies, people } from "#server/db/schema/contacts.ts";
import {
  type Exec,
  type PersonRow,
  type PersonInsert,
  type PersonWithCompany,
  likePattern,
  matchesOnce,
  hasTag,
  COUNT_CAP,
  type JsonPage,
  jsonPage,
  type PageJsonRow,
} from "#server/features/contacts/contacts-common.repository.ts";
import { listTotal } from "#server/db/list-totals.ts";
import {
  keysJson,
  type ListSort,
  listOrder,
  pageEnds,
  pageIdsFrom,
  parseSeekVariant,
  type Seek,
  seekCondition,
  seekValues,
  seekVariant,
  textKey,
  timeKey,
} from "#server/platform/keyset.ts";
import { pageVariant, pageWindow, runPrepared, statementVariants } from "#server/platform/prepared-statements.ts";
import { isoTimeText, jsonArrayText } from "#server/platform/json-text.ts";
import { indexStretch } from "#server/platform/rare-trigrams.ts";

/**
 * People whose full name, e-mail, phone or company name contains the term; each arm has a trigram index. "q":
 * the pattern as is (custom plans, a common term). "r" (a term with a rare stretch, platform/rare-trigrams.ts):
 * each index gets only the rare stretch (`stretch`) and the candidates are tested for the whole term (`term`,
 * lower-cased: strpos of lower() is what ILIKE does), both hidden in InitPlans so the plan cannot depend on
 * them and PostgreSQL reuses one generic plan instead of planning each request (~0.65 ms).
 */
function personMatchIds(mode: "q" | "r"): SQL {
  const match =
    mode === "q"
      ? (column: SQL) => sql`${column} ilike ${pattern}`
      : (column: SQL) =>
          sql`(${column} ilike (select ${stretch}::text) and strpos(lower(${column}), (select lower(${term}::text))) > 0)`;
  return sql`select p.id from people p where p.created_by = ${userId}
      and (${match(sql`(p.first_name || ' ' || p.last_name)`)} or ${match(sql`p.email`)} or ${match(sql`p.phone`)})
    union
    select p.id from companies c join people p on p.company_id = c.id
      where c.created_by = ${userId} and p.created_by = ${userId} and ${match(sql`c.name`)}`;
}

/**
 * A search's matches, collected once for the page and its count (`matchesOnce`); `= any(…)`: the few matching
 * ids are fetched by primary key, not hash-joined against every person.
 */
const searched = (filters: string) => {
  const mode = filters.includes("r") ? "r" : filters.includes("q") ? "q" : null;
  return mode ? matchesOnce(personMatchIds(mode)) : null;
};

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
  const search = searched(filters);
  if (search) where.push(search.test(people.id));
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
 * A list item as the contract's personListItem, keys in its order (the outer "people" and "companies" rows):
 * PostgreSQL writes the page's JSON, so Node neither parses ~19 columns per row nor serialises them again.
 */
const personItem = sql`select "people".id, "people".first_name as "firstName", "people".last_name as "lastName",
    "people".email, "people".phone, "people".position, "people".address, "people".linkedin_url as "linkedinUrl",
    case when "companies".id is not null then json_build_object('id', "companies".id, 'name', "companies".name) end
      as company,
    ${personTags} as tags, "people".custom_fields as "customFields",
    ${isoTimeText(sql`"people".created_at`)} as "createdAt", ${isoTimeText(sql`"people".updated_at`)} as "updatedAt"`;

/**
 * One page in one statement, prepared per variant (sort.direction.filters.page.seek): the page's ids first, read
 * in index order and stopped at the page (tags and company names are computed for those 20 rows only — at
 * offset 50,000 the projection used to run for every skipped row), then one row: the items as JSON text, the
 * first and last rows' positions (for the page's cursor) and the total — unfiltered the exact one from
 * list_totals, filtered the bounded count — even for an empty page. With a seek the ids start right after (or
 * before) the cursor's row instead of past an offset (decision 0051).
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
  const ids = sql`select ${people.id} from ${people} ${companyJoin}
    where ${where} order by ${sql.join(order, sql`, `)} ${pageWindow(window)}`;
  // Read backwards, the ids come in mirrored order: the page is turned round by its ordinal.
  const backward = !!seek?.backward;
  const inOrder = sql.raw(backward ? "page.n desc" : "page.n asc");
  // The outer tables are named "people" and "companies" for the item, the tags subquery and the sort keys; the
  // inner ones shadow them inside array(…).
  return sql`${searched(filters)?.with ?? sql``}select ${jsonArrayText(sql`item`, inOrder)} as items, count(*)::int as n,
      ${pageEnds(keysJson(sort), sql`"people".id`, backward)}, ${totalColumn(filters)} as total
    from ${pageIdsFrom(ids)}
    join people "people" on "people".id = page.id
    left join companies "companies" on "companies".id = "people".company_id
    cross join lateral (${personItem}) item`;
});

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
export async function listPeoplePage(
  db: Db,
  owner: string,
  opts: { q?: string; sort?: string; tagId?: string; limit: number; offset: number; seek?: Seek | null },
): Promise<JsonPage> {
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
  const [row] = await runPrepared<PageJsonRow>(
    db,
    pageStatement(`${known}.${direction}.${filters}.${pageVariant(opts.limit, skip)}${seekVariant(seek)}`),
    values,
  );
  return jsonPage(row as PageJsonRow, opts, filters !== "");
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
