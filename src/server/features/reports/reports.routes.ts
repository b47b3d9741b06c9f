// HTTP for reports: contract routes through addRoute; the export is a plain Fastify route (a file, not JSON)
// validated with the same contract schemas.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { createReportsService } from "#server/features/reports/reports.service.ts";
import { type AppContext, addRoute, requireUser } from "#server/platform/http.ts";
import {
  createSavedReport,
  deleteSavedReport,
  exportFormats,
  exportReportPath,
  getSavedReport,
  listReports,
  reportFilters,
  reportId,
  runReport,
  updateSavedReport,
} from "#shared/contract/reports.ts";

const attachment = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

export function registerReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const svc = createReportsService({ db: ctx.db, access: ctx.access });

  addRoute(app, ctx, listReports, async ({ user }) => svc.list(user.id));
  addRoute(app, ctx, runReport, async ({ user, params, query }) => {
    const { page, pageSize, ...filters } = query;
    return svc.run(user.id, params.reportId, filters, { page, pageSize });
  });
  app.withTypeProvider().get(
    exportReportPath,
    {
      schema: {
        hide: true,
        params: z.object({ reportId }),
        querystring: z.intersection(reportFilters, z.object({ format: z.enum(exportFormats) })),
      },
    },
    async (request, reply) => {
      const user = await requireUser(ctx, request);
      const { reportId: id } = request.params as { reportId: z.infer<typeof reportId> };
      const { format, ...filters } = request.query as z.infer<typeof reportFilters> & {
        format: (typeof exportFormats)[number];
      };
      const file = await svc.export(user.id, id, filters, format);
      reply.header("content-type", file.contentType);
      reply.header("content-disposition", attachment(file.fileName));
      reply.header("cache-control", "private, no-store");
      return reply.send(file.body);
    },
  );

  addRoute(app, ctx, getSavedReport, async ({ user, params }) => svc.getSaved(user.id, params.id));
  addRoute(app, ctx, createSavedReport, async ({ user, body }) => svc.createSaved(user.id, body), { status: 201 });
  addRoute(app, ctx, updateSavedReport, async ({ user, params, body }) => svc.updateSaved(user.id, params.id, body));
  addRoute(app, ctx, deleteSavedReport, async ({ user, params }) => svc.deleteSaved(user.id, params.id));
}
