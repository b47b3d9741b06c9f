// Deal-room HTTP routes: contract in, service call, contract out.
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { createDealroomService, type DealroomService, SYNC_JOB } from "#server/features/dealrooms/dealrooms.service.ts";
import { AppError } from "#server/platform/errors.ts";
import { type AppContext, addRoute } from "#server/platform/http.ts";
import {
  applyFolderTemplate,
  createDealroom,
  createFolder,
  createRichTextDocument,
  deleteDealroom,
  deleteDocument,
  deleteFolder,
  docusignAuthorize,
  docusignOauthCallback,
  docusignStatus,
  exportDocumentPdfPath,
  getDealroom,
  getDocument,
  getDocumentUrl,
  getPublicDealroom,
  getPublicDocumentUrl,
  getShareLinkAccess,
  inviteMember,
  listActivity,
  listDealrooms,
  listDocuments,
  listFolders,
  listMembers,
  listVersions,
  refreshSignature,
  restoreVersion,
  revokeMember,
  saveDocumentContent,
  sendForSignature,
  updateDealroom,
  updateDocument,
  updateMember,
  uploadDocumentPath,
  verifySharedAccess,
} from "#shared/contract/dealrooms.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function registerDealroomRoutes(app: FastifyInstance, ctx: AppContext): DealroomService {
  const svc = createDealroomService(ctx);

  // Envelope status follows DocuSign: checked until final; a pending envelope fails the job so
  // pg-boss retries it later with back-off (the room page also refreshes on view).
  ctx.jobs.define<{ envelopeRowId: string }>(
    SYNC_JOB,
    async ({ envelopeRowId }) => {
      const envelope = await svc.syncEnvelope(envelopeRowId);
      if (!["completed", "declined", "voided"].includes(envelope.status))
        throw new Error(`envelope still ${envelope.status}`);
    },
    { retryLimit: 12, retryDelaySeconds: 60 },
  );

  addRoute(app, ctx, listDealrooms, async ({ user, query }) => svc.list(user.id, query));
  addRoute(app, ctx, createDealroom, async ({ user, body }) => svc.create(user.id, body.name), { status: 201 });
  addRoute(app, ctx, getDealroom, async ({ request, params }) => svc.detail(request, params.id));
  addRoute(app, ctx, updateDealroom, async ({ request, params, body }) => svc.update(request, params.id, body));
  addRoute(app, ctx, deleteDealroom, async ({ request, params }) => svc.remove(request, params.id));
  addRoute(app, ctx, getPublicDealroom, async ({ params, query }) => svc.publicLookup(params.id, query.token));

  addRoute(app, ctx, getShareLinkAccess, async ({ params }) => svc.shareLinkAccess(params.token));
  // Verify-access is rate-limited per client address and token (its own scope: no other route is).
  app.register(async (scope) => {
    if (ctx.config.rateLimitEnabled) {
      await scope.register(fastifyRateLimit, {
        max: 10,
        timeWindow: 10 * 60_000,
        hook: "preHandler",
        keyGenerator: (request) =>
          `${request.ip}|${String((request.body as { token?: unknown } | undefined)?.token ?? "")}`,
        errorResponseBuilder: (_request, context) => ({
          statusCode: 429,
          message: `Too many attempts. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
        }),
      });
    }
    addRoute(scope, ctx, verifySharedAccess, async ({ request, reply, body }) =>
      svc.verifyAccess(request, reply, body),
    );
  });

  addRoute(app, ctx, listMembers, async ({ request, params }) => svc.members(request, params.id));
  addRoute(app, ctx, inviteMember, async ({ request, params, body }) => svc.invite(request, params.id, body), {
    status: 201,
  });
  addRoute(app, ctx, updateMember, async ({ request, params, body }) =>
    svc.updateMember(request, params.id, params.memberId, body.accessLevel),
  );
  addRoute(app, ctx, revokeMember, async ({ request, params }) =>
    svc.revokeMember(request, params.id, params.memberId),
  );
  addRoute(app, ctx, listActivity, async ({ request, params, query }) =>
    svc.activity(request, params.id, query.page, query.pageSize),
  );

  addRoute(app, ctx, listFolders, async ({ request, params }) => svc.folders(request, params.id));
  addRoute(
    app,
    ctx,
    createFolder,
    async ({ request, params, body }) => svc.createFolder(request, params.id, body.name),
    {
      status: 201,
    },
  );
  addRoute(app, ctx, applyFolderTemplate, async ({ request, params }) => svc.applyTemplate(request, params.id));
  addRoute(app, ctx, deleteFolder, async ({ request, params }) =>
    svc.deleteFolder(request, params.id, params.folderId),
  );

  addRoute(app, ctx, listDocuments, async ({ request, params }) => svc.documents(request, params.id));
  addRoute(
    app,
    ctx,
    createRichTextDocument,
    async ({ request, params, body }) => svc.createRichText(request, params.id, body),
    {
      status: 201,
    },
  );
  addRoute(app, ctx, getDocument, async ({ request, params }) => svc.document(request, params.id, params.documentId));
  addRoute(app, ctx, updateDocument, async ({ request, params, body }) =>
    svc.updateDocument(request, params.id, params.documentId, body),
  );
  addRoute(
    app,
    ctx,
    saveDocumentContent,
    async ({ request, params, body }) => svc.saveContent(request, params.id, params.documentId, body),
    { bodyLimit: 2 * 1024 * 1024 },
  );
  addRoute(app, ctx, deleteDocument, async ({ request, params }) =>
    svc.deleteDocument(request, params.id, params.documentId),
  );
  addRoute(app, ctx, listVersions, async ({ request, params }) => svc.versions(request, params.id, params.documentId));
  addRoute(app, ctx, restoreVersion, async ({ request, params }) =>
    svc.restore(request, params.id, params.documentId, params.versionId),
  );
  addRoute(app, ctx, getDocumentUrl, async ({ request, params, body }) =>
    svc.documentUrl(request, params.id, params.documentId, body.action),
  );
  addRoute(app, ctx, getPublicDocumentUrl, async ({ request, body }) => svc.publicDocumentUrl(request, body));

  // Multipart upload: one file, size-limited by @fastify/multipart (10 MB), type-checked by magic bytes.
  app.post(uploadDocumentPath, { schema: { hide: true } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const folderId = (request.query as { folderId?: string }).folderId || null;
    if (!UUID.test(id) || (folderId && !UUID.test(folderId))) throw new AppError("NOT_FOUND", "Not found");
    // Authorise before reading the body, so strangers cannot make us buffer 10 MB.
    await svc.resolve(request, id);
    if (!request.isMultipart()) throw new AppError("VALIDATION_FAILED", "Choose a file to upload");
    const file = await request.file();
    if (!file) throw new AppError("VALIDATION_FAILED", "Choose a file to upload");
    const bytes = await file.toBuffer();
    if (file.file.truncated)
      throw new AppError("PAYLOAD_TOO_LARGE", "File too large", { detail: "The limit is 10 MB." });
    const dto = await svc.upload(request, id, { filename: file.filename, bytes, folderId });
    return reply.status(201).send(dto);
  });

  app.get(exportDocumentPdfPath, { schema: { hide: true } }, async (request, reply) => {
    const { id, documentId } = request.params as { id: string; documentId: string };
    if (!UUID.test(id) || !UUID.test(documentId)) throw new AppError("NOT_FOUND", "Not found");
    const { name, bytes } = await svc.exportPdf(request, id, documentId);
    return reply
      .header("content-type", "application/pdf")
      .header("cache-control", "private, no-store")
      .header("content-disposition", `attachment; filename="${name.replace(/[^\x20-\x7E]|["\\]/g, "_")}"`)
      .send(bytes);
  });

  addRoute(app, ctx, sendForSignature, async ({ request, params, body }) =>
    svc.sendForSignature(request, params.id, params.documentId, body),
  );
  addRoute(app, ctx, refreshSignature, async ({ request, params }) =>
    svc.refreshSignature(request, params.id, params.documentId),
  );
  addRoute(app, ctx, docusignStatus, async ({ user }) => svc.docusignStatus(user.id));
  addRoute(app, ctx, docusignAuthorize, async ({ user, body }) => svc.docusignAuthorize(user.id, body.returnUrl));
  addRoute(app, ctx, docusignOauthCallback, async ({ user, body }) => svc.docusignCallback(user.id, body));

  return svc;
}
