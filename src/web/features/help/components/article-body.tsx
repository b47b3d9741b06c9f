import { parseHelpMarkup } from "#web/features/help/lib/help-markup.ts";

/** An article's content with its simple markup (§3), always as text: tags in it show and never run. */
export function ArticleBody({ content }: { content: string }) {
  return (
    <div className="grid gap-3 text-sm leading-relaxed">
      {parseHelpMarkup(content).map((block, i) =>
        block.kind === "paragraph" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static text in document order
          <p key={i}>{block.text}</p>
        ) : block.ordered ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static text in document order
          <ol key={i} className="grid list-decimal gap-1 pl-5">
            {block.items.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: items may repeat; order is their identity
              <li key={j}>{item}</li>
            ))}
          </ol>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static text in document order
          <ul key={i} className="grid list-disc gap-1 pl-5">
            {block.items.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: items may repeat; order is their identity
              <li key={j}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
