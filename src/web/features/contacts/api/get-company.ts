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

/** `enabled` false (e.g. an id that is not UUID-shaped) skips the request. */
export function useCompany(id: string, enabled = true) {
  return useQuery({ ...companyQueryOptions(id), enabled });
}
