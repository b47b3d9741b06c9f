// Resolution: the fields read one by one are checked against each other. A rent step's monthly, annual and
// per-square-foot figures must agree through the rentable area (a per-SF rate quoted per month is turned into
// the annual rate brokers compare); the term must agree with commencement and expiration; where two figures
// disagree the field keeps its value with a lower confidence and the abstract gets a warning.
import type { LeaseField, RentStep } from "#shared/contract/lease-abstract.ts";
import { C_INFER, C_LABEL, C_PROSE } from "#server/analysis/lease/lease-field.ts";
import { addDays, addMonths, monthsBetweenInclusive, round2 } from "#server/analysis/lease/parse-values.ts";

const near = (a: number, b: number, tol = 0.02) => Math.abs(a - b) <= Math.max(1, Math.abs(b) * tol);

/** Completes and corrects one rent step from its own figures and the rentable area. */
export function resolveRentStep(s: RentStep, rsf: number | null): RentStep {
  let { annual, monthly, perSquareFoot: psf } = s;
  if (rsf && psf !== null) {
    const monthlyBase = monthly ?? (annual !== null ? annual / 12 : null);
    // "$3.10 per rentable square foot per month": rate × area is the monthly rent.
    if (monthlyBase !== null && near(psf * rsf, monthlyBase) && !near(psf * rsf, monthlyBase * 12))
      psf = round2(psf * 12);
  }
  if (annual === null && monthly !== null) annual = round2(monthly * 12);
  if (monthly === null && annual !== null) monthly = round2(annual / 12);
  if (rsf && psf === null && annual !== null) psf = round2(annual / rsf);
  if (rsf && annual === null && psf !== null) {
    annual = round2(psf * rsf);
    monthly = round2(annual / 12);
  }
  return { ...s, annual, monthly, perSquareFoot: psf };
}

export type TermFields = {
  commencementDate: LeaseField | null;
  expirationDate: LeaseField | null;
  termMonths: LeaseField | null;
};

/**
 * Term against commencement and expiration: the missing one is derived (expiration = commencement + term − 1
 * day, in the extractor). When all three are found and disagree by more than a month, a term the lease labels
 * ("Term: 38 months") keeps its value with a lower confidence (the warning is written by warnings.ts, for every
 * engine); a term only read from prose ("twelve (12) months" near the word term) yields to the two stated dates.
 */
export function resolveTerm(f: TermFields): TermFields {
  const c = typeof f.commencementDate?.normalized === "string" ? f.commencementDate.normalized : null;
  const e = typeof f.expirationDate?.normalized === "string" ? f.expirationDate.normalized : null;
  const t = typeof f.termMonths?.normalized === "number" ? f.termMonths.normalized : null;
  const out = { ...f };
  if (c && e && t !== null && f.termMonths && f.commencementDate && f.expirationDate) {
    const between = monthsBetweenInclusive(c, e);
    if (Math.abs(between - t) <= 1) return out;
    const datesStated = Math.min(f.commencementDate.confidence, f.expirationDate.confidence) >= C_PROSE;
    if (f.termMonths.confidence < C_LABEL && datesStated && between > 0) {
      out.termMonths = {
        value: `${between} months (from ${f.commencementDate.value} to ${f.expirationDate.value})`,
        normalized: between,
        page: f.expirationDate.page,
        snippet: f.expirationDate.snippet,
        confidence: C_INFER + 0.1,
      };
    } else out.termMonths = { ...f.termMonths, confidence: Math.min(f.termMonths.confidence, 0.5) };
  }
  return out;
}

/** Expiration implied by commencement and term: the day before the term's last month ends. */
export function expirationFrom(commencement: string, termMonths: number): string {
  return addDays(addMonths(commencement, termMonths), -1);
}
