import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createRichTextDocument } from "#shared/contract/dealrooms-documents.ts";
import { invalidateRoomContents } from "#web/features/dealrooms/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useCreateRichTextDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; folderId?: string | null }) =>
      apiRequest(createRichTextDocument, { params: { id }, body }),
    onSuccess: () => invalidateRoomContents(queryClient, id),
  });
}
