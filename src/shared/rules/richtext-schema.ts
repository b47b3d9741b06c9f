// The one rich-text schema: the TipTap extensions the deal-room editor runs, and the ProseMirror schema they
// make, which the server checks saved content against (unknown node or mark types, content a node cannot
// hold, bad attributes). TipTap's schema half is isomorphic (no DOM), hence its exception in the boundaries.
import { getSchema } from "@tiptap/core";
import StarterKit from "@tiptap/starter-kit";
import { MergeFieldNode } from "#shared/rules/merge-field-node.ts";

// The merge-field node serves document templates (issue 10); a deal-room document generated from one may hold it.
export const richTextExtensions = [StarterKit, MergeFieldNode];

let schema: ReturnType<typeof getSchema> | undefined;
export function richTextSchema() {
  schema ??= getSchema(richTextExtensions);
  return schema;
}

export const invalidRichTextMessage = "The document content is not valid for the editor";

type DocLike = { type: "doc"; content?: unknown[] };

/** A document without blocks becomes one empty paragraph (what the editor shows for it). */
export function normalizeRichText<T extends DocLike>(doc: T): T {
  return doc.content && doc.content.length > 0 ? doc : { ...doc, content: [{ type: "paragraph" }] };
}

/** Why `doc` is not a document of the editor's schema, or null (an empty document is fine). */
export function richTextProblem(doc: unknown): string | null {
  try {
    const value =
      doc && typeof doc === "object" && (doc as DocLike).type === "doc" ? normalizeRichText(doc as DocLike) : doc;
    richTextSchema().nodeFromJSON(value).check();
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : "invalid document";
  }
}
