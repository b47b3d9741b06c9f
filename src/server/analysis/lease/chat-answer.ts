// The short, plain-language answer to a lease question, read from the abstract's fields when the question asks
// for one of them ("What is the security deposit?" → "The security deposit is $41,366.39."), and whole-sentence
// quotes as citations (a sentence is never cut; a long one is quoted whole).
import type { LeaseAbstract, LeaseField } from "#shared/contract/lease-abstract.ts";

export const NOT_ADDRESSED = "The lease does not appear to address this.";

const money = (n: number) =>
  `$${n.toLocaleString("en-US", { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 })}`;
const text = (f: LeaseField | null): string | null =>
  f ? (typeof f.normalized === "number" ? String(f.normalized) : String(f.normalized ?? f.value)) : null;

type Topic = {
  re: RegExp;
  answer: (a: LeaseAbstract) => { answer: string; field: LeaseField | { page: number; snippet: string } } | null;
};

const fieldAnswer = (key: keyof LeaseAbstract, say: (v: string, f: LeaseField) => string) => (a: LeaseAbstract) => {
  const f = a[key] as LeaseField | null;
  const v = text(f);
  return f && v ? { answer: say(v, f), field: f } : null;
};
/** Descriptive fields (parking, late charge, holdover) answer in the lease's own words. */
const wordsAnswer = (key: keyof LeaseAbstract, lead: string) =>
  fieldAnswer(key, (_v, f) => `${lead}: ${f.value.replace(/[.;:,\s]+$/, "")}.`);
const amount = (v: string, f: LeaseField) => (typeof f.normalized === "number" ? money(f.normalized) : v);

const TOPICS: Topic[] = [
  {
    re: /letter\s+of\s+credit/i,
    answer: fieldAnswer("letterOfCredit", (v, f) => `The letter of credit is ${amount(v, f)}.`),
  },
  {
    re: /\bdeposit\b/i,
    // A deposit given as a letter of credit is reported as the letter (the cash deposit is then null).
    answer: (a) =>
      fieldAnswer("securityDeposit", (v, f) => `The security deposit is ${amount(v, f)}.`)(a) ??
      fieldAnswer("letterOfCredit", (v, f) => `The security deposit is a letter of credit of ${amount(v, f)}.`)(a),
  },
  {
    re: /\b(?:renew|renewal|extend|extension)\b/i,
    answer: (a) => {
      const o = a.renewalOptions[0];
      if (!o) return null;
      const parts = [
        `The tenant has ${o.count && o.count > 1 ? `${o.count} renewal options` : "a renewal option"}`,
        o.termMonths ? ` of ${o.termMonths} months${o.count && o.count > 1 ? " each" : ""}` : "",
        o.noticeMonths ? `, exercised by notice ${o.noticeMonths} months before the term ends` : "",
        o.noticeDeadline ? ` (by ${o.noticeDeadline})` : "",
        o.rent ? `, at ${o.rent}` : "",
        ".",
      ];
      return { answer: parts.join(""), field: o };
    },
  },
  {
    re: /\b(?:terminat\w*|cancel\w*|early\s+out)\b/i,
    answer: (a) => {
      const o = a.terminationOptions[0];
      if (!o) return null;
      return {
        answer: `The tenant may terminate early${o.noticeMonths ? ` on ${o.noticeMonths} months' notice` : ""}${o.noticeDeadline ? ` (notice by ${o.noticeDeadline})` : ""}${o.rent ? `; ${o.rent}` : ""}.`,
        field: o,
      };
    },
  },
  {
    re: /\b(?:base\s+)?rent\b(?!.*\b(?:commence|abate|free)\w*)/i,
    answer: (a) => {
      const s = a.baseRentSchedule[0];
      if (!s || (s.monthly === null && s.annual === null)) return null;
      const bits = [
        s.monthly !== null ? `${money(s.monthly)} per month` : null,
        s.annual !== null ? `${money(s.annual)} per year` : null,
        s.perSquareFoot !== null ? `${money(s.perSquareFoot)} per square foot per year` : null,
      ].filter(Boolean);
      return {
        answer: `Base rent starts at ${bits.join(" (")}${bits.length > 1 ? ")".repeat(bits.length - 1) : ""}.`,
        field: s,
      };
    },
  },
  {
    re: /\b(?:expire|expiration|expires|end\s+date|when\s+does\s+(?:the\s+)?lease\s+end)\b/i,
    answer: fieldAnswer("expirationDate", (v) => `The lease expires on ${v}.`),
  },
  {
    re: /\b(?:commence\w*|start\s+date|begin)\b/i,
    answer: fieldAnswer("commencementDate", (v) => `The term commences on ${v}.`),
  },
  {
    re: /\b(?:how\s+long|term\s+of|length\s+of|lease\s+term)\b/i,
    answer: fieldAnswer("termMonths", (v) => `The term is ${v} months.`),
  },
  {
    re: /\b(?:permitted\s+use|use\s+the\s+premises|what\s+can|used\s+for)\b/i,
    answer: fieldAnswer("permittedUse", (v) => `The premises may be used for ${v}.`),
  },
  {
    re: /\b(?:square\s+feet|square\s+footage|size|how\s+big|rsf)\b/i,
    answer: fieldAnswer(
      "rentableSquareFeet",
      (v) => `The premises contain ${Number(v).toLocaleString("en-US")} rentable square feet.`,
    ),
  },
  {
    re: /\b(?:allowance|improvements?|ti)\b/i,
    answer: fieldAnswer("tenantImprovementAllowance", (v, f) => `The tenant improvement allowance is ${amount(v, f)}.`),
  },
  { re: /\bparking\b/i, answer: wordsAnswer("parking", "Parking") },
  { re: /\blate\b/i, answer: wordsAnswer("lateFee", "Late charge") },
  { re: /\bholdover|holding\s+over\b/i, answer: wordsAnswer("holdover", "Holdover") },
  {
    re: /\b(?:sublet|sublease|assign\w*)\b/i,
    answer: wordsAnswer("assignmentSubletting", "Assignment and subletting"),
  },
  { re: /\bguarant\w*/i, answer: fieldAnswer("guarantor", (v) => `The guarantor is ${v}.`) },
  {
    re: /\bwho\s+is\s+the\s+landlord\b|\blandlord['’]?s\s+name\b|\bname\s+of\s+the\s+landlord\b/i,
    answer: fieldAnswer("landlord", (v) => `The landlord is ${v}.`),
  },
  {
    re: /\bwho\s+is\s+the\s+tenant\b|\btenant['’]?s\s+name\b|\bname\s+of\s+the\s+tenant\b/i,
    answer: fieldAnswer("tenant", (v) => `The tenant is ${v}.`),
  },
];

/** The abstract's answer to a question that asks for one of its fields, with where it was read. */
export function fieldAnswerFor(
  a: LeaseAbstract,
  question: string,
): { answer: string; page: number; snippet: string } | null {
  for (const t of TOPICS) {
    if (!t.re.test(question)) continue;
    const r = t.answer(a);
    if (r) return { answer: r.answer.replace(/\.\.$/, "."), page: r.field.page, snippet: r.field.snippet };
    return null;
  }
  return null;
}

/** Sentences of a passage, split at sentence ends only (not at "Sec. 4.2" or "$1,200.00"). */
export function sentencesOf(text: string): string[] {
  return text
    .split(
      /(?<=[a-z0-9)"'%][.;!?])(?<!\b(?:Sec|Secs|Section|No|Nos|Art|Para|Exh|Inc|Ltd|Co|Corp|St|Ave|Blvd|Rd|Ste|Mr|Mrs|Ms|Dr|approx|e\.g|i\.e|U\.S|v|vs)\.)\s+(?=[A-Z("0-9])/,
    )
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The sentences that share the most terms with the question, in reading order, whole (never cut). */
export function quoteSentences(
  text: string,
  terms: Set<string>,
  tokens: (s: string) => string[],
  max = 2,
  budget = 700,
): string {
  // A line break ends a unit too: table rows and headings carry no full stop.
  const ranked = text
    .split(/\n+/)
    .flatMap(sentencesOf)
    .map((s, i) => ({ s, i, n: tokens(s).filter((t) => terms.has(t)).length }))
    .sort((a, b) => b.n - a.n || a.i - b.i);
  const picked: typeof ranked = [];
  let used = 0;
  for (const r of ranked) {
    if (picked.length >= max) break;
    if (picked.length > 0 && (r.n === 0 || used + r.s.length > budget)) break;
    picked.push(r);
    used += r.s.length;
  }
  return picked
    .sort((a, b) => a.i - b.i)
    .map((r) => r.s)
    .join(" ");
}
