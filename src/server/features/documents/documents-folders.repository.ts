// Folders (Home and its sub-folders), private to their owner: every function takes the owner's id and scopes by it.
import { and, asc, count, eq } from "drizzle-orm";
import { documentsFolders, leases, offeringMemorandums } from "#server/db/schema/documents.ts";
import type { DbLike, FolderRow } from "#server/features/documents/documents.repository.ts";

export function listFolders(db: DbLike, userId: string) {
  return db
    .select()
    .from(documentsFolders)
    .where(eq(documentsFolders.ownerId, userId))
    .orderBy(asc(documentsFolders.name), asc(documentsFolders.createdAt));
}

export async function findFolder(db: DbLike, userId: string, id: string): Promise<FolderRow | null> {
  const [row] = await db
    .select()
    .from(documentsFolders)
    .where(and(eq(documentsFolders.id, id), eq(documentsFolders.ownerId, userId)));
  return row ?? null;
}

export async function insertFolder(db: DbLike, userId: string, input: { name: string; parentFolderId: string | null }) {
  const [row] = await db
    .insert(documentsFolders)
    .values({ name: input.name, parentFolderId: input.parentFolderId, ownerId: userId })
    .returning();
  return row;
}

export async function updateFolder(
  db: DbLike,
  userId: string,
  id: string,
  patch: { name?: string; parentFolderId?: string | null },
) {
  const [row] = await db
    .update(documentsFolders)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(documentsFolders.id, id), eq(documentsFolders.ownerId, userId)))
    .returning();
  return row ?? null;
}

export async function folderIsEmpty(db: DbLike, userId: string, id: string): Promise<boolean> {
  const [sub] = await db
    .select({ n: count() })
    .from(documentsFolders)
    .where(and(eq(documentsFolders.ownerId, userId), eq(documentsFolders.parentFolderId, id)));
  const [l] = await db.select({ n: count() }).from(leases).where(eq(leases.folderId, id));
  const [o] = await db.select({ n: count() }).from(offeringMemorandums).where(eq(offeringMemorandums.folderId, id));
  return sub.n + l.n + o.n === 0;
}

export async function deleteFolder(db: DbLike, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(documentsFolders)
    .where(and(eq(documentsFolders.id, id), eq(documentsFolders.ownerId, userId)))
    .returning({ id: documentsFolders.id });
  return rows.length > 0;
}
