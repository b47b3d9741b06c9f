// What only an offering memorandum has: its extracted summary and the memorandum chat.
import type { DocumentChat } from "#server/features/documents/document-chat.service.ts";
import type { DocumentsCore } from "#server/features/documents/documents-core.ts";
import { omDto } from "#server/features/documents/documents-dto.ts";
import { notFound } from "#server/platform/errors.ts";

export function createMemorandaService(core: DocumentsCore, chat: DocumentChat) {
  return {
    async getOm(userId: string, id: string) {
      const { doc, accessLevel } = await core.accessible(userId, "offering_memorandum", id);
      if (doc.type !== "offering_memorandum") throw notFound();
      return omDto(doc, accessLevel, await core.ownerRef(doc.ownerId));
    },

    // The memorandum chat contract names the document `memorandumId`.
    async listMemorandumChat(userId: string, id: string) {
      const { items } = await chat.list(userId, "offering_memorandum", id);
      return { items: items.map((m) => ({ ...m, memorandumId: id })) };
    },
    async askMemorandum(userId: string, id: string, question: string) {
      const r = await chat.ask(userId, "offering_memorandum", id, question);
      return { question: { ...r.question, memorandumId: id }, answer: { ...r.answer, memorandumId: id } };
    },
  };
}
