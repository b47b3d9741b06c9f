// Reports (issue 10): built-in reports over the user's leases, deal rooms and contacts, their exports and the
// user's saved reports (a built-in report with filters and a name), opened at /reports/{id}.
import { z } from "zod";
import { idParams, okResponse } from "#shared/contract/common.ts";
import { defineRoute } from "#shared/contract/route.ts";
import { isCalendarDate } from "#shared/rules/report-values.ts";

export const reportIds = [
  "lease-expirations",
  "rent-roll",
  "critical-dates",
  "pipeline",
  "dealroom-engagement",
  "contacts-by-tag",
] as const;
export type ReportId = (typeof reportIds)[number];
export const reportId = z.enum(reportIds);

export const reportFilterKeys = ["dateRange", "months", "property", "tag"] as const;
export type ReportFilterKey = (typeof reportFilterKeys)[number];

export const horizonMonths = [1, 3, 6, 12] as const;

const calendarDate = z.string().refine(isCalendarDate, { message: "Enter a real date as yyyy-mm-dd" }).optional();

/** Filters of every report; each report uses the ones it declares. Impossible ranges are refused. */
export const reportFilters = z
  .object({
    from: calendarDate,
    to: calendarDate,
    months: z.coerce
      .number()
      .int()
      .refine((n) => (horizonMonths as readonly number[]).includes(n), { message: "Choose 1, 3, 6 or 12 months" })
      .optional(),
    property: z.string().trim().max(200).optional(),
    tag: z.string().trim().max(100).optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    message: "The start date must be on or before the end date",
    path: ["to"],
  });
export type ReportFilters = z.infer<typeof reportFilters>;

export const reportColumn = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(["text", "number", "money", "percent", "date", "flag"]),
});
export type ReportColumn = z.infer<typeof reportColumn>;
export const reportCell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type ReportRow = Record<string, z.infer<typeof reportCell>>;

export const reportChart = z.object({
  title: z.string(),
  xKey: z.string(),
  series: z.array(z.object({ key: z.string(), label: z.string() })),
  data: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type ReportChart = z.infer<typeof reportChart>;

export const reportSummaryItem = z.object({ label: z.string(), value: z.string() });

export const reportDefinition = z.object({
  id: reportId,
  name: z.string(),
  description: z.string(),
  filters: z.array(z.enum(reportFilterKeys)),
  /** Rows are grouped on these columns in the table (e.g. year, then property). */
  groupBy: z.array(z.string()),
});
export type ReportDefinition = z.infer<typeof reportDefinition>;

export const savedReportDto = z.object({
  id: z.uuid(),
  name: z.string(),
  reportId,
  filters: z.record(z.string(), z.union([z.string(), z.number()])),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedReportDto = z.infer<typeof savedReportDto>;

export const reportResult = z.object({
  report: reportDefinition,
  filters: z.record(z.string(), z.union([z.string(), z.number()])),
  columns: z.array(reportColumn),
  rows: z.array(z.record(z.string(), reportCell)),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  chart: reportChart,
  summary: z.array(reportSummaryItem),
});
export type ReportResult = z.infer<typeof reportResult>;

export const listReports = defineRoute({
  method: "GET",
  path: "/api/reports",
  summary: "Built-in reports the caller can open and their saved reports",
  response: z.object({ builtIn: z.array(reportDefinition), saved: z.array(savedReportDto) }),
});

export const reportDataQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
});

export const runReport = defineRoute({
  method: "GET",
  path: "/api/reports/run/:reportId",
  summary: "One built-in report with filters: chart, summary and a page of rows",
  params: z.object({ reportId }),
  query: z.intersection(reportFilters, reportDataQuery),
  response: reportResult,
});

export const exportFormats = ["csv", "xlsx", "pdf"] as const;
export type ExportFormat = (typeof exportFormats)[number];
/** GET, a file download: ?format=csv|xlsx|pdf plus the report's filters. Not JSON, so a plain path. */
export const exportReportPath = "/api/reports/run/:reportId/export";

export const savedReportBody = z.object({
  name: z.string().trim().min(1, "Name is required").max(120, "Use at most 120 characters"),
  reportId,
  filters: reportFilters,
});

export const getSavedReport = defineRoute({
  method: "GET",
  path: "/api/reports/saved/:id",
  params: idParams,
  response: savedReportDto,
});
export const createSavedReport = defineRoute({
  method: "POST",
  path: "/api/reports/saved",
  body: savedReportBody,
  response: savedReportDto,
});
export const updateSavedReport = defineRoute({
  method: "PATCH",
  path: "/api/reports/saved/:id",
  params: idParams,
  body: z.object({
    name: z.string().trim().min(1, "Name is required").max(120, "Use at most 120 characters").optional(),
    filters: reportFilters.optional(),
  }),
  response: savedReportDto,
});
export const deleteSavedReport = defineRoute({
  method: "DELETE",
  path: "/api/reports/saved/:id",
  params: idParams,
  response: okResponse,
});
