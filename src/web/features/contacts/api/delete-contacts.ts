import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteCompanies, deletePeople } from "#shared/contract/contacts.ts";
import type { ContactEntityType } from "#shared/contract/contacts-common.ts";
import { contactKeys } from "#web/features/contacts/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

/** Deletes one or many people or companies (the single delete uses the same bulk route). */
export function useDeleteContacts(entityType: ContactEntityType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiRequest(entityType === "people" ? deletePeople : deleteCompanies, { body: { ids } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contactKeys.people });
      void queryClient.invalidateQueries({ queryKey: contactKeys.companies });
      void queryClient.invalidateQueries({ queryKey: contactKeys.tags });
    },
  });
}
