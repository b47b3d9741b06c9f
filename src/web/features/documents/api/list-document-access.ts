import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DocumentType } from "#shared/contract/documents.ts";
import { listDocumentAccess } from "#shared/contract/documents-sharing.ts";
import { documentKeys } from "#web/features/documents/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function documentAccessQueryOptions(type: DocumentType, id: string) {
  return queryOptions({
    queryKey: documentKeys.access(type, id),
    queryFn: ({ signal }) => apiRequest(listDocumentAccess, { params: { documentType: type, id }, signal }),
    select: (data) => data.items,
  });
}

export function useDocumentAccess(type: DocumentType, id: string, enabled = true) {
  return useQuery({ ...documentAccessQueryOptions(type, id), enabled });
}
