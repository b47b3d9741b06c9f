// Documents (leases and offering memoranda): the vocabulary, texts and events both sides use, folders, the
// combined list and what both types share (rename/move, delete, re-run, file and attachments). Sharing, the
// lease, the memorandum, chat and Lease Admin have their own documents-*.ts contracts.
import { z } from "zod";
import { idParams, listQuery, listResult, okResponse } from "#shared/contract/common.ts";
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

export const iso = z.string(); // ISO 8601 timestamp
export const userRef = z.object({ id: z.string(), name: z.string(), email: z.string() });
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
