// Commencement, rent commencement and expiration dates, including an expiration set by a bound amendment
// or stated as the last day of the Nth full month.
import type { LeaseDoc } from "#server/analysis/lease/lease-doc.ts";
import { C_INFER, C_PROSE, dateFromEntries, field, firstOf } from "#server/analysis/lease/lease-field.ts";
import { addDays, addMonths, clean, COUNT_RE, findDates, parseNumberish } from "#server/analysis/lease/parse-values.ts";
import type { LeaseField } from "#shared/contract/lease-abstract.ts";

/** A sublease: its parties are the sublandlord and the subtenant. */
export function isSublease(doc: LeaseDoc): boolean {
  return (
    /\bSub(?:landlord|lessor)\b/i.test(doc.text.slice(0, 20000)) &&
    /\bSub(?:tenant|lessee)\b/i.test(doc.text.slice(0, 20000))
  );
}

/** "commencing April 1, 2024 (the "Commencement Date")": the value stated before its defined term. */
function dateBeforeDefinedTerm(doc: LeaseDoc, term: string): LeaseField | null {
  const re = new RegExp(String.raw`\(\s*(?:the\s+|herein\s+)?(?:"|')(?:${term})(?:"|')\s*\)`, "gi");
  for (const m of doc.text.matchAll(re)) {
    const at = m.index ?? 0;
    const before = doc.text.slice(Math.max(0, at - 60), at);
    const ds = findDates(before);
    const d = ds[ds.length - 1];
    if (d && before.slice(d.index + d.text.length).trim() === "") {
      const start = at - before.length + d.index;
      return field(doc, d.text, d.iso, start, at + m[0].length, C_PROSE + 0.05);
    }
  }
  return null;
}

export function commencementDate(doc: LeaseDoc): LeaseField | null {
  return firstOf(
    () => dateFromEntries(doc, /^(?:commencement date|lease commencement date|term commencement date|commencement)$/),
    () =>
      dateBeforeDefinedTerm(
        doc,
        "Commencement Date|Lease Commencement Date|Term Commencement Date|Sublease Commencement Date",
      ),
    // A run-on summary line: "4.1 Lease Commencement June 1, 2022. Date:".
    () => proseDate(doc, /\b(?:Lease|Term)\s+Commencement(?:\s+Date)?\s*:?\s*/g, 4),
    () =>
      proseDate(
        doc,
        /(?:Commencement\s+Date|Term)\s+(?:shall\s+(?:be|mean|commence\s+on)|means|is|will\s+be)\s*:?\s*(?:the\s+)?|(?<=(?:^|[\n.;)]|\d\.?)\s*)Commencement\s+Date\s*:\s*|\b(?:Lease\s+)?Term\s+(?:commences|begins)\s+(?:on\s+)?|(?:term\s+(?:of\s+this\s+lease\s+)?shall\s+)?(?:commenc(?:e|ing)|begin(?:ning)?)\s+(?:on\s+|as\s+of\s+)?(?:the\s+)?/gi,
        30,
        // The lease term's start, not early access, an option period or rent payments.
        (ctx) =>
          !/possession|early|access|option|renewal|extension|install|payable|rent\s+(?:shall|is)/i.test(
            ctx.slice(-120),
          ),
      ),
    () => onDefinedDate(doc),
  );
}

/**
 * "The Sublease term begins on the Effective Date": the term starts on a date the lease defines
 * elsewhere ('dated as of May 9, 2019 (the "Effective Date")').
 */
function onDefinedDate(doc: LeaseDoc): LeaseField | null {
  const m =
    /\b[Tt]erm\b[^.]{0,80}?\b(?:shall\s+)?(?:commence|begin)s?\s+(?:on|as\s+of)\s+the\s+(Effective\s+Date|Execution\s+Date|Date\s+of\s+this\s+(?:Sub)?[Ll]ease)\b/.exec(
      doc.text,
    );
  if (!m) return null;
  const defined = dateBeforeDefinedTerm(doc, m[1].replace(/\s+/g, String.raw`\s+`));
  if (!defined) return null;
  return field(
    doc,
    `${defined.value} (the ${clean(m[1])})`,
    defined.normalized,
    m.index,
    m.index + m[0].length,
    C_PROSE,
  );
}

export function rentCommencementDate(doc: LeaseDoc): LeaseField | null {
  return firstOf(
    () => dateFromEntries(doc, /^(?:rent commencement date|rent start date)$/),
    () => dateBeforeDefinedTerm(doc, "Rent Commencement Date"),
    () =>
      proseDate(
        doc,
        /Rent\s+Commencement\s+Date["”)]*\s*(?:shall\s+(?:be|mean|occur\s+on)|means|is|will\s+be|of|:)\s*(?:the\s+)?/gi,
        30,
      ),
  );
}

function proseDate(
  doc: LeaseDoc,
  re: RegExp,
  within: number,
  guard?: (context: string, match: string) => boolean,
): LeaseField | null {
  for (const m of doc.text.matchAll(re)) {
    const at = (m.index ?? 0) + m[0].length;
    if (guard && !guard(doc.text.slice(Math.max(0, (m.index ?? 0) - 160), at), m[0])) continue;
    const after = doc.text.slice(at, at + within + 40);
    const d = findDates(after)[0];
    if (!d || d.index > within) continue;
    // 'Beginning on March 9, 2021 (the "Swing Space Commencement Date")': a date defined as something
    // more specific than what the pattern looks for belongs to that other thing.
    const defined = /^\s*\(\s*(?:the\s+)?"([^"]{3,60})"/.exec(
      doc.text.slice(at + d.index + d.text.length, at + d.index + d.text.length + 80),
    );
    if (
      defined &&
      !/^(?:(?:Lease|Term|Rent|Sublease)\s+)?(?:Commencement|Expiration|Termination)\s+Date$/i.test(defined[1])
    )
      continue;
    return field(doc, d.text, d.iso, m.index ?? 0, at + d.index + d.text.length, C_PROSE);
  }
  return null;
}

// "ending on", "expires on", and a count bridged to the date ("expires ninety-one (91) months thereafter on …").
const EXPIRES_ON = new RegExp(
  String.raw`(?:Expiration\s+Date["”)]*\s*(?:shall\s+(?:be|mean)|means|is|will\s+be|:)|(?:ending|expiring|terminating|ends?|expires?|terminates?)\s+(?:(?:${COUNT_RE})\s*(?:\(\s*\d+\s*\)\s*)?(?:full\s+)?(?:calendar\s+)?(?:months?|years?)\s+(?:thereafter|later)\s+)?(?:on|at\s+midnight\s+on|at\s+11:59\s+p\.?m\.?\s+on)|through\s+and\s+including)\s*(?:the\s+)?`,
  "gi",
);

export function expirationDate(doc: LeaseDoc): LeaseField | null {
  return firstOf(
    () => dateFromEntries(doc, /^(?:expiration date|lease expiration date|termination date|expiration)$/),
    () =>
      dateBeforeDefinedTerm(
        doc,
        "Expiration Date|Termination Date|Lease Expiration Date|Sublease Expiration Date|Sublease Termination Date",
      ),
    () =>
      proseDate(
        doc,
        EXPIRES_ON,
        30,
        (ctx, m) =>
          /expiration\s+date/i.test(m) ||
          (/\b(?:lease\s+)?term\b|this\s+lease/i.test(ctx) &&
            // A lease that mentions subleases is not ending them; a sublease's own term is its term.
            (!/existing\s+tenant|letter\s+of\s+credit|policy|guarant|sublease|vacat/i.test(ctx) ||
              (isSublease(doc) && /\bterm\s+of\s+this\s+sublease\b/i.test(ctx)))),
      ),
  );
}

/**
 * "Expiration Date: The last day of the forty-ninth (49th) full calendar month of the Lease Term": the
 * lease states the rule, the date follows from the commencement (a term starting mid-month runs its full months
 * from the first of the next month).
 */
export function expirationFromMonthCount(doc: LeaseDoc, commencement: LeaseField | null): LeaseField | null {
  const c = typeof commencement?.normalized === "string" ? commencement.normalized : null;
  if (!c) return null;
  // "… and end at noon on the date that is forty-eight (48) months thereafter": the same day N months on.
  const onDate = new RegExp(
    String.raw`\b(?:end|expire|terminate)s?\s+(?:at\s+[^.;]{0,30}?\s+)?on\s+the\s+date\s+(?:that|which)\s+is\s+(${COUNT_RE})\s*(?:\(\s*\d+\s*\)\s*)?(?:full\s+)?(?:calendar\s+)?months?\s+(?:thereafter|after\s+the\s+(?:Lease\s+)?Commencement\s+Date)`,
    "i",
  ).exec(doc.text);
  const months = onDate ? parseNumberish(onDate[1]) : null;
  if (onDate && months) {
    const iso = addMonths(c, months);
    return field(doc, `${clean(onDate[0])} (${iso})`, iso, onDate.index, onDate.index + onDate[0].length, C_INFER);
  }
  const m =
    /Expiration\s+Date["”)]*\s*(?::|means|shall\s+(?:be|mean))\s*(?:the\s+)?last\s+day\s+of\s+the\s+(?:[a-z-]+\s+){0,4}\(?(\d{1,3})(?:st|nd|rd|th)\)?\s+full\s+(?:calendar\s+)?month/i.exec(
      doc.text,
    );
  if (!m) return null;
  const n = Number(m[1]);
  const firstOfMonth = c.endsWith("-01");
  const iso = firstOfMonth ? addDays(addMonths(c, n), -1) : addDays(addMonths(`${c.slice(0, 8)}01`, n + 1), -1);
  return {
    ...field(doc, `${clean(m[0])} (${iso})`, iso, m.index, m.index + m[0].length, C_INFER),
    confidence: C_INFER,
  };
}

/** Offset where an amendment bound after the lease starts ("FIRST AMENDMENT TO LEASE"), or null. */
export function amendmentStart(doc: LeaseDoc): number | null {
  for (const l of doc.lines) {
    if (l.start < 800) continue;
    if (
      /^\s*(?:THE\s+)?(?:FIRST|SECOND|THIRD|FOURTH|FIFTH|SIXTH|SEVENTH|EIGHTH|NINTH|TENTH|\d+(?:ST|ND|RD|TH))\s+AMENDMENT\b/i.test(
        l.text,
      )
    )
      return l.start;
  }
  return null;
}

/** The latest expiration date an amendment sets ("the Expiration Date is hereby amended to July 31, 2027"). */
export function amendedExpiration(doc: LeaseDoc): LeaseField | null {
  const start = amendmentStart(doc);
  if (start === null) return null;
  const re =
    /(?:Expiration\s+Date|Termination\s+Date|(?:Lease\s+)?Term)[^.]{0,200}?(?:amended|extended|changed|modified)[^.]{0,200}?(?:to|through|until|ending\s+on|expire\s+on|expiring\s+on)\s+(?:and\s+including\s+)?(?:the\s+)?/gi;
  let best: LeaseField | null = null;
  const tail = doc.text.slice(start);
  for (const m of tail.matchAll(re)) {
    const at = start + (m.index ?? 0) + m[0].length;
    const d = findDates(doc.text.slice(at, at + 60))[0];
    if (d && d.index < 10)
      best = field(doc, `${d.text} (as amended)`, d.iso, start + (m.index ?? 0), at + d.index + d.text.length, C_PROSE);
  }
  return best;
}
