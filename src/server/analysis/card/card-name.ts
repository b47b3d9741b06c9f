// The person's name: a name-shaped line, preferring the one the e-mail's local part spells, then the tallest
// line and the one beside a title; then split into first and last name (family name in capitals first).
import { type Line, lineAbove } from "#server/analysis/card/card-lines.ts";
import { titleLike } from "#server/analysis/card/card-title.ts";
import { FAMILY_FIRST_NAMES } from "#server/analysis/card/family-names.ts";
import {
  capsSlips,
  FREE_MAIL,
  isUpperWord,
  letters,
  NAME_SUFFIX_RE,
  DEGREE_RE,
  INITIAL_RE,
  nameShapeStrict,
  NOT_A_NAME_WORD_RE,
  TITLE_RE,
  titleCase,
} from "#server/analysis/card/card-vocabulary.ts";
import type { CardRecognition } from "#shared/contract/card-recognition.ts";

/**
 * Sets first and last name from the free lines and returns the name line (used), if any. `local` is the
 * e-mail's local part, `domains` the firm's domain labels. With no legible name line, a first.last e-mail
 * names the person.
 */
export function readName(
  rest: Line[],
  local: string,
  domains: string[],
  result: CardRecognition,
  emailConfidence = 100,
): Line | undefined {
  joinNameByEmail(rest, local);
  // A backslash OCR left after an initial ("K\. RAMESH") is no part of the name.
  for (const l of rest)
    if (!l.used) l.text = spreadInitials(withoutStrayGlyph(l.text.replace(/(?<=\p{Lu})\\(?=\.)/gu, "")));
  const nameCandidates = rest.filter(
    (l) =>
      !l.used &&
      (nameShapeStrict(l.text) || spelledByEmail(l.text, local, domains)) &&
      !TITLE_RE.test(l.text) &&
      !NOT_A_NAME_WORD_RE.test(l.text) &&
      !noVowels(l.text),
  );
  const tallest = Math.max(0, ...rest.map((r) => r.height));
  const scoreName = (l: Line) => {
    const words = l.text.replace(NAME_SUFFIX_RE, "").toLowerCase().split(/\s+/).map(letters);
    let sc = 0;
    if (local) {
      const loc = letters(local);
      if (words[0] && words[0].length > 1 && loc.includes(words[0])) sc += 4;
      const last = words[words.length - 1];
      if (last && last.length > 1 && loc.includes(last)) sc += 4;
      if (words[0] && loc.startsWith(words[0][0]) && last && loc.includes(last)) sc += 1;
    }
    if (domains.some((d) => letters(l.text) === d)) sc -= 6; // it's the company
    if (tallest > 0 && l.height >= tallest * 0.9) sc += 2;
    sc += besideTitle(rest, l);
    if (l.text.split(/\s+/).every(isUpperWord)) sc -= 0.5;
    sc += (l.confidence - 50) / 100;
    // A line tesseract was unsure of is more often a logo or texture read as two capitalised words.
    if (l.confidence < 60) sc -= 2;
    // An honorific announces the person ("Prof. …", "Dr. …"); a bare letter after a word ("Godt E") is a logo's
    // pieces, a name's initial has its period or comes first.
    if (HONORIFIC_RE.test(l.text)) sc += 3;
    if (/\s\p{Lu}$/u.test(l.text.trim())) sc -= 2;
    sc -= l.index * 0.05;
    return sc;
  };
  nameCandidates.sort((a, b) => scoreName(b) - scoreName(a));
  const nameLine = nameCandidates[0];
  if (nameLine) {
    nameLine.used = true;
    let full = nameLine.text
      .replace(HONORIFIC_RE, "")
      .replace(NAME_SUFFIX_RE, "")
      .replace(DEGREE_RE, "")
      .replace(/[,.]+$/, "")
      .trim();
    full = capsSlips(full);
    const split = familyInCaps(full);
    if (split) {
      result.person.firstName = split.given;
      result.person.lastName = split.family;
    } else {
      if (full.split(/\s+/).every(isUpperWord)) full = titleCase(full);
      // The e-mail mends the name only when OCR was at least as sure of it as of the name.
      if (emailConfidence >= nameLine.confidence) full = correctNameFromEmail(full, local);
      const caps = nameLine.text.split(/\s+/).every(isUpperWord);
      const { first, last } = (caps && familyFirst(full, local)) || splitGivenFamily(full);
      result.person.firstName = first;
      result.person.lastName = cutFamilyFromEmail(first, last, local);
      familyFromEmail(result, local, emailDomainOf(result));
    }
  } else {
    // No legible name line: an e-mail of the form first.last / first_last names the person.
    const m = local.match(/^([a-z]{2,})[._]([a-z]{2,})$/);
    if (m && !FREE_MAIL.has(m[1])) {
      result.person.firstName = titleCase(m[1]);
      result.person.lastName = titleCase(m[2]);
    }
  }
  return nameLine;
}

const HONORIFIC_RE = /^(?:dr|mr|mrs|ms|miss|prof|mx)\.?\s+(?=\p{L})/iu;

/**
 * Words with no vowel at all ("KX BB", "TRZ"): script or a logo read as Latin letters, never a name printed in
 * Latin letters (a lone "Ng" beside other words is one, so every word must lack a vowel).
 */
function noVowels(text: string): boolean {
  return text
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w))
    .every((w) => !/[aeiouyáéíóúàèìòùâêîôûãõäëïöü]/i.test(w));
}

/**
 * A one-word name the e-mail spells whole ("Ravindran" beside ravindran77@…): many South Asian cards print one
 * name. Five letters at least, and not the firm's domain.
 */
function spelledByEmail(text: string, local: string, domains: string[]): boolean {
  const word = text.trim();
  const bare = letters(local).replace(/\d+$/, "");
  return /^\p{Lu}[\p{L}'’-]{4,}$/u.test(word) && bare.length >= 5 && letters(word) === bare && !domains.includes(bare);
}

/**
 * A title printed right under or over the line. With OCR boxes this goes by geometry: on a two-column card the
 * reading order interleaves the columns ("Dana Reyes", "T 555 0100", "Broker"), so the line next in order may
 * stand in the other column. Without boxes, the next or previous line.
 */
/**
 * How much being next to a title line says a line is the name: 2 right above a title (or on its printed line), 1
 * right under one — a line under the title is as often the title's department or region ("Regional Manager" /
 * "Project Logistics"), and a name printed under its title is rare.
 */
function besideTitle(rest: Line[], l: Line): number {
  let best = 0;
  for (const t of rest) {
    if (t === l || !titleLike(t)) continue;
    // Segments of one printed line ("Dana Reyes, Broker") share its box: beside each other.
    const above = l.bbox && t.bbox ? t.bbox === l.bbox || lineAbove(rest, t) === l : t.index - l.index === 1;
    const below = l.bbox && t.bbox ? lineAbove(rest, l) === t : l.index - t.index === 1;
    best = Math.max(best, above ? 2 : below ? 1 : 0);
  }
  return best;
}

/**
 * A lone digit or mark that speckle left before or after a line of words ("5 Haruto Mizuno") is no part
 * of it; a line with other digits (an address, a phone) keeps it.
 */
export function withoutStrayGlyph(text: string): string {
  const t = text.replace(/^[\p{N}\p{S}\p{P}]\s+(?=\p{Lu})/u, "").replace(/(?<=\p{L})\s+[\p{N}\p{S}]$/u, "");
  return t !== text && !/\d/.test(t) ? t : text;
}

/**
 * The e-mail's local part mends a name the OCR cut apart: a widely spaced "Daichi   Sato" read as two lines on
 * one row (d.sato@), or "Kenta M orita" with a space inside a word (kenta.morita@).
 */
function joinNameByEmail(lines: Line[], local: string): void {
  const parts = local.split(/[._-]+/).filter(Boolean);
  if (parts.length < 2 || !parts.every((p) => /^[a-z]+$/.test(p))) return;
  const localLetters = parts.join("");
  for (const l of lines) {
    if (l.used || letters(l.text) !== localLetters || localLetters.length < 6) continue;
    // Re-split the line's letters where the e-mail splits, keeping the line's case.
    const flat = l.text.replace(/[^\p{L}]/gu, "");
    let at = 0;
    l.text = parts
      .map((p) => {
        const w = flat.slice(at, at + p.length);
        at += p.length;
        return w;
      })
      .join(" ");
    return;
  }
  const single = (l: Line) => !l.used && /^\p{L}{2,}$/u.test(l.text.trim());
  for (let i = 0; i + 1 < lines.length; i++) {
    const [a, b] = [lines[i], lines[i + 1]];
    if (!single(a) || !single(b) || !a.bbox || !b.bbox) continue;
    const h = Math.max(1, Math.min(a.bbox.y1 - a.bbox.y0, b.bbox.y1 - b.bbox.y0));
    if (Math.abs(a.bbox.y0 - b.bbox.y0) > h * 0.4 || b.bbox.x0 < a.bbox.x1) continue;
    const first = a.text.trim().toLowerCase();
    const last = b.text.trim().toLowerCase();
    const matches = parts.includes(last) && (parts.includes(first) || parts[0] === first[0]);
    if (!matches) continue;
    a.text = `${a.text.trim()} ${b.text.trim()}`;
    a.bbox = { ...a.bbox, x1: b.bbox.x1 };
    b.used = true;
    return;
  }
}

/**
 * OCR slips one letter in a name more often than in an e-mail (Cevin/kevin): a name word one
 * substitution away from a word of the e-mail's local part takes that spelling.
 */
function correctNameFromEmail(full: string, local: string): string {
  const tokens = local.split(/[._\-+\d]+/).filter((t) => t.length >= 3);
  if (!tokens.length) return full;
  return full
    .split(" ")
    .map((w) => {
      const lw = w.toLowerCase();
      if (tokens.includes(lw)) return w;
      const t = tokens.find((t) => t.length === lw.length && [...t].filter((c, i) => c !== lw[i]).length === 1);
      if (!t || !/^\p{L}+$/u.test(w)) return w;
      return [...t].map((c, i) => (w[i] === w[i].toUpperCase() ? c.toUpperCase() : c)).join("");
    })
    .join(" ");
}

/**
 * "TANAKA Hiroshi" / "Hiroshi TANAKA": where one of two words is printed in capitals and the other in mixed
 * case, the capitals mark the family name (a common convention on East Asian cards in English).
 */
export function familyInCaps(full: string): { given: string; family: string } | null {
  const parts = full.split(/\s+/);
  if (parts.length !== 2) return null;
  const caps = parts.filter((w) => isUpperWord(w) && w.replace(/[^\p{L}]/gu, "").length >= 2);
  const mixed = parts.filter((w) => /\p{Ll}/u.test(w));
  if (caps.length !== 1 || mixed.length !== 1) return null;
  return { given: mixed[0], family: titleCase(caps[0]) };
}

/**
 * First and last name of a name read in order: the first word, and the rest with a middle initial left out
 * ("John A. Smith" -> John / Smith); initials before the given name are left out too ("R. Arjun Varma" ->
 * Arjun / Varma), and initials alone are the first name ("P. S. Nair" -> "P. S." / Nair).
 */
export function splitGivenFamily(full: string): { first: string; last: string | null } {
  const words = full.split(/\s+/).filter(Boolean);
  if (words.length < 2) return { first: full, last: null };
  const lead = words.findIndex((w) => !INITIAL_RE.test(w));
  if (lead === words.length - 1) return { first: words.slice(0, lead).join(" "), last: words[lead] };
  const rest = words.slice(Math.max(0, lead));
  return {
    first: rest[0],
    last: rest
      .slice(1)
      .join(" ")
      .replace(/^\p{Lu}\.?\s+(?=\p{L}{2})/u, ""),
  };
}

/**
 * A name in capitals led by a common East Asian family name ("TANAKA HIROSHI", "NGUYEN VAN AN") and not ending
 * in one: printed family name first, so the given name is the rest. Only when the e-mail names neither word
 * (it would say the order: familyFromEmail).
 */
export function familyFirst(full: string, local: string): { first: string; last: string } | null {
  const words = full.split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.length > 3 || words.some((w) => !/^\p{L}[\p{L}'’-]*$/u.test(w))) return null;
  const lower = words.map((w) => w.toLowerCase());
  // Both ends family names ("WEI ZHANG" or "ZHANG WEI"): the order cannot be told; a Vietnamese middle name
  // (Van, Thi) says it.
  const middle = words.length === 3 && /^(?:van|thi)$/.test(lower[1]);
  if (!FAMILY_FIRST_NAMES.has(lower[0]) || (FAMILY_FIRST_NAMES.has(lower[lower.length - 1]) && !middle)) return null;
  const loc = letters(local);
  // An e-mail of the form given.family naming the printed last word first ("an.nguyen@" beside "NGUYEN VAN AN")
  // says the printed first word is the family name (the same order as printed says the opposite).
  const parts = local
    .toLowerCase()
    .split(/[._-]+/)
    .filter(Boolean);
  const saysOrder = parts.length === 2 && parts[0] === lower[lower.length - 1] && parts[1] === lower[0];
  if (!saysOrder && lower.some((w) => w.length >= 2 && loc.includes(w))) return null;
  return { first: words.slice(1).join(" "), last: words[0] };
}

/**
 * A family name OCR cut to a letter or two ("Ajay Mm" beside a.mathur@): the e-mail's family name, when its
 * local part is the given name or its initial, then a family name starting with the letter printed.
 */
export function cutFamilyFromEmail(first: string, last: string | null, local: string): string | null {
  if (!last || !/^\p{L}{1,2}$/u.test(last)) return last;
  const m = local.match(/^([a-z]+)[._-]([a-z]{4,})$/);
  if (!m || !(m[1] === first.toLowerCase() || m[1] === first[0]?.toLowerCase())) return last;
  return m[2][0] === last[0].toLowerCase() ? titleCase(m[2]) : last;
}

/** Initials printed tight against the name ("P.S.Nair", "K.R.BALAJI") are spread apart like written ones. */
export function spreadInitials(text: string): string {
  // After an honorific too: "Prof. S.B. RAO".
  const m = text.match(
    /^((?:(?:dr|prof|mr|mrs|ms)\.\s+)?)((?:\p{Lu}\.){1,4})\s?(?=\p{Lu}\p{L}+(?:\s+\p{Lu}[\p{L}'’-]*){0,2}$)/iu,
  );
  return m ? `${m[1]}${m[2].replace(/\.(?=.)/g, ". ").trim()} ${text.slice(m[0].length)}` : text;
}

function emailDomainOf(result: CardRecognition): string {
  return result.person.email?.split("@")[1] ?? "";
}

/**
 * The e-mail's local part names the family: "k.tanaka@" or "k-tanaka@" (an initial, then the family name), or a
 * Japanese firm's "tanaka@" (.jp addresses use the family name). A name printed family name first
 * ("TANAKA KENJI") then reads Kenji / Tanaka.
 */
export function familyFromEmail(result: CardRecognition, local: string, host: string): void {
  const first = letters(result.person.firstName ?? "");
  const last = letters(result.person.lastName ?? "");
  if (!first || !last || first.length < 2 || /\s/.test(result.person.firstName ?? "")) return;
  const initialThen = local.match(/^([a-z])[._-]([a-z]{2,})$/);
  const family =
    (initialThen && initialThen[2] === first && initialThen[1] === last[0]) ||
    (/\.jp$/.test(host) && local === first && local !== last);
  if (!family) return;
  [result.person.firstName, result.person.lastName] = [result.person.lastName, result.person.firstName];
}
