// Small value rules of the reports: numbers and dates as brokers type them (corrections are free text),
// strict calendar dates for filters, and the property key a lease is grouped under.

/** "12,500 RSF" → 12500; "$31.50/SF" → 31.5; text without a number → null. */
export function parseAmount(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  const match = value.replace(/,/g, "").match(/-?\d+(?:\.\d+)?/);
  if (!match) return null;
  const n = Number(match[0]);
  return Number.isFinite(n) ? n : null;
}

/** A real calendar date in yyyy-mm-dd (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const m = value.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/** A date as brokers write it (ISO, m/d/yyyy, "March 31, 2030") → yyyy-mm-dd, or null. */
export function parseLooseDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const s = value.trim();
  const iso = s.match(/^(\d{4})-(\d{2})-(\d{2})/);
  if (iso) {
    const day = `${iso[1]}-${iso[2]}-${iso[3]}`;
    return isCalendarDate(day) ? day : null;
  }
  const us = s.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/);
  if (us) {
    const day = `${us[3]}-${us[1].padStart(2, "0")}-${us[2].padStart(2, "0")}`;
    return isCalendarDate(day) ? day : null;
  }
  const parsed = Date.parse(`${s} UTC`);
  if (Number.isNaN(parsed)) return null;
  return new Date(parsed).toISOString().slice(0, 10);
}

/** Adds whole calendar months to a yyyy-mm-dd date, clamping to the month's last day. */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** The label a lease's premises are grouped under: the address without the suite, tidied; or 'Unknown property'. */
export function propertyLabel(address: string | null | undefined): string {
  if (!address) return UNKNOWN_PROPERTY;
  const cleaned = address
    .replace(/\s+/g, " ")
    .replace(/,?\s*(suite|ste\.?|unit|#)\s*[\w-]+/i, "")
    .replace(/\s+,/g, ",")
    .trim()
    .replace(/[,.]$/, "");
  return cleaned || UNKNOWN_PROPERTY;
}
export const UNKNOWN_PROPERTY = "Unknown property";

/** Case- and space-insensitive key of a property label, so "100 Main St" and "100 main st " group together. */
export const propertyKey = (label: string) => label.toLowerCase().replace(/\s+/g, " ").trim();

export const round = (n: number, digits = 2) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};
