import type { RollupDto } from "#shared/contract/properties-parts.ts";
import { Section } from "#web/features/properties/components/section.tsx";
import { formatDate, formatPct, formatSf, formatYears } from "#web/features/properties/lib/format.ts";

/** Roll-ups over this property's spaces and those of every property below it. */
export function RollupCard({ rollup }: { rollup: RollupDto }) {
  const figures: [string, string][] = [
    ["Total RSF", formatSf(rollup.totalRsf)],
    ["Leased RSF", formatSf(rollup.leasedRsf)],
    ["Vacancy", formatPct(rollup.vacancyPct)],
    ["WALT", formatYears(rollup.waltYears)],
  ];
  return (
    <Section id="rollup-title" title="Roll-up">
      <p className="text-xs text-muted-foreground">
        {rollup.spaceCount} spaces
        {rollup.descendantCount > 0 ? ` across this property and ${rollup.descendantCount} below it` : ""}. WALT is
        weighted by RSF over leases in place.
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-muted/50 p-3">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="mb-1 text-sm font-medium">Next expirations</h3>
        {rollup.nextExpirations.length === 0 ? (
          <p className="text-sm text-muted-foreground">No upcoming lease expirations.</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {rollup.nextExpirations.map((e) => (
              <li key={e.spaceId} className="flex flex-wrap justify-between gap-2">
                <span>
                  {e.suite}
                  {e.tenantName ? ` · ${e.tenantName}` : ""}
                  {e.rsf ? ` · ${formatSf(e.rsf)}` : ""}
                </span>
                <span className="text-muted-foreground">{formatDate(e.expiration)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}
