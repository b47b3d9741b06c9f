import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { profiles } from "#server/db/schema/auth.ts";

export type ProfileRow = typeof profiles.$inferSelect;

function buildFindProfile(db: Db) {
  return db
    .select()
    .from(profiles)
    .where(eq(profiles.id, sql.placeholder("userId")))
    .prepare("profiles.by_id");
}
// Per database handle (tests run several apps in one process). GET /api/profile is the web's most frequent
// call: built by the query builder it cost ~0.1 ms of Node CPU and a parse and plan in PostgreSQL on every
// request; prepared once, a request sends only the name and the id (decision 0044).
const findProfileStatements = new WeakMap<Db, ReturnType<typeof buildFindProfile>>();

export async function findProfile(db: Db, userId: string): Promise<ProfileRow | null> {
  let statement = findProfileStatements.get(db);
  if (!statement) {
    statement = buildFindProfile(db);
    findProfileStatements.set(db, statement);
  }
  const [row] = await statement.execute({ userId });
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
