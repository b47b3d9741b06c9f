// The short, plain-language answer to a memorandum question that asks for one of the abstract's figures
// ("What is the cap rate?" → "The cap rate is 5.20% (current); the pro forma cap rate is 6.10%.").
import type { OmAbstract, OmField } from "#shared/contract/om-abstract.ts";
import type { FieldAnswer } from "#server/analysis/chat/passage-chat.ts";

const money = (n: number) =>
  `$${n.toLocaleString("en-US", { minimumFractionDigits: Number.isInteger(n) ? 0 : 2, maximumFractionDigits: 2 })}`;
const num = (f: OmField | null) => (f && typeof f.normalized === "number" ? f.normalized : null);
const pct = (f: OmField) => `${num(f) ?? f.value}%`;
const cash = (f: OmField) => {
  const v = num(f);
  return v === null ? f.value : money(v);
};

type Topic = { re: RegExp; answer: (a: OmAbstract) => { text: string; field: OmField } | null };

/** A headline figure, with its basis and the pro forma twin when the memorandum gives both. */
function twoBases(
  label: string,
  head: (a: OmAbstract) => OmField | null,
  twin: (a: OmAbstract) => OmField | null,
  show: (f: OmField) => string,
) {
  return (a: OmAbstract) => {
    const f = head(a);
    if (!f) return null;
    const pro = a.financialBasis === "pro-forma" ? null : twin(a);
    const basis = a.financialBasis === "pro-forma" ? " (pro forma)" : pro ? " (current)" : "";
    const computed = /^computed\b/.test(f.snippet) ? ", computed from the NOI and the price" : "";
    const other = pro && num(pro) !== num(f) ? `; the pro forma ${label} is ${show(pro)}` : "";
    return { text: `The ${label} is ${show(f)}${basis}${computed}${other}.`, field: f };
  };
}

const one = (key: keyof OmAbstract, say: (f: OmField) => string) => (a: OmAbstract) => {
  const f = a[key] as OmField | null;
  return f ? { text: say(f), field: f } : null;
};

const TOPICS: Topic[] = [
  {
    re: /\bcap(?:italization)?\b/i,
    answer: twoBases(
      "cap rate",
      (a) => a.capRate,
      (a) => a.proFormaCapRate,
      pct,
    ),
  },
  {
    re: /\bnoi\b|\bnet\s+operating\s+income\b/i,
    answer: twoBases(
      "net operating income",
      (a) => a.noi,
      (a) => a.proFormaNoi,
      cash,
    ),
  },
  {
    re: /\bgross\s+(?:potential|scheduled)\b|\bpotential\s+(?:gross|rent)\b|\bgross\s+rent\b|\brental\s+income\b/i,
    answer: twoBases(
      "gross potential rent",
      (a) => a.grossPotentialRent,
      (a) => a.proFormaGrossPotentialRent,
      cash,
    ),
  },
  {
    re: /\beffective\s+gross\b|\begi\b/i,
    answer: twoBases(
      "effective gross income",
      (a) => a.effectiveGrossIncome,
      (a) => a.proFormaEffectiveGrossIncome,
      cash,
    ),
  },
  {
    re: /\b(?:expenses|opex|operating\s+costs?)\b/i,
    answer: twoBases(
      "operating expense total",
      (a) => a.expenses,
      (a) => a.proFormaExpenses,
      cash,
    ),
  },
  {
    re: /\bprice\s*(?:per|\/)\s*(?:sf|square|foot)\b/i,
    answer: one("pricePerSquareFoot", (f) => `The price per square foot is ${cash(f)}.`),
  },
  {
    re: /\bprice\s*(?:per|\/)\s*(?:unit|door)\b/i,
    answer: one("pricePerUnit", (f) => `The price per unit is ${cash(f)}.`),
  },
  {
    re: /\b(?:price|asking|cost|how\s+much|list(?:ed|ing)?\s+(?:for|at))\b/i,
    answer: one("askingPrice", (f) => `The asking price is ${cash(f)}.`),
  },
  {
    re: /\b(?:occupan\w*|occupied|vacan\w*|leased\s+up|percent\s+leased)\b/i,
    answer: one("occupancy", (f) => `Occupancy is ${pct(f)}.`),
  },
  {
    re: /\bhow\s+many\s+units\b|\bunit\s+count\b|\bnumber\s+of\s+units\b/i,
    answer: one("units", (f) => `The property has ${num(f) ?? f.value} units.`),
  },
  {
    re: /\b(?:square\s+f(?:ee|oo)t(?:age)?|sq\.?\s*ft|how\s+big|building\s+size|size\s+of)\b/i,
    answer: one(
      "buildingSquareFeet",
      (f) => `The building has ${num(f)?.toLocaleString("en-US") ?? f.value} square feet.`,
    ),
  },
  {
    re: /\b(?:year\s+built|when\s+was\s+it\s+built|how\s+old|built\s+in|constructed)\b/i,
    answer: (a) => {
      const f = a.yearBuilt;
      if (!f) return null;
      const ren = a.yearRenovated ? ` and renovated in ${a.yearRenovated.normalized ?? a.yearRenovated.value}` : "";
      return { text: `It was built in ${f.normalized ?? f.value}${ren}.`, field: f };
    },
  },
  {
    re: /\b(?:address|where\s+is|located|location)\b/i,
    answer: one("address", (f) => `The property is at ${f.normalized ?? f.value}.`),
  },
  {
    re: /\b(?:property\s+type|type\s+of\s+property|what\s+kind)\b/i,
    answer: one("propertyType", (f) => `It is a ${String(f.normalized ?? f.value).replace(/-/g, " ")} property.`),
  },
  {
    re: /\b(?:property\s+name|name\s+of\s+the\s+property|called)\b/i,
    answer: one("propertyName", (f) => `The property is ${f.normalized ?? f.value}.`),
  },
];

/** The abstract's answer to a question that asks for one of its figures, with where it was read. */
export function omFieldAnswerFor(a: OmAbstract, question: string): FieldAnswer | null {
  for (const t of TOPICS) {
    if (!t.re.test(question)) continue;
    const r = t.answer(a);
    return r ? { answer: r.text, page: r.field.page, snippet: r.field.snippet } : null;
  }
  return null;
}
