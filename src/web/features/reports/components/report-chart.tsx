import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { ReportChart as Chart } from "#shared/contract/reports.ts";
import { compactNumber } from "#web/features/reports/components/report-format.ts";

const COLORS = ["#2563eb", "#0d9488", "#d97706", "#7c3aed"];

/** The report's chart: bars per category, one series per figure. The table below carries the same numbers. */
export function ReportChart({ chart }: { chart: Chart }) {
  if (chart.data.length === 0) return null;
  return (
    <figure className="grid gap-2 rounded-xl border p-4">
      <figcaption className="text-sm font-medium">{chart.title}</figcaption>
      <div className="h-64 w-full" role="img" aria-label={`Chart: ${chart.title}`}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={chart.data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey={chart.xKey} tick={{ fontSize: 12 }} interval="preserveStartEnd" />
            <YAxis tickFormatter={compactNumber} tick={{ fontSize: 12 }} width={48} />
            <Tooltip formatter={(v) => (typeof v === "number" ? v.toLocaleString("en-US") : String(v))} />
            {chart.series.length > 1 ? <Legend /> : null}
            {chart.series.map((s, i) => (
              <Bar key={s.key} dataKey={s.key} name={s.label} fill={COLORS[i % COLORS.length]} radius={[3, 3, 0, 0]} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
