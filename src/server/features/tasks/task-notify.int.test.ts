import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTaskNotifyService } from "#server/features/tasks/task-notify.service.ts";
import { addDays, dayInZone } from "#shared/rules/task-dates.ts";
import { readMails } from "../../../../tests/support/mail.ts";
import { createTestApp, type TestApp, type TestUser } from "../../../../tests/support/test-app.ts";

let t: TestApp;

const call = async (user: TestUser | null, method: string, url: string, payload?: unknown) => {
  const res = await t.app.inject({
    method: method as "GET",
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  return { status: res.statusCode, body: res.body, json: () => res.json() as Record<string, unknown> };
};
const create = async (user: TestUser, body: object) => {
  const res = await call(user, "POST", "/api/tasks", body);
  expect(res.status, res.body).toBe(201);
  return res.json() as { id: string };
};
const notifier = () =>
  createTaskNotifyService({ db: t.ctx.db, mailer: t.ctx.mailer, appUrl: "http://localhost:3999", log: t.ctx.log });
const mailsTo = async (email: string) =>
  (await readMails(t.dataDir)).filter((m) => m.to.includes(email) && /^(Your tasks|Reminder)/.test(m.subject));

/** Unfolds an iCalendar text and returns its events as property maps. */
function parseIcs(text: string) {
  expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  expect(text.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
  const lines = text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  let depth = 0;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = {};
    else if (line === "END:VEVENT" && current) {
      events.push(current);
      current = null;
    } else if (line === "BEGIN:VALARM") depth += 1;
    else if (line === "END:VALARM") depth -= 1;
    else if (current) {
      const i = line.indexOf(":");
      const key = line.slice(0, i);
      current[depth ? `ALARM.${key}` : key] =
        depth && current[`ALARM.${key}`] ? `${current[`ALARM.${key}`]},${line.slice(i + 1)}` : line.slice(i + 1);
    }
  }
  return events;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("daily digest", () => {
  it("sends overdue and today's tasks once a day after the digest hour, unless switched off", async () => {
    const dana = await t.signUp({ email: "digest@tasks.test", firstName: "Dana" });
    const quiet = await t.signUp({ email: "quiet@tasks.test" });
    const tz = "America/Chicago";
    expect((await call(dana, "GET", `/api/tasks/preferences?tz=${encodeURIComponent(tz)}`)).json()).toMatchObject({
      timeZone: tz,
      digestEnabled: true,
      digestHour: 7,
    });
    // 08:00 in Chicago on a fixed day
    const now = new Date("2031-03-12T13:00:00Z");
    const today = dayInZone(now, tz);
    await create(dana, { title: "Overdue estoppel", dueDate: addDays(today, -2) });
    await create(dana, { title: "Today's tour", dueDate: today, dueTime: "10:30" });
    await create(dana, { title: "Next week", dueDate: addDays(today, 7) });
    await create(quiet, { title: "Quiet task", dueDate: addDays(today, -1) });
    const off = await call(quiet, "PATCH", "/api/tasks/preferences", { digestEnabled: false });
    expect(off.json()).toMatchObject({ digestEnabled: false });

    // before the hour: nothing
    await notifier().sendDigests(new Date("2031-03-12T11:00:00Z"));
    expect(await mailsTo("digest@tasks.test")).toHaveLength(0);

    expect(await notifier().sendDigests(now)).toBeGreaterThanOrEqual(1);
    const [mail] = await mailsTo("digest@tasks.test");
    expect(mail?.subject).toBe("Your tasks for 03/12/2031: 1 overdue, 1 due today");
    expect(mail?.text).toContain("Overdue estoppel");
    expect(mail?.text).toContain("Today's tour");
    expect(mail?.text).not.toContain("Next week");
    expect(mail?.text).toContain("/settings");
    // once a day
    await notifier().sendDigests(new Date(now.getTime() + 30 * 60_000));
    expect(await mailsTo("digest@tasks.test")).toHaveLength(1);
    expect(await mailsTo("quiet@tasks.test")).toHaveLength(0);

    expect((await call(null, "GET", "/api/tasks/preferences")).status).toBe(401);
    expect((await call(dana, "PATCH", "/api/tasks/preferences", { timeZone: "Nowhere/Land" })).status).toBe(400);
    expect((await call(dana, "PATCH", "/api/tasks/preferences", { digestHour: 24 })).status).toBe(400);
  });
});

describe("reminders", () => {
  it("sends each reminder offset once at the reminder time, never after the due day", async () => {
    const u = await t.signUp({ email: "remind@tasks.test" });
    const now = new Date("2031-05-05T15:00:00Z"); // UTC (no preferences row)
    const today = dayInZone(now, "UTC");
    const task = await create(u, {
      title: "Renewal notice",
      dueDate: addDays(today, 30),
      reminderDays: [90, 60, 30],
      reminderTime: "14:00",
    });
    await create(u, { title: "Later reminder", dueDate: addDays(today, 10), reminderDays: [1], reminderTime: "09:00" });
    await create(u, { title: "Past due", dueDate: addDays(today, -1), reminderDays: [0] });
    await notifier().sendReminders(now);
    const mails = await mailsTo("remind@tasks.test");
    expect(mails.map((m) => m.subject)).toEqual([
      `Reminder: Renewal notice is due ${addDays(today, 30).slice(5, 7)}/${addDays(today, 30).slice(8, 10)}/${addDays(today, 30).slice(0, 4)}`,
    ]);
    expect(mails[0]?.text).toContain(`/tasks?selected=${task.id}`);
    await notifier().sendReminders(new Date(now.getTime() + 15 * 60_000));
    expect(await mailsTo("remind@tasks.test")).toHaveLength(1);
    // moving the due day re-arms the reminders
    await call(u, "PATCH", `/api/tasks/${task.id}`, { dueDate: addDays(today, 60) });
    await notifier().sendReminders(now);
    expect(await mailsTo("remind@tasks.test")).toHaveLength(2);
  });
});

describe("calendar feed", () => {
  it("serves open tasks with a due day as a valid feed, and stops when revoked", async () => {
    const u = await t.signUp({ email: "ics@tasks.test" });
    const other = await t.signUp({ email: "ics-other@tasks.test" });
    await call(u, "PATCH", "/api/tasks/preferences", { timeZone: "America/New_York" });
    await create(u, {
      title: "Lease expiration, 5th Ave; suite 300",
      dueDate: "2031-07-01",
      reminderDays: [180, 90, 60, 30],
    });
    await create(u, { title: "Call at 2:30", dueDate: "2031-07-02", dueTime: "14:30" });
    await create(u, { title: "No date" });
    await create(other, { title: "Someone else's", dueDate: "2031-07-01" });

    const created = await call(u, "POST", "/api/tasks/calendar-feed");
    const url = created.json().calendarUrl as string;
    expect(url).toMatch(/^http:\/\/localhost:3999\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    const path = new URL(url).pathname;
    const feed = await call(null, "GET", path);
    expect(feed.status).toBe(200);
    const events = parseIcs(feed.body);
    expect(events.map((e) => e.SUMMARY).sort()).toEqual(["Call at 2:30", "Lease expiration\\, 5th Ave\\; suite 300"]);
    const allDay = events.find((e) => e.SUMMARY?.startsWith("Lease"));
    expect(allDay?.["DTSTART;VALUE=DATE"]).toBe("20310701");
    expect(allDay?.["ALARM.TRIGGER"]).toBe("-P180D,-P90D,-P60D,-P30D");
    expect(events.find((e) => e.SUMMARY === "Call at 2:30")?.DTSTART).toBe("20310702T183000Z");

    // a new address replaces the old one; revoking removes it
    const rotated = (await call(u, "POST", "/api/tasks/calendar-feed")).json().calendarUrl as string;
    expect(rotated).not.toBe(url);
    expect((await call(null, "GET", path)).status).toBe(404);
    expect((await call(u, "DELETE", "/api/tasks/calendar-feed")).json().calendarUrl).toBeNull();
    expect((await call(null, "GET", new URL(rotated).pathname)).status).toBe(404);
    expect((await call(null, "GET", "/api/calendar/not-a-token.ics")).status).toBe(404);
    expect((await call(null, "POST", "/api/tasks/calendar-feed")).status).toBe(401);
  });
});
