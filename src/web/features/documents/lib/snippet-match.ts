// Finds a cited snippet among a page's text items (pdf.js text layer), tolerant of whitespace, case,
// curly quotes and hyphenation: the extractor's snippet and the rendered text rarely match byte for byte.

const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019\u201a\u2032]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"')
    .replace(/[\u2010-\u2015]/g, "-")
    .replace(/[^a-z0-9$%.,'"\-/]+/g, "");

/** Indices of the text items that together contain the snippet (or its longest findable prefix). */
export function matchSnippet(items: string[], snippet: string): number[] {
  const target = fold(snippet);
  if (target.length < 3) return [];
  // Map every folded character back to the item it came from.
  let joined = "";
  const owner: number[] = [];
  items.forEach((item, index) => {
    const folded = fold(item);
    joined += folded;
    for (let i = 0; i < folded.length; i++) owner.push(index);
  });
  // Try the whole snippet, then shorter prefixes and suffixes (snippets may be cut or joined across lines).
  const candidates = [target];
  for (const size of [160, 80, 40, 20]) {
    if (target.length > size) {
      candidates.push(target.slice(0, size));
      candidates.push(target.slice(-size));
    }
  }
  for (const candidate of candidates) {
    const at = joined.indexOf(candidate);
    if (at < 0) continue;
    const first = owner[at];
    const last = owner[at + candidate.length - 1];
    if (first === undefined || last === undefined) continue;
    const result: number[] = [];
    for (let i = first; i <= last; i++) if (items[i]?.trim()) result.push(i);
    return result;
  }
  return [];
}
