import { useMutation, useQueryClient } from "@tanstack/react-query";
import { acceptInvitation } from "#shared/contract/documents-sharing.ts";
import { documentKeys } from "#web/features/documents/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiRequest(acceptInvitation, { body: { token } }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: documentKeys.lists() });
      return queryClient.invalidateQueries({
        queryKey:
          result.documentType === "lease"
            ? documentKeys.lease(result.documentId)
            : documentKeys.memorandum(result.documentId),
      });
    },
  });
}
