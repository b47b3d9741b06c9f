// Properties (crm-documents.md §3 Property; domain notes 'Properties and spaces'): buildings with a parent/child
// hierarchy, their spaces (suites/units), files (photos, brochures, floor plans) and links to leases,
// memoranda, deal rooms, projects and contacts.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { profiles } from "#server/db/schema/auth.ts";
import { leases } from "#server/db/schema/documents.ts";
import { timestamps } from "#server/db/schema/columns.ts";

export const properties = pgTable(
  "properties",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    buildingName: text("building_name"),
    locationStreetAddress: text("location_street_address"),
    locationCity: text("location_city"),
    locationState: text("location_state"),
    locationPostalCode: text("location_postal_code"),
    locationCountry: text("location_country"),
    locationLatitude: doublePrecision("location_latitude"),
    locationLongitude: doublePrecision("location_longitude"),
    /** Normalised street (shared/rules/address-normalize.ts), kept by the service for address matching. */
    streetKey: text("street_key"),
    /** Normalised city. */
    cityKey: text("city_key"),
    propertyType: text("property_type").notNull().default("Other"),
    description: text("description"),
    parentPropertyId: uuid("parent_property_id").references((): AnyPgColumn => properties.id, {
      onDelete: "set null",
    }),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    streetViewImageUrl: text("street_view_image_url"),
    sourceUrl: text("source_url"),
    /** Building size in square feet (rentable area of the building as a whole). */
    sizeSf: doublePrecision("size_sf"),
    yearBuilt: integer("year_built"),
    price: doublePrecision("price"),
    units: integer("units"),
    /** Further facts from a listing or brochure (clear height, docks, parking, brokers...), label → value. */
    details: jsonb("details").$type<Record<string, string>>().notNull().default({}),
    customFields: jsonb("custom_fields").$type<Record<string, string>>().notNull().default({}),
    /** pending → done | failed | skipped (no geocoder configured). Failures are logged, not shown (§4, §8). */
    geocodeStatus: text("geocode_status").notNull().default("skipped"),
    /**
     * What the list's search box matches (name, building, street, city), lowercased and stored: a match is
     * rechecked against this column instead of rebuilding and case-folding the text per candidate row. Its
     * first 640 characters (a full name and building name, and then some): the column is carried in a btree
     * entry (see below), whose limit is 2,704 bytes — 640 four-byte characters fit.
     */
    /**
     * A child's parent's name, lowercased (null at the top level): the list's sort by parent reads its order
     * from an index instead of joining and sorting every parent per page. Kept by triggers on insert, reparent,
     * the parent's rename and its deletion (decision 0044, fourth addendum); never written by the app.
     */
    parentSortKey: text("parent_sort_key"),
    listText: text("list_text").generatedAlwaysAs(
      sql`left(lower(name || ' ' || coalesce(building_name, '') || ' ' || coalesce(location_street_address, '') || ' ' || coalesce(location_city, '')), 640)`,
    ),
    ...timestamps,
  },
  (t) => [
    index("properties_owner_updated_idx").on(t.createdBy, t.updatedAt.desc(), t.id),
    // A search reads the same order from properties_owner_updated_text_idx, which also carries list_text (INCLUDE,
    // in the custom migration: drizzle cannot say it) and is tested on the index entry, never the table; pages
    // without a search keep this slimmer index (an offset of 10,000 entries read 20 % faster; decision 0044).
    index("properties_owner_name_idx").on(t.createdBy, sql`lower(${t.name})`),
    index("properties_owner_city_idx").on(t.createdBy, t.cityKey),
    // Type (+ city) filters read the page in updated order and count their matches from the index alone;
    // the type facet and a type-only filter use its prefix.
    index("properties_owner_type_city_idx").on(t.createdBy, t.propertyType, t.cityKey, t.updatedAt.desc(), t.id),
    index("properties_owner_street_key_idx").on(t.createdBy, sql`${t.streetKey} text_pattern_ops`),
    index("properties_street_fts_idx").using("gin", sql`to_tsvector('simple', coalesce(${t.streetKey}, ''))`),
    index("properties_parent_idx").on(t.parentPropertyId),
    // Sort by parent: the children half, by their parent's name, parent id and own id — one index per direction
    // (the id ascends both ways), read forwards or backwards from a keyset seek (decision 0044, addendum 4).
    index("properties_owner_parent_sort_idx")
      .on(t.createdBy, t.parentSortKey, t.parentPropertyId, t.id)
      .where(sql`${t.parentSortKey} is not null`),
    index("properties_owner_parent_sort_desc_idx")
      .on(t.createdBy, t.parentSortKey.desc().nullsLast(), t.parentPropertyId.desc().nullsLast(), t.id)
      .where(sql`${t.parentSortKey} is not null`),
    // Sort by parent: the top-level half in id order (decision 0033).
    index("properties_owner_top_level_idx").on(t.createdBy, t.id).where(sql`${t.parentPropertyId} is null`),
    // The map's "N properties have no coordinates" count reads only those rows' index entries.
    index("properties_owner_no_coordinates_idx")
      .on(t.createdBy)
      .where(sql`${t.locationLatitude} is null or ${t.locationLongitude} is null`),
    // Map pins: properties_owner_pins_cover_idx (custom migration: drizzle cannot say INCLUDE) on (created_by,
    // updated_at desc, id, latitude, longitude) INCLUDE (name) where located — the most recently updated first,
    // the bounds tested on the index entry, and the pin's name read from it too: no table read for any pin.
    // The map's first view: the box around the pins from the ends of these two indexes (four index probes).
    index("properties_owner_latitude_idx")
      .on(t.createdBy, t.locationLatitude)
      .where(sql`${t.locationLatitude} is not null and ${t.locationLongitude} is not null`),
    index("properties_owner_longitude_idx")
      .on(t.createdBy, t.locationLongitude)
      .where(sql`${t.locationLatitude} is not null and ${t.locationLongitude} is not null`),
    // List search (LIKE '%q%' over list_text) through the owner's trigrams only (btree_gin), not a scan of
    // every row nor the candidates of every user; new rows go straight into the index (no pending list).
    index("properties_owner_list_text_trgm_idx")
      .using("gin", t.createdBy, sql`${t.listText} gin_trgm_ops`)
      .with({ fastupdate: "off" }),
    check("properties_name_check", sql`length(btrim(${t.name})) between 1 and 300`),
    check("properties_not_own_parent", sql`${t.parentPropertyId} is null or ${t.parentPropertyId} <> ${t.id}`),
    check(
      "properties_coordinates_check",
      sql`(${t.locationLatitude} is null or ${t.locationLatitude} between -90 and 90) and (${t.locationLongitude} is null or ${t.locationLongitude} between -180 and 180)`,
    ),
    check("properties_geocode_status_check", sql`${t.geocodeStatus} in ('pending','done','failed','skipped')`),
  ],
);

export const spaces = pgTable(
  "spaces",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    /** Suite or unit label as the building uses it ('Suite 200', 'Unit B'). */
    suite: text("suite").notNull(),
    floor: text("floor"),
    rsf: integer("rsf"),
    availableDate: date("available_date", { mode: "string" }),
    /** Asking rent in $/SF/year. */
    askingRent: doublePrecision("asking_rent"),
    rentType: text("rent_type"),
    status: text("status").notNull().default("available"),
    /** The lease in place for a leased space (its premises). */
    leaseId: uuid("lease_id").references(() => leases.id, { onDelete: "set null" }),
    tenantName: text("tenant_name"),
    leaseExpiration: date("lease_expiration", { mode: "string" }),
    notes: text("notes"),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [
    index("spaces_property_idx").on(t.propertyId, t.suite),
    index("spaces_lease_idx").on(t.leaseId),
    index("spaces_owner_idx").on(t.createdBy),
    check("spaces_suite_check", sql`length(btrim(${t.suite})) between 1 and 100`),
    check("spaces_rsf_check", sql`${t.rsf} is null or ${t.rsf} >= 0`),
    check("spaces_rent_check", sql`${t.askingRent} is null or ${t.askingRent} >= 0`),
    check("spaces_rent_type_check", sql`${t.rentType} is null or ${t.rentType} in ('FS','MG','NNN')`),
    check("spaces_status_check", sql`${t.status} in ('available','leased')`),
  ],
);

/** Photos (bucket property_photos), brochures and floor plans (bucket property-documents). */
export const propertyFiles = pgTable(
  "property_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    bucket: text("bucket").notNull(),
    storageKey: text("storage_key").notNull(),
    name: text("name").notNull(),
    size: integer("size").notNull(),
    contentType: text("content_type").notNull(),
    /** upload (by the user), pdf (page image of a brochure), extraction (the brochure a property came from). */
    source: text("source").notNull().default("upload"),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("property_files_property_idx").on(t.propertyId, t.kind, t.createdAt),
    check("property_files_kind_check", sql`${t.kind} in ('photo','brochure','floorplan')`),
    check("property_files_source_check", sql`${t.source} in ('upload','pdf','extraction')`),
  ],
);

/** A property's links to records of other features. */
export const propertyLinks = pgTable(
  "property_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    entityType: text("entity_type").notNull(),
    entityId: uuid("entity_id").notNull(),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("property_links_unique").on(t.propertyId, t.entityType, t.entityId),
    index("property_links_entity_idx").on(t.entityType, t.entityId),
    check(
      "property_links_entity_type_check",
      sql`${t.entityType} in ('lease','offering_memorandum','dealroom','project','person','company')`,
    ),
  ],
);
