// Page texts and chat messages of leases and memoranda: one shape per document type, chosen by `type`.
// Callers have already checked the acting user's access to the document.
import { asc, eq } from "drizzle-orm";
import {
  leaseChatMessages,
  leasePages,
  offeringMemorandumChatMessages,
  offeringMemorandumPages,
} from "#server/db/schema/documents.ts";
import type { DocumentType } from "#shared/contract/documents.ts";
import type { DbLike } from "./documents.repository.ts";

export type ChatRow = {
  id: string;
  documentId: string;
  userId: string | null;
  role: string;
  content: string;
  citations: unknown;
  createdAt: Date;
};
type Page = { number: number; text: string };

export async function replacePagesForJob(db: DbLike, type: DocumentType, id: string, pages: Page[]) {
  // Postgres text cannot hold NUL bytes, which OCR and odd PDFs occasionally produce.
  const clean = pages.map((p) => ({ pageNumber: p.number, text: p.text.replaceAll("\u0000", "") }));
  if (type === "lease") {
    await db.delete(leasePages).where(eq(leasePages.leaseId, id));
    const rows = clean.map((p) => ({ leaseId: id, ...p }));
    for (let i = 0; i < rows.length; i += 200) await db.insert(leasePages).values(rows.slice(i, i + 200));
    return;
  }
  await db.delete(offeringMemorandumPages).where(eq(offeringMemorandumPages.memorandumId, id));
  const rows = clean.map((p) => ({ memorandumId: id, ...p }));
  for (let i = 0; i < rows.length; i += 200) await db.insert(offeringMemorandumPages).values(rows.slice(i, i + 200));
}

export function pagesOf(db: DbLike, type: DocumentType, id: string): Promise<Page[]> {
  if (type === "lease")
    return db
      .select({ number: leasePages.pageNumber, text: leasePages.text })
      .from(leasePages)
      .where(eq(leasePages.leaseId, id))
      .orderBy(asc(leasePages.pageNumber));
  return db
    .select({ number: offeringMemorandumPages.pageNumber, text: offeringMemorandumPages.text })
    .from(offeringMemorandumPages)
    .where(eq(offeringMemorandumPages.memorandumId, id))
    .orderBy(asc(offeringMemorandumPages.pageNumber));
}

export async function chatOf(db: DbLike, type: DocumentType, id: string): Promise<ChatRow[]> {
  if (type === "lease") {
    const rows = await db
      .select()
      .from(leaseChatMessages)
      .where(eq(leaseChatMessages.leaseId, id))
      .orderBy(asc(leaseChatMessages.createdAt), asc(leaseChatMessages.role));
    return rows.map(({ leaseId, ...r }) => ({ ...r, documentId: leaseId }));
  }
  const rows = await db
    .select()
    .from(offeringMemorandumChatMessages)
    .where(eq(offeringMemorandumChatMessages.memorandumId, id))
    .orderBy(asc(offeringMemorandumChatMessages.createdAt), asc(offeringMemorandumChatMessages.role));
  return rows.map(({ memorandumId, ...r }) => ({ ...r, documentId: memorandumId }));
}

export async function insertChatMessage(
  db: DbLike,
  type: DocumentType,
  userId: string | null,
  input: { documentId: string; role: "user" | "assistant"; content: string; citations: unknown; createdAt: Date },
): Promise<ChatRow> {
  const { documentId, ...rest } = input;
  if (type === "lease") {
    const [row] = await db
      .insert(leaseChatMessages)
      .values({ ...rest, leaseId: documentId, userId })
      .returning();
    const { leaseId, ...r } = row;
    return { ...r, documentId: leaseId };
  }
  const [row] = await db
    .insert(offeringMemorandumChatMessages)
    .values({ ...rest, memorandumId: documentId, userId })
    .returning();
  const { memorandumId, ...r } = row;
  return { ...r, documentId: memorandumId };
}
