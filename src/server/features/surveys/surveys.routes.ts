// HTTP for surveys: the broker's routes (templates feature, §2.3), the public link's routes (no account; feedback
// and views rate-limited per address and link) and the tour-book PDF download.
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { createPublicSurveysService } from "#server/features/surveys/surveys-public.service.ts";
import { createSurveyRowPropertyService } from "#server/features/surveys/surveys-row-property.service.ts";
import { createSurveysService } from "#server/features/surveys/surveys.service.ts";
import { AppError } from "#server/platform/errors.ts";
import { type AppContext, addRoute, requireUser } from "#server/platform/http.ts";
import { idParams } from "#shared/contract/common.ts";
import {
  addSurveyRow,
  createSurvey,
  deleteSurvey,
  deleteSurveyRow,
  getPublicSurvey,
  getSurvey,
  listSurveys,
  recordPublicView,
  reorderSurveyRows,
  saveSurveyRowProperty,
  revokeSurveyShare,
  sendPublicFeedback,
  shareSurvey,
  surveyActivity,
  surveyPdfPath,
  updateSurvey,
  updateSurveyRow,
} from "#shared/contract/surveys.ts";

export function registerSurveyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const svc = createSurveysService(ctx);
  const pub = createPublicSurveysService(ctx.db, svc, ctx.events);
  const rowProperty = createSurveyRowPropertyService(ctx, svc);

  addRoute(app, ctx, listSurveys, async ({ user, query }) => svc.list(user.id, query));
  addRoute(app, ctx, createSurvey, async ({ user, body }) => svc.create(user.id, body), { status: 201 });
  addRoute(app, ctx, getSurvey, async ({ user, params }) => svc.get(user.id, params.id));
  addRoute(app, ctx, updateSurvey, async ({ user, params, body }) => svc.update(user.id, params.id, body));
  addRoute(app, ctx, deleteSurvey, async ({ user, params }) => svc.remove(user.id, params.id));
  addRoute(app, ctx, addSurveyRow, async ({ user, params, body }) => svc.addRow(user.id, params.id, body), {
    status: 201,
  });
  addRoute(app, ctx, reorderSurveyRows, async ({ user, params, body }) => svc.reorder(user.id, params.id, body.rowIds));
  addRoute(app, ctx, updateSurveyRow, async ({ user, params, body }) =>
    svc.updateRow(user.id, params.id, params.rowId, body),
  );
  addRoute(app, ctx, deleteSurveyRow, async ({ user, params }) => svc.deleteRow(user.id, params.id, params.rowId));
  addRoute(app, ctx, saveSurveyRowProperty, async ({ user, params }) =>
    rowProperty.saveRow(user.id, params.id, params.rowId),
  );
  addRoute(app, ctx, shareSurvey, async ({ user, params, body }) => svc.share(user.id, params.id, body.expiresAt));
  addRoute(app, ctx, revokeSurveyShare, async ({ user, params }) => svc.revokeShare(user.id, params.id));
  addRoute(app, ctx, surveyActivity, async ({ user, params }) => svc.activity(user.id, params.id));
  app.get(surveyPdfPath, { schema: { params: idParams, hide: true } }, async (request, reply) => {
    const user = await requireUser(ctx, request);
    if (!(await ctx.access.hasFeature(user.id, "templates"))) {
      throw new AppError("FEATURE_REQUIRED", "Upgrade Your Account");
    }
    const { id } = request.params as { id: string };
    const pdf = await svc.pdf(user.id, id);
    reply.header("content-type", "application/pdf");
    reply.header(
      "content-disposition",
      `attachment; filename="${pdf.fileName.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(pdf.fileName)}`,
    );
    reply.header("cache-control", "private, no-store");
    return reply.send(pdf.body);
  });

  // Public link: reading is free; writing (views, feedback) is limited per address and link.
  addRoute(app, ctx, getPublicSurvey, async ({ params }) => pub.get(params.token));
  app.register(async (limited) => {
    if (ctx.config.rateLimitEnabled) {
      await limited.register(fastifyRateLimit, {
        max: 30,
        timeWindow: 10 * 60_000,
        hook: "preHandler",
        keyGenerator: (request) => `${request.ip}|${String((request.params as { token?: string }).token ?? "")}`,
        errorResponseBuilder: (_request, context) => ({
          statusCode: 429,
          message: `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
        }),
      });
    }
    addRoute(limited, ctx, recordPublicView, async ({ params, body }) =>
      pub.recordView(params.token, body.visitorName),
    );
    addRoute(limited, ctx, sendPublicFeedback, async ({ params, body }) => pub.feedback(params.token, body));
  });
}
