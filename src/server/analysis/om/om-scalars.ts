// Label → value rules for the scalar fields: same line, next line, label column beside a value column,
// and "Current | Pro Forma" table columns. Every candidate keeps its page and line as evidence.
import { type ColumnHeader, columnHeader, tableRow } from "./om-columns.ts";
import { basisOf } from "./om-fields.ts";
import { labelColumns } from "./om-label-columns.ts";
import { basisColumns } from "./om-ocr-columns.ts";
import {
  baseConfidence,
  type Candidate,
  fitValue,
  labelHits,
  onTopicLines,
  type PageInfo,
  pageInfo,
  sectionBasis,
  snippetOf,
} from "./om-labels.ts";
import { isYear, type Line, numbers, type NumToken } from "./om-text.ts";

/** Scalar candidates from every page. */
export function scalarCandidates(pages: Line[][]): Candidate[] {
  const out: Candidate[] = [];
  let continuesOff = false;
  for (const page of pages) {
    if (page.length === 0) continue;
    const info = pageInfo(page);
    // Comparables, market and tenant-company pages describe other buildings or businesses: their figures
    // are not this property's (a missing value beats a comparable's price or a franchise's unit count).
    if (info.offTopic && !info.summary) {
      continuesOff = true;
      continue;
    }
    const topical = onTopicLines(page, continuesOff);
    continuesOff = topical.endsOff;
    const lines = topical.lines;
    sameLine(lines, info, out);
    labelRows(lines, info, out);
    labelColumns(lines, info, out);
    basisColumns(lines, info, out);
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
        // A bare figure followed by a word is another ratio ("4.80% Cap Rate, 13.2 GRM"), not a percentage.
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
      // 'completed in 2021' in a paragraph may date an addition or a renovation; a 'Year Built' cell does not.
      if (hit.spec.key === "yearBuilt" && hit.rank > 0 && line.text.length > 60) conf -= 0.12;
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

/** "NET OPERATING INCOME | YEAR BUILT | GLA" over "$412,060 | 2012 | 18,450 SF": a row of labels above a row of values. */
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
