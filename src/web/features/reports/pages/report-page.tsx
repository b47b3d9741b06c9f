import { BookmarkIcon, DownloadIcon, FileWarningIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { type ReportFilters as Filters, type ReportId, reportIds } from "#shared/contract/reports.ts";
import { paths } from "#web/app/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { FormAlert } from "#web/components/ui/form-alert.tsx";
import { PageContainer, PageHeader } from "#web/components/ui/page-header.tsx";
import { Pagination } from "#web/components/ui/pagination.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { reportExportUrl } from "#web/features/reports/api/export-url.ts";
import { REPORT_PAGE_SIZE, useRunReport } from "#web/features/reports/api/run-report.ts";
import { useSavedReport, useUpdateSavedReport } from "#web/features/reports/api/saved-reports.ts";
import { ReportChart } from "#web/features/reports/components/report-chart.tsx";
import { type FilterValues, ReportFilters } from "#web/features/reports/components/report-filters.tsx";
import { ReportTable } from "#web/features/reports/components/report-table.tsx";
import { SaveReportDialog } from "#web/features/reports/components/save-report-dialog.tsx";
import { isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { BackLink } from "#web/components/ui/back-link.tsx";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const filterKeys = ["from", "to", "months", "property", "tag"] as const;

const toApi = (v: FilterValues): Filters => ({
  from: v.from || undefined,
  to: v.to || undefined,
  months: v.months ? Number(v.months) : undefined,
  property: v.property.trim() || undefined,
  tag: v.tag.trim() || undefined,
});

function NotFound() {
  return (
    <PageContainer>
      <EmptyState
        icon={FileWarningIcon}
        title="Report not found"
        description="This report does not exist or is not yours."
        action={
          <Button asChild variant="outline">
            <Link to={paths.reports()}>Back to reports</Link>
          </Button>
        }
      />
    </PageContainer>
  );
}

/** /reports/{id}: a built-in report (id = its name) or a saved one (id = uuid), filters in the URL. */
export function ReportPage() {
  const { id = "" } = useParams();
  const isSaved = UUID.test(id);
  const saved = useSavedReport(id, isSaved);
  if (isSaved) {
    if (saved.isPending) return <ReportSkeleton />;
    if (!saved.data) return <NotFound />;
    return (
      <ReportView
        key={saved.data.id}
        reportId={saved.data.reportId}
        saved={{ id: saved.data.id, name: saved.data.name, filters: saved.data.filters }}
      />
    );
  }
  if (!(reportIds as readonly string[]).includes(id)) return <NotFound />;
  return <ReportView key={id} reportId={id as ReportId} />;
}

function ReportSkeleton() {
  return (
    <PageContainer>
      <Skeleton className="mb-6 h-8 w-64" />
      <Skeleton className="h-64" />
    </PageContainer>
  );
}

function ReportView({
  reportId,
  saved,
}: {
  reportId: ReportId;
  saved?: { id: string; name: string; filters: Record<string, string | number> };
}) {
  const [params, setParams] = useSearchParams();
  const [saving, setSaving] = useState(false);
  const update = useUpdateSavedReport();
  // The URL wins; a saved report without filters in the URL starts from its own.
  const values: FilterValues = useMemo(() => {
    const fromUrl = filterKeys.some((k) => params.has(k));
    const source = fromUrl || !saved ? Object.fromEntries(params) : saved.filters;
    return Object.fromEntries(filterKeys.map((k) => [k, String(source[k] ?? "")])) as FilterValues;
  }, [params, saved]);
  const page = Math.max(1, Number(params.get("page")) || 1);
  const filters = toApi(values);
  const result = useRunReport(reportId, { page, ...filters });
  const error = result.error;
  const serverErrors = isApiError(error) ? error.fields : {};

  const apply = (v: FilterValues, nextPage = 1) => {
    const next = new URLSearchParams();
    for (const k of filterKeys) if (v[k]) next.set(k, v[k]);
    if (nextPage > 1) next.set("page", String(nextPage));
    if (saved && next.size === 0) next.set("from", ""); // keep "cleared" distinct from "the saved filters"
    setParams(next);
  };
  const report = result.data?.report;
  const activeFilters = result.data?.filters ?? {};

  return (
    <PageContainer className="max-w-6xl">
      <BackLink to={paths.reports()} className="mb-3">
        Reports
      </BackLink>
      <PageHeader
        title={saved?.name ?? report?.name ?? "Report"}
        description={saved && report ? `${report.name} · ${report.description}` : report?.description}
        actions={
          <div className="flex flex-wrap gap-2">
            {(["csv", "xlsx", "pdf"] as const).map((format) => (
              <Button key={format} asChild variant="outline" size="sm">
                <a href={reportExportUrl(reportId, format, activeFilters)} download>
                  <DownloadIcon aria-hidden /> Export {format.toUpperCase()}
                </a>
              </Button>
            ))}
            {saved ? (
              <Button
                size="sm"
                variant="secondary"
                disabled={update.isPending}
                onClick={async () => {
                  try {
                    await update.mutateAsync({ id: saved.id, filters });
                    toast({ title: "Saved report updated" });
                  } catch {
                    toast({ title: "Could not update the report", variant: "destructive" });
                  }
                }}
              >
                <BookmarkIcon aria-hidden /> Update saved filters
              </Button>
            ) : null}
            <Button size="sm" onClick={() => setSaving(true)}>
              <BookmarkIcon aria-hidden /> Save report
            </Button>
          </div>
        }
      />
      <div className="grid gap-4">
        {report ? (
          <ReportFilters keys={report.filters} value={values} onApply={(v) => apply(v)} serverErrors={serverErrors} />
        ) : null}
        {error && !isApiError(error) ? <FormAlert>Could not load the report. Please try again.</FormAlert> : null}
        {isApiError(error) ? (
          error.status === 404 ? (
            <NotFound />
          ) : (
            <FormAlert>{error.fields ? (Object.values(error.fields)[0] ?? error.message) : error.message}</FormAlert>
          )
        ) : null}
        {result.isPending ? <Skeleton className="h-64" /> : null}
        {result.data ? (
          <>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {result.data.summary.map((s) => (
                <div key={s.label} className="rounded-xl border p-3">
                  <dt className="text-xs text-muted-foreground">{s.label}</dt>
                  <dd className="text-lg font-semibold tabular-nums">{s.value}</dd>
                </div>
              ))}
            </dl>
            <ReportChart chart={result.data.chart} />
            {result.data.total === 0 ? (
              <EmptyState
                title="No rows"
                description="Nothing matches these filters. Figures come from your analysed leases, deal rooms and contacts."
              />
            ) : (
              <div className="grid gap-3 rounded-xl border">
                <ReportTable
                  columns={result.data.columns}
                  rows={result.data.rows}
                  groupBy={result.data.report.groupBy}
                />
                <Pagination
                  className="px-3 pb-3"
                  page={page}
                  pageSize={REPORT_PAGE_SIZE}
                  total={result.data.total}
                  onPageChange={(p) => apply(values, p)}
                />
              </div>
            )}
          </>
        ) : null}
      </div>
      {saving && report ? (
        <SaveReportDialog
          open
          onOpenChange={setSaving}
          reportId={reportId}
          filters={filters}
          defaultName={saved?.name ?? report.name}
        />
      ) : null}
    </PageContainer>
  );
}
