// The /properties table and map reads: one prepared statement per page or view (decision 0044), scoped by the
// acting user. Filters are variant letters: q search, y type, c city, p parent.
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { listTotal } from "#server/db/list-totals.ts";
import { properties } from "#server/db/schema/properties.ts";
import {
  checkParentPosition,
  parentPageIds,
  parentSort,
} from "#server/features/properties/properties-parent-sort.repository.ts";
import type { PropertyListRow } from "#server/features/properties/properties.repository.ts";
import {
  keysJson,
  type ListSort,
  listOrder,
  numberKey,
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
import { SEARCH_COUNT_SPAN, searchTotal } from "#shared/contract/common.ts";
import { MAP_POINT_CAP, type PropertyListQuery } from "#shared/contract/properties.ts";
import { indexStretch } from "#server/platform/rare-trigrams.ts";
import { mapViewStatement } from "#server/features/properties/properties-map-view.repository.ts";
import { escapeLike } from "#shared/rules/search.ts";

/** A filtered list counts its matches up to this many (+1), then reports that lower bound (decision 0023). */
const COUNT_CAP = 10_000;

type Filters = Pick<PropertyListQuery, "q" | "type" | "city" | "parentId">;
type SeekShape = NonNullable<ReturnType<typeof parseSeekVariant>>;
type Bounds = { south: number; west: number; north: number; east: number };

const userId = sql.placeholder("userId");

/** The statistics object whose trigram frequencies tell a rare search term from a common one. */
export const PROPERTY_TRIGRAM_STATS = ["properties_list_text_trgm_stat"];

/** A search is "q" (the term as a pattern) or, with a rare stretch (platform/rare-trigrams.ts), "r". */
function filterLetters(f: Filters, cityKey: string | null, search: "q" | "r" = "q"): string {
  return `${f.q?.trim() ? search : ""}${f.type ? "y" : ""}${cityKey ? "c" : ""}${f.parentId ? "p" : ""}`;
}

function filterValues(owner: string, f: Filters, cityKey: string | null, stretch: string | null = null) {
  const q = f.q?.trim();
  return {
    userId: owner,
    pattern: q ? `%${escapeLike(q)}%` : null,
    stretch: stretch === null ? null : `%${escapeLike(stretch)}%`,
    term: q ?? null,
    type: f.type ?? null,
    cityKey,
    parentId: f.parentId ?? null,
  };
}

/** WHERE over the unaliased properties table for a variant's filter letters ("r" needs rareCte). */
function filterSql(letters: string): SQL {
  const parts: SQL[] = [sql`${properties.createdBy} = ${userId}`];
  if (letters.includes("y")) parts.push(sql`${properties.propertyType} = ${sql.placeholder("type")}`);
  if (letters.includes("c")) parts.push(sql`${properties.cityKey} = ${sql.placeholder("cityKey")}`);
  if (letters.includes("p")) parts.push(sql`${properties.parentPropertyId} = ${sql.placeholder("parentId")}`);
  if (letters.includes("q")) parts.push(sql`${properties.listText} like lower(${sql.placeholder("pattern")})`);
  if (letters.includes("r")) parts.push(sql`${properties.id} = any((select rare.ids from rare)::uuid[])`);
  return sql.join(parts, sql` and `);
}

/**
 * A rare term's matches, collected once: the trigram index is given only the term's rare stretch, and the whole
 * term is tested on those few candidates (strpos of the lowercased term is the "contains" LIKE tests). The
 * values sit in InitPlans, so PostgreSQL keeps one generic plan for every term instead of planning each request
 * (and never asks the index about trigrams every property shares, such as those of "building").
 */
const rareCte = sql`rare as materialized (select array(select ${properties.id} from ${properties}
    where ${properties.createdBy} = ${userId} and ${properties.listText} like (select lower(${sql.placeholder("stretch")}::text))
      and strpos(${properties.listText}, (select lower(${sql.placeholder("term")}::text))) > 0) as ids)`;

/**
 * The table's sorts (decision 0051): keys, then the id. Updated is read from the (created_by, updated_at desc
 * nulls last, id) index, forwards or backwards (descIndex) — with plain "desc" (nulls first) PostgreSQL read all
 * 20,000 entries and sorted them for page 1 (2.6 ms instead of 0.05). Name and type are never null, so their
 * indexes serve both directions; address and size keep nulls last both ways. Sort by parent is its own shape
 * (properties-parent-sort.repository.ts).
 */
const propertySorts: Record<string, ListSort> = {
  updatedAt: { keys: [timeKey(sql`${properties.updatedAt}`)], notNull: true, descIndex: true },
  name: { keys: [textKey(sql`lower(${properties.name})`)], notNull: true },
  address: { keys: [textKey(sql`${properties.streetKey}`)] },
  propertyType: { keys: [textKey(sql`${properties.propertyType}`)], notNull: true },
  sizeSf: { keys: [numberKey(sql`${properties.sizeSf}`)] },
};

/** The sort as named in the request (default "-updatedAt"); `parent`: the parent sort's own shape. */
export function propertySortOf(sort: string | undefined) {
  const name = sort ?? "-updatedAt";
  const field = name.replace(/^-/, "");
  const parent = field === "parent";
  const spec = parent ? parentSort : (propertySorts[field] ?? (propertySorts.updatedAt as ListSort));
  return { name, spec, parent, descending: name.startsWith("-") };
}

/**
 * The page's ids in order, after (or, read backwards, before) the cursor's row when the variant seeks
 * (platform/keyset.ts, decision 0051).
 */
function pageIds(sort: string, letters: string, window: SQL, take: SQL, seek: SeekShape | null = null): SQL {
  const { spec, parent, descending } = propertySortOf(sort);
  if (parent) {
    const parentSeek = seek ? { backward: seek.backward, group: seek.nulls[0] ? (1 as const) : (0 as const) } : null;
    return parentPageIds(descending, filterSql(letters), window, take, parentSeek);
  }
  const by = { descending, id: properties.id };
  const order = sql.join(listOrder(spec, { ...by, backward: seek?.backward }), sql`, `);
  const where = seek ? sql`${filterSql(letters)} and ${seekCondition(spec, { ...by, ...seek })}` : filterSql(letters);
  if (spec === propertySorts.updatedAt && letters.includes("q")) {
    // A common term in the updated order: walk the user's properties in that order (the index that carries
    // list_text, read index-only) and test the term on each entry until the read is long enough. "offset 0"
    // keeps the test out of the walk, and the pattern in an InitPlan, so one generic plan serves every term;
    // planned with the term, the same read cost half again as much in planning.
    const rest = filterSql(letters.replace("q", ""));
    return sql`select w.id from (select ${properties.id}, ${properties.listText} from ${properties} where ${rest}
        order by ${order} offset 0) w
      where w.list_text like (select lower(${sql.placeholder("pattern")}::text)) ${window}`;
  }
  return sql`select ${properties.id} from ${properties} where ${where} order by ${order} ${window}`;
}

/**
 * An unfiltered page of the updated order typed by number (no cursor) past the list's middle: read from the
 * list's far end, the index backwards, skipping total − offset − limit entries instead of offset — a hand-typed
 * deep address skips at most half the list (page 900 of 1,000: 2,000 entries, not 18,000). The total is
 * list_totals' counter, kept in the same transactions as the rows (decision 0033), so both ends count the same
 * rows; the page is turned round after the read. Only one arm of the CASE runs. Other sorts keep the offset:
 * their offset pages read the table (name) or sort (size) and the CASE made their shallow pages dearer.
 */
function idsFromEitherEnd(sort: string): SQL {
  const { spec, descending } = propertySortOf(sort);
  const by = { descending, id: properties.id };
  const order = (backward: boolean) => sql.join(listOrder(spec, { ...by, backward }), sql`, `);
  const total = listTotal(userId, "properties");
  const offset = sql`${sql.placeholder("offset")}::int`;
  const limit = sql`${sql.placeholder("limit")}::int`;
  const fromEnd = sql`select ${properties.id} from ${properties} where ${filterSql("")} order by ${order(true)}
    limit greatest(least(${offset} + ${limit}, ${total}) - ${offset}, 0) offset greatest(${total} - ${offset} - ${limit}, 0)`;
  return sql`case when ${offset} > ${total} - ${offset} - ${limit}
    then array(select e.id from unnest(array(${fromEnd})) with ordinality e(id, n) order by e.n desc)
    else array(select ${properties.id} from ${properties} where ${filterSql("")} order by ${order(false)}
      limit ${limit} offset ${offset}) end`;
}

/** The user's total (unfiltered: the counter kept by triggers, decision 0033), or the matches up to COUNT_CAP + 1. */
function totalSql(letters: string): SQL {
  return letters
    ? sql`(select count(*)::int from (select 1 from ${properties} where ${filterSql(letters)}
        limit ${COUNT_CAP + 1}) capped)`
    : listTotal(userId, "properties");
}

// The outer row is named "properties", as in the sort keys' expressions (the cursor's keysJson).
const columns = sql`"properties".id, "properties".name, "properties".building_name as "buildingName",
      "properties".location_street_address as street, "properties".location_city as city,
      "properties".location_state as state, "properties".location_postal_code as "postalCode",
      "properties".location_country as country, "properties".property_type as "propertyType",
      "properties".size_sf as "sizeSf", "properties".location_latitude as latitude,
      "properties".location_longitude as longitude, "properties".updated_at as "updatedAt",
      parent.id as "parentId", parent.name as "parentName",
      (select count(*)::int from properties c where c.parent_property_id = "properties".id) as "childCount"`;
const rowsJoin = sql`join properties "properties" on "properties".id = page.id
    left join properties parent on parent.id = "properties".parent_property_id`;

/** The first row of a page's rows, or a page of a search: literals for a first page (see pageVariant). */
const literalOr = (first: RegExpExecArray | null, value: (n: number) => number, name: string) =>
  first ? sql.raw(String(value(Number(first[1])))) : sql`${sql.placeholder(name)}`;

/**
 * One page in one statement, prepared per variant (sort.filters.page[.seek]): the ids first (index order,
 * stopped at the page; with a seek, from the cursor's row — decision 0051), then those rows with their parent,
 * child count, sort keys (the page's cursor) and the total (exact from list_totals, or the filtered matches
 * counted from the filter's index — decision 0044). A search (q) reads its matching ids in page order up to
 * SEARCH_COUNT_SPAN past the page's start once, answers the page from them and how many it read ("reached"):
 * a common word's page walks the covering (owner, updated, id) index checking list_text on the index entry.
 * A search pages by offset: its read is bounded by its reach, and its total depends on where the read starts.
 */
const pageStatement = statementVariants("properties.list", (variant) => {
  const [sort = "-updatedAt", letters = "", window = "page", seekPart = ""] = variant.split(".");
  const first = /^first(\d+)$/.exec(window);
  if (!/[qr]/.test(letters)) {
    const take = literalOr(first, (n) => n, "take");
    const seek = parseSeekVariant(seekPart);
    const eitherEnd = !letters && !first && !seek && propertySortOf(sort).spec === propertySorts.updatedAt;
    const ids = eitherEnd
      ? idsFromEitherEnd(sort)
      : sql`array(${pageIds(sort, letters, pageWindow(window), take, seek)})`;
    return sql`select ${columns}, ${totalSql(letters)} as total, ${keysJson(propertySortOf(sort).spec)} as "sortKeys"
    from unnest(${ids}) with ordinality page(id, n)
    ${rowsJoin}
    order by page.n ${sql.raw(seek?.backward ? "desc" : "asc")}`;
  }
  const reach = literalOr(first, () => SEARCH_COUNT_SPAN + 1, "reach");
  const offset = literalOr(first, () => 0, "offset");
  const limit = literalOr(first, (n) => n, "limit");
  return sql`with ${letters.includes("r") ? sql`${rareCte},` : sql``} reached as materialized (
      select id, n from unnest(array(${pageIds(sort, letters, sql`limit ${reach}`, reach)})) with ordinality r(id, n))
    select ${columns}, (select count(*)::int from reached) as reached
    from (select id, n from reached where n > ${offset} order by n limit ${limit}) page
    ${rowsJoin}
    order by page.n`;
});

/** The total alone, for a page past the last one (no row to carry it); a search counts up to its reach. */
const totalStatement = statementVariants("properties.total", (letters) =>
  /[qr]/.test(letters)
    ? sql`${letters.includes("r") ? sql`with ${rareCte} ` : sql``}select count(*)::int as n from (select 1
        from ${properties} where ${filterSql(letters)} limit ${sql.placeholder("reach")}) capped`
    : sql`select ${totalSql(letters)} as n`,
);

export type PropertyPage = { rows: PropertyListRow[]; total: number; totalExact: boolean; positions: RowPosition[] };
type FoundRow = PropertyListRow & { total?: number; reached?: number; sortKeys?: RowPosition["keys"] };

/**
 * One page of the list with its total: one statement, and a second only for a page past the end. `seek`
 * (from the request's cursor) applies to an unsearched list in a keyset sort; its rows' positions make the
 * next cursor.
 */
export async function listPropertyRows(
  db: Db,
  owner: string,
  query: Filters & { page: number; pageSize: number; sort?: string },
  cityKey: string | null,
  seek: Seek | null = null,
): Promise<PropertyPage> {
  const q = query.q?.trim();
  const stretch = q ? await indexStretch(db, PROPERTY_TRIGRAM_STATS, q) : null;
  const letters = filterLetters(query, cityKey, stretch === null ? "q" : "r");
  const search = /[qr]/.test(letters);
  const sort = propertySortOf(query.sort);
  const seeking = search ? null : seek;
  if (seeking && sort.parent) checkParentPosition(seeking.from);
  const limit = query.pageSize;
  const offset = (query.page - 1) * query.pageSize;
  const skip = seeking ? seeking.skip : offset;
  const reach = offset + SEARCH_COUNT_SPAN + 1;
  const values = {
    ...filterValues(owner, query, cityKey, stretch),
    ...seekValues(seeking),
    limit,
    offset: skip,
    take: skip + limit,
    reach,
  };
  const found = await runPrepared<FoundRow>(
    db,
    pageStatement(`${sort.name}.${letters}.${pageVariant(limit, skip)}${seekVariant(seeking)}`),
    values,
  );
  const rows = found.map(({ total: _t, reached: _r, sortKeys: _k, ...row }) => row);
  const positions = search ? [] : found.map((r) => ({ keys: r.sortKeys ?? [], id: r.id }));
  const counted =
    (search ? found[0]?.reached : found[0]?.total) ??
    (await runPrepared<{ n: number }>(db, totalStatement(letters), values)).at(0)?.n;
  const n = Number(counted ?? 0);
  return search ? { rows, positions, ...searchTotal(n, offset) } : { rows, positions, total: n, totalExact: true };
}

/** Pins inside the bounds (the antimeridian crossed when west > east). */
function inBounds(kind: string): SQL {
  const lat = sql`${properties.locationLatitude} between ${sql.placeholder("south")} and ${sql.placeholder("north")}`;
  const lng =
    kind === "box"
      ? sql`${properties.locationLongitude} between ${sql.placeholder("west")} and ${sql.placeholder("east")}`
      : sql`(${properties.locationLongitude} >= ${sql.placeholder("west")} or ${properties.locationLongitude} <= ${sql.placeholder("east")})`;
  return sql`and ${lat} and ${lng}`;
}

/**
 * The map in one statement, prepared per variant (filters.view): up to MAP_POINT_CAP pins (most recently updated
 * first, read in the pins index's order so the read stops at one more, which says there are more) inside the bounds
 * ("box", or "wrap" across the antimeridian), read from the index alone (it carries the name), and written as
 * JSON text by PostgreSQL — the answer splices it in as is (no parse and re-serialisation in Node; decision 0044
 * addendum 3). Without bounds ("all") also the box around every pin and the counts of properties with and
 * without coordinates, for the first view. The box is four min/max reads from the ends of the latitude and
 * longitude indexes; unfiltered, the counts come from the counters kept by triggers (lists 'properties' and
 * 'properties_unlocated', decision 0044), filtered they count the matches.
 */
const mapStatement = statementVariants("properties.map", (variant) => {
  const [letters = "", view = "all"] = variant.split(".");
  const where = filterSql(letters);
  const cap = sql.raw(String(MAP_POINT_CAP));
  const located = sql`${properties.locationLatitude} is not null and ${properties.locationLongitude} is not null`;
  const pins = sql`select ${properties.id} as id, ${properties.name} as name,
      ${properties.locationLatitude} as latitude, ${properties.locationLongitude} as longitude
    from ${properties} where ${where} and ${located} ${view === "all" ? sql`` : inBounds(view)}
    order by ${properties.updatedAt} desc nulls last, ${properties.id} asc limit ${sql.raw(String(MAP_POINT_CAP + 1))}`;
  const end = (fn: SQL, column: SQL) => sql`(select ${fn}(${column}) from ${properties} where ${where} and ${located})`;
  const without = letters
    ? sql`(select count(*)::int from ${properties} where ${where}
        and (${properties.locationLatitude} is null or ${properties.locationLongitude} is null))`
    : listTotal(userId, "properties_unlocated");
  const locatedCount = letters
    ? sql`(select count(*)::int from (select 1 from ${properties} where ${where} and ${located}
        limit ${COUNT_CAP + 1}) capped)`
    : sql`(${listTotal(userId, "properties")} - ${listTotal(userId, "properties_unlocated")})`;
  const firstView =
    view === "all"
      ? sql`(select case when b.south is not null then json_build_object(
            'south', b.south, 'west', b.west, 'north', b.north, 'east', b.east) end
          from (select ${end(sql`min`, sql`${properties.locationLatitude}`)} as south,
            ${end(sql`min`, sql`${properties.locationLongitude}`)} as west,
            ${end(sql`max`, sql`${properties.locationLatitude}`)} as north,
            ${end(sql`max`, sql`${properties.locationLongitude}`)} as east) b) as extent,
        ${without} as without, ${locatedCount} as located`
      : sql`null::json as extent, null::int as without, null::int as located`;
  // One read of the pins: the first MAP_POINT_CAP as compact JSON text, and whether there was one more. (A CTE
  // with row numbers and json_build_object per pin cost PostgreSQL 1.15 ms a view instead of 0.67.)
  return sql`select m.points, m.truncated, ${firstView}
    from (select coalesce(to_json((array_agg(pin))[1:${cap}]), '[]')::text as points, count(*) > ${cap} as truncated
      from (${pins}) pin) m`;
});

export type MapAnswer = {
  /** The pins as JSON text: an array of { id, name, latitude, longitude } (the contract's mapPoint). */
  pointsJson: string;
  truncated: boolean;
  extent: Bounds | null;
  withoutCoordinates: number | null;
  located: number | null;
};

export async function mapRows(
  db: Db,
  owner: string,
  f: Filters,
  cityKey: string | null,
  bounds: Bounds | null,
): Promise<MapAnswer> {
  const view = !bounds ? "all" : bounds.west <= bounds.east ? "box" : "wrap";
  const letters = filterLetters(f, cityKey);
  if (view === "box" && letters === "" && bounds) {
    // The web's every pan and zoom: one cached plan that picks its read per view (properties-map-view.repository.ts).
    const [pins] = await runPrepared<{ points: string; truncated: boolean }>(db, mapViewStatement, {
      userId: owner,
      ...bounds,
    });
    return {
      pointsJson: pins?.points ?? "[]",
      truncated: pins?.truncated ?? false,
      extent: null,
      withoutCoordinates: null,
      located: null,
    };
  }
  const [row] = await runPrepared<{
    points: string;
    truncated: boolean;
    extent: Bounds | null;
    without: number | null;
    located: number | null;
  }>(
    db,
    mapStatement(`${letters}.${view}`),
    { ...filterValues(owner, f, cityKey), ...bounds },
    // A filtered view's bounds decide its plan: a city reads the pins index in updated order and stops at the cap,
    // a block reads the longitude range and sorts its few pins. The generic plan, costing any bounds at a default
    // 0.5 %, always took the longitude range — every pin of the band, sorted (0.7 ms instead of 0.35 at 20,000).
    view === "all" ? "cached" : "each-run",
  );
  return {
    pointsJson: row?.points ?? "[]",
    truncated: row?.truncated ?? false,
    extent: row?.extent ?? null,
    withoutCoordinates: row?.without ?? null,
    located: row?.located ?? null,
  };
}
