// Editor content and versions: autosave and snapshots, version history, restore, and PDF export.
import { invalidRichTextMessage, normalizeRichText, richTextProblem } from "#shared/rules/richtext-schema.ts";
import type { FastifyRequest } from "fastify";
import { type RoomCore, requireLevel } from "#server/features/dealrooms/dealrooms-access.ts";
import type { DocumentsService } from "#server/features/dealrooms/dealrooms-documents.service.ts";
import * as repo from "#server/features/dealrooms/dealrooms.repository.ts";
import * as documentsRepo from "#server/features/dealrooms/dealrooms-documents.repository.ts";
import { richTextToPdf, richTextToPlain } from "#server/features/dealrooms/richtext.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import type { DocumentDetailDto, RichTextDoc, VersionDto } from "#shared/contract/dealrooms-documents.ts";

/** Autosaves within this window of the latest version update it instead of adding another. */
const VERSION_WINDOW_MS = 5 * 60_000;

export function createVersionsService(core: RoomCore, documents: Pick<DocumentsService, "document">) {
  const { db, notify, log, resolve } = core;
  return {
    async saveContent(
      request: FastifyRequest,
      roomId: string,
      documentId: string,
      body: { content: RichTextDoc; snapshot: boolean; note?: string },
    ): Promise<DocumentDetailDto> {
      const { room, actor } = await resolve(request, roomId);
      requireLevel(actor, "editor");
      const doc = await documentsRepo.findDocument(db, roomId, documentId);
      if (!doc) throw notFound("Document not found");
      if (doc.kind !== "richtext")
        throw new AppError("CONFLICT", "Only room documents created in the editor can be edited here");
      // Only documents the editor can open are stored: anything else would load as an empty page (issue 13).
      const invalid = richTextProblem(body.content);
      if (invalid) {
        throw new AppError("VALIDATION_FAILED", invalidRichTextMessage, {
          detail: `${invalidRichTextMessage}: ${invalid}`,
          fields: { content: invalidRichTextMessage },
        });
      }
      body = { ...body, content: normalizeRichText(body.content) };
      const contentText = richTextToPlain(body.content);
      const who =
        actor.kind === "user"
          ? { createdBy: actor.userId, createdByEmail: null }
          : { createdBy: null, createdByEmail: actor.email };
      await db.transaction(async (tx) => {
        // Saves of one document take turns: two at once would both add "the next" version (the first-autosave 500).
        await documentsRepo.lockDocument(tx, documentId);
        const latest = await documentsRepo.latestVersion(tx, documentId);
        const sameAuthor = latest && latest.createdBy === who.createdBy && latest.createdByEmail === who.createdByEmail;
        const recent = latest && Date.now() - latest.createdAt.getTime() < VERSION_WINDOW_MS;
        let version = doc.currentVersion;
        if (!body.snapshot && latest && sameAuthor && recent && latest.version > 1) {
          // Autosave keeps refining the latest version of this author's editing session.
          await documentsRepo.updateVersionContent(tx, latest.id, body.content, contentText);
        } else {
          version = (latest?.version ?? 0) + 1;
          await documentsRepo.insertVersion(tx, {
            documentId,
            version,
            content: body.content,
            contentText,
            note: body.note ?? null,
            ...who,
          });
          await log(tx, roomId, actor, "edited", "document", documentId, { name: doc.name, version });
        }
        await documentsRepo.updateDocumentRow(tx, documentId, {
          content: body.content,
          contentText,
          currentVersion: version,
        });
        await repo.touchRoom(tx, roomId);
      });
      await notify(roomId, room.createdBy);
      return documents.document(request, roomId, documentId);
    },

    async versions(request: FastifyRequest, roomId: string, documentId: string): Promise<{ items: VersionDto[] }> {
      await resolve(request, roomId);
      const doc = await documentsRepo.findDocument(db, roomId, documentId);
      if (!doc) throw notFound("Document not found");
      const rows = await documentsRepo.listVersionsOf(db, documentId);
      return {
        items: rows.map(({ version: v, firstName, lastName }) => ({
          id: v.id,
          version: v.version,
          note: v.note,
          author: v.createdBy
            ? `${firstName ?? ""} ${lastName ?? ""}`.trim() || "Member"
            : (v.createdByEmail ?? "Unknown"),
          createdAt: v.createdAt.toISOString(),
          sizeBytes: v.sizeBytes,
          preview: (v.contentText ?? "").slice(0, 160),
        })),
      };
    },

    async restore(request: FastifyRequest, roomId: string, documentId: string, versionId: string) {
      const { room, actor } = await resolve(request, roomId);
      requireLevel(actor, "editor");
      const doc = await documentsRepo.findDocument(db, roomId, documentId);
      if (!doc) throw notFound("Document not found");
      const source = await documentsRepo.findVersion(db, documentId, versionId);
      if (!source) throw notFound("Version not found");
      const who =
        actor.kind === "user"
          ? { createdBy: actor.userId, createdByEmail: null }
          : { createdBy: null, createdByEmail: actor.email };
      await db.transaction(async (tx) => {
        // Saves of one document take turns: two at once would both add "the next" version (the first-autosave 500).
        await documentsRepo.lockDocument(tx, documentId);
        const latest = await documentsRepo.latestVersion(tx, documentId);
        const version = (latest?.version ?? 0) + 1;
        await documentsRepo.insertVersion(tx, {
          documentId,
          version,
          content: source.content,
          contentText: source.contentText,
          storageKey: source.storageKey,
          sizeBytes: source.sizeBytes,
          note: `Restored from version ${source.version}`,
          ...who,
        });
        await documentsRepo.updateDocumentRow(tx, documentId, {
          currentVersion: version,
          ...(doc.kind === "richtext"
            ? { content: source.content, contentText: source.contentText }
            : { storageKey: source.storageKey, sizeBytes: source.sizeBytes }),
        });
        await log(tx, roomId, actor, "restored", "document", documentId, {
          name: doc.name,
          from_version: source.version,
          version,
        });
        await repo.touchRoom(tx, roomId);
      });
      await notify(roomId, room.createdBy);
      return documents.document(request, roomId, documentId);
    },

    async exportPdf(request: FastifyRequest, roomId: string, documentId: string) {
      const { actor } = await resolve(request, roomId);
      const doc = await documentsRepo.findDocument(db, roomId, documentId);
      if (!doc) throw notFound("Document not found");
      if (doc.kind !== "richtext") throw new AppError("CONFLICT", "Only editor documents can be exported");
      const bytes = await richTextToPdf(doc.name, doc.content as RichTextDoc | null);
      await log(db, roomId, actor, "downloaded", "document", documentId, { name: doc.name, format: "pdf" });
      return { name: `${doc.name.replace(/\.pdf$/i, "")}.pdf`, bytes };
    },
  };
}
