// Chat about one lease or memorandum: cited answers, the history kept per document.
import { z } from "zod";
import { idParams } from "#shared/contract/common.ts";
import { iso, userRef } from "#shared/contract/documents.ts";
import { defineRoute } from "#shared/contract/route.ts";

export const chatCitation = z.object({ page: z.number().int(), snippet: z.string() });
/** A chat message about one document (lease or memorandum); the DTOs below add which document. */
const documentChatMessage = z.object({
  id: z.string(),
  role: z.enum(["user", "assistant"]),
  content: z.string(),
  citations: z.array(chatCitation),
  user: userRef.nullable(),
  createdAt: iso,
});
export type DocumentChatMessage = z.infer<typeof documentChatMessage>;
export const chatMessageDto = documentChatMessage.extend({ leaseId: z.string() });
export type ChatMessageDto = z.infer<typeof chatMessageDto>;
export const memorandumChatMessageDto = documentChatMessage.extend({ memorandumId: z.string() });
export type MemorandumChatMessageDto = z.infer<typeof memorandumChatMessageDto>;
const chatQuestion = z.object({ question: z.string().trim().min(1, "Please enter a question").max(2000) });

export const listLeaseChat = defineRoute({
  method: "GET",
  path: "/api/leases/:id/chat",
  params: idParams,
  response: z.object({ items: z.array(chatMessageDto) }),
});

/** Asks a question about a processed lease; answers the stored question and the cited answer. */
export const askLeaseChat = defineRoute({
  method: "POST",
  path: "/api/leases/:id/chat",
  params: idParams,
  body: chatQuestion,
  response: z.object({ question: chatMessageDto, answer: chatMessageDto }),
});

export const listMemorandumChat = defineRoute({
  method: "GET",
  path: "/api/offering-memorandums/:id/chat",
  params: idParams,
  response: z.object({ items: z.array(memorandumChatMessageDto) }),
});

/** Asks a question about a processed memorandum; answers the stored question and the cited answer. */
export const askMemorandumChat = defineRoute({
  method: "POST",
  path: "/api/offering-memorandums/:id/chat",
  params: idParams,
  body: chatQuestion,
  response: z.object({ question: memorandumChatMessageDto, answer: memorandumChatMessageDto }),
});
