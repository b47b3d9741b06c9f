import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { listUsers } from "#shared/contract/admin.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export type ListUsersInput = {
  page: number;
  pageSize: number;
  q?: string;
  plan?: "features" | "docanalysis" | "free_upgrade" | "none";
  trial?: "active" | "ended";
};

export function listUsersQueryOptions(input: ListUsersInput) {
  return queryOptions({
    queryKey: ["admin-users", input],
    queryFn: ({ signal }) => apiRequest(listUsers, { query: { ...input, q: input.q || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(input: ListUsersInput) {
  return useQuery(listUsersQueryOptions(input));
}
