// Documents: folders, leases, offering memoranda, their files, sharing, corrections, critical dates, chat.
// Uploads are multipart (not JSON) and are described by `uploadLease` / `uploadOfferingMemorandum` below:
// the web posts FormData (XHR, for progress) and parses the 201 body with the route's response schema.
import { z } from "zod";
import { idParams, listQuery, listResult, okResponse } from "#shared/contract/common.ts";
import { leaseAbstractSchema, leaseFieldKeys, leaseFieldSchema } from "#shared/contract/lease-abstract.ts";
import { omAbstractSchema } from "#shared/contract/om-abstract.ts";
import { defineRoute } from "#shared/contract/route.ts";

// ── Vocabulary ────────────────────────────────────────────────────────────────────────────────────
export const documentTypes = ["lease", "offering_memorandum"] as const;
export const documentType = z.enum(documentTypes);
export type DocumentType = z.infer<typeof documentType>;

/** §4: a lease is created `active`, is `processing` while its job runs, then `completed` or `error`. */
export const leaseStatus = z.enum(["active", "processing", "completed", "error"]);
export type LeaseStatus = z.infer<typeof leaseStatus>;
/** §4: a memorandum is created `processing`, then `completed` or `error`. */
export const omStatus = z.enum(["processing", "completed", "error"]);
export type OmStatus = z.infer<typeof omStatus>;
export const documentStatus = z.enum(["active", "processing", "completed", "error"]);
export type DocumentStatus = z.infer<typeof documentStatus>;

export const extractionDetail = z.enum(["concise", "detailed"]);
export type ExtractionDetail = z.infer<typeof extractionDetail>;
export const DEFAULT_EXTRACTION_DETAIL: ExtractionDetail = "concise";

export const accessLevel = z.enum(["viewer", "commenter", "editor", "owner"]);
export type AccessLevel = z.infer<typeof accessLevel>;
/** Levels an owner may grant by invitation. */
export const inviteAccessLevel = z.enum(["viewer", "editor"]);
export type InviteAccessLevel = z.infer<typeof inviteAccessLevel>;

/** Limits and texts both sides use (spec §5, §8, §9). */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;
export const SIGNED_URL_HOURS = 2;
export const POLL_ATTEMPTS = 12;
export const POLL_INTERVAL_MS = 10_000;
export const documentTexts = {
  onlyPdf: "Only PDF files are supported",
  selectFile: "Please select a file",
  enterTitle: "Please enter a title",
  enterFolderName: "Please enter a folder name",
  fileTooLarge: "File too large",
  fileTooLargeDetail: "Please select a PDF file smaller than 10MB.",
  uploadSuccessful: "Upload Successful",
  processingComplete: "Processing Complete",
  processingError: "Processing Error",
  processingErrorDetail: "There was an issue processing your document. Our team has been notified.",
  invitationAccepted: "Invitation accepted successfully!",
  folderCreated: "Folder created successfully",
  folderFailed: "Failed to create folder",
  folderNotEmpty: "This folder is not empty. Move or delete its documents and folders first.",
} as const;

/** SSE event types this feature publishes on /api/events (entity in parentheses). */
export const documentEvents = {
  lease: "lease.updated", // entity "lease", id = lease id
  offeringMemorandum: "offering_memorandum.updated", // entity "offering_memorandum"
  leaseChat: "lease_chat.updated", // entity "lease_chat", id = lease id
  memorandumChat: "offering_memorandum_chat.updated", // entity "offering_memorandum_chat", id = memorandum id
  folder: "folder.updated", // entity "folder", id = folder id
  documentAccess: "document_access.updated", // entity "document_access", id = document id
  list: "documents.updated", // entity "documents" (the Doc Insights lists), id = document id
  adminLeases: "admin_leases.updated", // entity "admin-leases" (Lease Admin, to administrators), id = lease id
} as const;

const iso = z.string(); // ISO 8601 timestamp
const userRef = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type UserRef = z.infer<typeof userRef>;

// ── Folders ───────────────────────────────────────────────────────────────────────────────────────
export const folderDto = z.object({
  id: z.string(),
  name: z.string(),
  parentFolderId: z.string().nullable(),
  createdAt: iso,
  updatedAt: iso,
});
export type FolderDto = z.infer<typeof folderDto>;

export const folderName = z.string().trim().min(1, documentTexts.enterFolderName).max(200);

/** Every folder of the signed-in user, ordered by name (build the tree from parentFolderId; null = Home). */
export const listFolders = defineRoute({
  method: "GET",
  path: "/api/documents/folders",
  response: z.object({ items: z.array(folderDto) }),
});

/** One folder with its breadcrumbs, Home first (Home itself is not a row: breadcrumbs start at the top folder). */
export const getFolder = defineRoute({
  method: "GET",
  path: "/api/documents/folders/:id",
  params: idParams,
  response: folderDto.extend({ breadcrumbs: z.array(z.object({ id: z.string(), name: z.string() })) }),
});

export const createFolder = defineRoute({
  method: "POST",
  path: "/api/documents/folders",
  body: z.object({ name: folderName, parentFolderId: z.uuid().nullable().optional() }),
  response: folderDto,
});

/** Rename and/or move (parentFolderId null = Home). Moving a folder under itself → 400. */
export const updateFolder = defineRoute({
  method: "PATCH",
  path: "/api/documents/folders/:id",
  params: idParams,
  body: z.object({ name: folderName.optional(), parentFolderId: z.uuid().nullable().optional() }),
  response: folderDto,
});

/** Only an empty folder (no documents, no subfolders) can be deleted; otherwise 409 folderNotEmpty. */
export const deleteFolder = defineRoute({
  method: "DELETE",
  path: "/api/documents/folders/:id",
  params: idParams,
  response: okResponse,
});

// ── Document list ─────────────────────────────────────────────────────────────────────────────────
export const documentSort = z.enum([
  "title",
  "-title",
  "uploaded",
  "-uploaded",
  "size",
  "-size",
  "status",
  "-status",
  "type",
  "-type",
]);
export type DocumentSort = z.infer<typeof documentSort>;

export const documentListItem = z.object({
  id: z.string(),
  type: documentType,
  title: z.string(),
  status: documentStatus,
  folderId: z.string().nullable(),
  owner: userRef,
  /** The caller's access level (owner for their own uploads). */
  accessLevel,
  fileSize: z.number().int().nullable(),
  originalFileName: z.string().nullable(),
  errorReason: z.string().nullable(),
  processingCompletedAt: iso.nullable(),
  createdAt: iso,
  updatedAt: iso,
});
export type DocumentListItem = z.infer<typeof documentListItem>;

/**
 * scope "folder": the caller's documents directly in folderId (absent = Home root);
 * "all": every document the caller owns, any folder; "shared": documents others shared with the caller.
 * q searches the title (and original file name); type filters leases or memoranda.
 */
export const listDocumentsQuery = listQuery.extend({
  scope: z.enum(["folder", "all", "shared"]).default("folder"),
  folderId: z.uuid().optional(),
  type: documentType.optional(),
  sort: documentSort.default("-uploaded"),
});
export const listDocuments = defineRoute({
  method: "GET",
  path: "/api/documents",
  query: listDocumentsQuery,
  response: listResult(documentListItem),
});

// ── Common document operations (both types) ────────────────────────────────────────────────────────
export const documentParams = z.object({ documentType, id: z.uuid() });

/** Rename (title) and/or move (folderId; null = Home). Owner or editor; moving needs the owner's folder. */
export const updateDocument = defineRoute({
  method: "PATCH",
  path: "/api/documents/:documentType/:id",
  params: documentParams,
  body: z.object({
    title: z.string().trim().min(1, documentTexts.enterTitle).max(300).optional(),
    folderId: z.uuid().nullable().optional(),
  }),
  response: documentListItem,
});

/** Owner only: removes the stored files, attachments, access rows and the document. */
export const deleteDocument = defineRoute({
  method: "DELETE",
  path: "/api/documents/:documentType/:id",
  params: documentParams,
  response: okResponse,
});

/** Queues the analysis again (owner or editor). Answers the document as a list item with its new status. */
export const reanalyzeDocument = defineRoute({
  method: "POST",
  path: "/api/documents/:documentType/:id/reanalyze",
  params: documentParams,
  body: z.object({ extractionDetail: extractionDetail.optional() }).optional(),
  response: documentListItem,
});

/** Signed URL (2 h) of the original PDF for pdf.js; `download` makes it an attachment download. */
export const getDocumentFileUrl = defineRoute({
  method: "GET",
  path: "/api/documents/:documentType/:id/file-url",
  params: documentParams,
  query: z.object({ download: z.stringbool().optional() }),
  response: z.object({ url: z.string(), expiresAt: iso }),
});

/**
 * GET /api/documents/:documentType/:id/download streams the original PDF as an attachment
 * (content-disposition with the original file name). Not JSON, so only the path is described here.
 */
export const downloadDocumentPath = "/api/documents/:documentType/:id/download";

export const attachmentDto = z.object({
  id: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  isOriginal: z.boolean(),
  uploadedBy: z.string().nullable(),
  createdAt: iso,
});
export type AttachmentDto = z.infer<typeof attachmentDto>;

export const listAttachments = defineRoute({
  method: "GET",
  path: "/api/documents/:documentType/:id/attachments",
  params: documentParams,
  response: z.object({ items: z.array(attachmentDto) }),
});

export const getAttachmentUrl = defineRoute({
  method: "GET",
  path: "/api/documents/:documentType/:id/attachments/:attachmentId/url",
  params: documentParams.extend({ attachmentId: z.uuid() }),
  query: z.object({ download: z.stringbool().optional() }),
  response: z.object({ url: z.string(), expiresAt: iso }),
});

// ── Sharing ───────────────────────────────────────────────────────────────────────────────────────
export const accessDto = z.object({
  id: z.string(),
  documentId: z.string(),
  documentType,
  accessLevel,
  /** "pending" until the invited person accepts. */
  status: z.enum(["pending", "active", "revoked"]),
  user: userRef.nullable(),
  inviteEmail: z.string().nullable(),
  createdAt: iso,
});
export type AccessDto = z.infer<typeof accessDto>;

/** Owner only: who has access (the owner row first), pending invitations included, revoked left out. */
export const listDocumentAccess = defineRoute({
  method: "GET",
  path: "/api/documents/:documentType/:id/access",
  params: documentParams,
  response: z.object({ items: z.array(accessDto) }),
});

/**
 * Owner only: e-mails {APP_URL}/lease/{id}?invite=<token> (or /offering-memorandum/{id}?invite=…).
 * Inviting the same e-mail again updates the level and sends a fresh link.
 */
export const inviteToDocument = defineRoute({
  method: "POST",
  path: "/api/documents/:documentType/:id/access",
  params: documentParams,
  body: z.object({
    email: z.string().trim().toLowerCase().pipe(z.email("Please enter a valid email address")),
    accessLevel: inviteAccessLevel,
  }),
  response: accessDto,
});

/** Owner only: revokes an access row or a pending invitation (the owner row cannot be revoked). */
export const revokeDocumentAccess = defineRoute({
  method: "DELETE",
  path: "/api/documents/:documentType/:id/access/:accessId",
  params: documentParams.extend({ accessId: z.uuid() }),
  response: okResponse,
});

/**
 * The signed-in user accepts an invitation (token from ?invite= or #invite=). The invitation must have
 * been sent to the user's e-mail (else 403); an unknown, used or revoked token → 404.
 */
export const acceptInvitation = defineRoute({
  method: "POST",
  path: "/api/documents/invitations/accept",
  body: z.object({ token: z.string().min(10).max(200) }),
  response: z.object({ documentType, documentId: z.string(), accessLevel }),
});

// ── Leases ────────────────────────────────────────────────────────────────────────────────────────
export const correctableLeaseField = z.enum(leaseFieldKeys);

/** A field as the broker sees it: the AI value, the broker's correction (who/when) and the value in force. */
export const leaseFieldView = z.object({
  key: correctableLeaseField,
  ai: leaseFieldSchema.nullable(),
  correction: z.object({ value: z.string().nullable(), correctedBy: userRef, correctedAt: iso }).nullable(),
  /** The correction when there is one, else the AI value; null = not found in the document. */
  value: z.string().nullable(),
});
export type LeaseFieldView = z.infer<typeof leaseFieldView>;

export const criticalDateKind = z.enum([
  "commencement",
  "rent_commencement",
  "expiration",
  "renewal_notice",
  "termination_notice",
  "expansion_notice",
  "contraction_notice",
  "rofr_notice",
  "rofo_notice",
]);
export const criticalDate = z.object({
  kind: criticalDateKind,
  label: z.string(),
  date: z.string(), // yyyy-mm-dd
  page: z.number().int().nullable(),
  snippet: z.string().nullable(),
  /** true when the date comes from a broker's correction. */
  corrected: z.boolean(),
});
export type CriticalDate = z.infer<typeof criticalDate>;

export const leaseDto = z.object({
  id: z.string(),
  type: z.literal("lease"),
  title: z.string(),
  status: leaseStatus,
  extractionDetail,
  folderId: z.string().nullable(),
  owner: userRef,
  accessLevel,
  fileSize: z.number().int().nullable(),
  originalFileName: z.string().nullable(),
  errorReason: z.string().nullable(),
  processingStartedAt: iso.nullable(),
  processingCompletedAt: iso.nullable(),
  createdAt: iso,
  updatedAt: iso,
  /** The analyzer's output (null until processed). */
  aiExtractedData: leaseAbstractSchema.nullable(),
  /** Every scalar field with AI value and correction merged (empty until processed). */
  fields: z.array(leaseFieldView),
  /** Expiration and each option's notice deadline, sorted by date. */
  criticalDates: z.array(criticalDate),
});
export type LeaseDto = z.infer<typeof leaseDto>;

/**
 * Multipart POST: fields `title` (optional: defaults to the file name without extension),
 * `extractionDetail` (concise|detailed, default concise), `folderId` (uuid, optional = Home), then `file`
 * (any order; file last is best). 201 with leaseDto. 400 'Please select a file', 415 'Only PDF files are supported',
 * 413 'File too large'. Needs an active subscription or trial (403 FEATURE_REQUIRED otherwise).
 */
export const uploadLease = { method: "POST", path: "/api/leases", response: leaseDto } as const;

/** Viewing a lease needs an active subscription or trial (403 FEATURE_REQUIRED 'Upgrade Your Account'). */
export const getLease = defineRoute({ method: "GET", path: "/api/leases/:id", params: idParams, response: leaseDto });

/** Owner or editor: sets the broker's value of a field (null value = "not in the lease"); `reset` drops it. */
export const correctLeaseField = defineRoute({
  method: "PATCH",
  path: "/api/leases/:id/fields/:key",
  params: idParams.extend({ key: correctableLeaseField }),
  body: z.union([z.object({ value: z.string().trim().max(5000).nullable() }), z.object({ reset: z.literal(true) })]),
  response: leaseDto,
});

/** GET text/calendar (ICS) of the critical dates; not JSON. */
export const leaseCalendarPath = "/api/leases/:id/calendar.ics";

/** GET application/pdf: the lease abstract (fields with corrections, critical dates, rent, options); not JSON. */
export const leaseAbstractPdfPath = "/api/leases/:id/abstract.pdf";

export const chatCitation = z.object({ page: z.number().int(), snippet: z.string() });
/** A chat message about one document (lease or memorandum); the DTOs below add which document. */
const documentChatMessage = z.object({
  id: z.string(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  citations: z.array(chatCitation),
  user: userRef.nullable(),
  createdAt: iso,
});
export type DocumentChatMessage = z.infer<typeof documentChatMessage>;
export const chatMessageDto = documentChatMessage.extend({ leaseId: z.string() });
export type ChatMessageDto = z.infer<typeof chatMessageDto>;
export const memorandumChatMessageDto = documentChatMessage.extend({ memorandumId: z.string() });
export type MemorandumChatMessageDto = z.infer<typeof memorandumChatMessageDto>;
const chatQuestion = z.object({ question: z.string().trim().min(1, "Please enter a question").max(2000) });

export const listLeaseChat = defineRoute({
  method: "GET",
  path: "/api/leases/:id/chat",
  params: idParams,
  response: z.object({ items: z.array(chatMessageDto) }),
});

/** Asks a question about a processed lease; answers the stored question and the cited answer. */
export const askLeaseChat = defineRoute({
  method: "POST",
  path: "/api/leases/:id/chat",
  params: idParams,
  body: chatQuestion,
  response: z.object({ question: chatMessageDto, answer: chatMessageDto }),
});

export const listMemorandumChat = defineRoute({
  method: "GET",
  path: "/api/offering-memorandums/:id/chat",
  params: idParams,
  response: z.object({ items: z.array(memorandumChatMessageDto) }),
});

/** Asks a question about a processed memorandum; answers the stored question and the cited answer. */
export const askMemorandumChat = defineRoute({
  method: "POST",
  path: "/api/offering-memorandums/:id/chat",
  params: idParams,
  body: chatQuestion,
  response: z.object({ question: memorandumChatMessageDto, answer: memorandumChatMessageDto }),
});

// ── Offering memoranda ────────────────────────────────────────────────────────────────────────────
export const offeringMemorandumDto = z.object({
  id: z.string(),
  type: z.literal("offering_memorandum"),
  title: z.string(),
  status: omStatus,
  folderId: z.string().nullable(),
  owner: userRef,
  accessLevel,
  fileSize: z.number().int().nullable(),
  originalFileName: z.string().nullable(),
  errorReason: z.string().nullable(),
  processingStartedAt: iso.nullable(),
  processingCompletedAt: iso.nullable(),
  createdAt: iso,
  updatedAt: iso,
  extractedData: omAbstractSchema.nullable(),
});
export type OfferingMemorandumDto = z.infer<typeof offeringMemorandumDto>;

/** Multipart POST: `title` (optional, defaults to the file name), `folderId` (optional), then `file`. 201. */
export const uploadOfferingMemorandum = {
  method: "POST",
  path: "/api/offering-memorandums",
  response: offeringMemorandumDto,
} as const;

export const getOfferingMemorandum = defineRoute({
  method: "GET",
  path: "/api/offering-memorandums/:id",
  params: idParams,
  response: offeringMemorandumDto,
});

// ── Admin ─────────────────────────────────────────────────────────────────────────────────────────
export const adminLeaseDto = z.object({
  id: z.string(),
  title: z.string(),
  status: leaseStatus,
  owner: userRef,
  extractionDetail,
  fileSize: z.number().int().nullable(),
  errorReason: z.string().nullable(),
  createdAt: iso,
  processingStartedAt: iso.nullable(),
  processingCompletedAt: iso.nullable(),
  /** Seconds from processing start to completion (null while running or never run). */
  processingSeconds: z.number().nullable(),
});
export type AdminLeaseDto = z.infer<typeof adminLeaseDto>;

export const adminListLeases = defineRoute({
  method: "GET",
  path: "/api/admin/leases",
  auth: "admin",
  query: listQuery.extend({ status: leaseStatus.optional() }),
  response: listResult(adminLeaseDto),
});

export const adminReanalyzeLease = defineRoute({
  method: "POST",
  path: "/api/admin/leases/:id/reanalyze",
  auth: "admin",
  params: idParams,
  response: adminLeaseDto,
});
