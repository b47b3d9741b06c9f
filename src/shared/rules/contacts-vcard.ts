// vCard 4.0 (RFC 6350) for the shared contact card: escaping, line folding, CRLF.

/** Escapes a text value: backslash, comma, semicolon and newlines (RFC 6350 §3.4). */
export function escapeVcardText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/,/g, "\\,")
    .replace(/;/g, "\\;")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/** Folds a content line at 75 octets without splitting a UTF-8 character (RFC 6350 §3.2). */
export function foldVcardLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const ch of line) {
    const bytes = encoder.encode(ch).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += ch;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export type VcardContact = {
  firstName: string;
  lastName: string;
  position: string | null;
  company: string | null;
  phone: string | null;
  email: string | null;
};

export function buildVcard(c: VcardContact): string {
  const fullName = `${c.firstName} ${c.lastName}`.trim() || c.email || "Contact";
  const lines = [
    "BEGIN:VCARD",
    "VERSION:4.0",
    `FN:${escapeVcardText(fullName)}`,
    `N:${escapeVcardText(c.lastName)};${escapeVcardText(c.firstName)};;;`,
  ];
  if (c.company) lines.push(`ORG:${escapeVcardText(c.company)}`);
  if (c.position) lines.push(`TITLE:${escapeVcardText(c.position)}`);
  if (c.phone) lines.push(`TEL;VALUE=text;TYPE=work:${escapeVcardText(c.phone)}`);
  if (c.email) lines.push(`EMAIL;TYPE=work:${escapeVcardText(c.email)}`);
  lines.push("END:VCARD");
  return `${lines.map(foldVcardLine).join("\r\n")}\r\n`;
}

/** A safe download name: "Ann Lee.vcf". */
export function vcardFileName(c: Pick<VcardContact, "firstName" | "lastName">): string {
  const base = `${c.firstName} ${c.lastName}`
    .trim()
    .replace(/[^\p{L}\p{N} ._-]+/gu, "")
    .slice(0, 80);
  return `${base || "contact"}.vcf`;
}
