import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { PDF_MAX_BYTES, PDF_TOO_LARGE_DETAIL, PDF_TOO_LARGE_TITLE } from "#shared/contract/properties.ts";
import {
  deletePropertyFile,
  type FileKind,
  type PropertyFileDto,
  uploadPropertyFile,
} from "#shared/contract/properties-parts.ts";
import { buildPath } from "#shared/contract/route.ts";
import { propertyKeys } from "#web/features/properties/api/keys.ts";
import { apiRequest, isApiError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { postFile } from "#web/lib/upload.ts";

/** What the file pickers offer per kind (the server checks the bytes again). */
export const propertyFileAccept: Record<FileKind, string> = {
  photo: "image/jpeg,image/png,image/webp,image/gif",
  brochure: "application/pdf",
  floorplan: "application/pdf,image/*",
};

export function useUploadPropertyFile(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file, onProgress }: { kind: FileKind; file: File; onProgress?: (p: number) => void }) =>
      postFile<PropertyFileDto>(`${buildPath(uploadPropertyFile.path, { id: propertyId })}?kind=${kind}`, file, {
        onProgress,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: propertyKeys.detail(propertyId) }),
  });
}

/**
 * One way to send a property file from any page: the 10 MB check before sending, upload progress, the toasts.
 * `onUploaded` lets a page that shows the property's files elsewhere (a survey row) refresh its own query.
 */
export function useSendPropertyFile(propertyId: string, onUploaded?: () => void) {
  const upload = useUploadPropertyFile(propertyId);
  const [progress, setProgress] = useState<number | null>(null);
  const send = (kind: FileKind, file: File | undefined) => {
    if (!file) return;
    if (file.size > PDF_MAX_BYTES) {
      toast({ title: PDF_TOO_LARGE_TITLE, description: PDF_TOO_LARGE_DETAIL, variant: "destructive" });
      return;
    }
    setProgress(0);
    upload.mutate(
      { kind, file, onProgress: setProgress },
      {
        onSuccess: () => {
          toast({ title: "File uploaded" });
          onUploaded?.();
        },
        onError: (err) =>
          toast({
            title: isApiError(err) ? err.message : "Upload failed",
            description: isApiError(err) && err.code === "PAYLOAD_TOO_LARGE" ? PDF_TOO_LARGE_DETAIL : undefined,
            variant: "destructive",
          }),
        onSettled: () => setProgress(null),
      },
    );
  };
  return { send, progress, isPending: upload.isPending };
}

export function useDeletePropertyFile(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => apiRequest(deletePropertyFile, { params: { id: propertyId, fileId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: propertyKeys.detail(propertyId) }),
  });
}
