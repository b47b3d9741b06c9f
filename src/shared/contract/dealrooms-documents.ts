// Deal-room folders and documents: files and rich-text documents, versions, signed URLs.
import { z } from "zod";
import { okResponse } from "#shared/contract/common.ts";
import { defineRoute } from "#shared/contract/route.ts";
import { searchResultDto } from "#shared/contract/search.ts";
import { dealroomDocumentParams, dealroomParams, uuid } from "#shared/contract/dealrooms.ts";

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
