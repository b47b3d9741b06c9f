// E-mail, website and LinkedIn: read first, because their domains then name the firm and the person. OCR
// slips in them ('@' read as ©, "wvvw.", dots read as spaces) are mended before matching.
import type { Line } from "#server/analysis/card/card-lines.ts";
import { EMAIL_RE, FREE_MAIL, LINKEDIN_RE, letters, TLDS, WEBSITE_RE } from "#server/analysis/card/card-vocabulary.ts";
import type { CardRecognition } from "#shared/contract/card-recognition.ts";

function normaliseWebsite(raw: string): string | null {
  const m = raw.match(WEBSITE_RE);
  if (!m) return null;
  const host = m[0]
    .replace(/^https?:\/\//i, "")
    .split("/")[0]
    .toLowerCase()
    .replace(/\.$/, "");
  if (!host.includes(".")) return null;
  return `https://${host}/`;
}

function normaliseLinkedin(kind: string, slug: string): string {
  const k = kind.toLowerCase() === "pub" ? "in" : kind.toLowerCase();
  return `https://www.linkedin.com/${k}/${slug.replace(/[.,;]+$/, "")}`;
}

/** Registrable label of a host or e-mail domain: "mail.brightlane.co.uk" -> "brightlane". */
const HOSTING = new Set(["blogspot", "wordpress", "wixsite", "weebly", "github", "godaddysites", "jimdo", "webnode"]);

export function domainLabel(host: string): string {
  const parts = host
    .toLowerCase()
    .replace(/^www\d?\./, "")
    .split(".");
  // A site on a hosting service ("acme.blogspot.com", "acme.wixsite.com/…"): the firm is the label before it.
  const hosted = parts.findIndex((p) => HOSTING.has(p));
  if (hosted > 0) return parts[hosted - 1];
  if (parts.length >= 3 && /^(co|com|org|net|ac|gov)$/.test(parts[parts.length - 2])) return parts[parts.length - 3];
  return parts.length >= 2 ? parts[parts.length - 2] : parts[0];
}

/** LinkedIn first: its URL also looks like a website. */
export function readLinkedin(all: Line[], result: CardRecognition): void {
  for (const l of all) {
    const m = l.text.replace(/\s*\/\s*/g, "/").match(LINKEDIN_RE);
    if (!m) continue;
    const url = normaliseLinkedin(m[1], m[2]);
    if (m[1].toLowerCase() === "company" || m[1].toLowerCase() === "school") result.company.linkedin_url ??= url;
    else result.person.linkedin_url ??= url;
    l.used = l.text.replace(m[0], "").replace(/linked\s?in|[:\s]/gi, "").length < 3 || l.used;
    l.text = l.text.replace(m[0], " ").trim();
  }
}

/** Sets the person's e-mail; returns the OCR confidence of the line it was read from (100 for plain text). */
export function readEmail(all: Line[], result: CardRecognition): number {
  let confidence = 0;
  // An address after an e-mail label is the one the card means, wherever it is printed.
  const labelled = all.find((l) => labelledEmail(fixEmailText(l.text)));
  for (const l of [...(labelled ? [labelled] : []), ...all.filter((l) => l !== labelled)]) {
    const fixed = fixEmailText(l.text);
    const m = labelledEmail(fixed) ?? fixed.match(EMAIL_RE);
    if (!m) continue;
    if (!result.person.email) {
      // A label OCR glued to the address: "E.info@", "e-mail.tanaka@" (a capital E. never starts a local part).
      result.person.email = m[0]
        .replace(/^(?:e-?mail|email)[.:_-]?(?=[a-z0-9])/i, "")
        .replace(/^[EW]\.(?=[a-z])/, "")
        .replace(/[.,]+$/, "")
        .toLowerCase();
      confidence = l.confidence;
    }
    l.text = fixed
      .replace(m[0], " ")
      .replace(/^\s*(?:e-?mail|email|e|mail)\s*[:.]?\s*/i, "")
      // The label left at the end of the line's other text ("Ameerpet, Pune - 16. Email:") is no part of it.
      .replace(/[\s|,;]*(?:e-?mail|email)\s*[:.;]?\s*$/i, "")
      .trim();
    if (l.text.replace(/[^\p{L}\p{N}]/gu, "").length < 3) l.used = true;
  }
  return confidence;
}

/** The website: not the LinkedIn URL, not an e-mail domain left in a line. */
export function readWebsite(all: Line[], result: CardRecognition): void {
  for (const l of all) {
    if (l.used) continue;
    const candidate = fixWebText(l.text);
    const m = candidate.match(WEBSITE_RE);
    if (!m) continue;
    // A bare "name.com" inside prose is a company name, not a URL, unless it has www/http or stands alone.
    const standalone =
      candidate
        .replace(m[0], "")
        .replace(/^\s*(?:web(?:site)?|w|www|url|site)\s*[:.]?\s*/i, "")
        .replace(/[^\p{L}\p{N}]/gu, "").length < 3;
    // ...or when it is the e-mail's domain (then stray OCR debris like "view." before it is ignored).
    const host = m[0].replace(/^https?:\/\//i, "").split("/")[0];
    const emailDomain = result.person.email?.split("@")[1];
    const sameAsEmail = !!emailDomain && nearlySame(domainLabel(host), domainLabel(emailDomain));
    if (!standalone && !sameAsEmail && !/^(?:https?:|www)/i.test(m[0])) continue;
    if (!result.company.website) result.company.website = normaliseWebsite(m[0]);
    if (standalone) l.used = true;
    else l.text = candidate.replace(m[0], " ").trim();
  }
}

/** E-mail text as OCR gives it: '@' read as ©/®/(a)/(@, spaces around '@' and dots. */
/**
 * Of several e-mail-like tokens on a line, the one after an e-mail label: an address line can hold an '@' of its
 * own ("WorkHub@Axis No 27" reads as workhub@axis.no) before the "Email:" the card means.
 */
function labelledEmail(text: string): RegExpMatchArray | null {
  const label = text.match(/\be-?mail\s*[:;.]?\s*/i);
  if (label?.index === undefined) return null;
  const after = text.slice(label.index + label[0].length);
  const m = after.match(EMAIL_RE);
  return m && m.index === 0 ? m : null;
}

export function fixEmailText(s: string): string {
  let t = s.replace(/\s*@\s*/g, "@").replace(/\s*\((?:at|@)\)\s*|\s*\(@\s*/gi, "@");
  if (!t.includes("@")) {
    // "name©domain.com": a symbol between two word characters, followed by a domain.
    t = t.replace(/([a-z0-9._-])\s?[©®]\s?(?=[a-z0-9-]+\s?\.\s?[a-z]{2,})/gi, "$1@");
    // "name" glued to a free-mail provider: the '@' was read as a letter like it ("namedgmail.com") or lost.
    t = t.replace(
      /(^|[\s:;,|])(?!www\.)([a-z0-9][a-z0-9._-]{2,}?)[dqa]?(?=(?:gmail|googlemail|hotmail|yahoo|outlook)\.[a-z]{2,})/gi,
      "$1$2@",
    );
  }
  // A space OCR put after a separator inside the local part: "maria_ lopez@" -> "maria_lopez@".
  t = t.replace(/([a-z0-9][\w.-]*[._-])\s+([a-z0-9][\w.+-]*@)/gi, "$1$2");
  // Every dot read as a space before a country code: "@acmesg com sg" -> "@acmesg.com.sg".
  t = t.replace(new RegExp(`(@[a-z0-9-]+)\\s(${SECOND_LEVEL})\\s([a-z]{2})\\b`, "gi"), "$1.$2.$3");
  // A dot read as a space: "dana reyes@brightlane com" -> "dana.reyes@brightlane.com".
  // Not "WorkHub@Axis No 27": a "No" before a number is the abbreviation of number.
  t = t.replace(new RegExp(`(@[a-z0-9-]+(?:\\.[a-z0-9-]+)*)\\s(${TLDS})\\b(?!\\.?\\s*\\d)`, "gi"), "$1.$2");
  // A capitalised word before a local part in small letters is a label OCR garbled ("Eml ravi@"), not its start.
  t = t.replace(/(^|\s)([a-z][a-z0-9-]{1,})\s([a-z][\w.-]*@)/gi, (m, pre, a, b) =>
    /^(?:e-?mail|email|mail|e|m|t|w)$/i.test(a) || (/^[A-Z][a-z]/.test(a) && /^[a-z]/.test(b)) ? m : `${pre}${a}.${b}`,
  );
  // "dana. reyes@brightlane. com" -> "dana.reyes@brightlane.com" (only inside the e-mail-like token).
  t = t.replace(/[\w.+'-]+(?:\s?\.\s?[\w+'-]+)*@[\w-]+(?:\s?\.\s?[\w-]+)+/g, (m) => m.replace(/\s+/g, ""));
  if (!t.includes("@")) t = restoreLostAt(t);
  // Japan's second-level domains end in .jp; OCR reads the j as i ("kitano.ne.ip").
  return (
    t
      .replace(/(@[\w.-]*\.(?:co|ne|or|ac|ad|go|ed|gr|lg))\.ip\b/gi, "$1.jp")
      // ".con" is no top-level domain: the m of .com read as n.
      .replace(/(@[\w-]+(?:\.[\w-]+)*)\.con\b/gi, "$1.com")
      // Gmail has one host: specks OCR read inside it ("@gmail.ct.com") are dropped.
      .replace(/@gmail\.[a-z]{1,3}\.com\b/gi, "@gmail.com")
  );
}

/** Second-level labels that a country code follows: "com sg", "co jp", "ne jp". */
const SECOND_LEVEL = "com|co|net|org|ac|ne|or|gov|edu";

/**
 * In a dim or small photo OCR can lose the '@' and the dots of an e-mail altogether
 * ("first_last acmesg com sg"). A line that is nothing but a local part with a '.' or '_' in it, then a
 * domain and its ending as separate words, is that e-mail; a plain phrase has no such local part.
 */
function restoreLostAt(s: string): string {
  const m = s
    .trim()
    .match(
      new RegExp(
        `^((?:e-?mail\\s*[:.]?\\s*)?)([a-z0-9]+[._][a-z0-9._-]*[a-z0-9])\\s+([a-z0-9-]{2,})(?:\\s+|\\.)(${TLDS})(?:(?:\\s+|\\.)([a-z]{2}))?$`,
        "i",
      ),
    );
  if (!m || /^(?:www|https?)\b/i.test(m[2])) return labelledLostAt(s);
  const [, label, local, domain, tld, cc] = m;
  if (cc && !new RegExp(`^(?:${SECOND_LEVEL})$`, "i").test(tld)) return s;
  return `${label}${local}@${domain}.${tld}${cc ? `.${cc}` : ""}`;
}

/**
 * "E-mail: jdoe example.co.in": after an e-mail label, one word and a dotted host are the local part and the
 * domain with the '@' read as a space (the label says it is an e-mail even without a '.' in the local part).
 */
function labelledLostAt(s: string): string {
  const m = s
    .trim()
    .match(/^(e-?mail\s*[:.]?\s*)([a-z0-9][a-z0-9._-]*)\s+([a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})\.?$/i);
  if (!m || /^(?:www|https?)\b/i.test(m[3])) return s;
  return `${m[1]}${m[2]}@${m[3]}`;
}

/** Website text as OCR gives it: "wvvw."/"vvww." for "www.", "http//", spaces around the dots. */
export function fixWebText(s: string): string {
  return (
    s
      .replace(/\b(?:wvvw|vvww|vvvvvv|wwvv|ww|vww|wvw)\s?\.\s?(?=[a-z0-9-]{2,}\s?\.)/gi, "www.")
      // Two sites read as one ("harbor.comwww.harborgroup.com"): the second starts at its www.
      .replace(/(\.(?:com|net|org|in|co|biz|info))(?=www\.)/gi, "$1 ")
      .replace(/\b(https?)\s?[:;]?\s?\/\s?\/\s?/gi, "$1://")
      // The colon and first slash read as a 7 or a 1 ("http7/www.").
      .replace(/\b(https?)[71|]\/(?=www\.)/gi, "$1://")
      // "corn" for "com" between a host and a country code or at a host's end ("toshibatec corn sg").
      .replace(/(?<=[a-z0-9-]\s?[.\s])corn\b(?=\s?[.\s]\s?[a-z]{2}\b|\s*\/?\s*$)/gi, "com")
      .replace(/\bwww\s*\.\s*(?=[a-z0-9-]{2,}\s?\.)/gi, "www.")
      // The dot after www read as a space before a host that keeps its own dots: "www kitano.ne.jp".
      .replace(/\bwww\s+(?=[a-z0-9-]{2,}\.[a-z0-9.-]*[a-z])/gi, "www.")
      // Japan's second-level domains end in .jp; OCR reads the j as i ("kitano.ne.ip"), as in e-mails.
      .replace(/(\.(?:co|ne|or|ac|ad|go|ed|gr|lg))\.ip\b/gi, "$1.jp")
      .replace(/\s*\.\s*(?=(?:com|net|org|co|io)\b)/gi, ".")
      // A country code after a second-level domain: "lojanova.com. br" -> "lojanova.com.br".
      .replace(/(\.(?:com|co|net|org|ac|ad|or|ne|gov|edu))\s*\.\s*([a-z]{2})\b/gi, "$1.$2")
      // Every dot read as a space: "www acmetec com sg" -> "www.acmetec.com.sg".
      .replace(new RegExp(`\\bwww\\s+([a-z0-9-]{2,})\\s+(${SECOND_LEVEL})\\s+([a-z]{2})\\b`, "gi"), "www.$1.$2.$3")
      .replace(new RegExp(`\\bwww\\s+([a-z0-9-]{2,})\\s+(${TLDS})\\b`, "gi"), "www.$1.$2")
      // A dot read as a space after a www./http host: "www.brightlane com" -> "www.brightlane.com".
      .replace(new RegExp(`((?:https?:\\/\\/|www\\.)[a-z0-9-]+(?:\\.[a-z0-9-]+)*)\\s(${TLDS})\\b`, "gi"), "$1.$2")
  );
}

/** Edit distance (Levenshtein), small strings only. */
export function distance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const t = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = t;
    }
  }
  return prev[b.length];
}

/** Two readings of one word that differ only by OCR slips (rn/m, l/i/1, o/0, cl/d, vv/w). */
export function nearlySame(a: string, b: string): boolean {
  if (a === b) return true;
  const canon = (x: string) =>
    x
      .toLowerCase()
      .replace(/rn/g, "m")
      .replace(/vv/g, "w")
      .replace(/cl/g, "d")
      .replace(/[il1|!j]/g, "l")
      .replace(/0/g, "o")
      .replace(/5/g, "s");
  if (canon(a) === canon(b)) return true;
  const n = Math.min(a.length, b.length);
  return n >= 6 && distance(canon(a), canon(b)) <= 1;
}

/**
 * The e-mail and the website usually share the firm's domain; when OCR read one of them slightly
 * differently, the reading that agrees with a printed line (the company name) wins, else the website's.
 */
export function reconcileDomains(result: CardRecognition, lines: Line[]): void {
  const email = result.person.email;
  const site = result.company.website;
  if (!email || !site) return;
  const emailHost = email.split("@")[1];
  const siteHost = site.replace(/^https:\/\//, "").replace(/\/$/, "");
  // A speck read as a label of its own inside the host ("www.norvik.r.net" beside sales@norvik.net): the
  // e-mail's host. A country code at the end (".com.hk") is the site's own.
  const extra = siteHost.replace(/^www\d?\./, "").split(".");
  const emailLabels = emailHost.split(".");
  if (
    extra.length === emailLabels.length + 1 &&
    extra[extra.length - 1] === emailLabels[emailLabels.length - 1] &&
    extra.filter((x) => !emailLabels.includes(x)).every((x) => x.length <= 2) &&
    emailLabels.every((x) => extra.includes(x))
  ) {
    result.company.website = `https://${siteHost.startsWith("www.") ? "www." : ""}${emailHost}/`;
    return;
  }
  // A host cut short at the card's edge or by OCR ("www.harbor.co" beside jo@harbor.co.jp): the e-mail's host.
  if (extra.length >= 2 && extra.length < emailLabels.length && extra.every((x, i) => x === emailLabels[i])) {
    result.company.website = `https://${siteHost.startsWith("www.") ? "www." : ""}${emailHost}/`;
    return;
  }
  const e = domainLabel(emailHost);
  const w = domainLabel(siteHost);
  if (e === w || !nearlySame(e, w)) return;
  const printed = lines.map((l) => letters(l.text));
  const seen = (d: string) => printed.some((p) => p.includes(d) && !p.includes("@") && !p.includes(".com"));
  const pick = seen(e) && !seen(w) ? e : w;
  if (pick === w) result.person.email = `${email.split("@")[0]}@${emailHost.replace(e, w)}`;
  else result.company.website = `https://${siteHost.replace(w, e)}/`;
}

/**
 * The e-mail's local part one OCR slip away from a usual pattern of the printed name
 * (first.last, flast, first, firstl, f.last, first_last, lastf) takes that pattern: liensen -> ljensen.
 * Any one-letter slip counts when the name was read more surely than the e-mail (`nameSurer`); otherwise
 * only letters OCR confuses with each other do.
 */
export function fixEmailLocal(email: string, first: string, last: string, nameSurer = false): string {
  const [local, host] = email.split("@");
  const f = first.toLowerCase().replace(/[^a-z]/g, "");
  const l = last.toLowerCase().replace(/[^a-z-]/g, "");
  if (!f || !l || !host) return email;
  const patterns = [
    `${f}.${l}`,
    `${f[0]}${l}`,
    `${f}${l}`,
    `${f}`,
    `${f}${l[0]}`,
    `${f[0]}.${l}`,
    `${f}_${l}`,
    `${l}${f[0]}`,
    `${l}`,
  ];
  if (patterns.includes(local)) return email;
  const confusable = /^(?:[ijl1|!]{2}|[o0]{2}|[s5]{2}|[b6]{2}|[g9]{2}|[z2]{2}|[mn]{2}|[uv]{2}|[ce]{2})$/;
  for (const p of patterns) {
    if (p.length !== local.length || p.length < 4) continue;
    const diffs = [...p].map((c, i) => [c, local[i]]).filter(([a, b]) => a !== b);
    if (diffs.length === 1 && (confusable.test([...diffs[0]].sort().join("")) || (nameSurer && p.length >= 6)))
      return `${p}@${host}`;
  }
  return email;
}

const WEB_LABEL_RE = /^(?:url|web(?:site)?|site|w|www|https?)\b\s*[:.]?\s*/i;

/**
 * A web address the OCR garbled past reading ("URL: http//www kitan0 ne ip") on a card whose e-mail names the
 * firm's domain: when the line spells that domain with at most two slips, the website is the e-mail's host.
 */
export function websiteFromEmail(all: Line[], result: CardRecognition): void {
  const host = result.person.email?.split("@")[1];
  if (result.company.website || !host || FREE_MAIL.has(domainLabel(host))) return;
  const want = letters(host);
  for (const l of all) {
    if (l.used || l.text.includes("@") || !WEB_LABEL_RE.test(fixWebText(l.text.trim()))) continue;
    const rest = fixWebText(l.text.trim())
      .replace(/^(?:url|web(?:site)?|site|w)\b\s*[:.]?\s*/i, "")
      .replace(/^(?:https?\W*)?(?:w{2,3}|vvw|wvv)\W*/i, "");
    // What is left of a garbled "http://www." before the host is ignored: the host ends the line.
    const got = letters(rest).slice(-(want.length + 1));
    if (want.length < 5 || got.length < want.length - 2 || distance(got, want) > 2) continue;
    result.company.website = `https://${/\bw{2,3}\b|vvw/i.test(l.text) ? "www." : ""}${host}/`;
    l.used = true;
    return;
  }
}
