// Tenant options (renew/extend, terminate early, expand, contract): how many, for how long, how much notice,
// at what rent, and the last day to give notice when the dates are known.
import type { LeaseOption } from "#shared/contract/lease-abstract.ts";
import { type Clause, type LeaseDoc, sentencesIn } from "#server/analysis/lease/lease-doc.ts";
import {
  COUNT_RE,
  addDays,
  addMonths,
  clean,
  findDates,
  parseDurationMonths,
  parseNumberish,
} from "#server/analysis/lease/parse-values.ts";
import { monthsBeforeExpiration, noticeMonthsFrom, statedNoticeDate } from "#server/analysis/lease/option-notice.ts";

export type OptionKind = "renewal" | "termination" | "expansion" | "contraction";

const HEADINGS: Record<OptionKind, RegExp> = {
  renewal:
    /option\s+to\s+(?:extend|renew)|renewal\s+(?:option|term|right)|extension\s+(?:option|term|right)|options?\s+to\s+extend|right\s+to\s+(?:extend|renew)|right\s+of\s+(?:renewal|extension)|^renewal$|^extension$/i,
  termination:
    /termination\s+(?:option|right)|early\s+termination|option\s+to\s+(?:terminate|cancel)|right\s+to\s+terminate|cancellation\s+option|tenant'?s\s+termination/i,
  expansion: /expansion\s+(?:option|right|space)|option\s+to\s+expand|right\s+to\s+expand|must[- ]take/i,
  contraction:
    /contraction\s+(?:option|right)|option\s+to\s+(?:contract|reduce)|right\s+to\s+(?:contract|reduce)|give[- ]?back\s+(?:option|right)|reduction\s+(?:option|right)/i,
};

const SAME_TOPIC: Record<OptionKind, RegExp> = {
  renewal: /\b(?:renewal|extension|extend|renew)\b/i,
  termination: /\b(?:termination\s+(?:option|right|notice|fee|date)|early\s+termination)\b/i,
  expansion: /\b(?:expansion|must[- ]take)\b/i,
  contraction: /\b(?:contraction|give[- ]?back|reduc(?:e|tion)\s+(?:of\s+)?the\s+(?:size\s+of\s+the\s+)?Premises)\b/i,
};

// A summary row that counts the options: "Option (Section 2.7): Two five (5) year options", "Option Period(s):
// (Section 2.1.3) Four (4) five (5) year periods" — the row's label, a cross-reference on either side of the colon,
// then the count.
const SUMMARY_OPTION = String.raw`\b(?:Renewal\s+|Extension\s+)?Options?(?:\s+(?:Periods?|Terms?)(?:\(s\))?)?\s*(?:\((?:Section|Article|Paragraph|§)[^)]{0,20}\)\s*)?:\s*(?:\((?:Section|Article|Paragraph|§)[^)]{0,20}\)\s*)?(?:${COUNT_RE})\b(?=[^.]{0,40}\b(?:years?|months?)\b)`;

const GRANTS: Record<OptionKind, RegExp> = {
  renewal: new RegExp(
    String.raw`(?:Tenant|Lessee)\s+(?:shall|will|may)\s+(?:have|be\s+granted|be\s+entitled\s+to)[^.]{0,60}?(?:right|option)s?[^.]{0,30}?to\s+(?:extend|renew)|(?:grants?|granted)\s+(?:to\s+)?(?:Tenant|Lessee)[^.]{0,60}?(?:right|option)s?\s+to\s+(?:extend|renew)|(?:Tenant|Lessee)\s+(?:may|shall\s+have\s+the\s+right\s+to)\s+(?:extend|renew)\s+(?:the\s+)?(?:Lease\s+)?Term|(?:renewal|extension)\s+options?\s*(?::|\.)|\boptions?\s+to\s+(?:renew|extend)\s+(?:(?:the|this)\s+(?:Lease\s+)?(?:Term\s+)?)?for\b|\b(?:one|two|three|four|five|\d)\s*(?:\(\d\)\s*)?(?:renewal\s+|extension\s+)?Option\s+(?:Terms?|Periods?)\s+of\b|(?:this\s+Lease|the\s+(?:Lease\s+)?Term)\s+may\s+be\s+(?:renewed|extended)\s+(?:at\s+the\s+option\s+of|by)\s+(?:the\s+)?(?:Tenant|Lessee|Government|District|City|County|State|Commonwealth|Authority)\b|(?:Tenant|Lessee)\s+(?:shall|will)\s+be\s+entitled\s+to\s+(?:extend|renew)\s+(?:the\s+term\s+of\s+)?(?:this\s+Lease|the\s+(?:Lease\s+|Initial\s+)?Term)|(?:Tenant|Lessee),?\s+(?:at\s+its\s+(?:sole\s+)?option,?\s+)?may\s+(?:extend|renew)(?:\s+and\s+(?:renew|extend))?\s+(?:the\s+term\s+of\s+)?(?:this\s+Lease|the\s+(?:Lease\s+)?Term)|\b(?:renewal|extension)\s+(?:terms?|periods?|options?)\s*:\s*(?:one|two|three|four|five|\d)\b|(?:Tenant|Lessee)\s+(?:shall|will)\s+have\s+(?:the\s+)?right\s+to\s+(?:an?\s+|(?:one|two|three|four|five|\d)\s*(?:\(\d\)\s*)?)[^.]{0,40}?\b(?:renewal|extension)\s+(?:options?|terms?|periods?)\b|(?:Tenant|Lessee)\s+may\s+(?:extend|renew)(?:\s+(?:this\s+Lease|the\s+(?:Lease\s+)?Term))?\s+for\s+(?:an?\s+|one|two|three|four|five|\d)|(?:Tenant|Lessee)\s+is\s+(?:hereby\s+)?(?:given|granted)\s+(?:the|an?)\s+(?:right|option)s?\s+to\s+(?:extend|renew)|${SUMMARY_OPTION}`,
    "i",
  ),
  termination:
    /(?:Tenant|Lessee)\s+(?:shall|will|may)\s+(?:have|be\s+granted)[^.]{0,60}?(?:right|option)\s+to\s+(?:terminate|cancel)\s+this\s+Lease|(?:grants?|granted)\s+(?:to\s+)?(?:Tenant|Lessee)[^.]{0,60}?(?:right|option)\s+to\s+(?:terminate|cancel)|(?:Tenant|Lessee)\s+may\s+(?:terminate|cancel)\s+this\s+Lease\s+(?:effective|as\s+of|on|at\s+any\s+time|by\s+(?:giving|delivering)|upon\s+(?:at\s+least\s+|not\s+less\s+than\s+)?[^.]{0,40}?(?:days?|months?)['’]?\s+(?:prior\s+)?(?:written\s+)?notice)|(?:Tenant|Lessee)\s+(?:shall|will)\s+have\s+(?:a|the)\s+(?:one[- ]time\s+)?(?:right|option)\s+to\s+cancel\b/i,
  expansion:
    /(?:Tenant|Lessee)\s+(?:shall|will|may)\s+(?:have|be\s+granted)[^.]{0,60}?(?:right|option)\s+to\s+(?:expand|lease\s+(?:the|additional)|add)|(?:grants?|granted)\s+(?:to\s+)?(?:Tenant|Lessee)[^.]{0,60}?(?:right|option)\s+to\s+(?:expand|lease\s+(?:the|additional))|Expansion\s+Space/i,
  contraction:
    /(?:Tenant|Lessee)\s+(?:shall|will|may)\s+(?:have|be\s+granted)[^.]{0,60}?(?:right|option)\s+to\s+(?:contract|reduce|surrender|give\s+back|terminate\s+this\s+Lease\s+(?:solely\s+|only\s+)?(?:with\s+respect\s+to|as\s+to))|(?:grants?|granted)\s+(?:to\s+)?(?:Tenant|Lessee)[^.]{0,60}?(?:right|option)\s+to\s+(?:contract|reduce|surrender\s+a\s+portion)|(?:Tenant|Lessee)\s+may\s+(?:reduce\s+the\s+(?:size\s+of\s+the\s+)?Premises|terminate\s+this\s+Lease\s+(?:solely\s+|only\s+)?(?:with\s+respect\s+to|as\s+to))/i,
};

// Giving back part of the premises: "end this Lease as to part of the Premises",
// "give back some of the Premises", "surrender the Give-Back Space".
const PARTIAL =
  /(?:terminate|cancel)\s+(?:this\s+Lease|the\s+Term)\s+(?:solely\s+|only\s+)?(?:with\s+respect\s+to|as\s+to)\s+(?:a\s+portion|part|all\s+or\s+(?:a\s+)?(?:portion|part)|the\s+[A-Z][\w-]*\s+(?:Space|Floor|Premises))|reduce\s+the\s+(?:size\s+of\s+the\s+|rentable\s+area\s+of\s+the\s+)?Premises|(?:surrender|give\s+back)\s+(?:to\s+Landlord\s+)?(?:a\s+portion|part|the\s+(?:Contraction|Give[- ]?back)\s+Space)/i;

function countFrom(text: string): number | null {
  // "for the number of Option Periods set forth in the Lease Summary": the count is stated elsewhere — unless a
  // count comes before the pointer, the option says no number of its own (not "one").
  const pointer =
    /\bthe\s+number\s+of\s+(?:renewal\s+|extension\s+|option\s+)*(?:options?|periods?|terms?)\s+(?:set\s+forth|specified|stated|described|provided|shown)\b/i.exec(
      text,
    );
  if (pointer) return statedCount(text.slice(0, pointer.index));
  return statedCount(text) ?? impliedSingle(text);
}

function statedCount(text: string): number | null {
  // "the right to extend the Term for: (a) a first period of three (3) years … and (b) a second period of three (3) years".
  const listed = text.match(
    new RegExp(
      `\\((?:[a-h]|i{1,3}|iv|v)\\)\\s+(?:an?\\s+|one\\s+)?(?:(?:additional|further|second|third|subsequent)\\s+)?(?:${COUNT_RE}\\s*(?:\\(\\s*\\d+\\s*\\)\\s*)?[- ]?(?:year|month)s?\\s+)?(?:period|term)\\b`,
      "gi",
    ),
  );
  if (listed && listed.length >= 2) return listed.length;
  const re = new RegExp(
    `(${COUNT_RE})\\s*(?:\\(\\s*\\d+\\s*\\)\\s*)?(?:(?:additional|successive|consecutive|separate|further|renewal|extension|option)\\s+|\\((?:but\\s+)?[a-z ]{3,20}\\)\\s*)*(?:${COUNT_RE}\\s*(?:\\(\\s*\\d+\\s*\\)\\s*)?\\s*[-–]?\\s*(?:year|month)s?\\s+(?:(?:Lease\\s+)?(?:renewal|extension|option)\\s+)?)?(?:options?|periods?|terms?|renewals?|extensions?|times|occasions)\\b`,
    "gi",
  );
  // "Tenant may extend the Term twice", "renew three times".
  const times = /\b(?:(?:extend|renew)\w*[^.;]{0,60}?\b(twice|thrice)\b)/i.exec(text);
  if (times) return times[1].toLowerCase() === "twice" ? 2 : 3;
  for (const m of text.matchAll(re)) {
    // A section number ("1.8 Term:", "SECTION NINE / OPTION TO RENEW") is not a count.
    if (
      /\b(?:section|article|paragraph|clause|part|item)\s*$/i.test(
        text.slice(Math.max(0, (m.index ?? 0) - 12), m.index),
      )
    )
      continue;
    const n = parseNumberish(m[1]);
    if (n !== null && Number.isInteger(n) && n >= 1 && n <= 10) return n;
  }
  return null;
}

/** An option granted without a count is one option ("a single period of …", "the option to extend"). */
function impliedSingle(text: string): number | null {
  if (
    // "The County may renew this Lease at its option for a term of 3 years", "for a single period of sixty (60)
    // months": one renewal (never a holdover of days).
    new RegExp(
      `\\b(?:renew|extend)\\w*\\b[^.;]{0,80}?\\bfor\\s+(?:a|one)\\s+(?:(?:single|further|additional|renewal|extension)\\s+)?(?:term|period)\\s+of\\s+(?:${COUNT_RE})\\s*(?:\\(\\s*\\d+\\s*\\)\\s*)?(?:years?|months?)\\b`,
      "i",
    ).test(text) ||
    /\b(?:an?|one-time|one\s+time|a\s+single|one\s+single)\s+(?:option|right)\b|\ba\s+single\s+(?:renewal|extension)\b|\ban?\s+(?:renewal|extension|additional)\s+(?:term|period)|\ban?\s+(?:additional|single|further)\s+[\w()\s-]{1,30}?(?:year|month)s?\s+(?:renewal\s+|extension\s+)?(?:term|period)\b/i.test(
      text,
    )
  )
    return 1;
  // "Subtenant may extend the Term … for the further period stated there": one option,
  // its length left open — but a holdover of some days is no renewal option.
  if (
    /\bthe\s+(?:option|right)\s+to\s+(?:extend|renew)\b/i.test(text) &&
    !/\b(?:extend|renew)\w*\b[^.]{0,60}?\bfor\s+(?:a\s+period\s+of\s+)?(?:up\s+to\s+)?(?:\d+|[a-z-]+\s*\(\d+\))\s*(?:calendar\s+|business\s+)?days\b|holdover|hold\s+over/i.test(
      text,
    )
  )
    return 1;
  return null;
}

function termFrom(text: string): number | null {
  const re = new RegExp(
    `(?:periods?|terms?|renewals?|extensions?),?\\s+(?:of\\s+)?(?:an?\\s+additional\\s+)?(${COUNT_RE}\\s*(?:\\(\\s*\\d+\\s*\\)\\s*)?(?:full\\s+)?(?:calendar\\s+|lease\\s+)?(?:years?|months?))|(${COUNT_RE}\\s*(?:\\(\\s*\\d+\\s*\\)\\s*)?[- ]?(?:full\\s+)?(?:calendar\\s+|lease\\s+)?(?:years?|months?))\\s*(?:each|apiece|per\\s+option)|(?:each\\s+time|each)\\s+for\\s+(?:a\\s+(?:period|term)\\s+of\\s+)?(${COUNT_RE}\\s*(?:\\(\\s*\\d+\\s*\\)\\s*)?(?:full\\s+)?(?:calendar\\s+|lease\\s+)?(?:years?|months?))|for\\s+(?:an?\\s+)?(?:additional\\s+)?(?:period|term)?\\s*(?:of\\s+)?(${COUNT_RE}\\s*(?:\\(\\s*\\d+\\s*\\)\\s*)?[- ]?(?:full\\s+)?(?:calendar\\s+|lease\\s+)?(?:years?|months?))(?![^.]{0,25}(?:prior|before|notice|after))`,
    "i",
  );
  const m = re.exec(text);
  // Read from the captured length onward, so "three (3) years and six (6) months" keeps its months.
  if (m) {
    const cap = m[1] ?? m[2] ?? m[3] ?? m[4];
    return parseDurationMonths(text.slice(m.index + m[0].lastIndexOf(cap), m.index + m[0].lastIndexOf(cap) + 90));
  }
  // "one (1) additional sixty (60) month period"
  const adj = new RegExp(
    `(${COUNT_RE}\\s*(?:\\(\\s*\\d+\\s*\\)\\s*)?\\s*[-–]?\\s*(?:year|month)s?)[- ]+(?:Lease\\s+)?(?:renewal\\s+|extension\\s+|option\\s+)?(?:period|term|extension|renewal|option)`,
    "i",
  ).exec(text);
  return adj ? parseDurationMonths(adj[1]) : null;
}

function rentFrom(text: string): string | null {
  const fmv =
    /((?:\d+(?:\.\d+)?\s*%|[a-z-]+\s+percent(?:\s*\(\d+%\))?)\s+of\s+(?:the\s+)?(?:then[- ])?(?:prevailing\s+)?(?:Fair\s+Market\s+(?:Rent(?:al)?(?:\s+(?:Value|Rate))?|Value)|FMV|Market\s+Rent))|(?:Fair\s+Market\s+(?:Rent(?:al)?(?:\s+(?:Value|Rate))?|Value)|prevailing\s+market\s+rent(?:al)?(?:\s+rate)?)/i.exec(
      text,
    );
  if (fmv) return clean(fmv[0]);
  const fixed =
    /(\$\s?\d[\d,]*(?:\.\d{2})?\s*(?:per\s+(?:rentable\s+)?square\s+foot|\/\s*r?sf|per\s+month|per\s+annum)[^.;]{0,40})/i.exec(
      text,
    );
  if (fixed) return clean(fixed[1]);
  const inc = /(\d+(?:\.\d+)?\s*%\s+(?:increase|above|over)[^.;]{0,60})/i.exec(text);
  return inc ? clean(inc[1]) : null;
}

/**
 * A right to terminate that only arises from an event (casualty, condemnation, a default, late delivery,
 * an interruption of services, a capital expenditure the law requires) is a remedy, not an early-termination option.
 */
const EVENT_RE =
  /\b(?:capital\s+expenditures?|unable\s+to\s+finance|cost\s+of\s+(?:such\s+)?compliance|casualty|fire|damaged?|destr(?:oy|oyed|uction)|restor(?:e|ation)|tak(?:en|ing)|condemn\w*|eminent\s+domain|default|breach|fail(?:s|ed|ure)?\s+to|deliver(?:y|ed)?\s+(?:of\s+)?(?:the\s+)?Premises|Substantial(?:ly)?\s+Complet\w*|interrupt\w*|untenantable|hazardous|abatement|insolven\w*|bankrupt\w*)\b/i;
const EVENT_HEADING_RE =
  /compliance|capital\s+expenditure|casualty|damage|destruction|condemnation|eminent\s+domain|taking|default|remed(?:y|ies)|delivery|delay|interruption|hazardous|surrender|holding\s+over|subordination/i;

/**
 * A sentence that withholds the option: "Subtenant shall have no option to extend", "Tenant shall not have any
 * right to terminate", "Nothing in this Consent shall grant to Tenant any right to terminate the Master Lease".
 */
function deniedGrant(before: string, grant: string): boolean {
  return (
    /\b(?:no|not|never)\s+(?:\w+\s+){0,3}(?:right|option)s?\b/i.test(grant) ||
    /\b(?:nothing|no\s+(?:provision|term))\b[^.;]{0,120}$/i.test(before)
  );
}

// An option's precondition ("provided Tenant is not then in default", "if no Event of Default exists") is no event.
const NOT_IN_DEFAULT =
  /\b(?:is|be|being)\s+not\s+(?:then\s+)?in\s+(?:material\s+)?default\b|\bno\s+(?:(?:material|uncured|monetary)\s+)?(?:Event\s+of\s+)?Default\s+(?:then\s+)?(?:exists|has\s+occurred|is\s+continuing)\b/gi;

export function isEventRemedy(doc: LeaseDoc, start: number, grantText: string): boolean {
  const clause = [...doc.clauses].reverse().find((c) => c.start <= start && start < c.end);
  if (clause && EVENT_HEADING_RE.test(clause.heading)) return true;
  return EVENT_RE.test(grantText.replace(NOT_IN_DEFAULT, " "));
}

function optionRegions(doc: LeaseDoc, kind: OptionKind): { start: number; end: number; page: number }[] {
  const regions: { start: number; end: number; page: number }[] = [];
  const byHeading = doc.clauses.filter((c) => HEADINGS[kind].test(c.heading));
  const merged: Clause[] = [];
  // A heading clause plus its numbered sub-clauses ("34. OPTION TO EXTEND." then "34.1 …", "34.2 …").
  for (const c of byHeading) {
    const idx = doc.clauses.indexOf(c);
    let end = c.end;
    for (let k = idx + 1; k < doc.clauses.length; k++) {
      const n = doc.clauses[k];
      if (c.number && n.number?.startsWith(c.number.replace(/\.$/, "")) && n.number !== c.number) end = n.end;
      // Lettered paragraphs that go on about the same option ("C. How the Option Is Exercised").
      else if (n.end - c.start < 6000 && SAME_TOPIC[kind].test(`${n.heading} ${n.text.slice(0, 300)}`)) end = n.end;
      else break;
    }
    merged.push({ ...c, end });
  }
  for (const c of merged) {
    if (kind !== "renewal" || !/(?:landlord|lessor)\s+shall\s+have/i.test(c.text.slice(0, 200)))
      regions.push({ start: c.start, end: Math.min(c.end, c.start + 6000), page: c.page });
  }
  for (const s of doc.sentences) {
    const g = GRANTS[kind].exec(s.text);
    if (!g) continue;
    if (regions.some((r) => s.start >= r.start && s.start < r.end)) continue;
    if (deniedGrant(s.text.slice(0, g.index), g[0])) continue;
    if (
      (kind === "termination" || kind === "contraction") &&
      /(?:Landlord|Lessor)\s+(?:shall|may)\s+have\s+the\s+(?:right|option)/i.test(s.text)
    )
      continue;
    const end = Math.min(doc.text.length, s.start + 2500);
    regions.push({ start: s.start, end, page: s.page });
  }
  // Regions that grant nothing to Tenant are cross-references, not options.
  return regions
    .filter((r) => {
      if (kind === "contraction") return !isEventRemedy(doc, r.start, doc.text.slice(r.start, r.start + 400));
      if (kind !== "termination") return true;
      // Giving back part of the premises is a contraction, not an early termination of the lease.
      const head = doc.text.slice(r.start, r.start + 600);
      if (
        PARTIAL.test(head) &&
        !/(?:terminate|cancel)\s+this\s+Lease\s+(?:in\s+its\s+entirety|as\s+to\s+the\s+entire)/i.test(head)
      )
        return false;
      const text = doc.text.slice(r.start, r.end);
      const g = GRANTS[kind].exec(text);
      // The grant's own sentence (the words around "right to terminate") decides whether it is a remedy.
      const from = g ? Math.max(text.lastIndexOf(".", g.index) + 1, g.index - 400) : 0;
      const to = g ? g.index + g[0].length + 250 : 400;
      return !isEventRemedy(doc, r.start, text.slice(from, to));
    })
    .filter(
      (r) =>
        GRANTS[kind].test(doc.text.slice(r.start, r.end)) ||
        HEADINGS[kind].test(doc.text.slice(r.start, r.start + 120)),
    )
    .sort((a, b) => a.start - b.start)
    .filter((r, i, all) => i === 0 || r.start >= all[i - 1].end);
}

export function extractOptions(
  doc: LeaseDoc,
  kind: OptionKind,
  ctx: { expiration: string | null; commencement: string | null },
): LeaseOption[] {
  const out: LeaseOption[] = [];
  for (const r of optionRegions(doc, kind).slice(0, 4)) {
    const text = doc.text.slice(r.start, r.end);
    const flat = clean(text);
    const grant = GRANTS[kind].exec(flat);
    const focus = grant ? flat.slice(Math.max(0, grant.index - 100)) : flat;
    let notice = noticeMonthsFrom(focus);
    // The exercise clause often follows the grant by a few paragraphs ("2.2.1 Option Right … 2.2.3 Exercise of
    // Option: … not less than nine (9) months prior to the expiration …").
    if (!notice && kind === "renewal") {
      for (const s of sentencesIn(doc, r.start, Math.min(doc.text.length, r.start + 8000))) {
        if (
          !/\b(?:exercis|extend|renew)/i.test(s.text) ||
          !/(?:prior\s+to|before)\s+the\s+(?:scheduled\s+)?expiration/i.test(s.text)
        )
          continue;
        notice = noticeMonthsFrom(clean(s.text));
        if (notice) break;
      }
    }
    const count = kind === "renewal" ? countFrom(focus.slice(0, 700)) : 1;
    // The option's length is stated after its grant (text before it may state the initial term).
    // An enumeration after the grant ("for: (a) a term of …") reads as plain prose for the term.
    const afterGrant = (grant ? flat.slice(grant.index) : flat).slice(0, 800).replace(/:\s*\((?:a|i)\)\s*/i, " ");
    const term = kind === "renewal" ? termFrom(afterGrant) : null;
    let optionDate: string | null = null;
    if (kind === "renewal") optionDate = ctx.expiration;
    else {
      const eff =
        /(?:effective\s+(?:as\s+of\s+)?|\b(?:terminate|cancel)\s+this\s+Lease\s+as\s+of\s+)(?:the\s+)?([^.;]{0,120})/i.exec(
          focus,
        );
      if (eff) {
        const d = findDates(eff[1])[0];
        if (d) optionDate = d.iso;
        else if (ctx.commencement) {
          const mm = new RegExp(
            `last\\s+day\\s+of\\s+the\\s+(${COUNT_RE}|\\d+(?:st|nd|rd|th))\\s*(?:\\(\\d+(?:st|nd|rd|th)?\\)\\s*)?(?:full\\s+)?(?:calendar\\s+)?month`,
            "i",
          ).exec(eff[1]);
          const n = mm ? parseNumberish(mm[1].replace(/(st|nd|rd|th)$/, "")) : null;
          if (n) optionDate = addDays(addMonths(ctx.commencement, n), -1);
        }
      }
    }
    let deadline: string | null = null;
    if (optionDate && notice)
      deadline = notice.days !== null ? addDays(optionDate, -notice.days) : addMonths(optionDate, -notice.months);
    // A date the lease itself names as the last day to give notice wins over one worked out from a period.
    const stated = statedNoticeDate(focus.slice(0, 1500));
    if (stated) deadline = stated.iso;
    // A renewal's stated last day, a whole number of months before the expiration, is that many months' notice.
    if (stated && !notice && kind === "renewal" && ctx.expiration) {
      const months = monthsBeforeExpiration(stated.iso, ctx.expiration);
      if (months) notice = { months, days: null };
    }
    const snippetStart = grant ? r.start + Math.max(0, text.indexOf(grant[0].split(" ")[0])) : r.start;
    out.push({
      ...(stated
        ? { deadlineFrom: "stated_date" as const }
        : kind === "renewal"
          ? { deadlineFrom: "expiration" as const }
          : {}),
      count,
      termMonths: term,
      noticeMonths: notice ? notice.months : null,
      noticeDeadline: deadline,
      rent: kind === "termination" || kind === "contraction" ? exitFee(focus, kind) : rentFrom(focus),
      text: flat.slice(0, 600),
      page: doc.pageAt(snippetStart),
      snippet: doc.snippet(snippetStart, Math.min(r.end, snippetStart + 200), 0),
    });
  }
  // A heading-only region ("ARTICLE 32 Renewal Option" with the text in the next clause) says nothing of its
  // own: it is dropped when another region describes the option.
  const informative = out.filter((o) => o.count !== null || o.termMonths !== null || o.noticeMonths !== null);
  // A form that fills the renewal box with nothing ("NUMBER OF OPTIONS 0", "Renewal Options: None") grants none.
  const none =
    /\bnumber\s+of\s+(?:renewal\s+)?options\s*:?\s*(?:0|none|n\/a)\b|\b(?:renewal|extension)\s+options?\s*:\s*(?:none|n\/a|not\s+applicable|intentionally\s+(?:omitted|deleted))/i;
  if (kind === "renewal")
    return mergeSameOption((informative.length ? informative : out).filter((o) => !none.test(o.text)));
  return out;
}

/**
 * A summary names the option ("Renewal Option: one (1) further term of seven (7) years") and an article
 * gives its notice ("no later than nine (9) months before …"), or the other way round: regions that do not
 * contradict each other describe one option, and the first takes what the others add.
 */
export function mergeSameOption(options: LeaseOption[]): LeaseOption[] {
  if (options.length < 2) return options;
  const [first, ...rest] = options;
  const merged = { ...first };
  for (const o of rest) {
    const clash =
      (merged.termMonths !== null && o.termMonths !== null && merged.termMonths !== o.termMonths) ||
      (merged.count !== null && o.count !== null && merged.count !== o.count);
    if (clash) continue;
    merged.count ??= o.count;
    merged.termMonths ??= o.termMonths;
    if (merged.noticeMonths === null && o.noticeMonths !== null) {
      merged.noticeMonths = o.noticeMonths;
      merged.noticeDeadline ??= o.noticeDeadline;
    }
    merged.rent ??= o.rent;
  }
  return [merged, ...rest];
}

function exitFee(text: string, kind: "termination" | "contraction"): string | null {
  const m =
    /(?:(?:termination|contraction|reduction)\s+(?:fee|payment|penalty)|pay\s+(?:to\s+)?Landlord)[^.$]{0,80}?(\$\s?\d[\d,]*(?:\.\d{2})?)/i.exec(
      text,
    );
  return m ? clean(`${kind === "termination" ? "Termination" : "Contraction"} fee ${m[1]}`) : null;
}
