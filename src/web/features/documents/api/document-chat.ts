import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  askLeaseChat,
  askMemorandumChat,
  type DocumentChatMessage,
  listLeaseChat,
  listMemorandumChat,
} from "#shared/contract/documents-chat.ts";
import { documentKeys } from "#web/features/documents/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

/** Which document a chat is about: a lease or an offering memorandum (same endpoints under each). */
export type ChatKind = "lease" | "memorandum";
type ChatItems = { items: DocumentChatMessage[] };
type Answered = { question: DocumentChatMessage; answer: DocumentChatMessage };

const chatKey = (kind: ChatKind, id: string) =>
  kind === "lease" ? documentKeys.leaseChat(id) : documentKeys.memorandumChat(id);

export function documentChatQueryOptions(kind: ChatKind, id: string) {
  return queryOptions({
    queryKey: chatKey(kind, id),
    queryFn: ({ signal }): Promise<ChatItems> =>
      kind === "lease"
        ? apiRequest(listLeaseChat, { params: { id }, signal })
        : apiRequest(listMemorandumChat, { params: { id }, signal }),
    select: (data) => data.items,
  });
}

/** The conversation about one document, oldest first. */
export function useDocumentChat(kind: ChatKind, id: string) {
  return useQuery(documentChatQueryOptions(kind, id));
}

/** Asks a question; the stored question and its cited answer join the conversation without a refetch. */
export function useAskDocumentChat(kind: ChatKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (question: string): Promise<Answered> =>
      kind === "lease"
        ? apiRequest(askLeaseChat, { params: { id }, body: { question } })
        : apiRequest(askMemorandumChat, { params: { id }, body: { question } }),
    onSuccess: ({ question, answer }) => {
      queryClient.setQueryData<ChatItems>(chatKey(kind, id), (old) => {
        const items = (old?.items ?? []).filter((m) => m.id !== question.id && m.id !== answer.id);
        return { items: [...items, question, answer] };
      });
    },
  });
}
