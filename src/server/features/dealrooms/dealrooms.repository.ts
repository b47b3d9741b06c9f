// Deal-room data access. Room-scoped functions take the room id the service has already authorised;
// list functions take the acting user id and scope by it.
import { and, asc, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { profiles } from "#server/db/schema/auth.ts";
import {
  dealroomActivityLogs,
  dealroomDocuments,
  dealroomDocumentVersions,
  dealroomFolders,
  dealroomMembers,
  dealroomShareLinks,
  dealrooms,
  docusignConnections,
  docusignEnvelopes,
} from "#server/db/schema/dealrooms.ts";
import type { ActivityAction } from "#shared/contract/dealrooms.ts";

export type DealroomRow = typeof dealrooms.$inferSelect;
export type MemberRow = typeof dealroomMembers.$inferSelect;
export type ShareLinkRow = typeof dealroomShareLinks.$inferSelect;
export type FolderRow = typeof dealroomFolders.$inferSelect;
export type DocumentRow = typeof dealroomDocuments.$inferSelect;
export type VersionRow = typeof dealroomDocumentVersions.$inferSelect;
export type ActivityRow = typeof dealroomActivityLogs.$inferSelect;
export type ConnectionRow = typeof docusignConnections.$inferSelect;
export type EnvelopeRow = typeof docusignEnvelopes.$inferSelect;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Exec = Db | Tx;

export async function insertRoom(tx: Exec, userId: string, name: string): Promise<DealroomRow> {
  const [row] = await tx.insert(dealrooms).values({ name, createdBy: userId }).returning();
  return row as DealroomRow;
}

export async function findRoom(db: Exec, id: string): Promise<DealroomRow | null> {
  const [row] = await db.select().from(dealrooms).where(eq(dealrooms.id, id));
  return row ?? null;
}

export async function findOwnerProfile(db: Exec, userId: string) {
  const [row] = await db
    .select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ?? null;
}

export async function updateRoom(
  tx: Exec,
  id: string,
  patch: Partial<Pick<DealroomRow, "name" | "status">>,
): Promise<DealroomRow | null> {
  const [row] = await tx
    .update(dealrooms)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(dealrooms.id, id))
    .returning();
  return row ?? null;
}

export async function touchRoom(tx: Exec, id: string): Promise<void> {
  await tx.update(dealrooms).set({ updatedAt: new Date() }).where(eq(dealrooms.id, id));
}

/** Every storage key of a room (current files and older file versions), read before deleting it. */
export async function roomStorageKeys(db: Exec, id: string): Promise<string[]> {
  const result = await db.execute<{ key: string }>(sql`
    select storage_key as key from dealroom_documents where dealroom_id = ${id} and storage_key is not null
    union
    select v.storage_key from dealroom_document_versions v join dealroom_documents d on d.id = v.document_id
      where d.dealroom_id = ${id} and v.storage_key is not null`);
  return result.rows.map((r) => r.key);
}

export function roomsOwnedBy(db: Exec, userId: string): Promise<DealroomRow[]> {
  return db.select().from(dealrooms).where(eq(dealrooms.createdBy, userId)).orderBy(asc(dealrooms.createdAt));
}

/** The addresses of a room's people who are not revoked: the invitation's address, else the member's account's. */
export async function memberEmailsOf(db: Exec, roomId: string): Promise<string[]> {
  const rows = await db
    .select({ email: sql<string | null>`lower(coalesce(${dealroomMembers.email}, ${profiles.email}))` })
    .from(dealroomMembers)
    .leftJoin(profiles, eq(profiles.id, dealroomMembers.userId))
    .where(and(eq(dealroomMembers.dealroomId, roomId), sql`${dealroomMembers.status} <> 'revoked'`));
  return [...new Set(rows.map((r) => r.email).filter((e): e is string => !!e))];
}

export async function deleteRoom(tx: Exec, id: string): Promise<boolean> {
  const rows = await tx.delete(dealrooms).where(eq(dealrooms.id, id)).returning({ id: dealrooms.id });
  return rows.length > 0;
}

// ── Members and share links ──

export async function findActiveMembership(db: Exec, roomId: string, userId: string): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(dealroomMembers)
    .where(
      and(
        eq(dealroomMembers.dealroomId, roomId),
        eq(dealroomMembers.userId, userId),
        eq(dealroomMembers.status, "active"),
        or(isNull(dealroomMembers.expiresAt), sql`${dealroomMembers.expiresAt} > now()`),
      ),
    );
  return row ?? null;
}

export async function listMembersOf(db: Exec, roomId: string) {
  return db
    .select({ member: dealroomMembers, link: dealroomShareLinks })
    .from(dealroomMembers)
    .leftJoin(
      dealroomShareLinks,
      and(eq(dealroomShareLinks.memberId, dealroomMembers.id), isNull(dealroomShareLinks.revokedAt)),
    )
    .where(eq(dealroomMembers.dealroomId, roomId))
    .orderBy(asc(dealroomMembers.createdAt));
}

export async function findMember(db: Exec, roomId: string, memberId: string): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(dealroomMembers)
    .where(and(eq(dealroomMembers.dealroomId, roomId), eq(dealroomMembers.id, memberId)));
  return row ?? null;
}

export async function upsertInvitedMember(
  tx: Exec,
  values: {
    dealroomId: string;
    email: string;
    name: string;
    accessLevel: string;
    invitedBy: string;
    expiresAt: Date | null;
  },
): Promise<MemberRow> {
  const [row] = await tx
    .insert(dealroomMembers)
    .values({ ...values, status: "invited" })
    .onConflictDoUpdate({
      target: [dealroomMembers.dealroomId, dealroomMembers.email],
      set: {
        name: values.name,
        accessLevel: values.accessLevel,
        invitedBy: values.invitedBy,
        expiresAt: values.expiresAt,
        // A re-invited member who had verified before stays active; a revoked one is invited again.
        status: sql`case when ${dealroomMembers.status} = 'active' then 'active' else 'invited' end`,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row as MemberRow;
}

export async function updateMemberRow(
  tx: Exec,
  memberId: string,
  patch: Partial<Pick<MemberRow, "accessLevel" | "status" | "userId" | "verifiedAt" | "name">>,
): Promise<MemberRow | null> {
  const [row] = await tx
    .update(dealroomMembers)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(dealroomMembers.id, memberId))
    .returning();
  return row ?? null;
}

export async function revokeLinksOfMember(tx: Exec, memberId: string): Promise<void> {
  await tx
    .update(dealroomShareLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(dealroomShareLinks.memberId, memberId), isNull(dealroomShareLinks.revokedAt)));
}

export async function updateLinksOfMember(
  tx: Exec,
  memberId: string,
  patch: Partial<Pick<ShareLinkRow, "accessLevel">>,
) {
  await tx.update(dealroomShareLinks).set(patch).where(eq(dealroomShareLinks.memberId, memberId));
}

export async function insertShareLink(
  tx: Exec,
  values: Omit<typeof dealroomShareLinks.$inferInsert, "id" | "createdAt">,
): Promise<ShareLinkRow> {
  const [row] = await tx.insert(dealroomShareLinks).values(values).returning();
  return row as ShareLinkRow;
}

export async function findShareLinkByToken(db: Exec, token: string) {
  const [row] = await db
    .select({ link: dealroomShareLinks, member: dealroomMembers })
    .from(dealroomShareLinks)
    .leftJoin(dealroomMembers, eq(dealroomMembers.id, dealroomShareLinks.memberId))
    .where(eq(dealroomShareLinks.token, token));
  return row ?? null;
}

export async function findShareLinkById(db: Exec, id: string) {
  const [row] = await db
    .select({ link: dealroomShareLinks, member: dealroomMembers })
    .from(dealroomShareLinks)
    .leftJoin(dealroomMembers, eq(dealroomMembers.id, dealroomShareLinks.memberId))
    .where(eq(dealroomShareLinks.id, id));
  return row ?? null;
}

export async function markLinkVerified(tx: Exec, linkId: string): Promise<void> {
  await tx
    .update(dealroomShareLinks)
    .set({ verifiedAt: sql`coalesce(${dealroomShareLinks.verifiedAt}, now())` })
    .where(eq(dealroomShareLinks.id, linkId));
}

// ── Activity ──

export async function insertActivity(
  tx: Exec,
  values: {
    dealroomId: string;
    actionType: ActivityAction;
    entityType: string;
    entityId?: string | null;
    userId?: string | null;
    visitorEmail?: string | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(dealroomActivityLogs).values({ ...values, details: values.details ?? {} });
}

export async function listActivityOf(db: Exec, roomId: string, page: number, pageSize: number) {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        log: dealroomActivityLogs,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        email: profiles.email,
      })
      .from(dealroomActivityLogs)
      .leftJoin(profiles, eq(profiles.id, dealroomActivityLogs.userId))
      .where(eq(dealroomActivityLogs.dealroomId, roomId))
      .orderBy(desc(dealroomActivityLogs.createdAt), desc(dealroomActivityLogs.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(dealroomActivityLogs)
      .where(eq(dealroomActivityLogs.dealroomId, roomId)),
  ]);
  return { rows, total };
}

// ── Folders ──

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

// ── Documents and versions ──

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

// ── DocuSign ──

export async function findConnection(db: Exec, userId: string): Promise<ConnectionRow | null> {
  const [row] = await db.select().from(docusignConnections).where(eq(docusignConnections.userId, userId));
  return row ?? null;
}

export async function upsertConnection(
  tx: Exec,
  userId: string,
  patch: Partial<typeof docusignConnections.$inferInsert>,
): Promise<ConnectionRow> {
  const [row] = await tx
    .insert(docusignConnections)
    .values({ userId, ...patch })
    .onConflictDoUpdate({ target: docusignConnections.userId, set: { ...patch, updatedAt: new Date() } })
    .returning();
  return row as ConnectionRow;
}

export async function insertEnvelope(tx: Exec, values: typeof docusignEnvelopes.$inferInsert): Promise<EnvelopeRow> {
  const [row] = await tx.insert(docusignEnvelopes).values(values).returning();
  return row as EnvelopeRow;
}

export async function latestEnvelopes(db: Exec, documentIds: string[]): Promise<Map<string, EnvelopeRow>> {
  const map = new Map<string, EnvelopeRow>();
  if (documentIds.length === 0) return map;
  const rows = await db
    .select()
    .from(docusignEnvelopes)
    .where(inArray(docusignEnvelopes.documentId, documentIds))
    .orderBy(asc(docusignEnvelopes.createdAt));
  for (const row of rows) map.set(row.documentId, row);
  return map;
}

export async function findEnvelopeById(db: Exec, id: string, lock = false): Promise<EnvelopeRow | null> {
  const query = db.select().from(docusignEnvelopes).where(eq(docusignEnvelopes.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

export async function updateEnvelope(
  tx: Exec,
  id: string,
  patch: Partial<typeof docusignEnvelopes.$inferInsert>,
): Promise<EnvelopeRow | null> {
  const [row] = await tx
    .update(docusignEnvelopes)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(docusignEnvelopes.id, id))
    .returning();
  return row ?? null;
}

export async function memberUserIds(db: Exec, roomId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: dealroomMembers.userId })
    .from(dealroomMembers)
    .where(and(eq(dealroomMembers.dealroomId, roomId), eq(dealroomMembers.status, "active")));
  return rows.map((r) => r.userId).filter((id): id is string => !!id);
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
