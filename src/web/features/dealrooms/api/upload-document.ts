import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type DocumentDto, uploadDocumentPath } from "#shared/contract/dealrooms-documents.ts";
import { buildPath } from "#shared/contract/route.ts";
import { isProblem } from "#shared/errors.ts";
import { invalidateRoomContents } from "#web/features/dealrooms/api/keys.ts";
import { ApiError } from "#web/lib/api-client.ts";

/** Multipart upload with progress (XHR: fetch has no upload progress). */
export function uploadDealroomDocument(
  id: string,
  file: File,
  opts: { folderId?: string | null; onProgress?: (percent: number) => void },
): Promise<DocumentDto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const url = `${buildPath(uploadDocumentPath, { id })}${opts.folderId ? `?folderId=${encodeURIComponent(opts.folderId)}` : ""}`;
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(payload as DocumentDto);
      else if (isProblem(payload)) reject(new ApiError(payload));
      else
        reject(
          new ApiError({
            status: xhr.status,
            code: xhr.status === 413 ? "PAYLOAD_TOO_LARGE" : "INTERNAL",
            title: "Upload failed",
          }),
        );
    };
    xhr.onerror = () =>
      reject(
        new ApiError({
          status: 0,
          code: "SERVICE_UNAVAILABLE",
          title: "Network error",
          detail: "Could not reach the server.",
        }),
      );
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}

export function useUploadDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { file: File; folderId?: string | null; onProgress?: (p: number) => void }) =>
      uploadDealroomDocument(id, input.file, input),
    onSuccess: () => invalidateRoomContents(queryClient, id),
  });
}
