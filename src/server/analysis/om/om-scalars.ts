// Label → value rules for the scalar fields: same line, next line, label column beside a value column,
// and "Current | Pro Forma" table columns. Every candidate keeps its page and line as evidence.
import { type Basis, basisOf, FIELD_SPECS, type FieldSpec, type ValueKind } from "./om-fields.ts";
import { isYear, type Line, type NumToken, numbers } from "./om-text.ts";

export type Candidate = {
  key: string;
  value: string;
  normalized: number;
  page: number;
  snippet: string;
  confidence: number;
  basis: Basis | null;
};

const CITY_LINE_RE = /^[A-Z][A-Za-z .'-]+,\s*[A-Z]{2}\.?\s+\d{5}(?:-\d{4})?$/;
const OFF_TOPIC_RE =
  /\b(?:comparables?|comps|sales?\s+comparables|lease\s+comparables|rent\s+survey|market\s+(?:overview|survey|report)|demographics?|competitive\s+set|competition|submarket|forecast|tenant\s+(?:overview|profile)|about\s+the\s+tenant|(?:brand|concept|franchise)\s+overview)\b/i;
const SUMMARY_RE =
  /\b(?:offering|financial|investment|property|executive|pricing|deal)\s+(?:summary|overview|highlights)\b|\bpricing\b|\bthe\s+offering\b/i;

const MARKET_CONTEXT_RE =
  /\b(?:market|submarket|average|avg|area|region(?:al)?|national|city|county|metro|msa|comparable|comps?|competitive|historical|typical|citywide)\b/i;

type LabelHit = { spec: FieldSpec; start: number; end: number; rank: number };

const BUILT_RENOVATED_RE = /\byear\s+built\s*(?:\/|&|and|-)\s*(?:year\s+)?(?:renovated|remodeled)\b/i;

function labelHits(text: string): LabelHit[] {
  const hits: LabelHit[] = [];
  // "Year Built / Renovated" is one label holding two years.
  const compound = BUILT_RENOVATED_RE.exec(text);
  if (compound) {
    const spec = FIELD_SPECS.find((f) => f.key === "yearBuilt");
    if (spec) hits.push({ spec, start: compound.index, end: compound.index + compound[0].length, rank: 0 });
  }
  for (const spec of FIELD_SPECS) {
    if (compound && (spec.key === "yearBuilt" || spec.key === "yearRenovated")) continue;
    for (const [rank, re] of spec.labels.entries()) {
      const m = re.exec(text);
      // "Vacancy Factor | % of PGI", "Expenses as % of EGI": a figure named as the base of a ratio is no label.
      if (m && /(?:%|\bpercent|\bof)\s*$/i.test(text.slice(0, m.index))) continue;
      if (m) {
        hits.push({ spec, start: m.index, end: m.index + m[0].length, rank });
        break;
      }
    }
  }
  // A longer label covering a shorter one wins ("Pro Forma Cap Rate" over "CAP"; "Price/SF" over "Price").
  return hits
    .filter(
      (h) => !hits.some((o) => o !== h && o.start <= h.start && o.end >= h.end && o.end - o.start > h.end - h.start),
    )
    .sort((a, b) => a.start - b.start);
}

/** Does this number fit the field's kind? Returns the normalised value or null. */
export function fitValue(spec: FieldSpec, n: NumToken, labelText: string): number | null {
  const v = Math.abs(n.value);
  let out: number | null = null;
  const kind: ValueKind = spec.kind;
  switch (kind) {
    case "money":
      if (n.kind === "percent" || (n.unit && n.unit !== "units")) return null;
      if (n.kind === "number" && (isYear(n) || (!n.grouped && v >= 1000))) return null;
      if (n.kind === "number" && v < 1000 && spec.min >= 1000) return null;
      out = v;
      break;
    case "percent":
      if (
        n.kind !== "percent" &&
        !(n.kind === "number" && !n.unit && /%|rate/i.test(labelText) && v < 100 && !Number.isInteger(v))
      )
        return null;
      out = v;
      break;
    case "rate-or-amount":
      if (n.kind === "percent") {
        out = v;
        break;
      }
      // Else a dollar amount ("($30,600)"), kept as its magnitude; a bare small figure or a per-SF rate is neither.
      if (n.unit || isYear(n) || (v !== 0 && (v < 100 || (n.kind === "number" && !n.grouped)))) return null;
      return v <= 1e9 ? v : null;
    case "area":
      if (n.kind !== "number" || (n.unit && n.unit !== "sf") || isYear(n)) return null;
      if (!n.grouped && !n.unit && v >= 1000) return null;
      out = v;
      break;
    case "acres":
      if (n.kind !== "number" || isYear(n)) return null;
      if (n.unit === "sf") out = v / 43_560;
      else if (n.unit === "acres" || /acre/i.test(labelText)) out = v;
      else if (!n.unit) out = v >= 1000 ? v / 43_560 : v;
      else return null;
      out = Math.round(out * 1000) / 1000;
      break;
    case "year":
      if (!isYear(n)) return null;
      out = v;
      break;
    case "count":
      if (n.kind !== "number" || !Number.isInteger(v) || (n.unit && n.unit !== "units" && n.unit !== "keys"))
        return null;
      if (isYear(n) && !n.unit) return null;
      out = v;
      break;
    case "years":
      if (n.kind !== "number") return null;
      out = n.unit === "months" ? v / 12 : v;
      break;
  }
  // OCR drops the decimal point of a small percentage ("473%" for 4.73 %): three digits past the range.
  if (out !== null && kind === "percent" && out > spec.max && /^\d{3}\s?%$/.test(n.raw)) out = out / 100;
  if (out === null || out < spec.min || out > spec.max) return null;
  return out;
}

type PageInfo = { offTopic: boolean; summary: boolean; lines: Line[] };

function pageInfo(lines: Line[]): PageInfo {
  const head = lines
    .slice(0, 6)
    .map((l) => l.text)
    .join(" ");
  return { offTopic: OFF_TOPIC_RE.test(head), summary: SUMMARY_RE.test(head), lines };
}

/** Nearest heading-like line above (same page) that names a basis: "2016 NOI (Pro Forma)". */
function sectionBasis(lines: Line[], idx: number): Basis | null {
  for (let i = idx - 1; i >= 0 && i >= idx - 40; i--) {
    const t = lines[i].text;
    if (t.length > 70 || numbers(t).filter((n) => !isYear(n)).length > 0) continue;
    const b = basisOf(t);
    if (b) return b;
  }
  return null;
}

type ColumnKind = "basis" | "total" | "perUnit" | "perSf" | "notes" | "pct";
type Column = { kind: ColumnKind; basis: Basis | null };
/** bases: the basis columns in order; cols: every column the header names, per-unit, per-SF and notes included. */
type ColumnHeader = { index: number; bases: (Basis | null)[]; cols: Column[] };

const COLUMN_RE = new RegExp(
  [
    String.raw`(per\s*(?:sf|sq\.?\s*ft\.?|square\s+f(?:oo|ee)t|rsf|nrsf)\b|\$\s*\/\s*(?:sf|sq\.?\s*ft\.?|rsf)\b|\bpsf\b|\/\s*sf\b)`,
    String.raw`(per\s*(?:unit|door|bed|key|room|suite|pad|site)\b|\$\s*\/\s*(?:unit|door|bed|key|room)\b|\/\s*unit\b)`,
    String.raw`(\b(?:foot)?notes?\b)`,
    String.raw`(%\s*of\s+\w+|\bpercent\b|%)`,
    String.raw`(pro[\s-]?forma|stabili[sz]ed|projected|current|in[\s-]?place|actual|t[\s-]?12|ttm|trailing(?:\s+12)?|(?:year|yr\.?|fy)\s*\d+|budget|market|as[\s-]?is|underwritten)`,
    String.raw`(\$\s*\/\s*(?:year|yr)\b|\bannual\b|\btotals?\b|\bamount\b)`,
  ].join("|"),
  "gi",
);

/**
 * A table header naming its columns in order: "Current | Pro Forma", "INCOME | CURRENT | MARKET | PER UNIT | PER SF",
 * "T-12 | per unit | FY 1 | per unit", "$/Year | $/Unit". Year 1 and Budget are the projection beside an actual
 * (T-12, Current) column and the in-place year beside a Pro Forma one.
 */
function columnHeader(text: string, index: number): ColumnHeader | null {
  if (numbers(text).some((n) => !(n.kind === "number" && n.value <= 10))) return null;
  const cols: (Column & { relative?: boolean })[] = [];
  for (const m of text.matchAll(COLUMN_RE)) {
    if (m[1]) cols.push({ kind: "perSf", basis: null });
    else if (m[2]) cols.push({ kind: "perUnit", basis: null });
    else if (m[3]) cols.push({ kind: "notes", basis: null });
    else if (m[4]) cols.push({ kind: "pct", basis: null });
    else if (m[6]) cols.push({ kind: "total", basis: null });
    else {
      const w = m[5];
      if (/^(?:(?:year|yr\.?|fy)\s*1|budget)$/i.test(w)) cols.push({ kind: "basis", basis: null, relative: true });
      else if (/^(?:year|yr\.?|fy)\s*\d+$/i.test(w) || /^(?:market|underwritten)$/i.test(w))
        cols.push({ kind: "basis", basis: "pro-forma" });
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
function tableRow(
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

function snippetOf(...texts: string[]): string {
  return texts.join(" ").slice(0, 200);
}

function baseConfidence(info: PageInfo, c: number): number {
  let conf = c;
  if (info.summary) conf += 0.08;
  if (info.offTopic) conf -= 0.45;
  return Math.max(0.05, Math.min(0.99, conf));
}

/** Scalar candidates from every page. */
export function scalarCandidates(pages: Line[][]): Candidate[] {
  const out: Candidate[] = [];
  for (const lines of pages) {
    if (lines.length === 0) continue;
    const info = pageInfo(lines);
    // Comparables, market and tenant-company pages describe other buildings or businesses: their figures
    // are not this property's (a missing value beats a comparable's price or a franchise's unit count).
    if (info.offTopic && !info.summary) continue;
    sameLine(lines, info, out);
    labelRows(lines, info, out);
    labelColumns(lines, info, out);
  }
  return out;
}

function sameLine(lines: Line[], info: PageInfo, out: Candidate[]): void {
  let header: ColumnHeader | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const h = columnHeader(line.text, i);
    if (h) {
      header = h;
      continue;
    }
    const hits = labelHits(line.text);
    if (hits.length === 0) continue;
    const nums = numbers(line.text);
    for (let h2 = 0; h2 < hits.length; h2++) {
      const hit = hits[h2];
      const stop = hits[h2 + 1]?.start ?? line.text.length;
      const after = nums.filter((n) => n.start >= hit.end && n.start < stop);
      // Qualifier words before the label in the same cell ("Pro Forma NOI", "Year 1 Cap Rate").
      const cellStart = Math.max(hits[h2 - 1]?.end ?? 0, ...nums.filter((n) => n.end <= hit.start).map((n) => n.end));
      const labelText = line.text.slice(cellStart, hit.end);
      const labelAndTail = line.text.slice(cellStart, stop);
      // A less specific wording of the label ("Controllable Expenses" beside "Total Expenses") weighs less.
      const rankPenalty = 0.03 * hit.rank;
      if (header && hit.spec.basis && i - header.index <= 60) {
        const row = tableRow(line.text, hit, stop, header);
        if (row) {
          const own = basisOf(labelText);
          for (const c of row)
            out.push({
              key: hit.spec.key,
              value: c.n.raw,
              normalized: c.v,
              page: line.page,
              snippet: snippetOf(line.text),
              confidence: baseConfidence(
                info,
                0.86 - rankPenalty - (hit.spec.kind === "rate-or-amount" && !c.percent ? 0.1 : 0),
              ),
              basis: own ?? c.basis ?? sectionBasis(lines, i),
            });
          if (row.length > 0) continue;
        }
      }
      let picked: { n: NumToken; v: number; col: number }[] = [];
      for (let k = 0; k < after.length && k < 4; k++) {
        // A bare figure followed by a word is another ratio ("4.33% Cap Rate, 15.1 GRM"), not a percentage.
        if (
          hit.spec.kind === "percent" &&
          after[k].kind === "number" &&
          /^\s*[A-Za-z]/.test(line.text.slice(after[k].end))
        )
          continue;
        const v = fitValue(hit.spec, after[k], labelAndTail);
        if (v !== null) picked.push({ n: after[k], v, col: k });
      }
      if (picked.length === 0) continue;
      // "Vacancy ($30,600) 5%": the rate is the figure, the amount only when no rate is given.
      if (hit.spec.kind === "rate-or-amount" && picked.some((p) => p.n.kind === "percent") && !header)
        picked = [...picked.filter((p) => p.n.kind === "percent"), ...picked.filter((p) => p.n.kind !== "percent")];
      const words = line.text.slice(hit.end, picked[0].n.start);
      // Prose between label and number means the number belongs to something else.
      if (
        words
          .replace(/\([^)]*\)/g, "")
          .split(/\s+/)
          .filter((w) => /[A-Za-z]{3,}/.test(w)).length > 3
      )
        continue;
      let conf = 0.85 - rankPenalty;
      if (hit.spec.kind === "rate-or-amount" && picked[0].n.kind !== "percent") conf -= 0.1;
      const ownBasis = basisOf(labelText) ?? basisOf(line.text.slice(hit.end, picked[0].n.start));
      if (!hit.spec.basis) picked = picked.slice(0, 1);
      const headerFits =
        header &&
        hit.spec.basis &&
        i - header.index <= 30 &&
        header.bases.length >= 2 &&
        picked.length === header.bases.length;
      // "6.7% Current | 7.8% Pro Forma": each figure names its own basis right after it.
      const trailing = picked.map((p) => {
        const rest = line.text.slice(p.n.end);
        const stop = rest.search(/[|\d$]/);
        return basisOf(stop < 0 ? rest : rest.slice(0, stop));
      });
      const trailingFits =
        Boolean(hit.spec.basis) &&
        picked.length >= 2 &&
        trailing.every(Boolean) &&
        new Set(trailing).size === picked.length;
      // "Cap Rate (Current/Pro Forma) 5.20% / 6.10%": the label lists the bases of its figures in order.
      const listed =
        hit.spec.basis && picked.length >= 2
          ? columnHeader(labelAndTail.slice(0, picked[0].n.start - cellStart), i)
          : null;
      const listedFits = Boolean(listed && listed.bases.length === picked.length && listed.bases.every(Boolean));
      if (!headerFits && !trailingFits && !listedFits) picked = picked.slice(0, 1);
      for (const [pi, p] of picked.entries()) {
        const basis = !hit.spec.basis
          ? null
          : trailingFits
            ? trailing[pi]
            : listedFits && listed
              ? listed.bases[pi]
              : (ownBasis ?? (headerFits && header ? header.bases[p.col] : null) ?? sectionBasis(lines, i));
        if (headerFits) conf = 0.85 - rankPenalty;
        out.push({
          key: hit.spec.key,
          value: p.n.raw,
          normalized: p.v,
          page: line.page,
          snippet: snippetOf(line.text),
          confidence: baseConfidence(info, conf),
          basis,
        });
        if (hit.spec.key === "yearBuilt" && /renovat|remodel/i.test(line.text.slice(hit.start, picked[0].n.start))) {
          // "Year Built / Renovated: 1985 / 2015" — the second year is the renovation.
          const second = after.filter((n) => isYear(n))[1];
          if (second)
            out.push({
              key: "yearRenovated",
              value: second.raw,
              normalized: second.value,
              page: line.page,
              snippet: snippetOf(line.text),
              confidence: baseConfidence(info, 0.8),
              basis: null,
            });
        }
      }
    }
  }
}

/** "NET OPERATING INCOME | YEAR BUILT | GLA" over "$565,379 | 2017 | 21,389 SF": a row of labels above a row of values. */
function labelRows(lines: Line[], info: PageInfo, out: Candidate[]): void {
  for (let i = 0; i + 1 < lines.length; i++) {
    const heads = lines[i].text.split(" | ");
    if (heads.length < 2 || numbers(lines[i].text).length > 0) continue;
    const specs = heads.map((h) => {
      const hits = labelHits(h);
      return hits.length === 1 ? hits[0].spec : null;
    });
    if (specs.filter(Boolean).length < 2) continue;
    const cells = lines[i + 1].text.split(" | ");
    if (cells.length !== heads.length || labelHits(lines[i + 1].text).length > 0) continue;
    heads.forEach((head, k) => {
      const spec = specs[k];
      const nums = numbers(cells[k]);
      if (!spec || nums.length === 0) return;
      const v = fitValue(spec, nums[0], head);
      if (v === null) return;
      out.push({
        key: spec.key,
        value: nums[0].raw,
        normalized: v,
        page: lines[i].page,
        snippet: snippetOf(head, cells[k]),
        confidence: baseConfidence(info, 0.8),
        basis: spec.basis ? (basisOf(head) ?? sectionBasis(lines, i)) : null,
      });
    });
  }
}

function isLabelOnly(t: string): boolean {
  if (t.length > 48 || /^[•*-]/.test(t) || /[.!?]$/.test(t)) return false;
  if (numbers(t).some((n) => !(n.kind === "number" && n.value <= 12 && !n.grouped))) return false;
  const words = t.split(/\s+/);
  return words.length <= 7 && /[A-Za-z]{2}/.test(t);
}

function isValueLine(t: string): boolean {
  if (t.length > 60) return false;
  if (CITY_LINE_RE.test(t)) return true;
  const nums = numbers(t);
  if (/^[$(\d-]/.test(t) && (nums.length > 0 || /^\d/.test(t))) return labelHits(t).length === 0 || /^\d/.test(t);
  return /^(?:n\/?a|tbd|none|fee\s+simple|leasehold)$/i.test(t);
}

function kindScore(spec: FieldSpec | null, value: string, label: string): number {
  if (!spec) return 0;
  const nums = numbers(value);
  if (nums.length === 0) return -0.5;
  return fitValue(spec, nums[0], label) !== null ? 1 : -1;
}

/** A run of label lines followed by a run of value lines: the two columns of a summary table. */
function labelColumns(lines: Line[], info: PageInfo, out: Candidate[]): void {
  let i = 0;
  while (i < lines.length) {
    if (!isLabelOnly(lines[i].text)) {
      i++;
      continue;
    }
    const labels: Line[] = [];
    while (i < lines.length && isLabelOnly(lines[i].text)) labels.push(lines[i++]);
    const values: { line: Line; text: string }[] = [];
    while (i < lines.length && isValueLine(lines[i].text)) {
      const t = lines[i].text;
      const prev = values[values.length - 1];
      if (prev && CITY_LINE_RE.test(t) && !/\d{5}/.test(prev.text) && /^\d/.test(prev.text))
        prev.text = `${prev.text}, ${t}`;
      else values.push({ line: lines[i], text: t });
      i++;
    }
    if (values.length === 0) continue;
    const specs = labels.map((l) => labelHits(l.text)[0]?.spec ?? null);
    if (labels.length === 1) {
      // Next-line value: only when the value line is a single figure (not a table row under a header).
      if (!specs[0] || numbers(values[0].text).length > 2) continue;
      emit(labels[0], specs[0], values[0].text, 0.78);
      continue;
    }
    // Slide the shorter column along the longer and keep the alignment whose kinds agree best.
    const n = Math.min(labels.length, values.length);
    let best = { score: Number.NEGATIVE_INFINITY, lo: 0, vo: 0 };
    for (let lo = 0; lo <= labels.length - n; lo++)
      for (let vo = 0; vo <= values.length - n; vo++) {
        let score = 0;
        for (let k = 0; k < n; k++) score += kindScore(specs[lo + k], values[vo + k].text, labels[lo + k].text);
        if (score > best.score) best = { score, lo, vo };
      }
    const known = specs.filter(Boolean).length;
    if (best.score < Math.max(1, known * 0.5)) continue;
    for (let k = 0; k < n; k++) {
      const spec = specs[best.lo + k];
      if (spec)
        emit(labels[best.lo + k], spec, values[best.vo + k].text, labels.length === values.length ? 0.82 : 0.74);
    }
  }

  function emit(label: Line, spec: FieldSpec, valueText: string, conf: number): void {
    const nums = numbers(valueText);
    if (nums.length === 0) return;
    const v = fitValue(spec, nums[0], label.text);
    if (v === null) return;
    const basis = spec.basis ? (basisOf(label.text) ?? sectionBasis(lines, label.index)) : null;
    out.push({
      key: spec.key,
      value: nums[0].raw,
      normalized: v,
      page: label.page,
      snippet: snippetOf(label.text, valueText),
      confidence: baseConfidence(info, conf),
      basis,
    });
    if (spec.key === "yearBuilt" && /renovat|remodel/i.test(label.text)) {
      const second = nums.filter((x) => isYear(x))[1];
      if (second)
        out.push({
          key: "yearRenovated",
          value: second.raw,
          normalized: second.value,
          page: label.page,
          snippet: snippetOf(label.text, valueText),
          confidence: baseConfidence(info, conf),
          basis: null,
        });
    }
  }
}

/** Figures stated in running text: "a 25-unit community", "totaling 23,760 square feet", "100% occupied". */
export function proseCandidates(pages: Line[][]): Candidate[] {
  const out: Candidate[] = [];
  for (const lines of pages) {
    if (lines.length === 0) continue;
    const info = pageInfo(lines);
    if (info.offTopic) continue;
    // Running text wraps: join a long line with the lines that continue it.
    const paras: Line[] = [];
    for (const line of lines) {
      const prev = paras[paras.length - 1];
      if (
        prev &&
        prev.text.length > 60 &&
        !/[.:]$/.test(prev.text) &&
        /^[a-z0-9$(]/i.test(line.text) &&
        line.text.length > 15
      )
        paras[paras.length - 1] = { ...prev, text: `${prev.text} ${line.text}` };
      else paras.push(line);
    }
    for (const line of paras) {
      const t = line.text;
      const push = (key: string, m: RegExpMatchArray, v: number, conf: number) =>
        out.push({
          key,
          value: m[0],
          normalized: v,
          page: line.page,
          snippet: t.slice(0, 200),
          confidence: conf,
          basis: null,
        });
      for (const m of t.matchAll(
        /\b(\d{1,3}(?:,\d{3})*|\d+)[\s-]+(?:apartment\s+|residential\s+)?(?:units?|keys|doors)\b(?!\s*(?:type|mix|size|sf|amenit))/gi,
      )) {
        const v = Number(m[1].replace(/,/g, ""));
        if (v >= 2 && v <= 20_000 && !/\b(?:of|the)\s*$/i.test(t.slice(0, m.index))) push("units", m, v, 0.6);
      }
      for (const m of t.matchAll(
        /\b(\d{1,3}(?:,\d{3})+|\d{4,})\s*[-±]?\s*(?:\+\/-\s*)?(?:square[\s-]+f(?:ee|oo)t|sq\.?\s?ft\.?|s\.?f\.?|rsf|gsf)\b/gi,
      )) {
        const ctx = t.slice(Math.max(0, (m.index ?? 0) - 40), (m.index ?? 0) + m[0].length + 30);
        if (/\b(?:lot|land|site|parcel|acres?)\b/i.test(ctx)) continue;
        const v = Number(m[1].replace(/,/g, ""));
        const verb =
          /\b(?:totals?|totaling|totalling|comprising|comprises|consisting|consists|contains|containing)\b/i.test(ctx);
        if (!verb && /\b(?:suite|space|available|vacant|per\s+unit|average|avg|unit\s+size|range|to\s*$)/i.test(ctx))
          continue;
        if (v >= 500 && verb) push("buildingSquareFeet", m, v, 0.62);
        else if (
          v >= 500 &&
          /\b(?:building|totaling|total|comprising|consisting|features|office|industrial|warehouse|retail|center|property|facility|complex|community)\b/i.test(
            ctx,
          )
        )
          push("buildingSquareFeet", m, v, 0.5);
      }
      // "Current Financials: 4.33% Cap Rate ... Pro Forma Financials: 5.62% Cap Rate": the figure before its label.
      for (const m of t.matchAll(/\b(\d{1,2}(?:\.\d+)?)\s?%\s+cap(?:italization)?(?:\s+rate)?\b/gi)) {
        const before = t.slice(Math.max(0, (m.index ?? 0) - 40), m.index);
        if (/\b(?:average|avg|market|comps?|comparables?|sold|trad(?:ed|ing)|range|typical)\b/i.test(before)) continue;
        const qualifier = before.slice(Math.max(before.search(/[^\d.,%$|]*$/), 0));
        const v = Number(m[1]);
        if (v >= 0.5 && v <= 20)
          out.push({
            key: "capRate",
            value: m[0],
            normalized: v,
            page: line.page,
            snippet: t.slice(0, 200),
            confidence: 0.6,
            basis: basisOf(qualifier),
          });
      }
      // "$1,740,000 ($145,000/unit)"
      for (const m of t.matchAll(/\$\s?(\d{1,3}(?:,\d{3})+)(?:\.\d+)?\s*(?:\/|per\s+)(?:unit|door)\b/gi)) {
        const v = Number(m[1].replace(/,/g, ""));
        if (v >= 1_000 && v <= 1e7) push("pricePerUnit", m, v, 0.6);
      }
      // "consists of (100) well-maintained two-bedroom, one-bathroom units"
      for (const m of t.matchAll(
        /\b(?:consists?\s+of|comprised\s+of|comprising|contains?|containing|features?|offers?|totaling|boasts?)\s+\(?(\d{1,3}(?:,\d{3})*)\)?\s+(?:[A-Za-z,/-]+\s+){0,4}?(?:apartment\s+)?(?:units|apartments|apartment\s+homes|residences)\b/gi,
      )) {
        const v = Number(m[1].replace(/,/g, ""));
        if (v >= 2 && v <= 20_000) push("units", m, v, 0.55);
      }
      for (const m of t.matchAll(/\b(\d{1,3}(?:\.\d+)?)\s?%\s+(?:occupied|leased)\b/gi))
        push("occupancy", m, Number(m[1]), 0.6);
      for (const m of t.matchAll(/\b(\d{1,3}(?:\.\d+)?)\s?%\s+(?:occ)\b/gi)) push("occupancy", m, Number(m[1]), 0.5);
      // "with 97.00% occupancy", "occupancy of 95%", "100% owner-occupied", "15% vacant": the property's own
      // figure, unless the sentence is about the market around it.
      for (const m of t.matchAll(
        /\b(\d{1,3}(?:\.\d+)?)\s?%\s+(?:physical\s+|economic\s+|current\s+)?occupancy\b|\boccupancy\s+(?:rate\s+)?(?:of|at|is|was|stands\s+at|currently\s+at)\s+(\d{1,3}(?:\.\d+)?)\s?%|\b(\d{1,3}(?:\.\d+)?)\s?%\s+owner[\s-]+(?:occupied|user)\b/gi,
      )) {
        const before = t.slice(Math.max(0, (m.index ?? 0) - 40), m.index);
        if (MARKET_CONTEXT_RE.test(before)) continue;
        push("occupancy", m, Number(m[1] ?? m[2] ?? m[3]), 0.55);
      }
      for (const m of t.matchAll(/\b(\d{1,3}(?:\.\d+)?)\s?%\s+vacant\b/gi)) {
        const before = t.slice(Math.max(0, (m.index ?? 0) - 40), m.index);
        if (!MARKET_CONTEXT_RE.test(before) && Number(m[1]) <= 100) push("occupancy", m, 100 - Number(m[1]), 0.5);
      }
      // An owner-user building sold empty: "delivered vacant at close of escrow", "Occupancy: Vacant".
      const empty =
        /\b(?:delivered|sold|offered|conveyed|available)\s+(?:fully\s+|completely\s+|100\s?%\s+)?vacant\b/i.exec(t) ??
        /^(?:current\s+)?occupancy\s*:?\s*vacant\b/i.exec(t);
      if (empty) push("occupancy", empty, 0, 0.5);
      // "Year Built/Renovated 1985/2015": two years joined by a slash read as one token elsewhere.
      for (const m of t.matchAll(
        /\byear\s+built\s*(?:\/|&|and)\s*(?:year\s+)?(?:renovated|remodeled)\b\W{0,6}((?:18|19|20)\d{2})\s*(?:\/|&|-)\s*((?:19|20)\d{2})\b/gi,
      )) {
        push("yearBuilt", m, Number(m[1]), 0.8);
        push("yearRenovated", m, Number(m[2]), 0.8);
      }
      // "Year Built 1921/1977": two buildings of different ages; the first is the property's year.
      for (const m of t.matchAll(/\byear\s+built\s*:?\s*((?:18|19|20)\d{2})\s*\/\s*(?:18|19|20)\d{2}\b/gi))
        push("yearBuilt", m, Number(m[1]), 0.7);
      for (const m of t.matchAll(/\b(?:built|constructed|completed)\s+in\s+((?:18|19|20)\d{2})\b/gi))
        push("yearBuilt", m, Number(m[1]), 0.65);
      for (const m of t.matchAll(/\b(?:renovated|remodeled|renovation)\s+(?:in\s+)?((?:19|20)\d{2})\b/gi))
        push("yearRenovated", m, Number(m[1]), 0.6);
      for (const m of t.matchAll(/\b(\d+(?:\.\d+)?)\s*(?:-|\s)?acres?\b/gi)) {
        const ctx = t.slice(Math.max(0, (m.index ?? 0) - 30), (m.index ?? 0) + m[0].length + 25);
        if (
          /\b(?:site|lot|land|parcel|situated|sits|located|on\s+(?:a|an|approximately)|comprising)\b/i.test(ctx) &&
          !/park|forest|preserve/i.test(ctx)
        )
          push("landArea", m, Number(m[1]), 0.5);
      }
    }
  }
  return out;
}
