// What every documents service shares: its dependencies, where files live (spec §7), the access rules (who
// may open a lease or memorandum, at which level) and the one way a change is told to the document's people.
import type { Logger } from "pino";
import type { Db } from "#server/db/client.ts";
import type { ChatAnswer } from "#server/features/documents/document-chat.service.ts";
import { findFolder } from "#server/features/documents/documents-folders.repository.ts";
import * as repo from "#server/features/documents/documents.repository.ts";
import { createLeaseFactsService } from "#server/features/documents/lease-facts.service.ts";
import { AppError, notFound } from "#server/platform/errors.ts";
import type { Events } from "#server/platform/events.ts";
import type { AccessChecker } from "#server/platform/http.ts";
import type { Jobs } from "#server/platform/jobs.ts";
import type { Mailer } from "#server/platform/mail.ts";
import type { Storage } from "#server/platform/storage.ts";
import {
  type AccessLevel,
  type DocumentType,
  documentEvents,
  type ExtractionDetail,
} from "#shared/contract/documents.ts";
import type { LeaseAbstract } from "#shared/contract/lease-abstract.ts";
import type { OmAbstract } from "#shared/contract/om-abstract.ts";

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
export const bucketOf = (type: DocumentType) => (type === "lease" ? LEASE_BUCKET : OM_BUCKET);

export const canEdit = (level: AccessLevel) => level === "owner" || level === "editor";

/** Entities whose changes show in Doc Insights lists (keyed ["documents", …] on the web). */
const listedEntities = new Set(["lease", "offering_memorandum", "document_access"]);

export type DocumentsCore = ReturnType<typeof createDocumentsCore>;

export function createDocumentsCore(deps: DocumentsDeps) {
  const { db, events, log } = deps;

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

  /** Tells the document's owner and access holders (and, for a lease, Lease Admin) that it changed. */
  const publishDocument = async (type: DocumentType, id: string, ownerId: string) => {
    const audience = await repo.documentAudience(db, type, id, ownerId);
    await publish(audience, documentEvent(type, id));
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

  /** Sharing is the owner's alone; anyone else without access gets the same 404 as a stranger. */
  const ownerOnly = async (userId: string, type: DocumentType, id: string) => {
    const found = await repo.findAccessibleDocument(db, userId, type, id);
    if (!found) throw notFound();
    if (found.accessLevel !== "owner") throw new AppError("FORBIDDEN", "Only the owner can manage sharing");
    return found.doc;
  };

  const requireFolder = async (userId: string, folderId: string | null | undefined) => {
    if (!folderId) return null;
    const folder = await findFolder(db, userId, folderId);
    if (!folder) throw notFound("Folder not found");
    return folder;
  };

  const ownerRef = async (ownerId: string) => {
    const users = await repo.findUsers(db, [ownerId]);
    return users.get(ownerId) ?? { id: ownerId, name: "User", email: "" };
  };

  return {
    deps,
    db,
    storage: deps.storage,
    log,
    // Reports read stored lease figures: they are recomputed when an analysis finishes or a correction changes.
    leaseFacts: createLeaseFactsService({ db, access: deps.access }),
    publish,
    publishDocument,
    requireActiveAccess,
    accessible,
    ownerOnly,
    requireFolder,
    ownerRef,
  };
}

/** The event of one lease or memorandum changing. */
export function documentEvent(type: DocumentType, id: string) {
  return type === "lease"
    ? { type: documentEvents.lease, entity: "lease", id }
    : { type: documentEvents.offeringMemorandum, entity: "offering_memorandum", id };
}
