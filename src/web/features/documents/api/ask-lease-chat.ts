import { useMutation, useQueryClient } from "@tanstack/react-query";
import { askLeaseChat, type ChatMessageDto } from "#shared/contract/documents-chat.ts";
import { documentKeys } from "#web/features/documents/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useAskLeaseChat(leaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (question: string) => apiRequest(askLeaseChat, { params: { id: leaseId }, body: { question } }),
    onSuccess: ({ question, answer }) => {
      queryClient.setQueryData<{ items: ChatMessageDto[] }>(documentKeys.leaseChat(leaseId), (old) => {
        const items = (old?.items ?? []).filter((m) => m.id !== question.id && m.id !== answer.id);
        return { items: [...items, question, answer] };
      });
    },
  });
}
