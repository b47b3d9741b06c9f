// The audit log and the impersonation sessions it describes.
import { aliasedTable, and, count, desc, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { auditLogs } from "#server/db/schema/accounts.ts";
import { profiles, sessions } from "#server/db/schema/auth.ts";
import type { AuditAction } from "#shared/contract/impersonation.ts";

export type AuditInput = {
  action: AuditAction;
  actorId: string | null;
  userId: string | null;
  reason?: string | null;
  details?: Record<string, unknown>;
  at?: Date;
};

type Writer = Pick<Db, "insert">;

/** Writes one row; a second ending of the same impersonation session is dropped (unique index). */
export async function insertAudit(db: Writer, entry: AuditInput): Promise<boolean> {
  const rows = await db
    .insert(auditLogs)
    .values({
      action: entry.action,
      actorId: entry.actorId,
      userId: entry.userId,
      reason: entry.reason ?? null,
      details: entry.details ?? {},
      ...(entry.at ? { at: entry.at } : {}),
    })
    .onConflictDoNothing()
    .returning({ id: auditLogs.id });
  return rows.length === 1;
}

const actor = aliasedTable(profiles, "actor");
const subject = aliasedTable(profiles, "subject");

export async function listAudit(db: Db, opts: { page: number; pageSize: number; action?: string; userId?: string }) {
  const where = and(
    opts.action ? eq(auditLogs.action, opts.action) : undefined,
    opts.userId ? eq(auditLogs.userId, opts.userId) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: auditLogs.id,
        at: auditLogs.at,
        action: auditLogs.action,
        reason: auditLogs.reason,
        details: auditLogs.details,
        actorId: actor.id,
        actorEmail: actor.email,
        actorName: actor.name,
        userId: subject.id,
        userEmail: subject.email,
        userName: subject.name,
      })
      .from(auditLogs)
      .leftJoin(actor, eq(actor.id, auditLogs.actorId))
      .leftJoin(subject, eq(subject.id, auditLogs.userId))
      .where(where)
      .orderBy(desc(auditLogs.at), desc(auditLogs.id))
      .limit(opts.pageSize)
      .offset((opts.page - 1) * opts.pageSize),
    db.select({ total: count() }).from(auditLogs).where(where),
  ]);
  return { rows, total };
}

/** Starts of impersonations of this user, with how each ended (stop or expiry row of the same session). */
export async function listImpersonationsOf(db: Db, userId: string, limit = 20) {
  const { rows } = await db.$client.query<{
    at: Date;
    reason: string | null;
    admin_name: string | null;
    ended_at: Date | null;
  }>(
    `select s.at, s.reason, a.name as admin_name,
            (select min(e.at) from audit_logs e
              where e.action in ('impersonation.stopped','impersonation.expired')
                and e.details->>'sessionId' = s.details->>'sessionId') as ended_at
       from audit_logs s left join profiles a on a.id = s.actor_id
      where s.action = 'impersonation.started' and s.user_id = $1
      order by s.at desc limit $2`,
    [userId, limit],
  );
  return rows;
}

export async function findSessionByToken(db: Db, token: string) {
  const [row] = await db.select().from(sessions).where(eq(sessions.token, token));
  return row ?? null;
}

export async function findStartAudit(db: Db, sessionId: string) {
  const [row] = await db
    .select({ reason: auditLogs.reason, at: auditLogs.at })
    .from(auditLogs)
    .where(and(eq(auditLogs.action, "impersonation.started"), sql`${auditLogs.details}->>'sessionId' = ${sessionId}`))
    .limit(1);
  return row ?? null;
}

export async function findPerson(db: Db, id: string) {
  const [row] = await db
    .select({ id: profiles.id, email: profiles.email, name: profiles.name, role: profiles.role })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row ?? null;
}

/**
 * Writes the expiry row of every impersonation whose hour is over and that nobody stopped, and removes those
 * sessions. Works from the audit log's own start rows (Better Auth may already have deleted an expired session),
 * and the unique index on endings makes concurrent sweeps in several processes write each row once.
 */
export async function sweepExpiredImpersonations(db: Db, now: Date): Promise<number> {
  const { rowCount } = await db.$client.query(
    `insert into audit_logs (action, actor_id, user_id, at, details)
     select 'impersonation.expired', s.actor_id, s.user_id, (s.details->>'until')::timestamptz,
            jsonb_build_object('sessionId', s.details->>'sessionId')
       from audit_logs s
      where s.action = 'impersonation.started' and (s.details->>'until')::timestamptz <= $1
        and not exists (select 1 from audit_logs e
                         where e.action in ('impersonation.stopped', 'impersonation.expired')
                           and e.details->>'sessionId' = s.details->>'sessionId')
     on conflict do nothing`,
    [now],
  );
  await db.delete(sessions).where(and(isNotNull(sessions.impersonatedBy), lte(sessions.expiresAt, now)));
  return rowCount ?? 0;
}

/** Deletes one impersonation session; returns it when this call deleted it (so only one stop is audited). */
export async function deleteSession(db: Db, id: string) {
  const [row] = await db.delete(sessions).where(eq(sessions.id, id)).returning();
  return row ?? null;
}
