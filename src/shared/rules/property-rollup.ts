// Roll-ups for a property (domain notes 'Properties and spaces'): over its own spaces and those of all its
// descendants — total RSF, leased RSF, vacancy %, WALT (weighted average lease term remaining, in years,
// weighted by RSF) and the next lease expirations.
// Leases already expired count as leased area (the space is still marked leased: holdover) but add no term.

export type RollupSpace = {
  id: string;
  propertyId: string;
  suite: string;
  rsf: number | null;
  status: "available" | "leased";
  tenantName: string | null;
  /** yyyy-mm-dd */
  leaseExpiration: string | null;
};

export type Expiration = {
  spaceId: string;
  propertyId: string;
  suite: string;
  tenantName: string | null;
  rsf: number | null;
  expiration: string;
};

export type Rollup = {
  spaceCount: number;
  totalRsf: number;
  leasedRsf: number;
  availableRsf: number;
  /** Vacant share of total RSF in percent (one decimal), null when no space has an RSF. */
  vacancyPct: number | null;
  /** Years, two decimals; null when no leased space has an RSF and a future expiration. */
  waltYears: number | null;
  nextExpirations: Expiration[];
};

const DAY_MS = 86_400_000;
export const NEXT_EXPIRATIONS = 5;

function days(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function computeRollup(spaces: RollupSpace[], today: string): Rollup {
  let totalRsf = 0;
  let leasedRsf = 0;
  let weighted = 0;
  let weight = 0;
  const upcoming: Expiration[] = [];
  for (const s of spaces) {
    const rsf = s.rsf && s.rsf > 0 ? s.rsf : 0;
    totalRsf += rsf;
    if (s.status !== "leased") continue;
    leasedRsf += rsf;
    if (!s.leaseExpiration) continue;
    const remaining = days(today, s.leaseExpiration);
    if (remaining < 0) continue;
    if (rsf > 0) {
      weighted += rsf * (remaining / 365.25);
      weight += rsf;
    }
    upcoming.push({
      spaceId: s.id,
      propertyId: s.propertyId,
      suite: s.suite,
      tenantName: s.tenantName,
      rsf: s.rsf,
      expiration: s.leaseExpiration,
    });
  }
  upcoming.sort((a, b) => a.expiration.localeCompare(b.expiration) || a.suite.localeCompare(b.suite));
  return {
    spaceCount: spaces.length,
    totalRsf,
    leasedRsf,
    availableRsf: totalRsf - leasedRsf,
    vacancyPct: totalRsf > 0 ? Math.round(((totalRsf - leasedRsf) / totalRsf) * 1000) / 10 : null,
    waltYears: weight > 0 ? Math.round((weighted / weight) * 100) / 100 : null,
    nextExpirations: upcoming.slice(0, NEXT_EXPIRATIONS),
  };
}
