// Rights of first refusal and first offer granted to the tenant, with the date they lapse when the lease ties
// them to one: a stated date ("this right shall expire on June 30, 2030"), or the last months of the term
// ("this right may not be exercised in the final eighteen (18) months of the Term"). The period the tenant
// has to answer the landlord's notice is kept as noticeMonths (days at 30 a month); it runs from an event, not
// from a date, so it alone gives no deadline.
import type { LeaseOption } from "#shared/contract/lease-abstract.ts";
import type { LeaseDoc } from "#server/analysis/lease/lease-doc.ts";
import { COUNT_RE, addMonths, clean, findDates, parseNumberish } from "#server/analysis/lease/parse-values.ts";

export type FirstRight = "refusal" | "offer";

const NAME: Record<FirstRight, string> = {
  refusal: String.raw`(?:right\s+of\s+first\s+refusal|first\s+refusal\s+right|ROFR)`,
  offer: String.raw`(?:right\s+of\s+first\s+(?:offer|opportunity|negotiation)|first\s+offer\s+right|ROFO)`,
};

/**
 * The words a lease uses for its tenant: "Tenant"/"Lessee", and on government forms the public body by its own
 * name ("the County shall have …", "the Government", "the City", "the State").
 */
export function tenantWords(tenant: string | null): string {
  const words = ["Tenant", "Lessee"];
  const t = tenant ?? "";
  if (/District\s+of\s+Columbia/i.test(t)) words.push("District");
  if (/United\s+States|\bGovernment\b|\bGSA\b/i.test(t)) words.push("Government");
  for (const body of ["City", "County", "State", "Commonwealth", "Authority", "Town", "Village"])
    if (new RegExp(`\\b${body}\\b`, "i").test(t)) words.push(body);
  return words.join("|");
}

/**
 * Wording that mentions a right without giving it to the tenant: "Tenant has no right of first refusal",
 * "Tenant hereby waives any right of first offer", "subject to the existing right of first refusal of Acme",
 * "Landlord retains a right of first refusal". `before` is the text of the sentence up to the right's name.
 */
export function deniesRight(before: string, after = ""): boolean {
  return (
    /\b(?:no|not|never|neither|nor|without|waives?|waived|waiver\s+of|relinquish\w*|subject(?:\s+and\s+subordinate)?\s+to|superior|prior|existing)\b(?:\s+\w+){0,9}\s*$/i.test(
      before,
    ) ||
    /\b(?:Landlord|Lessor)\s+(?:shall\s+have|has|reserves|retains)\b[^.]{0,40}$/i.test(before) ||
    // "neither a right of first refusal, a right of first offer nor an option to purchase": every right in the list is denied.
    /\b(?:no|waives?|without)\s+(?:any\s+)?(?:rights?|options?)\b[^.;]{0,100}(?:,|\bor\b|\band\b)\s*(?:any\s+)?$/i.test(
      before,
    ) ||
    /^[^.]{0,40}\b(?:granted|given)\s+to\s+(?:another|other|any\s+other|an?\s+existing)\s+tenants?\b/i.test(after) ||
    // A blank in a form (an estoppel certificate's "rights of first refusal: ______").
    /^[^.]{0,60}?:\s*(?:_{2,}|none\b|n\/a\b|\[\s*\])/i.test(after)
  );
}

const tenantHas = (who: string) =>
  String.raw`(?:(?:${who})\s+(?:shall|will)\s+(?:have|be\s+granted)|(?:${who})\s+has|grants?\s+(?:to\s+)?(?:the\s+)?(?:${who})|(?:${who})\s+is\s+(?:hereby\s+)?granted|granted\s+to\s+(?:the\s+)?(?:${who})|in\s+favor\s+of\s+(?:the\s+)?(?:${who}))`;

/** The clause of a first right, from its heading or its granting sentence; other tenants' rights are skipped. */
function regions(doc: LeaseDoc, kind: FirstRight, who: string): { start: number; end: number }[] {
  const name = new RegExp(NAME[kind], "i");
  const has = tenantHas(who);
  const grant = new RegExp(`${has}[^.]{0,160}?${NAME[kind]}|${NAME[kind]}[^.]{0,60}?${has}`, "i");
  // Under a heading naming the right, the tenant is given "the option to lease" or "the right to acquire" the space.
  // Or the landlord must offer it to the tenant first ("Landlord shall first offer such space to Tenant").
  // Or, before leasing or selling to someone else, the landlord must first notify the tenant ("If Landlord desires
  // to lease any space … to a third party, Landlord shall deliver to Tenant written notice thereof").
  const headed = new RegExp(
    `${has}[^.]{0,80}?(?:right|option)\\s+to\\s+(?:lease|acquire|purchase|buy|add)|(?:Landlord|Lessor)\\s+shall\\s+(?:first\\s+)?(?:offer|give\\s+(?:the\\s+)?(?:${who})\\s+(?:the\\s+)?(?:first\\s+)?(?:opportunity|right))[^.]{0,120}?(?:\\bto\\s+(?:the\\s+)?(?:${who})\\b|to\\s+lease)|(?:Landlord|Lessor)\\s+(?:desires|intends|elects|proposes)\\s+(?:[^.]{0,60}?\\s)?to\\s+(?:lease|sell|market|enter\\s+into\\s+(?:a|any)\\s+lease)[^.]{0,200}?(?:Landlord|Lessor)\\s+(?:shall|will|must)\\s+(?:first\\s+)?(?:deliver|give|provide|send)\\s+(?:to\\s+)?(?:the\\s+)?(?:${who})\\b[^.]{0,30}?\\bnotice|${grant.source}`,
    "i",
  );
  const out: { start: number; end: number }[] = [];
  for (const [i, c] of doc.clauses.entries()) {
    if (!name.test(c.heading) || out.some((r) => c.start >= r.start && c.start < r.end)) continue;
    // The heading clause and its numbered sub-clauses ("ARTICLE 17" then "17.01 …", "17.02 …").
    let end = c.end;
    const prefix = c.number?.replace(/^(?:ARTICLE|Article|SECTION|Section|§)\s*/, "").replace(/\.$/, "");
    for (const n of doc.clauses.slice(i + 1)) {
      const num = n.number?.replace(/^(?:ARTICLE|Article|SECTION|Section|§)\s*/, "");
      if ((prefix && num?.startsWith(`${prefix}.`)) || (n.start - c.start < 5000 && name.test(n.heading))) end = n.end;
      else break;
    }
    const text = doc.text.slice(c.start, Math.min(end, c.start + 6000));
    // A heading naming the right over a clause that gives it to someone else ("superior rights of other tenants").
    if (!headed.test(text.slice(0, 3000))) continue;
    out.push({ start: c.start, end: Math.min(end, c.start + 6000) });
  }
  // A heading on a line of its own, under "ARTICLE 19" or alone ("Right of First Refusal").
  const headingLine = new RegExp(
    String.raw`^\s*(?:(?:ARTICLE|Article|SECTION|Section|§)?\s*[\dIVXLC.]*\s*[-–—.:]?\s*)(?:Tenant['’]s\s+)?${NAME[kind]}\s*(?:[.:]?\s*$|[.:]\s+(?=[A-Z]))`,
    "i",
  );
  for (const l of doc.lines) {
    if (!headingLine.test(l.text) || out.some((r) => l.start >= r.start && l.start < r.end)) continue;
    const end = Math.min(doc.text.length, l.start + 5000);
    if (headed.test(doc.text.slice(l.start, Math.min(end, l.start + 3000)))) out.push({ start: l.start, end });
  }
  // The landlord's duty, not the tenant's right, may carry a first offer: "Sublandlord shall not sublease such
  // space to any third party without first offering it to Subtenant". With a third party's offer to match it is a
  // right of first refusal instead.
  if (kind === "offer") {
    const duty = new RegExp(
      String.raw`\bwithout\s+first\s+offering\b[^.]{0,120}?\bto\s+(?:the\s+)?(?:Sub)?(?:${who})\b|\b(?:Landlord|Lessor|Sublandlord|Sublessor)\s+shall\s+first\s+offer\b[^.]{0,120}?\bto\s+(?:the\s+)?(?:Sub)?(?:${who})\b`,
      "i",
    );
    for (const s of doc.sentences) {
      if (!duty.test(s.text) || out.some((r) => s.start >= r.start && s.start < r.end)) continue;
      if (/bona\s+fide|third[- ]party\s+offer|offer\s+from\s+a\s+third|match|same\s+terms/i.test(s.text)) continue;
      out.push({ start: s.start, end: Math.min(doc.text.length, s.start + 3000) });
    }
  }
  for (const s of doc.sentences) {
    if (!grant.test(s.text) || out.some((r) => s.start >= r.start && s.start < r.end)) continue;
    const at = s.text.search(name);
    if (at >= 0 && deniesRight(s.text.slice(0, at), s.text.slice(at))) continue;
    out.push({ start: s.start, end: Math.min(doc.text.length, s.start + 3000) });
  }
  return out
    .sort((a, b) => a.start - b.start)
    .filter((r, i, all) => i === 0 || r.start >= all[i - 1].end)
    .slice(0, 2);
}

const LAST_MONTHS = new RegExp(
  String.raw`(?:last|final)\s+(${COUNT_RE})\s*(?:\(\s*\d+\s*\)\s*)?(months?|years?)\s+of\s+the\s+(?:(?:initial|original|then[- ]current|Lease)\s+)*Term`,
  "i",
);
const LAPSES_ON =
  /(?:expire|terminate|lapse|end|cease)s?\b[^.;]{0,60}?\b(?:on|as\s+of|after)\s+([A-Z][a-z]+\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4})|(?:at\s+any\s+time|only)\s+(?:on\s+or\s+)?(?:prior\s+to|before|until|through)\s+([A-Z][a-z]+\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4})/i;
const RESPONSE = new RegExp(
  String.raw`within\s+(?:such\s+|the\s+)?(${COUNT_RE})\s*(?:\(\s*\d+\s*\)\s*)?(?:business\s+|calendar\s+)?(days?|months?)(?:\s+period|\s+(?:after|following|of)\s+(?:(?:its|Tenant's|Tenant’s)\s+)?(?:receipt|delivery|the\s+date))`,
  "i",
);

/** Rights of one kind granted to the tenant, each with its lapse date when the lease ties it to one. */
export function extractFirstRights(
  doc: LeaseDoc,
  kind: FirstRight,
  expiration: string | null,
  who = "Tenant|Lessee",
): LeaseOption[] {
  return regions(doc, kind, who).map((r) => {
    const text = clean(doc.text.slice(r.start, r.end));
    let noticeMonths: number | null = null;
    let noticeDeadline: string | null = null;
    let deadlineFrom: LeaseOption["deadlineFrom"];
    const response = RESPONSE.exec(text);
    if (response) {
      const n = parseNumberish(response[1]);
      if (n) noticeMonths = response[2].toLowerCase().startsWith("month") ? n : Math.round((n / 30) * 10) / 10;
    }
    const last = LAST_MONTHS.exec(text);
    const lapses = LAPSES_ON.exec(text);
    if (lapses) {
      const d = findDates(lapses[1] ?? lapses[2])[0];
      if (d) {
        noticeDeadline = d.iso;
        deadlineFrom = "stated_date";
      }
    } else if (last) {
      const n = parseNumberish(last[1]);
      if (n) {
        const months = last[2].toLowerCase().startsWith("year") ? n * 12 : n;
        noticeMonths = months;
        deadlineFrom = "expiration";
        if (expiration) noticeDeadline = addMonths(expiration, -months);
      }
    }
    return {
      ...(deadlineFrom ? { deadlineFrom } : {}),
      count: null,
      termMonths: null,
      noticeMonths,
      noticeDeadline,
      rent: null,
      text: text.slice(0, 600),
      page: doc.pageAt(r.start),
      snippet: doc.snippet(r.start, Math.min(r.end, r.start + 200), 0),
    };
  });
}
