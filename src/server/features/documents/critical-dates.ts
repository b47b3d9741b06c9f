// Critical dates of a lease (commencement, expiration, every option's notice deadline) from the abstract
// with the broker's corrections applied, and their iCalendar (RFC 5545) rendering.
import type { CriticalDate } from "#shared/contract/documents.ts";
import type { LeaseAbstract, LeaseFieldKey, LeaseOption } from "#shared/contract/lease-abstract.ts";

/** A corrected date as ISO yyyy-mm-dd, or null when it is not a date. */
export function toIsoDate(value: string): string | null {
  const s = value.trim();
  const iso = s.match(/^(\d{4})-(\d{2})-(\d{2})/);
  if (iso) {
    const d = new Date(Date.UTC(+iso[1], +iso[2] - 1, +iso[3]));
    return d.getUTCMonth() === +iso[2] - 1 ? s.slice(0, 10) : null;
  }
  const us = s.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/);
  if (us) {
    const d = new Date(Date.UTC(+us[3], +us[1] - 1, +us[2]));
    return d.getUTCMonth() === +us[1] - 1 ? d.toISOString().slice(0, 10) : null;
  }
  const parsed = Date.parse(`${s} UTC`);
  if (Number.isNaN(parsed)) return null;
  return new Date(parsed).toISOString().slice(0, 10);
}

const scalarDates: { key: LeaseFieldKey; kind: CriticalDate["kind"]; label: string }[] = [
  { key: "commencementDate", kind: "commencement", label: "Commencement date" },
  { key: "rentCommencementDate", kind: "rent_commencement", label: "Rent commencement date" },
  { key: "expirationDate", kind: "expiration", label: "Lease expiration" },
];

const optionLists: {
  key: "renewalOptions" | "terminationOptions" | "expansionOptions";
  kind: CriticalDate["kind"];
  label: string;
}[] = [
  { key: "renewalOptions", kind: "renewal_notice", label: "Renewal option notice deadline" },
  { key: "terminationOptions", kind: "termination_notice", label: "Termination option notice deadline" },
  { key: "expansionOptions", kind: "expansion_notice", label: "Expansion option notice deadline" },
];

/**
 * corrections: field key → the broker's value (null = "not in the lease"). A corrected date wins over the AI's;
 * a correction that is not a date leaves the date out rather than guessing.
 */
export function criticalDatesFor(
  abstract: LeaseAbstract | null,
  corrections: ReadonlyMap<string, string | null>,
): CriticalDate[] {
  if (!abstract) return [];
  const out: CriticalDate[] = [];
  for (const { key, kind, label } of scalarDates) {
    if (corrections.has(key)) {
      const v = corrections.get(key);
      const date = v ? toIsoDate(v) : null;
      if (date) out.push({ kind, label, date, page: null, snippet: null, corrected: true });
      continue;
    }
    const field = abstract[key];
    if (!field) continue;
    const date =
      typeof field.normalized === "string" ? toIsoDate(field.normalized) : field.value ? toIsoDate(field.value) : null;
    if (date) out.push({ kind, label, date, page: field.page, snippet: field.snippet, corrected: false });
  }
  for (const { key, kind, label } of optionLists) {
    const options: LeaseOption[] = abstract[key] ?? [];
    options.forEach((option, i) => {
      const date = option.noticeDeadline ? toIsoDate(option.noticeDeadline) : null;
      if (!date) return;
      const suffix = options.length > 1 ? ` (${i + 1} of ${options.length})` : "";
      out.push({
        kind,
        label: `${label}${suffix}`,
        date,
        page: option.page,
        snippet: option.snippet,
        corrected: false,
      });
    });
  }
  return out.sort((a, b) => a.date.localeCompare(b.date));
}

function escapeText(s: string): string {
  return s.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never splitting a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = "";
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
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

const compact = (iso: string) => iso.replaceAll("-", "");
function nextDay(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export function toIcs(input: {
  leaseId: string;
  title: string;
  url: string;
  dates: CriticalDate[];
  now?: Date;
}): string {
  const stamp = `${(input.now ?? new Date()).toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Leasedesk//Critical dates//EN", "CALSCALE:GREGORIAN"];
  input.dates.forEach((d, i) => {
    const details = [d.snippet ? `"${d.snippet}"` : null, d.page ? `Page ${d.page}` : null, input.url]
      .filter(Boolean)
      .join("\n");
    lines.push(
      "BEGIN:VEVENT",
      `UID:${input.leaseId}-${d.kind}-${i}@leasedesk`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compact(d.date)}`,
      `DTEND;VALUE=DATE:${compact(nextDay(d.date))}`,
      `SUMMARY:${escapeText(`${input.title}: ${d.label}`)}`,
      `DESCRIPTION:${escapeText(details)}`,
      `URL:${input.url}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  });
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
