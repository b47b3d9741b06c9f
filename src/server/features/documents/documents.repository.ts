// Leases and memoranda as documents: access resolution, the combined list, writes and the analysis state.
// Folders, sharing and corrections have their own repositories. User-facing functions take the acting user id
// first and scope by it; `…ForJob` / `admin…` functions are the background worker's and the admin's.
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { profiles } from "#server/db/schema/auth.ts";
import {
  documentAccess,
  documentAttachments,
  type documentsFolders,
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
