// E-mail, phone and web-address fields on people and companies (issue 14): one check for e-mail and one
// normalisation for phone and URL, used by the contract (typed entry and import) and by the scanner's review
// form (which saves what it read but flags what looks wrong).

export const INVALID_EMAIL_MESSAGE = "Enter a valid email address";
export const INVALID_PHONE_MESSAGE = "Check this phone number";
export const INVALID_URL_MESSAGE = "Check this web address";

// Deliberately plain: one @, a non-empty local part without spaces, a dotted host with a 2+ letter top level.
// Stricter RFC 5322 checks refuse addresses real mail servers accept.
const EMAIL = /^[^\s@"<>(),;:]+@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}$/i;

export function isValidEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= 320 && EMAIL.test(v) && !v.includes("..");
}

/** Digits of a phone number; the extension (after "ext", "x" or "#") is not counted. */
function phoneParts(value: string): { digits: string; plus: boolean; extension: string | null } {
  const v = value.trim();
  const ext = /\s*(?:ext\.?|extension|x|#)\s*(\d{1,6})\s*$/i.exec(v);
  const main = ext ? v.slice(0, ext.index) : v;
  return { digits: main.replace(/\D/g, ""), plus: main.trim().startsWith("+"), extension: ext?.[1] ?? null };
}

/** Whether the text reads as a phone number: only phone characters, 7–15 digits (E.164 allows 15). */
export function isPlausiblePhone(value: string): boolean {
  const v = value.trim();
  const { digits } = phoneParts(v);
  const main = v.replace(/\s*(?:ext\.?|extension|x|#)\s*\d{1,6}\s*$/i, "");
  return /^[+\d\s().\-/]+$/.test(main) && digits.length >= 7 && digits.length <= 15;
}

/**
 * Formats a phone number where the reading is unambiguous: a North American number (10 digits, or 11 starting
 * with 1) becomes "(212) 555-0148" or "+1 (212) 555-0148"; a number written with "+" keeps its country code as
 * "+44 20 7946 0958" → spaces collapsed. Anything else is returned trimmed, as typed.
 */
export function normalizePhone(value: string): string {
  const v = value.trim().replace(/\s+/g, " ");
  if (!isPlausiblePhone(v)) return v;
  const { digits, plus, extension } = phoneParts(v);
  const ext = extension ? ` ext. ${extension}` : "";
  const nanp = (d: string) => `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
  if (!plus && digits.length === 10 && /^[2-9]\d{2}[2-9]/.test(digits)) return `${nanp(digits)}${ext}`;
  if (digits.length === 11 && digits.startsWith("1") && /^1[2-9]\d{2}[2-9]/.test(digits)) {
    return `+1 ${nanp(digits.slice(1))}${ext}`;
  }
  return v;
}

/** Whether the text reads as a web address: an http(s) URL or a bare host name with a dotted top level. */
export function isPlausibleUrl(value: string): boolean {
  const v = value.trim();
  if (!v || /\s/.test(v)) return false;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? v : `https://${v}`);
    return (url.protocol === "http:" || url.protocol === "https:") && /\.[a-z]{2,63}$/i.test(url.hostname);
  } catch {
    return false;
  }
}

/**
 * "northwind.com" or "www.northwind.com/about" gains "https://"; the host is lower-cased. A value that does not
 * read as a web address is returned trimmed, as typed (saving never loses what the user entered).
 */
export function normalizeUrl(value: string): string {
  const v = value.trim();
  if (!isPlausibleUrl(v)) return v;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? v : `https://${v}`;
  const url = new URL(withScheme);
  // Keep the path and query exactly as typed; URL would re-encode them.
  const rest = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*(.*)$/i.exec(withScheme)?.[1] ?? "";
  return `${url.protocol}//${url.host}${rest}`;
}

/** The scanner review form's flag for a field that looks wrong; undefined when blank or plausible. */
export function contactFieldWarning(kind: "email" | "phone" | "url", value: string): string | undefined {
  const v = value.trim();
  if (!v) return undefined;
  if (kind === "email") return isValidEmail(v) ? undefined : INVALID_EMAIL_MESSAGE;
  if (kind === "phone") return isPlausiblePhone(v) ? undefined : INVALID_PHONE_MESSAGE;
  return isPlausibleUrl(v) ? undefined : INVALID_URL_MESSAGE;
}
