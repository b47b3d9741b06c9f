// Label lexicon for the scalar OM fields: wording variants seen across brokers' memoranda.

/** "rate-or-amount": a percentage, or else a dollar amount (vacancy stated as "5%" or as "($30,600)"). */
export type ValueKind = "money" | "percent" | "rate-or-amount" | "area" | "acres" | "year" | "count" | "years";

export type FieldSpec = {
  key: string;
  labels: RegExp[];
  kind: ValueKind;
  min: number;
  max: number;
  /** Current vs pro forma matters for this figure. */
  basis?: boolean;
};

const SF = String.raw`(?:sf|sq\.?\s?ft\.?|square\s+f(?:ee|oo)t(?:age)?|rsf|nrsf|gla)`;

export const FIELD_SPECS: FieldSpec[] = [
  {
    key: "askingPrice",
    labels: [
      /\b(?:offering|asking|list(?:ing)?|purchase|sale|sales|investment)\s+price\b(?!\s*(?:\/|per\b|psf))/i,
      /(?:^|[|:]\s*)price\b(?!\s*(?:\/|per\b|psf|reduc))/i,
      /\b(?:offered|priced)\s+at\b/i,
      // 'Asking $1,150,000', 'Asking: $2.4M' — the word alone before the figure.
      /(?:^|[|:]\s*)asking\b(?=\s*:?\s*\$)/i,
    ],
    kind: "money",
    min: 25_000,
    max: 5e9,
  },
  {
    key: "pricePerSquareFoot",
    labels: [
      new RegExp(String.raw`\bprice\s*(?:\/|per)\s*(?:building\s+)?${SF}`, "i"),
      /\bprice\s+psf\b/i,
      new RegExp(String.raw`(?:^|\s)\$\s*\/\s*${SF}(?!\s*\/)`, "i"),
    ],
    kind: "money",
    min: 1,
    max: 10_000,
  },
  {
    key: "pricePerUnit",
    labels: [/\bprice\s*(?:\/|per)\s*(?:unit|door|key|room|bed)\b/i, /(?:^|\s)\$\s*\/\s*(?:unit|door|key)\b/i],
    kind: "money",
    min: 1_000,
    max: 1e7,
  },
  {
    key: "capRate",
    labels: [/\bcap(?:italization)?\.?\s+rate\b/i, /\bCAP\b(?!\s*ex)/, /\bCap\s*[:(]/],
    kind: "percent",
    min: 0.5,
    max: 20,
    basis: true,
  },
  {
    key: "noi",
    labels: [/\bnet\s+operating\s+income\b/i, /\bNOI\b/],
    kind: "money",
    min: 1_000,
    max: 1e9,
    basis: true,
  },
  {
    key: "grossPotentialRent",
    labels: [
      /\bgross\s+potential\s+(?:base\s+)?(?:rent(?:al)?|income|revenue)s?(?:\s+income)?\b/i,
      /\bpotential\s+gross\s+(?:rent(?:al)?\s+)?(?:income|rent|revenue)\b/i,
      /\b(?:gross\s+scheduled|scheduled\s+gross)\s+(?:rent(?:al)?\s+)?(?:income|rent|revenue)\b/i,
      /\bgross\s+rental\s+(?:income|revenue)\b/i,
      /\btotal\s+(?:potential\s+)?rental\s+(?:income|revenue)\b/i,
      /\b(?:GPR|PGI|GSR)\b/,
    ],
    kind: "money",
    min: 1_000,
    max: 1e9,
    basis: true,
  },
  {
    key: "effectiveGrossIncome",
    labels: [
      /\beffective\s+gross\s+(?:rental\s+)?(?:income|revenue|rent)\b/i,
      /\bEGI\b/,
      /\btotal\s+effective\s+(?:gross\s+)?income\b/i,
    ],
    kind: "money",
    min: 1_000,
    max: 1e9,
    basis: true,
  },
  {
    key: "vacancy",
    labels: [
      /\b(?:physical\s+|economic\s+|general\s+)?vacancy(?:\s*(?:rate|allowance|factor|reserve|loss|&\s*credit(?:\s+loss)?|and\s+credit(?:\s+loss)?|\/\s*credit(?:\s+loss)?))*\b/i,
    ],
    kind: "rate-or-amount",
    min: 0,
    max: 60,
    basis: true,
  },
  {
    key: "expenses",
    labels: [
      /\btotal\s+(?:operating\s+)?expenses?\b(?!\s*(?:\/|per\b))/i,
      /\boperating\s+expenses\b(?!\s*(?:\/|per\b))/i,
      /\b(?:total\s+)?opex\b(?!\s*(?:\/|per\b))/i,
      /\bexpenses\b(?!\s*(?:\/|per\b|ratio))/i,
    ],
    kind: "money",
    min: 500,
    max: 1e9,
    basis: true,
  },
  {
    key: "buildingSquareFeet",
    labels: [
      new RegExp(String.raw`\b(?:total\s+)?(?:building|bldg\.?)\s+(?:size|area|${SF})`, "i"),
      new RegExp(String.raw`\btotal\s+(?:size|area|${SF}|rentable\s+(?:area|${SF}))`, "i"),
      /\b(?:gross|net)\s+(?:lease?able|rentable)\s+(?:area|square\s+f(?:ee|oo)t(?:age)?|sf)\b/i,
      /\brentable\s+(?:building\s+)?(?:area|square\s+f(?:ee|oo)t(?:age)?|sf)\b/i,
      /\bgross\s+building\s+area\b/i,
      /\b(?:GLA|RBA|NRA|GBA)\b/,
      /\b(?:total\s+)?square\s+f(?:ee|oo)tage\b/i,
      /\b(?:improvements|building)\s*:/i,
      // A facts table whose row is only "Square Feet" (small buildings' one-page summaries).
      /^(?:square\s+f(?:ee|oo)t(?:age)?|sq\.?\s?ft\.?)\s*:?(?=\s|$)/i,
    ],
    kind: "area",
    min: 200,
    max: 5e7,
  },
  {
    key: "landArea",
    labels: [
      /\b(?:land|lot|site|parcel)\s+(?:area|size|acreage)\b/i,
      /\b(?:total\s+)?acreage\b/i,
      /\b(?:land|lot|site)\s*:/i,
    ],
    kind: "acres",
    min: 0.01,
    max: 100_000,
  },
  {
    key: "yearBuilt",
    labels: [
      /\byear\s+(?:built|constructed|completed)\b/i,
      /\b(?:built|constructed|completed|delivered)(?:\s+in)?\b/i,
      /\bconstruction\s+(?:year|date)\b/i,
      /\bvintage\b/i,
    ],
    kind: "year",
    min: 1800,
    max: 2100,
  },
  {
    key: "yearRenovated",
    labels: [
      /\b(?:year\s+)?(?:renovated|remodeled|redeveloped|modernized)(?:\s+in)?\b/i,
      /\b(?:last\s+)?renovation(?:s)?(?:\s+year)?\b/i,
    ],
    kind: "year",
    min: 1800,
    max: 2100,
  },
  {
    key: "units",
    labels: [
      /\b(?:number|no\.?|#)\s+of\s+(?:apartment\s+|residential\s+)?(?:units|apartments|doors|keys|rooms)\b/i,
      /\b(?:total|apartment|residential)\s+(?:units|keys|doors)\b/i,
      /\bunit\s+count\b/i,
      /(?:^|[|:]\s*)units\b/i,
    ],
    kind: "count",
    min: 1,
    max: 20_000,
  },
  {
    key: "occupancy",
    labels: [
      /\b(?:current\s+|physical\s+|economic\s+)?occupancy(?:\s+rate)?\b/i,
      /\b(?:percent|%)\s+(?:leased|occupied)\b/i,
      /(?:^|[|:]\s*)(?:leased|occupied)\b/i,
    ],
    kind: "percent",
    min: 0,
    max: 100,
  },
  {
    key: "walt",
    labels: [
      /\b(?:WALT|WALE|WALTR)\b/,
      /\bweighted\s+average\s+(?:remaining\s+)?lease\s+(?:term|expiry|expiration|length)(?:\s+remaining)?\b/i,
      /\b(?:avg\.?|average)\s+remaining\s+(?:lease\s+)?term\b/i,
    ],
    kind: "years",
    min: 0.1,
    max: 99,
  },
];

export const SPEC_BY_KEY = new Map(FIELD_SPECS.map((s) => [s.key, s]));

export type Basis = "current" | "pro-forma";

export const PRO_FORMA_RE = /\bpro[\s-]?forma\b|\bstabili[sz]ed\b|\bprojected\b|\bpotential\b(?!\s+(?:gross|rent))/i;
export const CURRENT_RE =
  /\b(?:current|in[\s-]?place|actual|existing|trailing|t[\s-]?12|ttm|historical|as[\s-]is|going[\s-]in)\b|\byear\s*(?:1|one)\b/i;

/** Which basis a piece of text names, if any (pro forma wins when a heading names both). */
export function basisOf(text: string): Basis | null {
  if (PRO_FORMA_RE.test(text)) return "pro-forma";
  if (CURRENT_RE.test(text)) return "current";
  return null;
}
