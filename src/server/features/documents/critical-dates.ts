// Critical dates of a lease (commencement, expiration, every option's notice deadline) from the abstract
// with the broker's corrections applied, and their iCalendar (RFC 5545) rendering.
import type { CriticalDate } from "#shared/contract/documents-leases.ts";
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
  key:
    | "renewalOptions"
    | "terminationOptions"
    | "expansionOptions"
    | "contractionOptions"
    | "firstRefusalRights"
    | "firstOfferRights";
  kind: CriticalDate["kind"];
  label: string;
}[] = [
  { key: "renewalOptions", kind: "renewal_notice", label: "Renewal option notice deadline" },
  { key: "terminationOptions", kind: "termination_notice", label: "Termination option notice deadline" },
  { key: "expansionOptions", kind: "expansion_notice", label: "Expansion option notice deadline" },
  { key: "contractionOptions", kind: "contraction_notice", label: "Contraction option notice deadline" },
  { key: "firstRefusalRights", kind: "rofr_notice", label: "Right of first refusal deadline" },
  { key: "firstOfferRights", kind: "rofo_notice", label: "Right of first offer deadline" },
];

function addMonthsIso(iso: string, months: number): string {
  const [y, m, d] = iso.split("-").map(Number);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d, last))).toISOString().slice(0, 10);
}

function addDaysIso(iso: string, days: number): string {
  const t = new Date(`${iso}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

/** A corrected term ("37", "37 months", "3 years") in months, or null. */
export function toMonths(value: string): number | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(years?|yrs?|months?|mos?)?\b/i.exec(value);
  if (!m) return null;
  const n = Number(m[1]);
  return /^y/i.test(m[2] ?? "") ? Math.round(n * 12) : Math.round(n);
}

const fieldDate = (abstract: LeaseAbstract, key: LeaseFieldKey): string | null => {
  const f = abstract[key];
  if (!f) return null;
  return typeof f.normalized === "string" ? toIsoDate(f.normalized) : f.value ? toIsoDate(f.value) : null;
};

/** An option's notice period back from a date: whole months, or days when the lease counts in days. */
export function noticeDeadline(optionDate: string, noticeMonths: number): string {
  return Number.isInteger(noticeMonths)
    ? addMonthsIso(optionDate, -noticeMonths)
    : addDaysIso(optionDate, -Math.round(noticeMonths * 30));
}

/**
 * corrections: field key → the broker's value (null = "not in the lease"). A corrected date wins over the AI's;
 * a correction that is not a date leaves the date out rather than guessing. Dates that follow from others are
 * recomputed from the corrected values: the expiration from commencement + term (unless the expiration itself
 * was corrected or stated with no correction upstream), and each renewal notice deadline from the expiration
 * and the option's notice period.
 */
export function criticalDatesFor(
  abstract: LeaseAbstract | null,
  corrections: ReadonlyMap<string, string | null>,
): CriticalDate[] {
  if (!abstract) return [];
  const out: CriticalDate[] = [];
  const corrected = (key: string) => corrections.has(key);
  const correctedDate = (key: string) => {
    const v = corrections.get(key);
    return v ? toIsoDate(v) : null;
  };
  for (const { key, kind, label } of scalarDates) {
    if (key === "expirationDate") continue;
    if (corrected(key)) {
      const date = correctedDate(key);
      if (date) out.push({ kind, label, date, page: null, snippet: null, corrected: true });
      continue;
    }
    const field = abstract[key];
    const date = fieldDate(abstract, key);
    if (field && date) out.push({ kind, label, date, page: field.page, snippet: field.snippet, corrected: false });
  }
  // Expiration: corrected, else derived from a corrected commencement or term, else stated, else derived.
  const commencement = corrected("commencementDate")
    ? correctedDate("commencementDate")
    : fieldDate(abstract, "commencementDate");
  const termValue = corrections.get("termMonths");
  const term = corrected("termMonths")
    ? termValue
      ? toMonths(termValue)
      : null
    : typeof abstract.termMonths?.normalized === "number"
      ? abstract.termMonths.normalized
      : null;
  const upstreamCorrected = corrected("commencementDate") || corrected("termMonths");
  const stated = fieldDate(abstract, "expirationDate");
  const derived = commencement && term ? addDaysIso(addMonthsIso(commencement, term), -1) : null;
  let expiration: string | null;
  let expirationFromCorrection = false;
  if (corrected("expirationDate")) {
    expiration = correctedDate("expirationDate");
    expirationFromCorrection = true;
  } else if (upstreamCorrected && derived) {
    expiration = derived;
    expirationFromCorrection = true;
  } else expiration = stated ?? derived;
  if (expiration) {
    const f = abstract.expirationDate;
    const fromText = !expirationFromCorrection && stated === expiration && f;
    out.push({
      kind: "expiration",
      label: fromText || expirationFromCorrection ? "Lease expiration" : "Lease expiration (commencement + term)",
      date: expiration,
      page: fromText ? f.page : (abstract.termMonths?.page ?? null),
      snippet: fromText ? f.snippet : (abstract.termMonths?.snippet ?? null),
      corrected: expirationFromCorrection,
    });
  }
  const expirationMoved = expiration !== stated;
  for (const { key, kind, label } of optionLists) {
    const options: LeaseOption[] = abstract[key] ?? [];
    options.forEach((option, i) => {
      let date = option.noticeDeadline ? toIsoDate(option.noticeDeadline) : null;
      let recomputed = false;
      // A renewal is exercised before the expiration, and a first right measured back from the end of the term
      // ("not during the last 12 months") lapses before it: their deadlines move with the expiration.
      const followsExpiration =
        option.deadlineFrom === "expiration" || (key === "renewalOptions" && option.deadlineFrom !== "stated_date");
      if (followsExpiration && expiration && option.noticeMonths !== null && (expirationMoved || !date)) {
        date = noticeDeadline(expiration, option.noticeMonths);
        recomputed = expirationFromCorrection;
      }
      if (!date) return;
      const suffix = options.length > 1 ? ` (${i + 1} of ${options.length})` : "";
      out.push({
        kind,
        label: `${label}${suffix}`,
        date,
        page: option.page,
        snippet: option.snippet,
        corrected: recomputed,
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
