// Deal-room HTTP routes: contract in, service call, contract out.
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { createDealroomService, type DealroomService, SYNC_JOB } from "#server/features/dealrooms/dealrooms.service.ts";
import { inputProblem } from "#server/features/dealrooms/input-guard.ts";
import { guestRequestAllowed, readGuestClaims } from "#server/features/dealrooms/visitor-token.ts";
import { AppError } from "#server/platform/errors.ts";
import { type AppContext, addRoute, currentUser } from "#server/platform/http.ts";
import { replyWithJsonText } from "#server/platform/json-text.ts";
import {
  createDealroom,
  deleteDealroom,
  getDealroom,
  getPublicDealroom,
  listActivity,
  listDealrooms,
  updateDealroom,
} from "#shared/contract/dealrooms.ts";
import {
  applyFolderTemplate,
  createFolder,
  createRichTextDocument,
  deleteDocument,
  deleteFolder,
  exportDocumentPdfPath,
  getDocument,
  getDocumentUrl,
  getPublicDocumentUrl,
  listDocuments,
  listFolders,
  listVersions,
  restoreVersion,
  saveDocumentContent,
  searchRoomDocuments,
  updateDocument,
  uploadDocumentPath,
} from "#shared/contract/dealrooms-documents.ts";
import {
  docusignAuthorize,
  docusignOauthCallback,
  docusignStatus,
  refreshSignature,
  sendForSignature,
} from "#shared/contract/dealrooms-esign.ts";
import {
  getShareLinkAccess,
  inviteMember,
  listMembers,
  revokeMember,
  updateMember,
  verifySharedAccess,
} from "#shared/contract/dealrooms-sharing.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The envelope-sync job: done once the envelope is final, or when it no longer exists (its room or
 * document was deleted meanwhile); a pending envelope fails the job so pg-boss retries it later.
 */
// The list's answer but its items, which PostgreSQL writes as the contract's JSON (platform/json-text.ts).
const roomListFields = listDealrooms.response.omit({ items: true });

export function envelopeSyncJob(svc: Pick<DealroomService, "syncEnvelope">) {
  return async ({ envelopeRowId }: { envelopeRowId: string }): Promise<void> => {
    const envelope = await svc.syncEnvelope(envelopeRowId).catch((err: unknown) => {
      if (err instanceof AppError && err.code === "NOT_FOUND") return null;
      throw err;
    });
    if (envelope && !["completed", "declined", "voided"].includes(envelope.status))
      throw new Error(`envelope still ${envelope.status}`);
  };
}

export function registerDealroomRoutes(app: FastifyInstance, ctx: AppContext): DealroomService {
  const svc = createDealroomService(ctx);

  // Envelope status follows DocuSign: checked until final; a pending envelope fails the job so
  // pg-boss retries it later with back-off (the room page also refreshes on view).
  ctx.jobs.define<{ envelopeRowId: string }>(SYNC_JOB, envelopeSyncJob(svc), { retryLimit: 12, retryDelaySeconds: 60 });

  // A guest session (the room-scoped visitor cookie) without an account session reaches only its
  // room's routes and the public deal-room endpoints: every other API answers 403. Browsers send the
  // cookie under /api/dealrooms only; this holds for any client that sends it elsewhere too.
  // A callback hook: every request passes it, and one without a guest cookie costs no promise.
  app.addHook("onRequest", (request, _reply, done) => {
    const url = request.url;
    const cookie = request.headers.cookie;
    if (!url.startsWith("/api/") || !cookie?.includes("ld_drv_")) return done();
    if (guestRequestAllowed(url.split("?")[0] ?? url)) return done();
    if (!readGuestClaims(ctx.config.authSecret, cookie).length) return done();
    currentUser(ctx, request).then(
      (user) =>
        done(
          user
            ? undefined
            : new AppError("FORBIDDEN", "Guest access is limited to the shared deal room", {
                detail: "Sign in with a Leasedesk account to use the rest of the app.",
              }),
        ),
      done,
    );
  });

  app.register(async (scope) => {
    // Text PostgreSQL cannot store and absurdly nested JSON are a 400 before validation.
    scope.addHook("preValidation", async (request: FastifyRequest) => {
      const problem = inputProblem(request.params) ?? inputProblem(request.query) ?? inputProblem(request.body ?? null);
      if (problem) throw new AppError("VALIDATION_FAILED", problem, { detail: problem });
    });

    addRoute(scope, ctx, listDealrooms, async ({ user, query, reply }) => {
      const { itemsJson, ...rest } = await svc.list(user.id, query);
      return replyWithJsonText(reply, roomListFields, rest, { items: itemsJson });
    });
    addRoute(scope, ctx, createDealroom, async ({ user, body }) => svc.create(user.id, body.name), { status: 201 });
    addRoute(scope, ctx, getDealroom, async ({ request, params }) => svc.detail(request, params.id));
    addRoute(scope, ctx, updateDealroom, async ({ request, params, body }) => svc.update(request, params.id, body));
    addRoute(scope, ctx, deleteDealroom, async ({ request, params }) => svc.remove(request, params.id));
    addRoute(scope, ctx, getPublicDealroom, async ({ params, query }) => svc.publicLookup(params.id, query.token));

    addRoute(scope, ctx, getShareLinkAccess, async ({ params }) => svc.shareLinkAccess(params.token));
    // Verify-access is rate-limited per client address and token (its own scope: no other route is).
    scope.register(async (limited) => {
      if (ctx.config.rateLimitEnabled) {
        await limited.register(fastifyRateLimit, {
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
      addRoute(limited, ctx, verifySharedAccess, async ({ request, reply, body }) =>
        svc.verifyAccess(request, reply, body),
      );
    });

    addRoute(scope, ctx, listMembers, async ({ request, params }) => svc.members(request, params.id));
    addRoute(scope, ctx, inviteMember, async ({ request, params, body }) => svc.invite(request, params.id, body), {
      status: 201,
    });
    addRoute(scope, ctx, updateMember, async ({ request, params, body }) =>
      svc.updateMember(request, params.id, params.memberId, body.accessLevel),
    );
    addRoute(scope, ctx, revokeMember, async ({ request, params }) =>
      svc.revokeMember(request, params.id, params.memberId),
    );
    addRoute(scope, ctx, listActivity, async ({ request, params, query }) =>
      svc.activity(request, params.id, query.page, query.pageSize),
    );

    addRoute(scope, ctx, listFolders, async ({ request, params }) => svc.folders(request, params.id));
    addRoute(
      scope,
      ctx,
      createFolder,
      async ({ request, params, body }) => svc.createFolder(request, params.id, body.name),
      {
        status: 201,
      },
    );
    addRoute(scope, ctx, applyFolderTemplate, async ({ request, params }) => svc.applyTemplate(request, params.id));
    addRoute(scope, ctx, deleteFolder, async ({ request, params }) =>
      svc.deleteFolder(request, params.id, params.folderId),
    );

    addRoute(scope, ctx, listDocuments, async ({ request, params }) => svc.documents(request, params.id));
    addRoute(scope, ctx, searchRoomDocuments, async ({ request, params, query }) =>
      svc.searchDocuments(request, params.id, query.q),
    );
    addRoute(
      scope,
      ctx,
      createRichTextDocument,
      async ({ request, params, body }) => svc.createRichText(request, params.id, body),
      {
        status: 201,
      },
    );
    addRoute(scope, ctx, getDocument, async ({ request, params }) =>
      svc.document(request, params.id, params.documentId),
    );
    addRoute(scope, ctx, updateDocument, async ({ request, params, body }) =>
      svc.updateDocument(request, params.id, params.documentId, body),
    );
    addRoute(
      scope,
      ctx,
      saveDocumentContent,
      async ({ request, params, body }) => svc.saveContent(request, params.id, params.documentId, body),
      { bodyLimit: 2 * 1024 * 1024 },
    );
    addRoute(scope, ctx, deleteDocument, async ({ request, params }) =>
      svc.deleteDocument(request, params.id, params.documentId),
    );
    addRoute(scope, ctx, listVersions, async ({ request, params }) =>
      svc.versions(request, params.id, params.documentId),
    );
    addRoute(scope, ctx, restoreVersion, async ({ request, params }) =>
      svc.restore(request, params.id, params.documentId, params.versionId),
    );
    addRoute(scope, ctx, getDocumentUrl, async ({ request, params, body }) =>
      svc.documentUrl(request, params.id, params.documentId, body.action),
    );
    addRoute(scope, ctx, getPublicDocumentUrl, async ({ request, body }) => svc.publicDocumentUrl(request, body));

    // Multipart upload: one file, size-limited by @fastify/multipart (10 MB), type-checked by magic bytes.
    scope.post(uploadDocumentPath, { schema: { hide: true } }, async (request, reply) => {
      const { id } = request.params as { id: string };
      const folderId = (request.query as { folderId?: string }).folderId || null;
      if (!UUID.test(id) || (folderId && !UUID.test(folderId))) throw new AppError("NOT_FOUND", "Not found");
      // Authorise before reading the body, so strangers cannot make us buffer 10 MB.
      await svc.resolve(request, id);
      if (!request.isMultipart()) throw new AppError("VALIDATION_FAILED", "Choose a file to upload");
      // A malformed multipart body (no boundary, cut off, …) is the client's error, not ours.
      const readFile = async () => {
        const file = await request.file();
        if (!file) throw new AppError("VALIDATION_FAILED", "Choose a file to upload");
        if (file.fieldname !== "file") throw new AppError("VALIDATION_FAILED", "Choose a file to upload");
        const bytes = await file.toBuffer();
        return { file, bytes };
      };
      const { file, bytes } = await readFile().catch((err: unknown) => {
        const code = (err as { code?: string }).code;
        if (err instanceof AppError || code === "FST_REQ_FILE_TOO_LARGE") throw err;
        throw new AppError("BAD_REQUEST", "The upload could not be read", {
          detail: "Send one file as multipart/form-data in the field 'file'.",
        });
      });
      if (file.file.truncated)
        throw new AppError("PAYLOAD_TOO_LARGE", "File too large", { detail: "The limit is 10 MB." });
      const dto = await svc.upload(request, id, { filename: file.filename, bytes, folderId });
      return reply.status(201).send(dto);
    });

    scope.get(exportDocumentPdfPath, { schema: { hide: true } }, async (request, reply) => {
      const { id, documentId } = request.params as { id: string; documentId: string };
      if (!UUID.test(id) || !UUID.test(documentId)) throw new AppError("NOT_FOUND", "Not found");
      const { name, bytes } = await svc.exportPdf(request, id, documentId);
      return reply
        .header("content-type", "application/pdf")
        .header("cache-control", "private, no-store")
        .header("content-disposition", `attachment; filename="${name.replace(/[^\x20-\x7E]|["\\]/g, "_")}"`)
        .send(bytes);
    });

    addRoute(scope, ctx, sendForSignature, async ({ request, params, body }) =>
      svc.sendForSignature(request, params.id, params.documentId, body),
    );
    addRoute(scope, ctx, refreshSignature, async ({ request, params }) =>
      svc.refreshSignature(request, params.id, params.documentId),
    );
    addRoute(scope, ctx, docusignStatus, async ({ user }) => svc.docusignStatus(user.id));
    addRoute(scope, ctx, docusignAuthorize, async ({ user, body }) => svc.docusignAuthorize(user.id, body.returnUrl));
    addRoute(scope, ctx, docusignOauthCallback, async ({ user, body }) => svc.docusignCallback(user.id, body));
  });

  return svc;
}
