// Global search rules (spec shell §5, §9): a trimmed term of at least 2 characters; 10 results per type,
// the merged list sorted by title and cut to 10.
export const SEARCH_MIN_LENGTH = 2;
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

export type SearchTerm = {
  /** The trimmed term, whitespace runs collapsed. */
  text: string;
  /** Multi-word person search: the first word against first_name, the rest against the start of last_name. */
  personParts: { first: string; lastPrefix: string } | null;
};

export function parseSearchTerm(raw: string | undefined | null): SearchTerm | null {
  // NUL and unpaired surrogates cannot reach PostgreSQL text; they never match anything anyway.
  const text = (raw ?? "")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing NUL is the point
    .replace(/\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "")
    .trim()
    .replace(/\s+/g, " ");
  if (text.length < SEARCH_MIN_LENGTH) return null;
  const space = text.indexOf(" ");
  const personParts = space > 0 ? { first: text.slice(0, space), lastPrefix: text.slice(space + 1) } : null;
  return { text, personParts };
}

/** Escapes LIKE wildcards so a user's '%' or '_' matches itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function mergeSearchResults<T extends { title: string }>(lists: T[][], limit = SEARCH_LIMIT): T[] {
  return lists
    .flat()
    .sort((a, b) => a.title.localeCompare(b.title, "en", { sensitivity: "base" }))
    .slice(0, limit);
}
