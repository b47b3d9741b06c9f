import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  docusignAuthorize,
  docusignOauthCallback,
  docusignStatus,
  refreshSignature,
  sendForSignature,
} from "#shared/contract/dealrooms-esign.ts";
import { dealroomKeys } from "#web/features/dealrooms/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function docusignStatusQueryOptions() {
  return queryOptions({
    queryKey: dealroomKeys.docusign,
    queryFn: ({ signal }) => apiRequest(docusignStatus, { signal }),
  });
}

export function useDocusignStatus(enabled = true) {
  return useQuery({ ...docusignStatusQueryOptions(), enabled });
}

export function useDocusignAuthorize() {
  return useMutation({ mutationFn: (returnUrl: string) => apiRequest(docusignAuthorize, { body: { returnUrl } }) });
}

export function useDocusignCallback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { code: string; state: string }) => apiRequest(docusignOauthCallback, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealroomKeys.docusign }),
  });
}

export function useSendForSignature(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      documentId,
      ...body
    }: {
      documentId: string;
      recipients: { name: string; email: string }[];
      subject?: string;
    }) => apiRequest(sendForSignature, { params: { id, documentId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealroomKeys.documents(id) }),
  });
}

export function useRefreshSignature(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => apiRequest(refreshSignature, { params: { id, documentId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealroomKeys.documents(id) }),
  });
}
