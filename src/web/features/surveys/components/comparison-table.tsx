import { type SurveyRowDto, tourStatusLabels, verdictLabels } from "#shared/contract/surveys.ts";
import { fmtDate, fmtNum, fmtPct, fmtUsd } from "#shared/rules/survey-format.ts";
import { mustHaveLabel } from "#shared/rules/survey-requirement.ts";

const lines: [string, (r: SurveyRowDto) => string][] = [
  ["Address", (r) => r.address ?? "—"],
  ["Suite / floor", (r) => [r.suite, r.floor].filter(Boolean).join(" / ") || "—"],
  ["RSF", (r) => fmtNum(r.rsf)],
  ["USF", (r) => fmtNum(r.usf)],
  ["Load factor", (r) => fmtPct(r.cost.loadFactor)],
  ["Asking rent", (r) => (r.askingRent !== null ? `${fmtUsd(r.askingRent)} ${r.rentType ?? ""}` : "—")],
  ["Opex", (r) => fmtUsd(r.opex)],
  ["Base-year stop", (r) => fmtUsd(r.baseYearStop)],
  ["Gross rent / RSF", (r) => fmtUsd(r.cost.grossPerRsf)],
  ["Effective gross / RSF", (r) => fmtUsd(r.cost.effectivePerRsf)],
  ["Occupancy cost / yr", (r) => fmtUsd(r.cost.annualCost, 0)],
  ["Cost / USF / yr", (r) => fmtUsd(r.cost.perUsf)],
  ["Available", (r) => fmtDate(r.availableDate)],
  ["Term", (r) => fmtNum(r.termMonths, " mo")],
  ["Free rent", (r) => fmtNum(r.freeRentMonths, " mo")],
  ["TI allowance", (r) => fmtUsd(r.tiAllowance)],
  ["Parking", (r) => (r.parkingRatio !== null ? `${fmtNum(r.parkingRatio)}/1,000 at ${fmtUsd(r.parkingCost)}` : "—")],
  ["Features", (r) => r.features.map(mustHaveLabel).join(", ") || "—"],
  ["Tour", (r) => tourStatusLabels[r.tourStatus]],
  ["Requirement", (r) => (r.check.fits ? "Meets it" : r.check.misses.join("; "))],
  ["Client", (r) => (r.feedback ? verdictLabels[r.feedback.verdict] : "—")],
];

/** Side by side: one column per property, one line per figure (scrolls sideways on a phone). */
export function ComparisonTable({ rows }: { rows: SurveyRowDto[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border">
      <table className="w-full border-collapse text-sm" aria-label="Comparison">
        <thead className="bg-muted/60">
          <tr>
            <th scope="col" className="sticky left-0 bg-muted px-3 py-2 text-left text-xs uppercase">
              Figure
            </th>
            {rows.map((r, i) => (
              <th key={r.id} scope="col" className="min-w-40 px-3 py-2 text-left">
                {i + 1}. {r.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map(([label, value]) => (
            <tr key={label} className="border-t">
              <th scope="row" className="sticky left-0 bg-background px-3 py-2 text-left font-medium whitespace-nowrap">
                {label}
              </th>
              {rows.map((r) => (
                <td key={r.id} className="px-3 py-2 align-top tabular-nums">
                  {value(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
