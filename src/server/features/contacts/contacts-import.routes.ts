// Import HTTP: the multipart upload, the sample preview, the streamed check of every row, commit, job and
// summary CSV; the background job that writes the rows.
import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { requireTemplatesUser, sendCsv, invalidQuery } from "#server/features/contacts/contacts-http.ts";
import { createImportService, IMPORT_JOB } from "#server/features/contacts/contacts-import.service.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import { type AppContext, addRoute } from "#server/platform/http.ts";
import { contactEntityType } from "#shared/contract/contacts-common.ts";
import {
  commitImport,
  getImport,
  IMPORT_MAX_BYTES,
  importCheckBody,
  importCheckPath,
  importSummaryCsvPath,
  importUploadPath,
  previewImport,
} from "#shared/contract/contacts-import.ts";
import { isUuid } from "#shared/rules/text.ts";

export function registerImportRoutes(app: FastifyInstance, ctx: AppContext) {
  const imports = createImportService({
    db: ctx.db,
    storage: ctx.storage,
    onProgress: (p) =>
      void ctx.events
        .publish(p.userId, {
          type: p.status === "running" ? "import.progress" : "import.updated",
          entity: "import",
          id: p.id,
          data: { processedRows: p.processedRows, totalRows: p.totalRows, status: p.status },
        })
        .catch(() => {}),
  });
  ctx.jobs.define<{ jobId: string }>(
    IMPORT_JOB,
    async ({ jobId }) => {
      await imports.run(jobId);
    },
    {
      retryLimit: 3,
      retryDelaySeconds: 10,
      expireInSeconds: 60 * 60,
      onGiveUp: ({ jobId }, reason) => imports.gaveUp(jobId, reason),
    },
  );

  app.post(importUploadPath, async (request, reply) => {
    const user = await requireTemplatesUser(ctx, request);
    // Refuse an oversized upload from its declared length, before reading any of it.
    const declared = Number(request.headers["content-length"] ?? 0);
    if (declared > IMPORT_MAX_BYTES + 64 * 1024) {
      reply.header("connection", "close");
      throw new AppError("PAYLOAD_TOO_LARGE", "File too large", {
        detail: "Import files can be at most 25 MB. Split the file and import the parts.",
      });
    }
    if (!request.isMultipart()) throw new AppError("BAD_REQUEST", "Please select a file");
    const file = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
    if (!file) throw new AppError("BAD_REQUEST", "Please select a file");
    const field = file.fields.entityType as { value?: unknown } | undefined;
    const rawType = field?.value ?? (request.query as { entityType?: string }).entityType ?? "people";
    const entityType = contactEntityType.safeParse(rawType);
    if (!entityType.success) {
      file.file.resume();
      throw new AppError("VALIDATION_FAILED", "Validation failed", {
        fields: { entityType: "Invalid entity type" },
        detail: "Invalid entity type",
      });
    }
    const result = await imports.upload(user.id, {
      fileName: file.filename,
      entityType: entityType.data,
      stream: file.file,
      isTruncated: () => file.file.truncated,
    });
    return reply.status(201).send(result);
  });
  addRoute(app, ctx, previewImport, async ({ user, params, body }) => ({
    preview: await imports.preview(user.id, params.id, body.mapping),
  }));
  addRoute(app, ctx, commitImport, async ({ user, params, body }) => {
    const job = await imports.commit(user.id, params.id, body);
    await ctx.jobs.send(IMPORT_JOB, { jobId: job.id });
    return job;
  });
  addRoute(app, ctx, getImport, async ({ user, params }) => imports.get(user.id, params.id));
  app.get(importSummaryCsvPath, async (request, reply) => {
    const user = await requireTemplatesUser(ctx, request);
    const id = (request.params as { id: string }).id;
    if (!isUuid(id)) throw notFound("Import not found");
    const job = await imports.get(user.id, id);
    return sendCsv(reply, "import-summary.csv", imports.summaryCsv(user.id, job.id));
  });

  app.post(importCheckPath, async (request, reply) => {
    const user = await requireTemplatesUser(ctx, request);
    const id = (request.params as { id: string }).id;
    if (!isUuid(id)) throw notFound("Import not found");
    const parsed = importCheckBody.safeParse(request.body);
    if (!parsed.success) throw invalidQuery(parsed.error.issues);
    const events = await imports.check(user.id, id, parsed.data.mapping);
    async function* lines() {
      for await (const event of events) yield `${JSON.stringify(event)}\n`;
    }
    // A closed connection (the broker changed the mapping) destroys the stream, which stops reading the file.
    return reply
      .type("application/x-ndjson; charset=utf-8")
      .header("cache-control", "no-store")
      .header("x-content-type-options", "nosniff")
      .send(Readable.from(lines()));
  });
}
