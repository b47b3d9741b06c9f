// The merge-field node of the one rich-text schema (decision 0017): an inline atom holding a field key such as
// "tenant.name". Templates insert it from the picker; a generated document keeps it only where the field is
// unknown or has no value (`missing`), drawn flagged so nobody sends a letter with a hole in it.
import { mergeAttributes, Node } from "@tiptap/core";
import { isKnownMergeField, MERGE_FIELD_NODE, mergeFieldLabel } from "#shared/rules/merge-fields.ts";

export const MergeFieldNode = Node.create({
  name: MERGE_FIELD_NODE,
  group: "inline",
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return {
      field: {
        default: "",
        parseHTML: (el: HTMLElement) => el.getAttribute("data-merge-field") ?? "",
        renderHTML: (attrs: { field: string }) => ({ "data-merge-field": attrs.field }),
      },
      missing: {
        default: false,
        parseHTML: (el: HTMLElement) => el.hasAttribute("data-missing"),
        renderHTML: (attrs: { missing: boolean }) => (attrs.missing ? { "data-missing": "" } : {}),
      },
    };
  },
  parseHTML() {
    return [{ tag: "span[data-merge-field]" }];
  },
  renderHTML({ node, HTMLAttributes }) {
    const field = String(node.attrs.field);
    const unknown = !isKnownMergeField(field);
    const flagged = unknown || node.attrs.missing;
    const title = unknown
      ? `Unknown merge field: ${field}`
      : node.attrs.missing
        ? `No value for ${mergeFieldLabel(field)}`
        : mergeFieldLabel(field);
    return [
      "span",
      mergeAttributes(HTMLAttributes, {
        class: flagged ? "merge-field merge-field-flagged" : "merge-field",
        title,
        "data-flagged": flagged ? "true" : "false",
      }),
      `{{${field}}}`,
    ];
  },
  renderText({ node }) {
    return `{{${String(node.attrs.field)}}}`;
  },
});
