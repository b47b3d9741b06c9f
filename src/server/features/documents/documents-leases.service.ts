// What only a lease has: its abstract with the broker's corrections, the abstract PDF, the critical-dates
// calendar and the lease chat. A correction also refreshes the figures reports read.
import { leaseAbstractPdf } from "#server/features/documents/abstract-pdf.ts";
import { toIcs } from "#server/features/documents/critical-dates.ts";
import type { DocumentChat } from "#server/features/documents/document-chat.service.ts";
import { canEdit, type DocumentsCore } from "#server/features/documents/documents-core.ts";
import { leaseDto } from "#server/features/documents/documents-dto.ts";
import * as repo from "#server/features/documents/documents.repository.ts";
import * as corrections from "#server/features/documents/lease-corrections.repository.ts";
import { AppError, notFound } from "#server/platform/errors.ts";

/** A title as a file name stem: letters, digits, spaces, dots and dashes; never empty. */
const safeFileStem = (title: string) => title.replace(/[^\w .-]+/g, "_").trim() || "lease";

export function createLeasesService(core: DocumentsCore, chat: DocumentChat) {
  const { db } = core;

  const getLease = async (userId: string, id: string) => {
    const { doc, accessLevel } = await core.accessible(userId, "lease", id);
    if (doc.type !== "lease") throw notFound();
    return leaseDto(db, doc, accessLevel);
  };

  return {
    getLease,

    async correctField(userId: string, id: string, key: string, body: { value: string | null } | { reset: true }) {
      const { doc, accessLevel } = await core.accessible(userId, "lease", id);
      if (doc.type !== "lease") throw notFound();
      if (!canEdit(accessLevel)) throw new AppError("FORBIDDEN", "You can only view this lease");
      if ("reset" in body) await corrections.deleteCorrection(db, userId, id, key);
      else await corrections.upsertCorrection(db, userId, id, key, body.value === "" ? null : body.value);
      await core.leaseFacts.refreshReportFacts(id);
      await core.publishDocument("lease", id, doc.ownerId);
      const fresh = await repo.findDocumentById(db, "lease", id);
      if (fresh?.type !== "lease") throw notFound();
      return leaseDto(db, fresh, accessLevel);
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
          url: `${core.deps.appUrl}/lease/${lease.id}`,
          dates: lease.criticalDates,
        }),
      };
    },

    // The lease chat contract names the document `leaseId`.
    async listChat(userId: string, id: string) {
      const { items } = await chat.list(userId, "lease", id);
      return { items: items.map((m) => ({ ...m, leaseId: id })) };
    },
    async ask(userId: string, id: string, question: string) {
      const r = await chat.ask(userId, "lease", id, question);
      return { question: { ...r.question, leaseId: id }, answer: { ...r.answer, leaseId: id } };
    },
  };
}
