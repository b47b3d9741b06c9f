import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type MergeBody, mergeCompanies, mergePeople } from "#shared/contract/contacts.ts";
import type { ContactEntityType } from "#shared/contract/contacts-common.ts";
import { contactKeys } from "#web/features/contacts/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useMergeContacts(entityType: ContactEntityType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MergeBody) => {
      if (entityType === "people") await apiRequest(mergePeople, { body });
      else await apiRequest(mergeCompanies, { body });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contactKeys.people });
      void queryClient.invalidateQueries({ queryKey: contactKeys.companies });
      void queryClient.invalidateQueries({ queryKey: contactKeys.tags });
    },
  });
}
