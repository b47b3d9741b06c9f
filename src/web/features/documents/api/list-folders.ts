import { queryOptions, useQuery } from "@tanstack/react-query";
import { listFolders } from "#shared/contract/documents.ts";
import { documentKeys } from "#web/features/documents/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function foldersQueryOptions() {
  return queryOptions({
    queryKey: documentKeys.folders(),
    queryFn: ({ signal }) => apiRequest(listFolders, { signal }),
    select: (data) => data.items,
  });
}

export function useFolders(options: { enabled?: boolean } = {}) {
  return useQuery({ ...foldersQueryOptions(), enabled: options.enabled ?? true });
}
