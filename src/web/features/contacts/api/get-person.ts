import { queryOptions, useQuery } from "@tanstack/react-query";
import { getPerson } from "#shared/contract/contacts.ts";
import { contactKeys } from "#web/features/contacts/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function personQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...contactKeys.people, "detail", id],
    queryFn: ({ signal }) => apiRequest(getPerson, { params: { id }, signal }),
  });
}

/** `enabled` false (e.g. an id that is not UUID-shaped) skips the request. */
export function usePerson(id: string, enabled = true) {
  return useQuery({ ...personQueryOptions(id), enabled });
}
