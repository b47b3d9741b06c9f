// Task preferences (digest, time zone, calendar token) and the reads and claims of the reminder job. Claims are
// conditional updates, so two workers on the same tick never send the same e-mail twice.
import { and, asc, eq, isNotNull, lte, sql } from "drizzle-orm";
import { profiles } from "#server/db/schema/auth.ts";
import { taskPreferences, tasks } from "#server/db/schema/tasks.ts";
import type { Exec } from "#server/features/tasks/tasks.repository.ts";

export type PrefsRow = typeof taskPreferences.$inferSelect;

export async function getPrefs(ex: Exec, userId: string): Promise<PrefsRow | undefined> {
  const [row] = await ex.select().from(taskPreferences).where(eq(taskPreferences.userId, userId));
  return row;
}

export async function upsertPrefs(
  ex: Exec,
  userId: string,
  values: Partial<Pick<PrefsRow, "timeZone" | "digestEnabled" | "digestHour" | "calendarToken">>,
): Promise<PrefsRow> {
  const [row] = await ex
    .insert(taskPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: taskPreferences.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row as PrefsRow;
}

export async function findByCalendarToken(ex: Exec, token: string) {
  const [row] = await ex
    .select({ userId: taskPreferences.userId, timeZone: taskPreferences.timeZone })
    .from(taskPreferences)
    .where(eq(taskPreferences.calendarToken, token));
  return row;
}

/** Open tasks with a due day, for the calendar feed. */
export function dueTasksOf(ex: Exec, userId: string, limit = 5000) {
  return ex
    .select()
    .from(tasks)
    .where(and(eq(tasks.createdBy, userId), eq(tasks.completed, false), isNotNull(tasks.dueDate)))
    .orderBy(asc(tasks.dueDate))
    .limit(limit);
}

/** Users who may get a digest now: digest on (default) and an open task due by tomorrow in UTC (any zone's today). */
export async function digestCandidates(ex: Exec, utcToday: string) {
  const rows = await ex.execute<{
    user_id: string;
    email: string;
    first_name: string;
    time_zone: string | null;
    digest_hour: number | null;
    digest_last_sent_on: string | null;
  }>(sql`
    select p.id as user_id, p.email, p.first_name, tp.time_zone, tp.digest_hour, tp.digest_last_sent_on::text
    from ${profiles} p
    left join ${taskPreferences} tp on tp.user_id = p.id
    where coalesce(tp.digest_enabled, true)
      and exists (select 1 from ${tasks} t where t.created_by = p.id and not t.completed
        and t.due_date <= ${utcToday}::date + 1)`);
  return rows.rows;
}

/** Marks today's digest as sent; false when another worker already did (or it was sent today). */
export async function claimDigest(ex: Exec, userId: string, today: string): Promise<boolean> {
  const rows = await ex.execute(sql`
    insert into ${taskPreferences} (user_id, digest_last_sent_on) values (${userId}, ${today})
    on conflict (user_id) do update set digest_last_sent_on = excluded.digest_last_sent_on
    where ${taskPreferences.digestLastSentOn} is null or ${taskPreferences.digestLastSentOn} < excluded.digest_last_sent_on
    returning user_id`);
  return rows.rows.length > 0;
}

export async function releaseDigest(ex: Exec, userId: string, previous: string | null) {
  await ex.update(taskPreferences).set({ digestLastSentOn: previous }).where(eq(taskPreferences.userId, userId));
}

/** The user's open tasks due on or before a day (the digest's overdue and today). */
export function openTasksDueBy(ex: Exec, userId: string, day: string) {
  return ex
    .select({ id: tasks.id, title: tasks.title, dueDate: tasks.dueDate, dueTime: tasks.dueTime })
    .from(tasks)
    .where(and(eq(tasks.createdBy, userId), eq(tasks.completed, false), lte(tasks.dueDate, day)))
    .orderBy(asc(tasks.dueDate), asc(tasks.dueTime))
    .limit(200);
}

/** Open tasks with a reminder not yet sent whose earliest pending reminder day is by tomorrow (UTC). */
export async function reminderCandidates(ex: Exec, utcToday: string) {
  const rows = await ex.execute<{
    id: string;
    title: string;
    due_date: string;
    due_time: string | null;
    reminder_days: number[];
    reminders_sent: number[];
    reminder_time: string | null;
    due_date_note: string | null;
    user_id: string;
    email: string;
    time_zone: string | null;
  }>(sql`
    select t.id, t.title, t.due_date::text, t.due_time::text, t.reminder_days, t.reminders_sent, t.reminder_time::text,
      t.due_date_note, p.id as user_id, p.email, tp.time_zone
    from ${tasks} t
    join ${profiles} p on p.id = t.created_by
    left join ${taskPreferences} tp on tp.user_id = p.id
    where not t.completed and t.due_date is not null and cardinality(t.reminder_days) > 0
      and t.due_date >= ${utcToday}::date - 1
      and exists (select 1 from unnest(t.reminder_days) d
        where not (d = any(t.reminders_sent)) and t.due_date - d <= ${utcToday}::date + 1)
    limit 5000`);
  return rows.rows;
}

/** Records reminder offsets as sent; false when they already were (another worker). */
export async function claimReminders(ex: Exec, taskId: string, offsets: number[]): Promise<boolean> {
  const rows = await ex.execute(sql`
    update ${tasks} set reminders_sent = reminders_sent || ${sql`${`{${offsets.join(",")}}`}::integer[]`}
    where id = ${taskId} and not (reminders_sent && ${sql`${`{${offsets.join(",")}}`}::integer[]`})
    returning id`);
  return rows.rows.length > 0;
}
