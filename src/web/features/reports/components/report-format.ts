import type { ReportColumn, ReportRow } from "#shared/contract/reports.ts";

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 2 });
const num = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** A cell as the table shows it (the app's date style 'MMM d, yyyy'; '—' for missing values). */
export function formatCell(value: ReportRow[string] | undefined, kind: ReportColumn["kind"]): string {
  if (value === null || value === undefined || value === "") return "—";
  if (kind === "flag") return value ? "Yes" : "No";
  if (typeof value === "number") {
    if (kind === "money") return money.format(value);
    if (kind === "percent") return `${num.format(value)}%`;
    return num.format(value);
  }
  if (kind === "date" && typeof value === "string") {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    if (m) return `${MONTHS[Number(m[2]) - 1]} ${Number(m[3])}, ${m[1]}`;
  }
  return String(value);
}

export const compactNumber = (v: number) =>
  new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 }).format(v);
