import { queryOptions, useQuery } from "@tanstack/react-query";
import { listVersions } from "#shared/contract/dealrooms-documents.ts";
import { dealroomKeys } from "#web/features/dealrooms/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function versionsQueryOptions(id: string, documentId: string) {
  return queryOptions({
    queryKey: dealroomKeys.versions(id, documentId),
    queryFn: ({ signal }) => apiRequest(listVersions, { params: { id, documentId }, signal }),
  });
}

export function useVersions(id: string, documentId: string, enabled = true) {
  return useQuery({ ...versionsQueryOptions(id, documentId), enabled });
}
