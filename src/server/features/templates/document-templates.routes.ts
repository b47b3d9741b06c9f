import type { FastifyInstance } from "fastify";
import { createDocumentTemplatesService } from "#server/features/templates/document-templates.service.ts";
import { AppError } from "#server/platform/errors.ts";
import { type AppContext, addRoute, requireUser } from "#server/platform/http.ts";
import { idParams } from "#shared/contract/common.ts";
import {
  createDocumentTemplate,
  deleteDocumentTemplate,
  generatedPdfPath,
  generateDocument,
  generateIntoDealroom,
  getDocumentTemplate,
  listDocumentTemplates,
  mergeSourcesInput,
  saveDocumentTemplate,
} from "#shared/contract/document-templates.ts";

export function registerDocumentTemplateRoutes(app: FastifyInstance, ctx: AppContext) {
  const svc = createDocumentTemplatesService(ctx);
  addRoute(app, ctx, listDocumentTemplates, async ({ user }) => ({ items: await svc.list(user.id) }));
  addRoute(app, ctx, getDocumentTemplate, ({ user, params }) => svc.get(user.id, params.id));
  addRoute(app, ctx, createDocumentTemplate, ({ user, body }) => svc.create(user.id, body), { status: 201 });
  addRoute(app, ctx, saveDocumentTemplate, ({ user, params, body }) => svc.save(user.id, params.id, body));
  addRoute(app, ctx, deleteDocumentTemplate, async ({ user, params }) => {
    await svc.remove(user.id, params.id);
    return { ok: true as const };
  });
  addRoute(app, ctx, generateDocument, ({ user, params, body }) => svc.generate(user.id, params.id, body));
  addRoute(app, ctx, generateIntoDealroom, ({ request, user, params, body }) =>
    svc.intoDealroom(request, user.id, params.id, body),
  );
  // A download link: GET with the records in the query string, answered as an attachment.
  app.get(
    generatedPdfPath,
    { schema: { params: idParams, querystring: mergeSourcesInput, hide: true } },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      if (!(await ctx.access.hasFeature(user.id, "templates"))) {
        throw new AppError("FEATURE_REQUIRED", "Upgrade Your Account");
      }
      const { id } = request.params as { id: string };
      const pdf = await svc.pdf(user.id, id, request.query as typeof mergeSourcesInput._output);
      reply.header("content-type", "application/pdf");
      reply.header(
        "content-disposition",
        `attachment; filename="${pdf.fileName.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(pdf.fileName)}`,
      );
      reply.header("cache-control", "private, no-store");
      return reply.send(pdf.body);
    },
  );
}
