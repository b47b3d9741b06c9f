import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import type { RichTextNode } from "#shared/contract/dealrooms-documents.ts";
import { richTextToPdf, richTextToPlain } from "./richtext.ts";

const para = (text: string): RichTextNode => ({ type: "paragraph", content: [{ type: "text", text }] });

describe("rich text", () => {
  it("renders plain text for previews", () => {
    expect(
      richTextToPlain({
        type: "doc",
        content: [
          { type: "heading", attrs: { level: 1 }, content: [{ type: "text", text: "LOI" }] },
          para("Rent $50/sf"),
        ],
      }),
    ).toBe("LOI\nRent $50/sf");
    expect(richTextToPlain(null)).toBe("");
  });

  it("exports deeply nested quotes and odd attributes to a readable PDF", async () => {
    let node: RichTextNode = para("innermost clause");
    for (let i = 0; i < 90; i++) node = { type: "blockquote", content: [node] };
    const bytes = await richTextToPdf("Nested", {
      type: "doc",
      content: [
        node,
        { type: "heading", attrs: { level: "x" }, content: [{ type: "text", text: "Odd \u{1F600} heading" }] },
        { type: "orderedList", attrs: { start: "x" }, content: [{ type: "listItem", content: [para("item")] }] },
      ],
    });
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(text).toContain("innermost clause");
    expect(text).toContain("Odd ? heading");
    expect(text).toContain("1. item");
  }, 20_000);
});
