// Lease expiration schedule (domain notes 'Reports'): leases grouped by year of expiration, then property,
// each with its share of the property's RSF; a property-year is an 'expiry cliff' when more than 30 % of the
// property's RSF expires in that one year.
import type { ReportLease } from "#shared/rules/report-leases.ts";
import { propertyKey, round } from "#shared/rules/report-values.ts";

export const CLIFF_SHARE = 0.3;

export type ExpirationLease = {
  id: string;
  title: string;
  tenant: string;
  suite: string | null;
  expirationDate: string;
  rsf: number | null;
  /** Share of the property's RSF, 0–100, or null when RSF is unknown. */
  pctOfProperty: number | null;
};
export type ExpirationProperty = {
  property: string;
  propertyRsf: number;
  expiringRsf: number;
  pctOfProperty: number;
  cliff: boolean;
  leases: ExpirationLease[];
};
export type ExpirationYear = { year: number; rsf: number; leaseCount: number; properties: ExpirationProperty[] };

/**
 * A property's RSF is the RSF of all the user's leases there (what the abstracts tell us), whatever the filters:
 * filtering the years shown must not change the share a lease has of its building.
 */
export function propertyTotals(leases: ReportLease[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const l of leases) {
    const key = propertyKey(l.property);
    totals.set(key, (totals.get(key) ?? 0) + (l.rsf ?? 0));
  }
  return totals;
}

export const isCliff = (expiringRsf: number, propertyRsf: number) =>
  propertyRsf > 0 && expiringRsf / propertyRsf > CLIFF_SHARE;

export function expirationSchedule(
  leases: ReportLease[],
  filters: { from?: string; to?: string; property?: string } = {},
  /** Property RSF over all the user's leases, when `leases` was narrowed before (the server filters in SQL). */
  knownTotals?: Map<string, number>,
): ExpirationYear[] {
  const totals = knownTotals ?? propertyTotals(leases);
  const needle = filters.property?.toLowerCase();
  const years = new Map<number, Map<string, ExpirationProperty>>();
  for (const l of leases) {
    const date = l.expirationDate;
    if (!date) continue;
    if (filters.from && date < filters.from) continue;
    if (filters.to && date > filters.to) continue;
    if (needle && !l.property.toLowerCase().includes(needle)) continue;
    const year = Number(date.slice(0, 4));
    const key = propertyKey(l.property);
    const propertyRsf = totals.get(key) ?? 0;
    let byProperty = years.get(year);
    if (!byProperty) {
      byProperty = new Map();
      years.set(year, byProperty);
    }
    let group = byProperty.get(key);
    if (!group) {
      group = { property: l.property, propertyRsf, expiringRsf: 0, pctOfProperty: 0, cliff: false, leases: [] };
      byProperty.set(key, group);
    }
    group.expiringRsf += l.rsf ?? 0;
    group.leases.push({
      id: l.id,
      title: l.title,
      tenant: l.tenant,
      suite: l.suite,
      expirationDate: date,
      rsf: l.rsf,
      pctOfProperty: l.rsf !== null && propertyRsf > 0 ? round((l.rsf / propertyRsf) * 100, 1) : null,
    });
  }
  return [...years.entries()]
    .sort(([a], [b]) => a - b)
    .map(([year, byProperty]) => {
      const properties = [...byProperty.values()]
        .map((p) => ({
          ...p,
          pctOfProperty: p.propertyRsf > 0 ? round((p.expiringRsf / p.propertyRsf) * 100, 1) : 0,
          cliff: isCliff(p.expiringRsf, p.propertyRsf),
          leases: p.leases.sort(
            (a, b) => a.expirationDate.localeCompare(b.expirationDate) || a.tenant.localeCompare(b.tenant),
          ),
        }))
        .sort((a, b) => a.property.localeCompare(b.property));
      return {
        year,
        rsf: properties.reduce((s, p) => s + p.expiringRsf, 0),
        leaseCount: properties.reduce((s, p) => s + p.leases.length, 0),
        properties,
      };
    });
}
