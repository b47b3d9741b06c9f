import { queryOptions, useQuery } from "@tanstack/react-query";
import { listMembers } from "#shared/contract/dealrooms-sharing.ts";
import { dealroomKeys } from "#web/features/dealrooms/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function membersQueryOptions(id: string) {
  return queryOptions({
    queryKey: dealroomKeys.members(id),
    queryFn: ({ signal }) => apiRequest(listMembers, { params: { id }, signal }),
  });
}

export function useMembers(id: string, enabled = true) {
  return useQuery({ ...membersQueryOptions(id), enabled });
}
