import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CompanyUpdate, updateCompany } from "#shared/contract/contacts.ts";
import { companyQueryOptions } from "#web/features/contacts/api/get-company.ts";
import { contactKeys } from "#web/features/contacts/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useUpdateCompany(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyUpdate) => apiRequest(updateCompany, { params: { id }, body }),
    onSuccess: (company) => {
      queryClient.setQueryData(companyQueryOptions(id).queryKey, company);
      void queryClient.invalidateQueries({ queryKey: contactKeys.companies });
      void queryClient.invalidateQueries({ queryKey: contactKeys.people });
    },
  });
}
