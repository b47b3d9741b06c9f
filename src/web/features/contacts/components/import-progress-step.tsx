// Import step 3: the running import (rows written, polled), then its summary: counts, the skipped and failed
// rows with their reasons, the summary CSV and 'Resume import' when it stopped.
import { useQueryClient } from "@tanstack/react-query";
import { AlertTriangleIcon, CheckCircle2Icon, DownloadIcon, RotateCcwIcon } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import type { ContactEntityType } from "#shared/contract/contacts-common.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Progress } from "#web/components/ui/progress.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#web/components/ui/table.tsx";
import { importSummaryCsvUrl, useImportJob } from "#web/features/contacts/api/imports.ts";
import { contactKeys } from "#web/features/contacts/api/keys.ts";
import { ResumeImportButton } from "#web/features/contacts/components/resume-import-button.tsx";
import { contactPaths } from "#web/features/contacts/lib/contact-paths.ts";
import { cn } from "#web/lib/utils.ts";

export function ImportProgressStep({
  jobId,
  entityType,
  onAgain,
}: {
  jobId: string;
  entityType: ContactEntityType;
  onAgain: () => void;
}) {
  const job = useImportJob(jobId);
  const queryClient = useQueryClient();
  const data = job.data;
  const done = data?.status === "completed" || data?.status === "failed";
  // Written rows change the lists and tag counts.
  useEffect(() => {
    if (!done) return;
    for (const key of [contactKeys.people, contactKeys.companies, contactKeys.tags])
      void queryClient.invalidateQueries({ queryKey: key });
  }, [done, queryClient]);
  const percent = data?.totalRows ? Math.round((data.processedRows / data.totalRows) * 100) : 0;

  if (!data) {
    return (
      <Card className="flex items-center justify-center p-12">
        <Spinner className="size-6" />
      </Card>
    );
  }
  if (!done) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>Importing…</CardTitle>
          <CardDescription>
            {data.processedRows.toLocaleString()} of {data.totalRows.toLocaleString()} rows written. You can leave this
            page; the import continues.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Progress value={percent} aria-label="Import progress" />
        </CardContent>
      </Card>
    );
  }
  const stats = [
    { label: "Created", value: data.created, tone: "text-emerald-700" },
    { label: "Updated", value: data.updated, tone: "text-sky-700" },
    { label: "Skipped", value: data.skipped, tone: "text-amber-700" },
    { label: "Failed", value: data.failed, tone: "text-destructive" },
  ];
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            {data.status === "completed" ? (
              <CheckCircle2Icon aria-hidden className="size-5 text-emerald-600" />
            ) : (
              <AlertTriangleIcon aria-hidden className="size-5 text-destructive" />
            )}
            {data.status === "completed" ? "Import complete" : "Import failed"}
          </CardTitle>
          <CardDescription>
            {data.error ?? `${data.fileName}: ${data.totalRows.toLocaleString()} rows processed.`}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Import summary">
            {stats.map((s) => (
              <div key={s.label} className="rounded-lg border p-4">
                <dt className="text-xs font-medium text-muted-foreground uppercase">{s.label}</dt>
                <dd className={cn("text-2xl font-semibold tabular-nums", s.tone)}>{s.value.toLocaleString()}</dd>
              </div>
            ))}
          </dl>
          {data.issues.length ? (
            <div className="overflow-x-auto rounded-lg border">
              <Table aria-label="Skipped and failed rows">
                <TableHeader>
                  <TableRow>
                    <TableHead className="w-20">Row</TableHead>
                    <TableHead className="w-28">Outcome</TableHead>
                    <TableHead>Reason</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.issues.slice(0, 200).map((issue) => (
                    <TableRow key={`${issue.row}-${issue.outcome}`}>
                      <TableCell>{issue.row}</TableCell>
                      <TableCell>
                        <Badge variant={issue.outcome === "failed" ? "destructive" : "warning"}>
                          {issue.outcome === "failed" ? "Failed" : "Skipped"}
                        </Badge>
                      </TableCell>
                      <TableCell>{issue.reason}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <a href={importSummaryCsvUrl(data.id)} download>
                <DownloadIcon aria-hidden /> Download CSV
              </a>
            </Button>
            {data.status === "failed" ? <ResumeImportButton job={data} /> : null}
            <Button variant="outline" onClick={onAgain}>
              <RotateCcwIcon aria-hidden /> Import another file
            </Button>
            <Button asChild>
              <Link to={contactPaths.list(entityType)}>View {entityType === "people" ? "people" : "companies"}</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
