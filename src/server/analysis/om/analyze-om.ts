// Offering-memorandum analysis entry: PDF bytes or page texts → validated OmAbstract.
import { type OmAbstract, omAbstractSchema } from "#shared/contract/om-abstract.ts";
import { extractDocumentText } from "#server/analysis/pdf/document-text.ts";
import { analyzeOmLocal } from "./om-local.ts";
import { analyzeOmWithLlm, type LlmOptions } from "./om-llm.ts";
import type { OmPage } from "./om-text.ts";

export type AnalyzeOmOptions = { llm?: LlmOptions };

/** Local deterministic engine by default; the LLM engine when `llm` is given (falls back to local). */
export async function analyzeOm(pages: OmPage[], opts: AnalyzeOmOptions = {}): Promise<OmAbstract> {
  const local = analyzeOmLocal(pages);
  if (!opts.llm) return local;
  return analyzeOmWithLlm(pages, opts.llm, local);
}

/** PDF bytes → abstract through the product's pipeline: text layer + OCR of image-only pages, then the engine. */
export async function analyzeFile(data: Uint8Array, opts?: unknown): Promise<OmAbstract> {
  const text = await extractDocumentText(data);
  const o = (opts ?? {}) as AnalyzeOmOptions;
  return omAbstractSchema.parse(await analyzeOm(text.pages, o.llm ? { llm: o.llm } : {}));
}
