import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteTag, mergeTag, renameTag } from "#shared/contract/contacts-tags.ts";
import { contactKeys } from "#web/features/contacts/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

function useInvalidateTagged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: contactKeys.tags });
    void queryClient.invalidateQueries({ queryKey: contactKeys.people });
    void queryClient.invalidateQueries({ queryKey: contactKeys.companies });
  };
}

export function useRenameTag() {
  const invalidate = useInvalidateTagged();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      apiRequest(renameTag, { params: { id }, body: { name } }),
    onSuccess: invalidate,
  });
}

export function useMergeTag() {
  const invalidate = useInvalidateTagged();
  return useMutation({
    mutationFn: ({ id, intoId }: { id: string; intoId: string }) =>
      apiRequest(mergeTag, { params: { id }, body: { intoId } }),
    onSuccess: invalidate,
  });
}

export function useDeleteTag() {
  const invalidate = useInvalidateTagged();
  return useMutation({
    mutationFn: (id: string) => apiRequest(deleteTag, { params: { id } }),
    onSuccess: invalidate,
  });
}
