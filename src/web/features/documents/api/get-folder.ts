import { queryOptions, useQuery } from "@tanstack/react-query";
import { getFolder } from "#shared/contract/documents.ts";
import { documentKeys } from "#web/features/documents/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";

export function folderQueryOptions(id: string) {
  return queryOptions({
    queryKey: documentKeys.folder(id),
    queryFn: ({ signal }) => apiRequest(getFolder, { params: { id }, signal }),
  });
}

export function useFolder(id: string | null) {
  return useQuery({ ...folderQueryOptions(id ?? ""), enabled: !!id });
}
