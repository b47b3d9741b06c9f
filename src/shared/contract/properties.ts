// Properties (crm-documents.md §3 Property, §5, §7 'Properties'; shell §2.2–§2.6): buildings with parent/child
// hierarchy — the list, the map, the record and its CRUD. Spaces, files, links and roll-ups: properties-parts.ts;
// the Add New Property panel's matching and batch creation: properties-create.ts; extraction: properties-extract.ts.
import { z } from "zod";
import { customFieldValues, optionalText, sortParam, text } from "#shared/contract/contacts-common.ts";
import { idParams, pageCursor } from "#shared/contract/common.ts";
import { defineRoute } from "#shared/contract/route.ts";
import { propertyFileDto, propertyLinkDto, rollupDto, spaceDto } from "#shared/contract/properties-parts.ts";
import { PROPERTY_TYPES } from "#shared/rules/property-types.ts";

export const PROPERTY_NAME_REQUIRED = "Property name is required";
export const URL_REQUIRED = "URL is required";
export const PDF_REQUIRED = "Please select a PDF file";
export const PDF_TOO_LARGE_TITLE = "File too large";
export const PDF_TOO_LARGE_DETAIL = "Please select a PDF file smaller than 10MB.";
export const PDF_MAX_BYTES = 10 * 1024 * 1024;
export const PARENT_CYCLE_MESSAGE = "A property cannot be the parent of its own parent";

const latitude = z.number().min(-90).max(90).nullable().optional();
const longitude = z.number().min(-180).max(180).nullable().optional();
const nonNegative = z.number().finite().min(0).nullable().optional();
const year = z.number().int().min(1600).max(2200).nullable().optional();

export const propertyTypeSchema = z.enum(PROPERTY_TYPES, { error: "Unknown property type" });

/** Fields a user may set on a property (create and update). */
export const propertyFields = z.object({
  name: text().trim().min(1, PROPERTY_NAME_REQUIRED).max(300),
  buildingName: optionalText(300),
  locationStreetAddress: optionalText(300),
  locationCity: optionalText(120),
  locationState: optionalText(120),
  locationPostalCode: optionalText(20),
  locationCountry: optionalText(80),
  locationLatitude: latitude,
  locationLongitude: longitude,
  propertyType: propertyTypeSchema.optional(),
  description: optionalText(5000),
  parentPropertyId: z.uuid().nullable().optional(),
  sourceUrl: optionalText(2000),
  sizeSf: nonNegative,
  yearBuilt: year,
  price: nonNegative,
  units: z.number().int().min(0).max(100_000).nullable().optional(),
  details: z.record(text().max(100), text().max(2000)).optional(),
  customFields: customFieldValues.optional(),
});
export type PropertyFields = z.infer<typeof propertyFields>;
export const propertyCreate = propertyFields;
export type PropertyCreate = z.input<typeof propertyCreate>;
export const propertyUpdate = propertyFields.partial();
export type PropertyUpdate = z.input<typeof propertyUpdate>;

export const propertyRef = z.object({ id: z.string(), name: z.string() });
export type PropertyRef = z.infer<typeof propertyRef>;

export const propertyListItem = z.object({
  id: z.string(),
  name: z.string(),
  buildingName: z.string().nullable(),
  address: z.string(),
  locationCity: z.string().nullable(),
  propertyType: z.string(),
  sizeSf: z.number().nullable(),
  parent: propertyRef.nullable(),
  childCount: z.number().int(),
  locationLatitude: z.number().nullable(),
  locationLongitude: z.number().nullable(),
  updatedAt: z.string(),
});
export type PropertyListItem = z.infer<typeof propertyListItem>;

export const propertySortFields = ["name", "address", "propertyType", "sizeSf", "parent", "updatedAt"] as const;
export const propertyListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  q: text().trim().max(200).optional(),
  sort: sortParam(propertySortFields),
  type: propertyTypeSchema.optional(),
  city: text().trim().max(120).optional(),
  /** Only the children of this property. */
  parentId: z.uuid().optional(),
  /** The cursor of the page on screen when moving to `page` (keyset paging, decision 0051). */
  cursor: pageCursor,
});
export type PropertyListQuery = z.input<typeof propertyListQuery>;

export const listProperties = defineRoute({
  method: "GET",
  path: "/api/properties",
  feature: "docanalysis",
  summary: "The caller's properties, 20 a page, with search, sort and type/city filters",
  query: propertyListQuery,
  response: z.object({
    items: z.array(propertyListItem),
    total: z.number().int(),
    /** False when `total` is a lower bound: a search with more than SEARCH_COUNT_SPAN matches past the page's start. */
    totalExact: z.boolean(),
    /** Send it back with another page number to seek from this page (absent: a search, the parent sort, no rows). */
    cursor: z.string().optional(),
  }),
});

/** A pin: what the map draws and links to, nothing more. */
export const mapPoint = z.object({
  id: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type MapPoint = z.infer<typeof mapPoint>;

/**
 * The pins one request returns at most; past it the answer says `truncated` and the map asks to zoom in. 200
 * keeps a view's answer to one short index read (500 cost ~2.5× as much to read, send and draw; decision 0044).
 */
export const MAP_POINT_CAP = 200;
export const MAP_BOUNDS_MESSAGE = "Give all four map bounds (south, west, north, east) or none";

/** South/west/north/east in degrees; west > east crosses the antimeridian. */
export const mapBounds = z.object({
  south: z.number().min(-90).max(90),
  west: z.number().min(-180).max(180),
  north: z.number().min(-90).max(90),
  east: z.number().min(-180).max(180),
});
export type MapBounds = z.infer<typeof mapBounds>;

const degrees = (min: number, max: number, name: string) =>
  z.coerce
    .number({ error: `${name} must be a number of degrees` })
    .min(min, `${name} must be between ${min} and ${max}`)
    .max(max, `${name} must be between ${min} and ${max}`)
    .optional();

export const propertyMapQuery = propertyListQuery
  .pick({ q: true, type: true, city: true })
  .extend({
    south: degrees(-90, 90, "South"),
    west: degrees(-180, 180, "West"),
    north: degrees(-90, 90, "North"),
    east: degrees(-180, 180, "East"),
  })
  .refine(
    (b) =>
      [b.south, b.west, b.north, b.east].every((v) => v === undefined) ||
      [b.south, b.west, b.north, b.east].every((v) => v !== undefined),
    {
      message: MAP_BOUNDS_MESSAGE,
      path: ["south"],
    },
  )
  .refine((b) => b.south === undefined || b.north === undefined || b.south <= b.north, {
    message: "South must not be north of North",
    path: ["south"],
  });
export type PropertyMapQuery = z.input<typeof propertyMapQuery>;

export const propertyMap = defineRoute({
  method: "GET",
  path: "/api/properties/map",
  feature: "docanalysis",
  summary: `Pins of the properties with coordinates inside the given bounds (same filters as the list), at most ${MAP_POINT_CAP}`,
  query: propertyMapQuery,
  response: z.object({
    points: z.array(mapPoint),
    /** More properties lie in these bounds than were returned (the most recently updated are). */
    truncated: z.boolean(),
    /** Without bounds: the box around every matching pin, for the first view (null when none or bounds given). */
    extent: mapBounds.nullable(),
    /** Tile URL template when MAP_TILE_URL is configured; null → plain coordinate plot, no network. */
    tileUrl: z.string().nullable(),
    tileAttribution: z.string().nullable(),
    /** Without bounds: matching properties that have no coordinates (null when bounds are given). */
    withoutCoordinates: z.number().int().nullable(),
    /** Without bounds: matching properties that have coordinates, up to 10,001 (null when bounds are given). */
    located: z.number().int().nullable(),
  }),
});

/** The map's answer but its pins, which the server splices in as PostgreSQL wrote them (platform/json-text.ts). */
export const mapAnswerFields = propertyMap.response.omit({ points: true });

export const propertyFacets = defineRoute({
  method: "GET",
  path: "/api/properties/facets",
  feature: "docanalysis",
  summary: "The types and cities the caller's properties use (filter choices)",
  response: z.object({ types: z.array(z.string()), cities: z.array(z.string()) }),
});

export const propertyDto = z.object({
  id: z.string(),
  name: z.string(),
  buildingName: z.string().nullable(),
  locationStreetAddress: z.string().nullable(),
  locationCity: z.string().nullable(),
  locationState: z.string().nullable(),
  locationPostalCode: z.string().nullable(),
  locationCountry: z.string().nullable(),
  locationLatitude: z.number().nullable(),
  locationLongitude: z.number().nullable(),
  address: z.string(),
  propertyType: z.string(),
  description: z.string().nullable(),
  parentPropertyId: z.string().nullable(),
  parent: propertyRef.nullable(),
  streetViewImageUrl: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  sizeSf: z.number().nullable(),
  yearBuilt: z.number().nullable(),
  price: z.number().nullable(),
  units: z.number().nullable(),
  details: z.record(z.string(), z.string()),
  customFields: z.record(z.string(), z.string()),
  geocodeStatus: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  children: z.array(propertyListItem),
  spaces: z.array(spaceDto),
  photos: z.array(propertyFileDto),
  propertyBrochures: z.array(propertyFileDto),
  propertyFloorplans: z.array(propertyFileDto),
  links: z.array(propertyLinkDto),
  rollup: rollupDto,
});
export type PropertyDto = z.infer<typeof propertyDto>;

export const getProperty = defineRoute({
  method: "GET",
  path: "/api/properties/:id",
  feature: "docanalysis",
  params: idParams,
  response: propertyDto,
});
export const createProperty = defineRoute({
  method: "POST",
  path: "/api/properties",
  feature: "docanalysis",
  summary: "Create one property (geocoding runs afterwards as a job)",
  body: propertyCreate,
  response: propertyDto,
});
export const updateProperty = defineRoute({
  method: "PATCH",
  path: "/api/properties/:id",
  feature: "docanalysis",
  params: idParams,
  body: propertyUpdate,
  response: propertyDto,
});
export const deleteProperty = defineRoute({
  method: "DELETE",
  path: "/api/properties/:id",
  feature: "docanalysis",
  summary: "Delete a property; its children become top-level",
  params: idParams,
  response: z.object({ ok: z.literal(true) }),
});
