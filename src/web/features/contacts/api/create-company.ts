import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CompanyCreate, createCompany } from "#shared/contract/contacts.ts";
import { contactKeys } from "#web/features/contacts/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyCreate) => apiRequest(createCompany, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contactKeys.companies });
      void queryClient.invalidateQueries({ queryKey: contactKeys.tags });
    },
  });
}
