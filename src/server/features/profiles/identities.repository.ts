// The user's sign-in identities (Better Auth `accounts` rows: the password and third-party identities).
import { asc, eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { accounts, profiles } from "#server/db/schema/auth.ts";

export function listOwnIdentities(db: Db, userId: string) {
  return db
    .select({ id: accounts.id, providerId: accounts.providerId, createdAt: accounts.createdAt })
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.createdAt));
}

/**
 * Removes one identity unless it is the user's last. The profile row is locked first, so two concurrent
 * removals of the last two identities cannot both pass the count.
 */
export async function deleteIdentityUnlessLast(
  db: Db,
  userId: string,
  id: string,
): Promise<"deleted" | "not-found" | "last"> {
  return db.transaction(async (tx) => {
    await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).for("update");
    const rows = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.userId, userId));
    if (!rows.some((r) => r.id === id)) return "not-found";
    if (rows.length < 2) return "last";
    await tx.delete(accounts).where(eq(accounts.id, id));
    return "deleted";
  });
}
