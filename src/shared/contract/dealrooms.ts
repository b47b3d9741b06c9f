// Deal rooms (spec shell-access-dealrooms §2.8–2.10, §3, §4.5–4.7, §5, §6, §7; crm-documents §7 signed URLs).
// Share links and members, documents and versions, and DocuSign have their own dealrooms-*.ts contracts.
import { z } from "zod";
import { keysetListResult, listQuery, listResult, okResponse, pageCursor } from "#shared/contract/common.ts";
import { defineRoute } from "#shared/contract/route.ts";

export const accessLevels = ["viewer", "commenter", "editor", "owner"] as const;
export const accessLevel = z.enum(accessLevels);
export type AccessLevel = z.infer<typeof accessLevel>;
/** Levels that can be granted to someone else (the creator is the one owner). */
export const invitableLevels = ["viewer", "commenter", "editor"] as const;

export const activityActions = [
  "created",
  "renamed",
  "uploaded",
  "viewed",
  "downloaded",
  "invited",
  "verified",
  "revoked",
  "signed",
  "edited",
  "deleted",
  "sent_for_signature",
  "restored",
] as const;
export type ActivityAction = (typeof activityActions)[number];

/** 'Real Estate Transaction' folder template. */
export const realEstateTransactionFolders = [
  "Property Information",
  "Title",
  "Legal",
  "Financial",
  "Leases",
  "Surveys & Plans",
  "Environmental",
  "Inspections",
  "Property Management",
  "Insurance",
] as const;

export const DEALROOM_NAME_MAX = 200;
export const dealroomName = z
  .string()
  .trim()
  .min(1, "Name is required")
  .max(DEALROOM_NAME_MAX, `Use at most ${DEALROOM_NAME_MAX} characters`);

export const uuid = z.uuid();
export const dealroomParams = z.object({ id: uuid });
export const dealroomDocumentParams = z.object({ id: uuid, documentId: uuid });

export const dealroomDto = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(["active", "archived"]),
  createdBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DealroomDto = z.infer<typeof dealroomDto>;

export const dealroomSort = z.enum(["updated_desc", "updated_asc"]);
export type DealroomSort = z.infer<typeof dealroomSort>;

export const listDealrooms = defineRoute({
  method: "GET",
  path: "/api/dealrooms",
  feature: "dealrooms",
  query: listQuery.extend({ sort: dealroomSort.default("updated_desc"), cursor: pageCursor }),
  response: keysetListResult(dealroomDto),
});

export const createDealroom = defineRoute({
  method: "POST",
  path: "/api/dealrooms",
  feature: "dealrooms",
  body: z.object({ name: dealroomName }),
  response: dealroomDto,
});

/** Who is looking at the room: a signed-in user (owner or member) or a verified outside visitor. */
export const viewerDto = z.object({
  kind: z.enum(["user", "visitor"]),
  accessLevel,
  email: z.string(),
  name: z.string().nullable(),
});
export type ViewerDto = z.infer<typeof viewerDto>;

export const dealroomDetailDto = dealroomDto.extend({
  viewer: viewerDto,
  owner: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  docusignConfigured: z.boolean(),
});
export type DealroomDetailDto = z.infer<typeof dealroomDetailDto>;

export const getDealroom = defineRoute({
  method: "GET",
  path: "/api/dealrooms/:id",
  auth: "public",
  params: dealroomParams,
  response: dealroomDetailDto,
});

export const updateDealroom = defineRoute({
  method: "PATCH",
  path: "/api/dealrooms/:id",
  auth: "public",
  params: dealroomParams,
  body: z
    .object({ name: dealroomName.optional(), status: z.enum(["active", "archived"]).optional() })
    .refine((b) => b.name !== undefined || b.status !== undefined, "Nothing to update"),
  response: dealroomDto,
});

export const deleteDealroom = defineRoute({
  method: "DELETE",
  path: "/api/dealrooms/:id",
  auth: "public",
  params: dealroomParams,
  response: okResponse,
});

/** §3/§6 public lookup (get_dealroom_by_id): only id, name, creator and sharer details. */
export const publicDealroomDto = z.object({
  id: z.string(),
  name: z.string(),
  created_by: z.string(),
  sharer_first_name: z.string().nullable(),
  sharer_last_name: z.string().nullable(),
  sharer_email: z.string().nullable(),
});
export type PublicDealroomDto = z.infer<typeof publicDealroomDto>;

export const getPublicDealroom = defineRoute({
  method: "GET",
  path: "/api/dealrooms/:id/public",
  auth: "public",
  params: dealroomParams,
  query: z.object({ token: z.string().max(200).optional() }),
  response: publicDealroomDto,
});

// ── Activity ───────────────────────────────────────────────────────────────────────────────────────

export const activityDto = z.object({
  id: z.string(),
  entityId: z.string().nullable(),
  entityType: z.string(),
  actionType: z.enum(activityActions),
  actor: z.string(),
  actorKind: z.enum(["user", "visitor", "system"]),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type ActivityDto = z.infer<typeof activityDto>;

export const listActivity = defineRoute({
  method: "GET",
  path: "/api/dealrooms/:id/activity",
  auth: "public",
  params: dealroomParams,
  query: z.object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(50),
  }),
  response: listResult(activityDto),
});
