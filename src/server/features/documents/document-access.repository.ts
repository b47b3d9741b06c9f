// Who may open a lease or memorandum besides its owner: access rows, pending invitations and their tokens.
// Reads here are unscoped; the service checks that the caller owns the document first.
import { and, asc, eq, ne } from "drizzle-orm";
import { documentAccess } from "#server/db/schema/documents.ts";
import type { DbLike } from "#server/features/documents/documents.repository.ts";
import type { DocumentType } from "#shared/contract/documents.ts";

export async function insertOwnerAccess(db: DbLike, userId: string, type: DocumentType, documentId: string) {
  await db.insert(documentAccess).values({
    documentId,
    documentType: type,
    userId,
    accessLevel: "owner",
    status: "active",
    createdBy: userId,
    lastModifiedBy: userId,
  });
}

export function accessRowsOf(db: DbLike, type: DocumentType, documentId: string) {
  return db
    .select()
    .from(documentAccess)
    .where(
      and(
        eq(documentAccess.documentType, type),
        eq(documentAccess.documentId, documentId),
        ne(documentAccess.status, "revoked"),
      ),
    )
    .orderBy(asc(documentAccess.createdAt));
}

export async function findAccessRow(db: DbLike, type: DocumentType, documentId: string, accessId: string) {
  const [row] = await db
    .select()
    .from(documentAccess)
    .where(
      and(
        eq(documentAccess.id, accessId),
        eq(documentAccess.documentType, type),
        eq(documentAccess.documentId, documentId),
      ),
    );
  return row ?? null;
}

export async function findAccessByTokenHash(db: DbLike, tokenHash: string) {
  const [row] = await db.select().from(documentAccess).where(eq(documentAccess.inviteTokenHash, tokenHash));
  return row ?? null;
}

export async function findActiveAccessOfUser(db: DbLike, userId: string, type: DocumentType, documentId: string) {
  const [row] = await db
    .select()
    .from(documentAccess)
    .where(
      and(
        eq(documentAccess.documentType, type),
        eq(documentAccess.documentId, documentId),
        eq(documentAccess.userId, userId),
        eq(documentAccess.status, "active"),
      ),
    );
  return row ?? null;
}

/** Creates or refreshes the pending invitation of this e-mail (one pending row per document and e-mail). */
export async function upsertInvitation(
  db: DbLike,
  userId: string,
  input: { type: DocumentType; documentId: string; email: string; accessLevel: string; tokenHash: string },
) {
  const [pending] = await db
    .select({ id: documentAccess.id })
    .from(documentAccess)
    .where(
      and(
        eq(documentAccess.documentType, input.type),
        eq(documentAccess.documentId, input.documentId),
        eq(documentAccess.inviteEmail, input.email),
        eq(documentAccess.status, "pending"),
      ),
    );
  if (pending) {
    const [row] = await db
      .update(documentAccess)
      .set({
        accessLevel: input.accessLevel,
        inviteTokenHash: input.tokenHash,
        lastModifiedBy: userId,
        updatedAt: new Date(),
      })
      .where(eq(documentAccess.id, pending.id))
      .returning();
    return row;
  }
  const [row] = await db
    .insert(documentAccess)
    .values({
      documentId: input.documentId,
      documentType: input.type,
      userId: null,
      accessLevel: input.accessLevel,
      status: "pending",
      inviteEmail: input.email,
      inviteTokenHash: input.tokenHash,
      createdBy: userId,
      lastModifiedBy: userId,
    })
    .returning();
  return row;
}

export async function updateAccessRow(
  db: DbLike,
  userId: string,
  id: string,
  patch: { status?: string; accessLevel?: string; userId?: string; inviteTokenHash?: string | null },
) {
  const [row] = await db
    .update(documentAccess)
    .set({ ...patch, lastModifiedBy: userId, updatedAt: new Date() })
    .where(eq(documentAccess.id, id))
    .returning();
  return row ?? null;
}
