// Deal pipeline rules (issue 8; decision record 0014): project types, their default stages and the
// estimated-commission formula shown on the board.

export const projectTypes = ["tenant_rep", "landlord_rep", "investment_sale", "other"] as const;
export type ProjectType = (typeof projectTypes)[number];

export const projectTypeLabels: Record<ProjectType, string> = {
  tenant_rep: "Tenant rep",
  landlord_rep: "Landlord rep",
  investment_sale: "Investment sale",
  other: "Other",
};

/** The stages a user starts with for each type; they may rename, reorder and extend them. */
export const defaultProjectStages: Record<ProjectType, readonly string[]> = {
  tenant_rep: ["Prospect", "Pursuit", "Assignment", "Survey/Tours", "RFP", "Lease Execution", "Closed"],
  landlord_rep: ["Inquiry", "Tour", "Proposal", "Negotiation", "Lease Executed", "Dead Deal"],
  investment_sale: ["Pitch", "Listing", "Marketing", "Offers", "Under Contract", "Closed"],
  other: ["Lead", "In Progress", "Closed"],
};

export const COMMISSION_FORMULA = "SF × rent × term/12 × commission %";

export type CommissionInputs = {
  sizeSf: number | null;
  rentPsf: number | null;
  termMonths: number | null;
  commissionPct: number | null;
};

/**
 * Estimated commission in dollars: size (SF) × rent ($/SF/yr) × term (months)/12 × commission (%)/100,
 * rounded to cents. Unknown (null) when any input is missing.
 */
export function estimatedCommission(p: CommissionInputs): number | null {
  if (p.sizeSf === null || p.rentPsf === null || p.termMonths === null || p.commissionPct === null) return null;
  const raw = (p.sizeSf * p.rentPsf * p.termMonths * p.commissionPct) / 1200;
  return Math.round(raw * 100) / 100;
}

/** Sum of the known estimates (a project without one adds nothing), rounded to cents. */
export function commissionTotal(projects: readonly CommissionInputs[]): number {
  let cents = 0;
  for (const p of projects) {
    const value = estimatedCommission(p);
    if (value !== null) cents += Math.round(value * 100);
  }
  return cents / 100;
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
export function formatUsd(value: number): string {
  return usd.format(value);
}
