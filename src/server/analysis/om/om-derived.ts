// Figures a memorandum implies without printing them: occupancy from the rent roll (a unit with a tenant or a
// rent is occupied; only a row that says so is vacant), occupancy stated in words ("all three units are
// leased", "100% leased" aside), and price per square foot / per unit from the price and the size. Derived
// values say "computed" in their snippet and carry a lower confidence; the consistency check ignores them as
// "stated" figures, and compares a stated occupancy with the rent roll's.
import type { OmField, OmRentRollRow } from "#shared/contract/om-abstract.ts";
import { type Line, round } from "./om-text.ts";

const num = (f: OmField | null): number | null => (f && typeof f.normalized === "number" ? f.normalized : null);

/** Vacant only when the row says so; occupied when it names a tenant or carries a rent; else unknown. */
export function rowOccupied(r: OmRentRollRow): boolean | null {
  if (r.tenant && /^vacant\b/i.test(r.tenant)) return false;
  if (r.tenant || (r.rent !== null && r.rent > 0)) return true;
  return null;
}

/** A unit-mix row's label ('Studio', 'One-Bedroom', '2 BR'): the row stands for every unit of that type. */
export const UNIT_TYPE_RE =
  /^(?:studios?|efficienc(?:y|ies)|(?:one|two|three|four|\d)[\s-]*(?:bed(?:room)?s?|br|bd)\b)/i;

/**
 * Share of rent-roll rows occupied (by count), or null when the roll is too short or unclear. A unit-mix
 * table (one row per unit type, no unit numbers) says nothing about vacancy: null.
 */
export function rentRollOccupancy(rows: OmRentRollRow[]): number | null {
  if (rows.length < 2) return null;
  if (rows.every((r) => !r.suite && r.tenant && UNIT_TYPE_RE.test(r.tenant))) return null;
  const known = rows.map(rowOccupied);
  if (known.some((k) => k === null)) return null;
  return round((known.filter(Boolean).length / rows.length) * 100, 1);
}

const WORD_COUNT =
  /\b(?:all|each\s+of\s+the)\s+(?:(?:\d{1,4}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+)?(?:of\s+the\s+)?(?:units|apartments|suites|spaces|tenants?)\s+(?:are|is)\s+(?:currently\s+|presently\s+)?(?:leased|occupied|rented)\b|\b(?:fully|100\s?%)\s+(?:leased|occupied)\b/i;

/** "Both suites are currently leased", "the building is fully occupied" → 100 %. */
export function occupancyInWords(lines: Line[][]): OmField | null {
  for (const page of lines)
    for (const l of page) {
      const m = WORD_COUNT.exec(l.text);
      if (m && !/\b(?:not|never|no\s+longer)\b/i.test(l.text.slice(0, m.index)))
        return { value: m[0], normalized: 100, page: l.page, snippet: l.text.slice(0, 240), confidence: 0.55 };
    }
  return null;
}

export function occupancyFromRentRoll(rows: OmRentRollRow[]): OmField | null {
  const v = rentRollOccupancy(rows);
  if (v === null) return null;
  const occupied = rows.filter((r) => rowOccupied(r)).length;
  return {
    value: `${v}%`,
    normalized: v,
    page: rows[0].page,
    snippet: `computed: ${occupied} of ${rows.length} rent-roll units occupied`,
    confidence: 0.5,
  };
}

/** Price per square foot and per unit from the price and the building's size, when not stated. */
export function derivedPrices(a: {
  askingPrice: OmField | null;
  buildingSquareFeet: OmField | null;
  units: OmField | null;
}): { pricePerSquareFoot: OmField | null; pricePerUnit: OmField | null } {
  const price = num(a.askingPrice);
  const sf = num(a.buildingSquareFeet);
  const units = num(a.units);
  const make = (v: number, per: string, size: OmField): OmField => ({
    value: `$${v.toLocaleString("en-US")}/${per}`,
    normalized: v,
    page: size.page,
    snippet: `computed: asking price ${a.askingPrice?.value} / ${size.value}${per === "unit" && !/unit/i.test(size.value) ? " units" : ""}`,
    confidence: round(Math.min(a.askingPrice?.confidence ?? 0, size.confidence) * 0.7, 2),
  });
  return {
    pricePerSquareFoot:
      price && sf && a.buildingSquareFeet ? make(round(price / sf, 2), "SF", a.buildingSquareFeet) : null,
    pricePerUnit: price && units && units >= 2 && a.units ? make(Math.round(price / units), "unit", a.units) : null,
  };
}

const MIX_COUNT_HEAD_RE =
  /^(?:#\s*(?:of\s+)?units|no\.?\s+(?:of\s+)?units|units|unit\s+count|count|qty\.?|quantity|#)$/i;

/**
 * The unit count of a unit-mix table ('Type | Units | Avg SF | Rent', one row per unit type): its 'Total' row's
 * figure in the count column, else the sum of the type rows. Null when no such table is laid out in cells.
 */
export function unitsFromUnitMix(pages: Line[][]): OmField | null {
  for (const lines of pages)
    for (let i = 0; i < lines.length; i++) {
      const head = lines[i].text.split(" | ").map((c) => c.trim());
      const col = head.findIndex((c) => MIX_COUNT_HEAD_RE.test(c));
      if (col < 0 || head.length < 3 || /\d/.test(lines[i].text)) continue;
      let sum = 0;
      let rows = 0;
      let total: number | null = null;
      for (const l of lines.slice(i + 1, i + 30)) {
        const cells = l.text.split(" | ").map((c) => c.trim());
        const count = cells.length === head.length ? Number(cells[col].replace(/,/g, "")) : Number.NaN;
        if (UNIT_TYPE_RE.test(cells[0]) && Number.isInteger(count) && count > 0) {
          sum += count;
          rows++;
        } else if (/^totals?\b/i.test(cells[0]) && Number.isInteger(count)) {
          total = count;
          break;
        } else if (rows > 0) break;
      }
      if (rows < 2) continue;
      const v = total ?? sum;
      return {
        value: `${v} units`,
        normalized: v,
        page: lines[i].page,
        snippet: total !== null ? `unit mix total: ${v} units` : `computed: sum of ${rows} unit-mix rows`,
        confidence: total !== null ? 0.6 : 0.5,
      };
    }
  return null;
}

/** An apartment rent roll lists every unit once: with no count stated, its rows with a unit number are the units. */
export function unitsFromRentRoll(rows: OmRentRollRow[], multifamily: boolean): OmField | null {
  const numbered = rows.filter((r) => r.suite);
  if (!multifamily || numbered.length < 3 || new Set(numbered.map((r) => r.suite)).size !== numbered.length)
    return null;
  return {
    value: `${numbered.length} units`,
    normalized: numbered.length,
    page: numbered[0].page,
    snippet: `computed: ${numbered.length} units on the rent roll`,
    confidence: 0.45,
  };
}
