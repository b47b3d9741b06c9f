import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { listPeople, type PersonListQuery } from "#shared/contract/contacts.ts";
import { contactKeys } from "#web/features/contacts/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function peopleQueryOptions(query: Partial<PersonListQuery>) {
  return queryOptions({
    queryKey: [...contactKeys.people, "list", query],
    queryFn: ({ signal }) => apiRequest(listPeople, { query: query as PersonListQuery, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePeople(query: Partial<PersonListQuery>, enabled = true) {
  return useQuery({ ...peopleQueryOptions(query), enabled });
}
