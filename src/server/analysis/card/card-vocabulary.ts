// The words and patterns every part of the card parser shares: e-mail and web shapes, job-title and firm
// vocabularies, credentials after a name, and small text helpers. Pure data and string functions.

export const EMAIL_RE = /[A-Z0-9][A-Z0-9._%+'-]*@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/i;
export const LINKEDIN_RE =
  /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linked\s?in\.com\/(in|pub|company|school)\/([A-Za-z0-9_%.-]+)\/?/i;
export const TLDS =
  "com|net|org|biz|info|io|co|us|uk|ca|de|fr|nl|ie|au|nz|realty|properties|property|estate|group|partners|law|agency|company|capital|global|cre|ai|app|dev|me|ny|nyc|la|systems|jp|br|sg|ch|in|ae|kr|ua|vn|cn|hk|tw|es|it|pl|se|no|dk|fi|at|be|pt|mx|ar|cl|za|ru|tr|my|id|ph|th|il|eu";
export const WEBSITE_RE = new RegExp(
  `(?:https?:\\/\\/)?(?:www\\d?\\.)?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+(?:${TLDS})(?:\\.[a-z]{2})?(?![a-z0-9@-])(?:\\/[^\\s|,;]*)?`,
  "i",
);

export const FREE_MAIL = new Set([
  "gmail",
  "googlemail",
  "yahoo",
  "hotmail",
  "outlook",
  "live",
  "msn",
  "aol",
  "icloud",
  "me",
  "mac",
  "protonmail",
  "proton",
  "gmx",
  "mail",
  "comcast",
  "verizon",
  "att",
  "sbcglobal",
  "ymail",
]);

// Job-title vocabulary (lower case, matched as whole words).
export const TITLE_WORDS = [
  "broker",
  "associate broker",
  "managing broker",
  "salesperson",
  "sales associate",
  "associate",
  "senior associate",
  "principal",
  "director",
  "managing director",
  "executive director",
  "vice president",
  "vp",
  "svp",
  "evp",
  "avp",
  "president",
  "managing partner",
  "partner",
  "founding partner",
  "founder",
  "co-founder",
  "owner",
  "proprietor",
  "ceo",
  "cfo",
  "coo",
  "cto",
  "cio",
  "cmo",
  "chief",
  "chairman",
  "chair",
  "officer",
  "manager",
  "agent",
  "realtor",
  "realtor®",
  "analyst",
  "researcher",
  "consultant",
  "advisor",
  "adviser",
  "specialist",
  "executive",
  "head of",
  "lead",
  "coordinator",
  "engineer",
  "architect",
  "developer",
  "designer",
  "representative",
  "administrator",
  "assistant",
  "attorney",
  "counsel",
  "paralegal",
  "accountant",
  "controller",
  "secretary",
  "treasurer",
  "recruiter",
  "supervisor",
  "superintendent",
  "negotiator",
  "surveyor",
  "valuer",
  "appraiser",
  "underwriter",
  "banker",
  "lender",
  "officer",
  "leasing",
  "intern",
  "scientist",
  "professor",
  "editor",
  "notary",
  "commissioner",
  "collector",
  "inspector",
  "economist",
  "auditor",
  "lecturer",
  "technician",
  "programmer",
  "trainer",
  "instructor",
  // Titles as printed on cards in Portuguese, Spanish, French and German.
  "gerente",
  "diretor",
  "diretora",
  "director",
  "directora",
  "consultor",
  "consultora",
  "coordenador",
  "coordenadora",
  "coordinador",
  "analista",
  "engenheiro",
  "ingeniero",
  "presidente",
  "jefe",
  "directeur",
  "directrice",
  "responsable",
  "geschäftsführer",
  "leiter",
  "leiterin",
];
export const TITLE_RE = new RegExp(`(?:^|[^a-z])(?:${TITLE_WORDS.map(escapeRe).join("|")})(?:s)?(?![a-z])`, "i");
/** A title word in the plural ("Partners", "Advisors") reads as a firm, not a title. */
export const TITLE_PLURAL_RE = new RegExp(`(?:${TITLE_WORDS.map(escapeRe).join("|")})s\\b`, "i");

// Company-name markers: legal forms and words real-estate firms put in their names.
export const COMPANY_SUFFIX_RE =
  /(?:^|[^a-z])(?:llc|l\.l\.c\.|inc\.?|incorporated|ltd\.?|limited|llp|lp|plc|gmbh|corp\.?|corporation|co\.|company|realty|realtors|partners|group|properties|property|holdings|capital|advisors|advisers|associates|investments|investors|ventures|brokerage|real estate|commercial|development|developers|enterprises|management|trust|bank|industries|international|solutions|services|consulting|agency|law firm|architects|studio|labs?|council|institute|academy|university|college|hospital|foundation|society|ministry|authority|clinic)(?![a-z])/i;
export const LEGAL_SUFFIX_RE =
  /(?:^|[^a-z])(?:llc|l\.l\.c\.|inc\.?|incorporated|ltd\.?|limited|llp|plc|gmbh|corp\.?|corporation|co\.|company|kaisha|k\.k\.|s\.a\.|s\/a|ltda\.?|pte|pty|b\.v\.|n\.v\.|s\.r\.l\.|sarl)(?![a-z])|\s(?:ag|oy|ab|as)\.?\s*$/i;
/** Legal forms no personal name contains (the two-letter ones, AG, AB, AS, OY, can be parts of names). */
export const STRONG_LEGAL_RE =
  /(?:^|[^a-z])(?:llc|l\.l\.c\.|inc\.?|incorporated|ltd\.?|limited|llp|plc|gmbh|corp\.?|corporation|kaisha|k\.k\.|s\.a\.|s\/a|ltda\.?|pte|pty|b\.v\.|n\.v\.|s\.r\.l\.|sarl)(?![a-z])/i;
/** A unit inside a firm, not the firm: printed on its own line under the name on many cards. */
export const DEPARTMENT_RE = /\b(?:Department|Dept\.?|Division|Div\.?|Section|Bureau|Team|Office|Unit)\b/i;

export const NAME_SUFFIX_RE =
  // "MAI" only after a comma: without one it is as often a Vietnamese given name ("TRAN THI MAI").
  /(?:,\s*mai|,?\s+(?:ccim|sior|cpm|crea?|cre|mba|cpa|cfa|esq\.?|jr\.?|sr\.?|ii|iii|iv|phd|ph\.d\.|pe|p\.e\.|leed\s*ap|frics|mrics|rics|realtor®?|gri|abr|crs|sra|alc|cips|csp|ccrm))\b\.?/gi;

export function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Lower-case ASCII letters and digits only: for comparing a line with a domain or an e-mail. */
export function letters(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]/g, "");
}

export function digitCount(s: string): number {
  return s.replace(/\D/g, "").length;
}

export function titleCase(s: string): string {
  return s.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, p, c) => p + c.toUpperCase());
}

export function isUpperWord(w: string): boolean {
  const l = w.replace(/[^\p{L}]/gu, "");
  return l.length > 0 && l === l.toUpperCase();
}

/**
 * Degrees printed after a name ("Prof. K. Ramesh, M.Tech.", "Venkatesh R., PMP®"): dotted or unambiguous
 * forms only, so a surname like Ma or Be is never taken for one.
 */
export const DEGREE_RE =
  /,?\s+(?:m\.\s?tech|b\.\s?tech|mtech|btech|m\.\s?sc|b\.\s?sc|msc|b\.\s?com|mbbs|pmp|fie|ph\.\s?d|(?<=,\s?)(?:b\.e|m\.e|m\.a|b\.a))\.?®?(?=[\s,.]|$)[,.]*/gi;

/** A single initial: "J." or "J". */
export const INITIAL_RE = /^\p{Lu}\.?$/u;

/** A person's name: 2–4 capitalised words of letters, besides up to four initials (hyphens, apostrophes allowed). */
export function nameShape(s: string): boolean {
  const t = s.replace(NAME_SUFFIX_RE, "").replace(DEGREE_RE, "").trim();
  const words = t.split(/\s+/);
  // Initials count apart, also when printed tight together ("S.B.").
  const full = words.filter((w) => !/^(?:\p{Lu}\.){1,3}$/u.test(w));
  if (words.length < 2 || full.length < 1 || full.length > 4 || words.length - full.length > 4) return false;
  if (/\d|@|\//.test(t)) return false;
  return words.every((w) =>
    /^(?:\p{Lu}[\p{L}'’-]*\.?|(?:\p{Lu}\.){1,3}|(?:de|van|von|der|da|di|la|le|del|du|bin|al)\b)$/u.test(w),
  );
}

/**
 * Words printed on cards that are never part of a person's name (headings, business words, address words), so a
 * line holding one ("Corporate Office", "Your Tagline") is no name. Words that are also surnames (Park, Hall,
 * Street, King) are left out.
 */
export const NOT_A_NAME_WORD_RE =
  /(?:^|\s)(?:the|your|our|and|corporate|office|sales|marketing|online|digital|printing|printers|designs?|mobile|email|e-mail|website|web|phone|fax|branch|regional|global|technologies|technology|systems|software|engineering|engineers|consultants|consultancy|hotel|restaurant|store|shop|center|centre|road|avenue|plaza|building|floor|suite|tagline|slogan|logo|welcome|services?|products?|estate|certified|since)(?=\s|$)/i;

/** Name-shaped and without any company marker (used to keep "Smith Partners" as a company). */
export function nameShapeStrict(s: string): boolean {
  return nameShape(s) && !COMPANY_SUFFIX_RE.test(s) && !STRONG_LEGAL_RE.test(s);
}

/** An upper-case word with one lower-case OCR slip ("BRIGHTlANE", "REYeS") is upper case. */
export function capsSlips(s: string): string {
  return s.replace(/\p{L}{4,}/gu, (w) => {
    const lower = w.replace(/[^\p{Ll}]/gu, "").length;
    return lower === 1 && !/^\p{Lu}\p{Ll}/u.test(w) ? w.toUpperCase() : w;
  });
}
