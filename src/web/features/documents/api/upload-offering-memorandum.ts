import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type OfferingMemorandumDto, uploadOfferingMemorandum } from "#shared/contract/documents-memoranda.ts";
import { documentKeys } from "#web/features/documents/api/keys.ts";
import { type UploadProgress, uploadMultipart } from "#web/lib/upload.ts";

export type UploadMemorandumInput = {
  title: string;
  file: File;
  folderId: string | null;
  onProgress?: (progress: UploadProgress) => void;
};

export function uploadMemorandumFile({ title, file, folderId, onProgress }: UploadMemorandumInput) {
  const form = new FormData();
  form.append("title", title);
  if (folderId) form.append("folderId", folderId);
  form.append("file", file, file.name);
  return uploadMultipart<OfferingMemorandumDto>(uploadOfferingMemorandum.path, form, { onProgress });
}

export function useUploadMemorandum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMemorandumFile,
    onSuccess: (doc) => {
      queryClient.setQueryData(documentKeys.memorandum(doc.id), doc);
      return queryClient.invalidateQueries({ queryKey: documentKeys.lists() });
    },
  });
}
