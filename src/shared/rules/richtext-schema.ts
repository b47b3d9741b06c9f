// The one rich-text schema: the TipTap extensions the deal-room editor runs, and the ProseMirror schema they
// make, which the server checks saved content against (unknown node or mark types, content a node cannot
// hold, bad attributes). TipTap's schema half is isomorphic (no DOM), hence its exception in the boundaries.
import { getSchema } from "@tiptap/core";
import StarterKit from "@tiptap/starter-kit";

export const richTextExtensions = [StarterKit];

let schema: ReturnType<typeof getSchema> | undefined;
export function richTextSchema() {
  schema ??= getSchema(richTextExtensions);
  return schema;
}

export const invalidRichTextMessage = "The document content is not valid for the editor";

/** Why `doc` is not a document of the editor's schema, or null. */
export function richTextProblem(doc: unknown): string | null {
  try {
    richTextSchema().nodeFromJSON(doc).check();
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : "invalid document";
  }
}
