import type { ContactEntityType, TagRef } from "#shared/contract/contacts-common.ts";
import { useTagAssignment } from "#web/features/contacts/api/assign-tag.ts";
import { useTags } from "#web/features/contacts/api/list-tags.ts";
import { TagEditor } from "#web/features/contacts/components/tag-editor.tsx";

/** Tag editor in relational mode (§4): adding assigns at once, removing deletes the assignment. */
export function TagsSection({
  entityType,
  entityId,
  tags,
}: {
  entityType: ContactEntityType;
  entityId: string;
  tags: TagRef[];
}) {
  const all = useTags();
  const { assign, unassign } = useTagAssignment(entityType, entityId);
  const busy = assign.isPending || unassign.isPending;
  return (
    <TagEditor
      tags={tags.map((t) => t.name)}
      suggestions={(all.data?.items ?? []).map((t) => t.name)}
      disabled={busy}
      showManageLink
      onAdd={(name) => {
        // §8: tag errors are only logged, with no user message.
        assign.mutate(name, { onError: (e) => console.error("Tag assignment failed", e) });
      }}
      onRemove={(name) => {
        const tag = tags.find((t) => t.name === name);
        if (tag) unassign.mutate(tag.id, { onError: (e) => console.error("Tag removal failed", e) });
      }}
    />
  );
}
