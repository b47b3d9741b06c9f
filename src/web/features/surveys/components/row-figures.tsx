import type { SurveyRowDto } from "#shared/contract/surveys.ts";
import { fmtDate, fmtNum, fmtUsd } from "#shared/rules/survey-format.ts";
import { Badge } from "#web/components/ui/badge.tsx";

/** The figures a client compares, on the broker's list and the public page alike. */
export function RowFigures({ row }: { row: SurveyRowDto | Omit<SurveyRowDto, "propertyId" | "spaceId"> }) {
  const items: [string, string][] = [
    ["Size", `${fmtNum(row.rsf)} RSF${row.usf ? ` / ${fmtNum(row.usf)} USF` : ""}`],
    ["Asking", row.askingRent !== null ? `${fmtUsd(row.askingRent)} ${row.rentType ?? ""}` : "—"],
    ["Gross / RSF / yr", fmtUsd(row.cost.effectivePerRsf)],
    ["Occupancy / yr", fmtUsd(row.cost.annualCost, 0)],
    ["Available", fmtDate(row.availableDate)],
  ];
  return (
    <div className="grid gap-2">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-5">
        {items.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {row.check.fits ? (
        <Badge variant="success" className="w-fit">
          Meets the requirement
        </Badge>
      ) : (
        <ul className="grid gap-0.5 text-sm text-amber-800" aria-label={`Requirement misses for ${row.name}`}>
          {row.check.misses.map((m) => (
            <li key={m}>• {m}</li>
          ))}
        </ul>
      )}
      {row.cost.missing.length ? (
        <p className="text-xs text-muted-foreground">Cost needs: {row.cost.missing.join(", ")}</p>
      ) : null}
    </div>
  );
}
