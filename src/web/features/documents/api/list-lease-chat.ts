import { queryOptions, useQuery } from "@tanstack/react-query";
import { listLeaseChat } from "#shared/contract/documents-chat.ts";
import { documentKeys } from "#web/features/documents/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function leaseChatQueryOptions(leaseId: string) {
  return queryOptions({
    queryKey: documentKeys.leaseChat(leaseId),
    queryFn: ({ signal }) => apiRequest(listLeaseChat, { params: { id: leaseId }, signal }),
    select: (data) => data.items,
  });
}

export function useLeaseChat(leaseId: string, enabled = true) {
  return useQuery({ ...leaseChatQueryOptions(leaseId), enabled });
}
