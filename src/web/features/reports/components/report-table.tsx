import { Fragment } from "react";
import { Link } from "react-router";
import type { ReportColumn, ReportRow } from "#shared/contract/reports.ts";
import { paths } from "#web/app/paths.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#web/components/ui/table.tsx";
import { formatCell } from "#web/features/reports/components/report-format.ts";

/**
 * The report's rows; with groupBy, a heading row opens each group (e.g. 2030 → 100 Main St) and the grouped
 * columns are not repeated. The expiry-cliff flag shows as a badge on the property's heading.
 */
export function ReportTable({
  columns,
  rows,
  groupBy,
}: {
  columns: ReportColumn[];
  rows: ReportRow[];
  groupBy: string[];
}) {
  const shown = columns.filter((c) => !groupBy.includes(c.key) && c.key !== "cliff");
  const hasCliff = columns.some((c) => c.key === "cliff");
  let previous: ReportRow | null = null;
  // Stable keys from the row's own values (a row repeated verbatim gets its occurrence number).
  const seen = new Map<string, number>();
  const keyOf = (row: ReportRow) => {
    const base = Object.values(row).join("|");
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return `${base}#${n}`;
  };
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {shown.map((c) => (
            <TableHead
              key={c.key}
              scope="col"
              className={c.kind === "number" || c.kind === "money" || c.kind === "percent" ? "text-right" : ""}
            >
              {c.label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => {
          const key = keyOf(row);
          const changedAt = groupBy.findIndex((g) => !previous || previous[g] !== row[g]);
          const headings = changedAt === -1 ? [] : groupBy.slice(changedAt);
          previous = row;
          return (
            <Fragment key={key}>
              {headings.map((g, level) => {
                const label = columns.find((c) => c.key === g)?.label ?? g;
                const isProperty = g === "property";
                return (
                  <TableRow key={`${g}-${key}`} className="bg-muted/30 hover:bg-muted/30">
                    <TableCell
                      colSpan={shown.length}
                      className={level + changedAt === 0 ? "py-2 font-semibold" : "py-2 pl-6 font-medium"}
                    >
                      <span className="sr-only">{label}: </span>
                      {String(row[g] ?? "—")}
                      {isProperty && typeof row.propertyPctExpiring === "number" ? (
                        <span className="ml-2 text-xs font-normal text-muted-foreground">
                          {row.propertyPctExpiring}% of the property expires this year
                        </span>
                      ) : null}
                      {isProperty && hasCliff && row.cliff ? (
                        <Badge variant="warning" className="ml-2">
                          Expiry cliff
                        </Badge>
                      ) : null}
                    </TableCell>
                  </TableRow>
                );
              })}
              <TableRow>
                {shown.map((c) => {
                  const numeric = c.kind === "number" || c.kind === "money" || c.kind === "percent";
                  const text = formatCell(row[c.key], c.kind);
                  return (
                    <TableCell key={c.key} className={numeric ? "text-right tabular-nums" : ""}>
                      {c.key === "lease" && typeof row.leaseId === "string" ? (
                        <Link className="text-primary hover:underline" to={paths.lease(row.leaseId)}>
                          {text}
                        </Link>
                      ) : (
                        text
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}
