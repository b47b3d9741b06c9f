// Offering-memorandum analysis entry: PDF bytes or page texts → validated OmAbstract.
import type { OmAbstract } from "#shared/contract/om-abstract.ts";
import { extractPdfText } from "#server/analysis/pdf/pdf-text.ts";
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

export async function analyzeFile(data: Uint8Array, opts?: unknown): Promise<OmAbstract> {
  const text = await extractPdfText(data);
  const o = (opts ?? {}) as AnalyzeOmOptions;
  return analyzeOm(text.pages, o.llm ? { llm: o.llm } : {});
}
