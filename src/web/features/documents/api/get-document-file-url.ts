import { queryOptions, useQuery } from "@tanstack/react-query";
import { type DocumentType, getDocumentFileUrl } from "#shared/contract/documents.ts";
import { documentKeys } from "#web/features/documents/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

// Signed URLs live 2 h (§9); refresh well before they lapse so a long-open page keeps working.
const URL_FRESH_MS = 90 * 60_000;

export function documentFileUrlQueryOptions(type: DocumentType, id: string) {
  return queryOptions({
    queryKey: documentKeys.fileUrl(type, id),
    queryFn: ({ signal }) => apiRequest(getDocumentFileUrl, { params: { documentType: type, id }, query: {}, signal }),
    staleTime: URL_FRESH_MS,
    gcTime: URL_FRESH_MS,
  });
}

export function useDocumentFileUrl(type: DocumentType, id: string, enabled = true) {
  return useQuery({ ...documentFileUrlQueryOptions(type, id), enabled });
}

/** A fresh download link (content-disposition attachment). */
export function fetchDownloadUrl(type: DocumentType, id: string) {
  return apiRequest(getDocumentFileUrl, { params: { documentType: type, id }, query: { download: true } });
}
