// Normalised occupancy cost (issue 10, domain notes 'Surveys'): every quote turned into one gross basis, per
// RSF per year and per year in total, so a full-service quote and a triple-net quote can be compared.
//   FS  (full service): the rent includes operating expenses up to the base-year stop; expenses above the stop
//        are passed through: gross = rent + max(0, opex − stop). Without a stop the rent is the gross.
//   MG  (modified gross): the rent includes part of the expenses; `opex` is what the tenant still pays
//        (utilities, janitorial…), or with a stop what exceeds it: gross = rent + max(0, opex − (stop ?? 0)).
//   NNN (triple net): taxes, insurance and CAM come on top: gross = rent + opex. Without opex the gross is unknown.
// Areas: the rent is quoted per RSF; cost per USF = annual cost / USF; load factor = RSF / USF − 1.
// Free rent is spread over the term (effective rent); parking = spaces (ratio per 1,000 RSF) × $/space/month × 12.

export const rentTypes = ["FS", "MG", "NNN"] as const;
export type RentType = (typeof rentTypes)[number];

export type CostInput = {
  rentType: RentType | null;
  /** Asking rent, $ per RSF per year. */
  askingRent: number | null;
  /** Operating expenses, $ per RSF per year. */
  opex: number | null;
  /** Base-year expense stop, $ per RSF per year. */
  baseYearStop: number | null;
  rsf: number | null;
  usf: number | null;
  termMonths: number | null;
  freeRentMonths: number | null;
  /** Parking spaces per 1,000 RSF and their monthly cost per space. */
  parkingRatio: number | null;
  parkingCost: number | null;
};

export type OccupancyCost = {
  /** Gross rent, $ per RSF per year, before free rent. */
  grossPerRsf: number | null;
  /** Gross rent over the term after free rent, $ per RSF per year. */
  effectivePerRsf: number | null;
  /** Total occupancy cost per year (effective gross rent × RSF + parking). */
  annualCost: number | null;
  /** The same per USF. */
  perUsf: number | null;
  loadFactor: number | null;
  parkingPerYear: number | null;
  /** What is missing to compute the figures, in words. */
  missing: string[];
};

const r2 = (n: number) => Math.round(n * 100) / 100;
const known = (n: number | null | undefined): n is number => typeof n === "number" && Number.isFinite(n);

export function loadFactor(rsf: number | null, usf: number | null): number | null {
  if (!known(rsf) || !known(usf) || usf <= 0) return null;
  return Math.round((rsf / usf - 1) * 10_000) / 10_000;
}

export function grossRentPerRsf(i: Pick<CostInput, "rentType" | "askingRent" | "opex" | "baseYearStop">): {
  gross: number | null;
  missing: string[];
} {
  if (!known(i.askingRent)) return { gross: null, missing: ["asking rent"] };
  if (!i.rentType) return { gross: null, missing: ["rent type"] };
  const over = (stop: number) => (known(i.opex) ? Math.max(0, i.opex - stop) : 0);
  switch (i.rentType) {
    case "FS":
      return { gross: r2(i.askingRent + (known(i.baseYearStop) ? over(i.baseYearStop) : 0)), missing: [] };
    case "MG":
      if (!known(i.opex)) return { gross: null, missing: ["operating expenses for a modified-gross quote"] };
      return { gross: r2(i.askingRent + over(known(i.baseYearStop) ? i.baseYearStop : 0)), missing: [] };
    case "NNN":
      if (!known(i.opex)) return { gross: null, missing: ["operating expenses for a triple-net quote"] };
      return { gross: r2(i.askingRent + i.opex), missing: [] };
  }
}

export function occupancyCost(i: CostInput): OccupancyCost {
  const { gross, missing } = grossRentPerRsf(i);
  const lf = loadFactor(i.rsf, i.usf);
  const term = known(i.termMonths) && i.termMonths > 0 ? i.termMonths : null;
  const free = known(i.freeRentMonths) ? Math.max(0, i.freeRentMonths) : 0;
  // Free rent waives base rent; the pass-throughs are still paid.
  let effective: number | null = null;
  if (gross !== null && known(i.askingRent)) {
    const waived = term ? (Math.min(free, term) / term) * i.askingRent : 0;
    effective = r2(gross - waived);
  }
  const parkingPerYear =
    known(i.parkingRatio) && known(i.parkingCost) && known(i.rsf)
      ? r2(((i.parkingRatio * i.rsf) / 1000) * i.parkingCost * 12)
      : null;
  const out = [...missing];
  if (!known(i.rsf) || i.rsf <= 0) out.push("RSF");
  const annual = effective !== null && known(i.rsf) && i.rsf > 0 ? r2(effective * i.rsf + (parkingPerYear ?? 0)) : null;
  return {
    grossPerRsf: gross,
    effectivePerRsf: effective,
    annualCost: annual,
    perUsf: annual !== null && known(i.usf) && i.usf > 0 ? r2(annual / i.usf) : null,
    loadFactor: lf,
    parkingPerYear,
    missing: out,
  };
}
