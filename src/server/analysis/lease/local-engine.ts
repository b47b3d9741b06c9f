// The default engine: offline and deterministic (same pages in → same abstract out).
import type { LeaseAbstract, LeaseField, LeaseOption } from "#shared/contract/lease-abstract.ts";
import type { PdfPage } from "#server/analysis/pdf/pdf-text.ts";
import { extractFields } from "#server/analysis/lease/extract-fields.ts";
import { buildLeaseDoc } from "#server/analysis/lease/lease-doc.ts";
import { extractFirstRights, tenantWords } from "#server/analysis/lease/first-rights.ts";
import { extractGroundFields } from "#server/analysis/lease/ground-lease.ts";
import { extractOptions } from "#server/analysis/lease/options.ts";
import { resolveRentStep, resolveTerm } from "#server/analysis/lease/resolve-fields.ts";
import { buildSummary } from "#server/analysis/lease/summary.ts";
import { findInconsistencies } from "#server/analysis/lease/warnings.ts";

export type Detail = "concise" | "detailed";

export function analyzeLeaseLocal(pages: PdfPage[], detail: Detail, ocrPages: number[] = []): LeaseAbstract {
  const doc = buildLeaseDoc(pages);
  const extracted = extractFields(doc);
  const { derivedExpiration } = extracted;
  const fields = { ...extracted.fields, ...resolveTerm(extracted.fields), ...extractGroundFields(doc) };
  const rsf = typeof fields.rentableSquareFeet?.normalized === "number" ? fields.rentableSquareFeet.normalized : null;
  const schedule = extracted.schedule.map((s) => resolveRentStep(s, rsf));
  const commencement =
    typeof fields.commencementDate?.normalized === "string" ? fields.commencementDate.normalized : null;
  const ctx = { expiration: derivedExpiration, commencement };
  const who = tenantWords(fields.tenant?.value ?? null);
  const refusal = extractFirstRights(doc, "refusal", derivedExpiration, who);
  const offer = extractFirstRights(doc, "offer", derivedExpiration, who);
  // A right granted under its own heading ("ARTICLE 19 Right of First Refusal … Tenant may elect to
  // lease") or to a public tenant by its name ("the County shall have a right of first offer") counts too.
  fields.rightOfFirstRefusal ??= refusal[0] ? rightField(refusal[0]) : null;
  fields.rightOfFirstOffer ??= offer[0] ? rightField(offer[0]) : null;
  const body = {
    ...fields,
    baseRentSchedule: schedule,
    renewalOptions: extractOptions(doc, "renewal", ctx),
    terminationOptions: extractOptions(doc, "termination", ctx),
    expansionOptions: extractOptions(doc, "expansion", ctx),
    contractionOptions: extractOptions(doc, "contraction", ctx),
    firstRefusalRights: fields.rightOfFirstRefusal ? refusal : [],
    firstOfferRights: fields.rightOfFirstOffer ? offer : [],
  };
  return finishAbstract(body, detail, { engine: "local", pageCount: pages.length, ocrPages });
}

const rightField = (o: LeaseOption): LeaseField => ({
  value: o.text.slice(0, 320),
  normalized: "yes",
  page: o.page,
  snippet: o.snippet,
  confidence: 0.7,
});

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
