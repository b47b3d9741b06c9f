import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getDocumentUrl, getPublicDocumentUrl } from "#shared/contract/dealrooms-documents.ts";
import { readStoredAccess } from "#web/features/dealrooms/lib/access-store.ts";
import { apiRequest } from "#web/lib/api-client.ts";

/**
 * crm-documents §7 signed URL helper: a member asks for the room's document directly; an outside
 * visitor goes through get-public-document-url with the stored deal-room token.
 */
export async function fetchDocumentUrl(input: {
  dealroomId: string;
  documentId: string;
  action: "view" | "download";
  isPublicAccess: boolean;
}): Promise<string> {
  const stored = input.isPublicAccess ? readStoredAccess(input.dealroomId) : null;
  if (stored?.token) {
    const { signedUrl } = await apiRequest(getPublicDocumentUrl, {
      body: { token: stored.token, dealroomId: input.dealroomId, documentId: input.documentId, action: input.action },
    });
    return signedUrl;
  }
  const { signedUrl } = await apiRequest(getDocumentUrl, {
    params: { id: input.dealroomId, documentId: input.documentId },
    body: { action: input.action },
  });
  return signedUrl;
}

export function useDocumentUrl(dealroomId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { documentId: string; action: "view" | "download"; isPublicAccess: boolean }) =>
      fetchDocumentUrl({ dealroomId, ...input }),
    // Views and downloads are logged: the activity list changes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["dealrooms", "activity", dealroomId] }),
  });
}
