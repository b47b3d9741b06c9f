// Reminders and the daily digest (issue 8), run by a pg-boss schedule every quarter hour:
// - digest: once a day per user, at or after their digest hour in their time zone, when they have open tasks due
//   today or overdue, unless they switched it off in Settings;
// - reminders: each of a task's reminder offsets (days before the due day) once, at the reminder time in the
//   user's zone (09:00 when none), never after the due day has passed.
import type { Db } from "#server/db/client.ts";
import * as repo from "#server/features/tasks/task-notify.repository.ts";
import type { Mailer } from "#server/platform/mail.ts";
import { addDays, dayInZone, diffDays, hourInZone, isTimeZone, timeInZone } from "#shared/rules/task-dates.ts";
import type { Logger } from "pino";

export const TASK_REMINDERS_JOB = "tasks-reminders";
export const TASK_REMINDERS_CRON = "*/15 * * * *";
const DEFAULT_REMINDER_TIME = "09:00";

const zoneOf = (tz: string | null) => (tz && isTimeZone(tz) ? tz : "UTC");
const usDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

export function createTaskNotifyService(deps: { db: Db; mailer: Mailer; appUrl: string; log: Logger }) {
  const { db, mailer, appUrl, log } = deps;
  const taskUrl = (id: string) => `${appUrl}/tasks?selected=${id}`;

  async function sendDigests(now: Date): Promise<number> {
    let sent = 0;
    for (const c of await repo.digestCandidates(db, now.toISOString().slice(0, 10))) {
      const tz = zoneOf(c.time_zone);
      const today = dayInZone(now, tz);
      if (hourInZone(now, tz) < (c.digest_hour ?? 7)) continue;
      if (c.digest_last_sent_on && c.digest_last_sent_on >= today) continue;
      const due = await repo.openTasksDueBy(db, c.user_id, today);
      if (due.length === 0) continue;
      if (!(await repo.claimDigest(db, c.user_id, today))) continue;
      const overdue = due.filter((t) => (t.dueDate as string) < today);
      const todays = due.filter((t) => t.dueDate === today);
      const line = (t: (typeof due)[number]) =>
        `- ${t.title}${t.dueDate !== today ? ` (due ${usDay(t.dueDate as string)})` : t.dueTime ? ` (${t.dueTime.slice(0, 5)})` : ""}\n  ${taskUrl(t.id)}`;
      const text = [
        `Good morning${c.first_name ? `, ${c.first_name}` : ""}.`,
        "",
        overdue.length ? `Overdue (${overdue.length}):\n${overdue.map(line).join("\n")}\n` : null,
        todays.length ? `Due today (${todays.length}):\n${todays.map(line).join("\n")}\n` : null,
        `All tasks: ${appUrl}/tasks`,
        `You get this e-mail once a day. Turn it off in Settings: ${appUrl}/settings`,
      ]
        .filter((l) => l !== null)
        .join("\n");
      try {
        await mailer.send({
          to: c.email,
          subject: `Your tasks for ${usDay(today)}: ${overdue.length} overdue, ${todays.length} due today`,
          text,
        });
        sent += 1;
      } catch (err) {
        await repo.releaseDigest(db, c.user_id, c.digest_last_sent_on);
        throw err;
      }
    }
    return sent;
  }

  async function sendReminders(now: Date): Promise<number> {
    let sent = 0;
    for (const t of await repo.reminderCandidates(db, now.toISOString().slice(0, 10))) {
      const tz = zoneOf(t.time_zone);
      const today = dayInZone(now, tz);
      if (t.due_date < today) continue;
      const clock = timeInZone(now, tz);
      const at = (t.reminder_time ?? DEFAULT_REMINDER_TIME).slice(0, 5);
      const pending = t.reminder_days.filter((d) => !t.reminders_sent.includes(d));
      const ready = pending.filter((d) => {
        const day = addDays(t.due_date, -d);
        return day < today || (day === today && clock >= at);
      });
      if (ready.length === 0) continue;
      if (!(await repo.claimReminders(db, t.id, ready))) continue;
      const left = diffDays(t.due_date, today);
      const when = left === 0 ? "today" : left === 1 ? "tomorrow" : `in ${left} days, on ${usDay(t.due_date)}`;
      await mailer.send({
        to: t.email,
        subject: `Reminder: ${t.title} is due ${left === 0 ? "today" : left === 1 ? "tomorrow" : usDay(t.due_date)}`,
        text: [
          `"${t.title}" is due ${when}${t.due_time ? ` at ${t.due_time.slice(0, 5)}` : ""}.`,
          t.due_date_note ?? null,
          "",
          `Open the task: ${taskUrl(t.id)}`,
        ]
          .filter((l) => l !== null)
          .join("\n"),
      });
      sent += 1;
    }
    return sent;
  }

  return {
    sendDigests,
    sendReminders,
    async run(now = new Date()) {
      const reminders = await sendReminders(now);
      const digests = await sendDigests(now);
      if (reminders || digests) log.info({ reminders, digests }, "task notifications sent");
      return { reminders, digests };
    },
  };
}
