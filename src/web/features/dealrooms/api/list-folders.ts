import { queryOptions, useQuery } from "@tanstack/react-query";
import { listFolders } from "#shared/contract/dealrooms-documents.ts";
import { dealroomKeys } from "#web/features/dealrooms/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function foldersQueryOptions(id: string) {
  return queryOptions({
    queryKey: dealroomKeys.folders(id),
    queryFn: ({ signal }) => apiRequest(listFolders, { params: { id }, signal }),
  });
}

export function useFolders(id: string, enabled = true) {
  return useQuery({ ...foldersQueryOptions(id), enabled });
}
