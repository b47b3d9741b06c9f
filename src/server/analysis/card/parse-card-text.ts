// Field parser for OCR text of a business card. Pure (no OCR, no I/O): lines in, CardRecognition out.
// Rules are layout-independent: patterns for e-mail/phone/web/address, vocabularies for job titles
// and company suffixes, and agreement with the e-mail/website domain for the company and the name.
// One stage per file; the order matters, because each stage marks the lines it took as used:
// web → phones → address → company by domain → name → title → company fallback.
import { findAddress } from "#server/analysis/card/card-address.ts";
import { companyByDomain, firmWithBrand, readCompany } from "#server/analysis/card/card-company.ts";
import { type CardTextLine, type Line, toLines } from "#server/analysis/card/card-lines.ts";
import { readName } from "#server/analysis/card/card-name.ts";
import { type Phone, readPhones } from "#server/analysis/card/card-phones.ts";
import { readTitle } from "#server/analysis/card/card-title.ts";
import { EMAIL_RE, FREE_MAIL } from "#server/analysis/card/card-vocabulary.ts";
import {
  domainLabel,
  fixEmailLocal,
  readEmail,
  readLinkedin,
  readWebsite,
  reconcileDomains,
  websiteFromEmail,
} from "#server/analysis/card/card-web.ts";
import type { CardRecognition } from "#shared/contract/card-recognition.ts";

export type { CardTextLine } from "#server/analysis/card/card-lines.ts";

/**
 * Parses the text of a business card into person and company fields. `lines` (from OCR) adds
 * per-line confidence and height, used to drop noise and to prefer the largest line as the name.
 */
export function parseCardText(text: string, lines?: CardTextLine[]): CardRecognition {
  const all = toLines(text, lines);
  const result: CardRecognition = {
    person: { firstName: null, lastName: null, email: null, phone: null, position: null, linkedin_url: null },
    company: { name: null, website: null, address: null, phone: null, linkedin_url: null },
  };
  readLinkedin(all, result);
  const emailConfidence = readEmail(all, result);
  readWebsite(all, result);
  reconcileDomains(result, all);
  websiteFromEmail(all, result);
  const phones = readPhones(all, result);
  result.company.address = findAddress(all);

  const rest = all.filter((l) => !l.used && !/\d{3,}/.test(l.text) && !EMAIL_RE.test(l.text));
  const domains = [
    result.person.email?.split("@")[1],
    result.company.website?.replace(/^https:\/\//, "").replace(/\/$/, ""),
  ]
    .filter((d): d is string => !!d)
    .map(domainLabel)
    .filter((d) => !FREE_MAIL.has(d))
    .map((d) => d.replace(/[^a-z0-9]/g, ""));
  const byDomain = companyByDomain(rest, domains) ?? firmWithBrand(rest);
  const local = result.person.email?.split("@")[0].toLowerCase() ?? "";
  const nameLine = readName(rest, local, domains, result, emailConfidence);
  readTitle(rest, nameLine, result);
  readCompany(rest, byDomain, domains, result, all);

  if (result.person.email && result.person.firstName && result.person.lastName)
    result.person.email = fixEmailLocal(
      result.person.email,
      result.person.firstName,
      result.person.lastName,
      (nameLine?.confidence ?? 0) > emailConfidence + 15,
    );
  const note = leftoverNote(all, phones);
  return note ? { ...result, note } : result;
}

/**
 * What the card says that no field took (a fax number, a second office, a tagline, a degree), for the
 * broker to read in the review form: legible lines only, OCR debris left out.
 */
function leftoverNote(lines: Line[], phones: Phone[]): string | null {
  const out = phones.filter((p) => p.label === "fax").map((p) => `Fax: ${p.value}`);
  for (const l of lines) {
    if (l.used || l.confidence < 60) continue;
    const text = l.text.replace(/\s+/g, " ").trim();
    const words = text.split(" ").filter((w) => /\p{L}{2,}|\d{2,}/u.test(w));
    // Debris: too few real words, or mostly symbols.
    if (words.length === 0 || text.replace(/[^\p{L}\p{N}]/gu, "").length < 4) continue;
    if (text.replace(/[\p{L}\p{N}\s]/gu, "").length > text.length / 3) continue;
    if (!out.includes(text)) out.push(text);
  }
  return out.length ? out.join("\n").slice(0, 1000) : null;
}
