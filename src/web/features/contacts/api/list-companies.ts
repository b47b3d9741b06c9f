import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { type CompanyListQuery, listCompanies } from "#shared/contract/contacts.ts";
import { contactKeys } from "#web/features/contacts/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function companiesQueryOptions(query: Partial<CompanyListQuery>) {
  return queryOptions({
    queryKey: [...contactKeys.companies, "list", query],
    queryFn: ({ signal }) => apiRequest(listCompanies, { query: query as CompanyListQuery, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCompanies(query: Partial<CompanyListQuery>, enabled = true) {
  return useQuery({ ...companiesQueryOptions(query), enabled });
}
