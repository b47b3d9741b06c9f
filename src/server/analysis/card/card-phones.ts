// Phone numbers: found by shape, labelled by the word printed before or after them (Mobile, Tel, Fax…),
// postal codes and certification numbers left out, then given to the person or the company.
import { isAddressish } from "#server/analysis/card/card-address.ts";
import { POSTCODE_SHAPE } from "#server/analysis/card/card-address-intl.ts";
import type { Line } from "#server/analysis/card/card-lines.ts";
import { digitCount } from "#server/analysis/card/card-vocabulary.ts";
import { looksMobile } from "#server/analysis/card/mobile-numbers.ts";
import type { CardRecognition } from "#shared/contract/card-recognition.ts";

// A phone number: optional country code, area code, at least 7 digits overall in groups.
export const PHONE_RE =
  /(?:\+\s?\d{1,3}[\s.-]*)?(?:\(\s?\d{1,4}\s?\)|\d{1,4})(?:[\s.-]*\(?\d{1,4}\)?){1,4}(?:\s*(?:x|ext\.?|extension)\s*\d{1,5})?/gi;

// "HP" (handphone) is the mobile in Singapore and Malaysia; "Port." (portable) in France, "Mobil"/"Handy" in German,
// "GSM" in Belgium and the Netherlands, "Móvil" in Spanish.
const LABEL_PERSON =
  /^(?:direct|dir|mobile|mob|cell|cel|cellular|m|d|c|t|dd|dl|personal|hp|handphone|celular|port|portable|mobil|handy|gsm|m[oó]vil)$/i;
const MOBILE_WORD = /^(?:mobile|mob|cell|cel|cellular|m|hp|handphone|celular|port|portable|mobil|handy|gsm|m[oó]vil)$/i;
/** A home line ("(R)", "Res."): the person's only when the card gives no other, never the firm's. */
const LABEL_HOME = /^(?:r|res|resi|residence|home|h)$/i;
const LABEL_COMPANY = /^(?:office|main|o|company|tel|tel\.|telephone|switchboard|hq|headquarters|w|work|b|business)$/i;
const LABEL_GENERIC = /^(?:phone|ph|p|call|tel\/fax)$/i;
// "ax": a fax label whose F OCR lost.
const LABEL_FAX = /^(?:fax|ax|f|fx|facsimile)$/i;

/** "Res. Ph." / "Home Tel" before a number, possibly with a place name between. */
const HOME_BEFORE_RE = /(?:^|\s)(?:res|resi|residence|home)\.?\s+(?:ph(?:one)?|tel|no)\b/i;

/** Line confidence below which its digits are not taken for a phone number. */
const UNREADABLE = 25;

export type Phone = {
  value: string;
  label: "person" | "company" | "generic" | "fax" | "home" | "none" | "other";
  line: number;
  word?: string;
  /** Printed in the block of a second (or later) office. */
  elsewhere?: boolean;
};

function cleanPhone(raw: string): string {
  return (
    raw
      .replace(/\s+/g, " ")
      .replace(/\(\s+/g, "(")
      .replace(/\s+\)/g, ")")
      .replace(/[\s.-]+$/, "")
      // A lone digit after the last group of four is a mark beside the number, never part of it.
      .replace(/(\d{4})\s+\d$/, "$1")
      .trim()
  );
}

/** Label words OCR split after their first letter ("F AX:", "T EL") are joined again before a number. */
export function joinSplitLabels(text: string): string {
  return text.replace(/\b([A-Za-z])\s([A-Za-z]{2,8})(?=\s*[:.]?\s*[+(\d])/g, (m, a: string, b: string) =>
    /^(?:fax|tel|phone|mobile|mob|cell|direct|office|main)$/i.test(a + b) ? a + b : m,
  );
}

function phonesIn(line: Line, lineLabel: Phone["label"]): Phone[] {
  const out: Phone[] = [];
  // A hyphen OCR read as a degree sign between digits ("03-3344°1122") is still a hyphen.
  const text = joinSplitLabels(
    line.text
      .replace(/[{[]/g, "(")
      .replace(/[}\]]/g, ")")
      .replace(/(?<=\d)[°º](?=\d)/g, "-")
      // A dot read as a comma after the area code of a 3-3-4 number ("012, 345. 6780").
      .replace(/(?<![\d,]\s?)\b(\d{3}),\s?(\d{3}[\s.-]\s?\d{4})\b/g, "$1 $2"),
  );
  PHONE_RE.lastIndex = 0;
  for (let m = PHONE_RE.exec(text); m; m = PHONE_RE.exec(text)) {
    const digits = digitCount(m[0].replace(/(?:x|ext\.?|extension)\s*\d+$/i, ""));
    if (digits < 7 || digits > 15) continue;
    // Not a phone: a ZIP+4 or a street number followed by a postcode.
    if (/^\d{5}-\d{4}$/.test(m[0].trim())) continue;
    // Area codes in brackets have at most four digits; five or more in brackets is a postal code ("(04512)").
    if (/\(\s*\d{5,}\s*\)/.test(m[0])) continue;
    const before = text.slice(0, m.index);
    // "Direct Line:", "Main Office", "Tel." before the number; "(fax)", "(m)" after it.
    const labelMatch = before.match(/([A-Za-z]+)\.?(?:\s+(?:line|number|no|phone|tel)\.?)?\s*(?::\s?-|[:.)-])?\s*$/i);
    // "(fax)", "(m)", or a label word ending the line after the number ("702 555 0101 Direct").
    const after = text.slice(m.index + m[0].length).match(/^\s*(?:[([]\s*([A-Za-z]+)\s*[)\]]|([A-Za-z]+)\.?\s*$)/);
    let label: Phone["label"] = "none";
    let labelWord: string | undefined;
    // "Res. Ph. <town> 555 0100": a home label further back on the line, past a place name.
    if (HOME_BEFORE_RE.test(before)) label = "home";
    for (const word of [labelMatch?.[1], after?.[1] ?? after?.[2]]) {
      if (!word || label !== "none") continue;
      labelWord = word;
      if (LABEL_FAX.test(word)) label = "fax";
      else if (LABEL_PERSON.test(word)) label = "person";
      else if (LABEL_HOME.test(word)) label = "home";
      else if (LABEL_COMPANY.test(word)) label = "company";
      else if (LABEL_GENERIC.test(word)) label = "generic";
    }
    // A certification or registration number is no phone: "ISO 27001", "15 123456/ISO 27001", "Reg. No.".
    const after2 = text.slice(m.index + m[0].length);
    // OCR reads "ISO 27001" as "180 27001": a known standard's number after 180 (or before "/ 180") is one too.
    if (
      /^\s*\/\s*(?:\p{L}|1[8S][0O]\b)/u.test(after2) ||
      /^\s*1[8S][0O]\s?(?:9001|14001|27001|45001|22000|20000|13485)\b/.test(m[0]) ||
      /\b(?:[I1l]S[O0]|cert\w*|reg(?:istration)?\.?\s*no|license|licence)\b/i.test(
        `${before} ${after2.slice(0, 12)}`,
      ) ||
      isIdentifier(before, after2)
    )
      continue;
    // A postal code is no phone: "Osaka 530-0001, Japan", "Cep 04512-000" (unlabelled, beside words).
    const rest = `${before} ${text.slice(m.index + m[0].length)}`;
    // "T530-0001": the postal mark 〒 is read as a T set tight against the code.
    if (
      POSTCODE_SHAPE.test(m[0].trim()) &&
      ((label === "none" && (/\p{L}{3,}/u.test(rest) || /(?:cep|zip|postal|post\s*code)\W*$/i.test(before))) ||
        /(?:^|\s)[〒T]$/.test(before))
    )
      continue;
    if (label === "none" && out.length === 0) label = lineLabel;
    out.push({ value: cleanPhone(m[0]), label, line: line.index, word: labelWord });
  }
  return out;
}

/**
 * An identifier printed like a number: labelled as a code or a tax/registration id right before it ("Agent Code
 * No. 0316164", "Tax code: 0106472242", "GSTIN", "CIN", "VAT No"), or ending in a check letter set tight against
 * its digits ("0316164Y").
 */
export function isIdentifier(before: string, after: string): boolean {
  if (/^[A-Z](?![\p{L}\d])/u.test(after)) return true;
  return /\b(?:code|id|gst(?:in)?|cin|pan|tin|vat|tax|membership|licen[cs]e)\b\.?(?:\s*(?:no|number|#)\.?)?\s*[:.#-]?\s*$/i.test(
    before,
  );
}

/**
 * Reads every number on the card and sets the person's and the company's phone. A line's own label
 * ("Mobile") applies to its first number; unlabelled numbers go by numbering plan (a mobile is the
 * person's, a landline the office's). Returns all numbers found (the fax goes to the note).
 */
export function readPhones(all: Line[], result: CardRecognition): Phone[] {
  const phones: Phone[] = [];
  // Number lines of another office's block: marked used only if a field takes their number, so the note
  // keeps the others for the broker.
  const pending: Line[] = [];
  attachLoneLabels(all);
  joinSplitNumbers(all);
  const secondary = secondaryOfficeLines(all);
  for (const l of all) {
    if (l.used || digitCount(l.text) < 7) continue;
    // An address line's numbers are no phones unless labelled; a line of numbers alone ("#1234: 090-0000-0000",
    // left of an e-mail line) is no address.
    if (
      isAddressish(l.text) &&
      /\p{L}{3,}/u.test(l.text) &&
      !/(?:tel|phone|fax|mobile|cell|direct|office|main|^[tmfdoc])\s*[:.]?\s*[+(\d]/i.test(l.text) &&
      !HOME_BEFORE_RE.test(l.text)
    )
      continue;
    // Digits in a line tesseract could hardly read are texture, not a number printed on the card.
    if (l.confidence < UNREADABLE) continue;
    const found = phonesIn(l, "none");
    // Another office's numbers (printed under "Hanoi Office", "Kobe Branch") reach that office, not
    // the person or the firm's main line: only a number labelled as the person's is kept from there.
    if (secondary.has(l))
      for (const p of found) {
        p.elsewhere = true;
        if (p.label !== "person" && p.label !== "fax") p.label = "other";
      }
    if (found.length) {
      phones.push(...found);
      const rest = l.text
        .replace(PHONE_RE, " ")
        .replace(/[A-Za-z]+\.?\s*[:.]?/g, (w) =>
          /^(?:[a-z]{1,2}|tel|fax|phone|mobile|cell|direct|office|main|ext|work|ph|mob|dir)\.?\s*[:.]?$/i.test(w.trim())
            ? " "
            : w,
        );
      if (rest.replace(/[^\p{L}\p{N}]/gu, "").length < 3) {
        if (secondary.has(l)) pending.push(l);
        else l.used = true;
      }
    }
  }
  alignAreaCodes(phones);
  const pick = (label: Phone["label"]) => phones.find((p) => p.label === label)?.value ?? null;
  // Of the person's numbers the mobile is the one that reaches them anywhere (a direct line is an office's).
  // The person's own numbers, those printed with the first office before another office's.
  const own = phones.filter((p) => p.label === "person").sort((a, b) => Number(!!a.elsewhere) - Number(!!b.elsewhere));
  result.person.phone = (own.find((p) => MOBILE_WORD.test(p.word ?? "")) ?? own[0])?.value ?? null;
  // With the mobile taken for the person, their other line (a "T" or direct line) is an office number.
  result.company.phone =
    pick("company") ?? own.find((p) => p.value !== result.person.phone && !looksMobile(p.value))?.value ?? null;
  // Unlabelled numbers: a mobile number is the person's, a landline the office's.
  const unlabelled = phones.filter((x) => x.label === "generic" || x.label === "none");
  unlabelled.sort((a, b) => Number(looksMobile(b.value)) - Number(looksMobile(a.value)));
  for (const p of unlabelled) if (!result.person.phone) result.person.phone = p.value;
  // The office's number is a landline when the card prints one; a second mobile only when it does not.
  const others = unlabelled.filter((p) => p.value !== result.person.phone);
  result.company.phone ??= (others.find((p) => !looksMobile(p.value)) ?? others[0])?.value ?? null;
  // A home line beside a bare number: the bare number is the office's, the home line the person's.
  const bare = phones.find((p) => p.value === result.person.phone && p.label === "none" && !looksMobile(p.value));
  if (bare && !result.company.phone && pick("home")) {
    result.company.phone = bare.value;
    result.person.phone = pick("home");
  }
  result.person.phone ??= pick("home");
  // Convention (decision 0043, sixth pass): the card's only voice number (fax, home line and other offices aside)
  // is the person's, whatever its label ("Tel", "Office", "Pabx" or none): it is the number that reaches them.
  const main = phones.filter((p) => p.label !== "fax" && p.label !== "other" && p.label !== "home");
  const voice = new Set(main.map((p) => p.value.replace(/\D/g, "")));
  if (!result.person.phone && result.company.phone && voice.size === 1) {
    result.person.phone = result.company.phone;
    result.company.phone = null;
  }
  const taken = [result.person.phone, result.company.phone];
  for (const l of pending) if (phones.some((p) => p.line === l.index && taken.includes(p.value))) l.used = true;
  return phones;
}

const AREA_RE = /^(\+?\d{1,3}[\s.-]*)?\(?(\d{3})\)?/;
const CONFUSABLE_DIGITS = new Set(["09", "08", "89", "38", "56", "68", "17", "35"]);

/**
 * The numbers on one card usually share their area code. One that differs from the code two or more
 * others share by a single easily-confused digit (9 read as 0, 8 as 3) takes the shared code.
 */
function alignAreaCodes(phones: Phone[]): void {
  const codes = phones.map((p) => p.value.match(AREA_RE)?.[2] ?? null);
  const counts = new Map<string, number>();
  for (const c of codes) if (c) counts.set(c, (counts.get(c) ?? 0) + 1);
  const shared = [...counts].filter(([, n]) => n >= 2).map(([c]) => c);
  phones.forEach((p, i) => {
    const c = codes[i];
    if (!c || counts.get(c) !== 1) return;
    const fix = shared.find((s) => {
      const diff = [...s].map((d, k) => [d, c[k]]).filter(([a, b]) => a !== b);
      return diff.length === 1 && CONFUSABLE_DIGITS.has([...diff[0]].sort().join(""));
    });
    if (fix) p.value = p.value.replace(c, fix);
  });
}

/**
 * A number OCR cut into pieces on one row ("Tel: +81 3" | "5555 0101", with a wide gap between the groups): a
 * piece of digits alone, right of a line ending in too few digits for a number, joins it when the two make one
 * (7–15 digits). Only by the boxes: without them the row is unknown.
 */
export function joinSplitNumbers(lines: Line[]): void {
  for (const l of lines) {
    const a = l.bbox;
    const tail = l.text.match(/[+(]?\d[\d\s().-]*$/)?.[0] ?? "";
    const have = digitCount(tail);
    if (!a || l.used || !have || have >= 7) continue;
    const piece = lines.find((n) => {
      const b = n.bbox;
      // The piece is digits alone, or starts with the number's rest before other words ("3400 Fax: …").
      const head = n.text.trim().match(/^\d[\d\s().-]*?(?=\s+[^\d\s().-]|$)/)?.[0];
      if (n === l || n.used || !b || !head) return false;
      const h = Math.min(a.y1 - a.y0, b.y1 - b.y0);
      const overlap = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
      const sum = have + digitCount(head);
      return h > 0 && overlap >= h * 0.6 && b.x0 >= a.x1 - h * 0.3 && b.x0 - a.x1 <= h * 4 && sum >= 7 && sum <= 15;
    });
    if (!piece) continue;
    l.text = `${l.text.trim()} ${piece.text.trim()}`;
    piece.used = true;
  }
}

const LONE_LABEL_RE = /^(?:mobile|mob|cell|cel|tel|tel\.|phone|ph|fax|direct|office|main|hp)\s*[.:]?\s*$/i;
const NUMBER_ONLY_RE = /^[+(]?[\d][\d\s().-]{5,}$/;

/**
 * A label OCR read as a line of its own ("Mobile :" left of "98480 12345") belongs to the number printed on
 * the same row to its right (by the boxes), or to the next line when the reading has no boxes.
 */
export function attachLoneLabels(lines: Line[]): void {
  for (const label of lines) {
    if (label.used || !LONE_LABEL_RE.test(label.text.trim())) continue;
    const a = label.bbox;
    const number = lines.find((n) => {
      if (n === label || n.used || !NUMBER_ONLY_RE.test(n.text.trim())) return false;
      const b = n.bbox;
      if (!a || !b) return n.index === label.index + 1;
      const h = Math.min(a.y1 - a.y0, b.y1 - b.y0);
      const overlap = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
      return h > 0 && overlap >= h * 0.6 && b.x0 >= a.x1 - h * 0.3 && b.x0 - a.x1 <= h * 6;
    });
    if (!number) continue;
    number.text = `${label.text.trim()} ${number.text.trim()}`;
    label.used = true;
  }
}

/** "Head Office", "Hanoi Office", "KRT Branch": a heading naming one of the firm's offices. */
const OFFICE_HEADING_RE =
  /^(?:[\p{L}.&-]+\s+){0,2}(?:office|branch|plant|factory|showroom|works|laboratory|lab)\s*[:.]?(?=\s|$)/iu;

/**
 * The lines printed under the second and later office headings of a card that lists several offices,
 * up to the next line that names no address or number (the e-mail and web lines after the blocks).
 */
export function secondaryOfficeLines(lines: Line[]): Set<Line> {
  // "Office: 212 555 0100" is a phone label, not a heading: the words after a heading name a place.
  const headingAt = (l: Line | undefined): string | null => {
    const text = l?.text.trim() ?? "";
    const m = text.match(OFFICE_HEADING_RE);
    const after = m ? text.slice(m[0].length) : "";
    return m && (!after.trim() || /\p{L}{3,}/u.test(after)) ? after : null;
  };
  const out = new Set<Line>();
  let headings = 0;
  for (const [i, l] of lines.entries()) {
    const after = headingAt(l);
    // A heading opens an office's block only when an address or a number follows it ("Design Office" is a unit).
    const next = lines[i + 1];
    if (after !== null && (/\d/.test(after) || (headingAt(next) === null && /\d/.test(next?.text ?? "")))) {
      headings++;
      if (headings > 1) out.add(l);
      continue;
    }
    if (headings < 2) continue;
    if (/@|www\.|https?:/i.test(l.text) || /^(?:e-?mail|url|web)/i.test(l.text.trim())) break;
    out.add(l);
  }
  return out;
}
