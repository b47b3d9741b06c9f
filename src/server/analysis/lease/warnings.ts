// Internal inconsistencies a broker should see before relying on the abstract.
import type { LeaseAbstract } from "#shared/contract/lease-abstract.ts";
import { monthsBetweenInclusive } from "#server/analysis/lease/parse-values.ts";

const fmt = (n: number) =>
  n.toLocaleString("en-US", { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 });

export function findInconsistencies(a: Omit<LeaseAbstract, "warnings" | "summary" | "meta">): string[] {
  const w: string[] = [];
  const rsf = typeof a.rentableSquareFeet?.normalized === "number" ? a.rentableSquareFeet.normalized : null;
  for (const s of a.baseRentSchedule) {
    const label = s.period ?? s.start ?? "rent step";
    if (
      s.monthly !== null &&
      s.annual !== null &&
      Math.abs(s.monthly * 12 - s.annual) > Math.max(12, s.annual * 0.005)
    ) {
      w.push(
        `${label} (p. ${s.page}): monthly $${fmt(s.monthly)} × 12 = $${fmt(s.monthly * 12)}, but annual is $${fmt(s.annual)}.`,
      );
    }
    if (rsf && s.annual !== null && s.perSquareFoot !== null) {
      const implied = s.annual / rsf;
      if (Math.abs(implied - s.perSquareFoot) / s.perSquareFoot > 0.01) {
        w.push(
          `${label} (p. ${s.page}): annual $${fmt(s.annual)} / ${fmt(rsf)} RSF = $${fmt(implied)}/SF, but the stated rate is $${fmt(s.perSquareFoot)}/SF.`,
        );
      }
    }
  }
  const ti = a.tenantImprovementAllowance;
  if (ti && typeof ti.normalized === "number" && rsf) {
    const per = /\$\s?(\d[\d,]*(?:\.\d+)?)\s*(?:\/\s*r?sf|per\s+(?:rentable\s+|usable\s+)?square\s+foot|psf)/i.exec(
      `${ti.value} ${ti.snippet}`,
    );
    if (per) {
      const rate = Number(per[1].replace(/,/g, ""));
      const implied = rate * rsf;
      if (Math.abs(implied - ti.normalized) / ti.normalized > 0.01) {
        w.push(
          `Tenant improvement allowance (p. ${ti.page}): $${fmt(rate)}/SF × ${fmt(rsf)} RSF = $${fmt(implied)}, but the total stated is $${fmt(ti.normalized)} (implies ${fmt(ti.normalized / rate)} SF).`,
        );
      }
    }
  }
  const c = a.commencementDate?.normalized;
  const e = a.expirationDate?.normalized;
  if (typeof c === "string" && typeof e === "string" && e <= c)
    w.push(`Expiration date ${e} is not after the commencement date ${c}.`);
  const t = a.termMonths?.normalized;
  if (typeof c === "string" && typeof e === "string" && typeof t === "number" && e > c) {
    const between = monthsBetweenInclusive(c, e);
    if (Math.abs(between - t) > 1) w.push(`Term of ${t} months does not match ${c} to ${e} (${between} months).`);
  }
  const rc = a.rentCommencementDate?.normalized;
  if (typeof rc === "string" && typeof e === "string" && rc > e)
    w.push(`Rent commencement date ${rc} is after the expiration date ${e}.`);
  const usf = typeof a.usableSquareFeet?.normalized === "number" ? a.usableSquareFeet.normalized : null;
  if (rsf && usf && usf > rsf) w.push(`Usable area ${fmt(usf)} SF exceeds rentable area ${fmt(rsf)} SF.`);
  for (const [name, list] of [
    ["Renewal", a.renewalOptions],
    ["Termination", a.terminationOptions],
    ["Expansion", a.expansionOptions],
  ] as const) {
    for (const o of list) {
      if (o.noticeDeadline && typeof c === "string" && o.noticeDeadline < c)
        w.push(`${name} option notice deadline ${o.noticeDeadline} falls before the commencement date.`);
    }
  }
  return w;
}
