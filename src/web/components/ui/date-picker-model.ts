// Pure date arithmetic of the DatePicker primitive (spec: "date picker default format MM/dd/yyyy, 30-minute
// intervals"). Days are plain "yyyy-MM-dd" strings computed in UTC so no time zone or DST can shift them.

export const US_DATE_HINT = "MM/dd/yyyy";
export const US_DATE_INVALID = "Enter a real date as MM/dd/yyyy";
const MIN_YEAR = 1900;
const MAX_YEAR = 2200;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const toDate = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};
const fromDate = (d: Date) => `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** "M/d/yyyy" or "MM/dd/yyyy" (also with '-' or '.') → "yyyy-MM-dd"; null when blank, malformed or impossible. */
export function parseUsDate(text: string): string | null {
  const m = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!m) return null;
  const month = Number(m[1]);
  const day = Number(m[2]);
  const year = Number(m[3]);
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** "yyyy-MM-dd" → "MM/dd/yyyy"; "" for none. */
export function formatUsDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const [y, m, d] = iso.split("-");
  return `${m}/${d}/${y}`;
}

/** The text a field holds: blank, a valid date, or something the user must fix. */
export function readUsDate(text: string): { ok: true; value: string | null } | { ok: false } {
  if (!text.trim()) return { ok: true, value: null };
  const value = parseUsDate(text);
  return value ? { ok: true, value } : { ok: false };
}

export function addDays(iso: string, n: number): string {
  const d = toDate(iso);
  d.setUTCDate(d.getUTCDate() + n);
  return fromDate(d);
}

/** Same day n months later, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(iso: string, n: number): string {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + n;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, daysInMonth(year, month)))}`;
}

export const weekday = (iso: string) => toDate(iso).getUTCDay();
export const startOfWeek = (iso: string) => addDays(iso, -weekday(iso));
export const endOfWeek = (iso: string) => addDays(iso, 6 - weekday(iso));
export const sameMonth = (a: string, b: string) => a.slice(0, 7) === b.slice(0, 7);
export const clampYear = (iso: string) => {
  const year = Number(iso.slice(0, 4));
  if (year < MIN_YEAR) return `${MIN_YEAR}-01-01`;
  if (year > MAX_YEAR) return `${MAX_YEAR}-12-31`;
  return iso;
};

/** Weeks (Sunday first) covering the month of `iso`, with the neighbouring months' days filling the edges. */
export function monthGrid(iso: string): string[][] {
  const first = `${iso.slice(0, 7)}-01`;
  const [y, m] = iso.split("-").map(Number) as [number, number];
  const last = `${iso.slice(0, 7)}-${pad(daysInMonth(y, m))}`;
  const weeks: string[][] = [];
  for (let day = startOfWeek(first); day <= last; day = addDays(day, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(day, i)));
  }
  return weeks;
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export const monthCaption = (iso: string) => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(0, 4))}`;

/** "Tuesday, November 24, 2026" — the accessible name of a day in the calendar. */
export const dayLabel = (iso: string) =>
  `${WEEKDAYS[weekday(iso)]}, ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}, ${Number(iso.slice(0, 4))}`;

/** The 48 times of the time list, every 30 minutes ("HH:mm"). */
export const HALF_HOURS: string[] = Array.from(
  { length: 48 },
  (_, i) => `${pad(Math.floor(i / 2))}:${i % 2 ? "30" : "00"}`,
);

/** "14:30" → "2:30 PM". */
export function formatTime(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${pad(m)} ${h < 12 ? "AM" : "PM"}`;
}

/** The calendar's keyboard moves (WAI-ARIA date picker dialog pattern); null for keys it does not handle. */
export function moveFocus(iso: string, key: string, shift = false): string | null {
  switch (key) {
    case "ArrowLeft":
      return addDays(iso, -1);
    case "ArrowRight":
      return addDays(iso, 1);
    case "ArrowUp":
      return addDays(iso, -7);
    case "ArrowDown":
      return addDays(iso, 7);
    case "Home":
      return startOfWeek(iso);
    case "End":
      return endOfWeek(iso);
    case "PageUp":
      return addMonths(iso, shift ? -12 : -1);
    case "PageDown":
      return addMonths(iso, shift ? 12 : 1);
    default:
      return null;
  }
}
