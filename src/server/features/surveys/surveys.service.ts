// Surveys for the broker: the survey and its requirement, rows from the user's properties/spaces (or typed in),
// order, share link, feedback and views, the tour-book PDF. Rule: everything is scoped to the survey's owner;
// another user's survey, company, contact, property or space is a 404.
import { randomBytes } from "node:crypto";
import { createProjectsService } from "#server/features/projects/projects.service.ts";
import { createPropertiesService } from "#server/features/properties/properties.service.ts";
import { surveyPdf } from "#server/features/surveys/surveys-pdf.ts";
import { loadPdfImages } from "#server/features/surveys/surveys-pdf-images.ts";
import { feedbackDtoOf, requirementOf, rowDtos } from "#server/features/surveys/surveys-dto.ts";
import * as repo from "#server/features/surveys/surveys.repository.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import type { AppContext } from "#server/platform/http.ts";
import type {
  FeedbackReason,
  rowCreate,
  rowUpdate,
  SurveyDto,
  surveyCreate,
  surveyUpdate,
} from "#shared/contract/surveys.ts";
import type { z } from "zod";

type Ctx = Pick<AppContext, "db" | "storage" | "jobs" | "events" | "log" | "config">;

/** NUL cannot be stored in PostgreSQL text; it never carries meaning in a form field. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing NUL is the point
export const clean = (s: string | null | undefined) => (s == null ? s : s.replace(/\u0000/g, ""));

export function createSurveysService(ctx: Ctx) {
  const { db } = ctx;
  const properties = createPropertiesService(ctx);
  const projects = createProjectsService(ctx);

  const requireSurvey = async (userId: string, id: string) => {
    const s = await repo.findSurvey(db, userId, id);
    if (!s) throw notFound("Survey not found");
    return s;
  };

  const images = async (ownerId: string, rows: repo.RowRow[]) => {
    const ids = [...new Set(rows.map((r) => r.propertyId).filter((x): x is string => !!x))];
    const files = await repo.propertyImages(db, ownerId, ids);
    const out = new Map<string, { photo?: string; floorplan?: string }>();
    await Promise.all(
      files.map(async (f) => {
        const url = await ctx.storage.signedUrl(f.bucket, f.storageKey);
        const entry = out.get(f.propertyId) ?? {};
        if (f.kind === "photo") entry.photo = url;
        else entry.floorplan = url;
        out.set(f.propertyId, entry);
      }),
    );
    return out;
  };

  /** Rows with cost, check, latest feedback and images — shared with the public view and the PDF. */
  const rowsView = async (s: repo.SurveyRow) => {
    const [rows, feedback] = await Promise.all([repo.rowsOf(db, s.id), repo.feedbackOf(db, s.id)]);
    return { rows: rowDtos(s, rows, feedback, await images(s.createdBy, rows)), feedback };
  };

  const dto = async (s: repo.SurveyRow): Promise<SurveyDto> => {
    const [{ rows }, company, contacts, project] = await Promise.all([
      rowsView(s),
      repo.companyOf(db, s.createdBy, s.clientCompanyId),
      repo.peopleOf(db, s.createdBy, s.clientContactIds),
      // The project may have been deleted since (no FK across features): then there is none to show.
      s.projectId ? projects.findOwned(s.createdBy, s.projectId) : null,
    ]);
    const counts = new Map<FeedbackReason, number>();
    // Only each row's latest verdict counts: a client who changed their mind is not counted twice.
    for (const r of rows) {
      if (r.feedback?.reason) counts.set(r.feedback.reason, (counts.get(r.feedback.reason) ?? 0) + 1);
    }
    const now = Date.now();
    return {
      id: s.id,
      name: s.name,
      clientCompany: company,
      clientContacts: contacts.map((p) => ({ id: p.id, name: `${p.firstName} ${p.lastName}`.trim() })),
      projectId: project ? s.projectId : null,
      project: project ? { id: project.id, name: project.name } : null,
      notes: s.notes,
      requirement: requirementOf(s),
      rows,
      share: s.shareToken
        ? {
            token: s.shareToken,
            expiresAt: s.shareExpiresAt?.toISOString() ?? null,
            revokedAt: s.shareRevokedAt?.toISOString() ?? null,
            active: !s.shareRevokedAt && (!s.shareExpiresAt || s.shareExpiresAt.getTime() > now),
          }
        : null,
      reasons: [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
      createdAt: s.createdAt.toISOString(),
      updatedAt: s.updatedAt.toISOString(),
    };
  };

  const checkClient = async (
    userId: string,
    body: { clientCompanyId?: string | null; clientContactIds?: string[]; projectId?: string | null },
  ) => {
    if (body.projectId && !(await projects.findOwned(userId, body.projectId))) throw notFound("Project not found");
    if (body.clientCompanyId && !(await repo.companyOf(db, userId, body.clientCompanyId))) {
      throw notFound("Company not found");
    }
    if (body.clientContactIds?.length) {
      const found = await repo.peopleOf(db, userId, body.clientContactIds);
      if (found.length !== new Set(body.clientContactIds).size) throw notFound("Contact not found");
    }
  };

  const surveyValues = (body: z.output<typeof surveyUpdate>) => {
    const v: Partial<repo.SurveyInsert> = {};
    for (const [k, value] of Object.entries(body)) {
      if (value !== undefined) (v as Record<string, unknown>)[k] = typeof value === "string" ? clean(value) : value;
    }
    if (body.clientContactIds) v.clientContactIds = [...new Set(body.clientContactIds)];
    return v;
  };

  const rowValues = (body: z.output<typeof rowUpdate>): Partial<repo.RowInsert> => {
    const v: Partial<repo.RowInsert> = {};
    for (const [k, value] of Object.entries(body)) {
      if (value === undefined) continue;
      (v as Record<string, unknown>)[k] = typeof value === "string" ? clean(value) : value;
    }
    if (body.tourAt !== undefined) v.tourAt = body.tourAt ? new Date(body.tourAt) : null;
    return v;
  };

  const afterChange = async (userId: string, s: repo.SurveyRow) => {
    await repo.touchSurvey(db, s.id);
    await ctx.events.publish(userId, { type: "surveys.updated", entity: "surveys", id: s.id }).catch(() => {});
    return dto((await repo.findSurvey(db, userId, s.id)) as repo.SurveyRow);
  };

  return {
    requireSurvey,
    rowsView,
    dto,
    afterChange,
    async list(userId: string, q: { page: number; pageSize: number; q?: string }) {
      const { items, total } = await repo.listSurveys(db, userId, q);
      const now = Date.now();
      return {
        total,
        items: items.map((s) => ({
          id: s.id,
          name: s.name,
          clientName: s.clientName,
          rowCount: s.rowCount,
          shared: !!s.shareToken && !s.shareRevokedAt && (!s.shareExpiresAt || s.shareExpiresAt.getTime() > now),
          updatedAt: s.updatedAt.toISOString(),
        })),
      };
    },
    async get(userId: string, id: string) {
      return dto(await requireSurvey(userId, id));
    },
    async create(userId: string, body: z.output<typeof surveyCreate>) {
      await checkClient(userId, body);
      const s = await repo.insertSurvey(db, userId, { ...surveyValues(body), name: clean(body.name) as string });
      return dto(s);
    },
    async update(userId: string, id: string, body: z.output<typeof surveyUpdate>) {
      const s = await requireSurvey(userId, id);
      await checkClient(userId, body);
      const next = { ...s, ...surveyValues(body) };
      if (next.minRsf !== null && next.maxRsf !== null && next.minRsf > next.maxRsf) {
        throw new AppError("VALIDATION_FAILED", "The minimum size must not exceed the maximum", {
          fields: { maxRsf: "The minimum size must not exceed the maximum" },
        });
      }
      await repo.updateSurvey(db, userId, id, surveyValues(body));
      return afterChange(userId, s);
    },
    async remove(userId: string, id: string) {
      if (!(await repo.deleteSurvey(db, userId, id))) throw notFound("Survey not found");
      return { ok: true as const };
    },

    async addRow(userId: string, id: string, body: z.output<typeof rowCreate>) {
      const s = await requireSurvey(userId, id);
      const base: Partial<repo.RowInsert> = {};
      if (body.propertyId) {
        const p = await properties.detail(userId, body.propertyId);
        base.propertyId = p.id;
        base.name = p.buildingName || p.name;
        base.address = p.address || null;
        base.latitude = p.locationLatitude;
        base.longitude = p.locationLongitude;
        if (body.spaceId) {
          const space = p.spaces.find((sp) => sp.id === body.spaceId);
          if (!space) throw notFound("Space not found");
          Object.assign(base, {
            spaceId: space.id,
            suite: space.suite,
            floor: space.floor,
            rsf: space.rsf,
            askingRent: space.askingRent,
            rentType: space.rentType,
            availableDate: space.availableDate,
          });
        }
      } else if (body.spaceId) {
        throw new AppError("VALIDATION_FAILED", "Choose the property of this space", {
          fields: { propertyId: "Choose the property of this space" },
        });
      }
      const { propertyId: _p, spaceId: _s, ...fields } = body;
      const values = { ...base, ...rowValues(fields) };
      if (!values.name?.trim()) {
        throw new AppError("VALIDATION_FAILED", "Property name is required", {
          fields: { name: "Property name is required" },
        });
      }
      await repo.insertRow(db, s.id, values as repo.RowInsert);
      return afterChange(userId, s);
    },
    async updateRow(userId: string, id: string, rowId: string, body: z.output<typeof rowUpdate>) {
      const s = await requireSurvey(userId, id);
      if (!(await repo.updateRow(db, s.id, rowId, rowValues(body)))) throw notFound("Survey property not found");
      return afterChange(userId, s);
    },
    async deleteRow(userId: string, id: string, rowId: string) {
      const s = await requireSurvey(userId, id);
      if (!(await repo.deleteRow(db, s.id, rowId))) throw notFound("Survey property not found");
      return afterChange(userId, s);
    },
    async reorder(userId: string, id: string, rowIds: string[]) {
      const s = await requireSurvey(userId, id);
      const current = (await repo.rowsOf(db, s.id)).map((r) => r.id);
      const given = new Set(rowIds);
      if (given.size !== rowIds.length || current.length !== rowIds.length || current.some((r) => !given.has(r))) {
        throw new AppError("VALIDATION_FAILED", "Send every property of the survey once, in the new order");
      }
      await repo.setPositions(db, s.id, rowIds);
      return afterChange(userId, s);
    },

    async share(userId: string, id: string, expiresAt: string | null | undefined) {
      const s = await requireSurvey(userId, id);
      if (expiresAt && new Date(expiresAt).getTime() <= Date.now()) {
        throw new AppError("VALIDATION_FAILED", "The expiry must be in the future", {
          fields: { expiresAt: "The expiry must be in the future" },
        });
      }
      await repo.updateSurvey(db, userId, s.id, {
        shareToken: randomBytes(24).toString("base64url"),
        shareExpiresAt: expiresAt ? new Date(expiresAt) : null,
        shareRevokedAt: null,
      });
      return afterChange(userId, s);
    },
    async revokeShare(userId: string, id: string) {
      const s = await requireSurvey(userId, id);
      if (s.shareToken && !s.shareRevokedAt) await repo.updateSurvey(db, userId, s.id, { shareRevokedAt: new Date() });
      return afterChange(userId, s);
    },
    async activity(userId: string, id: string) {
      const s = await requireSurvey(userId, id);
      const [rows, feedback, views] = await Promise.all([
        repo.rowsOf(db, s.id),
        repo.feedbackOf(db, s.id),
        repo.viewsOf(db, s.id),
      ]);
      const names = new Map(rows.map((r) => [r.id, r.name]));
      return {
        feedback: feedback.map((f) => ({ ...feedbackDtoOf(f), rowName: names.get(f.rowId) ?? "" })),
        views: views.map((v) => ({ visitorName: v.visitorName, createdAt: v.createdAt.toISOString() })),
      };
    },
    async pdf(userId: string, id: string) {
      const s = await requireSurvey(userId, id);
      const survey = await dto(s);
      const preparedBy = await repo.ownerName(db, userId);
      const propertyIds = [...new Set(survey.rows.map((r) => r.propertyId).filter((x): x is string => !!x))];
      const pictures = await loadPdfImages(ctx.storage, await repo.propertyImages(db, s.createdBy, propertyIds));
      return {
        body: await surveyPdf(survey, preparedBy, new Date(), pictures),
        fileName: `${survey.name.replace(/[^\w .-]+/g, "_")} - tour book.pdf`,
      };
    },
  };
}
export type SurveysService = ReturnType<typeof createSurveysService>;
