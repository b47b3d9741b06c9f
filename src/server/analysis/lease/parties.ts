// Landlord, tenant, guarantor and trade name: summary entries, defined terms in the recitals
// ('X, a Delaware LLC ("Landlord")'), cover pages and government forms' own defined names.
import { type Entry, entriesFor, type LeaseDoc } from "#server/analysis/lease/lease-doc.ts";
import {
  C_PROSE,
  entryField,
  field,
  firstOf,
  firstSentence,
  NONE_RE,
  nullMarker,
  orNull,
} from "#server/analysis/lease/lease-field.ts";
import { clean } from "#server/analysis/lease/parse-values.ts";
import type { LeaseField } from "#shared/contract/lease-abstract.ts";

// ---------- parties ----------

const ENTITY_TAIL =
  /,?\s+(?:an?\s+(?:[A-Z][a-z]+\s+)*(?:limited|general|corporation|company|partnership|individual|married|national|sole|professional|non-?profit|public|private|business|trust|municipal|political\s+subdivision|body\s+(?:politic|corporate)|governmental|quasi-governmental)|(?:husband\s+and\s+wife|wife\s+and\s+husband|as\s+joint\s+tenants|as\s+tenants\s+in\s+common|as\s+community\s+property|individually)\b|an?\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+(?:limited|general|corporation|company|partnership|LLC|L\.L\.C|LP|business|trust|nonprofit|professional)|a\s+(?:Delaware|California|Texas|New York|Florida|Nevada)\b)[\s\S]*$/;

/** "Birch Holdings, an Ohio limited liability company qualified …" → "Birch Holdings". */
export function cleanPartyName(raw: string): string {
  let s = clean(raw)
    .replace(/^(?:and|between|by|among)\s+/i, "")
    .replace(/^(?:the\s+)?(?:landlord|tenant|lessor|lessee|guarantor)s?\s*[:.-]\s*/i, "")
    // "the CITY OF FAIRMONT": the article is not part of the name.
    .replace(/^the\s+(?=[A-Z])/, "");
  s = s.replace(ENTITY_TAIL, "");
  s = s.replace(/\s*\((?:the\s+|hereinafter|"|herein)[\s\S]*$/i, "");
  s = s.replace(
    /\s*,?\s+(?:and any (?:party|person|other)|and its (?:successors|affiliates)|whose (?:address|principal)|having (?:an|its) (?:office|address)|with (?:an|its) (?:office|address|principal)|as (?:landlord|tenant|guarantor)\b|its successors)[\s\S]*$/i,
    "",
  );
  s = s.replace(/\s*\(see [\s\S]*$/i, "");
  // "Alder Corp., as agent for and managing member of Pines, LLC": the party who signs is named first.
  s = s.replace(
    /,?\s+as\s+(?:(?:managing\s+|authorized\s+)?agent|nominee|trustee|manager)\s+(?:for|of)\b[\s\S]*$/i,
    "",
  );
  // "County of Elm, acting by and through its Office of …": the party is the government itself.
  s = s.replace(/,?\s+(?:acting\s+)?by\s+and\s+through\b[\s\S]*$|,\s+acting\b[\s\S]*$/i, "");
  // A notice block runs the address on after the name: "Acme Realty, LLC 1200 Main Street Suite 5 …".
  // A number that the entity's own suffix follows is part of the name ("PR 200 West Hill, LLC").
  s = s.replace(
    /,?\s+(?:c\/o\s|attn\b|attention\b|\d{3,6}\s+(?:[NSEW]\.?\s+)?[A-Z](?![^,\n]{0,40},?\s+(?:LLC|L\.L\.C\.|Inc\b|L\.?P\.?(?![A-Za-z])|Ltd\b|Corp(?:oration)?\b|Company\b|Trust\b)))[\s\S]*$/,
    "",
  );
  s = s.replace(/[\s,;:.]+$/, "");
  // Keep "Inc." / "L.L.C." style endings.
  return restoreAbbrevDot(s);
}

function restoreAbbrevDot(s: string): string {
  return /\b(?:[Ii]nc|INC|[Cc]orp|CORP|Co|CO|[Ll]td|LTD|Bros|Assoc)$|\b(?:[A-Z]\.)+[A-Z]$/.test(s) ? `${s}.` : s;
}

function looksLikeName(s: string): boolean {
  if (!s || s.length < 2 || s.length > 120) return false;
  if (!/^[A-Z0-9"]/.test(s)) return false;
  if (/\b(?:shall|will|means|hereby|agrees?|pursuant)\b/i.test(s)) return false;
  if (/^(?:N\/?A|None|TBD|_+)$/i.test(s)) return false;
  // A cover page's next heading under an empty "TENANT:" box is no name.
  if (
    /^(?:TABLE\s+OF\s+CONTENTS|CONTENTS|INDEX|RECITALS|WITNESSETH|ARTICLE|SECTION|EXHIBIT|SCHEDULE|BASIC\s+(?:LEASE\s+)?(?:TERMS|INFORMATION|PROVISIONS)|SUMMARY)\b/i.test(
      s,
    )
  )
    return false;
  // Signature-block captions are not names.
  if (/^(?:By|Name|Title|Its|Date|Signature|Print(?:ed)?\s+Name)\b\s*:?\s*(?:$|_|By\b|Name\b|Title\b)/i.test(s))
    return false;
  // Names are mostly capitalised words; prose is not.
  const words = s.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w));
  if (words.length > 8) return false;
  if (
    words.length > 3 &&
    words.filter((w) => /^[a-z]/.test(w) && !/^(?:of|and|the|de|la|von|van|der|for|in|at|on|y)$/.test(w)).length >
      words.length / 3
  )
    return false;
  return /[A-Za-z]{2}/.test(s);
}

// '("Landlord")', '(collectively, "Landlord")', '("City" or "Lessor")', '(hereinafter called the "Tenant")',
// '(hereinafter called "Tenant")' (no "as"), a federal form's bare '(Lessor)', and a form's own words without
// parentheses: ', referred to as "lessor,"'.
const DEFINED = (role: string) =>
  new RegExp(
    String.raw`\(\s*(?:(?:collectively|together|jointly|individually\s+and\s+collectively|each\s+and\s+collectively)\s*,?\s*)?(?:hereinafter\s+)?(?:(?:referred\s+to|called|designated|named)\s+(?:herein\s+)?(?:as\s+)?)?(?:the\s+)?(?:"[A-Z][\w ]{0,25}"\s*(?:,|or|and)\s*(?:the\s+)?)?(?:"(${role})"(?:\s+(?:or|and)\s+[^)]{0,40})?|(${role}))\s*\)|,\s*(?:hereinafter\s+|herein\s+)?(?:referred\s+to|called|designated)\s+(?:herein\s+)?(?:as\s+)?(?:the\s+)?"(${role})[,.]?"`,
    "gi",
  );
// Where the previous party's definition ends when it has no parentheses ('… referred to as "lessor," and …').
const UNBRACKETED_DEFINITION =
  /(?:referred\s+to|called|designated)\s+(?:herein\s+)?(?:as\s+)?(?:the\s+)?"[^"]{1,30}"/gi;

/**
 * Several entities that together are one party ("A, LLC, an Oregon limited liability company, and B, LLC, an
 * Oregon limited liability company (together, "Landlord")"): each described entity is named.
 */
function severalEntities(before: string, collective: boolean): string | null {
  const parts = before.split(/,?\s+and\s+(?=(?:the\s+)?[A-Z])/);
  if (parts.length < 2 || parts.length > 4) return null;
  const names = parts.map((p) => cleanPartyName(p));
  // Each part is an entity of its own when it carries its own description, or the lease says "collectively".
  const described = parts.filter((p, i) => clean(p).replace(/[\s,]+$/, "") !== names[i]).length;
  if (!(collective || described >= 2) || !names.every(looksLikeName)) return null;
  return names.join(" and ");
}

/** Finds X in `X, a Delaware LLC ("Landlord")`. */
export function definedParty(doc: LeaseDoc, roleRe: string): LeaseField | null {
  for (const m of doc.text.matchAll(DEFINED(roleRe))) {
    const at = m.index ?? 0;
    const windowStart = Math.max(0, at - 400);
    let before = doc.text.slice(windowStart, at);
    // Start after the previous defined term or after "between"/"by and between".
    const cut = Math.max(
      before.lastIndexOf(")"),
      ...[
        /\bbetween\s+/gi,
        /\bby\s+and\s+between\s+/gi,
        /\bamong\s+/gi,
        /\bby\s+(?=[A-Z])/g,
        // Recitals name each party in its own clause: "WHEREAS, Acme LLC, a … company ("Landlord"), owns …".
        /\bWHEREAS\b,?\s*/gi,
        /\bWITNESSETH\b:?\s*/gi,
        UNBRACKETED_DEFINITION,
      ].map((re) => lastMatchEnd(before, re)),
    );
    if (cut >= 0) before = before.slice(cut + (before[cut] === ")" ? 1 : 0));
    before = before.replace(/^[\s,;.:\-–—"”']*(?:(?:and|by|between)\b)?[\s,;.:\-–—]*/i, "");
    const nameStart = at - before.length;
    const several = severalEntities(before, /collectively|together|jointly/i.test(m[0]));
    if (several) return field(doc, several, several, nameStart, at + m[0].length, C_PROSE);
    let name = cleanPartyName(before);
    // "To induce Landlord to sign …, Jane Roe, an individual ("Guarantor")": the name is
    // the last phrase before the defined term.
    if (!looksLikeName(name) && /guarantor/i.test(roleRe)) name = restoreAbbrevDot(name.split(/[.;:,]\s+/).pop() ?? "");
    // "…, which holds the Property as owner, and The State of Elm (Government)": the
    // party after the last "and".
    if (!looksLikeName(name)) name = cleanPartyName(before.split(/,?\s+and\s+(?=[A-Z])/).pop() ?? "");
    if (!looksLikeName(name)) continue;
    if (/^(?:the\s+)?(?:landlord|tenant|lessor|lessee)$/i.test(name)) continue;
    return field(doc, name, name, nameStart, at + m[0].length, C_PROSE);
  }
  return null;
}

/**
 * A cover page that names each party above its role: "CEDARPOINT, LLC / an Ohio limited liability
 * company, / Tenant" or "ACME INC. / AS TENANT". Only the first page is read.
 */
export function coverParty(doc: LeaseDoc, roleRe: string): LeaseField | null {
  const first = doc.lines.filter((l) => l.page === doc.pages[0]?.number);
  const role = new RegExp(String.raw`^\s*(?:as\s+)?\(?"?(?:${roleRe})"?\)?\s*[,.]?\s*$`, "i");
  // "NORTHGATE PARTNERS, L.L.C., AS LANDLORD" on one line.
  // … and "TROFA ENTERPRISES LLC, LANDLORD" (a comma, no "as").
  const inline = new RegExp(String.raw`^\s*(.+?)(?:,?\s+as|,)\s+(?:${roleRe})\s*[,.]?\s*$`, "i");
  const connector = /^(?:between|and|by|by\s+and\s+between|among|[-*_\s]*)$/i;
  for (let i = 0; i < first.length; i++) {
    const one = inline.exec(first[i].text);
    if (one) {
      const name = cleanPartyName(one[1]);
      if (looksLikeName(name) && !/\b(?:lease|agreement)\b/i.test(name))
        return field(doc, name, name, first[i].start, first[i].end, C_PROSE - 0.08);
    }
    if (i === 0 || !role.test(first[i].text)) continue;
    for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
      const t = clean(first[k].text);
      if (!t) continue;
      // The entity description line ("an Ohio limited liability company,") sits between name and role.
      if (
        /^an?\s+[A-Z]?[a-z]/.test(t) &&
        /(?:company|corporation|partnership|trust|association|llc|l\.p\.)\W*$/i.test(t)
      )
        continue;
      // A name wrapped over two lines ("… and TMG SOLUTIONS" / "PLAZA 3, L.L.C.") is read whole.
      let full = t;
      for (let j = k - 1; j >= 0 && j >= k - 2; j--) {
        const up = clean(first[j].text);
        if (!up || connector.test(up) || /\b(?:lease|agreement)\b/i.test(up) || /[.:;)]$/.test(up)) break;
        full = `${up} ${full}`;
      }
      const name = cleanPartyName(full);
      if (looksLikeName(name) && !connector.test(name) && !new RegExp(`^(?:${roleRe})$`, "i").test(name))
        return field(doc, name, name, first[k].start, first[i].end, C_PROSE - 0.08);
      break;
    }
  }
  return null;
}

function lastMatchEnd(s: string, re: RegExp): number {
  let last = -1;
  for (const m of s.matchAll(re)) last = (m.index ?? 0) + m[0].length - 1;
  return last;
}

/** Labelled party entries in [from, to) of the text (summary tables early; signature blocks late). */
export function partyFromEntries(
  doc: LeaseDoc,
  labels: RegExp,
  from = 0,
  to = Number.POSITIVE_INFINITY,
): LeaseField | null {
  for (const e of entriesFor(doc, labels).filter((x) => x.start >= from && x.start < to)) {
    // "Addresses for notices: Landlord: …" names the party with its mailing address; the recitals name it better.
    if (/notices?\b[^.]{0,120}$/i.test(doc.text.slice(Math.max(0, e.start - 160), e.start))) continue;
    if (roleCaption(doc, e)) continue;
    // Every lease has a landlord and a tenant: "None" there is a blank form field, not an answer.
    if (NONE_RE.test(firstSentence(e.value))) {
      if (/landlord|tenant|lessor|lessee/.test(labels.source)) continue;
      return nullMarker;
    }
    const name = cleanPartyName(firstSentence(e.value.split("\n")[0]).length > 2 ? e.value.split("\n")[0] : e.value);
    if (looksLikeName(name)) return entryField(doc, e, name, name);
  }
  return null;
}

/**
 * A cover page that prints each name above its role ("ACME CENTER, LLC," / "LANDLORD" / "BETA BANK," / "TENANT"):
 * the role on a line of its own under a line ending in a comma captions the name above it — the text below it is
 * the next name or a heading, not this party. (The cover reader and the opening clause read such pages.)
 */
function roleCaption(doc: LeaseDoc, e: Entry): boolean {
  const line = clean(doc.lines[e.lineIndex]?.text ?? "");
  if (!/^(?:as\s+)?(?:landlord|tenant|lessor|lessee)$/i.test(line)) return false;
  for (let k = e.lineIndex - 1; k >= 0 && k >= e.lineIndex - 2; k--) {
    const up = clean(doc.lines[k].text);
    if (up) return /,$/.test(up);
  }
  return false;
}

/**
 * Government forms name a party by its own defined term and say which role it plays:
 * '"County" means the County of Elm, acting by and through …, as the lessee under this Lease'.
 */
export function roleUnderOtherName(doc: LeaseDoc, role: string): LeaseField | null {
  const re = new RegExp(
    String.raw`["“]([A-Z][\w ]{1,30})["”]\s+(?:means|shall\s+mean)\s+(?:the\s+)?([A-Z][^,;()"“]{2,80}?)\s*,[^.]{0,240}?as\s+(?:the\s+)?(?:${role})\s+(?:under|hereunder|of)`,
    "i",
  );
  const m = re.exec(doc.text);
  if (!m) return null;
  const name = cleanPartyName(m[2]);
  if (!looksLikeName(name)) return null;
  const at = m.index;
  return field(doc, name, name, at, at + m[0].length, C_PROSE);
}

export function tradeName(doc: LeaseDoc): LeaseField | null {
  for (const e of entriesFor(doc, /^(?:tenant's trade name|trade name|d\/b\/a)$/)) {
    const v = cleanPartyName(firstSentence(e.value));
    if (NONE_RE.test(v)) return null;
    if (looksLikeName(v)) return entryField(doc, e, v, v);
  }
  const m =
    /\b(?:d\/b\/a|doing\s+business\s+as|trading\s+as|t\/a)\s+"?([A-Z][A-Za-z0-9&'’.\- ]{1,60}?)"?(?=[,;)(]|\s+\(|\s+and\b|\.\s|$)/m.exec(
      doc.text,
    );
  if (m) {
    const at = m.index ?? 0;
    const name = restoreAbbrevDot(m[1].trim());
    return field(doc, name, name, at, at + m[0].length, C_PROSE);
  }
  return null;
}

// Party names are read from the opening part first; signature blocks at the end come last.
const early = (doc: LeaseDoc) => Math.max(6000, doc.text.length * 0.3);
const GUARANTOR_LABELS = /^(?:guarantor|guarantors|guarantor\(s\)|lease guarantor|tenant's guarantor)$/;

/**
 * Forms that name the parties by their own words ("City", "Company", "Authority", "Developer") say who leases to
 * whom: "City hereby leases to Company …", "The Authority does hereby demise and lease unto Developer …".
 */
export function demiseRoles(doc: LeaseDoc): { landlord: LeaseField; tenant: LeaseField } | null {
  const head = doc.text.slice(0, Math.max(20000, doc.text.length * 0.3));
  const re =
    /\b(?:the\s+)?([A-Z][A-Za-z]{2,20})\s+(?:does\s+)?(?:hereby\s+)?(?:demises?\s+and\s+leases?|leases?\s+and\s+demises?|leases?|demises?|lets?)\s+(?:to|unto)\s+(?:the\s+)?([A-Z][A-Za-z]{2,20})\b/g;
  for (const m of head.matchAll(re)) {
    if (m[1] === m[2]) continue;
    const landlord = definedParty(doc, m[1]);
    const tenant = landlord && definedParty(doc, m[2]);
    if (landlord && tenant) return { landlord, tenant };
  }
  return null;
}

export function landlordField(doc: LeaseDoc): LeaseField | null {
  return orNull(
    firstOf(
      () => partyFromEntries(doc, /^(?:landlord|lessor|landlord's name)$/, 0, early(doc)),
      () => definedParty(doc, "Landlord|Lessor"),
      () => partyFromEntries(doc, /^(?:landlord|lessor|landlord's name)$/, early(doc)),
      () => coverParty(doc, "Landlord|Lessor"),
      () => demiseRoles(doc)?.landlord ?? null,
      // Land options and ground leases name the owner by its role: "Landowner", "Owner", "Optionor", "Grantor".
      () => definedParty(doc, "Landowner|Owner|Optionor|Grantor"),
    ),
  );
}

export function tenantField(doc: LeaseDoc): LeaseField | null {
  return orNull(
    firstOf(
      () => partyFromEntries(doc, /^(?:tenant|lessee|tenant's name)$/, 0, early(doc)),
      () => definedParty(doc, "Tenant|Lessee"),
      () => partyFromEntries(doc, /^(?:tenant|lessee|tenant's name)$/, early(doc)),
      () => coverParty(doc, "Tenant|Lessee"),
      () => roleUnderOtherName(doc, "tenant|lessee"),
      () => demiseRoles(doc)?.tenant ?? null,
      () => definedParty(doc, "Optionee|Grantee|Government"),
    ),
  );
}

export function guarantorField(doc: LeaseDoc): LeaseField | null {
  return orNull(
    firstOf(
      () => partyFromEntries(doc, GUARANTOR_LABELS, 0, early(doc)),
      () => definedParty(doc, "Guarantor"),
      () => partyFromEntries(doc, GUARANTOR_LABELS, early(doc)),
    ),
  );
}
