// Rich-text helpers live in the platform (document templates draw the same PDF); re-exported for deal rooms.
export { emptyDoc, MAX_INDENT, richTextToPdf, richTextToPlain } from "#server/platform/richtext.ts";
