// Import endpoints: the multipart upload (XHR, for upload progress), commit and job polling (the check of every
// row is streamed: check-import.ts).
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { ContactEntityType } from "#shared/contract/contacts-common.ts";
import {
  commitImport,
  type DuplicateMode,
  getImport,
  type ImportMapping,
  type ImportUploadResult,
  importSummaryCsvPath,
  importUploadPath,
} from "#shared/contract/contacts-import.ts";
import { buildPath } from "#shared/contract/route.ts";
import { contactKeys } from "#web/features/contacts/api/keys.ts";
import { apiRequest } from "#web/lib/api-client.ts";
import { postFile } from "#web/lib/upload.ts";

export function uploadImportFile(
  file: File,
  entityType: ContactEntityType,
  onProgress?: (percent: number) => void,
): Promise<ImportUploadResult> {
  // The server reads fields in order: entityType comes before the file part.
  return postFile<ImportUploadResult>(importUploadPath, file, { fields: { entityType }, onProgress });
}

export function useCommitImport(id: string) {
  return useMutation({
    mutationFn: (body: { mapping: ImportMapping; duplicateMode: DuplicateMode; tags: string[] }) =>
      apiRequest(commitImport, { params: { id }, body }),
  });
}

/** Polls the job every second while rows are being written. */
export function importQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...contactKeys.imports, id],
    queryFn: ({ signal }) => apiRequest(getImport, { params: { id }, signal }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === "queued" || status === "running" ? 1000 : false;
    },
  });
}

export function useImportJob(id: string | undefined) {
  return useQuery({ ...importQueryOptions(id ?? ""), enabled: !!id });
}

export function importSummaryCsvUrl(id: string): string {
  return buildPath(importSummaryCsvPath, { id });
}
