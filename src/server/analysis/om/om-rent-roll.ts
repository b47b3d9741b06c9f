// Rent-roll rows: a page headed "Rent Roll" / "Tenant Roster", rows typed token by token (suite, tenant,
// square feet, rent, lease end) rather than by column position, which PDF text does not keep.
import type { OmRentRollRow } from "#shared/contract/om-abstract.ts";
import { labelHits } from "./om-labels.ts";
import { isYear, type Line, numbers } from "./om-text.ts";

const HEAD_RE =
  /\b(?:rent\s+roll|tenant\s+(?:roster|schedule|summary|overview)|tenancy\s+schedule|lease\s+(?:abstract|summary|schedule)|tenant\s+information)\b/i;
const DATE_RE =
  /\b(?:\d{1,2}\/\d{1,2}\/\d{2,4}|\d{1,2}\/\d{4}|(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?[\s-]+(?:\d{1,2},?\s+)?\d{2,4}|mtm|month[\s-]to[\s-]month)\b/gi;
const STATUS_RE = /^(?:current|occupied|leased|vacant|notice|down|model|office|renovated|classic|n\/a)$/i;
const TOTAL_RE = /^(?:totals?|grand\s+total|subtotal|\d+\s+units?\b|occupied|vacant\s+total|average|avg)/i;

const SCENARIO_RE =
  /^(?:in[\s-]?place|pro\s?forma|current|market|average|avg|high\s+achieved|scenario|upside|total\s+upside|potential)$/i;

type Layout = { suiteFirst: boolean; tenantFirst: boolean; inPlaceRent: "first" | "second" | null };

export type RentRoll = { rows: OmRentRollRow[]; statedTotals: { squareFeet: number | null; rent: number | null } };

export function findRentRoll(pages: Line[][], multifamily: boolean): RentRoll {
  const rows: OmRentRollRow[] = [];
  const statedTotals = { squareFeet: null as number | null, rent: null as number | null };
  for (const lines of pages) {
    const headIdx = lines.slice(0, 8).findIndex((l) => HEAD_RE.test(l.text));
    if (headIdx < 0) continue;
    let period: "monthly" | "annual" | null = null;
    const suiteFirst = lines
      .slice(headIdx, headIdx + 4)
      .some((l) => /^(?:suite|unit|space|ste\.?|#|bldg)/i.test(l.text));
    // The column header row: "Tenant | Suite | RSF ..." puts the suite after the tenant; "Market Rent | Current
    // Rent" gives two rents per row, of which the roll's rent is the in-place one.
    const headRow =
      lines
        .slice(headIdx, headIdx + 6)
        .find(
          (l) => (l.text.match(/\b(?:tenant|suite|unit|sf|rsf|rent|lease|status|type|term|exp)\b/gi) ?? []).length >= 4,
        )?.text ?? "";
    const tenantAt = headRow.search(/\btenant\b/i);
    const suiteAt = headRow.search(/\b(?:suite|ste\.?|unit|space)\b/i);
    const marketAt = headRow.search(/\bmarket\s+rent\b/i);
    const inPlaceAt = headRow.search(/\b(?:current|actual|in[\s-]?place|contract|lease|effective)\s+rent\b/i);
    const layout: Layout = {
      suiteFirst,
      tenantFirst: tenantAt >= 0 && suiteAt > tenantAt,
      inPlaceRent: marketAt >= 0 && inPlaceAt >= 0 ? (inPlaceAt > marketAt ? "second" : "first") : null,
    };
    for (const l of lines.slice(headIdx, headIdx + 8)) {
      // The header's words only: past the first row with a rent, 'ANNUAL' heads the next table.
      if (numbers(l.text).some((n) => n.kind === "money")) break;
      if (/\b(?:annual|yearly|per\s+year|\/yr)\b/i.test(l.text)) period = "annual";
      else if (period === "annual") continue;
      else if (/\b(?:monthly|mo\.?\s+rent|per\s+month|\/mo)\b/i.test(l.text) && !period) period = "monthly";
    }
    for (const line of lines.slice(headIdx + 1)) {
      const t = line.text;
      // A statement printed under the roll ('Gross Scheduled Rent', 'Effective Gross Income') ends it.
      if (labelHits(t).some((h) => h.spec.basis && h.start === 0)) break;
      const nums = numbers(t);
      if (TOTAL_RE.test(t)) {
        // "Total Vacant 2,400": the vacant space's subtotal, not the roll's.
        if (/^total\s+vacan/i.test(t)) continue;
        const sf = nums.find((n) => n.kind === "number" && n.grouped && (n.unit === null || n.unit === "sf"));
        const money = nums.filter((n) => n.kind === "money");
        if (sf) statedTotals.squareFeet = sf.value;
        if (money.length) statedTotals.rent = Math.max(...money.map((m) => m.value));
        continue;
      }
      const row = parseRow(t, nums, line.page, period, layout);
      if (row) rows.push(row);
    }
  }
  for (const r of rows) {
    if (r.rentPeriod || r.rent === null) continue;
    // No header word for the period: apartments quote monthly rent; a rate under $5/SF is monthly too.
    const perSf = r.squareFeet ? r.rent / r.squareFeet : null;
    r.rentPeriod = multifamily || (perSf !== null && perSf < 5) ? "monthly" : "annual";
  }
  return { rows, statedTotals };
}

function parseRow(
  t: string,
  nums: ReturnType<typeof numbers>,
  page: number,
  period: "monthly" | "annual" | null,
  layout: Layout,
): OmRentRollRow | null {
  const { suiteFirst } = layout;
  const tokens = t.split(/\s+/);
  if (tokens.length < 2) return null;
  const dates = [...t.matchAll(DATE_RE)].map((m) => m[0]);
  const money = nums.filter((n) => n.kind === "money");
  // The first bare number that looks like an area (not the suite id at the start).
  const suiteMatch =
    /^(?:suite|ste\.?|unit|#|space|bldg\.?)?\s*([A-Z]?-?\d{1,5}[A-Z]?(?:-[A-Z0-9]+)?(?:\s[1-3]\/[2-4](?!\d))?|[A-Z]{1,2}-?\d{1,4})\b/i.exec(
      t,
    ) ?? (suiteFirst ? /^([A-Z]{1,2}\d?)(?=\s)/.exec(t) : null);
  // "Harbor Dental | 101 | 1,450": under a Tenant | Suite header the first bare figure is the suite.
  const firstBare = nums[0];
  const suiteAfterTenant =
    !suiteMatch &&
    layout.tenantFirst &&
    firstBare &&
    firstBare.kind === "number" &&
    !firstBare.grouped &&
    !firstBare.unit
      ? firstBare
      : null;
  const sfTok = nums.find(
    (n) =>
      n.kind === "number" &&
      (n.unit === "sf" || n.unit === null) &&
      n.value >= 100 &&
      // The year of a date ("As of June 1, 2024") is no area.
      (n.grouped || n.unit === "sf" || !isYear(n)) &&
      (!suiteMatch || n.start >= suiteMatch[0].length) &&
      n !== suiteAfterTenant,
  );
  if (!sfTok && money.length === 0) return null;
  // A row may carry a rate per SF next to the rent; the rent is the largest amount on the row.
  const amounts = money.map((m) => m.value).filter((v) => v > 0);
  let rent = amounts.length ? Math.max(...amounts) : null;
  if (layout.inPlaceRent) {
    // Market beside in-place rent: a vacant unit has only its market rent, which nobody pays.
    const rents = amounts.filter((v) => v >= 100);
    if (/\bvacant\b/i.test(t)) rent = null;
    else if (rents.length === 2) rent = layout.inPlaceRent === "first" ? rents[0] : rents[1];
  }
  // The tenant is the text between the suite and the first figure after it (the suite's own digits aside).
  const afterSuite = suiteMatch ? suiteMatch[0].length : 0;
  const firstNum = Math.min(...nums.filter((n) => n.start >= afterSuite).map((n) => n.start), t.length);
  const firstDate = dates.length ? t.indexOf(dates[0]) : t.length;
  const textPart = t.slice(suiteMatch ? suiteMatch[0].length : 0, Math.min(firstNum, firstDate)).trim();
  // Table cells come apart at " | ": the tenant is the first cell naming someone (not a status or unit type).
  const cells = textPart
    .split("|")
    .map((c) =>
      c
        .split(/\s+/)
        .filter((w) => w && !/^\d/.test(w) && !/\d\/\d/.test(w))
        .join(" "),
    )
    .filter((c) => /[A-Za-z]{2}/.test(c) && !c.split(" ").every((w) => STATUS_RE.test(w)));
  const tenantWords = cells.length ? cells[0].split(" ") : [];
  const tenant =
    tenantWords.length && /[A-Za-z]{2}/.test(tenantWords.join(" "))
      ? tenantWords.join(" ")
      : /vacant/i.test(t)
        ? "Vacant"
        : null;
  const suite = suiteMatch ? suiteMatch[1] : suiteAfterTenant ? suiteAfterTenant.raw : null;
  if (!suite && !tenant) return null;
  if (!sfTok && !rent) return null;
  // A summary line beside the roll ('In-Place $1,160', 'Pro Forma $1,581') names a scenario, not a tenant.
  if (!suite && tenant && SCENARIO_RE.test(tenant)) return null;
  // Header-like or prose lines are not rows.
  if (t.length > 160 || (tenant && tenant.split(" ").length > 8)) return null;
  return {
    tenant,
    suite,
    squareFeet: sfTok ? sfTok.value : null,
    rent,
    rentPeriod: rent === null ? null : period,
    leaseEnd: dates.length ? dates[dates.length - 1] : null,
    page,
  };
}
