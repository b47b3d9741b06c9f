import { useMutation, useQueryClient } from "@tanstack/react-query";
import { askMemorandumChat, type MemorandumChatMessageDto } from "#shared/contract/documents-chat.ts";
import { documentKeys } from "#web/features/documents/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useAskMemorandumChat(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (question: string) => apiRequest(askMemorandumChat, { params: { id }, body: { question } }),
    onSuccess: ({ question, answer }) => {
      queryClient.setQueryData<{ items: MemorandumChatMessageDto[] }>(documentKeys.memorandumChat(id), (old) => {
        const items = (old?.items ?? []).filter((m) => m.id !== question.id && m.id !== answer.id);
        return { items: [...items, question, answer] };
      });
    },
  });
}
