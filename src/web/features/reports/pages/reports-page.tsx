import { BarChart3Icon, BookmarkIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { SavedReportDto } from "#shared/contract/reports.ts";
import { paths } from "#web/app/paths.ts";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "#web/components/ui/alert-dialog.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { EmptyState } from "#web/components/ui/empty-state.tsx";
import { FormAlert } from "#web/components/ui/form-alert.tsx";
import { PageContainer, PageHeader } from "#web/components/ui/page-header.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { useReports } from "#web/features/reports/api/list-reports.ts";
import { useDeleteSavedReport } from "#web/features/reports/api/saved-reports.ts";
import { toast } from "#web/lib/toast.ts";

const filterText = (f: SavedReportDto["filters"]) =>
  Object.entries(f)
    .map(([k, v]) => `${k}: ${v}`)
    .join(", ") || "No filters";

/** /reports: the built-in reports and the user's saved ones. */
export function ReportsPage() {
  const reports = useReports();
  const remove = useDeleteSavedReport();
  const [deleting, setDeleting] = useState<SavedReportDto | null>(null);
  const names = new Map(reports.data?.builtIn.map((r) => [r.id, r.name]));

  return (
    <PageContainer>
      <PageHeader title="Reports" description="Figures from your analysed leases, deal rooms and contacts." />
      {reports.isError ? <FormAlert>Could not load the reports. Please try again.</FormAlert> : null}
      <section aria-labelledby="built-in" className="grid gap-3">
        <h2 id="built-in" className="text-lg font-semibold">
          Built-in reports
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {reports.isPending
            ? [0, 1, 2, 3].map((i) => (
                <li key={i}>
                  <Skeleton className="h-24" />
                </li>
              ))
            : reports.data?.builtIn.map((r) => (
                <li key={r.id}>
                  <Link
                    to={paths.report(r.id)}
                    className="block rounded-xl focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <Card className="h-full transition-colors hover:bg-muted/40">
                      <CardHeader>
                        <CardTitle className="flex items-center gap-2 text-base">
                          <BarChart3Icon aria-hidden className="size-4 text-primary" /> {r.name}
                        </CardTitle>
                        <CardDescription>{r.description}</CardDescription>
                      </CardHeader>
                    </Card>
                  </Link>
                </li>
              ))}
        </ul>
      </section>
      <section aria-labelledby="saved" className="mt-8 grid gap-3">
        <h2 id="saved" className="text-lg font-semibold">
          Saved reports
        </h2>
        {reports.data && reports.data.saved.length === 0 ? (
          <EmptyState
            icon={BookmarkIcon}
            title="No saved reports yet"
            description="Open a report, set its filters and choose Save report to keep it here."
          />
        ) : (
          <ul className="divide-y rounded-xl border">
            {reports.data?.saved.map((s) => (
              <li key={s.id} className="flex items-center justify-between gap-3 px-4 py-3">
                <div className="grid min-w-0 gap-0.5">
                  <Link to={paths.report(s.id)} className="truncate font-medium text-primary hover:underline">
                    {s.name}
                  </Link>
                  <span className="truncate text-xs text-muted-foreground">
                    {names.get(s.reportId)} · {filterText(s.filters)}
                  </span>
                </div>
                <Button variant="ghost" size="icon-sm" aria-label={`Delete ${s.name}`} onClick={() => setDeleting(s)}>
                  <Trash2Icon aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <AlertDialog open={!!deleting} onOpenChange={(o) => !o && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete saved report?</AlertDialogTitle>
            <AlertDialogDescription>
              “{deleting?.name}” will be removed. The built-in report and your data stay.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              onClick={async () => {
                if (!deleting) return;
                try {
                  await remove.mutateAsync(deleting.id);
                  toast({ title: "Saved report deleted" });
                } catch {
                  toast({ title: "Could not delete the report", variant: "destructive" });
                }
                setDeleting(null);
              }}
            >
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </PageContainer>
  );
}
