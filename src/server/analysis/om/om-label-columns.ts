// A run of label lines beside a run of value lines: the two columns of a summary table laid out as lines.
import { basisOf, type FieldSpec } from "./om-fields.ts";
import {
  baseConfidence,
  type Candidate,
  fitValue,
  labelHits,
  type PageInfo,
  sectionBasis,
  snippetOf,
} from "./om-labels.ts";
import { isYear, type Line, numbers } from "./om-text.ts";

const CITY_LINE_RE = /^[A-Z][A-Za-z .'-]+,\s*[A-Z]{2}\.?\s+\d{5}(?:-\d{4})?$/;

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
export function labelColumns(lines: Line[], info: PageInfo, out: Candidate[]): void {
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
    const all = numbers(valueText);
    if (all.length === 0) return;
    // '7 | 1,900SF': a page or footnote number printed in the margin beside the value is its own cell.
    const margin = /^\d{1,3} \| /.test(valueText) && fitValue(spec, all[0], label.text) === null;
    const nums = margin ? all.slice(1) : all;
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
