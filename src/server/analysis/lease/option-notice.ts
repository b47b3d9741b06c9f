// An option's notice: the minimum advance notice in months (days kept as days), the window "at least X but not
// more than Y", "prior to the last lease year", and a deadline the lease states as a calendar date.
import { addMonths, COUNT_RE, findDates, parseNumberish } from "#server/analysis/lease/parse-values.ts";
/** Minimum advance notice in months (days converted at 30/month) from an option's text. */
export function noticeMonthsFrom(text: string): { months: number; days: number | null } | null {
  const re = new RegExp(
    `(${COUNT_RE})\\s*(?:\\(\\s*\\d+\\s*\\)\\s*)?(?:full\\s+)?(?:calendar\\s+|business\\s+)?(months?|days?|years?)`,
    "gi",
  );
  const found: { months: number; days: number | null; strong: boolean; aboutNotice: boolean }[] = [];
  for (const m of text.matchAll(re)) {
    const at = m.index ?? 0;
    const after = text.slice(at + m[0].length, at + m[0].length + 90);
    const before = text.slice(Math.max(0, at - 60), at);
    // Notice periods are measured back from a date: "... prior to", "... before", "in advance".
    if (
      !/^\s*(?:'s\s+|’s\s+)?(?:(?:prior|advance)\s+)?(?:written\s+)?(?:notice\s+)?(?:prior|before|in\s+advance|preceding|ahead)|^\s*(?:'s?\s+|’s?\s+)?(?:prior|advance)\s+(?:written\s+)?notice\b|^[^.;]{0,70}\b(?:prior\s+to|before)\b/i.test(
        after,
      ) &&
      !/notice[^.]{0,40}$/i.test(before)
    )
      continue;
    // A period that runs from an event ("within 45 days after it receives Landlord's offer") is a response time,
    // not notice before the term ends.
    if (
      /^\s*(?:after|following|from|of)\s+(?:(?:its|the|Tenant['’]s|Subtenant['’]s|Lessee['’]s)\s+)?(?:receipt|delivery|the\s+date\s+of\s+(?:receipt|delivery))/i.test(
        after,
      )
    )
      continue;
    // The option's own length followed by a deadline that is a calendar date ("for a period of three (3) years,
    // exercisable by notice on or before June 30, 2029") is no notice period.
    if (
      /(?:period|term)\s+of\s*$|\bfor\s*$/i.test(before) &&
      /^[^.;]{0,70}\b(?:prior\s+to|before|by)\s+(?:[A-Z][a-z]+\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{4})/.test(
        after,
      )
    )
      continue;
    // The upper bound of a window is not the deadline ("and not earlier than fifteen (15) months").
    // "no later than the date nine (9) months prior": the bound may name "the date" before its count.
    const bound = before.replace(/\s+the\s+date\s+(?:(?:that|which)\s+is\s+)?$/i, " ");
    if (/(?:nor|not|no)\s+(?:more|earlier|sooner|greater)\s+than\s*$/i.test(bound)) continue;
    const n = parseNumberish(m[1]);
    if (n === null || n <= 0) continue;
    const unit = m[2].toLowerCase();
    const months = unit.startsWith("month") ? n : unit.startsWith("year") ? n * 12 : daysToMonths(n);
    const strong =
      /(?:not\s+less|no\s+later|not\s+later|at\s+least|no\s+fewer|not\s+fewer|minimum\s+of|no\s+less)\s+than\s*$|at\s+least\s*$/i.test(
        bound,
      );
    // Whether the sentence speaks of the notice or its exercise (a rent-setting step can also run "six (6) months
    // prior to the Extension Term").
    const from = Math.max(text.lastIndexOf(".", at), text.lastIndexOf(";", at)) + 1;
    const to = text.slice(at).search(/[.;]/);
    const sentence = text.slice(from, to < 0 ? text.length : at + to);
    const aboutNotice = /\bnotice|\bexercis|\belect/i.test(sentence);
    found.push({ months, days: unit.startsWith("day") ? n : null, strong, aboutNotice });
  }
  // "no later than the start of the last year of the Initial Term": twelve months before it ends.
  const lastPart = new RegExp(
    `(?:on\\s+or\\s+before|prior\\s+to|before|no\\s+later\\s+than)\\s+(?:the\\s+(?:commencement|beginning|start|first\\s+day)\\s+of\\s+)?the\\s+(?:final|last)\\s+(?:(${COUNT_RE})\\s*(?:\\(\\s*\\d+\\s*\\)\\s*)?(months?|years?)|(year|lease\\s+year|month))\\s+of\\s+the\\s+(?:(?:initial|primary|original|then[- ]current|Lease)\\s+)*(?:Term|Renewal\\s+Term)`,
    "i",
  ).exec(text);
  if (lastPart && !found.some((f) => f.strong)) {
    const n = lastPart[1] ? parseNumberish(lastPart[1]) : 1;
    const unit = (lastPart[2] ?? lastPart[3]).toLowerCase();
    if (n) return { months: /year/.test(unit) ? n * 12 : n, days: null };
  }
  // "at least 6 but not more than 9 months prior": the lower bound is the deadline.
  const win = new RegExp(
    `(?:at\\s+least|not\\s+less\\s+than|no\\s+less\\s+than|no\\s+fewer\\s+than)\\s+(${COUNT_RE})\\s*(?:\\(\\s*\\d+\\s*\\)\\s*)?(months?|days?)?\\s*,?\\s*(?:but|and|nor)\\s+(?:not|no)\\s+(?:more|greater|earlier)\\s+than\\s+(?:${COUNT_RE})\\s*(?:\\(\\s*\\d+\\s*\\)\\s*)?(months?|days?)`,
    "i",
  ).exec(text);
  if (win) {
    const n = parseNumberish(win[1]);
    const unit = (win[2] ?? win[3]).toLowerCase();
    if (n !== null && n > 0)
      return unit.startsWith("day") ? { months: daysToMonths(n), days: n } : { months: n, days: null };
  }
  if (found.length === 0) return null;
  const told = found.filter((f) => f.aboutNotice);
  const candidates = told.length ? told : found;
  const strong = candidates.filter((f) => f.strong);
  const pool = strong.length ? strong : candidates;
  const best = pool.reduce((a, b) => (b.months < a.months ? b : a));
  return { months: best.months, days: best.days };
}

/**
 * A notice deadline the lease states as a calendar date: "by written notice delivered by October 31, 2027",
 * "not after 4:00 p.m. on January 15, 2031". Only dates tied to the notice or exercise count, never the
 * dates of the term that the clause also mentions.
 */
export function statedNoticeDate(text: string): { iso: string; index: number } | null {
  const re =
    /(?:notice|exercise[sd]?|elect(?:s|ion)?|deliver(?:ed|s)?|given|send|sent)\b[^.;]{0,120}?\b(?:on\s+or\s+before|no\s+later\s+than|not\s+later\s+than|prior\s+to|before|by)\s+(?:(?:\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?[^,;]{0,40}?\s+(?:on\s+)?)?)([A-Z][a-z]+\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{4})/g;
  for (const m of text.matchAll(re)) {
    const d = findDates(m[1])[0];
    if (d) return { iso: d.iso, index: m.index ?? 0 };
  }
  return null;
}

/**
 * A deadline stated as a date ("by September 30, 2028") that falls a whole number of months before the
 * expiration (within a few days: month ends differ) is that many months' notice; any other date gives none.
 */
export function monthsBeforeExpiration(deadline: string, expiration: string): number | null {
  for (let n = 1; n <= 36; n++) {
    const back = addMonths(expiration, -n);
    const gap = Math.abs(Date.parse(`${back}T00:00:00Z`) - Date.parse(`${deadline}T00:00:00Z`)) / 86_400_000;
    if (gap <= 3) return n;
  }
  return null;
}

/** Days of notice as months: a year of days (365, 730) is 12 or 24 months; other counts at 30 days a month. */
export function daysToMonths(days: number): number {
  if (days % 365 === 0) return (days / 365) * 12;
  return Math.round((days / 30) * 10) / 10;
}
