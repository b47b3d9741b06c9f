// §5 text helpers.

/** Lowercases, trims and removes everything that is not a letter or digit. */
export function normalizeForCompare(value: string | null | undefined): string {
  return (value ?? "")
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

export function textEquals(a: string | null | undefined, b: string | null | undefined): boolean {
  return normalizeForCompare(a) === normalizeForCompare(b);
}

const replacements: [RegExp, string][] = [
  [/[\u2018\u2019\u201A\u201B\u2032]/g, "'"],
  [/[\u201C\u201D\u201E\u201F\u2033]/g, '"'],
  [/[\u2013\u2014\u2015\u2212]/g, "-"],
  [/\u2026/g, "..."],
  [/[\u00A0\u2007\u202F]/g, " "],
  // Bullets that arrive mis-decoded (UTF-8 read as Windows-1252) or as symbol-font glyphs.
  [/\u00E2\u20AC\u00A2|\u2022|\u25CF|\u25AA|\uF0B7|\uF0A7/g, "-"],
  [/\u00E2\u20AC\u2122/g, "'"],
  [/\u00E2\u20AC\u0153|\u00E2\u20AC\u009D/g, '"'],
];

/** Converts curly quotes, dashes and ellipsis to ASCII, NBSP to space, repairs bullets, drops the rest. */
export function cleanText(value: string): string {
  let out = value;
  for (const [pattern, replacement] of replacements) out = out.replace(pattern, replacement);
  // Keep printable ASCII plus newlines and tabs.
  return out.replace(/[^\x20-\x7E\n\t]/g, "");
}

/** Contact share tokens are the sharer's user id: UUID-shaped. */
export function isUuid(value: string | null | undefined): boolean {
  return !!value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

export function initials(firstName?: string | null, lastName?: string | null): string {
  const value = `${(firstName ?? "").trim().charAt(0)}${(lastName ?? "").trim().charAt(0)}`.toUpperCase();
  return value || "U";
}

export function fullName(firstName?: string | null, lastName?: string | null, fallback = "User"): string {
  const value = [firstName, lastName]
    .map((s) => (s ?? "").trim())
    .filter(Boolean)
    .join(" ");
  return value || fallback;
}
