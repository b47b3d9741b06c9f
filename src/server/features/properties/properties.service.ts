// Properties: list, map, detail with roll-ups, create / update / delete with the hierarchy rules.
// Rules: every read and write is scoped to the acting user (another user's property is a 404, also as a
// parent); a parent may not be the property itself or one of its descendants (400); a changed address clears
// coordinates the client did not send again and geocoding runs afterwards as a job (crm-documents.md §4, §5).
import { listPropertyRows, mapRows, propertySortOf } from "#server/features/properties/properties-list.repository.ts";
import * as parts from "#server/features/properties/properties-parts.repository.ts";
import * as repo from "#server/features/properties/properties.repository.ts";
import {
  rowAddress,
  toFileDto,
  toLinkDto,
  toListItem,
  toRollupSpace,
  toSpaceDto,
} from "#server/features/properties/properties-dto.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import type { AppContext } from "#server/platform/http.ts";
import { pageCursor, seekFromCursor } from "#server/platform/keyset.ts";
import {
  PARENT_CYCLE_MESSAGE,
  type PropertyDto,
  type PropertyFields,
  type propertyListQuery,
  type propertyMapQuery,
  type propertyUpdate,
} from "#shared/contract/properties.ts";
import { normalizeAddress, normalizeCity } from "#shared/rules/address-normalize.ts";
import { isValidParent } from "#shared/rules/property-hierarchy.ts";
import { computeRollup } from "#shared/rules/property-rollup.ts";
import type { z } from "zod";

export const GEOCODE_JOB = "properties.geocode";
export type GeocodeJob = { propertyId: string; userId: string };
type Ctx = Pick<AppContext, "db" | "storage" | "jobs" | "events" | "log" | "config">;

const ADDRESS_KEYS = [
  "locationStreetAddress",
  "locationCity",
  "locationState",
  "locationPostalCode",
  "locationCountry",
] as const;

/** Contract fields → row values, with the matching keys the repository searches on. */
export function toRowValues(fields: Partial<PropertyFields>): Partial<repo.PropertyInsert> {
  const out: Partial<repo.PropertyInsert> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  }
  if (fields.locationStreetAddress !== undefined)
    out.streetKey = normalizeAddress(fields.locationStreetAddress) || null;
  if (fields.locationCity !== undefined) out.cityKey = normalizeCity(fields.locationCity) || null;
  return out;
}

export function createPropertiesService(ctx: Ctx) {
  const { db } = ctx;

  const publish = (userId: string, id?: string) =>
    ctx.events.publish(userId, { type: "properties.updated", entity: "properties", id }).catch(() => {});

  async function requireProperty(userId: string, id: string) {
    const row = await repo.findPropertyRow(db, userId, id);
    if (!row) throw notFound("Property not found");
    return row;
  }

  async function checkParent(userId: string, propertyId: string | null, parentId: string | null | undefined) {
    if (!parentId) return;
    if (propertyId && parentId === propertyId) throw new AppError("BAD_REQUEST", PARENT_CYCLE_MESSAGE);
    if (!(await repo.ownedIds(db, userId, [parentId])).has(parentId)) throw notFound("Parent property not found");
    if (propertyId && !isValidParent(propertyId, parentId, await repo.descendantIds(db, userId, propertyId))) {
      throw new AppError("BAD_REQUEST", PARENT_CYCLE_MESSAGE);
    }
  }

  /** Geocoding after creation or an address change: a job when a geocoder is configured (§4 post-creation). */
  async function afterAddress(userId: string, row: repo.PropertyRow) {
    if (row.locationLatitude !== null && row.locationLongitude !== null) {
      await ctx.jobs.send<GeocodeJob>(GEOCODE_JOB, { propertyId: row.id, userId }).catch((err) => {
        ctx.log.warn({ err, propertyId: row.id }, "street view update not queued");
      });
      return;
    }
    const geocoding = Boolean(ctx.config.googleMapsApiKey || ctx.config.nominatimUrl);
    if (!geocoding || !rowAddress(row)) return;
    await repo.updatePropertyRow(db, userId, row.id, { geocodeStatus: "pending" });
    await ctx.jobs.send<GeocodeJob>(GEOCODE_JOB, { propertyId: row.id, userId }).catch((err) => {
      ctx.log.warn({ err, propertyId: row.id }, "geocoding not queued");
    });
  }

  async function detail(userId: string, id: string): Promise<PropertyDto> {
    const row = await requireProperty(userId, id);
    const below = await repo.descendantIds(db, userId, id);
    const [parentRow, children, allSpaces, files, links] = await Promise.all([
      row.parentPropertyId ? repo.findPropertyRow(db, userId, row.parentPropertyId) : null,
      repo.childRows(db, userId, id),
      parts.spaceRows(db, userId, [id, ...below]),
      parts.fileRows(db, userId, id),
      parts.linkRows(db, userId, id),
    ]);
    const titles = new Map<string, string>();
    const byType = new Map<string, parts.LinkRow[]>();
    for (const l of links) byType.set(l.entityType, [...(byType.get(l.entityType) ?? []), l]);
    await Promise.all(
      [...byType].map(async ([type, list]) => {
        const found = await parts.linkableRecords(
          db,
          userId,
          type as Parameters<typeof parts.linkableRecords>[2],
          list.map((l) => l.entityId),
        );
        for (const f of found) titles.set(`${type}:${f.id}`, f.title);
      }),
    );
    const fileDtos = await Promise.all(files.map((f) => toFileDto(ctx.storage, f)));
    const today = new Date().toISOString().slice(0, 10);
    return {
      id: row.id,
      name: row.name,
      buildingName: row.buildingName,
      locationStreetAddress: row.locationStreetAddress,
      locationCity: row.locationCity,
      locationState: row.locationState,
      locationPostalCode: row.locationPostalCode,
      locationCountry: row.locationCountry,
      locationLatitude: row.locationLatitude,
      locationLongitude: row.locationLongitude,
      address: rowAddress(row),
      propertyType: row.propertyType,
      description: row.description,
      parentPropertyId: row.parentPropertyId,
      parent: parentRow ? { id: parentRow.id, name: parentRow.name } : null,
      streetViewImageUrl: row.streetViewImageUrl,
      sourceUrl: row.sourceUrl,
      sizeSf: row.sizeSf,
      yearBuilt: row.yearBuilt,
      price: row.price,
      units: row.units,
      details: row.details,
      customFields: row.customFields,
      geocodeStatus: row.geocodeStatus,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      children: children.map(toListItem),
      spaces: allSpaces.filter((s) => s.propertyId === id).map(toSpaceDto),
      photos: fileDtos.filter((f) => f.kind === "photo"),
      propertyBrochures: fileDtos.filter((f) => f.kind === "brochure"),
      propertyFloorplans: fileDtos.filter((f) => f.kind === "floorplan"),
      // A link to a record the user can no longer open stays hidden.
      links: links
        .filter((l) => titles.has(`${l.entityType}:${l.entityId}`))
        .map((l) => toLinkDto(l, titles.get(`${l.entityType}:${l.entityId}`) as string)),
      rollup: { ...computeRollup(allSpaces.map(toRollupSpace), today), descendantCount: below.size },
    };
  }

  return {
    detail,
    requireProperty,
    publish,
    afterAddress,

    /** A page of the table; with a cursor from the page on screen it seeks instead of skipping (decision 0051). */
    async list(userId: string, query: z.output<typeof propertyListQuery>) {
      const cityKey = query.city ? normalizeCity(query.city) : null;
      const sort = propertySortOf(query.sort);
      const page = { sort: sort.name, pageSize: query.pageSize, page: query.page };
      const seek = seekFromCursor(query.cursor, page, sort.spec);
      const { rows, total, totalExact, positions } = await listPropertyRows(db, userId, query, cityKey, seek);
      return { items: rows.map(toListItem), total, totalExact, cursor: pageCursor(page, positions) };
    },

    /** The map's pins (as PostgreSQL's JSON text, `pointsJson`) and, for the first view, its box and counts. */
    async map(userId: string, query: z.output<typeof propertyMapQuery>) {
      const cityKey = query.city ? normalizeCity(query.city) : null;
      const { south, west, north, east } = query;
      const bounds =
        south !== undefined && west !== undefined && north !== undefined && east !== undefined
          ? { south, west, north, east }
          : null;
      const answer = await mapRows(db, userId, query, cityKey, bounds);
      return {
        ...answer,
        tileUrl: ctx.config.mapTileUrl ?? null,
        tileAttribution: ctx.config.mapTileAttribution ?? null,
      };
    },

    facets: (userId: string) => repo.facetRows(db, userId),

    async create(userId: string, fields: PropertyFields): Promise<PropertyDto> {
      await checkParent(userId, null, fields.parentPropertyId);
      const row = await repo.insertPropertyRow(db, userId, toRowValues(fields) as repo.PropertyInsert);
      await afterAddress(userId, row);
      await publish(userId, row.id);
      return detail(userId, row.id);
    },

    async update(userId: string, id: string, fields: z.output<typeof propertyUpdate>): Promise<PropertyDto> {
      const before = await requireProperty(userId, id);
      if (fields.parentPropertyId !== undefined) await checkParent(userId, id, fields.parentPropertyId);
      const values = toRowValues(fields);
      const addressChanged = ADDRESS_KEYS.some((k) => fields[k] !== undefined && fields[k] !== before[k]);
      if (addressChanged && fields.locationLatitude === undefined && fields.locationLongitude === undefined) {
        // §5: a new address clears captured coordinates (and the street view taken from them).
        values.locationLatitude = null;
        values.locationLongitude = null;
        values.streetViewImageUrl = null;
      }
      if (fields.customFields) {
        const merged: Record<string, string> = { ...before.customFields };
        for (const [k, v] of Object.entries(fields.customFields)) {
          if (v === null || v.trim() === "") delete merged[k];
          else merged[k] = v;
        }
        values.customFields = merged;
      }
      const row = await repo.updatePropertyRow(db, userId, id, values);
      if (!row) throw notFound("Property not found");
      if (addressChanged || fields.locationLatitude !== undefined) await afterAddress(userId, row);
      await publish(userId, id);
      return detail(userId, id);
    },

    async remove(userId: string, id: string) {
      const files = await parts.fileRows(db, userId, id);
      if (!(await repo.deletePropertyRow(db, userId, id))) throw notFound("Property not found");
      for (const f of files) {
        if ((await parts.fileKeyUses(db, f.bucket, f.storageKey)) === 0) {
          await ctx.storage.remove(f.bucket, [f.storageKey]).catch((err) => ctx.log.warn({ err }, "file not removed"));
        }
      }
      await publish(userId, id);
      return { ok: true as const };
    },
  };
}

export type PropertiesService = ReturnType<typeof createPropertiesService>;
