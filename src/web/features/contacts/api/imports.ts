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
import { isProblem } from "#shared/errors.ts";
import { contactKeys } from "#web/features/contacts/api/keys.ts";
import { ApiError, apiRequest } from "#web/lib/api-client.ts";

export function uploadImportFile(
  file: File,
  entityType: ContactEntityType,
  onProgress?: (percent: number) => void,
): Promise<ImportUploadResult> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    // The server reads fields in order: entityType must come before the file part.
    form.append("entityType", entityType);
    form.append("file", file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", importUploadPath);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () =>
      reject(
        new ApiError({
          status: 0,
          code: "SERVICE_UNAVAILABLE",
          title: "Network error",
          detail: "Could not reach the server. Check your connection and try again.",
        }),
      );
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(payload as ImportUploadResult);
      else if (isProblem(payload)) reject(new ApiError(payload));
      else
        reject(
          new ApiError({
            status: xhr.status,
            code: xhr.status === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST",
            title: xhr.status === 413 ? "File too large" : "Upload failed",
          }),
        );
    };
    xhr.send(form);
  });
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
