// The analysis of a lease or memorandum: queueing it, the job body (text → abstract → stored pages for chat),
// re-running it from the page or from Lease Admin, and ending it 'error' when the queue gives up.
import * as chatRepo from "#server/features/documents/document-chat.repository.ts";
import { bucketOf, canEdit, type DocumentsCore } from "#server/features/documents/documents-core.ts";
import { adminLeaseDto, listItem } from "#server/features/documents/documents-dto.ts";
import * as repo from "#server/features/documents/documents.repository.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import type { ListQuery } from "#shared/contract/common.ts";
import {
  type AccessLevel,
  type DocumentType,
  type ExtractionDetail,
  extractionDetail as extractionDetailSchema,
  type LeaseStatus,
} from "#shared/contract/documents.ts";
import { leaseAbstractSchema, leaseFieldKeys } from "#shared/contract/lease-abstract.ts";
import { omAbstractSchema } from "#shared/contract/om-abstract.ts";

export const JOB_PROCESS_LEASE = "process-lease";
export const JOB_PROCESS_OM = "process-om";
export const JOB_RETRY_LIMIT = 2;

export type ProcessLeaseJob = { leaseId: string; extractionDetail: ExtractionDetail };
export type ProcessOmJob = { documentId: string };
type Attempt = { retryCount: number; retryLimit: number };

/** A re-run is refused while an analysis started less than this long ago may still be running. */
const RUNNING_GRACE_MS = 15 * 60_000;

const errorText = (err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  return message.slice(0, 500) || "Unknown error";
};

/** Errors that another attempt cannot fix: the PDF itself is refused. */
class UnreadableError extends Error {}
function isPermanent(err: unknown): boolean {
  if (err instanceof UnreadableError) return true;
  const name = (err as { name?: string })?.name;
  return name === "PdfError" || name === "ZodError";
}

export type AnalysisService = ReturnType<typeof createAnalysisService>;

export function createAnalysisService(core: DocumentsCore) {
  const { db, storage, log, deps, publishDocument } = core;

  const queueAnalysis = async (doc: repo.DocRow, detail?: ExtractionDetail) => {
    try {
      if (doc.type === "lease") {
        const job: ProcessLeaseJob = {
          leaseId: doc.id,
          extractionDetail: detail ?? (doc.extractionDetail as ExtractionDetail),
        };
        await deps.jobs.send(JOB_PROCESS_LEASE, job, { fairKey: doc.ownerId });
      } else {
        const job: ProcessOmJob = { documentId: doc.id };
        await deps.jobs.send(JOB_PROCESS_OM, job, { fairKey: doc.ownerId });
      }
    } catch (err) {
      // The file and the row stay; the broker can re-run from the page.
      log.error({ err, id: doc.id }, "could not queue the analysis");
      await repo.setProcessingStateForJob(db, doc.type, doc.id, {
        status: "error",
        errorReason: "There was an issue starting the document analysis. Please try again later.",
      });
    }
  };

  /** The abstract of one document's pages, validated; a lease without any text is refused for good. */
  const analyse = async (
    doc: repo.DocRow,
    pages: { number: number; text: string }[],
    ocrPages: number[],
    detail?: ExtractionDetail,
  ) => {
    if (doc.type !== "lease") return omAbstractSchema.parse(await deps.analysis.analyzeOm(pages));
    if (pages.every((p) => !p.text.trim())) throw new UnreadableError("No text could be read from the PDF.");
    const abstract = await deps.analysis.analyzeLease(pages, {
      detail: detail ?? (doc.extractionDetail as ExtractionDetail),
      ocrPages,
    });
    // A field an engine leaves out is "not found", never a reason to throw the whole abstract away.
    const filled: Record<string, unknown> = { ...abstract };
    for (const key of leaseFieldKeys) if (filled[key] === undefined) filled[key] = null;
    return leaseAbstractSchema.parse(filled);
  };

  /**
   * Runs one attempt. A PDF the reader refuses (encrypted, corrupt, empty, too many pages) fails for good at
   * once; any other failure is rethrown so the queue retries, and the last attempt records the error.
   */
  const runAnalysis = async (type: DocumentType, id: string, attempt: Attempt, detail?: ExtractionDetail) => {
    const doc = await repo.findDocumentById(db, type, id);
    if (!doc) return; // deleted meanwhile
    await repo.setProcessingStateForJob(db, type, id, {
      status: "processing",
      processingStartedAt: new Date(),
      processingCompletedAt: null,
      errorReason: null,
      ...(type === "lease" && detail ? { extractionDetail: detail } : {}),
    });
    await publishDocument(type, id, doc.ownerId);
    try {
      const data = await storage.readBuffer(bucketOf(type), doc.documentUrl);
      const text = await deps.analysis.extractText(new Uint8Array(data));
      const result = await analyse(doc, text.pages, text.ocrPages, detail);
      // Chat reads the stored page texts (OCR included), never the PDF again.
      await chatRepo.replacePagesForJob(db, type, id, text.pages);
      const stored = await repo.setProcessingStateForJob(db, type, id, {
        status: "completed",
        processingCompletedAt: new Date(),
        errorReason: null,
        result,
      });
      if (stored && type === "lease") await core.leaseFacts.refreshReportFacts(id);
      if (stored) await publishDocument(type, id, doc.ownerId);
    } catch (err) {
      const permanent = isPermanent(err);
      const last = attempt.retryCount >= attempt.retryLimit;
      log.warn({ err, type, id, retry: attempt.retryCount, permanent }, "document analysis failed");
      if (!permanent && !last) throw err; // the queue retries; status stays "processing"
      await repo.setProcessingStateForJob(db, type, id, {
        status: "error",
        processingCompletedAt: null,
        errorReason: errorText(err),
      });
      await publishDocument(type, id, doc.ownerId);
    }
  };

  const requeue = async (doc: repo.DocRow, accessLevel: AccessLevel, detail?: ExtractionDetail) => {
    if (doc.status === "processing" && doc.processingStartedAt && !doc.processingCompletedAt) {
      const runningFor = Date.now() - new Date(doc.processingStartedAt).getTime();
      if (runningFor < RUNNING_GRACE_MS) throw new AppError("CONFLICT", "The document is being processed");
    }
    await repo.setProcessingStateForJob(db, doc.type, doc.id, {
      status: doc.type === "lease" ? "active" : "processing",
      processingStartedAt: null,
      processingCompletedAt: null,
      errorReason: null,
      ...(doc.type === "lease" && detail ? { extractionDetail: detail } : {}),
    });
    await queueAnalysis(doc, detail);
    await publishDocument(doc.type, doc.id, doc.ownerId);
    const fresh = await repo.findDocumentById(db, doc.type, doc.id);
    if (!fresh) throw notFound();
    return listItem(fresh, accessLevel, await core.ownerRef(fresh.ownerId));
  };

  return {
    queueAnalysis,

    async reanalyze(userId: string, type: DocumentType, id: string, detail?: ExtractionDetail) {
      const { doc, accessLevel } = await core.accessible(userId, type, id);
      if (!canEdit(accessLevel)) throw new AppError("FORBIDDEN", "You can only view this document");
      return requeue(doc, accessLevel, detail);
    },

    // ── Lease Admin: every user's leases and their analysis ────────────────────────────────────────
    async adminListLeases(q: ListQuery & { status?: LeaseStatus }) {
      const { rows, total } = await repo.adminListLeases(db, q);
      return {
        items: rows.map((r) => adminLeaseDto(r.lease, { id: r.lease.ownerId, name: r.ownerName, email: r.ownerEmail })),
        total,
      };
    },

    async adminReanalyze(id: string) {
      const doc = await repo.findDocumentById(db, "lease", id);
      if (doc?.type !== "lease") throw notFound("Lease not found");
      await requeue(doc, "owner");
      const fresh = await repo.findDocumentById(db, "lease", id);
      if (fresh?.type !== "lease") throw notFound();
      return adminLeaseDto(fresh, await core.ownerRef(fresh.ownerId));
    },

    // ── Job bodies ───────────────────────────────────────────────────────────────────────────────
    processLease(data: ProcessLeaseJob, attempt: Attempt) {
      const detail = extractionDetailSchema.safeParse(data.extractionDetail);
      return runAnalysis("lease", data.leaseId, attempt, detail.success ? detail.data : undefined);
    },
    processOm(data: ProcessOmJob, attempt: Attempt) {
      return runAnalysis("offering_memorandum", data.documentId, attempt);
    },
    /** pg-boss gave up on an analysis job (e.g. its process died on the last try): it must not stay processing. */
    async analysisGaveUp(type: DocumentType, id: string, reason: string) {
      const doc = await repo.findDocumentById(db, type, id);
      if (!doc) return;
      const cause = /timeout|expired/i.test(reason) ? "the server stopped while analysing it" : reason;
      const changed = await repo.failUnfinishedAnalysis(
        db,
        type,
        id,
        `The analysis could not be finished (${cause}). Please try again.`,
      );
      if (changed) await publishDocument(type, id, doc.ownerId);
    },
  };
}
