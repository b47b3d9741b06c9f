import { queryOptions, useQuery } from "@tanstack/react-query";
import { getOfferingMemorandum } from "#shared/contract/documents-memoranda.ts";
import { documentKeys } from "#web/features/documents/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function memorandumQueryOptions(id: string) {
  return queryOptions({
    queryKey: documentKeys.memorandum(id),
    queryFn: ({ signal }) => apiRequest(getOfferingMemorandum, { params: { id }, signal }),
  });
}

export function useMemorandum(id: string, enabled = true) {
  return useQuery({ ...memorandumQueryOptions(id), enabled });
}
