// Companies: the list with people counts, options for pickers, lookups and writes.
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { companies } from "#server/db/schema/contacts.ts";
import {
  type Exec,
  type CompanyRow,
  type CompanyInsert,
  type CompanyWithCount,
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
  countKey,
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
const companySorts: Record<string, ListSort> = {
  name: { keys: [textKey(sql`lower(${companies.name})`)], notNull: true },
  website: { keys: [textKey(sql`lower(${companies.website})`)] },
  phone: { keys: [textKey(sql`${companies.phone}`)] },
  peopleCount: { keys: [countKey(peopleCountSql)], notNull: true },
  createdAt: { keys: [timeKey(sql`${companies.createdAt}`)], notNull: true },
  updatedAt: { keys: [timeKey(sql`${companies.updatedAt}`)], notNull: true },
};

/** The list's sort as named in the request (default name), and whether it reads descending. */
export function companySortOf(sort: string | undefined): { name: string; spec: ListSort; descending: boolean } {
  const field = (sort ?? "name").replace(/^-/, "");
  const known = field in companySorts ? field : "name";
  const descending = !!sort?.startsWith("-");
  return { name: `${descending ? "-" : ""}${known}`, spec: companySorts[known] as ListSort, descending };
}

/** The row's tags as JSON, in the order the list shows them (folded into the page query). */
const companyTags = sql`coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by lower(t.name))
  from tag_assignments ta join tags t on t.id = ta.tag_id
  where ta.entity_type = 'companies' and ta.entity_id = "companies"."id"), '[]'::json)`;

const userId = sql.placeholder("userId");

/** The statistics object whose trigram frequencies decide a companies search's index stretch. */
const COMPANY_TRIGRAM_STATS = ["companies_contact_text_trgm_stat"];

/**
 * Companies whose text contains a term with a rare stretch (platform/rare-trigrams.ts): the index gets only the
 * stretch, the candidates are tested for the whole term (strpos of lower() is what ILIKE does), both hidden in
 * InitPlans so one generic plan serves every term; the matches are collected once (`matchesOnce`: few, as the
 * stretch is rare) for the page and its count, then sorted — a plan that walks the name index and filters is
 * right only for a common term ("q"). The owner is tested on the candidates (`is true` keeps it out of the
 * owner-led index, where the owner's entry lists every company of the user: 0.35 of 0.49 ms for 'Company 4242').
 */
const rareMatches = matchesOnce(sql`select ${companies.id} from ${companies}
  where (${companies.createdBy} = ${userId}) is true and ${companyText} ilike (select ${sql.placeholder("stretch")}::text)
    and strpos(lower(${companyText}), (select lower(${sql.placeholder("term")}::text))) > 0`);

/**
 * The list's WHERE for a variant's filters ("q" search of a common term, "r" of a term with a rare stretch, "t"
 * tag), over the unaliased companies table.
 */
function companyWhere(filters: string): SQL {
  const where: SQL[] = [sql`${companies.createdBy} = ${userId}`];
  if (filters.includes("q")) where.push(sql`${companyText} ilike ${sql.placeholder("pattern")}`);
  if (filters.includes("r")) where.push(rareMatches.test(companies.id));
  if (filters.includes("t")) where.push(hasTag("companies", sql.placeholder("tagId")));
  return sql.join(where, sql` and `);
}

/**
 * The page's total column: unfiltered, the exact total from list_totals; filtered, the matches counted up to
 * COUNT_CAP + 1 (decision 0023) in the same statement, so a search or tag page is one round trip.
 */
function totalColumn(filters: string) {
  if (!filters) return listTotal(userId, "companies");
  return cappedCount(filters);
}

/** A filtered list's matches, counted up to COUNT_CAP + 1 (decision 0023), as a scalar subquery. */
function cappedCount(filters: string) {
  return sql`(select count(*)::int from (select 1 from ${companies} where ${companyWhere(filters)} limit ${COUNT_CAP + 1}) capped)`;
}

/**
 * A list item as the contract's companyListItem, keys in its order (the outer "companies" row): PostgreSQL
 * writes the page's JSON, so Node neither parses the columns nor serialises them again.
 */
const companyItem = sql`select "companies".id, "companies".name, "companies".website, "companies".phone,
    "companies".address, "companies".linkedin_url as "linkedinUrl", ${peopleCountSql} as "peopleCount",
    ${companyTags} as tags, "companies".custom_fields as "customFields",
    ${isoTimeText(sql`"companies".created_at`)} as "createdAt", ${isoTimeText(sql`"companies".updated_at`)} as "updatedAt"`;

/**
 * One page in one statement, prepared per variant (sort.direction.filters.page.seek): the page's ids in index
 * order, stopped at the page, then one row: the items with people counts and tags as JSON text (computed for
 * the page's rows only; at offset 50,000 both subqueries ran for every skipped row), the first and last rows'
 * positions (for the page's cursor) and the total — unfiltered the exact one from list_totals (it was
 * `count(*) over ()`, which read and sorted every company of the user: 980 ms at 100,000), filtered the bounded
 * count — even for an empty page. With a seek the ids start right after (or before) the cursor's row (decision
 * 0051).
 */
const pageStatement = statementVariants("companies.list", (variant) => {
  const [field = "name", direction, filters = "", window = "page", seekPart = ""] = variant.split(".");
  const sort = companySorts[field] ?? (companySorts.name as ListSort);
  const seek = parseSeekVariant(seekPart);
  const descending = direction === "desc";
  const order = listOrder(sort, { descending, id: companies.id, backward: seek?.backward });
  const where = seek
    ? sql`${companyWhere(filters)} and ${seekCondition(sort, { descending, id: companies.id, ...seek })}`
    : companyWhere(filters);
  const ids = sql`select ${companies.id} from ${companies} where ${where}
    order by ${sql.join(order, sql`, `)} ${pageWindow(window)}`;
  // Read backwards, the ids come in mirrored order: the page is turned round by its ordinal.
  const backward = !!seek?.backward;
  const inOrder = sql.raw(backward ? "page.n desc" : "page.n asc");
  // The outer table is named "companies" for the item's subqueries and the sort keys; the inner one shadows it
  // in array(…).
  const opening = filters.includes("r") ? rareMatches.with : sql``;
  return sql`${opening}select ${jsonArrayText(sql`item`, inOrder)} as items, count(*)::int as n,
      ${pageEnds(keysJson(sort), sql`"companies".id`, backward)}, ${totalColumn(filters)} as total
    from ${pageIdsFrom(ids)}
    join companies "companies" on "companies".id = page.id
    cross join lateral (${companyItem}) item`;
});

/** One page of the list; a filtered list (search, tag) counts its matches up to COUNT_CAP (decision 0023). */
export async function listCompaniesPage(
  db: Db,
  owner: string,
  opts: { q?: string; sort?: string; tagId?: string; limit: number; offset: number; seek?: Seek | null },
): Promise<JsonPage> {
  const stretch = opts.q ? await indexStretch(db, COMPANY_TRIGRAM_STATS, opts.q) : null;
  const search = opts.q ? (stretch === null ? "q" : "r") : "";
  const filters = `${search}${opts.tagId ? "t" : ""}`;
  const field = (opts.sort ?? "name").replace(/^-/, "");
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
  const variant = `${field in companySorts ? field : "name"}.${direction}.${filters}.${pageVariant(opts.limit, skip)}${seekVariant(seek)}`;
  const [row] = await runPrepared<PageJsonRow>(db, pageStatement(variant), values);
  return jsonPage(row as PageJsonRow, opts, filters !== "");
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
