// Contacts: normalisation and duplicate keys (people by e-mail or name at the same company; companies by
// normalised name or website domain). Pure; used by the server and the web preview.

/** Lowercase, accents removed, punctuation to spaces, whitespace collapsed. */
export function normalizeName(value: string | null | undefined): string {
  return (value ?? "")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .replace(/\s+/g, " ");
}

/** "first last" normalised; the duplicate key for people at the same company. */
export function personNameKey(firstName: string | null | undefined, lastName: string | null | undefined): string {
  return normalizeName(`${firstName ?? ""} ${lastName ?? ""}`);
}

// Legal-form words that do not distinguish one company from another.
const LEGAL_SUFFIXES = new Set([
  "inc",
  "incorporated",
  "llc",
  "l l c",
  "ltd",
  "limited",
  "corp",
  "corporation",
  "co",
  "company",
  "plc",
  "llp",
  "lp",
  "gmbh",
  "ag",
  "sa",
  "sarl",
  "bv",
  "nv",
  "pty",
  "pllc",
  "pc",
  "srl",
  "spa",
  "oy",
  "ab",
  "as",
  "kg",
  "sp z o o",
]);

/** Company name key: normalised, leading "the" and trailing legal forms removed ("The Acme Co., Inc." → "acme"). */
export function companyNameKey(name: string | null | undefined): string {
  let key = normalizeName(name);
  key = key.replace(/^the /, "");
  for (;;) {
    let changed = false;
    for (const suffix of LEGAL_SUFFIXES) {
      if (key.endsWith(` ${suffix}`) && key.length > suffix.length + 1) {
        key = key.slice(0, -suffix.length - 1).trim();
        changed = true;
      }
    }
    if (!changed) break;
  }
  return key || normalizeName(name);
}

/** Lower-cased trimmed e-mail, or null when blank. */
export function emailKey(email: string | null | undefined): string | null {
  const v = (email ?? "").trim().toLowerCase();
  return v === "" ? null : v;
}

/** Host of a website (or of an e-mail address), lower-cased, without "www."; null when none can be read. */
export function extractDomain(value: string | null | undefined): string | null {
  let v = (value ?? "").trim().toLowerCase();
  if (!v) return null;
  const at = v.lastIndexOf("@");
  if (at >= 0 && !v.includes("/")) v = v.slice(at + 1);
  v = v.replace(/^[a-z][a-z0-9+.-]*:\/\//, "");
  v = v.replace(/^[^@/]*@/, ""); // credentials
  v = v.split(/[/?#\s]/)[0] ?? "";
  v = v.replace(/:\d+$/, "").replace(/\.$/, "");
  v = v.replace(/^www\d*\./, "");
  if (!/^[a-z0-9\u00a1-\uffff-]+(\.[a-z0-9\u00a1-\uffff-]+)+$/.test(v)) return null;
  return v;
}

/** §5: split at spaces; the first word is the first name and the rest the last name. */
export function splitFullName(full: string | null | undefined): { firstName: string; lastName: string } {
  const words = (full ?? "").trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? "", lastName: words.slice(1).join(" ") };
}

/** Tag names: trimmed, blanks and case-insensitive duplicates dropped, order kept. */
export function cleanTagNames(names: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of names) {
    const name = (raw ?? "").trim().replace(/\s+/g, " ");
    if (!name) continue;
    const key = name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out;
}

/** Splits a tags cell of an import ("a, b", "a; b", Google's "* My Contacts ::: Friends"). */
export function splitTagCell(cell: string | null | undefined): string[] {
  return cleanTagNames((cell ?? "").split(/\s*(?::::|;|,|\|)\s*/).map((t) => t.replace(/^\*\s*/, "")));
}
