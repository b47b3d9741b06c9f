// The user's own sessions (impersonation sessions excluded: they are not the user's).
import { and, desc, eq, gt, isNull, ne } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { phoneFactors, profiles, sessions, twoFactors } from "#server/db/schema/auth.ts";

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

export async function findPhoneFactor(db: Db, userId: string) {
  const [row] = await db.select().from(phoneFactors).where(eq(phoneFactors.userId, userId));
  return row ?? null;
}

/** Stores a number to verify; a verified number is never replaced here (remove it first). */
export async function upsertUnverifiedPhone(db: Db, userId: string, phone: string) {
  const [row] = await db
    .insert(phoneFactors)
    .values({ userId, phone })
    .onConflictDoUpdate({
      target: phoneFactors.userId,
      set: { phone, createdAt: new Date() },
      setWhere: isNull(phoneFactors.verifiedAt),
    })
    .returning();
  return row ?? null;
}

/** Removes the number; two-step verification stays on only if a verified authenticator app remains. */
export async function deletePhoneFactor(db: Db, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(phoneFactors)
      .where(eq(phoneFactors.userId, userId))
      .returning({ id: phoneFactors.id });
    if (gone.length === 0) return false;
    const [totp] = await tx
      .select({ id: twoFactors.id })
      .from(twoFactors)
      .where(and(eq(twoFactors.userId, userId), eq(twoFactors.verified, true)));
    if (!totp) await tx.update(profiles).set({ twoFactorEnabled: false }).where(eq(profiles.id, userId));
    return true;
  });
}
