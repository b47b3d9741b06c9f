import { queryOptions, useQuery } from "@tanstack/react-query";
import { listMemorandumChat } from "#shared/contract/documents-chat.ts";
import { documentKeys } from "#web/features/documents/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function memorandumChatQueryOptions(id: string) {
  return queryOptions({
    queryKey: documentKeys.memorandumChat(id),
    queryFn: ({ signal }) => apiRequest(listMemorandumChat, { params: { id }, signal }),
    select: (data) => data.items,
  });
}

export function useMemorandumChat(id: string, enabled = true) {
  return useQuery({ ...memorandumChatQueryOptions(id), enabled });
}
