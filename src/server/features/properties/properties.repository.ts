// Properties data access (properties, hierarchy, address matching). Every function takes the acting user and
// scopes by created_by; spaces, files and links are in properties-parts.repository.ts.
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "#server/db/client.ts";
import { properties } from "#server/db/schema/properties.ts";
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

export async function childRows(db: Exec, userId: string, parentId: string): Promise<PropertyListRow[]> {
  return db
    .select(listColumns)
    .from(properties)
    .leftJoin(parent, eq(parent.id, properties.parentPropertyId))
    .where(and(eq(properties.createdBy, userId), eq(properties.parentPropertyId, parentId)))
    .orderBy(asc(sql`lower(${properties.name})`))
    .limit(500);
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
