// The lease as the reports see it: the analysed abstract with the broker's corrections applied (the documents
// service hands these over), reduced to the figures the reports need.
import { parseAmount, propertyLabel, round } from "#shared/rules/report-values.ts";

export type ReportRentStep = {
  start: string | null;
  end: string | null;
  annual: number | null;
  monthly: number | null;
  perSquareFoot: number | null;
};

export type ReportLease = {
  id: string;
  title: string;
  tenant: string;
  property: string;
  suite: string | null;
  rsf: number | null;
  commencementDate: string | null;
  expirationDate: string | null;
  escalations: string | null;
  securityDeposit: string | null;
  rentSchedule: ReportRentStep[];
  /** Option notice deadlines and other dated events, yyyy-mm-dd. */
  criticalDates: { kind: string; label: string; date: string; corrected: boolean }[];
};

/** The step in force on `today` (else the last step that started, else the first), for the rent roll. */
export function currentRentStep(steps: ReportRentStep[], today: string): ReportRentStep | null {
  if (steps.length === 0) return null;
  const inForce = steps.find((s) => (!s.start || s.start <= today) && (!s.end || s.end >= today));
  if (inForce) return inForce;
  const started = steps.filter((s) => s.start && s.start <= today);
  return started.at(-1) ?? steps[0] ?? null;
}

/** Annual rent, monthly rent and rent per RSF of a step, each derived from the others when the lease omits it. */
export function rentFigures(step: ReportRentStep | null, rsf: number | null) {
  if (!step) return { annual: null, monthly: null, perSf: null };
  let annual = step.annual ?? (step.monthly !== null ? step.monthly * 12 : null);
  if (annual === null && step.perSquareFoot !== null && rsf) annual = step.perSquareFoot * rsf;
  const monthly = step.monthly ?? (annual !== null ? annual / 12 : null);
  const perSf = step.perSquareFoot ?? (annual !== null && rsf ? annual / rsf : null);
  return {
    annual: annual === null ? null : round(annual),
    monthly: monthly === null ? null : round(monthly),
    perSf: perSf === null ? null : round(perSf),
  };
}

export { parseAmount, propertyLabel };
