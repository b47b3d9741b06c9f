// A statement read column by column. OCR of a scanned operating statement often returns the label column first
// and each figure column after it, under its own header ('CURRENT', then 'PRO FORMA'), with other tables' cells
// (a rent roll's columns) in between. A column of n figures belongs to the block of n label lines above it: the
// labels between two section headings ('INCOME' … 'EXPENSES'), in order.
import { basisOf, type FieldSpec } from "./om-fields.ts";
import { baseConfidence, type Candidate, fitValue, labelHits, type PageInfo, snippetOf } from "./om-labels.ts";
import { type Line, numbers } from "./om-text.ts";

/** A column header that is only a basis: 'CURRENT', 'PRO FORMA', 'T-12', 'ACTUAL', 'YEAR 1', 'IN-PLACE'. */
const BASIS_HEADER = /^(?:current|pro[\s-]?forma|actual|t[\s-]?12|trailing 12|in[\s-]?place|year\s*1|stabili[sz]ed)$/i;

/** A figure alone on its line: '$412,800', '($12,384)', '47.3%', '-'. */
function isFigure(t: string): boolean {
  return /^\(?-?\$?\s?\d[\d,]*(?:\.\d+)?%?\)?$|^[-–]$/.test(t.trim());
}

/** A statement row's label: words, perhaps a rate in brackets ('Management Fee (4.00%)'), no dollar figure. */
function isLabelLine(t: string): boolean {
  if (t.length > 60 || !/^[A-Za-z]/.test(t) || /\$/.test(t) || t.includes(" | ")) return false;
  return numbers(t.replace(/\([^)]*\)/g, "")).length === 0;
}

/** A section heading splits the label blocks: all capitals ('INCOME', 'EXPENSES') or a basis header. */
function isHeading(t: string): boolean {
  return BASIS_HEADER.test(t) || (/^[A-Z][A-Z &/-]{2,30}$/.test(t) && !/[a-z]/.test(t));
}

export function basisColumns(lines: Line[], info: PageInfo, out: Candidate[]): void {
  // Label blocks in reading order.
  const blocks: Line[][] = [];
  let run: Line[] = [];
  for (const line of lines) {
    if (isLabelLine(line.text) && !isHeading(line.text)) run.push(line);
    else {
      if (run.length) blocks.push(run);
      run = [];
    }
  }
  if (run.length) blocks.push(run);

  for (let i = 0; i < lines.length; i++) {
    if (!BASIS_HEADER.test(lines[i].text.trim())) continue;
    const basis = basisOf(lines[i].text);
    const values: Line[] = [];
    for (let j = i + 1; j < lines.length && isFigure(lines[j].text); j++) values.push(lines[j]);
    if (values.length < 3) continue;
    // The nearest block above with exactly as many rows, holding at least one known figure's label.
    const block = blocks
      .filter((b) => b.length === values.length && b[b.length - 1].index < lines[i].index)
      .filter((b) => b.some((l) => labelHits(l.text).length > 0))
      .pop();
    if (!block) continue;
    block.forEach((label, k) => {
      const spec: FieldSpec | undefined = labelHits(label.text)[0]?.spec;
      const nums = numbers(values[k].text);
      // 'Less: Vacancy (4.00%)' states its rate on the label line; the column's figure is the amount.
      if (!spec || nums.length === 0 || (spec.kind === "rate-or-amount" && /%/.test(label.text))) return;
      const v = fitValue(spec, nums[0], label.text);
      if (v === null) return;
      out.push({
        key: spec.key,
        value: nums[0].raw,
        normalized: v,
        page: label.page,
        snippet: snippetOf(label.text, values[k].text),
        // A count-matched column under a basis header is stronger evidence than a slid label/value alignment.
        confidence: baseConfidence(info, 0.84),
        basis: spec.basis ? (basisOf(label.text) ?? basis) : null,
      });
    });
  }
}
