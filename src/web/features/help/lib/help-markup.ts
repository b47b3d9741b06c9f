// Help article markup (spec shell §3: "text with simple list and line-break markup"): each line is a
// paragraph, '- ' / '* ' lines are bullet items, '1. ' lines are numbered items; consecutive items form a list.
export type HelpBlock = { kind: "paragraph"; text: string } | { kind: "list"; ordered: boolean; items: string[] };

const bullet = /^\s*[-*•]\s+(.*)$/;
const numbered = /^\s*\d+[.)]\s+(.*)$/;

export function parseHelpMarkup(content: string): HelpBlock[] {
  const blocks: HelpBlock[] = [];
  for (const raw of content.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    const b = bullet.exec(line);
    const n = b ? null : numbered.exec(line);
    const item = b?.[1] ?? n?.[1];
    if (item === undefined) {
      blocks.push({ kind: "paragraph", text: line });
      continue;
    }
    const ordered = !!n;
    const last = blocks.at(-1);
    if (last?.kind === "list" && last.ordered === ordered) last.items.push(item);
    else blocks.push({ kind: "list", ordered, items: [item] });
  }
  return blocks;
}

/** The article as one line of plain text, for the two-line preview on its card. */
export function helpPreviewText(content: string): string {
  return parseHelpMarkup(content)
    .flatMap((block) => (block.kind === "paragraph" ? [block.text] : block.items))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Case- and accent-insensitive match of every search word in the title, category or text. */
export function matchesHelpSearch(article: { title: string; content: string; category: string }, q: string) {
  const fold = (s: string) => s.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  const haystack = fold(`${article.title} ${article.category} ${article.content}`);
  return fold(q)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
