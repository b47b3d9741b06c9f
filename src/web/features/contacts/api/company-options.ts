import { queryOptions, useQuery } from "@tanstack/react-query";
import { companyOptions } from "#shared/contract/contacts.ts";
import { contactKeys } from "#web/features/contacts/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

/** Company picker: ordered by name, case-insensitive filter, at most 50 (§9). */
export function companyOptionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: [...contactKeys.companies, "options", q],
    queryFn: ({ signal }) => apiRequest(companyOptions, { query: { q: q || undefined }, signal }),
    staleTime: 10_000,
  });
}

export function useCompanyOptions(q: string, enabled = true) {
  return useQuery({ ...companyOptionsQueryOptions(q), enabled });
}
