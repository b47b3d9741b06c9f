// HTTP for documents: contract routes through addRoute; multipart uploads and file/ICS downloads as plain
// Fastify routes (they are not JSON).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { defaultDocumentAnalysis, registerDocumentJobs } from "#server/features/documents/documents.jobs.ts";
import type { DocumentAnalysis } from "#server/features/documents/documents-core.ts";
import type { UploadFields } from "#server/features/documents/documents-uploads.service.ts";
import { createDocumentsService, type DocumentsService } from "#server/features/documents/documents.service.ts";
import type { StoredUpload } from "#server/features/documents/pdf-upload.ts";
import { AppError } from "#server/platform/errors.ts";
import { type AppContext, addRoute, requireUser } from "#server/platform/http.ts";
import { idParams } from "#shared/contract/common.ts";
import {
  createFolder,
  type DocumentType,
  deleteDocument,
  deleteFolder,
  documentParams,
  documentTexts,
  downloadDocumentPath,
  getAttachmentUrl,
  getDocumentFileUrl,
  getFolder,
  listAttachments,
  listDocuments,
  listFolders,
  reanalyzeDocument,
  updateDocument,
  updateFolder,
} from "#shared/contract/documents.ts";
import { adminListLeases, adminReanalyzeLease } from "#shared/contract/documents-admin.ts";
import { askLeaseChat, askMemorandumChat, listLeaseChat, listMemorandumChat } from "#shared/contract/documents-chat.ts";
import {
  correctLeaseField,
  getLease,
  leaseAbstractPdfPath,
  leaseCalendarPath,
  uploadLease,
} from "#shared/contract/documents-leases.ts";
import { getOfferingMemorandum, uploadOfferingMemorandum } from "#shared/contract/documents-memoranda.ts";
import {
  acceptInvitation,
  inviteToDocument,
  listDocumentAccess,
  revokeDocumentAccess,
} from "#shared/contract/documents-sharing.ts";

export type DocumentRoutesOptions = {
  /** Replaces analysis engines (tests). */
  analysis?: Partial<DocumentAnalysis>;
  retryDelaySeconds?: number;
};

export function createDocumentsServiceFor(ctx: AppContext, opts: DocumentRoutesOptions = {}): DocumentsService {
  return createDocumentsService({
    db: ctx.db,
    storage: ctx.storage,
    jobs: ctx.jobs,
    events: ctx.events,
    mailer: ctx.mailer,
    access: ctx.access,
    appUrl: ctx.config.appUrl,
    log: ctx.log,
    analysis: { ...defaultDocumentAnalysis({ llm: ctx.config.llm }), ...opts.analysis },
  });
}

/** Safe for Content-Disposition: ASCII fallback plus the RFC 5987 UTF-8 name. */
function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function registerDocumentRoutes(app: FastifyInstance, ctx: AppContext, opts: DocumentRoutesOptions = {}): void {
  const service = createDocumentsServiceFor(ctx, opts);
  registerDocumentJobs(ctx.jobs, service, { retryDelaySeconds: opts.retryDelaySeconds });

  // Folders
  addRoute(app, ctx, listFolders, async ({ user }) => service.listFolders(user.id));
  addRoute(app, ctx, getFolder, async ({ user, params }) => service.getFolder(user.id, params.id));
  addRoute(app, ctx, createFolder, async ({ user, body }) => service.createFolder(user.id, body), { status: 201 });
  addRoute(app, ctx, updateFolder, async ({ user, params, body }) => service.updateFolder(user.id, params.id, body));
  addRoute(app, ctx, deleteFolder, async ({ user, params }) => service.deleteFolder(user.id, params.id));

  // Lists and common document operations
  addRoute(app, ctx, listDocuments, async ({ user, query }) => service.listDocuments(user.id, query));
  addRoute(app, ctx, updateDocument, async ({ user, params, body }) =>
    service.updateDocument(user.id, params.documentType, params.id, body),
  );
  addRoute(app, ctx, deleteDocument, async ({ user, params }) =>
    service.deleteDocument(user.id, params.documentType, params.id),
  );
  addRoute(app, ctx, reanalyzeDocument, async ({ user, params, body }) =>
    service.reanalyze(user.id, params.documentType, params.id, body?.extractionDetail),
  );
  addRoute(app, ctx, getDocumentFileUrl, async ({ user, params, query }) =>
    service.fileUrl(user.id, params.documentType, params.id, query.download),
  );
  addRoute(app, ctx, listAttachments, async ({ user, params }) =>
    service.listAttachments(user.id, params.documentType, params.id),
  );
  addRoute(app, ctx, getAttachmentUrl, async ({ user, params, query }) =>
    service.attachmentUrl(user.id, params.documentType, params.id, params.attachmentId, query.download),
  );
  app.get(downloadDocumentPath, { schema: { params: documentParams, hide: true } }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const { documentType, id } = request.params as { documentType: DocumentType; id: string };
    const file = await service.openFile(user.id, documentType, id);
    reply.header("content-type", "application/pdf");
    reply.header("content-disposition", attachment(file.fileName));
    reply.header("cache-control", "private, no-store");
    return reply.send(file.stream);
  });

  // Sharing
  addRoute(app, ctx, listDocumentAccess, async ({ user, params }) =>
    service.listAccess(user.id, params.documentType, params.id),
  );
  addRoute(
    app,
    ctx,
    inviteToDocument,
    async ({ user, params, body }) => service.invite(user.id, params.documentType, params.id, body),
    { status: 201 },
  );
  addRoute(app, ctx, revokeDocumentAccess, async ({ user, params }) =>
    service.revokeAccess(user.id, params.documentType, params.id, params.accessId),
  );
  addRoute(app, ctx, acceptInvitation, async ({ user, body }) => service.acceptInvitation(user, body.token));

  // Leases
  addRoute(app, ctx, getLease, async ({ user, params }) => service.getLease(user.id, params.id));
  addRoute(app, ctx, correctLeaseField, async ({ user, params, body }) =>
    service.correctField(user.id, params.id, params.key, body),
  );
  addRoute(app, ctx, listLeaseChat, async ({ user, params }) => service.listChat(user.id, params.id));
  addRoute(app, ctx, askLeaseChat, async ({ user, params, body }) => service.ask(user.id, params.id, body.question));
  addRoute(app, ctx, listMemorandumChat, async ({ user, params }) => service.listMemorandumChat(user.id, params.id));
  addRoute(app, ctx, askMemorandumChat, async ({ user, params, body }) =>
    service.askMemorandum(user.id, params.id, body.question),
  );
  app.get(leaseAbstractPdfPath, { schema: { params: idParams, hide: true } }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const { id } = request.params as { id: string };
    const pdf = await service.abstractPdf(user.id, id);
    reply.header("content-type", "application/pdf");
    reply.header("content-disposition", attachment(pdf.fileName));
    reply.header("cache-control", "private, no-store");
    return reply.send(pdf.body);
  });
  app.get(leaseCalendarPath, { schema: { params: idParams, hide: true } }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    const { id } = request.params as { id: string };
    const ics = await service.calendar(user.id, id);
    reply.header("content-type", "text/calendar; charset=utf-8");
    reply.header("content-disposition", attachment(ics.fileName));
    return reply.send(ics.body);
  });

  // Offering memoranda
  addRoute(app, ctx, getOfferingMemorandum, async ({ user, params }) => service.getOm(user.id, params.id));

  // Uploads (multipart; fields may come before or after the file)
  const upload = (type: DocumentType) => async (request: FastifyRequest) => {
    const user = await requireUser(ctx, request);
    if (!request.isMultipart()) {
      throw new AppError("VALIDATION_FAILED", documentTexts.selectFile, { fields: { file: documentTexts.selectFile } });
    }
    let stored: StoredUpload | null = null;
    const fields: Record<string, string> = {};
    try {
      for await (const part of request.parts()) {
        if (part.type === "file") {
          if (stored || !part.filename) {
            part.file.resume(); // a second file or an empty file input: skip its bytes
            continue;
          }
          stored = await service.storeUpload(user.id, type, { file: part.file, filename: part.filename });
        } else if (typeof part.value === "string") {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (err) {
      if (stored) await ctx.storage.remove(stored.bucket, [stored.key]).catch(() => {});
      throw err;
    }
    const uploadFields: UploadFields = {
      title: fields.title,
      extractionDetail: fields.extractionDetail ?? fields.extraction_detail,
      folderId: fields.folderId ?? fields.folder_id,
    };
    return service.createFromUpload(user.id, type, stored, uploadFields);
  };
  app.post(uploadLease.path, { schema: { hide: true } }, async (request, reply) => {
    const dto = await upload("lease")(request);
    return reply.status(201).send(dto);
  });
  app.post(uploadOfferingMemorandum.path, { schema: { hide: true } }, async (request, reply) => {
    const dto = await upload("offering_memorandum")(request);
    return reply.status(201).send(dto);
  });

  // Admin
  addRoute(app, ctx, adminListLeases, async ({ query }) => service.adminListLeases(query));
  addRoute(app, ctx, adminReanalyzeLease, async ({ params }) => service.adminReanalyze(params.id));
}
