// Statement tables: a header naming its columns ("Current | Pro Forma | Per Unit") and a row's figures
// matched to those columns.
import { type Basis, basisOf } from "./om-fields.ts";
import { fitValue, type LabelHit } from "./om-labels.ts";
import { numbers, type NumToken } from "./om-text.ts";

/**
 * history: an earlier year's column of a statement; monthly: a month's figure beside the annual one. Both are
 * read past, never taken as the property's (annual) figure.
 */
type ColumnKind = "basis" | "total" | "perUnit" | "perSf" | "notes" | "pct" | "history" | "monthly";
type Column = { kind: ColumnKind; basis: Basis | null };
/** bases: the basis columns in order; cols: every column the header names, per-unit, per-SF and notes included. */
export type ColumnHeader = { index: number; bases: (Basis | null)[]; cols: Column[] };

const COLUMN_RE = new RegExp(
  [
    String.raw`(per\s*(?:sf|sq\.?\s*ft\.?|square\s+f(?:oo|ee)t|rsf|nrsf)\b|\$\s*\/\s*(?:sf|sq\.?\s*ft\.?|rsf)\b|\bpsf\b|\/\s*sf\b)`,
    String.raw`(per\s*(?:unit|door|bed|key|room|suite|pad|site)\b|\$\s*\/\s*(?:unit|door|bed|key|room)\b|\/\s*unit\b)`,
    String.raw`(\b(?:foot)?notes?\b)`,
    String.raw`(%\s*of\s+\w+|\bpercent\b|%)`,
    String.raw`(pro[\s-]?forma|stabili[sz]ed|projected|current|in[\s-]?place|actual|t[\s-]?12|ttm|trailing(?:\s+12)?|(?:year|yr\.?|fy)\s*\d+|budget|market|as[\s-]?is|underwritten|\bpf\b)`,
    String.raw`(\$\s*\/\s*(?:year|yr)\b|\bannual(?:ly|ized)?\b|\byearly\b|\bper\s+year\b|\btotals?\b|\bamount\b)`,
    String.raw`(\bmonthly\b|\bper\s+month\b|\$\s*\/\s*(?:mo|month)\b)`,
  ].join("|"),
  "gi",
);

/**
 * A table header naming its columns in order: "Current | Pro Forma", "INCOME | CURRENT | MARKET | PER UNIT | PER SF",
 * "T-12 | per unit | FY 1 | per unit", "$/Year | $/Unit". Year 1 and Budget are the projection beside an actual
 * (T-12, Current) column and the in-place year beside a Pro Forma one.
 */
export function columnHeader(text: string, index: number): ColumnHeader | null {
  const years = yearHeader(text, index);
  if (years) return years;
  if (numbers(text).some((n) => !(n.kind === "number" && n.value <= 10))) return null;
  const cols: (Column & { relative?: boolean })[] = [];
  for (const m of text.matchAll(COLUMN_RE)) {
    if (m[1]) cols.push({ kind: "perSf", basis: null });
    else if (m[2]) cols.push({ kind: "perUnit", basis: null });
    else if (m[3]) cols.push({ kind: "notes", basis: null });
    else if (m[4]) cols.push({ kind: "pct", basis: null });
    else if (m[6]) cols.push({ kind: "total", basis: null });
    else if (m[7]) cols.push({ kind: "monthly", basis: null });
    else {
      const w = m[5];
      if (/^(?:(?:year|yr\.?|fy)\s*1|budget)$/i.test(w)) cols.push({ kind: "basis", basis: null, relative: true });
      else if (/^(?:year|yr\.?|fy)\s*\d+$/i.test(w) || /^(?:market|underwritten)$/i.test(w))
        cols.push({ kind: "basis", basis: "pro-forma" });
      // 'PF' abbreviates pro forma in a label's list of bases ('Cap (Year 1 → PF)').
      else if (/^pf$/i.test(w)) cols.push({ kind: "basis", basis: "pro-forma" });
      else cols.push({ kind: "basis", basis: basisOf(w) });
    }
  }
  const basisCols = cols.filter((c) => c.kind === "basis");
  const hasActual = basisCols.some((c) => c.basis === "current");
  const hasProForma = basisCols.some((c) => c.basis === "pro-forma");
  for (const c of basisCols)
    if (c.relative)
      c.basis = hasActual ? "pro-forma" : hasProForma ? "current" : /budget/i.test(text) ? "pro-forma" : "current";
  const bases = basisCols.map((c) => c.basis);
  if (bases.length >= 2 && bases.length <= 3) return { index, bases, cols };
  // A single figure column beside per-unit / per-SF columns, on a line laid out as table cells.
  const amountCols = cols.filter((c) => c.kind === "basis" || c.kind === "total").length;
  if (amountCols >= 1 && cols.length >= 2 && text.includes(" | ")) return { index, bases, cols };
  return null;
}

/**
 * A statement row under a header that names its columns: the figures are matched to the columns in order
 * (percentages and note marks aside), and only the total columns are kept — never a per-unit or per-SF one.
 * Null when the row's figures do not line up with the header.
 */
export function tableRow(
  text: string,
  hit: LabelHit,
  stop: number,
  header: ColumnHeader,
): { n: NumToken; v: number; basis: Basis | null; percent: boolean }[] | null {
  const seg = text.slice(hit.end, stop);
  const toks = numbers(seg);
  const isNote = (t: NumToken) => /\[\s*$/.test(seg.slice(0, t.start));
  const amounts = toks.filter((t) => t.kind !== "percent" && !isNote(t));
  const pcts = toks.filter((t) => t.kind === "percent");
  const valueCols = header.cols.filter((c) => c.kind !== "notes" && c.kind !== "pct");
  if (amounts.length === 0 || amounts.length !== valueCols.length) return null;
  const figureCols = valueCols.flatMap((c, k) => (c.kind === "basis" || c.kind === "total" ? [k] : []));
  if (figureCols.length === 0) return null;
  // Percentages belong to the figure columns: one each in order, or a single one to the nearest figure.
  const pctOf = new Map<number, NumToken>();
  if (pcts.length === figureCols.length) {
    for (const [j, k] of figureCols.entries()) pctOf.set(k, pcts[j]);
  } else if (pcts.length === 1) {
    const p = pcts[0];
    const near = [...figureCols].sort(
      (a, b) => Math.abs(amounts[a].start - p.start) - Math.abs(amounts[b].start - p.start),
    )[0];
    pctOf.set(near, p);
  }
  const out: { n: NumToken; v: number; basis: Basis | null; percent: boolean }[] = [];
  for (const k of figureCols) {
    const pct = hit.spec.kind === "rate-or-amount" ? pctOf.get(k) : undefined;
    const n = pct ?? amounts[k];
    const v = fitValue(hit.spec, n, text.slice(hit.start, stop));
    if (v !== null) out.push({ n, v, basis: valueCols[k].basis, percent: n.kind === "percent" });
  }
  return out;
}

const PROJECTED_RE = /\b(?:budget(?:ed)?|projected|projection|pro[\s-]?forma|forecast|estimated?|underwritten|plan)\b/i;
const PARTIAL_RE = /\b(?:ytd|year[\s-]to[\s-]date|\d{1,2}\s*mos?\.?|\d{1,2}\s*months?|partial)\b/i;
const YEAR_CELL_RE =
  /^(?:(?:fy|cy)\s*)?((?:19|20)\d{2})(?:\s*[A-Za-z].{0,24})?$|^[A-Za-z][A-Za-z\s-]{0,24}?\s((?:19|20)\d{2})$/i;

/**
 * A statement headed by years ('2023 | 2024 | 2025 Budget', 'Income | 2022 Actual | 2023 Actual | 2024 Pro
 * Forma'): the latest year that is neither a projection nor a partial year is the in-place column, a projected
 * year the pro forma, every earlier year history. Cells without figures (a row label's column) are skipped.
 */
export function yearHeader(text: string, index: number): ColumnHeader | null {
  const cells = text
    .split("|")
    .map((c) => c.trim())
    .filter(Boolean);
  const found: { year: number; kind: "actual" | "projected" | "partial" }[] = [];
  for (const c of cells) {
    const m = YEAR_CELL_RE.exec(c);
    if (!m) {
      if (/\d/.test(c)) return null;
      if (found.length) return null;
      continue;
    }
    const year = Number(m[1] ?? m[2]);
    found.push({ year, kind: PROJECTED_RE.test(c) ? "projected" : PARTIAL_RE.test(c) ? "partial" : "actual" });
  }
  if (found.length < 2 || new Set(found.map((f) => f.year)).size !== found.length) return null;
  const actual = found.filter((f) => f.kind === "actual");
  const latest = actual.length ? Math.max(...actual.map((f) => f.year)) : null;
  const firstProjected = found.find((f) => f.kind === "projected");
  const cols: Column[] = found.map((f) =>
    f.kind === "actual" && f.year === latest
      ? { kind: "basis", basis: "current" }
      : f === firstProjected
        ? { kind: "basis", basis: "pro-forma" }
        : { kind: "history", basis: null },
  );
  const bases = cols.filter((c) => c.kind === "basis").map((c) => c.basis);
  return bases.length ? { index, bases, cols } : null;
}
