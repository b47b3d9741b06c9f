// Lease analysis entry points: pages → abstract (local engine, or an OpenAI-compatible LLM merged
// with the local result), and PDF bytes → abstract (text layer, OCR for scanned pages).
import type { LeaseAbstract } from "#shared/contract/lease-abstract.ts";
import { MAX_PDF_PAGES } from "#server/analysis/pdf/document-text.ts";
import { extractPdfTextWithOcr } from "#server/analysis/pdf/pdf-ocr.ts";
import type { PdfPage } from "#server/analysis/pdf/pdf-text.ts";
import { analyzeLeaseLlm, type LlmConfig } from "#server/analysis/lease/llm-engine.ts";
import { type Detail, analyzeLeaseLocal } from "#server/analysis/lease/local-engine.ts";

export type { LlmConfig } from "#server/analysis/lease/llm-engine.ts";
export type AnalyzeOptions = { detail: Detail; llm?: LlmConfig; ocrPages?: number[] };

/** One way of turning pages into an abstract. Both engines return the same validated shape. */
export type Analyzer = { name: "local" | "llm"; analyze(pages: PdfPage[], detail: Detail): Promise<LeaseAbstract> };

export function localAnalyzer(ocrPages: number[] = []): Analyzer {
  return { name: "local", analyze: async (pages, detail) => analyzeLeaseLocal(pages, detail, ocrPages) };
}

export function llmAnalyzer(cfg: LlmConfig, ocrPages: number[] = []): Analyzer {
  return { name: "llm", analyze: (pages, detail) => analyzeLeaseLlm(pages, detail, cfg, ocrPages) };
}

export async function analyzeLease(pages: PdfPage[], opts: AnalyzeOptions): Promise<LeaseAbstract> {
  const analyzer = opts.llm ? llmAnalyzer(opts.llm, opts.ocrPages) : localAnalyzer(opts.ocrPages);
  return analyzer.analyze(pages, opts.detail);
}

export type AnalyzeFileOptions = { detail?: Detail; llm?: LlmConfig; maxPages?: number; ocr?: boolean };

/** PDF bytes → text (+ OCR of pages without a text layer) → abstract. Throws PdfError for unreadable PDFs. */
export async function analyzeFile(data: Uint8Array, opts: AnalyzeFileOptions = {}): Promise<LeaseAbstract> {
  const text = await extractPdfTextWithOcr(data, { maxPages: opts.maxPages ?? MAX_PDF_PAGES, ocr: opts.ocr });
  return analyzeLease(text.pages, { detail: opts.detail ?? "concise", llm: opts.llm, ocrPages: text.ocrPages });
}
