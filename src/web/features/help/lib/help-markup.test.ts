import { describe, expect, it } from "vitest";
import { helpPreviewText, matchesHelpSearch, parseHelpMarkup } from "#web/features/help/lib/help-markup.ts";

describe("help markup", () => {
  it("makes paragraphs of lines and lists of consecutive items", () => {
    expect(parseHelpMarkup("Intro line\n- one\n* two\n\n1. first\n2) second\nOutro")).toEqual([
      { kind: "paragraph", text: "Intro line" },
      { kind: "list", ordered: false, items: ["one", "two"] },
      { kind: "list", ordered: true, items: ["first", "second"] },
      { kind: "paragraph", text: "Outro" },
    ]);
  });

  it("handles CRLF, blank and whitespace-only lines, and text with no markup", () => {
    expect(parseHelpMarkup("a\r\n   \r\nb")).toEqual([
      { kind: "paragraph", text: "a" },
      { kind: "paragraph", text: "b" },
    ]);
    expect(parseHelpMarkup("")).toEqual([]);
    expect(parseHelpMarkup("-not a bullet")).toEqual([{ kind: "paragraph", text: "-not a bullet" }]);
  });

  it("previews the article as plain text without markers", () => {
    expect(helpPreviewText("Upload a PDF.\n- Click a field\n- Correct it")).toBe(
      "Upload a PDF. Click a field Correct it",
    );
  });

  it("searches every word, ignoring case and accents, across title, category and text", () => {
    const article = { title: "Critical dates", category: "Documents", content: "Download the calendar (.ics)" };
    expect(matchesHelpSearch(article, "CALENDAR critical")).toBe(true);
    expect(matchesHelpSearch(article, "documénts")).toBe(true);
    expect(matchesHelpSearch(article, "calendar zoning")).toBe(false);
    expect(matchesHelpSearch(article, "   ")).toBe(true);
  });
});
