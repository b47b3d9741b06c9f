import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type DocumentDto, uploadDocumentPath } from "#shared/contract/dealrooms-documents.ts";
import { buildPath } from "#shared/contract/route.ts";
import { invalidateRoomContents } from "#web/features/dealrooms/api/keys.ts";
import { postFile } from "#web/lib/upload.ts";

/** Multipart upload with progress (XHR: fetch has no upload progress). */
export function uploadDealroomDocument(
  id: string,
  file: File,
  opts: { folderId?: string | null; onProgress?: (percent: number) => void },
): Promise<DocumentDto> {
  const url = `${buildPath(uploadDocumentPath, { id })}${opts.folderId ? `?folderId=${encodeURIComponent(opts.folderId)}` : ""}`;
  return postFile<DocumentDto>(url, file, { onProgress: opts.onProgress });
}

export function useUploadDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { file: File; folderId?: string | null; onProgress?: (p: number) => void }) =>
      uploadDealroomDocument(id, input.file, input),
    onSuccess: () => invalidateRoomContents(queryClient, id),
  });
}
