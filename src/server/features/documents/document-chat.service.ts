// Chat about one lease or memorandum: who may ask is decided by the documents core (`accessible`); this
// keeps the conversation, asks the analysis for a cited answer and tells the document's audience.
import type { Logger } from "pino";
import type { Db } from "#server/db/client.ts";
import * as chatRepo from "#server/features/documents/document-chat.repository.ts";
import * as repo from "#server/features/documents/documents.repository.ts";
import { AppError } from "#server/platform/errors.ts";
import { type DocumentType, documentEvents } from "#shared/contract/documents.ts";
import type { DocumentChatMessage } from "#shared/contract/documents-chat.ts";

type Page = { number: number; text: string };
export type ChatAnswer = { answer: string; citations: { page: number; snippet: string }[] };

export type DocumentChatDeps = {
  db: Db;
  log: Logger;
  /** The document with the caller's access, or a 404 (the documents core's rule). */
  accessible: (userId: string, type: DocumentType, id: string) => Promise<{ doc: { ownerId: string } }>;
  answer: (type: DocumentType, pages: Page[], question: string) => Promise<ChatAnswer>;
  publish: (userIds: string[], event: { type: string; entity: string; id?: string }) => Promise<void>;
};

const noun = (type: DocumentType) => (type === "lease" ? "lease" : "memorandum");
const chatEvent = (type: DocumentType, id: string) =>
  type === "lease"
    ? { type: documentEvents.leaseChat, entity: "lease_chat", id }
    : { type: documentEvents.memorandumChat, entity: "offering_memorandum_chat", id };

function messageDto(row: chatRepo.ChatRow, users: Map<string, repo.UserRefRow>): DocumentChatMessage {
  const citations = Array.isArray(row.citations)
    ? (row.citations as { page?: unknown; snippet?: unknown }[])
        .filter((c) => typeof c?.page === "number" && typeof c?.snippet === "string")
        .map((c) => ({ page: Math.trunc(c.page as number), snippet: c.snippet as string }))
    : [];
  return {
    id: row.id,
    role: row.role as "user" | "assistant",
    content: row.content,
    citations,
    user: row.userId ? (users.get(row.userId) ?? null) : null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export function createDocumentChat(deps: DocumentChatDeps) {
  const { db, log } = deps;
  return {
    async list(userId: string, type: DocumentType, id: string) {
      await deps.accessible(userId, type, id);
      const rows = await chatRepo.chatOf(db, type, id);
      const users = await repo.findUsers(
        db,
        rows.map((r) => r.userId).filter((u): u is string => !!u),
      );
      return { items: rows.map((r) => messageDto(r, users)) };
    },

    async ask(userId: string, type: DocumentType, id: string, question: string) {
      const { doc } = await deps.accessible(userId, type, id);
      const pages = await chatRepo.pagesOf(db, type, id);
      if (pages.length === 0) {
        throw new AppError("CONFLICT", `The ${noun(type)} has not been processed yet`, {
          detail: "Ask again when the analysis is complete.",
        });
      }
      let answer: ChatAnswer;
      try {
        answer = await deps.answer(type, pages, question);
      } catch (err) {
        log.error({ err, id, type }, "document chat failed");
        throw new AppError("SERVICE_UNAVAILABLE", "The answer could not be prepared", { detail: "Please try again." });
      }
      const now = Date.now();
      const q = await chatRepo.insertChatMessage(db, type, userId, {
        documentId: id,
        role: "user",
        content: question,
        citations: [],
        createdAt: new Date(now),
      });
      const a = await chatRepo.insertChatMessage(db, type, null, {
        documentId: id,
        role: "assistant",
        content: answer.answer,
        citations: answer.citations.map((c) => ({ page: c.page, snippet: c.snippet })),
        createdAt: new Date(now + 1),
      });
      const audience = await repo.documentAudience(db, type, id, doc.ownerId);
      await deps.publish(audience, chatEvent(type, id));
      const users = await repo.findUsers(db, [userId]);
      return { question: messageDto(q, users), answer: messageDto(a, users) };
    },
  };
}

export type DocumentChat = ReturnType<typeof createDocumentChat>;
