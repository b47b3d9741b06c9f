import { queryOptions, useQuery } from "@tanstack/react-query";
import { listCompanyDuplicates, listPersonDuplicates } from "#shared/contract/contacts.ts";
import { contactKeys } from "#web/features/contacts/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function personDuplicatesQueryOptions() {
  return queryOptions({
    queryKey: [...contactKeys.people, "duplicates"],
    queryFn: ({ signal }) => apiRequest(listPersonDuplicates, { signal }),
  });
}
export function companyDuplicatesQueryOptions() {
  return queryOptions({
    queryKey: [...contactKeys.companies, "duplicates"],
    queryFn: ({ signal }) => apiRequest(listCompanyDuplicates, { signal }),
  });
}

export function usePersonDuplicates(enabled = true) {
  return useQuery({ ...personDuplicatesQueryOptions(), enabled });
}
export function useCompanyDuplicates(enabled = true) {
  return useQuery({ ...companyDuplicatesQueryOptions(), enabled });
}
