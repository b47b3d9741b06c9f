// Import step 2, the preview: the check of every row (running count while the file is read, then the number of
// problems and the first problem rows with their row numbers) above the first rows as they will be imported.
// Status comes right after Row so it is never the column cut off by a wide file.
import { AlertTriangleIcon, CheckCircle2Icon } from "lucide-react";
import type { ImportPreviewRow } from "#shared/contract/contacts-import.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#web/components/ui/table.tsx";
import type { ImportCheckState } from "#web/features/contacts/hooks/use-import-check.ts";
import { cn } from "#web/lib/utils.ts";

const plural = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

function CheckSummary({ check, totalRows }: { check: ImportCheckState; totalRows: number }) {
  const { result, progress, error } = check;
  if (error) {
    return (
      <p role="alert" className="flex items-center gap-2 text-sm font-medium text-destructive">
        <AlertTriangleIcon aria-hidden className="size-4 shrink-0" /> {error}
      </p>
    );
  }
  if (!result) {
    const checked = progress?.checked ?? 0;
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner className="size-4" />
        Checking every row… {checked.toLocaleString()} of {totalRows.toLocaleString()} checked
        {progress?.problems ? `, ${plural(progress.problems, "problem", "problems")} so far` : ""}.
      </p>
    );
  }
  const hidden = result.problems - result.firstProblems.length;
  return (
    <div className="grid gap-2 text-sm">
      {result.problems === 0 ? (
        <p className="flex items-center gap-2 font-medium text-emerald-700">
          <CheckCircle2Icon aria-hidden className="size-4 shrink-0" />
          All {plural(result.checked, "row", "rows")} checked. No problems found.
        </p>
      ) : (
        <p className="flex items-center gap-2 font-medium text-destructive">
          <AlertTriangleIcon aria-hidden className="size-4 shrink-0" />
          All {plural(result.checked, "row", "rows")} checked: {plural(result.problems, "row has", "rows have")}{" "}
          problems and will be reported as failed.
        </p>
      )}
      {result.duplicates ? (
        <p className="text-muted-foreground">
          {plural(result.duplicates, "row matches", "rows match")} an existing record or an earlier row; the duplicate
          option below decides what happens to {result.duplicates === 1 ? "it" : "them"}.
        </p>
      ) : null}
      {result.firstProblems.length ? (
        <ul aria-label="Rows with problems" className="grid gap-1 rounded-lg border border-red-200 bg-red-50/60 p-3">
          {result.firstProblems.map((p) => (
            <li key={p.row} className="wrap-anywhere">
              <span className="font-medium">Row {p.row}:</span> {p.errors.join("; ")}
            </li>
          ))}
          {hidden > 0 ? (
            <li className="text-muted-foreground">
              and {plural(hidden, "more row", "more rows")}; the summary after the import lists every one.
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}

export function ImportPreviewCard({
  check,
  totalRows,
  columns,
  labelOf,
}: {
  check: ImportCheckState;
  totalRows: number;
  /** Mapped targets in column order, each once. */
  columns: string[];
  labelOf: (target: string) => string;
}) {
  const rows: ImportPreviewRow[] = check.sample;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Preview</CardTitle>
        <CardDescription>Every row is checked before anything is imported.</CardDescription>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-4">
        {/* Announced as it changes: the running count, then the outcome. */}
        <div role="status" aria-live="polite" aria-label="Import check">
          <CheckSummary check={check} totalRows={totalRows} />
        </div>
        <p className="text-sm text-muted-foreground">
          The first {plural(rows.length, "row", "rows")} as {rows.length === 1 ? "it" : "they"} will be imported:
        </p>
        <div className="min-w-0 rounded-lg border">
          <Table aria-label="Import preview">
            <TableHeader>
              <TableRow>
                <TableHead className="w-16">Row</TableHead>
                <TableHead className="min-w-40">Status</TableHead>
                {columns.map((c) => (
                  <TableHead key={c} className="min-w-32">
                    {labelOf(c)}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.row} className={cn(row.errors.length && "bg-red-50/60")}>
                  <TableCell className="text-muted-foreground">{row.row}</TableCell>
                  <TableCell>
                    {row.errors.length ? (
                      <span className="text-xs font-medium text-destructive">{row.errors.join("; ")}</span>
                    ) : row.duplicate ? (
                      <Badge variant="warning">Duplicate</Badge>
                    ) : (
                      <Badge variant="success">Ready</Badge>
                    )}
                  </TableCell>
                  {columns.map((c) => (
                    <TableCell key={c} className="max-w-56 truncate" title={row.values[c] ?? ""}>
                      {row.values[c] ?? ""}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      </CardContent>
    </Card>
  );
}
