// Deal-room folders, documents and their versions. Functions take the room or document the service has already
// authorised.
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { profiles } from "#server/db/schema/auth.ts";
import { dealroomDocuments, dealroomDocumentVersions, dealroomFolders } from "#server/db/schema/dealrooms.ts";
import type { Exec } from "#server/features/dealrooms/dealrooms.repository.ts";

export type FolderRow = typeof dealroomFolders.$inferSelect;
export type DocumentRow = typeof dealroomDocuments.$inferSelect;
export type VersionRow = typeof dealroomDocumentVersions.$inferSelect;

export async function listFoldersOf(db: Exec, roomId: string): Promise<FolderRow[]> {
  return db
    .select()
    .from(dealroomFolders)
    .where(eq(dealroomFolders.dealroomId, roomId))
    .orderBy(asc(dealroomFolders.position), asc(dealroomFolders.name));
}

export async function insertFolders(
  tx: Exec,
  roomId: string,
  createdBy: string | null,
  names: string[],
  startPosition: number,
): Promise<FolderRow[]> {
  if (names.length === 0) return [];
  return tx
    .insert(dealroomFolders)
    .values(names.map((name, i) => ({ dealroomId: roomId, name, createdBy, position: startPosition + i })))
    .onConflictDoNothing()
    .returning();
}

export async function findFolder(db: Exec, roomId: string, folderId: string): Promise<FolderRow | null> {
  const [row] = await db
    .select()
    .from(dealroomFolders)
    .where(and(eq(dealroomFolders.dealroomId, roomId), eq(dealroomFolders.id, folderId)));
  return row ?? null;
}

export async function deleteFolderRow(tx: Exec, roomId: string, folderId: string): Promise<boolean> {
  const rows = await tx
    .delete(dealroomFolders)
    .where(and(eq(dealroomFolders.dealroomId, roomId), eq(dealroomFolders.id, folderId)))
    .returning({ id: dealroomFolders.id });
  return rows.length > 0;
}

export async function listDocumentsOf(db: Exec, roomId: string) {
  return db
    .select()
    .from(dealroomDocuments)
    .where(eq(dealroomDocuments.dealroomId, roomId))
    .orderBy(asc(dealroomDocuments.name));
}

export async function findDocument(db: Exec, roomId: string, documentId: string): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(dealroomDocuments)
    .where(and(eq(dealroomDocuments.dealroomId, roomId), eq(dealroomDocuments.id, documentId)));
  return row ?? null;
}

export async function insertDocument(tx: Exec, values: typeof dealroomDocuments.$inferInsert): Promise<DocumentRow> {
  const [row] = await tx.insert(dealroomDocuments).values(values).returning();
  return row as DocumentRow;
}

export async function updateDocumentRow(
  tx: Exec,
  documentId: string,
  patch: Partial<typeof dealroomDocuments.$inferInsert>,
): Promise<DocumentRow | null> {
  const [row] = await tx
    .update(dealroomDocuments)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(dealroomDocuments.id, documentId))
    .returning();
  return row ?? null;
}

export async function deleteDocumentRow(tx: Exec, roomId: string, documentId: string): Promise<boolean> {
  const rows = await tx
    .delete(dealroomDocuments)
    .where(and(eq(dealroomDocuments.dealroomId, roomId), eq(dealroomDocuments.id, documentId)))
    .returning({ id: dealroomDocuments.id });
  return rows.length > 0;
}

export async function documentStorageKeys(db: Exec, documentId: string): Promise<string[]> {
  const result = await db.execute<{ key: string }>(sql`
    select storage_key as key from dealroom_documents where id = ${documentId} and storage_key is not null
    union select storage_key from dealroom_document_versions where document_id = ${documentId} and storage_key is not null`);
  return result.rows.map((r) => r.key);
}

export async function insertVersion(
  tx: Exec,
  values: typeof dealroomDocumentVersions.$inferInsert,
): Promise<VersionRow> {
  const [row] = await tx.insert(dealroomDocumentVersions).values(values).returning();
  return row as VersionRow;
}

/** Row lock on the document until the transaction ends (one save at a time per document). */
export async function lockDocument(db: Exec, documentId: string): Promise<void> {
  await db
    .select({ id: dealroomDocuments.id })
    .from(dealroomDocuments)
    .where(eq(dealroomDocuments.id, documentId))
    .for("update");
}

export async function latestVersion(db: Exec, documentId: string): Promise<VersionRow | null> {
  const [row] = await db
    .select()
    .from(dealroomDocumentVersions)
    .where(eq(dealroomDocumentVersions.documentId, documentId))
    .orderBy(desc(dealroomDocumentVersions.version))
    .limit(1);
  return row ?? null;
}

export async function listVersionsOf(db: Exec, documentId: string) {
  return db
    .select({ version: dealroomDocumentVersions, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(dealroomDocumentVersions)
    .leftJoin(profiles, eq(profiles.id, dealroomDocumentVersions.createdBy))
    .where(eq(dealroomDocumentVersions.documentId, documentId))
    .orderBy(desc(dealroomDocumentVersions.version));
}

export async function findVersion(db: Exec, documentId: string, versionId: string): Promise<VersionRow | null> {
  const [row] = await db
    .select()
    .from(dealroomDocumentVersions)
    .where(and(eq(dealroomDocumentVersions.documentId, documentId), eq(dealroomDocumentVersions.id, versionId)));
  return row ?? null;
}

export async function updateVersionContent(
  tx: Exec,
  versionId: string,
  content: unknown,
  contentText: string,
): Promise<void> {
  await tx
    .update(dealroomDocumentVersions)
    .set({ content, contentText })
    .where(eq(dealroomDocumentVersions.id, versionId));
}
