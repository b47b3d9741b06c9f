import { buildPath } from "#shared/contract/route.ts";
import { type ExportFormat, exportReportPath, type ReportId } from "#shared/contract/reports.ts";

/** The export download: a plain link the browser follows (the session cookie goes along). */
export function reportExportUrl(id: ReportId, format: ExportFormat, filters: Record<string, string | number>) {
  const search = new URLSearchParams({ format });
  for (const [k, v] of Object.entries(filters)) if (v !== "" && v !== undefined) search.set(k, String(v));
  return `${buildPath(exportReportPath, { reportId: id })}?${search}`;
}
