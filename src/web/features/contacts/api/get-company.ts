import { queryOptions, useQuery } from "@tanstack/react-query";
import { getCompany } from "#shared/contract/contacts.ts";
import { contactKeys } from "#web/features/contacts/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function companyQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...contactKeys.companies, "detail", id],
    queryFn: ({ signal }) => apiRequest(getCompany, { params: { id }, signal }),
  });
}

export function useCompany(id: string) {
  return useQuery(companyQueryOptions(id));
}
