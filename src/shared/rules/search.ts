// Global search rules (spec shell §5, §9): a trimmed term of at least 2 characters; 10 results per type,
// merged and cut to 10. Ranking (decision 0024): a match at the start of the title or of one of its words
// comes before a match inside a word; the spec's title order holds within each rank.
import { extractDomain } from "#shared/rules/contacts-normalize.ts";

export const SEARCH_MIN_LENGTH = 2;
/** Matching inside a word starts at this many letters in one word of the term (decision 0036). */
export const SEARCH_INSIDE_MIN_LENGTH = 3;
export const SEARCH_LIMIT = 10;

export const searchResultTypes = [
  "lease",
  "document",
  "person",
  "project",
  "property",
  "company",
  "task",
  "dealroom",
  "survey",
  "offering_memorandum",
] as const;
export type SearchResultType = (typeof searchResultTypes)[number];

/** 0: the title or one of its words starts with the term (or a company's domain does); 1: inside a word. */
export type SearchRank = 0 | 1;

export type SearchTerm = {
  /** The trimmed term, whitespace runs collapsed. */
  text: string;
  /** The comparison key of the term (see searchKey); never empty. */
  key: string;
  /** The website domain the term names ("acme.com", "https://www.acme.com/about"), if it names one. */
  domain: string | null;
};

/**
 * The comparison key of a title: lower case, accents removed, ASCII punctuation and whitespace runs as one
 * space. PostgreSQL's ld_search_key() applies the same rule (with unaccent's fuller table) to every indexed
 * title and, on the server, to the term too, so the two always agree. No LIKE wildcard survives it.
 */
export function searchKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[\s!-/:-@[-`{-~]+/g, " ")
    .trim();
}

export function parseSearchTerm(raw: string | undefined | null): SearchTerm | null {
  // NUL and unpaired surrogates cannot reach PostgreSQL text; they never match anything anyway.
  const text = (raw ?? "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing NUL is the point
    .replace(/\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "")
    .trim()
    .replace(/\s+/g, " ");
  if (text.length < SEARCH_MIN_LENGTH) return null;
  // Only punctuation ("%%", "__"): nothing a title could match.
  const key = searchKey(text);
  if (!key) return null;
  return { text, key, domain: text.includes(" ") ? null : extractDomain(text) };
}

/**
 * Whether the term also matches inside words (rank 1). Two letters only match at the start of the title or of
 * a word: inside words they match almost every title (noise, not what a person typing 'ha' wants), and a
 * trigram index cannot serve a pattern with no word of three letters, so the read would visit every row.
 */
export function matchesInsideWords(term: SearchTerm): boolean {
  return term.key.split(" ").some((word) => word.length >= SEARCH_INSIDE_MIN_LENGTH);
}

/** Escapes LIKE wildcards so a user's '%' or '_' matches itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export type RankedResult = { rank: number; key: string };

/**
 * Code point order: PostgreSQL's C collation of the keys. JavaScript's `<` compares UTF-16 units, which puts a
 * character past U+FFFF (a surrogate pair) before U+E000–U+FFFF.
 */
export function compareKeys(a: string, b: string): number {
  for (let i = 0; i < a.length && i < b.length; i++) {
    const x = a.codePointAt(i) as number;
    const y = b.codePointAt(i) as number;
    if (x !== y) return x - y;
    if (x > 0xffff) i++;
  }
  return a.length - b.length;
}

/** Best rank first, then title order (by comparison key), cut to the limit — what the database does too. */
export function mergeSearchResults<T extends RankedResult>(lists: T[][], limit = SEARCH_LIMIT): T[] {
  return lists
    .flat()
    .sort((a, b) => a.rank - b.rank || compareKeys(a.key, b.key))
    .slice(0, limit);
}
