// Import jobs and their per-row issues.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Exec } from "#server/features/contacts/contacts-common.repository.ts";
import { importJobIssues, importJobs } from "#server/db/schema/contacts.ts";

export type ImportJobRow = typeof importJobs.$inferSelect;
export type ImportJobInsert = Omit<typeof importJobs.$inferInsert, "createdBy" | "id">;

export async function insertImportJob(db: Exec, userId: string, row: ImportJobInsert): Promise<ImportJobRow> {
  const [created] = await db
    .insert(importJobs)
    .values({ ...row, createdBy: userId })
    .returning();
  return created as ImportJobRow;
}

export async function findImportJob(db: Exec, userId: string, id: string): Promise<ImportJobRow | null> {
  const [row] = await db
    .select()
    .from(importJobs)
    .where(and(eq(importJobs.createdBy, userId), eq(importJobs.id, id)));
  return row ?? null;
}

/** For the background worker, which acts as the job's owner. */
export async function findImportJobById(db: Exec, id: string): Promise<ImportJobRow | null> {
  const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id));
  return row ?? null;
}

export async function updateImportJob(
  db: Exec,
  userId: string,
  id: string,
  patch: Partial<ImportJobInsert>,
): Promise<ImportJobRow | null> {
  const [row] = await db
    .update(importJobs)
    .set(patch)
    .where(and(eq(importJobs.createdBy, userId), eq(importJobs.id, id)))
    .returning();
  return row ?? null;
}

/** Moves uploaded → queued once; false when the import was already started. */
/** Marks an import failed only while it is still queued or running (a finished one is left as it is). */
export async function failUnfinishedImport(db: Exec, id: string, error: string): Promise<ImportJobRow | null> {
  const [row] = await db
    .update(importJobs)
    .set({ status: "failed", error, finishedAt: new Date() })
    .where(and(eq(importJobs.id, id), inArray(importJobs.status, ["queued", "running"])))
    .returning();
  return row ?? null;
}

export async function claimImportJob(
  db: Exec,
  userId: string,
  id: string,
  patch: Partial<ImportJobInsert>,
): Promise<ImportJobRow | null> {
  const [row] = await db
    .update(importJobs)
    // A failed import may be committed again: it resumes after its last committed batch.
    .set({ ...patch, status: "queued", error: null, finishedAt: null })
    .where(
      and(eq(importJobs.createdBy, userId), eq(importJobs.id, id), inArray(importJobs.status, ["uploaded", "failed"])),
    )
    .returning();
  return row ?? null;
}

export async function addProgress(
  db: Exec,
  id: string,
  delta: { processedRows: number; created: number; updated: number; skipped: number; failed: number },
) {
  await db
    .update(importJobs)
    .set({
      processedRows: sql`${importJobs.processedRows} + ${delta.processedRows}`,
      created: sql`${importJobs.created} + ${delta.created}`,
      updated: sql`${importJobs.updated} + ${delta.updated}`,
      skipped: sql`${importJobs.skipped} + ${delta.skipped}`,
      failed: sql`${importJobs.failed} + ${delta.failed}`,
    })
    .where(eq(importJobs.id, id));
}

export async function insertIssues(
  db: Exec,
  jobId: string,
  issues: { row: number; outcome: "skipped" | "failed"; reason: string }[],
) {
  if (issues.length === 0) return;
  await db.insert(importJobIssues).values(issues.map((i) => ({ ...i, jobId })));
}

export async function listIssues(db: Exec, jobId: string, limit: number, offset = 0) {
  return db
    .select({ row: importJobIssues.row, outcome: importJobIssues.outcome, reason: importJobIssues.reason })
    .from(importJobIssues)
    .where(eq(importJobIssues.jobId, jobId))
    .orderBy(asc(importJobIssues.row), asc(importJobIssues.id))
    .limit(limit)
    .offset(offset);
}

/**
 * Import batches need not wait for the WAL flush: a crash can lose only the last batches, and their progress
 * counters commit with them, so the retried job resumes at the right row.
 */
export async function relaxCommit(db: Exec) {
  await db.execute(sql`set local synchronous_commit = off`);
}
