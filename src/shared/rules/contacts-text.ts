// Text that PostgreSQL can store: `text` refuses NUL characters, `jsonb` also refuses unpaired UTF-16 surrogates
// (JSON.parse happily produces both from "\u0000" and "\ud800"). Contacts input is checked (400) or cleaned with these.

export const UNSTORABLE_TEXT_MESSAGE = "Contains characters that cannot be saved";

const NUL = String.fromCharCode(0);
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, "g");

export function isStorableText(value: string): boolean {
  return !value.includes(NUL) && !LONE_SURROGATE.test(value);
}

/** Drops NUL characters and replaces unpaired surrogates with U+FFFD (for imported files, not typed input). */
export function toStorableText(value: string): string {
  if (isStorableText(value)) return value;
  return value.split(NUL).join("").replace(LONE_SURROGATES, "\uFFFD");
}
