// The user's own sessions (impersonation sessions excluded: they are not the user's).
import { and, desc, eq, gt, isNull, ne } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { profiles, sessions, twoFactors } from "#server/db/schema/auth.ts";

export function listOwnSessions(db: Db, userId: string, now: Date) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.impersonatedBy), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.updatedAt));
}

export async function deleteOtherSessions(db: Db, userId: string, keepToken: string): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.impersonatedBy), ne(sessions.token, keepToken)))
    .returning({ id: sessions.id });
  return gone.length;
}

export async function findOwnSession(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ token: sessions.token })
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.impersonatedBy)));
  return row ?? null;
}

export async function deleteSessionById(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function findFactors(db: Db, userId: string) {
  const [profile] = await db
    .select({ enabled: profiles.twoFactorEnabled })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const rows = await db
    .select({ id: twoFactors.id, verified: twoFactors.verified, createdAt: twoFactors.createdAt })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId));
  return { enabled: !!profile?.enabled, rows };
}
