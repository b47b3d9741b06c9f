import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { profiles } from "#server/db/schema/auth.ts";

export type ProfileRow = typeof profiles.$inferSelect;

export async function findProfile(db: Db, userId: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return row ?? null;
}

export async function updateProfileRow(
  db: Db,
  userId: string,
  patch: Partial<Pick<ProfileRow, "firstName" | "lastName" | "phone" | "position" | "company" | "country">>,
): Promise<ProfileRow | null> {
  const set: Partial<ProfileRow> = { ...patch, updatedAt: new Date() };
  const [row] = await db
    .update(profiles)
    .set({
      ...set,
      // Keep Better Auth's display name in step with the parts.
      ...(patch.firstName !== undefined || patch.lastName !== undefined
        ? {
            name: sql`trim(${patch.firstName ?? profiles.firstName} || ' ' || ${patch.lastName ?? profiles.lastName})`,
          }
        : {}),
    })
    .where(eq(profiles.id, userId))
    .returning();
  return row ?? null;
}

export async function appendCompletedGuide(db: Db, userId: string, guide: string): Promise<ProfileRow | null> {
  const [row] = await db
    .update(profiles)
    .set({
      completedGuides: sql`case when ${guide} = any(${profiles.completedGuides}) then ${profiles.completedGuides} else array_append(${profiles.completedGuides}, ${guide}) end`,
    })
    .where(eq(profiles.id, userId))
    .returning();
  return row ?? null;
}
