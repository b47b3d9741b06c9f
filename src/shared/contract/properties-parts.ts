// A property's parts (crm-documents.md §3): spaces (suite, floor, RSF, availability, asking rent and FS/MG/NNN,
// available/leased), photos, brochures and floor plans, links to other records, and the roll-up a parent shows.
import { z } from "zod";
import { optionalText, text } from "#shared/contract/contacts-common.ts";
import { idParams } from "#shared/contract/common.ts";
import { defineRoute } from "#shared/contract/route.ts";

export const rentTypeSchema = z.enum(["FS", "MG", "NNN"], { error: "Rent type must be FS, MG or NNN" });
export const spaceStatusSchema = z.enum(["available", "leased"], { error: "Status must be available or leased" });
const isoDate = z.iso.date({ error: "Use a date like 2026-01-31" });

export const spaceFields = z.object({
  suite: text().trim().min(1, "Suite or unit is required").max(100),
  floor: optionalText(50),
  rsf: z.number().int().min(0).max(100_000_000).nullable().optional(),
  availableDate: isoDate.nullable().optional(),
  askingRent: z.number().finite().min(0).max(1_000_000).nullable().optional(),
  rentType: rentTypeSchema.nullable().optional(),
  status: spaceStatusSchema.optional(),
  leaseId: z.uuid().nullable().optional(),
  tenantName: optionalText(200),
  leaseExpiration: isoDate.nullable().optional(),
  notes: optionalText(2000),
});
export type SpaceCreate = z.input<typeof spaceFields>;
export const spaceUpdate = spaceFields.partial();

export const spaceDto = z.object({
  id: z.string(),
  propertyId: z.string(),
  suite: z.string(),
  floor: z.string().nullable(),
  rsf: z.number().nullable(),
  availableDate: z.string().nullable(),
  askingRent: z.number().nullable(),
  rentType: z.string().nullable(),
  status: spaceStatusSchema,
  lease: z.object({ id: z.string(), title: z.string() }).nullable(),
  tenantName: z.string().nullable(),
  leaseExpiration: z.string().nullable(),
  notes: z.string().nullable(),
  updatedAt: z.string(),
});
export type SpaceDto = z.infer<typeof spaceDto>;

export const fileKinds = ["photo", "brochure", "floorplan"] as const;
export const fileKindSchema = z.enum(fileKinds, { error: "Kind must be photo, brochure or floorplan" });
export type FileKind = z.infer<typeof fileKindSchema>;

export const propertyFileDto = z.object({
  id: z.string(),
  kind: fileKindSchema,
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  url: z.string(),
  uploadedAt: z.string(),
  source: z.string(),
});
export type PropertyFileDto = z.infer<typeof propertyFileDto>;

/** Records a property links to. */
export const linkTypes = ["lease", "offering_memorandum", "dealroom", "project", "person", "company"] as const;
export const linkTypeSchema = z.enum(linkTypes, { error: "Unknown record type" });
export type LinkType = z.infer<typeof linkTypeSchema>;
export const propertyLinkDto = z.object({
  id: z.string(),
  entityType: linkTypeSchema,
  entityId: z.string(),
  title: z.string(),
});
export type PropertyLinkDto = z.infer<typeof propertyLinkDto>;

export const expirationDto = z.object({
  spaceId: z.string(),
  propertyId: z.string(),
  suite: z.string(),
  tenantName: z.string().nullable(),
  rsf: z.number().nullable(),
  expiration: z.string(),
});
export const rollupDto = z.object({
  spaceCount: z.number().int(),
  totalRsf: z.number(),
  leasedRsf: z.number(),
  availableRsf: z.number(),
  vacancyPct: z.number().nullable(),
  waltYears: z.number().nullable(),
  nextExpirations: z.array(expirationDto),
  /** How many descendant properties contributed. */
  descendantCount: z.number().int(),
});
export type RollupDto = z.infer<typeof rollupDto>;

const spaceParams = z.object({ id: z.uuid(), spaceId: z.uuid() });

export const createSpace = defineRoute({
  method: "POST",
  path: "/api/properties/:id/spaces",
  feature: "docanalysis",
  params: idParams,
  body: spaceFields,
  response: spaceDto,
});
export const updateSpace = defineRoute({
  method: "PATCH",
  path: "/api/properties/:id/spaces/:spaceId",
  feature: "docanalysis",
  params: spaceParams,
  body: spaceUpdate,
  response: spaceDto,
});
export const deleteSpace = defineRoute({
  method: "DELETE",
  path: "/api/properties/:id/spaces/:spaceId",
  feature: "docanalysis",
  params: spaceParams,
  response: z.object({ ok: z.literal(true) }),
});

/** Upload is multipart (field `file`); kind in the query. Photos: JPEG/PNG/WebP; brochures and plans: PDF. */
export const uploadPropertyFile = defineRoute({
  method: "POST",
  path: "/api/properties/:id/files",
  feature: "docanalysis",
  params: idParams,
  query: z.object({ kind: fileKindSchema }),
  response: propertyFileDto,
});
export const deletePropertyFile = defineRoute({
  method: "DELETE",
  path: "/api/properties/:id/files/:fileId",
  feature: "docanalysis",
  params: z.object({ id: z.uuid(), fileId: z.uuid() }),
  response: z.object({ ok: z.literal(true) }),
});

export const addPropertyLink = defineRoute({
  method: "POST",
  path: "/api/properties/:id/links",
  feature: "docanalysis",
  params: idParams,
  body: z.object({ entityType: linkTypeSchema, entityId: z.uuid() }),
  response: propertyLinkDto,
});
export const removePropertyLink = defineRoute({
  method: "DELETE",
  path: "/api/properties/:id/links/:linkId",
  feature: "docanalysis",
  params: z.object({ id: z.uuid(), linkId: z.uuid() }),
  response: z.object({ ok: z.literal(true) }),
});

/** Records of other features the caller may link, by title (for the link picker). */
export const linkCandidates = defineRoute({
  method: "GET",
  path: "/api/properties/link-candidates",
  feature: "docanalysis",
  query: z.object({ type: linkTypeSchema, q: text().trim().max(200).optional() }),
  response: z.object({ items: z.array(z.object({ id: z.string(), title: z.string() })) }),
});
