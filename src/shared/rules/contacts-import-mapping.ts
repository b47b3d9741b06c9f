// Automatic column mapping for contact imports: recognises the headers of Google Contacts (old and new),
// Outlook, LinkedIn connections, Thunderbird and generic exports. Header wording is matched after
// normalisation, so spacing, case, hyphens and slashes do not matter.

export type ImportEntity = "people" | "companies";

/** Lowercase, punctuation to spaces, "e mail" → "email". */
export function normalizeHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .replace(/\s+/g, " ")
    .replace(/\be mail\b/g, "email");
}

type Rule = { target: string; re: RegExp; score: number };

const EMAIL: Rule[] = [
  {
    target: "email",
    re: /^(email|email address|emailaddress|primary email|email 1 value|email 1|email address 1)$/,
    score: 100,
  },
  { target: "email", re: /^((work|business|office) email( address)?|email (work|business)|work email 1)$/, score: 95 },
  { target: "email", re: /^(home email( address)?|email home|personal email)$/, score: 70 },
  {
    target: "email",
    re: /^(email ?[2-9]( address| value)?|email [2-9] value|secondary email|email other|other email)$/,
    score: 40,
  },
];
const PHONE: Rule[] = [
  { target: "phone", re: /^(phone|phone number|telephone|telephone number|tel|phone 1 value|phone 1)$/, score: 100 },
  {
    target: "phone",
    re: /^((work|business|office|company) (phone|telephone|tel)( number)?|phone (work|business)|direct (phone|line|dial))$/,
    score: 95,
  },
  { target: "phone", re: /^((primary|main|company main) phone|phone main)$/, score: 85 },
  {
    target: "phone",
    re: /^((mobile|cell|cellular)( phone| number)?|(home )?mobile( phone)?|phone mobile)$/,
    score: 80,
  },
  { target: "phone", re: /^(home phone|phone home)$/, score: 60 },
  { target: "phone", re: /^(phone [2-9] value|(business|work|home) phone [2-9]|other phone)$/, score: 30 },
];
const TAGS: Rule[] = [
  { target: "tags", re: /^(tags?|labels?|categories|category|group membership|groups?)$/, score: 90 },
];
const LINKEDIN_STRONG: Rule = { target: "linkedinUrl", re: /linked ?in/, score: 100 };

const PEOPLE_RULES: Rule[] = [
  { target: "firstName", re: /^(first name|firstname|first|given name|givenname|forename)$/, score: 100 },
  { target: "lastName", re: /^(last name|lastname|last|family name|familyname|surname)$/, score: 100 },
  { target: "fullName", re: /^(name|full name|fullname|contact name|contact)$/, score: 100 },
  { target: "fullName", re: /^(display name|file as)$/, score: 80 },
  ...EMAIL,
  ...PHONE,
  {
    target: "position",
    re: /^(job title|jobtitle|position|organization 1 title|organization title|organisation title|title at company|designation)$/,
    score: 100,
  },
  { target: "position", re: /^(occupation|role|job)$/, score: 60 },
  {
    target: "company",
    re: /^(company|company name|organization|organisation|organization 1 name|organization name|organisation name|employer|account name|account)$/,
    score: 100,
  },
  LINKEDIN_STRONG,
  { target: "linkedinUrl", re: /^(url|profile url|profile)$/, score: 60 },
  ...TAGS,
];

const COMPANY_RULES: Rule[] = [
  {
    target: "name",
    re: /^(company|company name|name|organization|organisation|organization 1 name|organization name|organisation name|account name|account|business name)$/,
    score: 100,
  },
  {
    target: "website",
    re: /^(website|web site|web page|webpage|url|homepage|home page|domain|company website|website 1 value|web page 1|website work|business web page|web address)$/,
    score: 100,
  },
  { target: "website", re: /^(website [2-9] value|web page 2|website other|website home page)$/, score: 40 },
  ...PHONE,
  LINKEDIN_STRONG,
  ...TAGS,
];

type AddressPart = "formatted" | "street" | "street2" | "city" | "state" | "postal" | "country";

const GROUP_SCORE: Record<string, number> = {
  work: 100,
  business: 100,
  office: 100,
  company: 100,
  "": 90,
  primary: 90,
  "#1": 90,
  home: 60,
  "#2": 50,
  other: 40,
  mailing: 40,
  postal: 40,
  billing: 40,
  shipping: 30,
};

function addressPart(rest: string): AddressPart | null {
  if (/^(formatted|formatted address|full address)$/.test(rest)) return "formatted";
  if (/^(address|street address|address line ?1|street|street 1|address 1|mailing address)$/.test(rest))
    return "street";
  if (/^((street|address|address line) ?[23]|extended address)$/.test(rest)) return "street2";
  if (/^(city|town|locality)$/.test(rest)) return "city";
  if (/^(state|region|province|county|state province|state region)$/.test(rest)) return "state";
  if (/^(zip|zipcode|zip code|postal code|postcode|post code|zip postal code)$/.test(rest)) return "postal";
  if (/^(country|country region|country code)$/.test(rest)) return "country";
  return null;
}

/** Reads an address-part header: "Business Street", "Address 1 - City", "Work ZipCode", "City". */
export function parseAddressHeader(h: string): { group: string; part: AddressPart } | null {
  if (/\b(email|mail address|web|url|im|ip)\b/.test(h) && !/^mailing /.test(h)) return null;
  const numbered = /^address (\d+) (.+)$/.exec(h);
  if (numbered) {
    const part = addressPart(numbered[2] === "region" ? "state" : numbered[2]);
    return part ? { group: `#${numbered[1]}`, part } : null;
  }
  const grouped = /^(home|work|business|office|company|other|mailing|billing|shipping|primary) (.+)$/.exec(h);
  // Business, office and company addresses are the same "work" group ("Business Street" + "Work City").
  const group = grouped ? (["business", "office", "company"].includes(grouped[1]) ? "work" : grouped[1]) : "";
  const rest = grouped ? grouped[2] : h;
  const part = addressPart(rest);
  return part ? { group, part } : null;
}

const ADDRESS_ORDER: AddressPart[] = ["formatted", "street", "street2", "city", "state", "postal", "country"];

/**
 * Suggests a target per column (null = ignore). Each single-valued field takes its best-scoring column;
 * address takes every part column of its best group (or that group's formatted column alone).
 * `customFields` are the user's custom-field names for this entity type; an equal header maps to `custom:<name>`.
 */
export function suggestMapping(
  headers: readonly string[],
  entity: ImportEntity,
  customFields: readonly string[] = [],
): (string | null)[] {
  const normalized = headers.map(normalizeHeader);
  const mapping: (string | null)[] = headers.map(() => null);
  const rules = entity === "people" ? PEOPLE_RULES : COMPANY_RULES;

  // Address columns first: they are claimed by group.
  const byGroup = new Map<string, { index: number; part: AddressPart }[]>();
  normalized.forEach((h, index) => {
    const parsed = parseAddressHeader(h);
    if (!parsed) return;
    const list = byGroup.get(parsed.group) ?? [];
    list.push({ index, part: parsed.part });
    byGroup.set(parsed.group, list);
  });
  let bestGroup: string | null = null;
  for (const [group, cols] of byGroup) {
    // A group needs a street, a formatted address or at least two parts to count as an address.
    const useful = cols.some((c) => c.part === "formatted" || c.part === "street") || cols.length >= 2;
    if (!useful) continue;
    if (bestGroup === null || (GROUP_SCORE[group] ?? 20) > (GROUP_SCORE[bestGroup] ?? 20)) bestGroup = group;
  }
  if (bestGroup !== null) {
    const cols = byGroup.get(bestGroup) ?? [];
    const formatted = cols.find((c) => c.part === "formatted");
    const chosen = formatted
      ? [formatted]
      : cols.filter((c) => ADDRESS_ORDER.includes(c.part) && c.part !== "formatted");
    for (const c of chosen) mapping[c.index] = "address";
  }

  // Everything else: greedy by score, one column per field, one field per column.
  const candidates: { index: number; target: string; score: number }[] = [];
  normalized.forEach((h, index) => {
    if (mapping[index] !== null || h === "") return;
    if (/\b(type|label)$/.test(h)) return; // "E-mail 1 - Type", "Phone 1 - Label"
    for (const rule of rules) if (rule.re.test(h)) candidates.push({ index, target: rule.target, score: rule.score });
    for (const name of customFields) {
      if (normalizeHeader(name) === h) candidates.push({ index, target: `custom:${name}`, score: 70 });
    }
  });
  candidates.sort((a, b) => b.score - a.score || a.index - b.index);
  const taken = new Set<string>();
  for (const c of candidates) {
    if (mapping[c.index] !== null || taken.has(c.target)) continue;
    mapping[c.index] = c.target;
    taken.add(c.target);
  }
  return mapping;
}

/** How many columns a header row maps: used to find the header row below a preamble (LinkedIn's "Notes:"). */
export function recognisedCount(headers: readonly string[], entity: ImportEntity): number {
  return suggestMapping(headers, entity).filter((t) => t !== null).length;
}

/** Index of the header row among the first records: the first that maps at least two columns, else 0. */
export function findHeaderRow(records: readonly (readonly string[])[], entity: ImportEntity): number {
  const limit = Math.min(records.length, 10);
  for (let i = 0; i < limit; i++) if (recognisedCount(records[i] ?? [], entity) >= 2) return i;
  return 0;
}
