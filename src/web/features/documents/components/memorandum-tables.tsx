// A memorandum's rent roll with its totals, and the consistency checks of its figures (recomputed from each
// other, differences beyond 1% flagged).
import { AlertTriangleIcon, CheckCircle2Icon } from "lucide-react";
import type { OmAbstract } from "#shared/contract/om-abstract.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import type { Locate } from "#web/features/documents/components/pdf-viewer.tsx";
import { formatDate, formatMoney, formatNumber } from "#web/features/documents/lib/format.ts";
import { cn } from "#web/lib/utils.ts";

export function RentRoll({ om, onLocate }: { om: OmAbstract; onLocate: Locate }) {
  const rows = om.rentRoll;
  if (!rows.length)
    return <p className="text-sm text-muted-foreground italic">No rent roll found in this memorandum.</p>;
  const totalSf = rows.reduce((s, r) => s + (r.squareFeet ?? 0), 0);
  const annual = rows.reduce(
    (s, r) => s + (r.rent === null ? 0 : r.rentPeriod === "monthly" ? r.rent * 12 : r.rent),
    0,
  );
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <thead className="bg-slate-50 text-left text-xs text-muted-foreground">
          <tr>
            <th className="px-3 py-2 font-medium">Tenant</th>
            <th className="px-3 py-2 font-medium">Suite</th>
            <th className="px-3 py-2 text-right font-medium">SF</th>
            <th className="px-3 py-2 text-right font-medium">Rent</th>
            <th className="px-3 py-2 font-medium">Lease end</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rent-roll rows are positional
            <tr key={i} className="border-t">
              <td className="px-3 py-1.5 font-medium">
                <button
                  type="button"
                  className="text-left hover:text-primary"
                  onClick={() => onLocate(r.page, r.tenant ?? undefined)}
                >
                  {r.tenant ?? (r.rent !== null && r.rent > 0 ? "Occupied" : "—")}
                </button>
              </td>
              <td className="px-3 py-1.5">{r.suite ?? "—"}</td>
              <td className="px-3 py-1.5 text-right tabular-nums">{formatNumber(r.squareFeet)}</td>
              <td className="px-3 py-1.5 text-right tabular-nums">
                {formatMoney(r.rent)}
                {r.rent !== null && r.rentPeriod ? (
                  <span className="text-xs text-muted-foreground">/{r.rentPeriod === "monthly" ? "mo" : "yr"}</span>
                ) : null}
              </td>
              <td className="px-3 py-1.5">{r.leaseEnd ? formatDate(r.leaseEnd) : "—"}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t bg-slate-50 text-xs font-medium">
          <tr>
            <td className="px-3 py-2" colSpan={2}>
              {rows.length} rows
            </td>
            <td className="px-3 py-2 text-right tabular-nums">{formatNumber(totalSf)}</td>
            <td className="px-3 py-2 text-right tabular-nums">{formatMoney(annual)}/yr</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function ConsistencyChecks({ om }: { om: OmAbstract }) {
  const checks = om.consistency.checks;
  if (!checks.length)
    return (
      <p className="text-sm text-muted-foreground">
        Not enough figures to cross-check (price, NOI or rent-roll totals missing).
      </p>
    );
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        We recompute key figures from the others and flag differences beyond 1%.
      </p>
      <ul className="grid gap-2">
        {checks.map((c) => (
          <li key={c.name} className={cn("rounded-lg border p-3", !c.ok && "border-amber-300 bg-amber-50/60")}>
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-medium">{c.name}</p>
              {c.ok ? (
                <Badge variant="success">
                  <CheckCircle2Icon aria-hidden className="size-3" /> Consistent
                </Badge>
              ) : (
                <Badge variant="warning">
                  <AlertTriangleIcon aria-hidden className="size-3" /> {formatNumber(Math.abs(c.differencePercent))}%
                  off
                </Badge>
              )}
            </div>
            <p className="mt-1 text-xs text-muted-foreground tabular-nums">
              Stated {formatNumber(c.stated)} · computed {formatNumber(c.computed)}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
