import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  deletePropertyFile,
  type FileKind,
  type PropertyFileDto,
  uploadPropertyFile,
} from "#shared/contract/properties-parts.ts";
import { buildPath } from "#shared/contract/route.ts";
import { propertyKeys } from "#web/features/properties/api/keys.ts";
import { postFile } from "#web/lib/upload.ts";
import { apiRequest } from "#web/lib/api-client.ts";

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

export function useDeletePropertyFile(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => apiRequest(deletePropertyFile, { params: { id: propertyId, fileId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: propertyKeys.detail(propertyId) }),
  });
}
