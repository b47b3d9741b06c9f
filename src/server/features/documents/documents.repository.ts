// The only documents module that talks to the database. User-facing functions take the acting user id
// first and scope by it; `…ForJob` / `admin…` functions are the background worker's and the admin's.
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { profiles } from "#server/db/schema/auth.ts";
import {
  documentAccess,
  documentAttachments,
  documentsFolders,
  leaseFieldCorrections,
  leases,
  offeringMemorandums,
} from "#server/db/schema/documents.ts";
import type { AccessLevel, DocumentSort, DocumentType } from "#shared/contract/documents.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** The database or a transaction inside it. */
export type DbLike = Db | Tx;

export type FolderRow = typeof documentsFolders.$inferSelect;
export type LeaseRow = typeof leases.$inferSelect;
export type OmRow = typeof offeringMemorandums.$inferSelect;
export type AccessRow = typeof documentAccess.$inferSelect;
export type AttachmentRow = typeof documentAttachments.$inferSelect;
export type UserRefRow = { id: string; name: string; email: string };

const userName = sql<string>`coalesce(nullif(btrim(${profiles.firstName} || ' ' || ${profiles.lastName}), ''), ${profiles.name})`;

// ── Folders ─────────────────────────────────────────────────────────────────────────────────────
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

// ── Documents: access resolution ───────────────────────────────────────────────────────────────
export type DocRow = (LeaseRow & { type: "lease" }) | (OmRow & { type: "offering_memorandum" });

/** The document if the user owns it or holds active access, with their level; else null (→ 404). */
export async function findAccessibleDocument(
  db: DbLike,
  userId: string,
  type: DocumentType,
  id: string,
): Promise<{ doc: DocRow; accessLevel: AccessLevel } | null> {
  const doc = await findDocumentById(db, type, id);
  if (!doc) return null;
  if (doc.ownerId === userId) return { doc, accessLevel: "owner" };
  const [access] = await db
    .select({ level: documentAccess.accessLevel })
    .from(documentAccess)
    .where(
      and(
        eq(documentAccess.documentType, type),
        eq(documentAccess.documentId, id),
        eq(documentAccess.userId, userId),
        eq(documentAccess.status, "active"),
      ),
    );
  return access ? { doc, accessLevel: access.level as AccessLevel } : null;
}

/** Unscoped lookup: for the job worker, the admin, and after an access check. */
export async function findDocumentById(db: DbLike, type: DocumentType, id: string): Promise<DocRow | null> {
  if (type === "lease") {
    const [row] = await db.select().from(leases).where(eq(leases.id, id));
    return row ? { ...row, type } : null;
  }
  const [row] = await db.select().from(offeringMemorandums).where(eq(offeringMemorandums.id, id));
  return row ? { ...row, type } : null;
}

/** Everyone who should hear about changes to a document: its owner and active access holders. */
export async function documentAudience(db: DbLike, type: DocumentType, id: string, ownerId: string) {
  const rows = await db
    .select({ userId: documentAccess.userId })
    .from(documentAccess)
    .where(
      and(
        eq(documentAccess.documentType, type),
        eq(documentAccess.documentId, id),
        eq(documentAccess.status, "active"),
      ),
    );
  return [...new Set([ownerId, ...rows.map((r) => r.userId).filter((u): u is string => !!u)])];
}

/** Every administrator: Lease Admin follows every lease's analysis. */
export async function adminIds(db: DbLike): Promise<string[]> {
  const rows = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.role, "admin"));
  return rows.map((r) => r.id);
}

export async function findUsers(db: DbLike, ids: string[]): Promise<Map<string, UserRefRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: profiles.id, name: userName, email: profiles.email })
    .from(profiles)
    .where(inArray(profiles.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function findUserByEmail(db: DbLike, email: string) {
  const [row] = await db
    .select({ id: profiles.id, name: userName, email: profiles.email })
    .from(profiles)
    .where(eq(sql`lower(${profiles.email})`, email.toLowerCase()));
  return row ?? null;
}

// ── Documents: list ────────────────────────────────────────────────────────────────────────────
export type DocumentListRow = {
  id: string;
  type: DocumentType;
  title: string;
  status: string;
  folder_id: string | null;
  owner_id: string;
  owner_name: string;
  owner_email: string;
  access_level: string;
  file_size: number | null;
  original_file_name: string | null;
  error_reason: string | null;
  processing_completed_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

const sortSql: Record<DocumentSort, SQL> = {
  title: sql`lower(d.title) asc, d.created_at desc`,
  "-title": sql`lower(d.title) desc, d.created_at desc`,
  uploaded: sql`d.created_at asc`,
  "-uploaded": sql`d.created_at desc`,
  size: sql`d.file_size asc nulls first, d.created_at desc`,
  "-size": sql`d.file_size desc nulls last, d.created_at desc`,
  status: sql`d.status asc, d.created_at desc`,
  "-status": sql`d.status desc, d.created_at desc`,
  type: sql`d.type asc, d.created_at desc`,
  "-type": sql`d.type desc, d.created_at desc`,
};

export async function listDocuments(
  db: DbLike,
  userId: string,
  q: {
    scope: "folder" | "all" | "shared";
    folderId?: string;
    type?: DocumentType;
    q?: string;
    sort: DocumentSort;
    page: number;
    pageSize: number;
  },
): Promise<{ rows: DocumentListRow[]; total: number }> {
  const docs = sql`(
    select l.id, 'lease'::text as type, l.title, l.status, l.folder_id, l.owner_id, l.file_size,
           l.original_file_name, l.error_reason, l.processing_completed_at, l.created_at, l.updated_at
      from leases l
    union all
    select o.id, 'offering_memorandum'::text, o.title, o.status, o.folder_id, o.owner_id, o.file_size,
           o.original_file_name, o.error_reason, o.processing_completed_at, o.created_at, o.updated_at
      from offering_memorandums o
  )`;
  const where: SQL[] = [];
  let accessJoin = sql``;
  let accessLevel = sql`'owner'::text`;
  if (q.scope === "shared") {
    accessJoin = sql`join document_access a on a.document_id = d.id and a.document_type = d.type
      and a.user_id = ${userId} and a.status = 'active'`;
    accessLevel = sql`a.access_level`;
    where.push(sql`d.owner_id <> ${userId}`);
  } else {
    where.push(sql`d.owner_id = ${userId}`);
    if (q.scope === "folder") where.push(q.folderId ? sql`d.folder_id = ${q.folderId}` : sql`d.folder_id is null`);
  }
  if (q.type) where.push(sql`d.type = ${q.type}`);
  if (q.q?.trim()) {
    const like = `%${q.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(d.title ilike ${like} or d.original_file_name ilike ${like})`);
  }
  const whereSql = sql.join(where, sql` and `);
  const rows = await db.execute<DocumentListRow>(sql`
    select d.*, ${accessLevel} as access_level, p.email as owner_email,
           coalesce(nullif(btrim(p.first_name || ' ' || p.last_name), ''), p.name) as owner_name
      from ${docs} d
      join profiles p on p.id = d.owner_id
      ${accessJoin}
     where ${whereSql}
     order by ${sortSql[q.sort]}, d.id
     limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`);
  const [{ total }] = (
    await db.execute<{ total: number }>(sql`
    select count(*)::int as total from ${docs} d ${accessJoin} where ${whereSql}`)
  ).rows;
  return { rows: rows.rows, total };
}

// ── Documents: writes ──────────────────────────────────────────────────────────────────────────
export async function insertLease(
  db: DbLike,
  userId: string,
  input: {
    title: string;
    documentUrl: string;
    extractionDetail: string;
    folderId: string | null;
    fileSize: number;
    originalFileName: string;
  },
) {
  const [row] = await db
    .insert(leases)
    .values({ ...input, ownerId: userId, status: "active" })
    .returning();
  return row;
}

export async function insertOm(
  db: DbLike,
  userId: string,
  input: { title: string; documentUrl: string; folderId: string | null; fileSize: number; originalFileName: string },
) {
  const [row] = await db
    .insert(offeringMemorandums)
    .values({ ...input, ownerId: userId, status: "processing" })
    .returning();
  return row;
}

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

export async function insertAttachment(
  db: DbLike,
  userId: string,
  input: {
    documentId: string;
    documentType: DocumentType;
    fileName: string;
    bucket: string;
    fileUrl: string;
    fileType: string;
    fileSize: number;
    isOriginal: boolean;
  },
) {
  const [row] = await db
    .insert(documentAttachments)
    .values({ ...input, uploadedBy: userId })
    .returning();
  return row;
}

/** Title / folder of a document the service has already authorised. */
export async function updateDocumentMeta(
  db: DbLike,
  type: DocumentType,
  id: string,
  patch: { title?: string; folderId?: string | null },
) {
  const table = type === "lease" ? leases : offeringMemorandums;
  await db
    .update(table)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(table.id, id));
}

/** Removes a document and its polymorphic rows (access, attachments); FK cascades take the rest. */
export async function deleteDocumentRows(db: DbLike, type: DocumentType, id: string) {
  await db.delete(documentAccess).where(and(eq(documentAccess.documentType, type), eq(documentAccess.documentId, id)));
  await db
    .delete(documentAttachments)
    .where(and(eq(documentAttachments.documentType, type), eq(documentAttachments.documentId, id)));
  const table = type === "lease" ? leases : offeringMemorandums;
  await db.delete(table).where(eq(table.id, id));
}

export function listAttachments(db: DbLike, type: DocumentType, documentId: string) {
  return db
    .select()
    .from(documentAttachments)
    .where(and(eq(documentAttachments.documentType, type), eq(documentAttachments.documentId, documentId)))
    .orderBy(desc(documentAttachments.isOriginal), asc(documentAttachments.createdAt));
}

// ── Processing state (the job worker) ──────────────────────────────────────────────────────────
export type ProcessingPatch = {
  status: string;
  processingStartedAt?: Date | null;
  processingCompletedAt?: Date | null;
  errorReason?: string | null;
  result?: unknown;
  extractionDetail?: string;
};

export async function setProcessingStateForJob(db: DbLike, type: DocumentType, id: string, patch: ProcessingPatch) {
  const { result, ...rest } = patch;
  if (type === "lease") {
    const [row] = await db
      .update(leases)
      .set({ ...rest, ...(result !== undefined ? { aiExtractedData: result } : {}), updatedAt: new Date() })
      .where(eq(leases.id, id))
      .returning({ id: leases.id });
    return !!row;
  }
  const { extractionDetail: _ignored, ...omRest } = rest;
  const [row] = await db
    .update(offeringMemorandums)
    .set({ ...omRest, ...(result !== undefined ? { extractedData: result } : {}), updatedAt: new Date() })
    .where(eq(offeringMemorandums.id, id))
    .returning({ id: offeringMemorandums.id });
  return !!row;
}

/**
 * Ends an analysis that is still queued or running as 'error' (pg-boss gave up on its job); a finished one is
 * left as it is. Returns whether a row changed.
 */
export async function failUnfinishedAnalysis(db: DbLike, type: DocumentType, id: string, errorReason: string) {
  const set = { status: "error", processingCompletedAt: null, errorReason, updatedAt: new Date() };
  if (type === "lease") {
    const [row] = await db
      .update(leases)
      .set(set)
      .where(and(eq(leases.id, id), inArray(leases.status, ["active", "processing"])))
      .returning({ id: leases.id });
    return !!row;
  }
  const [row] = await db
    .update(offeringMemorandums)
    .set(set)
    .where(and(eq(offeringMemorandums.id, id), eq(offeringMemorandums.status, "processing")))
    .returning({ id: offeringMemorandums.id });
  return !!row;
}

// ── Corrections ────────────────────────────────────────────────────────────────────────────────
export function correctionsOf(db: DbLike, leaseId: string) {
  return db
    .select({
      fieldKey: leaseFieldCorrections.fieldKey,
      value: leaseFieldCorrections.value,
      correctedAt: leaseFieldCorrections.correctedAt,
      correctedBy: leaseFieldCorrections.correctedBy,
    })
    .from(leaseFieldCorrections)
    .where(eq(leaseFieldCorrections.leaseId, leaseId));
}

export async function upsertCorrection(
  db: DbLike,
  userId: string,
  leaseId: string,
  fieldKey: string,
  value: string | null,
) {
  await db
    .insert(leaseFieldCorrections)
    .values({ leaseId, fieldKey, value, correctedBy: userId, correctedAt: new Date() })
    .onConflictDoUpdate({
      target: [leaseFieldCorrections.leaseId, leaseFieldCorrections.fieldKey],
      set: { value, correctedBy: userId, correctedAt: new Date() },
    });
}

export async function deleteCorrection(db: DbLike, _userId: string, leaseId: string, fieldKey: string) {
  await db
    .delete(leaseFieldCorrections)
    .where(and(eq(leaseFieldCorrections.leaseId, leaseId), eq(leaseFieldCorrections.fieldKey, fieldKey)));
}

// ── Sharing ────────────────────────────────────────────────────────────────────────────────────
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

// ── Admin ──────────────────────────────────────────────────────────────────────────────────────
export async function adminListLeases(db: DbLike, q: { page: number; pageSize: number; q?: string; status?: string }) {
  const conditions: SQL[] = [];
  if (q.status) conditions.push(eq(leases.status, q.status));
  if (q.q?.trim()) {
    const like = `%${q.q.trim()}%`;
    const match = or(ilike(leases.title, like), ilike(profiles.email, like), ilike(profiles.name, like));
    if (match) conditions.push(match);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ lease: leases, ownerName: userName, ownerEmail: profiles.email })
      .from(leases)
      .innerJoin(profiles, eq(profiles.id, leases.ownerId))
      .where(where)
      .orderBy(desc(leases.createdAt))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ total: count() }).from(leases).innerJoin(profiles, eq(profiles.id, leases.ownerId)).where(where),
  ]);
  return { rows, total };
}
