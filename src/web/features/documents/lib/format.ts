// Display formatting shared by the document pages (en-US: the spec's dates read 'MMM d, yyyy').
import { format, isValid, parseISO } from "date-fns";

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 2 });
const moneyWhole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const number = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

export function formatMoney(value: number | null | undefined, whole = false): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  return (whole || Math.abs(value) >= 10_000 ? moneyWhole : money).format(value);
}

export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  return number.format(value);
}

export function formatDate(iso: string | null | undefined, pattern = "MMM d, yyyy"): string {
  if (!iso) return "—";
  const date = parseISO(iso);
  return isValid(date) ? format(date, pattern) : iso;
}

export function formatDateTime(iso: string | null | undefined): string {
  return formatDate(iso, "MMM d, yyyy h:mm a");
}

export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return "—";
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export type ValueKind =
  | "text"
  | "date"
  | "money"
  | "area"
  | "percent"
  | "months"
  | "number"
  | "year"
  | "acres"
  | "years";

/** Shows an extracted field: the normalised value in a house format when there is one, else the text as read. */
export function formatFieldValue(kind: ValueKind, value: string, normalized: string | number | null): string {
  if (normalized === null || normalized === undefined || normalized === "") return value;
  if (kind === "date" && typeof normalized === "string") return formatDate(normalized);
  if (typeof normalized !== "number") return value;
  switch (kind) {
    case "money":
      return formatMoney(normalized);
    case "area":
      return `${formatNumber(normalized)} SF`;
    case "percent":
      return `${formatNumber(normalized)}%`;
    case "months":
      return `${formatNumber(normalized)} months`;
    case "acres":
      return `${formatNumber(normalized)} acres`;
    case "years":
      return `${formatNumber(normalized)} years`;
    case "year":
      return String(normalized);
    case "number":
      return formatNumber(normalized);
    default:
      return value;
  }
}

/** The file name without its extension: the default title of an upload (§5). */
export function titleFromFileName(name: string): string {
  const dot = name.lastIndexOf(".");
  return (dot > 0 ? name.slice(0, dot) : name).trim();
}
