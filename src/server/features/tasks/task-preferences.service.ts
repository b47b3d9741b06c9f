// Task preferences: digest on/off and hour, the time zone e-mails use, and the private calendar feed whose secret
// token is revocable (a new token replaces the old one; revoking removes it).
import { randomBytes } from "node:crypto";
import type { Db } from "#server/db/client.ts";
import { renderTaskCalendar } from "#server/features/tasks/task-calendar.ts";
import * as repo from "#server/features/tasks/task-notify.repository.ts";
import { notFound } from "#server/platform/errors.ts";
import type { TaskPreferencesDto } from "#shared/contract/task-preferences.ts";
import { isTimeZone } from "#shared/rules/task-dates.ts";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export function createTaskPreferencesService(db: Db, appUrl: string) {
  const feedUrl = (token: string) => `${appUrl}/api/calendar/${token}.ics`;
  const toDto = (row: repo.PrefsRow | undefined): TaskPreferencesDto => ({
    timeZone: row?.timeZone ?? "UTC",
    digestEnabled: row?.digestEnabled ?? true,
    digestHour: row?.digestHour ?? 7,
    calendarUrl: row?.calendarToken ? feedUrl(row.calendarToken) : null,
  });

  return {
    async get(userId: string, browserZone?: string): Promise<TaskPreferencesDto> {
      const row = await repo.getPrefs(db, userId);
      if (!row && browserZone) return toDto(await repo.upsertPrefs(db, userId, { timeZone: browserZone }));
      return toDto(row);
    },
    async update(userId: string, patch: { timeZone?: string; digestEnabled?: boolean; digestHour?: number }) {
      return toDto(await repo.upsertPrefs(db, userId, patch));
    },
    async createFeed(userId: string) {
      return toDto(await repo.upsertPrefs(db, userId, { calendarToken: randomBytes(24).toString("base64url") }));
    },
    async revokeFeed(userId: string) {
      return toDto(await repo.upsertPrefs(db, userId, { calendarToken: null }));
    },
    /** The feed for a token; an unknown or revoked token is a 404 like any missing record. */
    async feed(token: string): Promise<string> {
      const clean = token.replace(/\.ics$/, "");
      if (!TOKEN_PATTERN.test(clean)) throw notFound("Calendar not found");
      const owner = await repo.findByCalendarToken(db, clean);
      if (!owner) throw notFound("Calendar not found");
      const rows = await repo.dueTasksOf(db, owner.userId);
      return renderTaskCalendar({
        tasks: rows.map((t) => ({
          id: t.id,
          title: t.title,
          description: t.description,
          dueDate: t.dueDate as string,
          dueTime: t.dueTime ? t.dueTime.slice(0, 5) : null,
          reminderDays: t.reminderDays,
          dueDateNote: t.dueDateNote,
          updatedAt: t.updatedAt,
        })),
        timeZone: isTimeZone(owner.timeZone) ? owner.timeZone : "UTC",
        appUrl,
      });
    },
  };
}
