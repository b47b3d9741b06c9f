// The firm: the line that spells the e-mail/website domain first (the strongest signal), else a line with a
// legal form, a firm word or in capitals; with no such line, the domain itself names the firm.
import { isAddressish } from "#server/analysis/card/card-address.ts";
import { type Line, lineAbove, lineBelow } from "#server/analysis/card/card-lines.ts";
import {
  COMPANY_SUFFIX_RE,
  capsSlips,
  DEPARTMENT_RE,
  isUpperWord,
  LEGAL_SUFFIX_RE,
  letters,
  nameShapeStrict,
  TITLE_RE,
  titleCase,
} from "#server/analysis/card/card-vocabulary.ts";
import { distance, domainLabel, nearlySame } from "#server/analysis/card/card-web.ts";
import type { CardRecognition } from "#shared/contract/card-recognition.ts";

/** The lines a company may be read from: short, not an address, not a department of the firm, not a list item. */
function companyPool(rest: Line[]): Line[] {
  const items = listItems(rest);
  return rest.filter(
    (l) =>
      !l.used &&
      !items.has(l) &&
      l.text.split(/\s+/).length <= 7 &&
      !isAddressish(l.text) &&
      !(DEPARTMENT_RE.test(l.text) && !LEGAL_SUFFIX_RE.test(l.text)),
  );
}

/** "Specialists in", "Dealers of:", "Services:": a heading over a list of what the firm does. */
const LIST_HEADING_RE = /(?:\s(?:in|of|for|with)|&|:)\s*:?$/i;

/**
 * The lines listed under such a heading, down its column in print of one size ("GOLD JEWELLERY" / "PHOTOGRAPHY"
 * under "SPECIALIST IN"): the firm's trades, never its name.
 */
function listItems(rest: Line[]): Set<Line> {
  const out = new Set<Line>();
  for (const heading of rest) {
    if (!LIST_HEADING_RE.test(heading.text.trim()) || /\d|@/.test(heading.text)) continue;
    let at = heading;
    // Without boxes the list's end is unknown: three lines at most.
    const most = heading.bbox ? 8 : 3;
    for (let n = lineBelow(rest, at), k = 0; n && k < most; n = lineBelow(rest, at), k++) {
      if (/\d|@/.test(n.text) || LEGAL_SUFFIX_RE.test(n.text)) break;
      if (at.height && Math.abs(n.height - at.height) > at.height * 0.25) break;
      out.add(n);
      at = n;
    }
  }
  return out;
}

/**
 * The line that matches the firm's domain best, marked used. Read before the name, so "Ironwood Partners"
 * is not taken for a job title ("partner").
 */
export function companyByDomain(rest: Line[], domains: string[]): Line | undefined {
  const domainScore = (l: Line): number => {
    const flat = letters(l.text.replace(new RegExp(COMPANY_SUFFIX_RE.source, "gi"), " "));
    const full = letters(l.text);
    const initials = l.text
      .split(/[\s&-]+/)
      .filter((w) => /^\p{L}/u.test(w) && !LEGAL_SUFFIX_RE.test(` ${w}`))
      .map((w) => w[0].toLowerCase())
      .join("");
    let best = 0;
    for (const d of domains) {
      if (d.length < 2) continue;
      if (full === d || (flat.length >= 2 && flat === d)) best = Math.max(best, 3);
      else if (d.length >= 3 && flat.length >= 3 && (full.startsWith(d) || full.includes(d)))
        best = Math.max(best, 2.1);
      else if (d.length >= 3 && flat.length >= 3 && d.startsWith(flat)) best = Math.max(best, 2);
      else if (
        initials.length >= 2 &&
        (initials === d ||
          (d.startsWith(initials) &&
            (d.length - initials.length <= 3 || DOMAIN_WORDS.includes(d.slice(initials.length)))))
      )
        best = Math.max(best, 1.5);
    }
    // A personal domain (janesmith.com) matches the person's name: only an exact match counts then.
    if (best === 2 && nameShapeStrict(l.text)) return 0;
    return best;
  };
  const byDomain = companyPool(rest)
    .map((l) => ({ l, s: domainScore(l) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s || a.l.index - b.l.index);
  let company = byDomain[0]?.l;
  // A logo spelling the domain ("ZENTRA") beside the firm's full legal name that starts with it ("Zentra India
  // Private Limited"): the legal name.
  const word = company && letters(company.text);
  if (company && word && !/\s/.test(company.text.trim())) {
    const pool = companyPool(rest);
    const legal = pool.find(
      (l) => l !== company && LEGAL_SUFFIX_RE.test(l.text) && letters(l.text.split(/\s+/)[0]) === word,
    );
    // Or its division named after it with a line of business ("ZENTRA" beside "Zentra Healthcare").
    const division = pool.find(
      (l) =>
        l !== company &&
        letters(l.text.split(/\s+/)[0]) === word &&
        /^\S+\s+\S/.test(l.text.trim()) &&
        l.text.trim().split(/\s+/).length <= 4 &&
        (COMPANY_SUFFIX_RE.test(l.text) || INDUSTRY_RE.test(l.text)) &&
        !TITLE_RE.test(l.text),
    );
    company = legal ?? division ?? company;
  }
  if (company) company.used = true;
  return company;
}

/** Lines of business a firm's division is named by ("… Healthcare", "… Electronics"). */
const INDUSTRY_RE =
  /\b(?:healthcare|health|medical|electronics|energy|systems|technologies|technology|software|pharma|pharmaceuticals|logistics|motors|automotive|finance|financial|insurance|securities|construction|engineering|chemicals|foods|media|telecom|networks|semiconductor|education)\b/i;

/**
 * A dealer named after its owner and its brand ("Ray Dalton Honda") beside the brand's logo printed alone
 * ("HONDA"): the longer line is the firm, not a person, and the logo is part of it. Only when another line is
 * name-shaped (the person), and with three words at least, so a firm logo spelling a person's family name
 * ("REYES" beside "Dana Reyes") never turns the person into a firm. Marked used.
 */
export function firmWithBrand(rest: Line[]): Line | undefined {
  const free = rest.filter((l) => !l.used);
  for (const l of free) {
    const words = l.text.trim().split(/\s+/);
    if (words.length < 3 || !nameShapeStrict(l.text) || words.some((w) => /^\p{Lu}\.?$/u.test(w))) continue;
    const brand = letters(words[words.length - 1]);
    const logo = free.find((m) => m !== l && /^\p{Lu}{4,}$/u.test(m.text.trim()) && letters(m.text) === brand);
    const person = free.some((m) => m !== l && m !== logo && nameShapeStrict(m.text));
    if (!logo || !person) continue;
    l.used = true;
    logo.used = true;
    return l;
  }
  return undefined;
}

/**
 * Sets the company name: from `company` (the domain's line) or, failing that, a legal form (Inc., Ltd., AG, Co.
 * mark the firm more surely than a business word like "Development"), a firm word, an upper-case line; with no
 * line at all, the firm's own domain names it (brightlane.com -> Brightlane), unless it is the person's.
 */
export function readCompany(
  rest: Line[],
  byDomain: Line | undefined,
  domains: string[],
  result: CardRecognition,
  all: Line[] = rest,
): void {
  let company = byDomain;
  if (!company) company = companyPool(rest).find((l) => LEGAL_SUFFIX_RE.test(l.text) && !nameShapeStrict(l.text));
  if (!company) company = companyPool(rest).find((l) => COMPANY_SUFFIX_RE.test(l.text) && !nameShapeStrict(l.text));
  // The firm's own domain (not free mail, not the person's) names it more surely than a line in capitals no
  // domain confirms: such lines are taglines, branch headings or logos read in part. Only a printed website's
  // domain: an e-mail may be at an Internet provider's.
  const ownDomain = firmDomain(domains, result);
  const site = result.company.website ? letters(domainLabel(result.company.website)) : "";
  const siteDomain = ownDomain === site ? site : undefined;
  if (!company) {
    // A logo in capitals: the surest such line (speckle read as capitals is unsure), with the word printed
    // right under it in the same style ("HARBOR" / "WORKS").
    const caps = companyPool(rest).filter(
      (l) =>
        l.text.replace(/[^\p{L}]/gu, "").length >= 3 &&
        l.text.split(/\s+/).every(isUpperWord) &&
        // "BTL/PDV", "SALES / RENTALS": abbreviations or a list, never a logo.
        !l.text.includes("/") &&
        !TITLE_RE.test(l.text) &&
        l.confidence >= 50 &&
        !namesPlace(all, l),
    );
    company = caps.sort((a, b) => b.confidence - a.confidence || a.index - b.index)[0];
    const under = company && caps.find((l) => l !== company && stackedUnder(company as Line, l));
    const logo = company && under ? `${company.text} ${under.text}` : company?.text;
    if (logo && siteDomain && !sharesStretch(letters(logo), siteDomain) && !initialsLead(logo, siteDomain))
      company = undefined;
    else if (company && under) {
      company.text = `${company.text} ${under.text}`;
      under.used = true;
    }
  }
  if (company) {
    company.used = true;
    joinBrokenName(rest, company);
    const text = company.text
      .replace(/^(?:company|firm)\s*[:.]\s*/i, "")
      .replace(/[,;|]+$/, "")
      // A logo mark before the name read as one or two glyphs and a bracket or bar ("EJ) Harbor Freight").
      .replace(/^[\p{L}\p{N}]{1,2}[)\]|}]\s+(?=\p{Lu})/u, "")
      // A stray glyph after the legal form ("… Systems AG A") is OCR debris.
      .replace(/((?:^|\s)(?:AG|GmbH|Inc\.?|Ltd\.?|LLC|Co\.|Corp\.?|S\.A\.|Ltda\.?|Pte|plc))\s+\S$/i, "$1")
      // "Pvt. Ltd." (private limited) with its v read as o.
      .replace(/\bP[o0]t\.?(?=\s*(?:Ltd|Limited)\b)/i, "Pvt.")
      // A digit speckle glued before the name the firm's domain starts with ("7Harbor Online Ltd." for harboronline).
      // Also two glyphs of speckle ("Z2Harbor").
      .replace(/^(?:\d|\p{Lu}\d|\d\p{Lu})(?=(\p{Lu}\p{Ll}{2,}))/u, (d, _w, _i, all: string) => {
        const word = letters(all.slice(d.length).split(/[\s,]/)[0]);
        return domains.some((x) => x.startsWith(word)) ? "" : d;
      })
      // A word the merge of two readings doubled ("LIFE LIFE INSURANCE …"); "Sun Sun" style names keep their case.
      .replace(/^(\p{Lu}{3,})\s+\1(?=\s)/u, "$1");
    result.company.name = domains.reduce((t, d) => repairFromDomain(t, d), capsSlips(text));
    return;
  }
  const d = ownDomain;
  if (d) {
    // A logo line that spells the domain with OCR slips keeps its case ("BRIGHTLANE").
    const spelt = companyPool(rest)
      .map((l) => repairFromDomain(l.text, d))
      .find((t) => letters(t) === d);
    result.company.name = spelt ?? nameFromDomain(d, cardWords(all));
  }
}

/**
 * A heading in capitals that names a place the card gives an address in ("PUNE" over a branch's block, which
 * later reads "…, Pune 411004"): a branch heading, not the firm.
 */
function namesPlace(all: Line[], l: Line): boolean {
  const word = l.text.trim().toLowerCase();
  if (/\s/.test(word) || word.length < 4) return false;
  return all.some(
    (m) =>
      m !== l &&
      /[,\d]/.test(m.text) &&
      new RegExp(`(?:^|[\\s,])${word.replace(/[^\p{L}]/gu, "")}(?:$|[\\s,.-])`, "iu").test(m.text),
  );
}

/** "BLUE FIN" beside bfgroup.com: the domain starts with the initials of a logo of two words or more. */
function initialsLead(logo: string, domain: string): boolean {
  const words = logo.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  const initials = words.map((w) => w[0].toLowerCase()).join("");
  return words.length >= 2 && domain.startsWith(initials) && domain.length > initials.length;
}

/** Whether two spellings share a run of four letters ("softwaremaestro" and "swmaestro"). */
function sharesStretch(a: string, b: string): boolean {
  for (let i = 0; i + 4 <= a.length; i++) if (b.includes(a.slice(i, i + 4))) return true;
  return false;
}

/** The firm's domain label, if it names a firm: letters only, not the person's own name. */
function firmDomain(domains: string[], result: CardRecognition): string | undefined {
  const person = letters(`${result.person.firstName ?? ""}${result.person.lastName ?? ""}`);
  const last = letters(result.person.lastName ?? "");
  return domains.find(
    (x) => x.length >= 3 && /^[a-z]+$/.test(x) && x !== person && !(last.length >= 3 && x.includes(last)),
  );
}

const CONTINUES = /(?:&|\+|\band|\bof|\bfor)\s*$/i;

/** A firm's name printed over two lines, the first ending in "&" / "and" / "of": the two lines are one name. */
function joinBrokenName(rest: Line[], company: Line): void {
  const above = lineAbove(rest, company);
  // The name goes on from the line above when that line ends in "&"/"of", or when this one starts with the
  // bracketed short form the name above is abbreviated to ("Harbor Marine Technology" / "(HMT) India Pvt. Ltd.").
  const bracketed =
    /^\(\p{Lu}{2,6}\)/u.test(company.text.trim()) &&
    !!above &&
    /^(?:\p{Lu}[\p{L}&'.-]*\s+){1,5}\p{Lu}[\p{L}'.-]*$/u.test(above.text.trim()) &&
    !TITLE_RE.test(above.text);
  if (above && !above.used && (CONTINUES.test(above.text) || bracketed) && !isAddressish(above.text)) {
    company.text = `${above.text.trim()} ${company.text.trim()}`;
    above.used = true;
    return;
  }
  if (!CONTINUES.test(company.text)) return;
  const below = rest.find((l) => !l.used && lineAbove(rest, l) === company && !isAddressish(l.text));
  if (below) {
    company.text = `${company.text.trim()} ${below.text.trim()}`;
    below.used = true;
  }
}

/** `b` printed right under `a`, left-aligned, in letters of the same size: one block of a logo. */
function stackedUnder(a: Line, b: Line): boolean {
  if (!a.bbox || !b.bbox || a.text.split(/\s+/).length > 2 || b.text.split(/\s+/).length > 2) return false;
  const h = Math.max(1, a.bbox.y1 - a.bbox.y0);
  const hb = b.bbox.y1 - b.bbox.y0;
  return (
    b.bbox.y0 >= a.bbox.y1 - h * 0.2 &&
    b.bbox.y0 - a.bbox.y1 <= h * 0.6 &&
    Math.abs(b.bbox.x0 - a.bbox.x0) <= h * 0.5 &&
    hb / h > 0.75 &&
    hb / h < 1.33
  );
}

/**
 * A company line that spells the firm's domain with a stray mark or two ("Ib RIGHTLANE" for brightlane.com)
 * takes the domain's spelling, in the line's case.
 */
export function repairFromDomain(text: string, domain: string): string {
  const core = letters(text.replace(new RegExp(COMPANY_SUFFIX_RE.source, "gi"), " "));
  // "NORTHGATE" for northgate-re.com: the domain adds a word to the name, nothing to repair.
  if (domain.length < 4 || core === domain || (core.length >= 3 && domain.startsWith(core))) return text;
  const noisy = core.includes(domain) && core.length - domain.length <= 2;
  const close = nearlySame(core, domain) || (domain.length >= 6 && distance(core, domain) <= 2);
  if (!noisy && !close) return text;
  if (text.trim().split(/\s+/).length > 2) return text;
  // A name the domain spells without its space ("MORLAN REFD" for morlanreed.com): mend its letters in place.
  if (letters(text).length === domain.length && /^[\p{L}\s]+$/u.test(text.trim()) && /\s/.test(text.trim())) {
    let at = 0;
    return text.trim().replace(/\p{L}/gu, (c) => {
      const d = domain[at++];
      return c === c.toUpperCase() ? d.toUpperCase() : d;
    });
  }
  const upper = text.replace(/[^\p{Lu}]/gu, "").length * 2 > text.replace(/[^\p{L}]/gu, "").length;
  return upper ? domain.toUpperCase() : titleCase(domain);
}

const DOMAIN_WORDS = [
  "realty",
  "properties",
  "property",
  "partners",
  "group",
  "capital",
  "advisors",
  "homes",
  "commercial",
  "investments",
  "holdings",
  "ventures",
  "development",
  "management",
  "associates",
  "consulting",
  "solutions",
  "design",
  "law",
  "cre",
];

/**
 * A company name from its domain label: "lakeshorerealty" -> "Lakeshore Realty", "brightlane" -> "Brightlane"; a
 * word the card prints elsewhere splits it too ("harborgrill" on a card saying "Grill & Bar" -> "Harbor Grill").
 */
export function nameFromDomain(d: string, printed: ReadonlySet<string> = new Set()): string {
  for (const w of [...DOMAIN_WORDS, ...[...printed].sort((a, b) => b.length - a.length)]) {
    if (d.endsWith(w) && d.length - w.length >= (DOMAIN_WORDS.includes(w) ? 2 : 3))
      return `${titleCase(d.slice(0, -w.length))} ${w === "cre" ? "CRE" : titleCase(w)}`;
    if (printed.has(w) && d.startsWith(w) && d.length - w.length >= 3)
      return `${titleCase(w)} ${titleCase(d.slice(w.length))}`;
  }
  return titleCase(d);
}

/** The words of four letters or more printed on the card, in small letters, e-mails and sites left out. */
function cardWords(all: Line[]): Set<string> {
  const out = new Set<string>();
  for (const l of all)
    for (const w of l.text.split(/\s+/))
      if (!/[@./]/.test(w) && /^\p{L}{4,}$/u.test(w.replace(/[,;:]$/, "")))
        out.add(w.replace(/[,;:]$/, "").toLowerCase());
  return out;
}
