import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { LeaseStatus } from "#shared/contract/documents.ts";
import { adminListLeases } from "#shared/contract/documents-admin.ts";
import { documentKeys } from "#web/features/documents/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export type AdminLeasesInput = { page: number; pageSize: number; q?: string; status?: LeaseStatus; sort?: string };

export function adminLeasesQueryOptions(input: AdminLeasesInput) {
  return queryOptions({
    queryKey: documentKeys.adminLeases(input),
    queryFn: ({ signal }) => apiRequest(adminListLeases, { query: { ...input, q: input.q || undefined }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((l) => l.status === "active" || l.status === "processing") ? 5_000 : false,
  });
}

export function useAdminLeases(input: AdminLeasesInput) {
  return useQuery(adminLeasesQueryOptions(input));
}
