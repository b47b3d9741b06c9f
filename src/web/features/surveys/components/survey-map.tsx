import type { SurveyRowDto } from "#shared/contract/surveys.ts";
import { plotPoints } from "#shared/rules/survey-format.ts";

/** Where the properties are, as a plain plot (no map tiles are fetched unless configured: none here). */
export function SurveyMap({ rows }: { rows: SurveyRowDto[] }) {
  const box = { width: 640, height: 360, pad: 28 };
  const points = plotPoints(rows, box);
  if (points.length === 0) {
    return <p className="text-sm text-muted-foreground">No property in this survey has coordinates yet.</p>;
  }
  return (
    <figure className="grid gap-2">
      <svg
        viewBox={`0 0 ${box.width} ${box.height}`}
        className="w-full rounded-xl border bg-slate-50"
        role="img"
        aria-label={`Plot of ${points.length} property locations, north up`}
      >
        {points.map((p) => {
          const n = rows.indexOf(p.row) + 1;
          return (
            <g key={p.row.id}>
              <circle cx={p.x} cy={p.y} r={12} fill={p.row.check.fits ? "#047857" : "#2563eb"} />
              <text x={p.x} y={p.y + 4} textAnchor="middle" fontSize="12" fill="#fff" fontWeight="bold">
                {n}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="text-xs text-muted-foreground">
        Relative positions from each property's coordinates; green meets the requirement.
      </figcaption>
      <ol className="grid gap-1 text-sm">
        {rows.map((r, i) => (
          <li key={r.id}>
            {i + 1}. {r.name}
            {r.latitude === null ? " (no coordinates)" : ""}
          </li>
        ))}
      </ol>
    </figure>
  );
}
