// The public tour book (/surveys/public/{token}, §2.1): anyone holding a live link sees the survey read-only and
// may give feedback per property. Rule: an unknown or revoked token is a 404 and an expired one a 403 — never
// any data; the link reaches only its own survey's rows.
import { requirementOf } from "#server/features/surveys/surveys-dto.ts";
import * as repo from "#server/features/surveys/surveys.repository.ts";
import { clean, type SurveysService } from "#server/features/surveys/surveys.service.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import type { Db } from "#server/db/client.ts";
import type { Events } from "#server/platform/events.ts";
import type { FeedbackReason, PublicSurveyDto, Verdict } from "#shared/contract/surveys.ts";

export const LINK_INVALID = "This survey link is not valid";
export const LINK_EXPIRED_TEXT = "This survey link has expired";

export function createPublicSurveysService(db: Db, surveys: SurveysService, events: Pick<Events, "publish">) {
  const live = async (token: string) => {
    const s = await repo.findSurveyByToken(db, token);
    if (!s || s.shareRevokedAt) throw notFound(LINK_INVALID);
    if (s.shareExpiresAt && s.shareExpiresAt.getTime() <= Date.now()) {
      throw new AppError("LINK_EXPIRED", LINK_EXPIRED_TEXT, { detail: "Ask your broker for a new link." });
    }
    return s;
  };

  const view = async (s: repo.SurveyRow): Promise<PublicSurveyDto> => {
    const [{ rows }, company, preparedBy] = await Promise.all([
      surveys.rowsView(s),
      repo.companyOf(db, s.createdBy, s.clientCompanyId),
      repo.ownerName(db, s.createdBy),
    ]);
    return {
      name: s.name,
      clientName: company?.name ?? null,
      preparedBy,
      requirement: requirementOf(s),
      rows: rows.map(({ propertyId: _p, spaceId: _s, ...r }) => r),
      expiresAt: s.shareExpiresAt?.toISOString() ?? null,
    };
  };

  return {
    async get(token: string) {
      return view(await live(token));
    },
    async recordView(token: string, visitorName: string | null | undefined) {
      const s = await live(token);
      await repo.insertView(db, s.id, clean(visitorName)?.trim() || null);
      await events.publish(s.createdBy, { type: "surveys.viewed", entity: "surveys", id: s.id }).catch(() => {});
      return { ok: true as const };
    },
    async feedback(
      token: string,
      body: {
        rowId: string;
        verdict: Verdict;
        reason?: FeedbackReason | null;
        comment?: string | null;
        visitorName?: string | null;
      },
    ) {
      const s = await live(token);
      const rows = await repo.rowsOf(db, s.id);
      if (!rows.some((r) => r.id === body.rowId)) throw notFound("Property not found in this survey");
      await repo.insertFeedback(db, {
        surveyId: s.id,
        rowId: body.rowId,
        verdict: body.verdict,
        reason: body.reason ?? null,
        comment: clean(body.comment)?.trim() || null,
        visitorName: clean(body.visitorName)?.trim() || null,
      });
      // The broker's open survey page refreshes with the new feedback.
      await events.publish(s.createdBy, { type: "surveys.feedback", entity: "surveys", id: s.id }).catch(() => {});
      return view(s);
    },
  };
}
