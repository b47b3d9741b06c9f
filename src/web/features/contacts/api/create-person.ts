import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createPerson, type PersonCreate } from "#shared/contract/contacts.ts";
import { contactKeys } from "#web/features/contacts/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useCreatePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PersonCreate) => apiRequest(createPerson, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contactKeys.people });
      void queryClient.invalidateQueries({ queryKey: contactKeys.companies });
      void queryClient.invalidateQueries({ queryKey: contactKeys.tags });
    },
  });
}
