// Account deletion rows: the grace period, the sweep's claim, the admin list, and the final delete.
import { and, asc, count, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { accountDeletions } from "#server/db/schema/accounts.ts";
import { profiles, sessions } from "#server/db/schema/auth.ts";

export type DeletionRow = typeof accountDeletions.$inferSelect;

export async function findDeletion(db: Db, userId: string): Promise<DeletionRow | null> {
  const [row] = await db.select().from(accountDeletions).where(eq(accountDeletions.userId, userId));
  return row ?? null;
}

/** Records the request; null when one exists already (also under concurrent requests). */
export async function insertDeletion(db: Db, userId: string, dueAt: Date): Promise<DeletionRow | null> {
  const [row] = await db.insert(accountDeletions).values({ userId, dueAt }).onConflictDoNothing().returning();
  return row ?? null;
}

/** Cancels a deletion that has not started; false when there is none or the job has it. */
export async function cancelDeletion(db: Db, userId: string): Promise<"cancelled" | "started" | "none"> {
  const deleted = await db
    .delete(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.startedAt)))
    .returning({ userId: accountDeletions.userId });
  if (deleted.length > 0) return "cancelled";
  return (await findDeletion(db, userId)) ? "started" : "none";
}

/**
 * Claims the deletions whose grace period is over and which no job holds (never started, or started so long
 * ago that its job must have died); the sweep sends one job per claimed user.
 */
export async function claimDueDeletions(db: Db, now: Date, staleAfterMinutes: number): Promise<string[]> {
  const rows = await db
    .update(accountDeletions)
    .set({ startedAt: now })
    .where(
      and(
        lte(accountDeletions.dueAt, now),
        or(
          isNull(accountDeletions.startedAt),
          lte(
            accountDeletions.startedAt,
            sql`${now.toISOString()}::timestamptz - make_interval(mins => ${staleAfterMinutes})`,
          ),
        ),
      ),
    )
    .returning({ userId: accountDeletions.userId });
  return rows.map((r) => r.userId);
}

export function listPending(db: Db) {
  return db
    .select({ deletion: accountDeletions, email: profiles.email, name: profiles.name })
    .from(accountDeletions)
    .innerJoin(profiles, eq(profiles.id, accountDeletions.userId))
    .orderBy(asc(accountDeletions.dueAt));
}

export async function adminCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(profiles).where(eq(profiles.role, "admin"));
  return row?.n ?? 0;
}

export async function profileOf(db: Db, userId: string) {
  const [row] = await db
    .select({ id: profiles.id, email: profiles.email, name: profiles.name, role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ?? null;
}

/** Signs the user out everywhere except the given session (the one asking), or everywhere. */
export async function deleteOtherSessions(db: Db, userId: string, keepToken: string | null): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepToken ? sql`${sessions.token} <> ${keepToken}` : sql`true`));
}

/**
 * The last step: the profile row. Every table naming the user references it (cascade for what the user owns,
 * set null for records of others that mention them, such as a room's activity log or the audit log). Sessions
 * this user opened as someone else (impersonating) end too: sessions.impersonated_by has no foreign key.
 */
export async function deleteProfile(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.impersonatedBy, userId));
    await tx.delete(profiles).where(eq(profiles.id, userId));
  });
}
