// Task preferences (issue 8): the daily digest e-mail, the time zone it uses, and the private calendar feed.
import { z } from "zod";
import { defineRoute } from "#shared/contract/route.ts";
import { isTimeZone } from "#shared/rules/task-dates.ts";

const timeZone = z.string().refine(isTimeZone, "Unknown time zone");

export const taskPreferencesDto = z.object({
  timeZone: z.string(),
  digestEnabled: z.boolean(),
  digestHour: z.number().int(),
  /** The private feed's address, or null when there is none (never created or revoked). */
  calendarUrl: z.string().nullable(),
});
export type TaskPreferencesDto = z.infer<typeof taskPreferencesDto>;

export const getTaskPreferences = defineRoute({
  method: "GET",
  path: "/api/tasks/preferences",
  summary: "The caller's task preferences; the first read saves the browser's time zone (tz)",
  query: z.object({ tz: timeZone.optional() }),
  response: taskPreferencesDto,
});

export const updateTaskPreferences = defineRoute({
  method: "PATCH",
  path: "/api/tasks/preferences",
  body: z.object({
    timeZone: timeZone.optional(),
    digestEnabled: z.boolean().optional(),
    digestHour: z.number().int().min(0, "Hour must be 0–23").max(23, "Hour must be 0–23").optional(),
  }),
  response: taskPreferencesDto,
});

export const createCalendarFeed = defineRoute({
  method: "POST",
  path: "/api/tasks/calendar-feed",
  summary: "Create the private calendar feed, or replace its address (the old one stops working)",
  response: taskPreferencesDto,
});

export const revokeCalendarFeed = defineRoute({
  method: "DELETE",
  path: "/api/tasks/calendar-feed",
  summary: "Revoke the private calendar feed",
  response: taskPreferencesDto,
});

/** Public, secret-token feed (text/calendar). */
export const calendarFeedPath = "/api/calendar/:token";
