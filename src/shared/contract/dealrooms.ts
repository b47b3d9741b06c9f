// Deal rooms (spec shell-access-dealrooms §2.8–2.10, §3, §4.5–4.7, §5, §6, §7; crm-documents §7 signed URLs).
import { z } from "zod";
import { listQuery, listResult, okResponse } from "#shared/contract/common.ts";
import { defineRoute } from "#shared/contract/route.ts";
import { searchResultDto } from "#shared/contract/search.ts";

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

const uuid = z.uuid();
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
  query: listQuery.extend({ sort: dealroomSort.default("updated_desc") }),
  response: listResult(dealroomDto),
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

// ── Share links and outside visitors ───────────────────────────────────────────────────────────────

/** §3 share link access result (get_share_link_access), plus the public room lookup when valid. */
export const shareLinkAccessDto = z.object({
  success: z.boolean(),
  error: z.string().nullable(),
  entity_id: z.string().nullable(),
  entity_type: z.literal("dealroom"),
  access_level: accessLevel.nullable(),
  dealroom: publicDealroomDto.nullable(),
});
export type ShareLinkAccessDto = z.infer<typeof shareLinkAccessDto>;

export const getShareLinkAccess = defineRoute({
  method: "GET",
  path: "/api/dealrooms/access/:token",
  auth: "public",
  params: z.object({ token: z.string().min(1).max(200) }),
  response: shareLinkAccessDto,
});

export const VISITOR_NAME_MIN = 2;
export const verifyAccessForm = z.object({
  email: z.string().trim().email("Please enter a valid email address"),
  name: z.string().trim().min(VISITOR_NAME_MIN, "Please enter your full name").max(200),
});
export type VerifyAccessForm = z.infer<typeof verifyAccessForm>;

/** Server messages of §8 'Access Error' and 'Email mismatch' (the web matches on them). */
export const accessErrors = {
  invalidToken: "Invalid or expired access token",
  notFound: "Share link not found",
  failed: "Access verification failed",
  emailMismatch: "Email does not match invitation",
  missingToken: "Access token is missing. Please check your invitation link.",
} as const;

export const verifySharedAccess = defineRoute({
  method: "POST",
  path: "/api/dealrooms/verify-access",
  auth: "public",
  body: verifyAccessForm.extend({
    token: z.string().trim().min(1, accessErrors.missingToken).max(200),
    entityType: z.literal("dealroom").default("dealroom"),
    redirectOrigin: z.string().max(500).optional(),
  }),
  response: z.object({
    success: z.boolean(),
    message: z.string(),
    traceId: z.string(),
    /** Not used: the guest session is set as a cookie by this answer (see docs/decisions). */
    signInUrl: z.string().nullable(),
    session: z.object({ kind: z.enum(["user", "visitor"]), expiresAt: z.string() }).nullable(),
    entity_id: z.string(),
    entity_type: z.literal("dealroom"),
    access_level: accessLevel,
  }),
});

export const memberDto = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string(),
  accessLevel,
  status: z.enum(["invited", "active", "revoked"]),
  expiresAt: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The live share link of this member, for copying (owners only). */
  shareUrl: z.string().nullable(),
  expired: z.boolean(),
});
export type MemberDto = z.infer<typeof memberDto>;

export const listMembers = defineRoute({
  method: "GET",
  path: "/api/dealrooms/:id/members",
  auth: "public",
  params: dealroomParams,
  response: z.object({
    owner: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    items: z.array(memberDto),
  }),
});

export const inviteBody = z.object({
  email: z.string().trim().toLowerCase().email("Please enter a valid email address").max(320),
  name: z.string().trim().min(VISITOR_NAME_MIN, "Please enter your full name").max(200),
  accessLevel: z.enum(invitableLevels).default("viewer"),
  expiresAt: z.iso
    .datetime({ offset: true })
    .nullable()
    .optional()
    .refine((v) => !v || Date.parse(v) > Date.now(), "The expiry must be in the future"),
});
export type InviteBody = z.infer<typeof inviteBody>;

export const inviteMember = defineRoute({
  method: "POST",
  path: "/api/dealrooms/:id/members",
  auth: "public",
  params: dealroomParams,
  body: inviteBody,
  response: memberDto,
});

export const updateMember = defineRoute({
  method: "PATCH",
  path: "/api/dealrooms/:id/members/:memberId",
  auth: "public",
  params: z.object({ id: uuid, memberId: uuid }),
  body: z.object({ accessLevel: z.enum(invitableLevels) }),
  response: memberDto,
});

export const revokeMember = defineRoute({
  method: "DELETE",
  path: "/api/dealrooms/:id/members/:memberId",
  auth: "public",
  params: z.object({ id: uuid, memberId: uuid }),
  response: memberDto,
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

// ── Folders and documents ──────────────────────────────────────────────────────────────────────────

export const folderDto = z.object({ id: z.string(), name: z.string(), position: z.number(), createdAt: z.string() });
export type FolderDto = z.infer<typeof folderDto>;

export const listFolders = defineRoute({
  method: "GET",
  path: "/api/dealrooms/:id/folders",
  auth: "public",
  params: dealroomParams,
  response: z.object({ items: z.array(folderDto) }),
});

export const createFolder = defineRoute({
  method: "POST",
  path: "/api/dealrooms/:id/folders",
  auth: "public",
  params: dealroomParams,
  body: z.object({ name: z.string().trim().min(1, "Folder name is required").max(120) }),
  response: folderDto,
});

export const applyFolderTemplate = defineRoute({
  method: "POST",
  path: "/api/dealrooms/:id/folders/template",
  auth: "public",
  params: dealroomParams,
  body: z.object({ template: z.literal("real_estate_transaction") }),
  response: z.object({ items: z.array(folderDto) }),
});

export const deleteFolder = defineRoute({
  method: "DELETE",
  path: "/api/dealrooms/:id/folders/:folderId",
  auth: "public",
  params: z.object({ id: uuid, folderId: uuid }),
  response: okResponse,
});

export const signatureStatus = z.enum(["created", "sent", "delivered", "completed", "declined", "voided"]);
export type SignatureStatus = z.infer<typeof signatureStatus>;

export const envelopeDto = z.object({
  id: z.string(),
  envelopeId: z.string(),
  documentId: z.string(),
  status: signatureStatus,
  recipients: z.array(z.object({ name: z.string(), email: z.string() })),
  signedDocumentId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EnvelopeDto = z.infer<typeof envelopeDto>;

export const documentDto = z.object({
  id: z.string(),
  dealroomId: z.string(),
  folderId: z.string().nullable(),
  name: z.string(),
  kind: z.enum(["file", "richtext"]),
  mimeType: z.string().nullable(),
  sizeBytes: z.number().nullable(),
  currentVersion: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  signature: envelopeDto.nullable(),
});
export type DocumentDto = z.infer<typeof documentDto>;

export const listDocuments = defineRoute({
  method: "GET",
  path: "/api/dealrooms/:id/documents",
  auth: "public",
  params: dealroomParams,
  response: z.object({ items: z.array(documentDto) }),
});

/**
 * The room's documents by name, ranked like global search (decision 0024): for members and for a guest
 * session of this room, which cannot use /api/search (decision 0036).
 */
export const searchRoomDocuments = defineRoute({
  method: "GET",
  path: "/api/dealrooms/:id/search",
  auth: "public",
  summary: "Search one deal room's documents by name (at least 2 characters)",
  params: dealroomParams,
  query: z.object({ q: z.string().max(200).optional() }),
  response: z.object({ items: z.array(searchResultDto) }),
});

/** Multipart (file + optional folderId field); a plain route, described here for the client. */
export const uploadDocumentPath = "/api/dealrooms/:id/documents/upload";
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const uploadAccept = ".pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx";

/** TipTap/ProseMirror JSON: validated as a tree of nodes, bounded in size by the body limit. */
export type RichTextNode = {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: RichTextNode[];
};
export const richTextNode: z.ZodType<RichTextNode> = z.lazy(() =>
  z.object({
    type: z.string().max(64),
    text: z.string().optional(),
    attrs: z.record(z.string(), z.unknown()).optional(),
    marks: z
      .array(z.object({ type: z.string().max(64), attrs: z.record(z.string(), z.unknown()).optional() }))
      .optional(),
    content: z.array(richTextNode).optional(),
  }),
);
export const richTextDoc = z.object({ type: z.literal("doc"), content: z.array(richTextNode).optional() });
export type RichTextDoc = z.infer<typeof richTextDoc>;

export const createRichTextDocument = defineRoute({
  method: "POST",
  path: "/api/dealrooms/:id/documents",
  auth: "public",
  params: dealroomParams,
  body: z.object({
    name: z.string().trim().min(1, "Document name is required").max(255),
    folderId: uuid.nullable().optional(),
  }),
  response: documentDto,
});

export const documentDetailDto = documentDto.extend({
  content: richTextDoc.nullable(),
  canEdit: z.boolean(),
});
export type DocumentDetailDto = z.infer<typeof documentDetailDto>;

export const getDocument = defineRoute({
  method: "GET",
  path: "/api/dealrooms/:id/documents/:documentId",
  auth: "public",
  params: dealroomDocumentParams,
  response: documentDetailDto,
});

export const updateDocument = defineRoute({
  method: "PATCH",
  path: "/api/dealrooms/:id/documents/:documentId",
  auth: "public",
  params: dealroomDocumentParams,
  body: z.object({
    name: z.string().trim().min(1, "Document name is required").max(255).optional(),
    folderId: uuid.nullable().optional(),
  }),
  response: documentDto,
});

export const saveDocumentContent = defineRoute({
  method: "PUT",
  path: "/api/dealrooms/:id/documents/:documentId/content",
  auth: "public",
  params: dealroomDocumentParams,
  body: z.object({
    content: richTextDoc,
    /** true: also keep this state as a named version (autosave keeps one every few minutes by itself). */
    snapshot: z.boolean().default(false),
    note: z.string().trim().max(200).optional(),
  }),
  response: documentDetailDto,
});

export const deleteDocument = defineRoute({
  method: "DELETE",
  path: "/api/dealrooms/:id/documents/:documentId",
  auth: "public",
  params: dealroomDocumentParams,
  response: okResponse,
});

export const versionDto = z.object({
  id: z.string(),
  version: z.number(),
  note: z.string().nullable(),
  author: z.string(),
  createdAt: z.string(),
  sizeBytes: z.number().nullable(),
  preview: z.string(),
});
export type VersionDto = z.infer<typeof versionDto>;

export const listVersions = defineRoute({
  method: "GET",
  path: "/api/dealrooms/:id/documents/:documentId/versions",
  auth: "public",
  params: dealroomDocumentParams,
  response: z.object({ items: z.array(versionDto) }),
});

export const restoreVersion = defineRoute({
  method: "POST",
  path: "/api/dealrooms/:id/documents/:documentId/versions/:versionId/restore",
  auth: "public",
  params: z.object({ id: uuid, documentId: uuid, versionId: uuid }),
  response: documentDetailDto,
});

/** Server-rendered PDF (pdfkit) of a rich-text document; a plain GET route. */
export const exportDocumentPdfPath = "/api/dealrooms/:id/documents/:documentId/export.pdf";

export const documentUrlAction = z.enum(["view", "download"]).default("view");

/** Signed storage URL (2 h) for a member or owner; logs viewed / downloaded. */
export const getDocumentUrl = defineRoute({
  method: "POST",
  path: "/api/dealrooms/:id/documents/:documentId/url",
  auth: "public",
  params: dealroomDocumentParams,
  body: z.object({ action: documentUrlAction }),
  response: z.object({ signedUrl: z.string() }),
});

/** crm-documents §7 get-public-document-url: the outside visitor's way to a file. */
export const getPublicDocumentUrl = defineRoute({
  method: "POST",
  path: "/api/dealrooms/public-document-url",
  auth: "public",
  body: z.object({
    token: z.string().min(1).max(200),
    dealroomId: uuid,
    documentId: uuid,
    action: documentUrlAction,
  }),
  response: z.object({ signedUrl: z.string() }),
});

// ── DocuSign ───────────────────────────────────────────────────────────────────────────────────────

export const docusignStatus = defineRoute({
  method: "GET",
  path: "/api/docusign/status",
  feature: "dealrooms",
  response: z.object({
    configured: z.boolean(),
    connected: z.boolean(),
    accountName: z.string().nullable(),
    email: z.string().nullable(),
  }),
});

export const docusignAuthorize = defineRoute({
  method: "POST",
  path: "/api/docusign/authorize",
  feature: "dealrooms",
  body: z.object({ returnUrl: z.string().max(2000) }),
  response: z.object({ url: z.string() }),
});

/** OAuth state carried through DocuSign (§3): base64url JSON. */
export const docusignState = z.object({ returnUrl: z.string().min(1), codeVerifier: z.string().min(43).max(128) });
export type DocusignState = z.infer<typeof docusignState>;

export const docusignMessages = {
  missingParams: "Missing required parameters from DocuSign",
  unparsable: "Invalid state parameter: could not parse",
  missingFields: "Invalid state parameter: missing required fields",
} as const;

export const docusignOauthCallback = defineRoute({
  method: "POST",
  path: "/api/docusign/oauth-callback",
  feature: "dealrooms",
  body: z.object({ code: z.string().min(1).max(2000), state: z.string().min(1).max(4000) }),
  response: z.object({
    success: z.literal(true),
    data: z.object({ accountName: z.string().nullable(), email: z.string().nullable(), returnUrl: z.string() }),
  }),
});

export const sendForSignature = defineRoute({
  method: "POST",
  path: "/api/dealrooms/:id/documents/:documentId/signature",
  auth: "public",
  params: dealroomDocumentParams,
  body: z.object({
    recipients: z
      .array(
        z.object({
          name: z.string().trim().min(1).max(200),
          email: z.string().trim().email("Please enter a valid email address"),
        }),
      )
      .min(1, "Add at least one recipient")
      .max(10),
    subject: z.string().trim().max(100).optional(),
  }),
  response: envelopeDto,
});

export const refreshSignature = defineRoute({
  method: "POST",
  path: "/api/dealrooms/:id/documents/:documentId/signature/refresh",
  auth: "public",
  params: dealroomDocumentParams,
  response: envelopeDto,
});

export const DOCUSIGN_HELP =
  "E-signature is not set up on this server. An administrator can enable it by setting DOCUSIGN_CLIENT_ID and DOCUSIGN_CLIENT_SECRET (and DOCUSIGN_AUTH_URL / DOCUSIGN_API_URL for a non-demo account), then restarting.";
