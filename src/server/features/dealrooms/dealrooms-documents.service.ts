// Folders and documents of a room: listing, uploads (a same-named file becomes its next version), editor
// documents, rename/move, delete, and signed URLs for members and guests.
import { randomBytes, randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import {
  type Actor,
  DEALROOM_BUCKET,
  type RoomCore,
  rank,
  requireLevel,
} from "#server/features/dealrooms/dealrooms-access.ts";
import { toDocumentDto, toFolderDto } from "#server/features/dealrooms/dealrooms-dto.ts";
import { searchRoomDocumentRows } from "#server/features/dealrooms/dealrooms-search.repository.ts";
import * as repo from "#server/features/dealrooms/dealrooms.repository.ts";
import * as documentsRepo from "#server/features/dealrooms/dealrooms-documents.repository.ts";
import * as esignRepo from "#server/features/dealrooms/dealrooms-esign.repository.ts";
import * as membersRepo from "#server/features/dealrooms/dealrooms-members.repository.ts";
import { detectUploadType, safeFileName } from "#server/features/dealrooms/file-type.ts";
import { cleanName } from "#server/features/dealrooms/input-guard.ts";
import { emptyDoc } from "#server/features/dealrooms/richtext.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import { realEstateTransactionFolders } from "#shared/contract/dealrooms.ts";
import type { DocumentDetailDto, DocumentDto, FolderDto, RichTextDoc } from "#shared/contract/dealrooms-documents.ts";
import { accessErrors } from "#shared/contract/dealrooms-sharing.ts";
import type { SearchResultDto } from "#shared/contract/search.ts";
import { parseSearchTerm } from "#shared/rules/search.ts";

export function createDocumentsService(core: RoomCore) {
  const { ctx, db, notify, log, resolve } = core;
  const service = {
    // ── Folders ──
    async folders(request: FastifyRequest, roomId: string) {
      await resolve(request, roomId);
      return { items: (await documentsRepo.listFoldersOf(db, roomId)).map(toFolderDto) };
    },

    async createFolder(request: FastifyRequest, roomId: string, name: string): Promise<FolderDto> {
      const { room, actor } = await resolve(request, roomId);
      requireLevel(actor, "editor");
      const existing = await documentsRepo.listFoldersOf(db, roomId);
      if (existing.some((f) => f.name.toLowerCase() === name.trim().toLowerCase())) {
        throw new AppError("CONFLICT", "A folder with this name already exists", {
          fields: { name: "A folder with this name already exists" },
        });
      }
      const [row] = await db.transaction(async (tx) => {
        const rows = await documentsRepo.insertFolders(
          tx,
          roomId,
          actor.kind === "user" ? actor.userId : null,
          [name.trim()],
          existing.length,
        );
        if (rows[0]) await log(tx, roomId, actor, "created", "folder", rows[0].id, { name: rows[0].name });
        await repo.touchRoom(tx, roomId);
        return rows;
      });
      if (!row) throw new AppError("CONFLICT", "A folder with this name already exists");
      await notify(roomId, room.createdBy);
      return toFolderDto(row);
    },

    async applyTemplate(request: FastifyRequest, roomId: string) {
      const { room, actor } = await resolve(request, roomId);
      requireLevel(actor, "editor");
      const existing = await documentsRepo.listFoldersOf(db, roomId);
      const have = new Set(existing.map((f) => f.name.toLowerCase()));
      const missing = realEstateTransactionFolders.filter((n) => !have.has(n.toLowerCase()));
      await db.transaction(async (tx) => {
        const rows = await documentsRepo.insertFolders(
          tx,
          roomId,
          actor.kind === "user" ? actor.userId : null,
          missing,
          existing.length,
        );
        if (rows.length) {
          await log(tx, roomId, actor, "created", "folder", null, {
            template: "Real Estate Transaction",
            folders: rows.map((r) => r.name),
          });
          await repo.touchRoom(tx, roomId);
        }
      });
      await notify(roomId, room.createdBy);
      return { items: (await documentsRepo.listFoldersOf(db, roomId)).map(toFolderDto) };
    },

    async deleteFolder(request: FastifyRequest, roomId: string, folderId: string) {
      const { room, actor } = await resolve(request, roomId);
      requireLevel(actor, "editor");
      const folder = await documentsRepo.findFolder(db, roomId, folderId);
      if (!folder) throw notFound("Folder not found");
      // Documents in it move to the room's top level (FK on delete set null).
      await db.transaction(async (tx) => {
        await documentsRepo.deleteFolderRow(tx, roomId, folderId);
        await log(tx, roomId, actor, "deleted", "folder", folderId, { name: folder.name });
        await repo.touchRoom(tx, roomId);
      });
      await notify(roomId, room.createdBy);
      return { ok: true as const };
    },

    // ── Documents ──
    async documents(request: FastifyRequest, roomId: string) {
      await resolve(request, roomId);
      const rows = await documentsRepo.listDocumentsOf(db, roomId);
      const envelopes = await esignRepo.latestEnvelopes(
        db,
        rows.map((r) => r.id),
      );
      return { items: rows.map((r) => toDocumentDto(r, envelopes.get(r.id))) };
    },

    /** The room's documents by name for anyone who may open the room, its guests included (decision 0036). */
    async searchDocuments(request: FastifyRequest, roomId: string, q: string | undefined) {
      await resolve(request, roomId);
      const term = parseSearchTerm(q);
      if (!term) return { items: [] };
      const rows = await searchRoomDocumentRows(db, roomId, term);
      const items: SearchResultDto[] = rows.map((r) => ({
        id: r.id,
        title: r.title,
        type: "document",
        ...(r.parent_id ? { parentId: r.parent_id } : {}),
      }));
      return { items };
    },

    async upload(
      request: FastifyRequest,
      roomId: string,
      input: { filename: string; bytes: Buffer; folderId: string | null },
    ): Promise<DocumentDto> {
      const { room, actor } = await resolve(request, roomId);
      requireLevel(actor, "editor");
      if (input.bytes.length === 0) throw new AppError("VALIDATION_FAILED", "The file is empty");
      const type = detectUploadType(input.filename, input.bytes);
      if (!type) {
        throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Unsupported file type", {
          detail: "Upload a PDF or an Office document (Word, Excel or PowerPoint).",
        });
      }
      if (input.folderId && !(await documentsRepo.findFolder(db, roomId, input.folderId)))
        throw notFound("Folder not found");
      const name = cleanName(input.filename).slice(0, 255) || `document.${type.ext}`;
      const existing = (await documentsRepo.listDocumentsOf(db, roomId)).find(
        (d) => d.kind === "file" && d.name === name && d.folderId === (input.folderId ?? null),
      );
      const documentId = existing?.id ?? randomUUID();
      const version = existing ? existing.currentVersion + 1 : 1;
      const key = `${roomId}/${documentId}/v${version}-${randomBytes(6).toString("hex")}-${safeFileName(name, type.ext)}`;
      await ctx.storage.put(DEALROOM_BUCKET, key, input.bytes, type.mimeType);
      const who =
        actor.kind === "user"
          ? { createdBy: actor.userId, createdByEmail: null }
          : { createdBy: null, createdByEmail: actor.email };
      let row: documentsRepo.DocumentRow;
      try {
        row = await db.transaction(async (tx) => {
          const doc = existing
            ? ((await documentsRepo.updateDocumentRow(tx, documentId, {
                storageKey: key,
                mimeType: type.mimeType,
                sizeBytes: input.bytes.length,
                currentVersion: version,
              })) as documentsRepo.DocumentRow)
            : await documentsRepo.insertDocument(tx, {
                id: documentId,
                dealroomId: roomId,
                folderId: input.folderId,
                name,
                kind: "file",
                storageKey: key,
                mimeType: type.mimeType,
                sizeBytes: input.bytes.length,
                ...who,
              });
          await documentsRepo.insertVersion(tx, {
            documentId,
            version,
            storageKey: key,
            sizeBytes: input.bytes.length,
            ...who,
          });
          await log(tx, roomId, actor, "uploaded", "document", documentId, {
            name,
            version,
            size_bytes: input.bytes.length,
          });
          await repo.touchRoom(tx, roomId);
          return doc;
        });
      } catch (err) {
        await ctx.storage.remove(DEALROOM_BUCKET, [key]).catch(() => undefined);
        throw err;
      }
      await notify(roomId, room.createdBy);
      return toDocumentDto(row);
    },

    async createRichText(request: FastifyRequest, roomId: string, body: { name: string; folderId?: string | null }) {
      const { room, actor } = await resolve(request, roomId);
      requireLevel(actor, "editor");
      if (body.folderId && !(await documentsRepo.findFolder(db, roomId, body.folderId)))
        throw notFound("Folder not found");
      const who =
        actor.kind === "user"
          ? { createdBy: actor.userId, createdByEmail: null }
          : { createdBy: null, createdByEmail: actor.email };
      const content = emptyDoc();
      const row = await db.transaction(async (tx) => {
        const doc = await documentsRepo.insertDocument(tx, {
          dealroomId: roomId,
          folderId: body.folderId ?? null,
          name: body.name.trim(),
          kind: "richtext",
          mimeType: "application/vnd.leasedesk.richtext+json",
          content,
          contentText: "",
          ...who,
        });
        await documentsRepo.insertVersion(tx, {
          documentId: doc.id,
          version: 1,
          content,
          contentText: "",
          note: "Created",
          ...who,
        });
        await log(tx, roomId, actor, "created", "document", doc.id, { name: doc.name });
        await repo.touchRoom(tx, roomId);
        return doc;
      });
      await notify(roomId, room.createdBy);
      return toDocumentDto(row);
    },

    async document(request: FastifyRequest, roomId: string, documentId: string): Promise<DocumentDetailDto> {
      const { actor } = await resolve(request, roomId);
      const doc = await documentsRepo.findDocument(db, roomId, documentId);
      if (!doc) throw notFound("Document not found");
      // Opening a document in the editor is an open like a file view: logged for anyone, guests included.
      await log(db, roomId, actor, "viewed", "document", documentId, { name: doc.name });
      const envelope = (await esignRepo.latestEnvelopes(db, [doc.id])).get(doc.id);
      return {
        ...toDocumentDto(doc, envelope),
        content: doc.kind === "richtext" ? ((doc.content as RichTextDoc | null) ?? emptyDoc()) : null,
        canEdit: rank[actor.level] >= rank.editor && doc.kind === "richtext",
      };
    },

    async updateDocument(
      request: FastifyRequest,
      roomId: string,
      documentId: string,
      patch: { name?: string; folderId?: string | null },
    ) {
      const { room, actor } = await resolve(request, roomId);
      requireLevel(actor, "editor");
      const doc = await documentsRepo.findDocument(db, roomId, documentId);
      if (!doc) throw notFound("Document not found");
      if (patch.folderId && !(await documentsRepo.findFolder(db, roomId, patch.folderId)))
        throw notFound("Folder not found");
      const row = await db.transaction(async (tx) => {
        const updated = (await documentsRepo.updateDocumentRow(tx, documentId, {
          ...(patch.name ? { name: patch.name.trim() } : {}),
          ...(patch.folderId !== undefined ? { folderId: patch.folderId } : {}),
        })) as documentsRepo.DocumentRow;
        if (patch.name && patch.name.trim() !== doc.name) {
          await log(tx, roomId, actor, "renamed", "document", documentId, {
            old_name: doc.name,
            new_name: patch.name.trim(),
          });
        }
        await repo.touchRoom(tx, roomId);
        return updated;
      });
      await notify(roomId, room.createdBy);
      return toDocumentDto(row);
    },

    async deleteDocument(request: FastifyRequest, roomId: string, documentId: string) {
      const { room, actor } = await resolve(request, roomId);
      requireLevel(actor, "editor");
      const doc = await documentsRepo.findDocument(db, roomId, documentId);
      if (!doc) throw notFound("Document not found");
      const keys = await documentsRepo.documentStorageKeys(db, documentId);
      await db.transaction(async (tx) => {
        await documentsRepo.deleteDocumentRow(tx, roomId, documentId);
        await log(tx, roomId, actor, "deleted", "document", documentId, { name: doc.name });
        await repo.touchRoom(tx, roomId);
      });
      await ctx.storage
        .remove(DEALROOM_BUCKET, keys)
        .catch((err) => ctx.log.warn({ err }, "document files not removed"));
      await notify(roomId, room.createdBy);
      return { ok: true as const };
    },

    /** A signed URL (2 h) to one document of the room the actor may read; logs viewed / downloaded. */
    async documentUrl(request: FastifyRequest, roomId: string, documentId: string, action: "view" | "download") {
      const { actor } = await resolve(request, roomId);
      return signedDocumentUrl(roomId, documentId, action, actor);
    },

    /** crm-documents §7 get-public-document-url: the share token must be the one of the visitor's session. */
    async publicDocumentUrl(
      request: FastifyRequest,
      body: { token: string; dealroomId: string; documentId: string; action: "view" | "download" },
    ) {
      const { actor } = await resolve(request, body.dealroomId);
      if (actor.kind === "visitor") {
        const found = await membersRepo.findShareLinkByToken(db, body.token);
        if (!found || found.link.id !== actor.shareLinkId) throw new AppError("FORBIDDEN", accessErrors.invalidToken);
      }
      return signedDocumentUrl(body.dealroomId, body.documentId, body.action, actor);
    },
  };

  async function signedDocumentUrl(roomId: string, documentId: string, action: "view" | "download", actor: Actor) {
    const doc = await documentsRepo.findDocument(db, roomId, documentId);
    if (!doc) throw notFound("Document not found");
    if (doc.kind !== "file" || !doc.storageKey) throw new AppError("CONFLICT", "Open this document in the editor");
    const signedUrl = await ctx.storage.signedUrl(DEALROOM_BUCKET, doc.storageKey, {
      download: action === "download" ? doc.name : undefined,
    });
    await log(db, roomId, actor, action === "download" ? "downloaded" : "viewed", "document", documentId, {
      name: doc.name,
    });
    return { signedUrl };
  }

  return service;
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;
