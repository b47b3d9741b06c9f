import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DocumentType, InviteAccessLevel } from "#shared/contract/documents.ts";
import { inviteToDocument } from "#shared/contract/documents-sharing.ts";
import { documentKeys } from "#web/features/documents/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useInviteToDocument(type: DocumentType, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; accessLevel: InviteAccessLevel }) =>
      apiRequest(inviteToDocument, { params: { documentType: type, id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.access(type, id) }),
  });
}
