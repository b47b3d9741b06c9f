import { and, count, desc, eq, gt, ilike, inArray, isNull, like, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { profiles, sessions } from "#server/db/schema/auth.ts";
import { payments, subscriptionTiers } from "#server/db/schema/subscriptions.ts";

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const GRANTED = "admin\\_granted\\_%";

/** The search text taken literally: LIKE's wildcards and escape character match only themselves. */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export type UserFilters = {
  page: number;
  pageSize: number;
  q?: string;
  plan?: "features" | "docanalysis" | "free_upgrade" | "none";
  trial?: "active" | "ended";
};

function grantedRecently(now: Date): SQL {
  return sql`exists (select 1 from ${payments} where ${payments.userId} = ${profiles.id}
    and ${payments.stripeId} like ${GRANTED} and ${payments.paidAt} > ${new Date(now.getTime() - YEAR_MS)})`;
}

export async function listProfiles(db: Db, opts: UserFilters, now: Date) {
  const q = opts.q?.trim();
  const pattern = q ? containsPattern(q) : null;
  const conditions: (SQL | undefined)[] = [
    pattern
      ? or(ilike(profiles.email, pattern), ilike(profiles.firstName, pattern), ilike(profiles.lastName, pattern))
      : undefined,
    opts.trial === "active" ? gt(profiles.trialEndDate, now) : undefined,
    opts.trial === "ended" ? or(lte(profiles.trialEndDate, now), isNull(profiles.trialEndDate)) : undefined,
  ];
  if (opts.plan === "features" || opts.plan === "docanalysis") {
    conditions.push(
      sql`${profiles.subscriptionTierId} in (select ${subscriptionTiers.id} from ${subscriptionTiers} where ${subscriptionTiers.name} = ${opts.plan})`,
    );
  } else if (opts.plan === "free_upgrade") {
    conditions.push(grantedRecently(now));
  } else if (opts.plan === "none") {
    conditions.push(and(isNull(profiles.subscriptionTierId), sql`not ${grantedRecently(now)}`));
  }
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        profile: profiles,
        plan: subscriptionTiers.name,
      })
      .from(profiles)
      .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, profiles.subscriptionTierId))
      .where(where)
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize),
    db.select({ total: count() }).from(profiles).where(where),
  ]);
  return { rows, total };
}

export async function freeUpgradesByUser(db: Db, userIds: string[], now: Date) {
  const map = new Map<string, string[]>();
  if (userIds.length === 0) return map;
  const rows = await db
    .select({ userId: payments.userId, upgradeType: payments.upgradeType })
    .from(payments)
    .where(
      and(
        inArray(payments.userId, userIds),
        like(payments.stripeId, GRANTED),
        gt(payments.paidAt, new Date(now.getTime() - YEAR_MS)),
      ),
    );
  for (const r of rows) {
    if (!r.upgradeType) continue;
    const list = map.get(r.userId) ?? [];
    if (!list.includes(r.upgradeType)) list.push(r.upgradeType);
    map.set(r.userId, list);
  }
  return map;
}

export type Usage = { documents: number; storageBytes: number; lastSignInAt: string | null };

/** Documents owned (leases, memoranda, deal-room files), their bytes, and the last own sign-in. */
export async function usageByUser(db: Db, userIds: string[]): Promise<Map<string, Usage>> {
  const map = new Map<string, Usage>();
  if (userIds.length === 0) return map;
  const { rows } = await db.$client.query<{ id: string; documents: string; bytes: string; last: Date | null }>(
    `select p.id,
       (select count(*) from leases l where l.owner_id = p.id)
         + (select count(*) from offering_memorandums o where o.owner_id = p.id)
         + (select count(*) from dealroom_documents d where d.created_by = p.id) as documents,
       coalesce((select sum(l.file_size) from leases l where l.owner_id = p.id), 0)
         + coalesce((select sum(o.file_size) from offering_memorandums o where o.owner_id = p.id), 0)
         + coalesce((select sum(d.size_bytes) from dealroom_documents d where d.created_by = p.id), 0) as bytes,
       (select max(s.created_at) from sessions s where s.user_id = p.id and s.impersonated_by is null) as last
     from profiles p where p.id = any($1::uuid[])`,
    [userIds],
  );
  for (const r of rows) {
    map.set(r.id, {
      documents: Number(r.documents),
      storageBytes: Number(r.bytes),
      lastSignInAt: r.last ? r.last.toISOString() : null,
    });
  }
  return map;
}

export async function findProfileById(db: Db, id: string) {
  const [row] = await db
    .select({ profile: profiles, plan: subscriptionTiers.name })
    .from(profiles)
    .leftJoin(subscriptionTiers, eq(subscriptionTiers.id, profiles.subscriptionTierId))
    .where(eq(profiles.id, id));
  return row ?? null;
}

export async function extendTrialEnd(db: Db, id: string, days: number, now: Date) {
  await db
    .update(profiles)
    .set({
      trialEndDate: sql`greatest(coalesce(${profiles.trialEndDate}, ${now}), ${now}::timestamptz) + make_interval(days => ${days})`,
      updatedAt: now,
    })
    .where(eq(profiles.id, id));
}

export async function deleteGrants(db: Db, userId: string, upgradeType: string): Promise<number> {
  const rows = await db
    .delete(payments)
    .where(and(eq(payments.userId, userId), eq(payments.upgradeType, upgradeType), like(payments.stripeId, GRANTED)))
    .returning({ id: payments.id });
  return rows.length;
}

/**
 * Changes the role; removing an admin locks every admin row first, so two admins removing each other at
 * once cannot leave the workspace with none. Returns false when it would remove the last admin.
 */
export async function setRole(db: Db, id: string, role: "admin" | "user"): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (role === "user") {
      const admins = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.role, "admin"))
        .for("update");
      if (admins.some((a) => a.id === id) && admins.length <= 1) return false;
    }
    await tx.update(profiles).set({ role, updatedAt: new Date() }).where(eq(profiles.id, id));
    return true;
  });
}

/** Bans (and signs out everywhere) or unbans. */
export async function setBanned(db: Db, id: string, banned: boolean, reason: string | null) {
  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ banned, banReason: banned ? reason : null, banExpires: null, updatedAt: new Date() })
      .where(eq(profiles.id, id));
    if (banned) await tx.delete(sessions).where(eq(sessions.userId, id));
  });
}
