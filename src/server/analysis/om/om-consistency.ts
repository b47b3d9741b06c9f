// Cross-checks of the stated figures: cap rate vs NOI / price, rent roll vs building size and rent.
import type { OmAbstract, OmConsistencyCheck, OmField } from "#shared/contract/om-abstract.ts";
import { rentRollOccupancy } from "./om-derived.ts";
import { round } from "./om-text.ts";

const TOLERANCE_PERCENT = 1;

function num(f: OmField | null): number | null {
  return f && typeof f.normalized === "number" && f.snippet.indexOf("computed") !== 0 ? f.normalized : null;
}

export function checkConsistency(
  a: Omit<OmAbstract, "consistency" | "engine">,
  extra: { currentGrossPotentialRent?: number | null } = {},
): OmAbstract["consistency"] {
  const checks: OmConsistencyCheck[] = [];
  const add = (name: string, stated: number | null, computed: number | null) => {
    if (stated === null || computed === null || stated === 0 || !Number.isFinite(computed)) return;
    const differencePercent = round((Math.abs(computed - stated) / Math.abs(stated)) * 100, 2);
    checks.push({
      name,
      stated: round(stated, 2),
      computed: round(computed, 2),
      differencePercent,
      ok: differencePercent <= TOLERANCE_PERCENT,
    });
  };
  const price = num(a.askingPrice);
  if (price) {
    const pairs: [string, OmField | null, OmField | null][] = [
      ["cap rate (current NOI / price)", a.currentCapRate, a.currentNoi],
      ["cap rate (pro forma NOI / price)", a.proFormaCapRate, a.proFormaNoi],
    ];
    let any = false;
    for (const [name, cap, noi] of pairs) {
      const c = num(cap);
      const n = num(noi);
      if (c !== null && n !== null) {
        add(name, c, (n / price) * 100);
        any = true;
      }
    }
    if (!any) {
      const c = num(a.capRate);
      const n = num(a.noi);
      if (c !== null && n !== null) add("cap rate (NOI / price)", c, (n / price) * 100);
    }
    const sf = num(a.buildingSquareFeet);
    if (sf) add("price per square foot (price / building SF)", num(a.pricePerSquareFoot), price / sf);
    const units = num(a.units);
    if (units) add("price per unit (price / units)", num(a.pricePerUnit), price / units);
  }
  const egi = num(a.effectiveGrossIncome);
  const exp = num(a.expenses);
  if (egi !== null && exp !== null && a.effectiveGrossIncome?.page === a.expenses?.page)
    add("NOI (effective gross income - expenses)", num(a.noi), egi - exp);
  const rows = a.rentRoll;
  if (rows.length >= 2) {
    const sfRows = rows.filter((r) => r.squareFeet !== null && !/^vacant$/i.test(r.tenant ?? ""));
    const allSf = rows.reduce((s, r) => s + (r.squareFeet ?? 0), 0);
    if (rows.every((r) => r.squareFeet !== null) || sfRows.length === rows.length)
      add("rent roll square feet vs building square feet", num(a.buildingSquareFeet), allSf);
    const annual = rows.reduce(
      (s, r) => s + (r.rent === null ? 0 : r.rentPeriod === "monthly" ? r.rent * 12 : r.rent),
      0,
    );
    // The rent roll is in-place rent, so it is compared with current gross potential rent when given.
    const gpr = extra.currentGrossPotentialRent ?? num(a.grossPotentialRent);
    if (annual > 0) add("rent roll annual rent vs gross potential rent", gpr, annual);
    if (a.propertyType?.normalized === "multifamily") add("rent roll rows vs units", num(a.units), rows.length);
    // A stated occupancy must match the roll: units with a tenant or a rent are occupied.
    add("occupancy vs rent roll (occupied units / units)", num(a.occupancy), rentRollOccupancy(rows));
  }
  const issues = checks
    .filter((c) => !c.ok)
    .map((c) => `${c.name}: stated ${c.stated}, computed ${c.computed} (${c.differencePercent}% apart)`);
  return { checks, issues };
}
