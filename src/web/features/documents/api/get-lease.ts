import { queryOptions, useQuery } from "@tanstack/react-query";
import { getLease } from "#shared/contract/documents-leases.ts";
import { documentKeys } from "#web/features/documents/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function leaseQueryOptions(id: string) {
  return queryOptions({
    queryKey: documentKeys.lease(id),
    queryFn: ({ signal }) => apiRequest(getLease, { params: { id }, signal }),
  });
}

export function useLease(id: string, enabled = true) {
  return useQuery({ ...leaseQueryOptions(id), enabled });
}
