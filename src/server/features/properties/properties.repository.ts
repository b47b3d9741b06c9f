// Properties data access (properties, hierarchy, address matching). Every function takes the acting user and
// scopes by created_by; spaces, files and links are in properties-parts.repository.ts.
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client.ts";
import { listTotal } from "#server/db/list-totals.ts";
import { properties, propertySearchText } from "#server/db/schema/properties.ts";
import type { PropertyListQuery } from "#shared/contract/properties.ts";
import { ADDRESS_MATCH_LIMIT, type AddressQuery } from "#shared/rules/address-match.ts";
import { escapeLike } from "#shared/rules/search.ts";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Exec = Db | Tx;
export type PropertyRow = typeof properties.$inferSelect;
export type PropertyInsert = Omit<typeof properties.$inferInsert, "createdBy" | "id">;

const parent = alias(properties, "parent");
const contains = (q: string) => `%${escapeLike(q)}%`;

const listColumns = {
  id: properties.id,
  name: properties.name,
  buildingName: properties.buildingName,
  street: properties.locationStreetAddress,
  city: properties.locationCity,
  state: properties.locationState,
  postalCode: properties.locationPostalCode,
  country: properties.locationCountry,
  propertyType: properties.propertyType,
  sizeSf: properties.sizeSf,
  latitude: properties.locationLatitude,
  longitude: properties.locationLongitude,
  updatedAt: properties.updatedAt,
  parentId: parent.id,
  parentName: parent.name,
  childCount: sql<number>`(select count(*)::int from ${properties} c where c.parent_property_id = ${properties.id})`,
};
export type PropertyListRow = {
  id: string;
  name: string;
  buildingName: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
  propertyType: string;
  sizeSf: number | null;
  latitude: number | null;
  longitude: number | null;
  updatedAt: Date;
  parentId: string | null;
  parentName: string | null;
  childCount: number;
};

type Filters = Pick<PropertyListQuery, "q" | "type" | "city" | "parentId">;

function filterWhere(userId: string, f: Filters, cityKey: string | null): SQL | undefined {
  const q = f.q?.trim();
  return and(
    eq(properties.createdBy, userId),
    f.type ? eq(properties.propertyType, f.type) : undefined,
    cityKey ? eq(properties.cityKey, cityKey) : undefined,
    f.parentId ? eq(properties.parentPropertyId, f.parentId) : undefined,
    q ? sql`${propertySearchText(properties)} ilike ${contains(q)}` : undefined,
  );
}

const sortColumns: Record<string, SQL> = {
  name: sql`lower(${properties.name})`,
  address: sql`${properties.streetKey}`,
  propertyType: sql`${properties.propertyType}`,
  sizeSf: sql`${properties.sizeSf}`,
  parent: sql`lower(${parent.name})`,
};

/** ORDER BY for a list sort; the default (updated) follows the (created_by, updated_at desc, id) index. */
function orderOf(sort: string): SQL[] {
  const descending = sort.startsWith("-");
  const column = sortColumns[sort.replace(/^-/, "")];
  if (!column) {
    return descending
      ? [sql`${properties.updatedAt} desc`, sql`${properties.id} asc`]
      : [sql`${properties.updatedAt} asc`, sql`${properties.id} desc`];
  }
  return [descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`, sql`${properties.id} asc`];
}

/** A filtered list counts its matches up to this many (+1), then reports that lower bound (decision 0023). */
const COUNT_CAP = 10_000;

/**
 * One page of the list: the page's ids first (index-only where it can), then the full rows of those 20.
 * Unfiltered, the exact total comes from list_totals with the ids (decision 0033); filtered, matches are
 * counted up to COUNT_CAP beside it.
 */
export async function listPropertyRows(
  db: Exec,
  userId: string,
  query: Filters & { page: number; pageSize: number; sort?: string },
  cityKey: string | null,
): Promise<{ rows: PropertyListRow[]; total: number }> {
  const where = filterWhere(userId, query, cityKey);
  const filtered = !!(query.q?.trim() || query.type || cityKey || query.parentId);
  const sort = query.sort ?? "-updatedAt";
  const limit = query.pageSize;
  const offset = (query.page - 1) * query.pageSize;
  const [page, counted] = await Promise.all([
    sort.replace(/^-/, "") === "parent"
      ? idsByParent(db, userId, where, sort.startsWith("-"), limit, offset)
      : db
          .select({ id: properties.id, total: listTotal(userId, "properties") })
          .from(properties)
          .where(where)
          .orderBy(...orderOf(sort))
          .limit(limit)
          .offset(offset),
    filtered
      ? db.select({ n: sql<number>`count(*)::int` }).from(
          db
            .select({ one: sql`1` })
            .from(properties)
            .where(where)
            .limit(COUNT_CAP + 1)
            .as("capped"),
        )
      : Promise.resolve(null),
  ]);
  const total = counted ? (counted[0]?.n ?? 0) : Number(page[0]?.total ?? (await unfilteredTotal(db, userId)));
  const ids = page.map((r) => r.id);
  if (ids.length === 0) return { rows: [], total };
  const rows = await db
    .select(listColumns)
    .from(properties)
    .leftJoin(parent, eq(parent.id, properties.parentPropertyId))
    .where(inArray(properties.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total };
}

async function unfilteredTotal(db: Exec, userId: string): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select ${listTotal(userId, "properties")} as n`);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * Page ids sorted by parent name (nulls last either way, then id): children ordered by their parent's name,
 * then the top-level properties by id, each half reading at most offset + limit rows. Sorting the whole
 * parent join took 86 ms at 20,000 properties.
 */
async function idsByParent(
  db: Exec,
  userId: string,
  where: SQL | undefined,
  descending: boolean,
  limit: number,
  offset: number,
) {
  const dir = descending ? sql`desc` : sql`asc`;
  const take = offset + limit;
  const result = await db.execute<{ id: string; total: number }>(sql`
    select u.id, ${listTotal(userId, "properties")} as total from (
      (select ${properties.id} as id, 0 as grp, lower(parent.name) as k from ${properties}
        join ${properties} parent on parent.id = ${properties.parentPropertyId}
        where ${where} order by lower(parent.name) ${dir}, ${properties.id} asc limit ${take})
      union all
      (select ${properties.id}, 1, null from ${properties}
        where ${where} and ${properties.parentPropertyId} is null order by ${properties.id} asc limit ${take})
    ) u order by u.grp, u.k ${dir}, u.id asc limit ${limit} offset ${offset}`);
  return result.rows;
}

export async function childRows(db: Exec, userId: string, parentId: string): Promise<PropertyListRow[]> {
  return db
    .select(listColumns)
    .from(properties)
    .leftJoin(parent, eq(parent.id, properties.parentPropertyId))
    .where(and(eq(properties.createdBy, userId), eq(properties.parentPropertyId, parentId)))
    .orderBy(asc(sql`lower(${properties.name})`))
    .limit(500);
}

export type MapPointRow = { id: string; name: string; latitude: number; longitude: number };
type Bounds = { south: number; west: number; north: number; east: number };

/** Pins inside the bounds (the antimeridian crossed when west > east). */
function inBounds(b: Bounds): SQL {
  const lat = sql`${properties.locationLatitude} between ${b.south} and ${b.north}`;
  const lng =
    b.west <= b.east
      ? sql`${properties.locationLongitude} between ${b.west} and ${b.east}`
      : sql`(${properties.locationLongitude} >= ${b.west} or ${properties.locationLongitude} <= ${b.east})`;
  return sql`${lat} and ${lng}`;
}

/**
 * The map in one statement: up to `limit` + 1 pins (most recently updated first, so `limit` + 1 says there
 * are more) inside the bounds; without bounds also the box around every pin and the count of properties
 * without coordinates, for the first view.
 */
export async function mapRows(
  db: Exec,
  userId: string,
  f: Filters,
  cityKey: string | null,
  bounds: Bounds | null,
  limit: number,
): Promise<{ rows: MapPointRow[]; extent: Bounds | null; withoutCoordinates: number | null }> {
  const where = filterWhere(userId, f, cityKey);
  const located = sql`${properties.locationLatitude} is not null and ${properties.locationLongitude} is not null`;
  const pins = sql`select ${properties.id} as id, ${properties.name} as name,
      ${properties.locationLatitude} as latitude, ${properties.locationLongitude} as longitude
    from ${properties} where ${where} and ${located} ${bounds ? sql`and ${inBounds(bounds)}` : sql``}
    order by ${properties.updatedAt} desc, ${properties.id} desc limit ${limit + 1}`;
  const firstView = bounds
    ? sql`null::json as extent, null::int as without`
    : sql`(select case when count(*) > 0 then json_build_object(
          'south', min(${properties.locationLatitude}), 'west', min(${properties.locationLongitude}),
          'north', max(${properties.locationLatitude}), 'east', max(${properties.locationLongitude})) end
        from ${properties} where ${where} and ${located}) as extent,
      (select count(*)::int from ${properties} where ${where}
        and (${properties.locationLatitude} is null or ${properties.locationLongitude} is null)) as without`;
  const result = await db.execute<{ points: MapPointRow[]; extent: Bounds | null; without: number | null }>(sql`
    select coalesce((select json_agg(p) from (${pins}) p), '[]'::json) as points, ${firstView}`);
  const row = result.rows[0];
  return { rows: row?.points ?? [], extent: row?.extent ?? null, withoutCoordinates: row?.without ?? null };
}

export async function facetRows(db: Exec, userId: string) {
  const [types, cities] = await Promise.all([
    db
      .selectDistinct({ v: properties.propertyType })
      .from(properties)
      .where(eq(properties.createdBy, userId))
      .orderBy(properties.propertyType),
    db.execute<{ v: string }>(sql`select min(${properties.locationCity}) as v from ${properties}
      where ${properties.createdBy} = ${userId} and ${properties.cityKey} is not null and ${properties.cityKey} <> ''
      group by ${properties.cityKey} order by 1 limit 500`),
  ]);
  return { types: types.map((t) => t.v), cities: cities.rows.map((c) => c.v) };
}

export async function findPropertyRow(db: Exec, userId: string, id: string): Promise<PropertyRow | null> {
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.id, id), eq(properties.createdBy, userId)));
  return row ?? null;
}

/** Property rows of this user among `ids` (for checking a parent exists and is theirs). */
export async function ownedIds(db: Exec, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.createdBy, userId), inArray(properties.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function insertPropertyRow(db: Exec, userId: string, values: PropertyInsert): Promise<PropertyRow> {
  const [row] = await db
    .insert(properties)
    .values({ ...values, createdBy: userId })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updatePropertyRow(db: Exec, userId: string, id: string, values: Partial<PropertyInsert>) {
  const [row] = await db
    .update(properties)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(properties.id, id), eq(properties.createdBy, userId)))
    .returning();
  return row ?? null;
}

const LOCATION_KEYS = [
  "locationStreetAddress",
  "locationCity",
  "locationState",
  "locationPostalCode",
  "locationCountry",
  "locationLatitude",
  "locationLongitude",
] as const;
/** The location a background job read; its result is written only if the row still has that location. */
export type LocationSnapshot = Pick<PropertyRow, (typeof LOCATION_KEYS)[number]>;

/**
 * Writes a geocoding result unless the user changed the address or coordinates since the job read them
 * (that edit queued its own job): a late result for an old address must not overwrite the new one.
 */
export async function updateIfLocationUnchanged(
  db: Exec,
  userId: string,
  id: string,
  seen: LocationSnapshot,
  values: Partial<PropertyInsert>,
): Promise<boolean> {
  const same = LOCATION_KEYS.map((k) => sql`${properties[k]} is not distinct from ${seen[k]}`);
  const rows = await db
    .update(properties)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(properties.id, id), eq(properties.createdBy, userId), ...same))
    .returning({ id: properties.id });
  return rows.length > 0;
}

export async function deletePropertyRow(db: Exec, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(properties)
    .where(and(eq(properties.id, id), eq(properties.createdBy, userId)))
    .returning({ id: properties.id });
  return rows.length > 0;
}

/** Ids of every property below `id` (children, grandchildren, ...), the user's only. */
export async function descendantIds(db: Exec, userId: string, id: string): Promise<Set<string>> {
  const result = await db.execute<{ id: string }>(sql`
    with recursive below(id, depth) as (
      select p.id, 1 from ${properties} p where p.parent_property_id = ${id} and p.created_by = ${userId}
      union
      select p.id, b.depth + 1 from ${properties} p join below b on p.parent_property_id = b.id
      where p.created_by = ${userId} and b.depth < 50
    ) select id from below`);
  return new Set(result.rows.map((r) => r.id));
}

/** For each id, the root of its hierarchy (walking parent links up). */
export async function topLevelIds(db: Exec, userId: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute<{ start: string; id: string }>(sql`
    with recursive up(start, id, parent_id, depth) as (
      select p.id, p.id, p.parent_property_id, 0 from ${properties} p
      where p.id in (${sql.join(
        ids.map((i) => sql`${i}::uuid`),
        sql`, `,
      )}) and p.created_by = ${userId}
      union all
      select u.start, p.id, p.parent_property_id, u.depth + 1 from ${properties} p join up u on p.id = u.parent_id
      where p.created_by = ${userId} and u.depth < 50
    ) select start, id from up where parent_id is null`);
  return new Map(result.rows.map((r) => [r.start, r.id]));
}

export type MatchRow = {
  id: string;
  name: string;
  street: string | null;
  city: string | null;
  state: string | null;
  parentPropertyId: string | null;
  streetKey: string | null;
  cityKey: string | null;
  hasChildren: boolean;
};

const matchColumns = {
  id: properties.id,
  name: properties.name,
  street: properties.locationStreetAddress,
  city: properties.locationCity,
  state: properties.locationState,
  parentPropertyId: properties.parentPropertyId,
  streetKey: properties.streetKey,
  cityKey: properties.cityKey,
  hasChildren: sql<boolean>`exists (select 1 from ${properties} c where c.parent_property_id = ${properties.id})`,
};

/** §7: the three address reads for one address, each limited to 10 rows. */
export function addressMatchReads(db: Exec, userId: string, q: AddressQuery): Promise<MatchRow[]>[] {
  const mine = eq(properties.createdBy, userId);
  const read = (where: SQL | undefined) =>
    db
      .select(matchColumns)
      .from(properties)
      .where(and(mine, where))
      .orderBy(asc(properties.createdAt))
      .limit(ADDRESS_MATCH_LIMIT);
  const prefix = read(sql`${properties.streetKey} like ${`${escapeLike(q.street)}%`}`);
  const fullText = read(
    sql`to_tsvector('simple', coalesce(${properties.streetKey}, '')) @@ plainto_tsquery('simple', ${q.street})`,
  );
  const cityContains = q.city
    ? read(and(eq(properties.cityKey, q.city), sql`${properties.streetKey} like ${contains(q.street)}`))
    : Promise.resolve([]);
  return [prefix, fullText, cityContains];
}
