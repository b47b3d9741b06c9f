// Leases and memoranda as records of Doc Insights: the combined list, rename and move, delete (rows, then
// every stored file), and the PDF and its attachments behind signed URLs.
import type { Readable } from "node:stream";
import { bucketOf, canEdit, type DocumentsCore, documentEvent } from "#server/features/documents/documents-core.ts";
import { isoReq, listItem, listRowDto } from "#server/features/documents/documents-dto.ts";
import * as repo from "#server/features/documents/documents.repository.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import { SIGNED_URL_SECONDS } from "#server/platform/storage.ts";
import type { AttachmentDto, DocumentSort, DocumentType } from "#shared/contract/documents.ts";

export type DocumentListQuery = {
  scope: "folder" | "all" | "shared";
  folderId?: string;
  type?: DocumentType;
  q?: string;
  sort: DocumentSort;
  page: number;
  pageSize: number;
};

const signedUntil = () => new Date(Date.now() + SIGNED_URL_SECONDS * 1000).toISOString();

export function createRecordsService(core: DocumentsCore) {
  const { db, storage, log } = core;

  return {
    async listDocuments(userId: string, q: DocumentListQuery) {
      if (q.scope === "folder" && q.folderId) await core.requireFolder(userId, q.folderId);
      const { rows, total } = await repo.listDocuments(db, userId, q);
      return { items: rows.map(listRowDto), total };
    },

    async updateDocument(
      userId: string,
      type: DocumentType,
      id: string,
      patch: { title?: string; folderId?: string | null },
    ) {
      const { doc, accessLevel } = await core.accessible(userId, type, id);
      if (!canEdit(accessLevel)) throw new AppError("FORBIDDEN", "You can only view this document");
      if (patch.folderId !== undefined) {
        // Folders belong to the owner: only the owner files the document.
        if (accessLevel !== "owner") throw new AppError("FORBIDDEN", "Only the owner can move this document");
        await core.requireFolder(userId, patch.folderId);
      }
      await repo.updateDocumentMeta(db, type, id, {
        ...(patch.title !== undefined ? { title: patch.title.trim() } : {}),
        ...(patch.folderId !== undefined ? { folderId: patch.folderId } : {}),
      });
      await core.publishDocument(type, id, doc.ownerId);
      const fresh = await repo.findDocumentById(db, type, id);
      if (!fresh) throw notFound();
      return listItem(fresh, accessLevel, await core.ownerRef(fresh.ownerId));
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
      await core.publish(audience, documentEvent(type, id));
      return { ok: true as const };
    },

    // ── Files ───────────────────────────────────────────────────────────────────────────────────
    async fileUrl(userId: string, type: DocumentType, id: string, download?: boolean) {
      const { doc } = await core.accessible(userId, type, id);
      const name = doc.originalFileName || `${doc.title}.pdf`;
      const url = await storage.signedUrl(bucketOf(type), doc.documentUrl, {
        expiresInSeconds: SIGNED_URL_SECONDS,
        ...(download ? { download: name } : {}),
      });
      return { url, expiresAt: signedUntil() };
    },

    async openFile(userId: string, type: DocumentType, id: string): Promise<{ stream: Readable; fileName: string }> {
      const { doc } = await core.accessible(userId, type, id);
      try {
        const stream = await storage.read(bucketOf(type), doc.documentUrl);
        return { stream, fileName: doc.originalFileName || `${doc.title}.pdf` };
      } catch {
        throw notFound("File not found");
      }
    },

    async listAttachments(userId: string, type: DocumentType, id: string) {
      await core.accessible(userId, type, id);
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
      await core.accessible(userId, type, id);
      const attachment = (await repo.listAttachments(db, type, id)).find((a) => a.id === attachmentId);
      if (!attachment) throw notFound("Attachment not found");
      const url = await storage.signedUrl(attachment.bucket, attachment.fileUrl, {
        expiresInSeconds: SIGNED_URL_SECONDS,
        ...(download ? { download: attachment.fileName } : {}),
      });
      return { url, expiresAt: signedUntil() };
    },
  };
}
