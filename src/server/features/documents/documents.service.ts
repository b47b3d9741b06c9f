// Documents: folders, uploads, reads, corrections, critical dates, chat, sharing, admin and the analysis
// jobs. Rules and permissions live here; the repository is the only database access.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import type { Logger } from "pino";
import type { Db } from "#server/db/client.ts";
import { leaseAbstractPdf } from "#server/features/documents/abstract-pdf.ts";
import { criticalDatesFor, toIcs } from "#server/features/documents/critical-dates.ts";
import { type ChatAnswer, createDocumentChat } from "#server/features/documents/document-chat.service.ts";
import * as chatRepo from "#server/features/documents/document-chat.repository.ts";
import * as repo from "#server/features/documents/documents.repository.ts";
import { type StoredUpload, storePdfUpload, type UploadedFile } from "#server/features/documents/pdf-upload.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import type { Events } from "#server/platform/events.ts";
import type { AccessChecker } from "#server/platform/http.ts";
import type { Jobs } from "#server/platform/jobs.ts";
import type { Mailer } from "#server/platform/mail.ts";
import { SIGNED_URL_SECONDS, type Storage } from "#server/platform/storage.ts";
import type { ListQuery } from "#shared/contract/common.ts";
import {
  type AccessDto,
  type AccessLevel,
  type AdminLeaseDto,
  type AttachmentDto,
  DEFAULT_EXTRACTION_DETAIL,
  type DocumentListItem,
  type DocumentSort,
  type DocumentType,
  documentEvents,
  documentTexts,
  type ExtractionDetail,
  extractionDetail as extractionDetailSchema,
  type FolderDto,
  type InviteAccessLevel,
  type LeaseDto,
  type LeaseFieldView,
  type LeaseStatus,
  type OfferingMemorandumDto,
  type OmStatus,
} from "#shared/contract/documents.ts";
import { type LeaseAbstract, leaseAbstractSchema, leaseFieldKeys } from "#shared/contract/lease-abstract.ts";
import { createLeaseFactsService } from "#server/features/documents/lease-facts.service.ts";
import { type OmAbstract, omAbstractSchema } from "#shared/contract/om-abstract.ts";

// ── Analysis engines, injectable (tests pass failing or slow ones) ─────────────────────────────────
export type Page = { number: number; text: string };
export type DocumentAnalysis = {
  /** PDF bytes → page texts (OCR for pages without a text layer). Throws PdfError for unreadable files. */
  extractText: (data: Uint8Array) => Promise<{ pages: Page[]; ocrPages: number[] }>;
  analyzeLease: (pages: Page[], opts: { detail: ExtractionDetail; ocrPages: number[] }) => Promise<LeaseAbstract>;
  analyzeOm: (pages: Page[]) => Promise<OmAbstract>;
  answerQuestion: (pages: Page[], question: string) => Promise<ChatAnswer>;
  answerMemorandumQuestion: (pages: Page[], question: string) => Promise<ChatAnswer>;
};

export const JOB_PROCESS_LEASE = "process-lease";
export const JOB_PROCESS_OM = "process-om";
export const JOB_RETRY_LIMIT = 2;

export type ProcessLeaseJob = { leaseId: string; extractionDetail: ExtractionDetail };
export type ProcessOmJob = { documentId: string };

export type DocumentsDeps = {
  db: Db;
  storage: Storage;
  jobs: Pick<Jobs, "send">;
  events: Pick<Events, "publish">;
  mailer: Mailer;
  access: AccessChecker;
  appUrl: string;
  log: Logger;
  analysis: DocumentAnalysis;
};

// ── Storage layout (spec §7) ───────────────────────────────────────────────────────────────────
export const LEASE_BUCKET = "lease_documents";
export const OM_BUCKET = "documents";
const storageTarget = (type: DocumentType, userId: string) =>
  type === "lease"
    ? { bucket: LEASE_BUCKET, key: `${userId}/${randomUUID()}.pdf` }
    : { bucket: OM_BUCKET, key: `offering_memorandums/${userId}/${randomUUID()}.pdf` };
const bucketOf = (type: DocumentType) => (type === "lease" ? LEASE_BUCKET : OM_BUCKET);

const canEdit = (level: AccessLevel) => level === "owner" || level === "editor";
const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
const isoReq = (d: Date | string) => new Date(d).toISOString();
const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
const titleFromFileName = (name: string) =>
  name
    .replace(/^.*[\\/]/, "")
    .replace(/\.[^.]*$/, "")
    .trim();
const errorText = (err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  return message.slice(0, 500) || "Unknown error";
};

function parseLeaseAbstract(data: unknown): LeaseAbstract | null {
  if (!data) return null;
  const parsed = leaseAbstractSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
function parseOmAbstract(data: unknown): OmAbstract | null {
  if (!data) return null;
  const parsed = omAbstractSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export type UploadFields = { title?: string; extractionDetail?: string; folderId?: string };

/** Entities whose changes show in Doc Insights lists (keyed ["documents", …] on the web). */
const listedEntities = new Set(["lease", "offering_memorandum", "document_access"]);

/** A title as a file name stem: letters, digits, spaces, dots and dashes; never empty. */
const safeFileStem = (title: string) => title.replace(/[^\w .-]+/g, "_").trim() || "lease";

export function createDocumentsService(deps: DocumentsDeps) {
  const { db, storage, events, log } = deps;
  // Reports read stored lease figures: they are recomputed when an analysis finishes or a correction changes.
  const leaseFacts = createLeaseFactsService({ db, access: deps.access });

  const publish = async (userIds: string[], event: { type: string; entity: string; id?: string }) => {
    try {
      await events.publish(userIds, event);
      // §4.8: a change to a document or its sharing also refreshes the users' document lists.
      if (listedEntities.has(event.entity))
        await events.publish(userIds, { type: documentEvents.list, entity: "documents", id: event.id });
    } catch (err) {
      log.warn({ err, event }, "could not publish event");
    }
  };
  const publishDocument = async (type: DocumentType, id: string, ownerId: string) => {
    const audience = await repo.documentAudience(db, type, id, ownerId);
    await publish(
      audience,
      type === "lease"
        ? { type: documentEvents.lease, entity: "lease", id }
        : { type: documentEvents.offeringMemorandum, entity: "offering_memorandum", id },
    );
    // Lease Admin lists every lease: its status follows the analysis live like the owner's own lists.
    if (type === "lease") {
      try {
        await events.publish(await repo.adminIds(db), { type: documentEvents.adminLeases, entity: "admin-leases", id });
      } catch (err) {
        log.warn({ err, id }, "could not publish the Lease Admin event");
      }
    }
  };

  const requireActiveAccess = async (userId: string) => {
    if (!(await deps.access.hasActiveAccess(userId))) {
      throw new AppError("FEATURE_REQUIRED", "Upgrade Your Account", {
        detail: "To access all features including adding and viewing leases, you need an active subscription",
      });
    }
  };

  /** The document with the caller's level, or 404. Leases also need an active subscription or trial. */
  const accessible = async (userId: string, type: DocumentType, id: string) => {
    const found = await repo.findAccessibleDocument(db, userId, type, id);
    if (!found) throw notFound(type === "lease" ? "Lease not found" : "Document not found");
    if (type === "lease") await requireActiveAccess(userId);
    return found;
  };

  const chat = createDocumentChat({
    db,
    log,
    accessible,
    publish,
    answer: (type, pages, question) =>
      type === "lease"
        ? deps.analysis.answerQuestion(pages, question)
        : deps.analysis.answerMemorandumQuestion(pages, question),
  });

  const requireFolder = async (userId: string, folderId: string | null | undefined) => {
    if (!folderId) return null;
    const folder = await repo.findFolder(db, userId, folderId);
    if (!folder) throw notFound("Folder not found");
    return folder;
  };

  const folderDto = (f: repo.FolderRow): FolderDto => ({
    id: f.id,
    name: f.name,
    parentFolderId: f.parentFolderId,
    createdAt: isoReq(f.createdAt),
    updatedAt: isoReq(f.updatedAt),
  });

  const ownerRef = async (ownerId: string) => {
    const users = await repo.findUsers(db, [ownerId]);
    return users.get(ownerId) ?? { id: ownerId, name: "User", email: "" };
  };

  const listItem = (doc: repo.DocRow, accessLevel: AccessLevel, owner: repo.UserRefRow): DocumentListItem => ({
    id: doc.id,
    type: doc.type,
    title: doc.title,
    status: doc.status as LeaseStatus,
    folderId: doc.folderId,
    owner,
    accessLevel,
    fileSize: doc.fileSize,
    originalFileName: doc.originalFileName,
    errorReason: doc.errorReason,
    processingCompletedAt: iso(doc.processingCompletedAt),
    createdAt: isoReq(doc.createdAt),
    updatedAt: isoReq(doc.updatedAt),
  });

  const leaseDto = async (lease: repo.LeaseRow, accessLevel: AccessLevel): Promise<LeaseDto> => {
    const abstract = parseLeaseAbstract(lease.aiExtractedData);
    const corrections = await repo.correctionsOf(db, lease.id);
    const users = await repo.findUsers(db, [
      lease.ownerId,
      ...corrections.map((c) => c.correctedBy).filter((u): u is string => !!u),
    ]);
    const byKey = new Map(corrections.map((c) => [c.fieldKey, c]));
    const fields: LeaseFieldView[] = abstract
      ? leaseFieldKeys.map((key) => {
          const ai = abstract[key] ?? null;
          const c = byKey.get(key);
          const correction = c
            ? {
                value: c.value,
                correctedBy: (c.correctedBy && users.get(c.correctedBy)) || { id: "", name: "Former user", email: "" },
                correctedAt: isoReq(c.correctedAt),
              }
            : null;
          return { key, ai, correction, value: correction ? correction.value : (ai?.value ?? null) };
        })
      : [];
    return {
      id: lease.id,
      type: "lease",
      title: lease.title,
      status: lease.status as LeaseStatus,
      extractionDetail: lease.extractionDetail as ExtractionDetail,
      folderId: lease.folderId,
      owner: users.get(lease.ownerId) ?? { id: lease.ownerId, name: "User", email: "" },
      accessLevel,
      fileSize: lease.fileSize,
      originalFileName: lease.originalFileName,
      errorReason: lease.errorReason,
      processingStartedAt: iso(lease.processingStartedAt),
      processingCompletedAt: iso(lease.processingCompletedAt),
      createdAt: isoReq(lease.createdAt),
      updatedAt: isoReq(lease.updatedAt),
      aiExtractedData: abstract,
      fields,
      criticalDates: criticalDatesFor(abstract, new Map(corrections.map((c) => [c.fieldKey, c.value]))),
    };
  };

  const omDto = async (om: repo.OmRow, accessLevel: AccessLevel): Promise<OfferingMemorandumDto> => ({
    id: om.id,
    type: "offering_memorandum",
    title: om.title,
    status: om.status as OmStatus,
    folderId: om.folderId,
    owner: await ownerRef(om.ownerId),
    accessLevel,
    fileSize: om.fileSize,
    originalFileName: om.originalFileName,
    errorReason: om.errorReason,
    processingStartedAt: iso(om.processingStartedAt),
    processingCompletedAt: iso(om.processingCompletedAt),
    createdAt: isoReq(om.createdAt),
    updatedAt: isoReq(om.updatedAt),
    extractedData: parseOmAbstract(om.extractedData),
  });

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

  // ── Analysis job bodies ───────────────────────────────────────────────────────────────────────
  /**
   * Runs one attempt. A PDF the reader refuses (encrypted, corrupt, empty, too many pages) fails for good at
   * once; any other failure is rethrown so the queue retries, and the last attempt records the error.
   */
  const runAnalysis = async (
    type: DocumentType,
    id: string,
    attempt: { retryCount: number; retryLimit: number },
    detail?: ExtractionDetail,
  ) => {
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
      let result: unknown;
      if (type === "lease") {
        if (text.pages.every((p) => !p.text.trim())) throw new UnreadableError("No text could be read from the PDF.");
        const abstract = await deps.analysis.analyzeLease(text.pages, {
          detail: detail ?? (doc.type === "lease" ? (doc.extractionDetail as ExtractionDetail) : "concise"),
          ocrPages: text.ocrPages,
        });
        // A field an engine leaves out is "not found", never a reason to throw the whole abstract away.
        const filled: Record<string, unknown> = { ...abstract };
        for (const key of leaseFieldKeys) if (filled[key] === undefined) filled[key] = null;
        result = leaseAbstractSchema.parse(filled);
      } else {
        result = omAbstractSchema.parse(await deps.analysis.analyzeOm(text.pages));
      }
      // Chat reads the stored page texts (OCR included), never the PDF again.
      await chatRepo.replacePagesForJob(db, type, id, text.pages);
      const stored = await repo.setProcessingStateForJob(db, type, id, {
        status: "completed",
        processingCompletedAt: new Date(),
        errorReason: null,
        result,
      });
      if (stored && type === "lease") await leaseFacts.refreshReportFacts(id);
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
      if (runningFor < 15 * 60_000) throw new AppError("CONFLICT", "The document is being processed");
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
    return listItem(fresh, accessLevel, await ownerRef(fresh.ownerId));
  };

  const getLease = async (userId: string, id: string) => {
    const { doc, accessLevel } = await accessible(userId, "lease", id);
    if (doc.type !== "lease") throw notFound();
    return leaseDto(doc, accessLevel);
  };

  const api = {
    // ── Folders ─────────────────────────────────────────────────────────────────────────────────
    async listFolders(userId: string) {
      return { items: (await repo.listFolders(db, userId)).map(folderDto) };
    },

    async getFolder(userId: string, id: string) {
      const all = await repo.listFolders(db, userId);
      const byId = new Map(all.map((f) => [f.id, f]));
      const folder = byId.get(id);
      if (!folder) throw notFound("Folder not found");
      const breadcrumbs: { id: string; name: string }[] = [];
      const seen = new Set<string>();
      for (let f: repo.FolderRow | undefined = folder; f && !seen.has(f.id); f = byId.get(f.parentFolderId ?? "")) {
        seen.add(f.id);
        breadcrumbs.unshift({ id: f.id, name: f.name });
      }
      return { ...folderDto(folder), breadcrumbs };
    },

    async createFolder(userId: string, input: { name: string; parentFolderId?: string | null }) {
      await requireFolder(userId, input.parentFolderId);
      const folder = await repo.insertFolder(db, userId, {
        name: input.name.trim(),
        parentFolderId: input.parentFolderId ?? null,
      });
      await publish([userId], { type: documentEvents.folder, entity: "folder", id: folder.id });
      return folderDto(folder);
    },

    async updateFolder(userId: string, id: string, patch: { name?: string; parentFolderId?: string | null }) {
      const all = await repo.listFolders(db, userId);
      const byId = new Map(all.map((f) => [f.id, f]));
      if (!byId.has(id)) throw notFound("Folder not found");
      if (patch.parentFolderId) {
        if (!byId.has(patch.parentFolderId)) throw notFound("Folder not found");
        // Moving under itself or one of its descendants would detach a cycle from Home.
        for (let f = byId.get(patch.parentFolderId); f; f = byId.get(f.parentFolderId ?? "")) {
          if (f.id === id) {
            throw new AppError("VALIDATION_FAILED", "A folder cannot be moved into itself", {
              fields: { parentFolderId: "A folder cannot be moved into itself" },
            });
          }
        }
      }
      const row = await repo.updateFolder(db, userId, id, {
        ...(patch.name !== undefined ? { name: patch.name.trim() } : {}),
        ...(patch.parentFolderId !== undefined ? { parentFolderId: patch.parentFolderId } : {}),
      });
      if (!row) throw notFound("Folder not found");
      await publish([userId], { type: documentEvents.folder, entity: "folder", id });
      return folderDto(row);
    },

    async deleteFolder(userId: string, id: string) {
      if (!(await repo.findFolder(db, userId, id))) throw notFound("Folder not found");
      if (!(await repo.folderIsEmpty(db, userId, id))) throw new AppError("CONFLICT", documentTexts.folderNotEmpty);
      await repo.deleteFolder(db, userId, id);
      await publish([userId], { type: documentEvents.folder, entity: "folder", id });
      return { ok: true as const };
    },

    // ── Lists ───────────────────────────────────────────────────────────────────────────────────
    async listDocuments(
      userId: string,
      q: {
        scope: "folder" | "all" | "shared";
        folderId?: string;
        type?: DocumentType;
        q?: string;
        sort: DocumentSort;
        page: number;
        pageSize: number;
      },
    ) {
      if (q.scope === "folder" && q.folderId) await requireFolder(userId, q.folderId);
      const { rows, total } = await repo.listDocuments(db, userId, q);
      const items: DocumentListItem[] = rows.map((r) => ({
        id: r.id,
        type: r.type,
        title: r.title,
        status: r.status as LeaseStatus,
        folderId: r.folder_id,
        owner: { id: r.owner_id, name: r.owner_name ?? "User", email: r.owner_email ?? "" },
        accessLevel: r.access_level as AccessLevel,
        fileSize: r.file_size === null ? null : Number(r.file_size),
        originalFileName: r.original_file_name,
        errorReason: r.error_reason,
        processingCompletedAt: iso(r.processing_completed_at),
        createdAt: isoReq(r.created_at),
        updatedAt: isoReq(r.updated_at),
      }));
      return { items, total };
    },

    // ── Uploads ─────────────────────────────────────────────────────────────────────────────────
    /** Step 1 of an upload: stream the PDF into storage (refusals leave nothing behind). */
    async storeUpload(userId: string, type: DocumentType, upload: UploadedFile): Promise<StoredUpload> {
      if (type === "lease") await requireActiveAccess(userId);
      return storePdfUpload(storage, upload, storageTarget(type, userId));
    },

    /** Step 2: validate the form fields, then the rows in one transaction and the analysis job. */
    async createFromUpload(userId: string, type: DocumentType, stored: StoredUpload | null, fields: UploadFields) {
      if (!stored)
        throw new AppError("VALIDATION_FAILED", documentTexts.selectFile, {
          fields: { file: documentTexts.selectFile },
        });
      let committed = false;
      try {
        const title = (fields.title?.trim() || titleFromFileName(stored.fileName)).slice(0, 300);
        if (!title) {
          throw new AppError("VALIDATION_FAILED", documentTexts.enterTitle, {
            fields: { title: documentTexts.enterTitle },
          });
        }
        const detail = extractionDetailSchema.safeParse(fields.extractionDetail || DEFAULT_EXTRACTION_DETAIL);
        if (!detail.success) {
          throw new AppError("VALIDATION_FAILED", "Extraction style must be concise or detailed", {
            fields: { extractionDetail: "Extraction style must be concise or detailed" },
          });
        }
        const folderId = fields.folderId?.trim() || null;
        if (folderId && !/^[0-9a-f-]{36}$/i.test(folderId)) throw notFound("Folder not found");
        await requireFolder(userId, folderId);
        const doc: repo.DocRow = await db.transaction(async (tx) => {
          const common = {
            title,
            documentUrl: stored.key,
            folderId,
            fileSize: stored.size,
            originalFileName: stored.fileName,
          };
          const row: repo.DocRow =
            type === "lease"
              ? { ...(await repo.insertLease(tx, userId, { ...common, extractionDetail: detail.data })), type }
              : { ...(await repo.insertOm(tx, userId, common)), type };
          await repo.insertOwnerAccess(tx, userId, type, row.id);
          await repo.insertAttachment(tx, userId, {
            documentId: row.id,
            documentType: type,
            fileName: stored.fileName || `${title}.pdf`,
            bucket: stored.bucket,
            fileUrl: stored.key,
            fileType: "application/pdf",
            fileSize: stored.size,
            isOriginal: true,
          });
          return row;
        });
        // Committed: from here on the stored file belongs to the row and is kept whatever happens next.
        committed = true;
        await queueAnalysis(doc, type === "lease" ? detail.data : undefined);
        await publishDocument(type, doc.id, userId);
        const fresh = await repo.findDocumentById(db, type, doc.id);
        if (!fresh) throw notFound();
        return fresh.type === "lease" ? leaseDto(fresh, "owner") : omDto(fresh, "owner");
      } catch (err) {
        if (!committed) await storage.remove(stored.bucket, [stored.key]).catch(() => {});
        throw err;
      }
    },

    // ── Reads ───────────────────────────────────────────────────────────────────────────────────
    getLease: (userId: string, id: string) => getLease(userId, id),

    async getOm(userId: string, id: string) {
      const { doc, accessLevel } = await accessible(userId, "offering_memorandum", id);
      if (doc.type !== "offering_memorandum") throw notFound();
      return omDto(doc, accessLevel);
    },

    async updateDocument(
      userId: string,
      type: DocumentType,
      id: string,
      patch: { title?: string; folderId?: string | null },
    ) {
      const { doc, accessLevel } = await accessible(userId, type, id);
      if (!canEdit(accessLevel)) throw new AppError("FORBIDDEN", "You can only view this document");
      if (patch.folderId !== undefined) {
        // Folders belong to the owner: only the owner files the document.
        if (accessLevel !== "owner") throw new AppError("FORBIDDEN", "Only the owner can move this document");
        await requireFolder(userId, patch.folderId);
      }
      await repo.updateDocumentMeta(db, type, id, {
        ...(patch.title !== undefined ? { title: patch.title.trim() } : {}),
        ...(patch.folderId !== undefined ? { folderId: patch.folderId } : {}),
      });
      await publishDocument(type, id, doc.ownerId);
      const fresh = await repo.findDocumentById(db, type, id);
      if (!fresh) throw notFound();
      return listItem(fresh, accessLevel, await ownerRef(fresh.ownerId));
    },

    async deleteDocument(userId: string, type: DocumentType, id: string) {
      const found = await repo.findAccessibleDocument(db, userId, type, id);
      if (!found) throw notFound();
      if (found.accessLevel !== "owner") throw new AppError("FORBIDDEN", "Only the owner can delete this document");
      const attachments = await repo.listAttachments(db, type, id);
      const audience = await repo.documentAudience(db, type, id, found.doc.ownerId);
      await db.transaction(async (tx) => repo.deleteDocumentRows(tx, type, id));
      const byBucket = new Map<string, Set<string>>([[bucketOf(type), new Set([found.doc.documentUrl])]]);
      for (const a of attachments) byBucket.set(a.bucket, (byBucket.get(a.bucket) ?? new Set()).add(a.fileUrl));
      for (const [bucket, keys] of byBucket) {
        await storage.remove(bucket, [...keys]).catch((err) => log.error({ err, bucket }, "could not remove files"));
      }
      await publish(
        audience,
        type === "lease"
          ? { type: documentEvents.lease, entity: "lease", id }
          : { type: documentEvents.offeringMemorandum, entity: "offering_memorandum", id },
      );
      return { ok: true as const };
    },

    async reanalyze(userId: string, type: DocumentType, id: string, detail?: ExtractionDetail) {
      const { doc, accessLevel } = await accessible(userId, type, id);
      if (!canEdit(accessLevel)) throw new AppError("FORBIDDEN", "You can only view this document");
      return requeue(doc, accessLevel, detail);
    },

    // ── Files ───────────────────────────────────────────────────────────────────────────────────
    async fileUrl(userId: string, type: DocumentType, id: string, download?: boolean) {
      const { doc } = await accessible(userId, type, id);
      const name = doc.originalFileName || `${doc.title}.pdf`;
      const url = await storage.signedUrl(bucketOf(type), doc.documentUrl, {
        expiresInSeconds: SIGNED_URL_SECONDS,
        ...(download ? { download: name } : {}),
      });
      return { url, expiresAt: new Date(Date.now() + SIGNED_URL_SECONDS * 1000).toISOString() };
    },

    async openFile(userId: string, type: DocumentType, id: string): Promise<{ stream: Readable; fileName: string }> {
      const { doc } = await accessible(userId, type, id);
      try {
        const stream = await storage.read(bucketOf(type), doc.documentUrl);
        return { stream, fileName: doc.originalFileName || `${doc.title}.pdf` };
      } catch {
        throw notFound("File not found");
      }
    },

    async listAttachments(userId: string, type: DocumentType, id: string) {
      await accessible(userId, type, id);
      const rows = await repo.listAttachments(db, type, id);
      const items: AttachmentDto[] = rows.map((a) => ({
        id: a.id,
        fileName: a.fileName,
        fileType: a.fileType,
        isOriginal: a.isOriginal,
        uploadedBy: a.uploadedBy,
        createdAt: isoReq(a.createdAt),
      }));
      return { items };
    },

    async attachmentUrl(userId: string, type: DocumentType, id: string, attachmentId: string, download?: boolean) {
      await accessible(userId, type, id);
      const attachment = (await repo.listAttachments(db, type, id)).find((a) => a.id === attachmentId);
      if (!attachment) throw notFound("Attachment not found");
      const url = await storage.signedUrl(attachment.bucket, attachment.fileUrl, {
        expiresInSeconds: SIGNED_URL_SECONDS,
        ...(download ? { download: attachment.fileName } : {}),
      });
      return { url, expiresAt: new Date(Date.now() + SIGNED_URL_SECONDS * 1000).toISOString() };
    },

    // ── Corrections, critical dates ─────────────────────────────────────────────────────────────
    async correctField(userId: string, id: string, key: string, body: { value: string | null } | { reset: true }) {
      const { doc, accessLevel } = await accessible(userId, "lease", id);
      if (doc.type !== "lease") throw notFound();
      if (!canEdit(accessLevel)) throw new AppError("FORBIDDEN", "You can only view this lease");
      if ("reset" in body) await repo.deleteCorrection(db, userId, id, key);
      else await repo.upsertCorrection(db, userId, id, key, body.value === "" ? null : body.value);
      await leaseFacts.refreshReportFacts(id);
      await publishDocument("lease", id, doc.ownerId);
      const fresh = await repo.findDocumentById(db, "lease", id);
      if (fresh?.type !== "lease") throw notFound();
      return leaseDto(fresh, accessLevel);
    },

    async abstractPdf(userId: string, id: string) {
      const lease = await getLease(userId, id);
      return {
        fileName: `${safeFileStem(lease.title)} - abstract.pdf`,
        body: await leaseAbstractPdf(lease),
      };
    },

    async calendar(userId: string, id: string) {
      const lease = await getLease(userId, id);
      return {
        fileName: `${safeFileStem(lease.title)} - critical dates.ics`,
        body: toIcs({
          leaseId: lease.id,
          title: lease.title,
          url: `${deps.appUrl}/lease/${lease.id}`,
          dates: lease.criticalDates,
        }),
      };
    },

    // ── Chat (document-chat.service) ─────────────────────────────────────────────────────────────
    async listChat(userId: string, id: string) {
      const { items } = await chat.list(userId, "lease", id);
      return { items: items.map((m) => ({ ...m, leaseId: id })) };
    },
    async ask(userId: string, id: string, question: string) {
      const r = await chat.ask(userId, "lease", id, question);
      return { question: { ...r.question, leaseId: id }, answer: { ...r.answer, leaseId: id } };
    },
    async listMemorandumChat(userId: string, id: string) {
      const { items } = await chat.list(userId, "offering_memorandum", id);
      return { items: items.map((m) => ({ ...m, memorandumId: id })) };
    },
    async askMemorandum(userId: string, id: string, question: string) {
      const r = await chat.ask(userId, "offering_memorandum", id, question);
      return { question: { ...r.question, memorandumId: id }, answer: { ...r.answer, memorandumId: id } };
    },

    // ── Sharing ─────────────────────────────────────────────────────────────────────────────────
    async listAccess(userId: string, type: DocumentType, id: string) {
      await ownerOnly(userId, type, id);
      const rows = await repo.accessRowsOf(db, type, id);
      const users = await repo.findUsers(
        db,
        rows.map((r) => r.userId).filter((u): u is string => !!u),
      );
      const items = rows
        .map((r) => accessDto(r, users))
        .sort((a, b) => Number(b.accessLevel === "owner") - Number(a.accessLevel === "owner"));
      return { items };
    },

    async invite(
      userId: string,
      type: DocumentType,
      id: string,
      input: { email: string; accessLevel: InviteAccessLevel },
    ) {
      const doc = await ownerOnly(userId, type, id);
      const email = input.email.trim().toLowerCase();
      const inviter = (await repo.findUsers(db, [userId])).get(userId);
      if (inviter && inviter.email.toLowerCase() === email) {
        throw new AppError("VALIDATION_FAILED", "You already own this document", {
          fields: { email: "You already own this document" },
        });
      }
      const token = randomBytes(24).toString("base64url");
      const row = await repo.upsertInvitation(db, userId, {
        type,
        documentId: id,
        email,
        accessLevel: input.accessLevel,
        tokenHash: sha256(token),
      });
      const path = type === "lease" ? "lease" : "offering-memorandum";
      const link = `${deps.appUrl}/${path}/${id}?invite=${encodeURIComponent(token)}`;
      const what = type === "lease" ? "a lease" : "an offering memorandum";
      await deps.mailer.send({
        to: email,
        subject: `${inviter?.name ?? "A colleague"} shared ${what} with you on Leasedesk`,
        text: [
          `${inviter?.name ?? "A colleague"} (${inviter?.email ?? ""}) invited you to ${input.accessLevel === "editor" ? "edit" : "view"} "${doc.title}".`,
          "",
          `Open it here: ${link}`,
          "",
          `Sign in or create your Leasedesk account with ${email} to accept the invitation.`,
        ].join("\n"),
      });
      await publish([userId], { type: documentEvents.documentAccess, entity: "document_access", id });
      return accessDto(row, new Map());
    },

    async revokeAccess(userId: string, type: DocumentType, id: string, accessId: string) {
      const doc = await ownerOnly(userId, type, id);
      const row = await repo.findAccessRow(db, type, id, accessId);
      if (!row || row.status === "revoked") throw notFound("Access not found");
      if (row.accessLevel === "owner") {
        throw new AppError("VALIDATION_FAILED", "The owner's access cannot be revoked");
      }
      await repo.updateAccessRow(db, userId, row.id, { status: "revoked", inviteTokenHash: null });
      const affected = [userId, ...(row.userId ? [row.userId] : [])];
      await publish(affected, { type: documentEvents.documentAccess, entity: "document_access", id });
      if (row.userId) await publishDocument(type, id, doc.ownerId).catch(() => {});
      if (row.userId) {
        await publish([row.userId], {
          type: type === "lease" ? documentEvents.lease : documentEvents.offeringMemorandum,
          entity: type,
          id,
        });
      }
      return { ok: true as const };
    },

    async acceptInvitation(user: { id: string; email: string }, token: string) {
      const row = await repo.findAccessByTokenHash(db, sha256(token));
      if (!row || row.status === "revoked") throw notFound("Invitation not found");
      const type = row.documentType as DocumentType;
      const doc = await repo.findDocumentById(db, type, row.documentId);
      if (!doc) throw notFound("Invitation not found");
      const result = { documentType: type, documentId: row.documentId };
      if (row.status === "active") {
        // Accepting twice is harmless for the invitee, and reveals nothing to anyone else.
        if (row.userId === user.id) return { ...result, accessLevel: row.accessLevel as AccessLevel };
        throw notFound("Invitation not found");
      }
      if ((row.inviteEmail ?? "").toLowerCase() !== user.email.toLowerCase()) {
        throw new AppError("FORBIDDEN", "This invitation was sent to a different e-mail address", {
          detail: `Sign in as ${row.inviteEmail} to accept it.`,
        });
      }
      if (doc.ownerId === user.id) {
        await repo.updateAccessRow(db, user.id, row.id, { status: "revoked", inviteTokenHash: null });
        return { ...result, accessLevel: "owner" as const };
      }
      const level = await db.transaction(async (tx) => {
        const existing = await repo.findActiveAccessOfUser(tx, user.id, type, row.documentId);
        if (existing) {
          // Keep the higher of the two levels; the invitation row is used up.
          const order: AccessLevel[] = ["viewer", "commenter", "editor", "owner"];
          const best =
            order.indexOf(row.accessLevel as AccessLevel) > order.indexOf(existing.accessLevel as AccessLevel)
              ? row.accessLevel
              : existing.accessLevel;
          await repo.updateAccessRow(tx, user.id, existing.id, { accessLevel: best });
          await repo.updateAccessRow(tx, user.id, row.id, { status: "revoked", inviteTokenHash: null });
          return best as AccessLevel;
        }
        await repo.updateAccessRow(tx, user.id, row.id, { status: "active", userId: user.id });
        return row.accessLevel as AccessLevel;
      });
      await publish([doc.ownerId, user.id], {
        type: documentEvents.documentAccess,
        entity: "document_access",
        id: row.documentId,
      });
      await publishDocument(type, row.documentId, doc.ownerId);
      return { ...result, accessLevel: level };
    },

    // ── Admin ───────────────────────────────────────────────────────────────────────────────────
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
      return adminLeaseDto(fresh, await ownerRef(fresh.ownerId));
    },

    // ── Jobs ────────────────────────────────────────────────────────────────────────────────────
    processLease(data: ProcessLeaseJob, attempt: { retryCount: number; retryLimit: number }) {
      const detail = extractionDetailSchema.safeParse(data.extractionDetail);
      return runAnalysis("lease", data.leaseId, attempt, detail.success ? detail.data : undefined);
    },
    processOm(data: ProcessOmJob, attempt: { retryCount: number; retryLimit: number }) {
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
  return api;

  async function ownerOnly(userId: string, type: DocumentType, id: string) {
    const found = await repo.findAccessibleDocument(db, userId, type, id);
    if (!found) throw notFound();
    if (found.accessLevel !== "owner") throw new AppError("FORBIDDEN", "Only the owner can manage sharing");
    return found.doc;
  }
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;

/** Errors that another attempt cannot fix: the PDF itself is refused. */
class UnreadableError extends Error {}
function isPermanent(err: unknown): boolean {
  if (err instanceof UnreadableError) return true;
  const name = (err as { name?: string })?.name;
  return name === "PdfError" || name === "ZodError";
}

function accessDto(row: repo.AccessRow, users: Map<string, repo.UserRefRow>): AccessDto {
  return {
    id: row.id,
    documentId: row.documentId,
    documentType: row.documentType as DocumentType,
    accessLevel: row.accessLevel as AccessLevel,
    status: row.status as AccessDto["status"],
    user: row.userId ? (users.get(row.userId) ?? null) : null,
    inviteEmail: row.inviteEmail,
    createdAt: isoReq(row.createdAt),
  };
}

function adminLeaseDto(lease: repo.LeaseRow, owner: repo.UserRefRow): AdminLeaseDto {
  const started = lease.processingStartedAt ? new Date(lease.processingStartedAt).getTime() : null;
  const done = lease.processingCompletedAt ? new Date(lease.processingCompletedAt).getTime() : null;
  return {
    id: lease.id,
    title: lease.title,
    status: lease.status as LeaseStatus,
    owner,
    extractionDetail: lease.extractionDetail as ExtractionDetail,
    fileSize: lease.fileSize,
    errorReason: lease.errorReason,
    createdAt: isoReq(lease.createdAt),
    processingStartedAt: iso(lease.processingStartedAt),
    processingCompletedAt: iso(lease.processingCompletedAt),
    processingSeconds: started !== null && done !== null && done >= started ? (done - started) / 1000 : null,
  };
}
