// iCalendar (RFC 5545) export of a lease's critical dates: one all-day event per date.

export type CriticalDate = {
  /** Stable within the lease, e.g. "expiration", "renewal-1". */
  key: string;
  title: string;
  /** ISO yyyy-mm-dd. */
  date: string;
  description?: string;
};

const escapeText = (text: string) =>
  text
    .replace(/\\/g, "\\\\")
    .replace(/\n/g, "\\n")
    .replace(/([,;])/g, "\\$1");

/** Folds lines longer than 75 octets (approximated by characters) as the RFC requires. */
const foldLine = (line: string) => {
  const parts: string[] = [];
  for (let i = 0; i < line.length; i += 73) parts.push((i ? " " : "") + line.slice(i, i + 73));
  return parts.join("\r\n");
};

const compact = (iso: string) => iso.replaceAll("-", "");

function nextDay(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export function buildIcs(input: { leaseId: string; leaseTitle: string; dates: CriticalDate[]; now?: Date }): string {
  const stamp = (input.now ?? new Date())
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Leasedesk//Critical dates//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
  ];
  for (const item of input.dates) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(item.date)) continue;
    lines.push(
      "BEGIN:VEVENT",
      `UID:${item.key}-${input.leaseId}@leasedesk`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compact(item.date)}`,
      `DTEND;VALUE=DATE:${compact(nextDay(item.date))}`,
      `SUMMARY:${escapeText(`${item.title} — ${input.leaseTitle}`)}`,
    );
    if (item.description) lines.push(`DESCRIPTION:${escapeText(item.description)}`);
    // A reminder two weeks ahead: notice deadlines are missed when nobody is told in time.
    lines.push(
      "BEGIN:VALARM",
      "ACTION:DISPLAY",
      `DESCRIPTION:${escapeText(item.title)}`,
      "TRIGGER:-P14D",
      "END:VALARM",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
