// Intake of a lease or memorandum PDF in two steps: stream the file into storage, then validate the form
// fields and write the rows in one transaction and queue the analysis. A refusal leaves no file behind.
import { randomUUID } from "node:crypto";
import type { AnalysisService } from "#server/features/documents/documents-analysis.service.ts";
import { LEASE_BUCKET, OM_BUCKET, type DocumentsCore } from "#server/features/documents/documents-core.ts";
import { leaseDto, omDto } from "#server/features/documents/documents-dto.ts";
import { insertOwnerAccess } from "#server/features/documents/document-access.repository.ts";
import * as repo from "#server/features/documents/documents.repository.ts";
import { type StoredUpload, storePdfUpload, type UploadedFile } from "#server/features/documents/pdf-upload.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import {
  DEFAULT_EXTRACTION_DETAIL,
  type DocumentType,
  documentTexts,
  extractionDetail as extractionDetailSchema,
} from "#shared/contract/documents.ts";

export type UploadFields = { title?: string; extractionDetail?: string; folderId?: string };

/** Where a new upload is stored (spec §7): leases per user, memoranda under offering_memorandums/. */
const storageTarget = (type: DocumentType, userId: string) =>
  type === "lease"
    ? { bucket: LEASE_BUCKET, key: `${userId}/${randomUUID()}.pdf` }
    : { bucket: OM_BUCKET, key: `offering_memorandums/${userId}/${randomUUID()}.pdf` };

const titleFromFileName = (name: string) =>
  name
    .replace(/^.*[\\/]/, "")
    .replace(/\.[^.]*$/, "")
    .trim();

const invalid = (field: string, message: string) =>
  new AppError("VALIDATION_FAILED", message, { fields: { [field]: message } });

export function createUploadsService(core: DocumentsCore, analysis: Pick<AnalysisService, "queueAnalysis">) {
  const { db, storage } = core;

  return {
    /** Step 1 of an upload: stream the PDF into storage (refusals leave nothing behind). */
    async storeUpload(userId: string, type: DocumentType, upload: UploadedFile): Promise<StoredUpload> {
      if (type === "lease") await core.requireActiveAccess(userId);
      return storePdfUpload(storage, upload, storageTarget(type, userId));
    },

    /** Step 2: validate the form fields, then the rows in one transaction and the analysis job. */
    async createFromUpload(userId: string, type: DocumentType, stored: StoredUpload | null, fields: UploadFields) {
      if (!stored) throw invalid("file", documentTexts.selectFile);
      let committed = false;
      try {
        const title = (fields.title?.trim() || titleFromFileName(stored.fileName)).slice(0, 300);
        if (!title) throw invalid("title", documentTexts.enterTitle);
        const detail = extractionDetailSchema.safeParse(fields.extractionDetail || DEFAULT_EXTRACTION_DETAIL);
        if (!detail.success) throw invalid("extractionDetail", "Extraction style must be concise or detailed");
        const folderId = fields.folderId?.trim() || null;
        if (folderId && !/^[0-9a-f-]{36}$/i.test(folderId)) throw notFound("Folder not found");
        await core.requireFolder(userId, folderId);
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
          await insertOwnerAccess(tx, userId, type, row.id);
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
        await analysis.queueAnalysis(doc, type === "lease" ? detail.data : undefined);
        await core.publishDocument(type, doc.id, userId);
        const fresh = await repo.findDocumentById(db, type, doc.id);
        if (!fresh) throw notFound();
        return fresh.type === "lease"
          ? leaseDto(db, fresh, "owner")
          : omDto(fresh, "owner", await core.ownerRef(fresh.ownerId));
      } catch (err) {
        if (!committed) await storage.remove(stored.bucket, [stored.key]).catch(() => {});
        throw err;
      }
    },
  };
}
