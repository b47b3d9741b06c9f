import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ExtractionDetail } from "#shared/contract/documents.ts";
import { type LeaseDto, uploadLease } from "#shared/contract/documents-leases.ts";
import { documentKeys } from "#web/features/documents/api/keys.ts";
import { type UploadProgress, uploadMultipart } from "#web/lib/upload.ts";

export type UploadLeaseInput = {
  title: string;
  file: File;
  folderId: string | null;
  extractionDetail: ExtractionDetail;
  onProgress?: (progress: UploadProgress) => void;
};

export function uploadLeaseFile({ title, file, folderId, extractionDetail, onProgress }: UploadLeaseInput) {
  const form = new FormData();
  form.append("title", title);
  form.append("extractionDetail", extractionDetail);
  if (folderId) form.append("folderId", folderId);
  form.append("file", file, file.name); // last: the server streams the file after reading the fields
  return uploadMultipart<LeaseDto>(uploadLease.path, form, { onProgress });
}

export function useUploadLease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLeaseFile,
    onSuccess: (lease) => {
      queryClient.setQueryData(documentKeys.lease(lease.id), lease);
      return queryClient.invalidateQueries({ queryKey: documentKeys.lists() });
    },
  });
}
