// Background analysis: process-lease {leaseId, extractionDetail} and process-om {documentId} on pg-boss.
// Retried twice; the last attempt records the error on the row (see documents-analysis.service.ts), and a job
// pg-boss gives up on without that (its process died on the last try) ends 'error' through onGiveUp.
import {
  JOB_PROCESS_LEASE,
  JOB_PROCESS_OM,
  JOB_RETRY_LIMIT,
  type ProcessLeaseJob,
  type ProcessOmJob,
} from "#server/features/documents/documents-analysis.service.ts";
import type { DocumentAnalysis } from "#server/features/documents/documents-core.ts";
import type { DocumentsService } from "#server/features/documents/documents.service.ts";
import type { Jobs } from "#server/platform/jobs.ts";
import { analyzeLease, type LlmConfig } from "#server/analysis/lease/analyze-lease.ts";
import { answerLeaseQuestion } from "#server/analysis/lease/lease-chat.ts";
import { analyzeOm } from "#server/analysis/om/analyze-om.ts";
import { answerOmQuestion } from "#server/analysis/om/om-chat.ts";
import { extractDocumentText, MAX_PDF_PAGES } from "#server/analysis/pdf/document-text.ts";

export { MAX_PDF_PAGES };

export function registerDocumentJobs(
  jobs: Pick<Jobs, "define">,
  service: DocumentsService,
  opts: { retryDelaySeconds?: number } = {},
): void {
  const options = {
    retryLimit: JOB_RETRY_LIMIT,
    retryDelaySeconds: opts.retryDelaySeconds ?? 10,
    expireInSeconds: 15 * 60,
  };
  jobs.define<ProcessLeaseJob>(
    JOB_PROCESS_LEASE,
    (data, job) => service.processLease(data, { retryCount: job.retryCount, retryLimit: JOB_RETRY_LIMIT }),
    { ...options, onGiveUp: (data, reason) => service.analysisGaveUp("lease", data.leaseId, reason) },
  );
  jobs.define<ProcessOmJob>(
    JOB_PROCESS_OM,
    (data, job) => service.processOm(data, { retryCount: job.retryCount, retryLimit: JOB_RETRY_LIMIT }),
    { ...options, onGiveUp: (data, reason) => service.analysisGaveUp("offering_memorandum", data.documentId, reason) },
  );
}

/** The product's engines: local and offline by default, the OpenAI-compatible LLM when configured. */
export function defaultDocumentAnalysis(opts: { llm?: LlmConfig }): DocumentAnalysis {
  return {
    async extractText(data) {
      // In a child process bounded in time, memory, inflated size and pages (issue 13).
      const text = await extractDocumentText(data);
      return { pages: text.pages, ocrPages: text.ocrPages };
    },
    analyzeLease: (pages, o) => analyzeLease(pages, { detail: o.detail, llm: opts.llm, ocrPages: o.ocrPages }),
    analyzeOm: (pages) => analyzeOm(pages, opts.llm ? { llm: opts.llm } : {}),
    answerQuestion: (pages, question) => answerLeaseQuestion(pages, question, { llm: opts.llm }),
    answerMemorandumQuestion: (pages, question) => answerOmQuestion(pages, question, { llm: opts.llm }),
  };
}
