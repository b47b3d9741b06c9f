// A survey row checked against the client's requirement: size in range, gross cost within budget, available
// by the target date, in a wanted submarket, every must-have met. Each miss is named in words the client reads.
import type { OccupancyCost } from "#shared/rules/occupancy-cost.ts";

export const mustHaves = [
  { key: "docks", label: "Dock-high doors" },
  { key: "drive_in", label: "Drive-in doors" },
  { key: "contiguous", label: "Contiguous floor" },
  { key: "signage", label: "Signage" },
  { key: "fiber", label: "Fiber connectivity" },
  { key: "generator", label: "Backup generator" },
  { key: "sublease", label: "Direct lease (no sublease)" },
] as const;
export type MustHave = (typeof mustHaves)[number]["key"];
export const mustHaveKeys = mustHaves.map((m) => m.key) as [MustHave, ...MustHave[]];
export const mustHaveLabel = (key: string) => mustHaves.find((m) => m.key === key)?.label ?? key;

export type Requirement = {
  minRsf: number | null;
  maxRsf: number | null;
  /** Gross occupancy budget, $ per RSF per year. */
  budgetPerRsf: number | null;
  targetDate: string | null;
  submarkets: string[];
  mustHaves: string[];
  /** Spaces per 1,000 RSF. */
  minParkingRatio: number | null;
};

export type RowFacts = {
  rsf: number | null;
  availableDate: string | null;
  submarket: string | null;
  features: string[];
  parkingRatio: number | null;
};

export type RequirementCheck = { fits: boolean; misses: string[] };

const n0 = (v: number) => v.toLocaleString("en-US", { maximumFractionDigits: 0 });
const usd = (v: number) => `$${v.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export function checkRequirement(req: Requirement, row: RowFacts, cost: Pick<OccupancyCost, "effectivePerRsf">) {
  const misses: string[] = [];
  const range =
    req.minRsf !== null && req.maxRsf !== null
      ? `${n0(req.minRsf)}–${n0(req.maxRsf)} RSF`
      : req.minRsf !== null
        ? `at least ${n0(req.minRsf)} RSF`
        : req.maxRsf !== null
          ? `at most ${n0(req.maxRsf)} RSF`
          : "";
  if (req.minRsf !== null || req.maxRsf !== null) {
    if (row.rsf === null) misses.push(`Size unknown (needs ${range})`);
    else if (req.minRsf !== null && row.rsf < req.minRsf) misses.push(`Too small: ${n0(row.rsf)} RSF (needs ${range})`);
    else if (req.maxRsf !== null && row.rsf > req.maxRsf) misses.push(`Too large: ${n0(row.rsf)} RSF (needs ${range})`);
  }
  if (req.budgetPerRsf !== null) {
    if (cost.effectivePerRsf === null) misses.push("Cost unknown: the quote lacks figures to compare with the budget");
    else if (cost.effectivePerRsf > req.budgetPerRsf)
      misses.push(`Over budget: ${usd(cost.effectivePerRsf)}/RSF gross (budget ${usd(req.budgetPerRsf)})`);
  }
  if (req.targetDate && row.availableDate && row.availableDate > req.targetDate) {
    misses.push(`Available ${row.availableDate}, after the target date ${req.targetDate}`);
  }
  if (req.submarkets.length > 0) {
    const wanted = req.submarkets.map((s) => s.trim().toLowerCase());
    if (!row.submarket || !wanted.includes(row.submarket.trim().toLowerCase())) {
      misses.push(`Outside the submarkets (${req.submarkets.join(", ")})`);
    }
  }
  for (const m of req.mustHaves) {
    if (!row.features.includes(m)) misses.push(`Missing: ${mustHaveLabel(m)}`);
  }
  if (req.minParkingRatio !== null) {
    if (row.parkingRatio === null || row.parkingRatio < req.minParkingRatio) {
      misses.push(
        `Parking ${row.parkingRatio === null ? "unknown" : `${row.parkingRatio}/1,000 RSF`} (needs ${req.minParkingRatio}/1,000 RSF)`,
      );
    }
  }
  return { fits: misses.length === 0, misses } satisfies RequirementCheck;
}
