import { queryOptions, useQuery } from "@tanstack/react-query";
import { listDocuments } from "#shared/contract/dealrooms-documents.ts";
import { dealroomKeys } from "#web/features/dealrooms/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function documentsQueryOptions(id: string) {
  return queryOptions({
    queryKey: dealroomKeys.documents(id),
    queryFn: ({ signal }) => apiRequest(listDocuments, { params: { id }, signal }),
  });
}

export function useDocuments(id: string, enabled = true) {
  return useQuery({ ...documentsQueryOptions(id), enabled });
}
