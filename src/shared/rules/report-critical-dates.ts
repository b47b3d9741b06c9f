// Options and critical dates by deadline: every dated notice deadline (renewal, termination, expansion) and
// the expiration itself, from today up to the chosen horizon, bucketed 'Within 1 month', '1–3 months',
// '3–6 months', '6–12 months'. Past deadlines are out: nothing can be done about them any more.
import type { ReportLease } from "#shared/rules/report-leases.ts";
import { addMonths } from "#shared/rules/report-values.ts";

export const deadlineBuckets = [
  { months: 1, label: "Within 1 month" },
  { months: 3, label: "1–3 months" },
  { months: 6, label: "3–6 months" },
  { months: 12, label: "6–12 months" },
] as const;

/** The bucket of a deadline seen from `today`, or null when it is past or beyond 12 months. */
export function deadlineBucket(date: string, today: string): (typeof deadlineBuckets)[number] | null {
  if (date < today) return null;
  return deadlineBuckets.find((b) => date <= addMonths(today, b.months)) ?? null;
}

export type DeadlineRow = {
  bucket: string;
  date: string;
  daysLeft: number;
  kind: string;
  label: string;
  leaseId: string;
  lease: string;
  tenant: string;
  property: string;
  corrected: boolean;
};

const dayMs = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / dayMs);

export function deadlinesWithin(
  leases: ReportLease[],
  opts: { today: string; months: number; property?: string },
): DeadlineRow[] {
  const until = addMonths(opts.today, opts.months);
  const needle = opts.property?.toLowerCase();
  const rows: DeadlineRow[] = [];
  for (const l of leases) {
    if (needle && !l.property.toLowerCase().includes(needle)) continue;
    for (const d of l.criticalDates) {
      if (d.kind === "commencement" || d.kind === "rent_commencement") continue;
      if (d.date > until) continue;
      const bucket = deadlineBucket(d.date, opts.today);
      if (!bucket) continue;
      rows.push({
        bucket: bucket.label,
        date: d.date,
        daysLeft: daysBetween(opts.today, d.date),
        kind: d.kind,
        label: d.label,
        leaseId: l.id,
        lease: l.title,
        tenant: l.tenant,
        property: l.property,
        corrected: d.corrected,
      });
    }
  }
  return rows.sort((a, b) => a.date.localeCompare(b.date) || a.tenant.localeCompare(b.tenant));
}
