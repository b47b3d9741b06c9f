import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type PersonUpdate, updatePerson } from "#shared/contract/contacts.ts";
import { personQueryOptions } from "#web/features/contacts/api/get-person.ts";
import { contactKeys } from "#web/features/contacts/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useUpdatePerson(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PersonUpdate) => apiRequest(updatePerson, { params: { id }, body }),
    onSuccess: (person) => {
      queryClient.setQueryData(personQueryOptions(id).queryKey, person);
      void queryClient.invalidateQueries({ queryKey: contactKeys.people });
      void queryClient.invalidateQueries({ queryKey: contactKeys.companies });
    },
  });
}
