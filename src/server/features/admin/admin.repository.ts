import { and, count, desc, eq, gt, ilike, like, or } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { profiles } from "#server/db/schema/auth.ts";
import { payments } from "#server/db/schema/subscriptions.ts";

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** The search text taken literally: LIKE's wildcards and escape character match only themselves. */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listProfiles(db: Db, opts: { page: number; pageSize: number; q?: string }) {
  const q = opts.q?.trim();
  const pattern = q ? containsPattern(q) : null;
  const where = pattern
    ? or(ilike(profiles.email, pattern), ilike(profiles.firstName, pattern), ilike(profiles.lastName, pattern))
    : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(profiles)
      .where(where)
      .orderBy(desc(profiles.createdAt))
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize),
    db.select({ total: count() }).from(profiles).where(where),
  ]);
  return { rows, total };
}

export async function freeUpgradesByUser(db: Db, userIds: string[], now: Date) {
  if (userIds.length === 0) return new Map<string, string[]>();
  const rows = await db
    .select({ userId: payments.userId, upgradeType: payments.upgradeType })
    .from(payments)
    .where(and(like(payments.stripeId, "admin\\_granted\\_%"), gt(payments.paidAt, new Date(now.getTime() - YEAR_MS))));
  const map = new Map<string, string[]>();
  for (const r of rows) {
    if (!r.upgradeType || !userIds.includes(r.userId)) continue;
    const list = map.get(r.userId) ?? [];
    if (!list.includes(r.upgradeType)) list.push(r.upgradeType);
    map.set(r.userId, list);
  }
  return map;
}

export async function findProfileById(db: Db, id: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  return row ?? null;
}
