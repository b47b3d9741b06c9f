// The recovery structure — who pays the building's operating costs — stated by name ("triple net", "modified
// gross", "on a full service basis") or only described: the tenant pays its share of costs *over a base*
// (modified gross), the rent *includes* the costs (gross; full service when the landlord also furnishes
// utilities and janitorial service), or the tenant pays the costs *in addition to* rent (net). Named beats
// described; a base-year pass-through beats a bare "Tenant's Share of the Building Costs".
import { entriesFor, type LeaseDoc, type Sentence, sentencesMatching } from "#server/analysis/lease/lease-doc.ts";
import { C_INFER, C_PROSE, entryField, firstSentence, sentenceField } from "#server/analysis/lease/lease-field.ts";
import type { LeaseField } from "#shared/contract/lease-abstract.ts";

export type RecoveryKind = "NNN" | "modified gross" | "full service" | "gross";

const COSTS = String.raw`(?:Operating\s+(?:Expenses|Costs|Charges)|(?:Direct|Building|Project|Property)\s+(?:Expenses|Costs)|Common\s+Areas?\s+(?:Maintenance|Charges|Expenses|Costs)|CAM\b|(?:Real\s+(?:Estate|Property)\s+)?Tax(?:es)?\b|Impositions|insurance\s+premiums)`;

// Named structures. "gross" and "full service" only next to words about rent or the lease, never "gross
// negligence", "gross sales" or a "full-service restaurant".
const NAMED: [RegExp, RecoveryKind][] = [
  [/\b(?:absolute(?:ly)?[- ]net|bondable\s+(?:net\s+)?lease|triple[- ]net|net[- ]net[- ]net|NNN)\b/i, "NNN"],
  [/\bmodified\s+gross\b/i, "modified gross"],
  [
    /\bfull(?:y)?[- ]servic(?:e|ed)\s+(?:gross\b|lease\b|basis\b|rent(?:al)?\b)|\b(?:on\s+an?\s+)?full[- ]service(?:\s+gross)?\s+basis\b|\brent[^.]{0,40}\bfull[- ]service\b/i,
    "full service",
  ],
  [
    /\b(?:industrial\s+gross|gross\s+lease|(?:on\s+an?\s+)?gross\s+(?:rental\s+)?basis|fully\s+gross|(?:this\s+)?(?:Sub)?(?:lease|Lease)\s+(?:shall\s+be|is)\s+(?:a\s+)?gross\s+in\s+nature)\b/i,
    "gross",
  ],
  [
    /\b(?:this\s+Lease\s+(?:is|shall\s+be(?:\s+deemed)?)\s+an?\s+(?:(?:completely|fully|totally|pure)\s+)?net\s+lease|(?:Base\s+|Minimum\s+|Fixed\s+)?Rent\s+(?:shall\s+be|is)\s+(?:paid\s+)?(?:completely\s+|fully\s+|absolutely\s+)?net\s+to\s+(?:the\s+)?(?:Landlord|Lessor))\b/i,
    "NNN",
  ],
  // A form's title: "Standard Industrial/Commercial Single-Tenant Lease — Net", "Net Lease Agreement".
  [/\blease\s*[-–—]+\s*net\b|\bnet\s+lease\s+agreement\b/i, "NNN"],
  // "the Base Rent stated is net of CAM, taxes and other charges": the costs are paid on top of the rent.
  [new RegExp(String.raw`\bRent(?:al)?\s+(?:shall\s+be|is)\s+net\s+of\s+(?:all\s+)?${COSTS}`, "i"), "NNN"],
];

// The tenant pays its share of the costs above a base: a base year, base amount, expense stop or a named year. The
// sentence states the tenant's own obligation (not a comparable lease's, not a cap on increases).
// ("[^.]" also lets a decimal point through: "Tenant's Proportionate Share (10.8%) of increases …").
const OVER_BASE =
  /(?:(?:Tenant|Lessee)\s+shall\s+(?:pay|reimburse)|(?:Tenant|Lessee)['’]s\s+(?:[A-Z][a-z]+\s+){0,3}Share)(?:[^.]|\.(?=\d)){0,200}?\b(?:exce(?:ss|ed\w*)|increases?|over|above)\b(?:[^.]|\.(?=\d)){0,160}?(?:Base\s+(?:Operating\s+|Expense\s+|Tax\s+|Calendar\s+)?(?:Year|Amount|Expenses?|Operating\s+(?:Expenses|Costs)|Taxes|Costs)|Expense\s+Stop|Expense\s+Base|(?:calendar|fiscal)\s+year\s+(?:19|20)\d{2}|stop\s+of)|\b(?:Operating\s+(?:Expense|Cost)s?|Tax(?:es)?|Expense)\s+Excess\b/i;
const NOT_OWN =
  /\b(?:Comparable|comparable\s+(?:lease|transaction)s?|market\s+rent|not\s+(?:increase|exceed)\s+(?:by\s+)?more\s+than)\b/i;
// The rent includes the costs: "Base Rent includes …", "the Monthly Rent is inclusive of …", "Annual Rental means the
// total amount of Net Rental, Initial Operating Costs …", or the landlord pays them.
const INCLUDED = new RegExp(
  String.raw`(?:Base|Monthly|Annual|Minimum|Fixed|Gross)\s+Rent(?:al)?["”]?\s+(?:shall\s+)?(?:includes?|(?:is|be)\s+inclusive\s+of|means\s+the\s+(?:total|sum)\s+(?:amount\s+)?of)\b[^.]{0,120}?${COSTS}|(?:Landlord|Lessor)\s+shall\s+(?:pay|bear|be\s+responsible\s+for)\s+(?:all\s+)?(?:of\s+the\s+)?${COSTS}[^.]{0,80}?(?:Taxes|insurance|Operating|maintenance)`,
  "i",
);
// Utilities and janitorial service furnished by the landlord (with the rent including costs: full service).
const SERVICES = [
  /(?:Landlord|Lessor)\s+shall\s+(?:furnish|provide|supply)[^.]{0,200}?\b(?:janitorial|cleaning)\b/i,
  /(?:Landlord|Lessor)\s+shall\s+(?:furnish|provide|supply|pay\s+for)[^.]{0,200}?\b(?:electricity|utilities|heat(?:ing)?|HVAC)\b/i,
];
// The tenant pays the costs on top of rent (net), stated without a base.
const SHARE = new RegExp(
  String.raw`(?:Tenant|Lessee)\s+shall\s+(?:pay|reimburse)[^.]{0,100}?(?:Proportionate|Pro\s+Rata|Tenant['’]s|Lessee['’]s)\s+Share\s+of[^.]{0,80}?${COSTS}|(?:Tenant|Lessee)['’]s\s+(?:Proportionate\s+|Pro\s+Rata\s+)?Share\s*(?:\([^)]{0,60}\)\s*)?of\s+(?:the\s+)?["“]?(?:Operating|Direct|Building|Project|Common\s+Area|Property)\s+(?:Expenses|Costs|Charges)\b|(?:Tenant|Lessee)\s+shall\s+pay[^.]{0,40}?in\s+addition\s+to\s+(?:the\s+)?(?:Base\s+|Minimum\s+|Fixed\s+)?Rent[^.]{0,80}?${COSTS}|(?:Tenant|Lessee)\s+shall\s+pay\s+(?:directly\s+)?(?:all|any\s+and\s+all)\s+${COSTS}(?![^.]{0,60}\b(?:personal\s+property|trade\s+fixtures|(?:its|Tenant['’]s|Lessee['’]s)\s+(?:own\s+)?(?:property|fixtures|equipment|inventory)))`,
  "i",
);

const ALL_TAXES =
  /(?:Tenant|Lessee)\s+shall\s+(?:be\s+(?:solely\s+)?responsible\s+for\s+and\s+)?pay\b[^.]{0,60}?\ball\b[^.]{0,200}?\btax(?:es)?\b/i;
// The tenant pays the real estate taxes of the premises and keeps the premises themselves insured (a single-tenant
// net lease; a tenant insuring only its own contents or paying only taxes on its own property is no sign).
const TAXES_OF_PREMISES =
  /(?:Tenant|Lessee)\s+shall\s+(?:be\s+(?:solely\s+)?(?:and\s+exclusively\s+)?responsible\s+for\s+(?:the\s+payment\s+of\s+)?|pay\b[^.]{0,40}?)\ball\s+real\s+(?:estate|property)\s+taxes\b/i;
const INSURES_PREMISES =
  /(?:Tenant|Lessee)\b[^.]{0,60}?\bshall\b[^.]{0,60}?\bkeep\s+the\s+(?:Leased\s+|Demised\s+)?(?:Premises|Building|Property)\s+insured\b|(?:Tenant|Lessee)\b[^.]{0,60}?\bshall\b[^.]{0,80}?\b(?:property|casualty|fire|all[- ]risk|special\s+form)\s+insurance\s+(?:on|covering|upon|for)\s+the\s+(?:Leased\s+|Demised\s+)?(?:Premises|Building|Property)\b/i;
const STRUCTURE =
  /(?:Tenant|Lessee)\s+shall\b[^.]{0,40}?\bmaintain\b[^.]{0,160}?\b(?:structural\s+elements|foundations?|roofs?|load[- ]bearing\s+walls)\b/i;

export function recoveryKind(v: string): RecoveryKind | null {
  for (const [re, kind] of NAMED) if (re.test(v)) return kind;
  if (/\bgross\b/i.test(v)) return "gross";
  if (/\bnet\b/i.test(v)) return "NNN";
  return null;
}

const firstFit = (doc: LeaseDoc, re: RegExp): Sentence | undefined =>
  sentencesMatching(doc, re).find(
    (s) => !/\b(?:not|no|neither)\b[^.]{0,20}$/i.test(s.text.slice(0, re.exec(s.text)?.index ?? 0)),
  );

export function recoveryStructure(doc: LeaseDoc, baseYear: LeaseField | null): LeaseField | null {
  for (const e of entriesFor(
    doc,
    /^(?:lease type|type of lease|expense structure|lease structure|rent type|rental basis)$/,
  )) {
    const n = recoveryKind(e.value);
    if (n) return entryField(doc, e, firstSentence(e.value), n);
  }
  for (const [re, kind] of NAMED) {
    const s = firstFit(doc, re);
    if (s) return sentenceField(doc, s, re.exec(s.text)?.[0] ?? kind, kind, C_PROSE);
  }
  if (baseYear)
    return {
      ...baseYear,
      value: `Operating expenses over a ${baseYear.normalized} base year`,
      normalized: "modified gross",
      confidence: C_INFER,
    };
  const over = sentencesMatching(doc, OVER_BASE).find(
    (s) => new RegExp(COSTS, "i").test(s.text) && !NOT_OWN.test(s.text),
  );
  if (over) return sentenceField(doc, over, "Tenant pays its share of costs over a base", "modified gross", C_INFER);
  const included = firstFit(doc, INCLUDED);
  if (included) {
    const serviced = SERVICES.every((re) => sentencesMatching(doc, re).length > 0);
    return sentenceField(
      doc,
      included,
      serviced ? "Rent includes operating costs, utilities and janitorial service" : "Rent includes operating costs",
      serviced ? "full service" : "gross",
      C_INFER,
    );
  }
  // The tenant pays every tax on the property and keeps even its structure and roof in repair: a net lease in all
  // but name (an absolute net lease).
  const allTaxes = firstFit(doc, ALL_TAXES);
  if (allTaxes && sentencesMatching(doc, STRUCTURE).length > 0)
    return sentenceField(doc, allTaxes, "Tenant pays all taxes and maintains the structure and roof", "NNN", C_INFER);
  const taxes = firstFit(doc, TAXES_OF_PREMISES);
  if (taxes && sentencesMatching(doc, INSURES_PREMISES).length > 0)
    return sentenceField(doc, taxes, "Tenant pays the real estate taxes and insures the premises", "NNN", C_INFER);
  const share = firstFit(doc, SHARE);
  if (share) return sentenceField(doc, share, "Tenant pays its share of operating expenses and taxes", "NNN", C_INFER);
  return null;
}
