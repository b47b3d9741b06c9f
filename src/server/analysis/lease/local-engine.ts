// The default engine: offline and deterministic (same pages in → same abstract out).
import type { LeaseAbstract } from "#shared/contract/lease-abstract.ts";
import type { PdfPage } from "#server/analysis/pdf/pdf-text.ts";
import { extractFields } from "#server/analysis/lease/extract-fields.ts";
import { buildLeaseDoc } from "#server/analysis/lease/lease-doc.ts";
import { extractOptions } from "#server/analysis/lease/options.ts";
import { resolveRentStep, resolveTerm } from "#server/analysis/lease/resolve-fields.ts";
import { buildSummary } from "#server/analysis/lease/summary.ts";
import { findInconsistencies } from "#server/analysis/lease/warnings.ts";

export type Detail = "concise" | "detailed";

export function analyzeLeaseLocal(pages: PdfPage[], detail: Detail, ocrPages: number[] = []): LeaseAbstract {
  const doc = buildLeaseDoc(pages);
  const extracted = extractFields(doc);
  const { derivedExpiration } = extracted;
  const fields = { ...extracted.fields, ...resolveTerm(extracted.fields) };
  const rsf = typeof fields.rentableSquareFeet?.normalized === "number" ? fields.rentableSquareFeet.normalized : null;
  const schedule = extracted.schedule.map((s) => resolveRentStep(s, rsf));
  const commencement =
    typeof fields.commencementDate?.normalized === "string" ? fields.commencementDate.normalized : null;
  const ctx = { expiration: derivedExpiration, commencement };
  const body = {
    ...fields,
    baseRentSchedule: schedule,
    renewalOptions: extractOptions(doc, "renewal", ctx),
    terminationOptions: extractOptions(doc, "termination", ctx),
    expansionOptions: extractOptions(doc, "expansion", ctx),
  };
  return finishAbstract(body, detail, { engine: "local", pageCount: pages.length, ocrPages });
}

type Body = Omit<LeaseAbstract, "summary" | "warnings" | "meta">;

/** Adds warnings, summary and meta to the extracted body (shared by every engine). */
export function finishAbstract(
  body: Body,
  detail: Detail,
  meta: { engine: LeaseAbstract["meta"]["engine"]; pageCount: number; ocrPages: number[] },
): LeaseAbstract {
  const warnings = findInconsistencies(body);
  const withWarnings = { ...body, warnings };
  return { ...withWarnings, summary: buildSummary(withWarnings, detail), meta: { ...meta, detail } };
}
