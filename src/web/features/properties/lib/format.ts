// Display helpers for property figures.
const nf = new Intl.NumberFormat("en-US");
const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const rent = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

export const formatSf = (v: number | null | undefined) => (v == null ? "—" : `${nf.format(Math.round(v))} SF`);
export const formatNumber = (v: number | null | undefined) => (v == null ? "—" : nf.format(v));
export const formatMoney = (v: number | null | undefined) => (v == null ? "—" : money.format(v));
export const formatRent = (v: number | null | undefined, type?: string | null) =>
  v == null ? "—" : `${rent.format(v)}/SF/yr${type ? ` ${type}` : ""}`;
export const formatPct = (v: number | null | undefined) => (v == null ? "—" : `${v.toFixed(1)}%`);
export const formatYears = (v: number | null | undefined) => (v == null ? "—" : `${v.toFixed(1)} yrs`);

/** yyyy-mm-dd or ISO → 'Jan 5, 2026' (dates without time are shown as written, no time-zone shift). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "—";
  const d = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(d.getTime())) return value;
  return d.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
}

export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Parses a number typed by a person ('12,500', '$32.50'); blank → null; junk → undefined. */
export function parseNumber(text: string): number | null | undefined {
  const cleaned = text.replace(/[$,\s]/g, "");
  if (cleaned === "") return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : undefined;
}
