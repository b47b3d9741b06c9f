import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DocumentType } from "#shared/contract/documents.ts";
import { revokeDocumentAccess } from "#shared/contract/documents-sharing.ts";
import { documentKeys } from "#web/features/documents/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useRevokeDocumentAccess(type: DocumentType, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accessId: string) =>
      apiRequest(revokeDocumentAccess, { params: { documentType: type, id, accessId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.access(type, id) }),
  });
}
