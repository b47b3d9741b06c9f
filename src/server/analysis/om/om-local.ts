// The offline, deterministic OM engine: label rules → candidates → one value per field.
import type { OmAbstract, OmField } from "#shared/contract/om-abstract.ts";
import { findBrokers, findHighlights } from "./om-contacts.ts";
import {
  derivedPrices,
  occupancyFromRentRoll,
  occupancyInWords,
  unitsFromRentRoll,
  unitsFromUnitMix,
} from "./om-derived.ts";
import { checkConsistency } from "./om-consistency.ts";
import type { Basis } from "./om-fields.ts";
import { findAddress, findPropertyClass, findPropertyName, findPropertyType } from "./om-identity.ts";
import { findRentRoll } from "./om-rent-roll.ts";
import type { Candidate } from "./om-labels.ts";
import { proseCandidates } from "./om-prose.ts";
import { scalarCandidates } from "./om-scalars.ts";
import { type OmPage, round, toLines } from "./om-text.ts";

function toField(c: Candidate | undefined): OmField | null {
  if (!c) return null;
  return {
    value: c.value,
    normalized: c.normalized,
    page: c.page,
    snippet: c.snippet,
    confidence: round(c.confidence, 2),
  };
}

/** Best candidate: the value stated most confidently, repeated statements of the same value adding weight. */
function pick(cands: Candidate[]): Candidate | undefined {
  const groups = new Map<number, Candidate[]>();
  for (const c of cands) {
    const k = round(c.normalized, 2);
    groups.set(k, [...(groups.get(k) ?? []), c]);
  }
  let best: { c: Candidate; score: number } | undefined;
  for (const g of groups.values()) {
    const top = [...g].sort((a, b) => b.confidence - a.confidence || a.page - b.page)[0];
    // The same figure restated on other pages adds weight; a page repeating itself (prose and table) does not.
    const score = top.confidence + 0.04 * Math.min(3, new Set(g.map((c) => c.page)).size - 1);
    if (!best || score > best.score + 1e-9 || (Math.abs(score - best.score) < 1e-9 && top.page < best.c.page))
      best = { c: { ...top, confidence: Math.min(0.99, score) }, score };
  }
  return best?.c;
}

type ByBasis = { current?: Candidate; proForma?: Candidate; headline?: Candidate; basis: Basis | null };

function byBasis(cands: Candidate[]): ByBasis {
  const pro = pick(cands.filter((c) => c.basis === "pro-forma"));
  const cur = pick(cands.filter((c) => c.basis === "current"));
  const unknown = pick(
    cands.filter((c) => c.basis === null && (!pro || round(c.normalized, 2) !== round(pro.normalized, 2))),
  );
  const current = cur ?? unknown;
  // Headline = the current (in-place) figure when the document gives it, else what it states (decision 0030).
  if (current) return { current, proForma: pro, headline: current, basis: cur ? "current" : pro ? "current" : null };
  if (pro) return { proForma: pro, headline: pro, basis: "pro-forma" };
  return { basis: null };
}

/**
 * OCR misreads one digit of a scanned statement ("$08,215" for $98,215). When effective gross income less
 * expenses, read beside it, differs from the NOI in exactly one digit, the statement's own arithmetic wins.
 */
export function misreadNoi(
  noi: Candidate | undefined,
  egi: Candidate | undefined,
  expenses: Candidate | undefined,
): Candidate | undefined {
  if (!noi || !egi || !expenses || Math.abs(egi.page - noi.page) > 1 || Math.abs(expenses.page - noi.page) > 1)
    return noi;
  const computed = Math.round(egi.normalized - expenses.normalized);
  const read = String(Math.round(noi.normalized)).padStart(String(computed).length, "0");
  const want = String(computed);
  if (computed <= 0 || read.length !== want.length || read === want) return noi;
  const differing = [...want].filter((c, i) => c !== read[i]).length;
  if (differing !== 1) return noi;
  return {
    ...noi,
    value: `$${computed.toLocaleString("en-US")}`,
    normalized: computed,
    // The snippet stays the printed line, so the page highlight still finds it.
    confidence: noi.confidence * 0.8,
  };
}

/** A year 'completed' or 'delivered' beside an accessory unit, an addition or a renovation dates that work. */
const WORK_ON_BUILDING_RE =
  /\b(?:ADU|accessory\s+dwelling|addition|expansion|renovat\w*|remodel\w*|conversion|certificate\s+of\s+occupancy|C\s?of\s?O|upgrade\w*)\b/i;

const RENOVATION_TO_COME_RE =
  /\brenovat\w*\s+(?:opportunit\w*|upside|potential)|\b(?:opportunit\w*|upside|potential)\s+(?:to|for|through)\s+renovat/i;

/** The candidate equal (within 1 %) to price / size, when price and size are known. */
export function consistentRatio(cands: Candidate[], price: number | null, size: OmField | null): OmField | null {
  const n = typeof size?.normalized === "number" ? size.normalized : null;
  if (!price || !n) return null;
  const want = price / n;
  return toField(pick(cands.filter((c) => Math.abs(c.normalized - want) <= want * 0.01)));
}

export function analyzeOmLocal(pages: OmPage[]): OmAbstract {
  const lines = toLines(pages);
  const all = [...scalarCandidates(lines), ...proseCandidates(lines)].filter(
    (c) =>
      (c.key !== "yearBuilt" || /\b(?:built|constructed)\b/i.test(c.snippet) || !WORK_ON_BUILDING_RE.test(c.snippet)) &&
      // 'renovation opportunity at turnover' or 'upside through renovation' names work not yet done.
      (c.key !== "yearRenovated" || !RENOVATION_TO_COME_RE.test(c.snippet)),
  );
  const of = (key: string) => all.filter((c) => c.key === key);
  const best = (key: string) => toField(pick(of(key)));

  const noi = byBasis(of("noi"));
  const cap = byBasis(of("capRate"));
  const gpr = byBasis(of("grossPotentialRent"));
  const egi = byBasis(of("effectiveGrossIncome"));
  const vac = byBasis(of("vacancy"));
  const exp = byBasis(of("expenses"));
  const financialBasis = noi.basis ?? cap.basis ?? gpr.basis ?? null;
  // Every headline figure on one basis: a pro forma-only OM reads pro forma throughout, else current.
  const headlineOf = (b: ByBasis) =>
    financialBasis === "pro-forma" ? (b.proForma ?? b.headline) : (b.current ?? b.headline);
  const proFormaOf = (b: ByBasis) => (financialBasis === "pro-forma" ? undefined : b.proForma);

  // Several expense totals on one statement ("Total Operating Expenses" above reserves, then "Total Expenses"):
  // the one that, taken from effective gross income, leaves the stated NOI is the statement's total.
  let expenses = headlineOf(exp);
  const egiHead = headlineOf(egi);
  const noiHead = headlineOf(noi);
  if (expenses && egiHead && noiHead && egiHead.page === noiHead.page) {
    const foots = (c: Candidate) =>
      Math.abs(egiHead.normalized - c.normalized - noiHead.normalized) <= Math.abs(noiHead.normalized) * 0.01;
    if (!foots(expenses)) {
      const alt = of("expenses").find((c) => c.page === egiHead.page && c.basis === expenses?.basis && foots(c));
      if (alt) expenses = alt;
    }
  }

  const askingPrice = best("askingPrice");
  const price = typeof askingPrice?.normalized === "number" ? askingPrice.normalized : null;
  const implied = (n: Candidate | undefined, label: string): OmField | null => {
    if (!n || !price) return null;
    const v = round((n.normalized / price) * 100, 2);
    return {
      value: `${v}%`,
      normalized: v,
      page: n.page,
      snippet: `computed: ${label} ${n.value} / asking price ${askingPrice?.value}`,
      confidence: round(Math.min(n.confidence, askingPrice?.confidence ?? 0) * 0.7, 2),
    };
  };
  const currentCapRate = toField(cap.current) ?? (cap.proForma && !cap.current ? null : null);
  const proFormaCapRate = toField(cap.proForma);
  const headlineNoi = misreadNoi(headlineOf(noi), egiHead, expenses);
  let capRate = toField(headlineOf(cap));
  // A stated cap rate on the other basis than the headline NOI does not describe it: use the implied one.
  const otherBasisCap =
    financialBasis === "pro-forma"
      ? !cap.proForma && cap.current && noi.proForma
      : !cap.current && cap.proForma && noi.current && capRate?.normalized === cap.proForma.normalized;
  if (!capRate || otherBasisCap)
    capRate = implied(headlineNoi, financialBasis === "pro-forma" ? "pro forma NOI" : "NOI") ?? capRate;

  const propertyType = findPropertyType(lines);
  const address = findAddress(lines);
  const rentRoll = findRentRoll(lines, propertyType?.normalized === "multifamily");
  const base = {
    pageCount: pages.length,
    financialBasis,
    propertyName: findPropertyName(lines, address),
    address,
    propertyType,
    propertyClass: findPropertyClass(lines),
    askingPrice,
    pricePerSquareFoot: best("pricePerSquareFoot") ?? null,
    pricePerUnit: best("pricePerUnit") ?? null,
    capRate,
    currentCapRate,
    proFormaCapRate,
    noi: toField(headlineNoi),
    currentNoi: toField(noi.current === headlineOf(noi) ? headlineNoi : noi.current),
    proFormaNoi: toField(noi.proForma),
    grossPotentialRent: toField(headlineOf(gpr)),
    proFormaGrossPotentialRent: toField(proFormaOf(gpr)),
    effectiveGrossIncome: toField(headlineOf(egi)),
    proFormaEffectiveGrossIncome: toField(proFormaOf(egi)),
    vacancy: toField(headlineOf(vac)),
    proFormaVacancy: toField(proFormaOf(vac)),
    expenses: toField(expenses),
    proFormaExpenses: toField(proFormaOf(exp)),
    buildingSquareFeet: best("buildingSquareFeet"),
    landArea: best("landArea"),
    yearBuilt: best("yearBuilt"),
    yearRenovated: renovatedAfter(best("yearRenovated"), best("yearBuilt")),
    units:
      best("units") ??
      unitsFromUnitMix(lines) ??
      unitsFromRentRoll(rentRoll.rows, propertyType?.normalized === "multifamily"),
    occupancy: best("occupancy") ?? occupancyInWords(lines) ?? occupancyFromRentRoll(rentRoll.rows),
    walt: best("walt"),
    rentRoll: rentRoll.rows,
    highlights: findHighlights(lines),
    brokers: findBrokers(lines),
  };
  // Several prices per SF or per unit (a pricing matrix prints one per price): the one that is the asking
  // price over the size is the property's.
  base.pricePerSquareFoot =
    consistentRatio(of("pricePerSquareFoot"), price, base.buildingSquareFeet) ?? base.pricePerSquareFoot;
  base.pricePerUnit = consistentRatio(of("pricePerUnit"), price, base.units) ?? base.pricePerUnit;
  const derived = derivedPrices(base);
  base.pricePerSquareFoot ??= derived.pricePerSquareFoot;
  base.pricePerUnit ??= derived.pricePerUnit;
  return {
    engine: "local",
    ...base,
    consistency: checkConsistency(base, { currentGrossPotentialRent: gpr.current?.normalized ?? null }),
  };
}

/** A renovation dates after the building: a 'renovated' year at or before the year built is no renovation. */
function renovatedAfter(renovated: OmField | null, built: OmField | null): OmField | null {
  if (!renovated || !built || typeof built.normalized !== "number") return renovated;
  return Number(renovated.normalized) > built.normalized ? renovated : null;
}
