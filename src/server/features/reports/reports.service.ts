// Reports: built-in reports computed from the user's data (lease figures read through the documents
// service, with corrections applied), their exports, and saved reports. Rule: every figure is scoped to the
// acting user; a report whose data the user's plan does not open answers FEATURE_REQUIRED; another user's
// saved report is a 404.
import type { Db } from "#server/db/client.ts";
import { createLeaseFactsService } from "#server/features/documents/lease-facts.service.ts";
import * as builders from "#server/features/reports/report-builders.ts";
import { type CatalogEntry, definitionOf, reportCatalog } from "#server/features/reports/report-catalog.ts";
import { exportReport } from "#server/features/reports/reports-export.ts";
import * as repo from "#server/features/reports/reports.repository.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import type { AccessChecker } from "#server/platform/http.ts";
import type { ExportFormat, ReportFilters, ReportId, ReportResult, SavedReportDto } from "#shared/contract/reports.ts";

export type ReportsDeps = { db: Db; access: AccessChecker; now?: () => Date };

/** Only the filters a report takes, without empty values: what a saved report keeps and the URL carries. */
export function cleanFilters(entry: CatalogEntry, f: ReportFilters): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (entry.filters.includes("dateRange")) {
    if (f.from) out.from = f.from;
    if (f.to) out.to = f.to;
  }
  if (entry.filters.includes("months") && f.months) out.months = f.months;
  if (entry.filters.includes("property") && f.property) out.property = f.property;
  if (entry.filters.includes("tag") && f.tag) out.tag = f.tag;
  return out;
}

export function createReportsService(deps: ReportsDeps) {
  const { db, access } = deps;
  const leaseFacts = createLeaseFactsService({ db, access });
  const today = () => (deps.now?.() ?? new Date()).toISOString().slice(0, 10);

  const entryFor = async (userId: string, id: ReportId) => {
    const entry = reportCatalog[id];
    if (!entry?.available) throw notFound("Report not found");
    if (entry.feature && !(await access.hasFeature(userId, entry.feature))) {
      throw new AppError("FEATURE_REQUIRED", "Upgrade Your Account", {
        detail: "To access all features including adding and viewing leases, you need an active subscription",
      });
    }
    return entry;
  };

  /**
   * One report's table, chart and summary. `page` is what the caller shows: a report grouped in SQL returns only
   * those rows with its `total`; the others are built whole and sliced by the caller.
   */
  const build = async (
    userId: string,
    id: ReportId,
    f: Record<string, string | number>,
    page: { limit: number; offset: number } | null,
  ): Promise<builders.BuiltReport & { total?: number }> => {
    const filters = f as ReportFilters;
    switch (id) {
      case "lease-expirations":
        return builders.leaseExpirations(
          await leaseFacts.expirationSchedule(
            userId,
            { from: filters.from, to: filters.to, property: filters.property },
            page,
          ),
        );
      case "rent-roll":
        return builders.rentRoll(
          await leaseFacts.rentRoll(userId, { today: today(), property: filters.property }, page),
        );
      case "critical-dates": {
        const months = filters.months ?? 12;
        return builders.criticalDates(
          await leaseFacts.deadlines(userId, { today: today(), months, property: filters.property }, page),
          months,
        );
      }
      case "dealroom-engagement": {
        const [rows, visitors] = await Promise.all([
          repo.dealroomEngagement(db, userId, filters),
          repo.dealroomVisitors(db, userId, filters),
        ]);
        return builders.dealroomEngagement(rows, visitors);
      }
      case "pipeline":
        return builders.pipelineByStage(await repo.pipeline(db, userId));
      case "contacts-by-tag":
        return builders.contactsByTag(await repo.contactsByTag(db, userId, filters.tag));
      default:
        throw notFound("Report not found");
    }
  };

  const savedDto = (r: repo.SavedReportRow): SavedReportDto => ({
    id: r.id,
    name: r.name,
    reportId: r.reportId as ReportId,
    filters: r.filters,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  });

  return {
    async list(userId: string) {
      const granted = await access.grantedFeatures(userId);
      const open = Object.values(reportCatalog).filter((e) => e.available && (!e.feature || granted[e.feature]));
      const saved = await repo.listSaved(db, userId);
      return {
        builtIn: open.map(definitionOf),
        saved: saved.filter((s) => open.some((e) => e.id === s.reportId)).map(savedDto),
      };
    },

    async run(
      userId: string,
      id: ReportId,
      filters: ReportFilters,
      paging: { page: number; pageSize: number },
    ): Promise<ReportResult> {
      const entry = await entryFor(userId, id);
      const clean = cleanFilters(entry, filters);
      const start = (paging.page - 1) * paging.pageSize;
      const built = await build(userId, id, clean, { limit: paging.pageSize, offset: start });
      const paged = built.total !== undefined;
      return {
        report: definitionOf(entry),
        filters: clean,
        columns: built.columns,
        rows: paged ? built.rows : built.rows.slice(start, start + paging.pageSize),
        total: built.total ?? built.rows.length,
        page: paging.page,
        pageSize: paging.pageSize,
        chart: built.chart,
        summary: built.summary,
      };
    },

    async export(userId: string, id: ReportId, filters: ReportFilters, format: ExportFormat) {
      const entry = await entryFor(userId, id);
      const clean = cleanFilters(entry, filters);
      const built = await build(userId, id, clean, null);
      return exportReport(format, { title: entry.name, filters: clean, generatedOn: today(), ...built });
    },

    async getSaved(userId: string, id: string) {
      const row = await repo.findSaved(db, userId, id);
      if (!row) throw notFound("Report not found");
      return savedDto(row);
    },
    async createSaved(userId: string, body: { name: string; reportId: ReportId; filters: ReportFilters }) {
      const entry = await entryFor(userId, body.reportId);
      return savedDto(
        await repo.insertSaved(db, userId, {
          name: body.name,
          reportId: body.reportId,
          filters: cleanFilters(entry, body.filters),
        }),
      );
    },
    async updateSaved(userId: string, id: string, patch: { name?: string; filters?: ReportFilters }) {
      const existing = await repo.findSaved(db, userId, id);
      if (!existing) throw notFound("Report not found");
      const entry = reportCatalog[existing.reportId as ReportId];
      const row = await repo.updateSaved(db, userId, id, {
        name: patch.name,
        filters: patch.filters ? cleanFilters(entry, patch.filters) : undefined,
      });
      if (!row) throw notFound("Report not found");
      return savedDto(row);
    },
    async deleteSaved(userId: string, id: string) {
      if (!(await repo.deleteSaved(db, userId, id))) throw notFound("Report not found");
      return { ok: true as const };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
