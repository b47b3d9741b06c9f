import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ContactEntityType } from "#shared/contract/contacts-common.ts";
import { assignTag, unassignTag } from "#shared/contract/contacts-tags.ts";
import { contactKeys } from "#web/features/contacts/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

/** Relational tag editing (§4): adding assigns at once, removing deletes the assignment; lists refresh. */
export function useTagAssignment(entityType: ContactEntityType, entityId: string) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: contactKeys[entityType] });
    void queryClient.invalidateQueries({ queryKey: contactKeys.tags });
  };
  const assign = useMutation({
    mutationFn: (name: string) => apiRequest(assignTag, { body: { entityType, entityId, name } }),
    onSuccess: refresh,
  });
  const unassign = useMutation({
    mutationFn: (tagId: string) => apiRequest(unassignTag, { body: { entityType, entityId, tagId } }),
    onSuccess: refresh,
  });
  return { assign, unassign };
}
