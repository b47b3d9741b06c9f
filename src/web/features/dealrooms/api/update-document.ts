import { useMutation, useQueryClient } from "@tanstack/react-query";
import { updateDocument } from "#shared/contract/dealrooms-documents.ts";
import { invalidateRoomContents } from "#web/features/dealrooms/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useUpdateDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, ...body }: { documentId: string; name?: string; folderId?: string | null }) =>
      apiRequest(updateDocument, { params: { id, documentId }, body }),
    onSuccess: () => invalidateRoomContents(queryClient, id),
  });
}
