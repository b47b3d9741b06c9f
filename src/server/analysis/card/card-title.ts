// The person's job title: a line of title vocabulary, the closest to the name (below it rather than above).
import { type Line, lineBelow } from "#server/analysis/card/card-lines.ts";
import { COMPANY_SUFFIX_RE, TITLE_PLURAL_RE, TITLE_RE, TITLE_WORDS } from "#server/analysis/card/card-vocabulary.ts";
import type { CardRecognition } from "#shared/contract/card-recognition.ts";

/**
 * A short line with a title word. A line ending in "in", "of", "for" or "&" is the heading of a list printed under
 * it ("Specialists in:", "Dealers of"), not a post.
 */
export function titleLike(l: Line): boolean {
  return (
    TITLE_RE.test(l.text) && l.text.split(/\s+/).length <= 8 && !/(?:\s(?:in|of|for|and|with)|&)\s*:?$/i.test(l.text)
  );
}

/** Sets the position from the free lines, relative to the name line; a plural ("Partners") reads as a firm. */
export function readTitle(rest: Line[], nameLine: Line | undefined, result: CardRecognition): void {
  for (const l of rest) if (!l.used) l.text = joinSplitTitleWord(l.text);
  joinTitleOverTwoLines(rest);
  const titlePool = rest.filter((l) => !l.used && titleLike(l));
  if (!titlePool.length) return;
  const ref = nameLine?.index ?? -1;
  const scoreTitle = (l: Line) => {
    let sc = -Math.abs(l.index - ref);
    if (l.index > ref) sc += 0.5;
    if (TITLE_PLURAL_RE.test(l.text)) sc -= 3;
    if (COMPANY_SUFFIX_RE.test(l.text.replace(/\b(?:associate|partner|principal|advisor|adviser)s?\b/gi, ""))) sc -= 1;
    // "Formerly Senior Scientist": a past post, printed beside the current one.
    if (/^(?:formerly|former|ex-|retired)\b/i.test(l.text)) sc -= 5;
    return sc;
  };
  titlePool.sort((a, b) => scoreTitle(b) - scoreTitle(a) || a.index - b.index);
  const t = titlePool[0];
  t.used = true;
  result.person.position = t.text
    .replace(/^(?:title|position)\s*[:.]\s*/i, "")
    // A degree printed after the title, with its branch: "Managing Director B.E. Mech".
    .replace(
      /,?\s+(?:B\.\s?E|M\.\s?E|B\.\s?Tech|M\.\s?Tech|B\.\s?Sc|M\.\s?Sc|Ph\.\s?D|MBA)\.?(?:\s+\(?\p{Lu}\p{Ll}+\)?)?$/u,
      "",
    )
    // Marks after the last word with no letter in them (an icon or speck read as "5: 3").
    .replace(/(?<=\p{L}{2,})(?:\s+[^\p{L}\s]+)+$/u, "")
    .replace(/[,;|]+$/, "");
}

/** A title word OCR split after its capital ("Sales M anager") is joined again. */
export function joinSplitTitleWord(text: string): string {
  return text.replace(/(?<![\p{L}.])(\p{Lu}) (\p{Ll}{3,})\b/gu, (m, a: string, b: string) =>
    TITLE_WORDS.includes(`${a}${b}`.toLowerCase()) ? `${a}${b}` : m,
  );
}

const RUNS_ON = /(?:\s(?:of|for|and|to)|[&,/–-])\s*$/i;
const CONTINUES = /^(?:of|for|and|to|&|\(|\p{Ll})/u;

/**
 * A title printed over two lines ("Director of" / "Asset Management", "Vice President," / "Capital Markets",
 * "Head of Sales" / "(Asia Pacific)"): the first line runs on (ends in a connector) or the second carries on
 * (starts with one, a bracket or a small letter). The second line is the next one down, in print of the same
 * size, with no digits or e-mail; it joins the first and is used.
 */
export function joinTitleOverTwoLines(rest: Line[]): void {
  for (const l of rest) {
    // "Consultants for" / "Agents &" over a list: a plural is a heading, not a post.
    if (l.used || !TITLE_RE.test(l.text) || TITLE_PLURAL_RE.test(l.text) || l.text.split(/\s+/).length > 6) continue;
    const next = lineBelow(rest, l);
    if (!next || next.used || /\d|@/.test(next.text) || next.text.split(/\s+/).length > 5) continue;
    if (!RUNS_ON.test(l.text.trim()) && !CONTINUES.test(next.text.trim())) continue;
    if (l.height && Math.abs(next.height - l.height) > l.height * 0.25) continue;
    l.text = `${l.text.trim()} ${next.text.trim()}`;
    next.used = true;
  }
}
