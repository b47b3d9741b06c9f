// The private calendar feed (RFC 5545): one event per open task with a due day; all-day unless it has a time,
// reminders as alarms. Pure rendering, unit-tested.
import { addDays, zonedTimeToUtc } from "#shared/rules/task-dates.ts";

export type CalendarTask = {
  id: string;
  title: string;
  description: string | null;
  dueDate: string;
  dueTime: string | null;
  reminderDays: number[];
  dueDateNote: string | null;
  updatedAt: Date;
};

function escapeText(s: string): string {
  return s.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds a content line at 75 octets, never splitting a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = "";
  let bytes = 0;
  for (const ch of line) {
    const size = new TextEncoder().encode(ch).length;
    if (bytes + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const utcStamp = (d: Date) => `${d.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
const compactDay = (day: string) => day.replaceAll("-", "");

export function renderTaskCalendar(input: { tasks: CalendarTask[]; timeZone: string; appUrl: string; now?: Date }) {
  const stamp = utcStamp(input.now ?? new Date());
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Leasedesk//Tasks//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "X-WR-CALNAME:Leasedesk tasks",
  ];
  for (const t of input.tasks) {
    const url = `${input.appUrl}/tasks?selected=${t.id}`;
    lines.push(
      "BEGIN:VEVENT",
      `UID:task-${t.id}@leasedesk`,
      `DTSTAMP:${stamp}`,
      `LAST-MODIFIED:${utcStamp(t.updatedAt)}`,
    );
    if (t.dueTime) {
      const start = zonedTimeToUtc(t.dueDate, t.dueTime, input.timeZone);
      lines.push(`DTSTART:${utcStamp(start)}`, `DTEND:${utcStamp(new Date(start.getTime() + 30 * 60_000))}`);
    } else {
      lines.push(
        `DTSTART;VALUE=DATE:${compactDay(t.dueDate)}`,
        `DTEND;VALUE=DATE:${compactDay(addDays(t.dueDate, 1))}`,
      );
    }
    const details = [t.description, t.dueDateNote, url].filter(Boolean).join("\n");
    lines.push(
      `SUMMARY:${escapeText(t.title)}`,
      `DESCRIPTION:${escapeText(details)}`,
      `URL:${url}`,
      "TRANSP:TRANSPARENT",
    );
    for (const d of t.reminderDays) {
      lines.push(
        "BEGIN:VALARM",
        "ACTION:DISPLAY",
        `DESCRIPTION:${escapeText(t.title)}`,
        `TRIGGER:${d === 0 ? "PT0S" : `-P${d}D`}`,
        "END:VALARM",
      );
    }
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
